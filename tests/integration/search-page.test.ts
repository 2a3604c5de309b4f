// The /search page's loader (issue 11) with the local fake Data API: catalogue
// first, YouTube within the quota, the exceeded message, errors and the timeout
// degrading to catalogue results (never a 500), bad input, and what shows before
// anything is asked.
process.env.MOCKS = "true";

import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { prisma } from "~/db.server";
import { FAKE_DATA_API } from "~/mocks/youtube-data-api.server";
import { resetSiteSetting, setSiteSetting } from "~/models/site-settings.server";
import { findOrCreateSong, registerPlay } from "~/models/song.server";
import type { SearchPageData } from "~/routes/_search+/__search.server";
import { loader } from "~/routes/_search+/search";
import { SEARCH_QUERY_MAX_LENGTH } from "~/shared/constants";
import { seedCatalogue } from "../../prisma/seed";
import { routeFetchToFakeYouTube } from "../fixtures/fake-youtube-fetch";
import { context, createUser, sessionCookieFor, settle } from "./helpers";

let cookie: string;
let userId: string;

beforeAll(async () => {
  await seedCatalogue(prisma);
  const { user } = await createUser();
  userId = user.id;
  ({ cookie } = await sessionCookieFor(user.id));
});

let fetchSpy: ReturnType<typeof routeFetchToFakeYouTube>;
beforeEach(async () => {
  fetchSpy = routeFetchToFakeYouTube();
  // Each test starts with today's whole quota.
  await prisma.youTubeQuotaDay.deleteMany();
  await prisma.youTubeSearchCache.deleteMany();
});

afterEach(async () => {
  vi.useRealTimers();
  await resetSiteSetting("youtubeSearchesPerDay");
});

async function visit(search: string, headers: Record<string, string> = { Cookie: cookie }) {
  const response = await settle(
    loader({ request: new Request(`http://localhost/search${search}`, { headers }), context: context(), params: {} })
  );
  return {
    status: response.status,
    response,
    data: response.status >= 300 && response.status < 400 ? null : ((await response.json()) as SearchPageData),
  };
}

describe("a query", () => {
  test("finds the catalogue's songs by the artist's Korean name, then YouTube's videos, spending one search", async () => {
    const { status, data } = await visit(`?q=${encodeURIComponent("방탄소년단")}`);
    expect(status).toBe(200);
    expect(data!.results!.songs.map((song) => song.title).sort()).toEqual([
      "Boy With Luv (작은 것들을 위한 시)",
      "Dynamite",
    ]);
    expect(data!.results!.videos).toMatchObject({ status: "ok" });
    const videos = data!.results!.videos.status === "ok" ? data!.results!.videos.videos : [];
    expect(videos).toHaveLength(10);
    expect(videos[0]).toMatchObject({ title: "방탄소년단 (Official MV)", duration: expect.any(Number) });
    expect(data!.quota).toMatchObject({ limit: 100, used: 1, remaining: 99 });
    expect(data!.form).toEqual({ q: "방탄소년단", type: null });
  });

  test("the search type adds its words to YouTube's query; the same search again is answered from the cache", async () => {
    const first = await visit(`?q=${encodeURIComponent("뉴진스")}&type=lyrics`);
    expect(first.data!.form).toEqual({ q: "뉴진스", type: "lyrics" });
    const asked = new URL(String(fetchSpy.mock.calls[0]![0]));
    expect(asked.searchParams.get("q")).toBe("뉴진스 lyrics|가사");
    expect(first.data!.quota!.used).toBe(1);
    fetchSpy.mockClear();
    const again = await visit(`?q=${encodeURIComponent(" 뉴진스 ")}&type=lyrics`);
    expect(again.data!.results!.videos).toMatchObject({ status: "ok" });
    expect(again.data!.quota!.used).toBe(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test("counting to exhaustion: then the page says the quota is exceeded and still shows the catalogue", async () => {
    await setSiteSetting("youtubeSearchesPerDay", 3);
    for (const q of ["IU", "TWICE", "PSY"]) expect((await visit(`?q=${q}`)).data!.results!.videos.status).toBe("ok");
    const { status, data } = await visit("?q=NewJeans");
    expect(status).toBe(200);
    expect(data!.results!.videos).toEqual({ status: "quota-exceeded" });
    expect(data!.results!.songs.map((song) => song.title)).toEqual(["Hype Boy"]);
    expect(data!.quota).toMatchObject({ used: 3, remaining: 0, limit: 3 });
  });

  test("YouTube failing: catalogue results with a message, status 200", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { status, data } = await visit(`?q=${encodeURIComponent(`아이유 ${FAKE_DATA_API.serverError}`)}`);
    expect(status).toBe(200);
    expect(data!.results!.videos).toEqual({ status: "unavailable" });
  });

  test("YouTube not answering: after 5 s, catalogue results with a message (on a fake clock)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    // The fake's control word is in the query, so the catalogue gets a song it finds.
    await findOrCreateSong({
      youtubeId: "mockHangSng",
      title: "Mock Hang Song",
      artist: "",
      thumbnailUrl: null,
      duration: 200,
    });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const pending = visit(`?q=${encodeURIComponent(FAKE_DATA_API.hang)}`);
    while (fetchSpy.mock.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(5000);
    const { status, data } = await pending;
    expect(status).toBe(200);
    expect(data!.results!.videos).toEqual({ status: "unavailable" });
    expect(data!.results!.songs.map((song) => song.title)).toEqual(["Mock Hang Song"]);
  });

  test("YouTube's own quota error: the exceeded message, and no more searches today", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(
      (await visit(`?q=${encodeURIComponent(`BTS ${FAKE_DATA_API.quotaExceeded}`)}`)).data!.results!.videos
    ).toEqual({
      status: "quota-exceeded",
    });
    expect((await visit("?q=TWICE")).data).toMatchObject({
      results: { videos: { status: "quota-exceeded" } },
      quota: { remaining: 0 },
    });
  });

  test("later pages of the catalogue spend nothing: YouTube's videos are on the first page", async () => {
    const { data } = await visit("?q=a&page=2");
    expect(data!.results!.videos).toEqual({ status: "first-page-only" });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(data!.quota!.used).toBe(0);
  });

  test("a video the catalogue shows on the page is not shown again among YouTube's", async () => {
    const song = await prisma.song.findFirstOrThrow({ where: { title: "Dynamite" } });
    // The fake's first video for this query, made a catalogue song titled so that the query finds it.
    const first = await visit("?q=dedupe-check");
    const video = first.data!.results!.videos.status === "ok" ? first.data!.results!.videos.videos[0]! : null;
    await prisma.song.update({ where: { id: song.id }, data: { youtubeId: video!.youtubeId } });
    try {
      await prisma.youTubeSearchCache.deleteMany();
      const { data } = await visit("?q=dynamite");
      expect(data!.results!.songs.map((s) => s.youtubeId)).toContain(video!.youtubeId);
      const videos = data!.results!.videos.status === "ok" ? data!.results!.videos.videos : [];
      expect(videos.map((v) => v.youtubeId)).not.toContain(video!.youtubeId);
    } finally {
      await prisma.song.update({ where: { id: song.id }, data: { youtubeId: song.youtubeId } });
    }
  });
});

describe("bad input is a 400 with the field's message, keeping what was typed", () => {
  test.each([
    [`?q=${"가".repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`, "q", "search:validation.queryTooLong"],
    ["?q=bts&type=karaoke", "type", "search:validation.type"],
    ["?q=bts&page=0", "page", "search:validation.page"],
    ["?q=bts&page=abc", "page", "search:validation.page"],
  ])("%s", async (search, field, key) => {
    const { status, data } = await visit(search);
    expect(status).toBe(400);
    expect(data!.errors).toEqual({ [field]: [key] });
    expect(data!.form.q).toBe(new URLSearchParams(search).get("q"));
    expect(data!.results).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("before anything is asked", () => {
  test("popular songs and my recent plays, and today's quota", async () => {
    const hype = await prisma.song.findFirstOrThrow({ where: { title: "Hype Boy" } });
    await registerPlay(hype.id, userId);
    const { status, data } = await visit("");
    expect(status).toBe(200);
    expect(data!.results).toBeNull();
    expect(data!.suggestions!.recent.map((song) => song.title)).toEqual(["Hype Boy"]);
    expect(data!.suggestions!.popular[0]!.title).toBe("Hype Boy");
    expect(data!.suggestions!.popular.length).toBeGreaterThan(5);
    expect(data!.quota).toMatchObject({ used: 0, remaining: 100 });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test("a guest has no recent plays: popular songs only", async () => {
    const guest = await sessionCookieFor(null);
    const { data } = await visit("?q=", { Cookie: guest.cookie });
    expect(data!.suggestions!.recent).toEqual([]);
    expect(data!.suggestions!.popular.length).toBeGreaterThan(0);
  });
});

test("signed out: to the sign-in page, coming back to the search afterwards", async () => {
  const { status, response } = await visit("?q=IU", {});
  expect(status).toBe(302);
  expect(response.headers.get("Location")).toBe(`/?redirectTo=${encodeURIComponent("/search?q=IU")}`);
});
