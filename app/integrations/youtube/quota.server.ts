// The daily quota of YouTube searches, counted in the database (so that every
// app instance shares it) per quota day (./quota-day.ts). The limit is the
// site setting youtubeSearchesPerDay (YOUTUBE_SEARCHES_PER_DAY by default).
import { prisma } from "~/db/client.server";
import { getSiteSetting } from "~/models/site-settings.server";
import { readRow } from "~/db/reads.server";
import { quotaDay, quotaDayEnd } from "./quota-day";

export interface QuotaStatus {
  /** Searches a day. */
  limit: number;
  /** Searches spent today. */
  used: number;
  remaining: number;
  /** When the count starts again (ISO). */
  resetsAt: string;
}

export async function youtubeQuotaStatus(now = new Date()): Promise<QuotaStatus> {
  const limit = await getSiteSetting("youtubeSearchesPerDay");
  const today = await readRow<{ searches: number; exhausted: number }>(
    `SELECT "searches", "exhausted" FROM "YouTubeQuotaDay" WHERE "day" = ?`,
    [quotaDay(now)]
  );
  const used = today?.searches ?? 0;
  return {
    limit,
    used,
    remaining: today?.exhausted ? 0 : Math.max(0, limit - used),
    resetsAt: quotaDayEnd(now).toISOString(),
  };
}

/**
 * Takes one search from today's quota, in one statement (two instances cannot
 * both take the last one). False when none is left.
 */
export async function reserveYouTubeSearch(now = new Date()): Promise<boolean> {
  const limit = await getSiteSetting("youtubeSearchesPerDay");
  if (limit < 1) return false;
  const taken = await prisma.$queryRaw<Array<{ searches: number | bigint }>>`
    INSERT INTO "YouTubeQuotaDay" ("day", "searches", "exhausted") VALUES (${quotaDay(now)}, 1, false)
    ON CONFLICT ("day") DO UPDATE SET "searches" = "YouTubeQuotaDay"."searches" + 1
      WHERE "YouTubeQuotaDay"."exhausted" = false AND "YouTubeQuotaDay"."searches" < ${limit}
    RETURNING "searches"`;
  return taken.length === 1;
}

/** Gives back a search YouTube never answered (it spent nothing of YouTube's quota). */
export async function releaseYouTubeSearch(now = new Date()): Promise<void> {
  await prisma.youTubeQuotaDay.updateMany({
    where: { day: quotaDay(now), searches: { gt: 0 } },
    data: { searches: { decrement: 1 } },
  });
}

/** YouTube said the quota is used up: nothing more today, whatever our count says. */
export async function markYouTubeQuotaExhausted(now = new Date()): Promise<void> {
  const day = quotaDay(now);
  await prisma.youTubeQuotaDay.upsert({
    where: { day },
    update: { exhausted: true },
    create: { day, exhausted: true },
  });
}
