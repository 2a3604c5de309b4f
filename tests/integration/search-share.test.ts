// Each one's share of the site's daily YouTube searches (issue 26, decision
// 126), through /search's loader with the local fake Data API: a guest and an
// account each spend exactly their share and no more while another account
// still searches; cached queries cost nothing; the address's share binds
// several holders; a search YouTube never answered gives its share back; and
// concurrent searches never overspend (on SQLite, and on PostgreSQL through
// `npm run test:pg`).
process.env.MOCKS = "true";

import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { prisma } from "~/db/client.server";
import { quotaDayEnd } from "~/integrations/youtube/quota-day";
import { youtubeQuotaStatus } from "~/integrations/youtube/quota.server";
import { searchShareLimits } from "~/integrations/youtube/search-share";
import { chargeSearchShare, searchShareStatus, searchShareUseToday } from "~/integrations/youtube/search-share.server";
import { searchYouTube } from "~/integrations/youtube/video-search.server";
import type { SearchPageData } from "~/routes/_search+/__search.server";
import { loader } from "~/routes/_search+/search";
import { seedCatalogue } from "../../prisma/seed";
import { routeFetchToFakeYouTube } from "../fixtures/fake-youtube-fetch";
import { loader as statsApi } from "~/routes/_api+/api.admin.stats";
import { callRoute, createUser, sessionCookieFor, signedInUser } from "./helpers";

// Noon in Los Angeles: the quota day ends at 08:00 UTC the next day, far from any test's minutes.
const START = new Date("2026-11-27T20:00:00.000Z");
const DAY_END = quotaDayEnd(START).toISOString();

beforeAll(async () => {
  await seedCatalogue(prisma);
});

beforeEach(async () => {
  routeFetchToFakeYouTube();
  // Only Date is faked: the search's 5 s timer stays real.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
  await prisma.youTubeQuotaDay.deleteMany();
  await prisma.youTubeSearchCache.deleteMany();
  await prisma.rateLimitCounter.deleteMany({ where: { key: { startsWith: "search:" } } });
});

afterEach(() => {
  vi.useRealTimers();
});

const later = (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000));

async function visit(q: string, cookie: string, clientAddress: string): Promise<SearchPageData> {
  const response = await callRoute(loader, `/search?q=${encodeURIComponent(q)}`, {
    cookie,
    context: { clientAddress },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SearchPageData;
}

const videosOf = (data: SearchPageData) => data.results!.videos;

async function account() {
  const { user } = await createUser();
  return { user, cookie: (await sessionCookieFor(user.id)).cookie };
}

describe("a share each", () => {
  test("a guest spends exactly 5 a day and no more, while an account on the same address still searches", async () => {
    const guest = (await sessionCookieFor(null)).cookie;
    const other = await account();
    for (let i = 1; i <= 5; i++) {
      const data = await visit(`게스트 노래 ${i}`, guest, "198.51.100.1");
      expect(videosOf(data).status, `search ${i}`).toBe("ok");
      expect(data.share).toEqual({ scope: "guest", limit: 5, remaining: 5 - i, resetsAt: DAY_END });
      // Two a minute: the next one 31 s later.
      later(31);
    }
    const refused = await visit("방탄소년단", guest, "198.51.100.1");
    expect(videosOf(refused)).toEqual({
      status: "share-spent",
      refusal: { scope: "guest", window: "day", limit: 5, retryAt: DAY_END },
      retryAfterSeconds: (Date.parse(DAY_END) - Date.now()) / 1000,
      accountLimit: 20,
    });
    // The catalogue still answers, and the site's quota was not touched.
    expect(refused.results!.songs.map((song) => song.title).sort()).toEqual(["Boy With Luv (작은 것들을 위한 시)", "Dynamite"]);
    expect(refused.quota).toMatchObject({ used: 5, remaining: 95 });
    expect(refused.share).toMatchObject({ remaining: 0, limit: 5 });

    // A query already asked comes from the cache: no share needed, none taken.
    const cached = await visit("게스트 노래 1", guest, "198.51.100.1");
    expect(videosOf(cached).status).toBe("ok");
    expect(cached.quota).toMatchObject({ used: 5 });

    // Another account on the same address searches on.
    const theirs = await visit("방탄소년단", other.cookie, "198.51.100.1");
    expect(videosOf(theirs).status).toBe("ok");
    expect(theirs.share).toEqual({ scope: "account", limit: 20, remaining: 19, resetsAt: DAY_END });
    expect(theirs.quota).toMatchObject({ used: 6 });
  });

  test("an account spends exactly 20 a day and no more, from any session; another account still searches", async () => {
    const fan = await account();
    const secondDevice = (await sessionCookieFor(fan.user.id)).cookie;
    const other = await account();
    for (let i = 1; i <= 20; i++) {
      const data = await visit(`계정 노래 ${i}`, i % 2 ? fan.cookie : secondDevice, "198.51.100.2");
      expect(videosOf(data).status, `search ${i}`).toBe("ok");
      expect(data.share!.remaining).toBe(20 - i);
      // Five a minute: the next one 13 s later.
      later(13);
    }
    const refused = await visit("계정 노래 21", secondDevice, "198.51.100.2");
    expect(videosOf(refused)).toMatchObject({ status: "share-spent", refusal: { scope: "account", window: "day", limit: 20, retryAt: DAY_END } });
    expect(refused.quota).toMatchObject({ used: 20 });
    // On another address too: the share is the account's.
    expect(videosOf(await visit("계정 노래 22", fan.cookie, "198.51.100.9")).status).toBe("share-spent");

    const theirs = await visit("계정 노래 21", other.cookie, "198.51.100.2");
    expect(videosOf(theirs).status).toBe("ok");
    expect((await youtubeQuotaStatus()).used).toBe(21);

    // The next quota day, the share is whole again.
    vi.setSystemTime(new Date(Date.parse(DAY_END) + 1000));
    const tomorrow = await visit("계정 노래 23", fan.cookie, "198.51.100.2");
    expect(videosOf(tomorrow).status).toBe("ok");
    expect(tomorrow.share!.remaining).toBe(19);
  });

  test("the sixth search in a minute waits for the minute's end", async () => {
    const fan = await account();
    for (let i = 1; i <= 5; i++) expect(videosOf(await visit(`분 노래 ${i}`, fan.cookie, "198.51.100.3")).status).toBe("ok");
    later(20);
    const refused = await visit("분 노래 6", fan.cookie, "198.51.100.3");
    expect(videosOf(refused)).toMatchObject({
      status: "share-spent",
      refusal: { scope: "account", window: "minute", limit: 5, retryAt: new Date(START.getTime() + 60_000).toISOString() },
      retryAfterSeconds: 40,
    });
    // Refused searches cost no share: still 15 today.
    expect(refused.share!.remaining).toBe(15);
    later(40);
    expect(videosOf(await visit("분 노래 6", fan.cookie, "198.51.100.3")).status).toBe("ok");
  });

  test("an address's share binds every holder on it; what a refused search took is given back", async () => {
    const limits = { ...searchShareLimits({ perMinute: 100, perDay: 3 }) };
    const holders = await Promise.all([account(), account(), account(), account()]);
    const outcomes = [];
    for (const { user } of holders) {
      outcomes.push(await chargeSearchShare({ userId: user.id, sessionId: "-", address: "198.51.100.4" }, new Date(), limits));
    }
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true, false]);
    expect(outcomes[3]).toEqual({ ok: false, refusal: { scope: "address", window: "day", limit: 3, retryAt: DAY_END } });
    // The fourth account's own counters were given back.
    const fourth = { userId: holders[3]!.user.id, sessionId: "-", address: "198.51.100.5" };
    expect(await searchShareStatus(fourth)).toMatchObject({ remaining: 20 });
  });

  test("a search YouTube never answered gives the share back, as it gives back the site's", async () => {
    const fan = await account();
    const holder = { userId: fan.user.id, sessionId: "-", address: "198.51.100.6" };
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const unreachable = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("fetch failed")));
    const outcome = await searchYouTube({ query: "닿지 않는 검색", language: "ko" }, { fetchImpl: unreachable, share: holder });
    expect(outcome.status).toBe("unavailable");
    expect(await searchShareStatus(holder)).toMatchObject({ remaining: 20 });
    expect((await youtubeQuotaStatus()).used).toBe(0);
    // One YouTube answered (with an error) is spent on both.
    const failing = await searchYouTube({ query: "아이유 mock:error", language: "ko" }, { share: holder });
    expect(failing.status).toBe("unavailable");
    expect(await searchShareStatus(holder)).toMatchObject({ remaining: 19 });
    expect((await youtubeQuotaStatus()).used).toBe(1);
  });

  test("the site's quota used up: the share is not charged", async () => {
    const fan = await account();
    await prisma.youTubeQuotaDay.create({ data: { day: "2026-11-27", searches: 0, exhausted: true } });
    const data = await visit("다 쓴 날", fan.cookie, "198.51.100.7");
    expect(videosOf(data)).toEqual({ status: "quota-exceeded" });
    expect(data.share!.remaining).toBe(20);
  });
});

describe("at the same moment", () => {
  test("12 concurrent searches of one account: exactly 5 spend (its minute), the others are told, the site spends 5", async () => {
    const fan = await account();
    const pages = await Promise.all(
      Array.from({ length: 12 }, (_, i) => visit(`동시 검색 ${i}`, fan.cookie, "198.51.100.8")),
    );
    const statuses = pages.map((data) => videosOf(data).status);
    expect(statuses.filter((status) => status === "ok")).toHaveLength(5);
    expect(statuses.filter((status) => status === "share-spent")).toHaveLength(7);
    expect((await youtubeQuotaStatus()).used).toBe(5);
    const counters = await prisma.rateLimitCounter.findMany({ where: { key: { startsWith: "search:" } }, orderBy: { key: "asc" } });
    expect(counters.map(({ key, hits }) => [key, hits])).toEqual([
      [`search:d:account:${fan.user.id}`, 5],
      ["search:d:address:198.51.100.8", 5],
      [`search:m:account:${fan.user.id}`, 5],
      ["search:m:address:198.51.100.8", 5],
    ]);
  });

  test("30 guests on one address at once against an address share of 7: exactly 7 charged, nothing else kept", async () => {
    const limits = searchShareLimits({ perMinute: 100, perDay: 7 });
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        chargeSearchShare({ userId: null, sessionId: `guest-${i}`, address: "198.51.100.10" }, new Date(), limits),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(7);
    const counters = await prisma.rateLimitCounter.findMany({ where: { key: { startsWith: "search:d:" } } });
    const guestHits = counters.filter(({ key }) => key.startsWith("search:d:guest:")).reduce((sum, { hits }) => sum + hits, 0);
    expect(guestHits).toBe(7);
    expect(counters.find(({ key }) => key === "search:d:address:198.51.100.10")!.hits).toBe(7);
  });
});

describe("admins see the day's use by share", () => {
  test("searches by accounts, guests and addresses today, and who spent most", async () => {
    const guest = (await sessionCookieFor(null)).cookie;
    const first = await account();
    const second = await account();
    for (let i = 0; i < 3; i++) await visit(`관리 ${i}`, first.cookie, "198.51.100.11");
    await visit("관리 a", second.cookie, "198.51.100.12");
    await visit("관리 g", guest, "198.51.100.12");
    const use = await searchShareUseToday();
    expect(use.totals).toEqual({ account: 4, guest: 1, address: 5 });
    expect(use.holders).toEqual({ account: 2, guest: 1, address: 2 });
    expect(use.topAccounts).toEqual([
      { userId: first.user.id, nickname: first.user.nickname, searches: 3 },
      { userId: second.user.id, nickname: second.user.nickname, searches: 1 },
    ]);
    expect(use.topAddresses).toEqual([
      { address: "198.51.100.11", searches: 3 },
      { address: "198.51.100.12", searches: 2 },
    ]);
    // The same through the API.
    const admin = await signedInUser({ role: "admin" });
    const answer = await callRoute(statsApi, "/api/admin/stats?days=7", { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(answer.status).toBe(200);
    expect((await answer.json()).searchShares).toMatchObject({ totals: { account: 4, guest: 1, address: 5 }, top: 10, resetsAt: DAY_END });
    // Yesterday's windows are not today's use.
    vi.setSystemTime(new Date(Date.parse(DAY_END) + 1000));
    expect((await searchShareUseToday()).totals).toEqual({ account: 0, guest: 0, address: 0 });
  });
});
