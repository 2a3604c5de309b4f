// The /search page's loader (issue 11) with the local fake Data API: catalogue
// first, YouTube within the quota, the exceeded message, errors and the timeout
// degrading to catalogue results (never a 500), bad input, what shows before
// anything is asked (popular playlists and tags too), public playlists and tags
// a query finds, and the action that adds a result to one of my playlists.
process.env.MOCKS = "true";

import type { SerializeFrom } from "@remix-run/node";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { prisma } from "~/db/client.server";
import { FAKE_DATA_API } from "~/mocks/youtube-data-api.server";
import { resetSiteSetting, setSiteSetting } from "~/models/site-settings.server";
import { findOrCreateSong, registerPlay } from "~/models/song.server";
import type { SearchPageData } from "~/routes/_search+/__search.server";
import { createPlaylist } from "~/models/community-playlist.server";
import { action, loader } from "~/routes/_search+/search";
import { COMMUNITY_PLAYLIST_MAX_SONGS, POPULAR_PLAYLISTS_TOP, SEARCH_QUERY_MAX_LENGTH } from "~/shared/constants";
import { seedCatalogue } from "../../prisma/seed";
import { routeFetchToFakeYouTube } from "../fixtures/fake-youtube-fetch";
import { fieldErrorsOf, typedValuesOf } from "../setup/replies";
import { callRoute, createUser, forgetWriteLimits, sessionCookieFor, signedInUser } from "./helpers";

let cookie: string;
let userId: string;

beforeAll(async () => {
  await seedCatalogue(prisma);
  const { user, cookie: userCookie } = await signedInUser();
  userId = user.id;
  cookie = userCookie;
});

let fetchSpy: ReturnType<typeof routeFetchToFakeYouTube>;
beforeEach(async () => {
  fetchSpy = routeFetchToFakeYouTube();
  // Each test starts with today's whole quota.
  await prisma.youTubeQuotaDay.deleteMany();
  await prisma.youTubeSearchCache.deleteMany();
  // And the searcher's whole share (decision 126; tests/integration/search-share.test.ts).
  await prisma.rateLimitCounter.deleteMany({ where: { key: { startsWith: "search:" } } });
});

afterEach(async () => {
  vi.useRealTimers();
  await resetSiteSetting("youtubeSearchesPerDay");
});

async function visit(search: string, headers: Record<string, string> = { Cookie: cookie }) {
  const response = await callRoute(loader, `/search${search}`, { headers });
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
      detailsFrom: "youtube",
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
  const { response } = await visit("?q=IU", {});
  expect(response).toHaveRedirect(`/?redirectTo=${encodeURIComponent("/search?q=IU")}`, { status: 302 });
});

describe("public playlists and tags", () => {
  let owner: { id: string; role: string };
  const names: Record<string, number> = {};

  beforeAll(async () => {
    const { user } = await createUser();
    owner = { id: user.id, role: user.role };
    const make = async (name: string, isPublic: boolean, tags: string[], playCount: number) => {
      await forgetWriteLimits(owner.id);
      const made = await createPlaylist(owner.id, { name, description: "", isPublic, tags }, []);
      if (!made.ok) throw new Error(made.reason);
      await prisma.communityPlaylist.update({ where: { id: made.value.id }, data: { playCount } });
      names[name] = made.value.id;
    };
    // Twelve public ones: the top ten by plays are shown.
    for (let i = 1; i <= 12; i++) await make(`응원 목록 ${i}`, true, i % 2 ? ["검색태그", "라이브"] : ["검색태그"], 1000 + i);
    await make("비공개 응원 목록", false, ["비밀태그"], 5000);
    await make("숨긴 응원 목록", true, ["숨김태그"], 6000);
    await prisma.communityPlaylist.update({ where: { id: names["숨긴 응원 목록"] }, data: { hiddenAt: new Date() } });
  });

  test("before a query: the ten most played public playlists and the tags most of them carry", async () => {
    const { data } = await visit("");
    const playlists = data!.suggestions!.playlists;
    expect(playlists).toHaveLength(POPULAR_PLAYLISTS_TOP);
    expect(playlists.slice(0, 3).map((p) => p.name)).toEqual(["응원 목록 12", "응원 목록 11", "응원 목록 10"]);
    expect(playlists[0]).toMatchObject({ id: names["응원 목록 12"], owner: expect.any(String), songCount: 0, playCount: 1012 });
    expect(playlists.map((p) => p.name)).not.toContain("비공개 응원 목록");
    expect(playlists.map((p) => p.name)).not.toContain("숨긴 응원 목록");
    const tags = data!.suggestions!.tags;
    expect(tags.slice(0, 2)).toEqual([
      { tag: "검색태그", playlists: 12 },
      { tag: "라이브", playlists: 6 },
    ]);
    expect(tags.map((t) => t.tag)).not.toContain("비밀태그");
    expect(tags.map((t) => t.tag)).not.toContain("숨김태그");
  });

  test("a query finds public playlists by name (not private or hidden ones) and tags by how they start", async () => {
    const { data } = await visit(`?q=${encodeURIComponent("응원목록")}`);
    const found = data!.results!.playlists.map((p) => p.name);
    expect(found).toHaveLength(10);
    expect(found[0]).toBe("응원 목록 12");
    expect(found).not.toContain("비공개 응원 목록");
    expect(found).not.toContain("숨긴 응원 목록");
    expect((await visit(`?q=${encodeURIComponent("검색")}`)).data!.results!.tags).toEqual([{ tag: "검색태그", playlists: 12 }]);
    expect((await visit(`?q=${encodeURIComponent("비밀")}`)).data!.results!.tags).toEqual([]);
    // Later pages are the catalogue's.
    const second = await visit(`?q=${encodeURIComponent("응원목록")}&page=2`);
    expect(second.data!.results).toMatchObject({ playlists: [], tags: [] });
  });
});

describe("adding a result to one of my playlists", () => {
  let me: { id: string };
  let myCookie: string;
  let hypeId: number;

  beforeAll(async () => {
    ({ user: me, cookie: myCookie } = await signedInUser());
    hypeId = (await prisma.song.findFirstOrThrow({ where: { title: "Hype Boy" } })).id;
  });

  async function myPlaylist(name: string, isPublic = false) {
    const made = await createPlaylist(me.id, { name, description: "", isPublic, tags: [] }, []);
    if (!made.ok) throw new Error(made.reason);
    return made.value.id;
  }

  async function post(fields: Record<string, string>, headers: Record<string, string> = { Cookie: myCookie }, search = "?q=NewJeans") {
    const response = await callRoute(action, `/search${search}`, { form: fields, headers });
    const reply = response.headers.get("Content-Type")?.includes("json") ? ((await response.json()) as SerializeFrom<typeof action>) : null;
    return { status: response.status, response, reply };
  }

  const songsOf = async (playlistId: number) =>
    (
      await prisma.communityPlaylistSong.findMany({ where: { playlistId }, include: { song: true }, orderBy: { position: "asc" } })
    ).map((entry) => entry.song);

  test("without JavaScript: a catalogue song into my playlist, back to the same results with a toast", async () => {
    const id = await myPlaylist("검색에서 담기");
    const { response } = await post({ playlistId: String(id), songId: String(hypeId), youtubeId: "ignored" });
    expect(response).toHaveRedirect("/search?q=NewJeans", { status: 303 });
    await expect(response).toSendToast({
      type: "success",
      key: "search:addTo.added",
      values: { title: "Hype Boy", playlist: "검색에서 담기" },
    });
    expect((await songsOf(id)).map((song) => song.title)).toEqual(["Hype Boy"]);
    // Again: nothing added twice, and it says so.
    const again = await post({ playlistId: String(id), songId: String(hypeId) });
    await expect(again.response).toSendToast({ type: "info", key: "search:addTo.already" });
    expect(await songsOf(id)).toHaveLength(1);
    expect((await prisma.communityPlaylist.findUniqueOrThrow({ where: { id } })).songCount).toBe(1);
  });

  test("a YouTube video keeps the length videos.list gave, takes YouTube's title (not the form's), and joins the catalogue where search finds it", async () => {
    const id = await myPlaylist("영상 담기");
    const { status } = await post({
      playlistId: String(id),
      youtubeId: "vidLength01",
      title: "click bit.ly/not-a-song",
      artist: "Demo Channel",
      duration: "212",
    });
    expect(status).toBe(303);
    const [song] = await songsOf(id);
    // The oEmbed fake's description of a video its search never showed (decision 130).
    expect(song).toMatchObject({
      youtubeId: "vidLength01",
      title: "Demo video vidLength01",
      duration: 212,
      thumbnailUrl: "https://i.ytimg.com/vi/vidLength01/hqdefault.jpg",
    });
    expect((await visit("?q=vidLength01")).data!.results!.songs.map((s) => s.youtubeId)).toContain("vidLength01");
  });

  test("into a new private playlist named in the form; with JavaScript (a fetcher) the answer is JSON in the page's language", async () => {
    const { status, response } = await post({ playlistId: "new", name: "  새로 만든 목록 ", songId: String(hypeId) });
    expect(status).toBe(303);
    await expect(response).toSendToast({ key: "search:addTo.created", values: { playlist: "새로 만든 목록" } });
    const made = await prisma.communityPlaylist.findFirstOrThrow({ where: { ownerId: me.id, name: "새로 만든 목록" } });
    expect(made).toMatchObject({ isPublic: false, songCount: 1 });

    const { status: jsStatus, reply } = await post(
      { via: "fetcher", playlistId: "new", name: "JS list", youtubeId: "vidLength02", title: "Cover", artist: "Fan", duration: "3:05" },
      { Cookie: myCookie },
      "?q=NewJeans&lng=en",
    );
    expect(jsStatus).toBe(200);
    const js = await prisma.communityPlaylist.findFirstOrThrow({ where: { ownerId: me.id, name: "JS list" } });
    expect(reply).toEqual({
      youtubeId: "vidLength02",
      message: "Made the private playlist “JS list” with “Demo video vidLength02” in it.",
      created: { id: js.id, name: "JS list" },
    });
    expect((await songsOf(js.id))[0]!.duration).toBe(185);
  });

  test("only into my own playlists: another's is refused (403), a private one of another is not even hinted at (404)", async () => {
    const { user: other } = await createUser();
    const theirs = await createPlaylist(other.id, { name: "남의 공개 목록", description: "", isPublic: true, tags: [] }, []);
    const hidden = await createPlaylist(other.id, { name: "남의 비공개 목록", description: "", isPublic: false, tags: [] }, []);
    if (!theirs.ok || !hidden.ok) throw new Error("setup");
    const forbidden = await post({ playlistId: String(theirs.value.id), songId: String(hypeId), youtubeId: "11cta61wi0g" });
    expect(forbidden.status).toBe(403);
    await expect(forbidden.reply).toHaveFieldErrors({ playlistId: ["playlists:errors.forbidden"] });
    expect(forbidden.reply).toMatchObject({ youtubeId: "11cta61wi0g" });
    expect(typedValuesOf(forbidden.reply)).toMatchObject({ playlistId: String(theirs.value.id) });
    // The new playlist's name was not typed: its field shows empty.
    expect(typedValuesOf(forbidden.reply)!.name ?? "").toBe("");
    const notFound = await post({ playlistId: String(hidden.value.id), songId: String(hypeId) });
    expect(notFound.status).toBe(404);
    expect(fieldErrorsOf(notFound.reply)).toEqual({ playlistId: ["playlists:errors.notFound"] });
    expect(await songsOf(theirs.value.id)).toEqual([]);
  });

  test("at most 200 songs: the limit's message, nothing added", async () => {
    const id = await myPlaylist("가득 찬 목록");
    const songs = await prisma.song.createManyAndReturn({
      data: Array.from({ length: COMMUNITY_PLAYLIST_MAX_SONGS }, (_, i) => ({
        youtubeId: `full${String(i).padStart(7, "0")}`,
        title: `가득 ${i}`,
        artist: "응원단",
      })),
      select: { id: true },
    });
    await prisma.communityPlaylistSong.createMany({ data: songs.map((song, position) => ({ playlistId: id, songId: song.id, position })) });
    await prisma.communityPlaylist.update({ where: { id }, data: { songCount: COMMUNITY_PLAYLIST_MAX_SONGS } });
    const { status, reply } = await post({ playlistId: String(id), songId: String(hypeId) });
    expect(status).toBe(400);
    expect(fieldErrorsOf(reply)).toEqual({ playlistId: ["playlists:errors.full"] });
    expect((await prisma.communityPlaylist.findUniqueOrThrow({ where: { id } })).songCount).toBe(COMMUNITY_PLAYLIST_MAX_SONGS);
  });

  test("a guest is told that signing in keeps their work, and nothing is written", async () => {
    const guest = await sessionCookieFor(null);
    const before = await prisma.communityPlaylist.count();
    const plain = await post({ playlistId: "new", name: "게스트 목록", songId: String(hypeId) }, { Cookie: guest.cookie });
    expect(plain.response).toHaveRedirect("/search?q=NewJeans", { status: 303 });
    await expect(plain.response).toSendToast({ type: "info", key: "search:addTo.guest" });
    const js = await post({ via: "fetcher", playlistId: "new", name: "게스트 목록", songId: String(hypeId) }, { Cookie: guest.cookie });
    expect(js.status).toBe(403);
    expect(fieldErrorsOf(js.reply)).toEqual({ playlistId: ["search:addTo.guest"] });
    expect(await prisma.communityPlaylist.count()).toBe(before);
  });

  test.each([
    [{ playlistId: "abc", songId: "1" }, ["playlistId"]],
    [{ playlistId: "new", name: "   ", songId: "1" }, ["name"]],
    [{ playlistId: "1", songId: "-3" }, ["songId"]],
    [{ playlistId: "1", youtubeId: "not a video", title: "", duration: "abc" }, ["youtubeId", "title", "duration"]],
  ])("bad input %j: 400 with the fields' messages and what was typed, never a 500", async (fields, bad) => {
    const { status, reply } = await post(fields as Record<string, string>);
    expect(status).toBe(400);
    expect(Object.keys(fieldErrorsOf(reply)!).sort()).toEqual([...bad].sort());
    expect(typedValuesOf(reply)!.playlistId).toBe(fields.playlistId);
  });

  test("signed out: to the sign-in page", async () => {
    const { status, response } = await post({ playlistId: "1", songId: "1" }, {});
    expect(status).toBe(302);
    expect(response.headers.get("Location")).toContain("/?redirectTo=");
  });
});
