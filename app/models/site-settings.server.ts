// Settings admins change while the site runs (issue 13 builds their page).
// A setting without a row in SiteSetting takes its default, usually from the
// environment; every app instance reads the same rows. Read on the plain-SQL
// read path (decision 072): pages ask on every view.
import * as z from "zod";
import { prisma } from "~/db/client.server";
import { getEnv } from "~/env.server";
import { recordAudit } from "~/models/audit-log.server";
import { MAINTENANCE_BANNER_MAX_LENGTH, YOUTUBE_SEARCHES_PER_DAY_MAX } from "~/shared/constants";
import { readRow } from "~/db/reads.server";

const SITE_SETTINGS = {
  /** YouTube Data API searches a day (YOUTUBE_SEARCHES_PER_DAY by default). */
  youtubeSearchesPerDay: {
    schema: z.number().int().min(0).max(YOUTUBE_SEARCHES_PER_DAY_MAX),
    fallback: () => getEnv().YOUTUBE_SEARCHES_PER_DAY,
  },
  /** New accounts (e-mail registration and social sign-up) are accepted. */
  signUpOpen: {
    schema: z.boolean(),
    fallback: () => true,
  },
  /** A notice shown at the top of every page while not empty. */
  maintenanceBanner: {
    schema: z.string().max(MAINTENANCE_BANNER_MAX_LENGTH),
    fallback: () => "",
  },
} satisfies Record<string, { schema: z.ZodType; fallback: () => unknown }>;

type Settings = typeof SITE_SETTINGS;
export type SiteSettingKey = keyof Settings;
type Value<Key extends SiteSettingKey> = z.output<Settings[Key]["schema"]>;

function definition<Key extends SiteSettingKey>(key: Key) {
  return SITE_SETTINGS[key] as unknown as { schema: z.ZodType<Value<Key>>; fallback: () => Value<Key> };
}

/** The setting's value: what an admin stored, else its default. */
export async function getSiteSetting<Key extends SiteSettingKey>(key: Key): Promise<Value<Key>> {
  const { schema, fallback } = definition(key);
  const row = await readRow<{ value: string }>(`SELECT "value" FROM "SiteSetting" WHERE "key" = ?`, [key]);
  if (!row) return fallback();
  try {
    return schema.parse(JSON.parse(row.value));
  } catch {
    console.warn(`site setting ${key}: the stored value is not valid, using the default`);
    return fallback();
  }
}

/** Stores an admin's value (checked by the setting's schema). */
export async function setSiteSetting<Key extends SiteSettingKey>(key: Key, value: Value<Key>): Promise<void> {
  const json = JSON.stringify(definition(key).schema.parse(value));
  await prisma.siteSetting.upsert({ where: { key }, update: { value: json }, create: { key, value: json } });
}

/** Back to the default. */
export async function resetSiteSetting(key: SiteSettingKey): Promise<void> {
  await prisma.siteSetting.deleteMany({ where: { key } });
}

export type SiteSettings = { [Key in SiteSettingKey]: Value<Key> };

export async function getSiteSettings(): Promise<SiteSettings> {
  const [youtubeSearchesPerDay, signUpOpen, maintenanceBanner] = await Promise.all([
    getSiteSetting("youtubeSearchesPerDay"),
    getSiteSetting("signUpOpen"),
    getSiteSetting("maintenanceBanner"),
  ]);
  return { youtubeSearchesPerDay, signUpOpen, maintenanceBanner };
}

/**
 * An admin's change of the settings: the changed ones are stored and the
 * audit entry (before and after of each) written in one transaction.
 * Answers the keys that changed (none: nothing written).
 */
export async function updateSiteSettings(actorId: string, values: SiteSettings): Promise<SiteSettingKey[]> {
  const current = await getSiteSettings();
  const changed = (Object.keys(values) as SiteSettingKey[]).filter((key) => values[key] !== current[key]);
  if (changed.length === 0) return [];
  await prisma.$transaction(async (tx) => {
    for (const key of changed) {
      const json = JSON.stringify(definition(key).schema.parse(values[key]));
      await tx.siteSetting.upsert({ where: { key }, update: { value: json }, create: { key, value: json } });
    }
    await recordAudit(tx, {
      actorId,
      action: "settings.update",
      targetType: "setting",
      targetId: changed.join(","),
      before: Object.fromEntries(changed.map((key) => [key, current[key]])),
      after: Object.fromEntries(changed.map((key) => [key, values[key]])),
    });
  });
  return changed;
}
