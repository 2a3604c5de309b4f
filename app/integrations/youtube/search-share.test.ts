import { describe, expect, test } from "vitest";
import { SEARCH_SHARES } from "~/shared/constants";
import {
  remainingOn,
  searchShareLimits,
  shareCounters,
  shareRefusal,
  shareStatus,
  type ShareCount,
  type ShareHolder,
} from "./search-share";

// 20:00 UTC on 27 November 2026 is 12:00 in Los Angeles (UTC-8): the quota day ends at 08:00 UTC the next day.
const now = new Date("2026-11-27T20:00:00.000Z");
const dayEnd = "2026-11-28T08:00:00.000Z";
const account: ShareHolder = { userId: "u1", sessionId: "s1", address: "203.0.113.7" };
const guest: ShareHolder = { userId: null, sessionId: "s2", address: "203.0.113.7" };
const limits = searchShareLimits();

function counts(entries: Array<[string, number, string?]>): Map<string, ShareCount> {
  return new Map(entries.map(([key, hits, resetAt]) => [key, { hits, resetAt: new Date(resetAt ?? dayEnd) }]));
}

describe("the shares", () => {
  test("accounts 5 a minute and 20 a day, guests 2 and 5, an address 10 and 40", () => {
    expect(SEARCH_SHARES).toEqual({
      account: { perMinute: 5, perDay: 20 },
      guest: { perMinute: 2, perDay: 5 },
      address: { perMinute: 10, perDay: 40 },
    });
    expect(searchShareLimits({ perDay: 400 }).address).toEqual({ perMinute: 10, perDay: 400 });
  });

  test("a search is charged to the holder's minute and day, then the address's", () => {
    expect(shareCounters(account, now, limits)).toEqual([
      { key: "search:m:account:u1", scope: "account", window: "minute", limit: 5, resetAt: new Date("2026-11-27T20:01:00.000Z") },
      { key: "search:d:account:u1", scope: "account", window: "day", limit: 20, resetAt: new Date(dayEnd) },
      { key: "search:m:address:203.0.113.7", scope: "address", window: "minute", limit: 10, resetAt: new Date("2026-11-27T20:01:00.000Z") },
      { key: "search:d:address:203.0.113.7", scope: "address", window: "day", limit: 40, resetAt: new Date(dayEnd) },
    ]);
    expect(shareCounters(guest, now, limits).map(({ key, limit }) => [key, limit])).toEqual([
      ["search:m:guest:s2", 2],
      ["search:d:guest:s2", 5],
      ["search:m:address:203.0.113.7", 10],
      ["search:d:address:203.0.113.7", 40],
    ]);
  });

  test("a window that has ended is whole again", () => {
    expect(remainingOn({ limit: 20 }, { hits: 20, resetAt: now }, now)).toBe(20);
    expect(remainingOn({ limit: 20 }, { hits: 18, resetAt: new Date(dayEnd) }, now)).toBe(2);
    expect(remainingOn({ limit: 20 }, undefined, now)).toBe(20);
  });
});

describe("the rule", () => {
  const counters = shareCounters(account, now, limits);

  test("the 20th search of the day has room, the 21st not: back at the end of YouTube's day", () => {
    expect(shareRefusal(counters, counts([["search:d:account:u1", 19]]), now)).toBeNull();
    expect(shareRefusal(counters, counts([["search:d:account:u1", 20]]), now)).toEqual({
      scope: "account",
      window: "day",
      limit: 20,
      retryAt: dayEnd,
    });
  });

  test("the 6th search in a minute waits for the minute's end", () => {
    expect(shareRefusal(counters, counts([["search:m:account:u1", 4, "2026-11-27T20:00:40.000Z"]]), now)).toBeNull();
    expect(shareRefusal(counters, counts([["search:m:account:u1", 5, "2026-11-27T20:00:40.000Z"]]), now)).toEqual({
      scope: "account",
      window: "minute",
      limit: 5,
      retryAt: "2026-11-27T20:00:40.000Z",
    });
  });

  test("an account with room is refused when its address has none", () => {
    expect(shareRefusal(counters, counts([["search:d:address:203.0.113.7", 40]]), now)).toEqual({
      scope: "address",
      window: "day",
      limit: 40,
      retryAt: dayEnd,
    });
  });

  test("a guest's 6th search of the day is refused", () => {
    const guestCounters = shareCounters(guest, now, limits);
    expect(shareRefusal(guestCounters, counts([["search:d:guest:s2", 4]]), now)).toBeNull();
    expect(shareRefusal(guestCounters, counts([["search:d:guest:s2", 5]]), now)).toMatchObject({ scope: "guest", window: "day", limit: 5 });
  });

  test("no share at all (a limit of 0) refuses every search", () => {
    const none = shareCounters(guest, now, { ...limits, guest: { perMinute: 0, perDay: 0 } });
    expect(shareRefusal(none, new Map(), now)).toMatchObject({ scope: "guest", window: "minute", limit: 0 });
  });

  test("the page shows the holder's day left out of its share, or the address's when fewer", () => {
    expect(shareStatus(counters, counts([["search:d:account:u1", 2]]), now)).toEqual({
      scope: "account",
      limit: 20,
      remaining: 18,
      resetsAt: dayEnd,
    });
    expect(shareStatus(counters, counts([["search:d:account:u1", 2], ["search:d:address:203.0.113.7", 37]]), now)).toMatchObject({
      remaining: 3,
    });
    expect(shareStatus(shareCounters(guest, now, limits), new Map(), now)).toEqual({
      scope: "guest",
      limit: 5,
      remaining: 5,
      resetsAt: dayEnd,
    });
  });
});
