// The share rule (issue 26, decision 126): the counters a search that spends
// the site's YouTube quota is charged to, and what they leave. Each account
// (or guest session) and each client address has a per-minute and a per-day
// share; a search needs room in all four. Pure: the counting itself is
// search-share.server.ts, one atomic statement per counter.
import { SEARCH_SHARES } from "~/shared/constants";
import { quotaDayEnd } from "./quota-day";

/** Who searches: an account, or a guest session; and from which address. */
export interface ShareHolder {
  userId: string | null;
  sessionId: string;
  address: string;
}

export type ShareScope = "account" | "guest" | "address";
export type ShareWindow = "minute" | "day";

export interface ShareLimits {
  perMinute: number;
  perDay: number;
}

export type SearchShareLimits = Record<ShareScope, ShareLimits>;

export interface ShareCounter {
  /** The RateLimitCounter row: "search:<window>:<scope>:<id>". */
  key: string;
  scope: ShareScope;
  window: ShareWindow;
  limit: number;
  /** When a window starting now would end. */
  resetAt: Date;
}

/** A counter's row as the store keeps it: hits in the window ending at resetAt. */
export interface ShareCount {
  hits: number;
  resetAt: Date;
}

const MINUTE_MS = 60_000;

/** The shares in the constants, the address's as the environment may set it. */
export function searchShareLimits(address: Partial<ShareLimits> = {}): SearchShareLimits {
  return {
    account: { ...SEARCH_SHARES.account },
    guest: { ...SEARCH_SHARES.guest },
    address: { ...SEARCH_SHARES.address, ...address },
  };
}

/** Every counter's key starts with this. */
export const SHARE_KEY_PREFIX = "search:";

export function shareKey(window: ShareWindow, scope: ShareScope, id: string): string {
  return `${SHARE_KEY_PREFIX}${window === "day" ? "d" : "m"}:${scope}:${id}`;
}

/** The holder's own scope: its account, or its guest session. */
export function ownScope(holder: ShareHolder): { scope: "account" | "guest"; id: string } {
  return holder.userId ? { scope: "account", id: holder.userId } : { scope: "guest", id: holder.sessionId };
}

/**
 * The four counters a search is charged to, in the order they are taken: the
 * holder's minute and day, then the address's minute and day. Minutes start
 * with a window's first search; days end with YouTube's quota day.
 */
export function shareCounters(holder: ShareHolder, now: Date, limits: SearchShareLimits): ShareCounter[] {
  const own = ownScope(holder);
  const minuteEnd = new Date(now.getTime() + MINUTE_MS);
  const dayEnd = quotaDayEnd(now);
  const counter = (scope: ShareScope, id: string, window: ShareWindow): ShareCounter => ({
    key: shareKey(window, scope, id),
    scope,
    window,
    limit: window === "day" ? limits[scope].perDay : limits[scope].perMinute,
    resetAt: window === "day" ? dayEnd : minuteEnd,
  });
  return [
    counter(own.scope, own.id, "minute"),
    counter(own.scope, own.id, "day"),
    counter("address", holder.address, "minute"),
    counter("address", holder.address, "day"),
  ];
}

/** Searches left on a counter at `now`: a window that has ended is whole again. */
export function remainingOn(counter: Pick<ShareCounter, "limit">, count: ShareCount | undefined, now: Date): number {
  if (!count || count.resetAt.getTime() <= now.getTime()) return Math.max(0, counter.limit);
  return Math.max(0, counter.limit - count.hits);
}

/** Why a search was not charged: the first counter without room, and when it has room again. */
export interface ShareRefusal {
  scope: ShareScope;
  window: ShareWindow;
  limit: number;
  /** ISO time the window ends. */
  retryAt: string;
}

/** The first of the counters (in charging order) with no room at `now`, or null when a search may be charged. */
export function shareRefusal(counters: ShareCounter[], counts: Map<string, ShareCount>, now: Date): ShareRefusal | null {
  for (const counter of counters) {
    const count = counts.get(counter.key);
    if (remainingOn(counter, count, now) > 0) continue;
    const live = count && count.resetAt.getTime() > now.getTime();
    return {
      scope: counter.scope,
      window: counter.window,
      limit: counter.limit,
      retryAt: (live ? count.resetAt : counter.resetAt).toISOString(),
    };
  }
  return null;
}

/** What the search page shows: "오늘 YouTube 검색 18/20회 남음". */
export interface ShareStatus {
  scope: "account" | "guest";
  /** The holder's searches a day. */
  limit: number;
  /** Today's searches left: the holder's, or the address's when fewer. */
  remaining: number;
  /** When the day's share comes back (ISO): the end of YouTube's quota day. */
  resetsAt: string;
}

export function shareStatus(counters: ShareCounter[], counts: Map<string, ShareCount>, now: Date): ShareStatus {
  const own = counters.find((counter) => counter.window === "day" && counter.scope !== "address")!;
  const address = counters.find((counter) => counter.window === "day" && counter.scope === "address")!;
  return {
    scope: own.scope as "account" | "guest",
    limit: own.limit,
    remaining: Math.min(remainingOn(own, counts.get(own.key), now), remainingOn(address, counts.get(address.key), now)),
    resetsAt: own.resetAt.toISOString(),
  };
}
