// Each one's share of the site's YouTube searches (issue 26, decision 126),
// counted in RateLimitCounter, the table the sign-in limits of several
// instances share (decision 113), so every instance sees the same counts on
// SQLite and on PostgreSQL. A counter is taken in one statement that adds a
// search only while there is room (no read-then-write: two instances cannot
// both take the last one); a search needs room on four counters (the
// holder's and the address's minute and day), and gives back what it took
// when a later one has none, when the site's quota has none, or when
// YouTube never answered.
import { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { readRows, sqlDate } from "~/db/reads.server";
import { databaseDialect } from "~/db/sql-dialect";
import { getEnv } from "~/env.server";
import { quotaDayEnd } from "./quota-day";
import { SEARCH_SHARE_TOP } from "~/shared/constants";
import {
  SHARE_KEY_PREFIX,
  searchShareLimits,
  shareCounters,
  shareKey,
  shareRefusal,
  shareStatus,
  type SearchShareLimits,
  type ShareCount,
  type ShareCounter,
  type ShareHolder,
  type ShareRefusal,
  type ShareScope,
  type ShareStatus,
} from "./search-share";

export type { ShareHolder, ShareRefusal, ShareStatus };

/** The shares: the constants, the address's as the environment sets it. */
export function currentShareLimits(): SearchShareLimits {
  const env = getEnv();
  return searchShareLimits({ perMinute: env.SEARCH_SHARE_ADDRESS_PER_MIN, perDay: env.SEARCH_SHARE_ADDRESS_PER_DAY });
}

/** A date as a parameter compared with a DateTime column: Prisma's SQLite text, a timestamp on PostgreSQL. */
function at(date: Date): Date | string {
  return databaseDialect() === "postgresql" ? date : sqlDate(date);
}

/** Takes one search of a counter if it has room; false when it has none. One statement. */
async function take(counter: ShareCounter, now: Date): Promise<boolean> {
  if (counter.limit < 1) return false;
  const rows = await prisma.$queryRaw<Array<{ hits: number | bigint }>>(Prisma.sql`
    INSERT INTO "RateLimitCounter" ("key", "hits", "resetAt") VALUES (${counter.key}, 1, ${at(counter.resetAt)})
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN "RateLimitCounter"."resetAt" <= ${at(now)} THEN 1 ELSE "RateLimitCounter"."hits" + 1 END,
      "resetAt" = CASE WHEN "RateLimitCounter"."resetAt" <= ${at(now)} THEN excluded."resetAt" ELSE "RateLimitCounter"."resetAt" END
      WHERE "RateLimitCounter"."resetAt" <= ${at(now)} OR "RateLimitCounter"."hits" < ${counter.limit}
    RETURNING "hits"`);
  return rows.length === 1;
}

/** Gives a search back to a counter whose window is still running. */
async function give(counter: ShareCounter, now: Date): Promise<void> {
  await prisma.$executeRaw(Prisma.sql`
    UPDATE "RateLimitCounter" SET "hits" = "hits" - 1
    WHERE "key" = ${counter.key} AND "hits" > 0 AND "resetAt" > ${at(now)}`);
}

async function readCounts(counters: ShareCounter[]): Promise<Map<string, ShareCount>> {
  const rows = await readRows<{ key: string; hits: number; resetAt: string }>(
    `SELECT "key", "hits", "resetAt" FROM "RateLimitCounter" WHERE "key" IN (${counters.map(() => "?").join(", ")})`,
    counters.map((counter) => counter.key),
  );
  return new Map(rows.map((row) => [row.key, { hits: Number(row.hits), resetAt: new Date(row.resetAt) }]));
}

/** What was taken for one search, to give back if it spends nothing after all. */
export interface ShareCharge {
  counters: ShareCounter[];
  now: Date;
}

export type ShareOutcome = { ok: true; charge: ShareCharge } | { ok: false; refusal: ShareRefusal };

const SWEEP_INTERVAL_MS = 60_000;
let lastSweep = 0;

/** Old windows go, at most once a minute per instance (on PostgreSQL the rate limits' own sweep takes them too). */
function sweep(now: Date) {
  if (now.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = now.getTime();
  void prisma
    .$executeRaw(
      Prisma.sql`DELETE FROM "RateLimitCounter" WHERE "key" LIKE ${`${SHARE_KEY_PREFIX}%`} AND "resetAt" <= ${at(now)}`,
    )
    .catch((error: Error) => console.warn(`search shares: sweeping old windows failed: ${error.message}`));
}

/**
 * Charges one search to the holder's and the address's shares: all four
 * counters, or none (what was taken is given back when one has no room).
 */
export async function chargeSearchShare(
  holder: ShareHolder,
  now = new Date(),
  limits: SearchShareLimits = currentShareLimits(),
): Promise<ShareOutcome> {
  sweep(now);
  const counters = shareCounters(holder, now, limits);
  const taken: ShareCounter[] = [];
  for (const counter of counters) {
    if (await take(counter, now)) {
      taken.push(counter);
      continue;
    }
    await Promise.all(taken.map((done) => give(done, now)));
    const refusal = shareRefusal([counter], await readCounts([counter]), now) ?? {
      // Room again between the refusal and the read: say so for this minute.
      scope: counter.scope,
      window: counter.window,
      limit: counter.limit,
      retryAt: counter.resetAt.toISOString(),
    };
    return { ok: false, refusal };
  }
  return { ok: true, charge: { counters, now } };
}

/** Gives back a charged search that spent nothing of the site's quota. */
export async function releaseSearchShare(charge: ShareCharge): Promise<void> {
  await Promise.all(charge.counters.map((counter) => give(counter, charge.now)));
}

/** The holder's day share as the search page shows it. */
export async function searchShareStatus(
  holder: ShareHolder,
  now = new Date(),
  limits: SearchShareLimits = currentShareLimits(),
): Promise<ShareStatus> {
  const counters = shareCounters(holder, now, limits);
  return shareStatus(counters, await readCounts(counters), now);
}

export interface ShareUseToday {
  /** Searches charged today to accounts, guest sessions and addresses. */
  totals: { account: number; guest: number; address: number };
  /** How many accounts, guest sessions and addresses searched today. */
  holders: { account: number; guest: number; address: number };
  /** The accounts and addresses that spent most today, most first (SEARCH_SHARE_TOP each). */
  topAccounts: Array<{ userId: string; nickname: string | null; searches: number }>;
  topAddresses: Array<{ address: string; searches: number }>;
  limits: SearchShareLimits;
  /** How many accounts and addresses the top lists hold at most. */
  top: number;
  /** When today (YouTube's quota day) ends (ISO). */
  resetsAt: string;
}

/** Today's use of the shares, for the admin stats page: bounded (sums, and the top few). */
export async function searchShareUseToday(now = new Date(), limits = currentShareLimits()): Promise<ShareUseToday> {
  const live = sqlDate(now);
  const range = (scope: ShareScope) => {
    const prefix = shareKey("day", scope, "");
    // Every key starting with the prefix: ";" comes right after ":".
    return [prefix, `${prefix.slice(0, -1)};`, live];
  };
  const scopes = ["account", "guest", "address"] as const;
  const sums = await Promise.all(
    scopes.map((scope) =>
      readRows<{ searches: number | null; holders: number }>(
        `SELECT SUM("hits") AS "searches", COUNT(*) AS "holders" FROM "RateLimitCounter"
         WHERE "key" >= ? AND "key" < ? AND "resetAt" > ? AND "hits" > 0`,
        range(scope),
      ),
    ),
  );
  const top = (scope: "account" | "address") => {
    return readRows<{ key: string; hits: number }>(
      `SELECT "key", "hits" FROM "RateLimitCounter" WHERE "key" >= ? AND "key" < ? AND "resetAt" > ? AND "hits" > 0
       ORDER BY "hits" DESC, "key" LIMIT ?`,
      [...range(scope), SEARCH_SHARE_TOP],
    );
  };
  const [accounts, addresses] = await Promise.all([top("account"), top("address")]);
  const accountPrefix = shareKey("day", "account", "").length;
  const addressPrefix = shareKey("day", "address", "").length;
  const ids = accounts.map((row) => row.key.slice(accountPrefix));
  const users = ids.length
    ? await prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, nickname: true } })
    : [];
  const nickname = new Map(users.map((user) => [user.id, user.nickname]));
  const totals = { account: 0, guest: 0, address: 0 };
  const holders = { account: 0, guest: 0, address: 0 };
  scopes.forEach((scope, i) => {
    totals[scope] = Number(sums[i]![0]?.searches ?? 0);
    holders[scope] = Number(sums[i]![0]?.holders ?? 0);
  });
  return {
    totals,
    holders,
    topAccounts: accounts.map((row) => ({
      userId: row.key.slice(accountPrefix),
      nickname: nickname.get(row.key.slice(accountPrefix)) ?? null,
      searches: Number(row.hits),
    })),
    topAddresses: addresses.map((row) => ({ address: row.key.slice(addressPrefix), searches: Number(row.hits) })),
    limits,
    top: SEARCH_SHARE_TOP,
    resetsAt: quotaDayEnd(now).toISOString(),
  };
}
