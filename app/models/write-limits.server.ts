// Per-account limits on community writes (issue 26, decision 127): each kind
// of write (WRITE_LIMITS below, the same table in docs/api.md)
// counts per account in windows that start with the account's first write of
// the kind. The counts live in RateLimitCounter, the table the sign-in limits
// use on PostgreSQL, one atomic upsert per window, so every instance sees the
// same count and concurrent writes cannot pass a limit together (each gets its
// own count back). The domain functions that write call `spendWriteAllowance`
// first, so pages and /api are limited by the same call; a refusal is
// RATE_LIMITED (429) with the seconds until the window ends (Retry-After).
import { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { ok, refuseOverLimit, type Result } from "~/models/result";

/**
 * What one account may write to the community, per window: every limit of
 * each kind applies (a burst per minute, a total per day). Generous for a fan,
 * tight for a script. The same table is in docs/api.md ("Write limits"). Here,
 * on the server only: the pages never need it (shared/constants.ts is in their
 * first load).
 */
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A burst per minute and a total per day: the two windows of every kind. */
const perMinuteAndDay = (perMinute: number, perDay: number) =>
  [
    { limit: perMinute, windowMs: MINUTE_MS },
    { limit: perDay, windowMs: DAY_MS },
  ] as const;

export const WRITE_LIMITS = {
  /** A comment on a playlist. */
  comment: perMinuteAndDay(30, 500),
  /** A new playlist (the form, the API, the queue saved as one, a new one from search or a setlist). */
  playlist: perMinuteAndDay(10, 100),
  /** A copy of someone's playlist (also through a share link). */
  copy: perMinuteAndDay(10, 100),
  /**
   * A video new to the catalogue: each new song counts, one already there costs nothing. A
   * minute holds a whole queue (PLAYLIST_MAX_SONGS) saved as a playlist.
   */
  catalogueSong: perMinuteAndDay(100, 1000),
  /** A report of a playlist, a comment or a shared line. */
  report: perMinuteAndDay(10, 100),
  /** A section saved (or copied from the fans' chants); a guest's move to an account uploads them in a burst. */
  section: perMinuteAndDay(120, 3000),
  /** A press of like, unlike, bookmark or unbookmark. */
  reaction: perMinuteAndDay(60, 1000),
} as const satisfies Record<string, readonly { limit: number; windowMs: number }[]>;
export type WriteKind = keyof typeof WRITE_LIMITS;

/** Keys of these counters start so; the sign-in limits' are "all:" and "auth:". */
const KEY_PREFIX = "write:";
/** Windows that ended are removed at most this often by each instance. */
const SWEEP_INTERVAL_MS = 60_000;
let lastSweep = 0;

/** The message of a refused write of each kind (common namespace). */
export const writeLimitMessageKey = (kind: WriteKind) => `common:writeLimits.${kind}`;

/** The counter's key of one kind, window and account. */
export const writeLimitKey = (kind: WriteKind, windowMs: number, writer: string) => `${KEY_PREFIX}${kind}:${windowMs}:${writer}`;

/**
 * Adds `weight` to the count of one window and answers it, in one statement:
 * a window that has ended starts again at `weight`.
 */
async function countWrite(key: string, weight: number, windowMs: number, now: Date): Promise<{ hits: number; resetAt: number }> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await prisma.$queryRaw<Array<{ hits: number | bigint; resetAt: Date | string }>>(Prisma.sql`
    INSERT INTO "RateLimitCounter" ("key", "hits", "resetAt") VALUES (${key}, ${weight}, ${resetAt})
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN "RateLimitCounter"."resetAt" <= ${now} THEN CAST(${weight} AS INTEGER)
                    ELSE "RateLimitCounter"."hits" + CAST(${weight} AS INTEGER) END,
      "resetAt" = CASE WHEN "RateLimitCounter"."resetAt" <= ${now} THEN excluded."resetAt" ELSE "RateLimitCounter"."resetAt" END
    RETURNING "hits", "resetAt"`);
  return { hits: Number(row!.hits), resetAt: new Date(row!.resetAt).getTime() };
}

function sweep(now: Date) {
  if (now.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = now.getTime();
  void prisma
    .$executeRaw(Prisma.sql`DELETE FROM "RateLimitCounter" WHERE "key" LIKE ${`${KEY_PREFIX}%`} AND "resetAt" < ${now}`)
    .catch((error: Error) => console.warn(`write limits: sweeping old windows failed: ${error.message}`));
}

/**
 * Spends `weight` writes of `kind` of the account `writer` (a user id) in
 * every window of the kind, shortest first. Over a limit: refused, with the
 * seconds until that window ends; the longer windows are not charged then.
 */
export async function spendWriteAllowance(
  writer: string,
  kind: WriteKind,
  { weight = 1, now = new Date() }: { weight?: number; now?: Date } = {},
): Promise<Result<null>> {
  if (weight <= 0) return ok(null);
  sweep(now);
  for (const { limit, windowMs } of WRITE_LIMITS[kind]) {
    const { hits, resetAt } = await countWrite(writeLimitKey(kind, windowMs, writer), weight, windowMs, now);
    if (hits > limit) {
      return refuseOverLimit(writeLimitMessageKey(kind), Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)));
    }
  }
  return ok(null);
}
