// The player's JSON API (issue 4, spec §7): /api/userplaylist, /api/song, /api/youtube/oembed.
process.env.MOCKS = "true";

import { beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { prisma } from "~/db/client.server";
import { localeCookie } from "~/i18n/locale-cookie.server";
import * as songRoute from "~/routes/_api+/api.song";
import * as songByIdRoute from "~/routes/_api+/api.song.$id";
import * as playRoute from "~/routes/_api+/api.song.$id.play";
import * as historyRoute from "~/routes/_api+/api.song.play-history";
import * as popularRoute from "~/routes/_api+/api.song.popular";
import * as savePlaylistRoute from "~/routes/_api+/api.userplaylist";
import * as playlistRoute from "~/routes/_api+/api.userplaylist.$userId";
import * as oembedRoute from "~/routes/_api+/api.youtube.oembed";
import { PLAYLIST_MAX_SONGS, SONG_LIST_DEFAULT_PAGE_SIZE } from "~/shared/constants";
import { CATALOGUE, seedCatalogue } from "../../prisma/seed";
import { routeFetchToFakeYouTube } from "../fixtures/fake-youtube-fetch";
import { callJson, sessionCookieFor, signedInUser } from "./helpers";

const guestCookie = async () => (await sessionCookieFor(null)).cookie;

function playlistSong(i: number, extra: Record<string, unknown> = {}) {
  return {
    youtubeId: `vid${String(i).padStart(8, "0")}`,
    title: `곡 ${i}`,
    artist: "채널",
    thumbnailUrl: `https://i.ytimg.com/vi/vid${String(i).padStart(8, "0")}/mqdefault.jpg`,
    duration: 180 + i,
    ...extra,
  };
}

const [DYNAMITE, BOY_WITH_LUV] = CATALOGUE;

beforeAll(async () => {
  await seedCatalogue(prisma);
});

describe("GET /api/userplaylist/{userId}", () => {
  test("the owner gets an array of songs (empty at first)", async () => {
    const { user, cookie } = await signedInUser();
    const { status, body: data } = await callJson(playlistRoute.loader, `/api/userplaylist/${user.id}`, {
      cookie,
      params: { userId: user.id },
    });
    expect(status).toBe(200);
    expect(data).toEqual([]);
  });

  test("another user gets 403; an admin may read it; an admin asking for nobody gets 404", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const admin = await signedInUser({ role: "admin" });
    const path = `/api/userplaylist/${owner.user.id}`;
    const params = { userId: owner.user.id };
    expect((await callJson(playlistRoute.loader, path, { cookie: other.cookie, params })).body).toEqual({
      error: { code: "FORBIDDEN", message: "권한이 없습니다." },
    });
    expect((await callJson(playlistRoute.loader, path, { cookie: other.cookie, params })).status).toBe(403);
    expect((await callJson(playlistRoute.loader, path, { cookie: admin.cookie, params })).status).toBe(200);
    const nobody = await callJson(playlistRoute.loader, "/api/userplaylist/nobody", {
      cookie: admin.cookie,
      params: { userId: "nobody" },
    });
    expect(nobody.status).toBe(404);
  });

  test("no session and guests get 401", async () => {
    const { user } = await signedInUser();
    const params = { userId: user.id };
    expect((await callJson(playlistRoute.loader, `/api/userplaylist/${user.id}`, { params })).status).toBe(401);
    const guest = await callJson(playlistRoute.loader, `/api/userplaylist/${user.id}`, {
      params,
      cookie: await guestCookie(),
    });
    expect(guest.body.error.code).toBe("UNAUTHORIZED");
  });
});

describe("POST /api/userplaylist", () => {
  test("replaces the playlist, adds new videos to the catalogue and answers the saved songs with ids", async () => {
    const { user, cookie } = await signedInUser();
    const first = await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      cookie,
      body: { userId: user.id, playlist: [playlistSong(1), playlistSong(2, { duration: "3:05" })] },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      { ...playlistSong(1), id: expect.any(Number), playOrder: 0 },
      { ...playlistSong(2), duration: 185, id: expect.any(Number), playOrder: 1 },
    ]);

    const second = await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      cookie,
      body: { userId: user.id, playlist: [playlistSong(3), playlistSong(1)] },
    });
    expect(second.body.map((song: { youtubeId: string }) => song.youtubeId)).toEqual([
      playlistSong(3).youtubeId,
      playlistSong(1).youtubeId,
    ]);
    expect(second.body[1].id).toBe(first.body[0].id);

    const read = await callJson(playlistRoute.loader, `/api/userplaylist/${user.id}`, {
      cookie,
      params: { userId: user.id },
    });
    expect(read.body).toEqual(second.body);
  });

  test("§3's other names (videoId, channelTitle, thumbnail) are read, and answered with the canonical ones", async () => {
    const { user, cookie } = await signedInUser();
    const { youtubeId, artist, thumbnailUrl, ...rest } = playlistSong(7);
    const saved = await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      cookie,
      body: { userId: user.id, playlist: [{ ...rest, videoId: youtubeId, channelTitle: artist, thumbnail: thumbnailUrl }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual([{ ...playlistSong(7), id: expect.any(Number), playOrder: 0 }]);
    // The canonical name wins when both are sent.
    const both = await callJson(songRoute.action, "/api/song", {
      method: "POST",
      cookie,
      body: { videoId: "aliasVideo1", youtubeId: "aliasVideo2", title: "별칭", channelTitle: "채널 별칭" },
    });
    expect(both).toMatchObject({ status: 201, body: { youtubeId: "aliasVideo2", artist: "채널 별칭" } });
    expect(both.body).not.toHaveProperty("videoId");
    // A bad alias is refused like the field it stands for.
    const bad = await callJson(songRoute.action, "/api/song", { method: "POST", cookie, body: { videoId: "x", title: "t" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(["youtubeId"]);
  });

  test("songs are ordered by playOrder when given and renumbered from 0", async () => {
    const { user, cookie } = await signedInUser();
    const { body: data } = await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      cookie,
      body: { userId: user.id, playlist: [playlistSong(1, { playOrder: 7 }), playlistSong(2, { playOrder: 3 })] },
    });
    expect(data.map((song: { title: string; playOrder: number }) => [song.title, song.playOrder])).toEqual([
      ["곡 2", 0],
      ["곡 1", 1],
    ]);
  });

  test("a catalogue song keeps the catalogue's details", async () => {
    const { user, cookie } = await signedInUser();
    const { body: data } = await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      cookie,
      body: { userId: user.id, playlist: [{ youtubeId: DYNAMITE.youtubeId, title: "renamed", artist: "someone" }] },
    });
    expect(data[0]).toMatchObject({ title: DYNAMITE.title, artist: DYNAMITE.artist, duration: DYNAMITE.duration });
  });

  test(`at most ${PLAYLIST_MAX_SONGS} songs`, async () => {
    const { user, cookie } = await signedInUser();
    const songs = Array.from({ length: PLAYLIST_MAX_SONGS + 1 }, (_, i) => playlistSong(i));
    const tooMany = await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      cookie,
      body: { userId: user.id, playlist: songs },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { playlist: ["재생 목록에는 곡을 100곡까지 담을 수 있습니다."] },
    });
    const full = await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      cookie,
      body: { userId: user.id, playlist: songs.slice(1) },
    });
    expect(full.status).toBe(200);
    expect(full.body).toHaveLength(PLAYLIST_MAX_SONGS);
  });

  test("wrong types and missing fields are field errors in the request's language", async () => {
    const { user, cookie } = await signedInUser();
    const english = (await localeCookie.serialize("en")).split(";")[0]!;
    const { status, body: data } = await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      cookie: `${cookie}; ${english}`,
      body: {
        userId: user.id,
        playlist: [
          { youtubeId: "short", title: 5, duration: "abc", thumbnailUrl: "https://evil.example/x.png" },
          { ...playlistSong(1), playOrder: -1, id: "x" },
          { ...playlistSong(2), title: "   " },
        ],
      },
    });
    expect(status).toBe(400);
    expect(data.error.fields).toEqual({
      "playlist.0.youtubeId": ["Enter a YouTube video ID of 11 characters."],
      "playlist.0.title": ["The title cannot be empty."],
      "playlist.0.thumbnailUrl": ["The thumbnail must be an image on YouTube."],
      "playlist.0.duration": ["Enter the duration as seconds, m:ss or h:mm:ss."],
      "playlist.1.id": ["The song id must be a positive whole number."],
      "playlist.1.playOrder": ["The order must be a whole number from 0."],
      "playlist.2.title": ["The title cannot be empty."],
    });

    const duplicate = await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      cookie,
      body: { userId: user.id, playlist: [playlistSong(1), playlistSong(2), { ...playlistSong(1), title: "again" }] },
    });
    expect(duplicate.body.error.fields).toEqual({ "playlist.2.youtubeId": ["이미 재생 목록에 있는 영상입니다."] });

    const missing = await callJson(savePlaylistRoute.action, "/api/userplaylist", { method: "POST", cookie, body: {} });
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(["playlist", "userId"]);

    const notAnObject = await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      cookie,
      body: [1, 2],
    });
    expect(notAnObject.body.error.fields).toEqual({ "": ["요청 본문은 JSON 객체여야 합니다."] });
  });

  test("invalid JSON is 400, a huge body 413, another content type 415", async () => {
    const { user, cookie } = await signedInUser();
    expect(
      (await callJson(savePlaylistRoute.action, "/api/userplaylist", { method: "POST", cookie, raw: "{" })).body.error
        .code,
    ).toBe("BAD_REQUEST");
    const huge = JSON.stringify({ userId: user.id, playlist: [playlistSong(1, { title: "가".repeat(300_000) })] });
    expect(
      (await callJson(savePlaylistRoute.action, "/api/userplaylist", { method: "POST", cookie, raw: huge })).status,
    ).toBe(413);
    const form = await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      cookie,
      raw: "userId=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
  });

  test("someone else's playlist: 403 for a user, allowed for an admin; guests and strangers 401", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const admin = await signedInUser({ role: "admin" });
    const body = { userId: owner.user.id, playlist: [playlistSong(1)] };
    expect(
      (await callJson(savePlaylistRoute.action, "/api/userplaylist", { method: "POST", cookie: other.cookie, body }))
        .status,
    ).toBe(403);
    expect(
      (await callJson(savePlaylistRoute.action, "/api/userplaylist", { method: "POST", cookie: admin.cookie, body }))
        .status,
    ).toBe(200);
    expect((await callJson(savePlaylistRoute.action, "/api/userplaylist", { method: "POST", body })).status).toBe(401);
    const guest = await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      body,
      cookie: await guestCookie(),
    });
    expect(guest.status).toBe(401);
    const stored = await prisma.playerPlaylistSong.count({ where: { userId: owner.user.id } });
    expect(stored).toBe(1);
  });

  test("the replacement is one transaction: a failure half-way leaves the old playlist", async () => {
    const { user, cookie } = await signedInUser();
    await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      cookie,
      body: { userId: user.id, playlist: [playlistSong(1), playlistSong(2)] },
    });
    const original = prisma.$transaction.bind(prisma) as (fn: (tx: unknown) => Promise<unknown>) => Promise<unknown>;
    vi.spyOn(prisma, "$transaction").mockImplementation(((fn: (tx: any) => Promise<unknown>) =>
      original((tx: any) =>
        fn(
          new Proxy(tx, {
            get(target, key) {
              if (key !== "playerPlaylistSong") return target[key];
              return {
                ...target.playerPlaylistSong,
                deleteMany: target.playerPlaylistSong.deleteMany,
                createMany: () => Promise.reject(new Error("disk full")),
              };
            },
          }),
        ),
      )) as never);
    vi.mocked(console.error).mockImplementation(() => {});
    const failed = await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      cookie,
      body: { userId: user.id, playlist: [playlistSong(3)] },
    });
    expect(failed.status).toBe(500);
    vi.mocked(prisma.$transaction).mockRestore();
    const read = await callJson(playlistRoute.loader, `/api/userplaylist/${user.id}`, {
      cookie,
      params: { userId: user.id },
    });
    expect(read.body.map((song: { title: string }) => song.title)).toEqual(["곡 1", "곡 2"]);
  });

  test("GET is not allowed", async () => {
    const { cookie } = await signedInUser();
    const { status, headers } = await callJson(savePlaylistRoute.loader, "/api/userplaylist", { cookie });
    expect(status).toBe(405);
    expect(headers.get("Allow")).toBe("POST");
  });
});

describe("DELETE /api/userplaylist/{userId}", () => {
  test("the owner empties the playlist; others get 403; other methods 405", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      cookie: owner.cookie,
      body: { userId: owner.user.id, playlist: [playlistSong(1)] },
    });
    const path = `/api/userplaylist/${owner.user.id}`;
    const params = { userId: owner.user.id };
    expect(
      (await callJson(playlistRoute.action, path, { method: "DELETE", cookie: other.cookie, params })).status,
    ).toBe(403);
    expect((await callJson(playlistRoute.action, path, { method: "PUT", cookie: owner.cookie, params })).status).toBe(
      405,
    );
    const deleted = await callJson(playlistRoute.action, path, { method: "DELETE", cookie: owner.cookie, params });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: 1 } });
    expect((await callJson(playlistRoute.loader, path, { cookie: owner.cookie, params })).body).toEqual([]);
  });
});

describe("text that is not valid Unicode", () => {
  test("song titles, artists and playlist songs: 400 with a field error, never a 500", async () => {
    const { cookie, user } = await signedInUser();
    const invalid = ["사용할 수 없는 문자가 들어 있습니다."];
    const song = await callJson(songRoute.action, "/api/song", {
      method: "POST",
      cookie,
      body: { youtubeId: "lonesurr001", title: "노래\ud800", artist: "\udfff가수" },
    });
    expect(song).toMatchObject({
      status: 400,
      body: { error: { code: "VALIDATION_ERROR", fields: { title: invalid, artist: invalid } } },
    });
    const saved = await callJson(savePlaylistRoute.action, "/api/userplaylist", {
      method: "POST",
      cookie,
      body: { userId: user.id, playlist: [{ youtubeId: "lonesurr002", title: "제목\u0000" }] },
    });
    expect(saved).toMatchObject({ status: 400, body: { error: { fields: { "playlist.0.title": invalid } } } });
    const search = await callJson(songRoute.loader, `/api/song?q=${encodeURIComponent("\u0000")}`, { cookie });
    expect(search.status).toBe(400);
  });
});

describe("GET /api/song", () => {
  test("page 1 of 20 by default, with the total", async () => {
    const { cookie } = await signedInUser();
    const { status, body: data } = await callJson(songRoute.loader, "/api/song", { cookie });
    expect(status).toBe(200);
    expect(data).toMatchObject({ page: 1, pageSize: SONG_LIST_DEFAULT_PAGE_SIZE });
    expect(data.total).toBeGreaterThanOrEqual(CATALOGUE.length);
    expect(data.songs.length).toBe(Math.min(data.total, SONG_LIST_DEFAULT_PAGE_SIZE));
    expect(Object.keys(data.songs[0]).sort()).toEqual(
      ["artist", "duration", "id", "playCount", "thumbnailUrl", "title", "youtubeId"].sort(),
    );
  });

  test("pages do not overlap; q searches titles and artists, ignoring case", async () => {
    const guest = await guestCookie();
    const one = await callJson(songRoute.loader, "/api/song?page=1&pageSize=5", { cookie: guest });
    const two = await callJson(songRoute.loader, "/api/song?page=2&pageSize=5", { cookie: guest });
    const ids = new Set([...one.body.songs, ...two.body.songs].map((song: { id: number }) => song.id));
    expect(ids.size).toBe(10);
    const found = await callJson(songRoute.loader, "/api/song?q=blackpink", { cookie: guest });
    expect(found.body.songs.map((song: { artist: string }) => song.artist)).toEqual(["BLACKPINK", "BLACKPINK"]);
    const korean = await callJson(songRoute.loader, `/api/song?q=${encodeURIComponent("밤편지")}`, { cookie: guest });
    expect(korean.body.total).toBe(1);
  });

  test("q ignores punctuation (catalogue search, decision 080): % and _ are not wildcards", async () => {
    const { cookie } = await signedInUser();
    const add = (youtubeId: string, title: string) =>
      callJson(songRoute.action, "/api/song", {
        method: "POST",
        cookie,
        body: { youtubeId, title, artist: "Wildcards" },
      });
    await add("pct00000001", "100% 응원");
    await add("und00000001", "fan_chant");
    const search = async (q: string) =>
      (await callJson(songRoute.loader, `/api/song?q=${encodeURIComponent(q)}`, { cookie })).body as {
        total: number;
        songs: Array<{ title: string }>;
      };
    // Only punctuation: nothing to search for.
    expect(await search("%")).toMatchObject({ songs: [], total: 0 });
    expect(await search("_")).toMatchObject({ songs: [], total: 0 });
    // "0" alone would also find the songs earlier tests saved through playlists ("곡 10"): they are searchable too.
    expect((await search("0% 응원")).songs.map((song) => song.title)).toEqual(["100% 응원"]);
    expect((await search("FAN_")).songs.map((song) => song.title)).toEqual(["fan_chant"]);
    expect((await search("fan chant")).total).toBe(1);
    expect((await search("a%b")).total).toBe(0);
    expect((await search("ddu-du")).songs.map((song) => song.title)).toEqual(["DDU-DU DDU-DU (뚜두뚜두)"]);
  });

  test.each([["page=0"], ["page=abc"], ["pageSize=0"], ["pageSize=101"], ["pageSize=2.5"]])(
    "%s is a validation error",
    async (query) => {
      const { cookie } = await signedInUser();
      const { status, body: data } = await callJson(songRoute.loader, `/api/song?${query}`, { cookie });
      expect(status).toBe(400);
      expect(Object.keys(data.error.fields)).toEqual([query.split("=")[0]]);
    },
  );

  test("no session: 401", async () => {
    expect((await callJson(songRoute.loader, "/api/song")).status).toBe(401);
  });
});

describe("POST /api/song", () => {
  test("adds a new video (201) and answers an existing one unchanged (200)", async () => {
    const { cookie } = await signedInUser();
    const created = await callJson(songRoute.action, "/api/song", {
      method: "POST",
      cookie,
      body: { youtubeId: "newVideo001", title: "  새 영상 ", artist: "채널", duration: "1:02:05" },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        youtubeId: "newVideo001",
        title: "새 영상",
        artist: "채널",
        duration: 3725,
        playCount: 0,
        thumbnailUrl: null,
      },
    });
    const again = await callJson(songRoute.action, "/api/song", {
      method: "POST",
      cookie,
      body: { youtubeId: "newVideo001", title: "다른 제목" },
    });
    expect(again).toMatchObject({ status: 200, body: { id: created.body.id, title: "새 영상" } });
  });

  test("validation, guests and strangers", async () => {
    const { cookie } = await signedInUser();
    const bad = await callJson(songRoute.action, "/api/song", {
      method: "POST",
      cookie,
      body: { youtubeId: 42, duration: -3 },
    });
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["duration", "title", "youtubeId"]);
    const body = { youtubeId: "newVideo002", title: "x" };
    expect(
      (await callJson(songRoute.action, "/api/song", { method: "POST", body, cookie: await guestCookie() })).status,
    ).toBe(401);
    expect((await callJson(songRoute.action, "/api/song", { method: "POST", body })).status).toBe(401);
    expect((await callJson(songRoute.action, "/api/song", { method: "PATCH", body, cookie })).status).toBe(405);
  });
});

describe("durations of songs added by link (issue 9)", () => {
  const savePlaylist = (cookie: string, userId: string, playlist: unknown[]) =>
    callJson(savePlaylistRoute.action, "/api/userplaylist", { method: "POST", cookie, body: { userId, playlist } });
  const byLink = (youtubeId: string, duration: unknown) => ({
    youtubeId,
    title: `Demo video ${youtubeId}`,
    artist: "Demo channel",
    thumbnailUrl: `https://i.ytimg.com/vi/${youtubeId}/mqdefault.jpg`,
    duration,
  });
  const catalogueDuration = async (youtubeId: string) =>
    (await prisma.song.findUniqueOrThrow({ where: { youtubeId } })).duration;

  test("a playlist save fills a catalogue song's unknown length (0), never a known one, and answers it", async () => {
    const { user, cookie } = await signedInUser();
    // Added by link: the first save does not know the length yet.
    const first = await savePlaylist(cookie, user.id, [byLink("linkDur0001", 0), { youtubeId: DYNAMITE.youtubeId, title: "x" }]);
    expect(first.body.map((song: { duration: number }) => song.duration)).toEqual([0, DYNAMITE.duration]);
    expect(await catalogueDuration("linkDur0001")).toBe(0);

    // The player learned it: the next save carries it and the catalogue takes it.
    const second = await savePlaylist(cookie, user.id, [byLink("linkDur0001", 187), { youtubeId: DYNAMITE.youtubeId, title: "x", duration: 200 }]);
    expect(second.status).toBe(200);
    expect(second.body.map((song: { duration: number }) => song.duration)).toEqual([187, DYNAMITE.duration]);
    expect(await catalogueDuration("linkDur0001")).toBe(187);
    // A known length is never overwritten (Dynamite's catalogue length stays, and so does the one just filled).
    expect(await catalogueDuration(DYNAMITE.youtubeId)).toBe(DYNAMITE.duration);
    await savePlaylist(cookie, user.id, [byLink("linkDur0001", "9:59")]);
    expect(await catalogueDuration("linkDur0001")).toBe(187);
    // Another account's list shows the filled length too.
    const other = await signedInUser();
    const read = await savePlaylist(other.cookie, other.user.id, [byLink("linkDur0001", 0)]);
    expect(read.body[0].duration).toBe(187);
  });

  test("a bad length is a 400 field error, never a 500", async () => {
    const { user, cookie } = await signedInUser();
    for (const duration of [-1, "abc", 24 * 60 * 60 + 1, "1:99"]) {
      const { status, body: data } = await savePlaylist(cookie, user.id, [byLink("linkDur0002", duration)]);
      expect(status, String(duration)).toBe(400);
      expect(Object.keys(data.error.fields)).toEqual(["playlist.0.duration"]);
    }
  });

  test("a play registration carries the player's length: fills an unknown one, never a known one; validated", async () => {
    const { cookie } = await signedInUser();
    const created = await callJson(songRoute.action, "/api/song", {
      method: "POST",
      cookie,
      body: byLink("linkDur0003", 0),
    });
    expect(created.body.duration).toBe(0);
    const id = created.body.id as number;
    const play = (body?: unknown, who = cookie) =>
      callJson(playRoute.action, `/api/song/${id}/play`, {
        method: "POST",
        cookie: who,
        body,
        params: { id: String(id) },
      });

    expect((await play({ duration: "3:21" })).status).toBe(200);
    expect(await catalogueDuration("linkDur0003")).toBe(201);
    // Within 30 s not counted again, and a known length stays as it is.
    expect((await play({ duration: 150 }, (await signedInUser()).cookie)).body.counted).toBe(true);
    expect(await catalogueDuration("linkDur0003")).toBe(201);
    // No body (the spec's call) still registers the play.
    expect((await play(undefined, (await signedInUser()).cookie)).status).toBe(200);

    for (const duration of [-5, "soon", 999_999]) {
      const refused = await play({ duration });
      expect(refused.status, String(duration)).toBe(400);
      expect(Object.keys(refused.body.error.fields)).toEqual(["duration"]);
    }
  });

  test("POST /api/song fills an unknown length too (the player finds a song's id this way), never a known one", async () => {
    const { cookie } = await signedInUser();
    await callJson(songRoute.action, "/api/song", { method: "POST", cookie, body: byLink("linkDur0004", 0) });
    const again = await callJson(songRoute.action, "/api/song", {
      method: "POST",
      cookie,
      body: byLink("linkDur0004", 222),
    });
    expect(again).toMatchObject({ status: 200, body: { duration: 222 } });
    const known = await callJson(songRoute.action, "/api/song", {
      method: "POST",
      cookie,
      body: byLink("linkDur0004", 100),
    });
    expect(known.body.duration).toBe(222);
  });
});

describe("GET /api/song/{id}", () => {
  test("one song; unknown or malformed ids are 404", async () => {
    const { cookie } = await signedInUser();
    const song = await prisma.song.findUniqueOrThrow({ where: { youtubeId: BOY_WITH_LUV.youtubeId } });
    const found = await callJson(songByIdRoute.loader, `/api/song/${song.id}`, {
      cookie,
      params: { id: String(song.id) },
    });
    expect(found.body).toMatchObject({ id: song.id, title: BOY_WITH_LUV.title });
    for (const id of ["999999", "abc", "0", "-1", "1.5", "99999999999"]) {
      expect((await callJson(songByIdRoute.loader, `/api/song/${id}`, { cookie, params: { id } })).status).toBe(404);
    }
  });
});

describe("GET /api/song/popular", () => {
  test("10 by default, most played first; limit is validated", async () => {
    const { cookie } = await signedInUser();
    await prisma.song.update({ where: { youtubeId: BOY_WITH_LUV.youtubeId }, data: { playCount: 1000 } });
    const { body: data } = await callJson(popularRoute.loader, "/api/song/popular", { cookie });
    expect(data).toHaveLength(10);
    expect(data[0].youtubeId).toBe(BOY_WITH_LUV.youtubeId);
    expect((await callJson(popularRoute.loader, "/api/song/popular?limit=3", { cookie })).body).toHaveLength(3);
    for (const limit of ["0", "51", "x"]) {
      expect((await callJson(popularRoute.loader, `/api/song/popular?limit=${limit}`, { cookie })).status).toBe(400);
    }
  });
});

describe("POST /api/song/{id}/play and GET /api/song/play-history", () => {
  test("a play is counted once per 30 s per account and shows in that account's history only", async () => {
    const fan = await signedInUser();
    const other = await signedInUser();
    const dynamite = await prisma.song.findUniqueOrThrow({ where: { youtubeId: DYNAMITE.youtubeId } });
    const play = (cookie: string, id: number) =>
      callJson(playRoute.action, `/api/song/${id}/play`, { method: "POST", cookie, params: { id: String(id) } });

    const first = await play(fan.cookie, dynamite.id);
    expect(first).toMatchObject({ status: 200, body: { counted: true, playCount: dynamite.playCount + 1 } });
    expect((await play(fan.cookie, dynamite.id)).body).toEqual({ counted: false, playCount: dynamite.playCount + 1 });
    expect((await play(other.cookie, dynamite.id)).body.counted).toBe(true);

    const history = await callJson(historyRoute.loader, "/api/song/play-history", { cookie: fan.cookie });
    expect(history.body).toEqual([
      expect.objectContaining({ youtubeId: DYNAMITE.youtubeId, playedAt: expect.any(String) }),
    ]);
  });

  test("history: newest first, each song once, 10 by default", async () => {
    const { user, cookie } = await signedInUser();
    const songs = await prisma.song.findMany({ orderBy: { id: "asc" }, take: 12 });
    const start = Date.now() - 60 * 60_000;
    await prisma.playHistory.createMany({
      data: [
        ...songs.map((song, i) => ({ userId: user.id, songId: song.id, playedAt: new Date(start + i * 60_000) })),
        { userId: user.id, songId: songs[0]!.id, playedAt: new Date(start + 30 * 60_000) },
      ],
    });
    const { body: data } = await callJson(historyRoute.loader, "/api/song/play-history", { cookie });
    expect(data).toHaveLength(10);
    expect(data.map((song: { id: number }) => song.id)).toEqual([
      songs[0]!.id,
      ...songs
        .slice(3)
        .reverse()
        .map((s) => s.id),
    ]);
    expect((await callJson(historyRoute.loader, "/api/song/play-history?limit=2", { cookie })).body).toHaveLength(2);
    expect((await callJson(historyRoute.loader, "/api/song/play-history?limit=0", { cookie })).status).toBe(400);
  });

  test("guests and strangers get 401; unknown songs 404; GET on play is 405", async () => {
    const { cookie } = await signedInUser();
    const guest = await guestCookie();
    expect((await callJson(historyRoute.loader, "/api/song/play-history", { cookie: guest })).status).toBe(401);
    expect(
      (await callJson(playRoute.action, "/api/song/1/play", { method: "POST", cookie: guest, params: { id: "1" } }))
        .status,
    ).toBe(401);
    expect(
      (await callJson(playRoute.action, "/api/song/999999/play", { method: "POST", cookie, params: { id: "999999" } }))
        .status,
    ).toBe(404);
    expect((await callJson(playRoute.loader, "/api/song/1/play", { cookie, params: { id: "1" } })).status).toBe(405);
  });
});

describe("GET /api/youtube/oembed (the local fake under MOCKS)", () => {
  beforeEach(() => {
    routeFetchToFakeYouTube();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  test("found: title, channel and thumbnail", async () => {
    const guest = await guestCookie();
    const { status, body: data } = await callJson(oembedRoute.loader, "/api/youtube/oembed?videoId=abcdefghijk", {
      cookie: guest,
    });
    expect(status).toBe(200);
    expect(data).toEqual({
      videoId: "abcdefghijk",
      title: "Demo video abcdefghijk",
      artist: "Demo channel",
      thumbnailUrl: "https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg",
    });
  });

  test("not found is 404, unreachable is 502, a bad id is 400, no session is 401", async () => {
    const { cookie } = await signedInUser();
    const notFound = await callJson(oembedRoute.loader, "/api/youtube/oembed?videoId=notfound123", { cookie });
    expect(notFound).toMatchObject({ status: 404, body: { error: { code: "NOT_FOUND" } } });
    const unreachable = await callJson(oembedRoute.loader, "/api/youtube/oembed?videoId=unreachable", { cookie });
    expect(unreachable).toMatchObject({ status: 502, body: { error: { code: "BAD_GATEWAY" } } });
    const bad = await callJson(oembedRoute.loader, "/api/youtube/oembed?videoId=https://youtu.be/x", { cookie });
    expect(bad.body.error.fields).toEqual({ videoId: ["YouTube 영상 ID 11자를 입력해 주세요."] });
    expect((await callJson(oembedRoute.loader, "/api/youtube/oembed?videoId=abcdefghijk")).status).toBe(401);
  });
});
