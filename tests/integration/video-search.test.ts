// YouTube video search within the daily quota (issue 11): counting per Pacific
// day to exhaustion, the admin's limit, the 24-hour cache, YouTube's own quota
// error, errors and the 5 s timeout — against the local fake Data API.
process.env.MOCKS = "true";

import { afterEach, describe, expect, test, vi } from "vitest";
import { parseEnv, type Env } from "~/env.server";
import { quotaDayEnd } from "~/integrations/youtube/quota-day";
import { youtubeQuotaStatus } from "~/integrations/youtube/quota.server";
import {
  MOCK_YOUTUBE_API_KEY,
  searchYouTube,
  videoSearchConfig,
  youtubeQuery,
  type VideoSearch,
} from "~/integrations/youtube/video-search.server";
import { FAKE_DATA_API } from "~/mocks/youtube-data-api.server";
import { resetSiteSetting, setSiteSetting } from "~/models/site-settings.server";
import { prisma } from "~/db/client.server";
import { fakeYouTubeFetch } from "../fixtures/fake-youtube-fetch";

/** A fresh quota day for each test: days far apart, so their counts never meet. */
let dayOffset = 0;
function newDay(): Date {
  dayOffset += 3;
  return new Date(Date.UTC(2027, 0, 1 + dayOffset, 20, 0, 0));
}

const search = (query: string, extra: Partial<VideoSearch> = {}): VideoSearch => ({ query, language: "ko", ...extra });

afterEach(async () => {
  vi.useRealTimers();
  await resetSiteSetting("youtubeSearchesPerDay");
});

describe("configuration", () => {
  const env = (values: Record<string, string>) => parseEnv(values) as Env;

  test("off without a key; YouTube's API with one; the local fake under MOCKS, with the key or a stand-in", () => {
    expect(videoSearchConfig(env({}))).toBeNull();
    expect(videoSearchConfig(env({ YOUTUBE_API_KEY: "AIza-real" }))).toEqual({
      baseUrl: "https://www.googleapis.com/youtube/v3",
      apiKey: "AIza-real",
    });
    expect(videoSearchConfig(env({ MOCKS: "true", APP_URL: "http://127.0.0.1:3210" }))).toEqual({
      baseUrl: "http://127.0.0.1:3210/mock-youtube/youtube/v3",
      apiKey: MOCK_YOUTUBE_API_KEY,
    });
  });

  test("without a key nothing is asked and nothing counted", async () => {
    const fetchImpl = fakeYouTubeFetch();
    const now = newDay();
    expect(await searchYouTube(search("뉴진스"), { now, fetchImpl, config: null })).toEqual({ status: "off" });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect((await youtubeQuotaStatus(now)).used).toBe(0);
  });

  test("a search type adds its words to the query", () => {
    expect(youtubeQuery({ query: "  뉴진스   Hype Boy " })).toBe("뉴진스 Hype Boy");
    expect(youtubeQuery({ query: "뉴진스", type: "lyrics" })).toBe("뉴진스 lyrics|가사");
    expect(youtubeQuery({ query: "IU", type: "live" })).toBe("IU live|라이브");
  });
});

describe("the daily quota", () => {
  test("each search spends one; the default 100 a day runs out, then the next Pacific day starts again", async () => {
    const fetchImpl = fakeYouTubeFetch();
    const now = newDay();
    for (let i = 1; i <= 100; i++) {
      const outcome = await searchYouTube(search(`노래 ${i}`), { now, fetchImpl });
      expect(outcome).toMatchObject({
        status: "ok",
        fromCache: false,
        quota: { used: i, remaining: 100 - i, limit: 100 },
      });
    }
    const calls = fetchImpl.mock.calls.length;
    const exceeded = await searchYouTube(search("노래 101"), { now, fetchImpl });
    expect(exceeded).toEqual({
      status: "quota-exceeded",
      quota: { limit: 100, used: 100, remaining: 0, resetsAt: quotaDayEnd(now).toISOString() },
    });
    expect(fetchImpl).toHaveBeenCalledTimes(calls);
    // An identical query is still answered from the cache.
    expect(await searchYouTube(search("노래 7"), { now, fetchImpl })).toMatchObject({ status: "ok", fromCache: true });

    const tomorrow = quotaDayEnd(now);
    expect(await searchYouTube(search("노래 101"), { now: tomorrow, fetchImpl })).toMatchObject({
      status: "ok",
      quota: { used: 1, remaining: 99 },
    });
  });

  test("an admin's limit replaces YOUTUBE_SEARCHES_PER_DAY at once, including 0", async () => {
    const fetchImpl = fakeYouTubeFetch();
    const now = newDay();
    await setSiteSetting("youtubeSearchesPerDay", 2);
    expect(await searchYouTube(search("a"), { now, fetchImpl })).toMatchObject({
      status: "ok",
      quota: { limit: 2, remaining: 1 },
    });
    expect(await searchYouTube(search("b"), { now, fetchImpl })).toMatchObject({
      status: "ok",
      quota: { remaining: 0 },
    });
    expect(await searchYouTube(search("c"), { now, fetchImpl })).toMatchObject({ status: "quota-exceeded" });
    await setSiteSetting("youtubeSearchesPerDay", 5);
    expect(await searchYouTube(search("c"), { now, fetchImpl })).toMatchObject({
      status: "ok",
      quota: { used: 3, remaining: 2 },
    });
    await setSiteSetting("youtubeSearchesPerDay", 0);
    expect(await searchYouTube(search("d"), { now: newDay(), fetchImpl })).toMatchObject({
      status: "quota-exceeded",
      quota: { limit: 0, used: 0, remaining: 0 },
    });
  });

  test("ten searches at once take exactly the last two searches left", async () => {
    const now = newDay();
    await setSiteSetting("youtubeSearchesPerDay", 2);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => searchYouTube(search(`동시에 ${i}`), { now, fetchImpl: fakeYouTubeFetch() }))
    );
    expect(outcomes.filter((outcome) => outcome.status === "ok")).toHaveLength(2);
    expect((await youtubeQuotaStatus(now)).used).toBe(2);
  });

  test("YouTube's own quotaExceeded ends the day whatever our count says", async () => {
    const fetchImpl = fakeYouTubeFetch();
    const now = newDay();
    expect(await searchYouTube(search(`x ${FAKE_DATA_API.quotaExceeded}`), { now, fetchImpl })).toMatchObject({
      status: "quota-exceeded",
      quota: { used: 1, remaining: 0 },
    });
    fetchImpl.mockClear();
    expect(await searchYouTube(search("anything else"), { now, fetchImpl })).toMatchObject({
      status: "quota-exceeded",
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe("the cache", () => {
  test("an identical query (any case or spacing) within 24 hours spends no quota; a different type or language does", async () => {
    const fetchImpl = fakeYouTubeFetch();
    const now = newDay();
    const first = await searchYouTube(search("Hype Boy"), { now, fetchImpl });
    expect(first).toMatchObject({ status: "ok", fromCache: false, quota: { used: 1 } });
    fetchImpl.mockClear();
    const later = new Date(now.getTime() + 60 * 60_000);
    const again = await searchYouTube(search("  hype   BOY "), { now: later, fetchImpl });
    expect(again).toMatchObject({ status: "ok", fromCache: true, quota: { used: 1 } });
    expect(again.status === "ok" && first.status === "ok" && again.videos).toEqual(
      first.status === "ok" && first.videos
    );
    expect(fetchImpl).not.toHaveBeenCalled();

    expect(await searchYouTube(search("Hype Boy", { type: "live" }), { now: later, fetchImpl })).toMatchObject({
      fromCache: false,
    });
    expect(await searchYouTube(search("Hype Boy", { language: "en" }), { now: later, fetchImpl })).toMatchObject({
      fromCache: false,
    });
    expect(
      await searchYouTube(search("Hype Boy"), { now: new Date(now.getTime() + 24 * 60 * 60_000), fetchImpl })
    ).toMatchObject({
      fromCache: false,
    });
  });

  test("expired answers are removed when new ones are stored", async () => {
    const fetchImpl = fakeYouTubeFetch();
    const now = newDay();
    await searchYouTube(search("곧 지워질 검색"), { now, fetchImpl });
    await searchYouTube(search("다음 날 검색"), { now: new Date(now.getTime() + 25 * 60 * 60_000), fetchImpl });
    expect(await prisma.youTubeSearchCache.count({ where: { query: "곧 지워질 검색" } })).toBe(0);
  });
});

describe("failures degrade to an outcome the page explains", () => {
  test("an error from YouTube: unavailable, the search counted, nothing cached", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchImpl = fakeYouTubeFetch();
    const now = newDay();
    const query = `broken ${FAKE_DATA_API.serverError}`;
    expect(await searchYouTube(search(query), { now, fetchImpl })).toMatchObject({
      status: "unavailable",
      quota: { used: 1 },
    });
    expect(await searchYouTube(search(query), { now, fetchImpl })).toMatchObject({
      status: "unavailable",
      quota: { used: 2 },
    });
    expect(warn).toHaveBeenCalledWith("YouTube search failed (failed): HTTP 503 backendError");
  });

  test("no answer: given up after the timeout, and the search given back to the quota", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const now = newDay();
    const outcome = await searchYouTube(search(`slow ${FAKE_DATA_API.hang}`), {
      now,
      fetchImpl: fakeYouTubeFetch(),
      timeoutMs: 20,
    });
    expect(outcome).toMatchObject({ status: "unavailable", quota: { used: 0, remaining: 100 } });
  });

  test("YouTube unreachable: unavailable, and the search given back; the day's other searches still count", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const now = newDay();
    await searchYouTube(search("one that works"), { now, fetchImpl: fakeYouTubeFetch() });
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("fetch failed")));
    for (let i = 0; i < 3; i++) {
      expect(await searchYouTube(search(`offline ${i}`), { now, fetchImpl: offline })).toMatchObject({
        status: "unavailable",
        quota: { used: 1, remaining: 99 },
      });
    }
    expect(offline).toHaveBeenCalledTimes(3);
  });

  test("the timeout is 5 s (spec §9), measured on a fake clock", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const fetchImpl = fakeYouTubeFetch();
    let settled = false;
    const pending = searchYouTube(search(`slow ${FAKE_DATA_API.hang}`), { now: newDay(), fetchImpl }).finally(() => {
      settled = true;
    });
    while (fetchImpl.mock.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: "unavailable" });
    expect(warn).toHaveBeenCalledWith("YouTube search failed (timeout): no answer in time");
  });
});
