// The chant-sheet API (issue 27, decision 131): a sheet is read and replaced
// whole, the §7 section calls see the same lines, linked videos carry offsets.
import { beforeAll, describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { loader as sectionLoader } from "~/routes/_api+/api.section.$id";
import { action as sectionAction } from "~/routes/_api+/api.section.$id";
import { loader as lyricsLoader } from "~/routes/_api+/api.section.user.song.$songId.lyrics";
import { action as sheetAction, loader as sheetLoader } from "~/routes/_api+/api.sheet.song.$songId";
import { loader as authorLoader } from "~/routes/_api+/api.sheet.song.$songId.author.$authorId";
import { action as videosAction, loader as videosLoader } from "~/routes/_api+/api.sheet.song.$songId.videos";
import { action as videoAction } from "~/routes/_api+/api.sheet.song.$songId.videos.$youtubeId";
import { loader as followingLoader } from "~/routes/_api+/api.sheet.video.$youtubeId";
import { loader as exportLoader } from "~/routes/_api+/api.sheet.song.$songId.export.$format";
import { action as importAction } from "~/routes/_api+/api.sheet.song.$songId.import";
import { localeCookie } from "~/i18n/locale-cookie.server";
import { callJson, signedInUser } from "./helpers";

type Caller = Awaited<ReturnType<typeof signedInUser>>;

let counter = 0;
async function createSong(duration = 200) {
  counter += 1;
  return prisma.song.create({
    data: { youtubeId: `sht${String(counter).padStart(8, "0")}`, title: `시트 노래 ${counter}`, artist: "응원단", duration },
  });
}

const readSheet = (caller: Caller, songId: number) =>
  callJson(sheetLoader, `/api/sheet/song/${songId}`, { cookie: caller.cookie, params: { songId: String(songId) } });
const putSheet = (caller: Caller, songId: number, body: unknown) =>
  callJson(sheetAction, `/api/sheet/song/${songId}`, {
    method: "PUT",
    body,
    cookie: caller.cookie,
    params: { songId: String(songId) },
  });

const CALLS = [
  { start: 1, end: 3.5, text: "김남준!", part: "fans" },
  { start: 4, end: 8, text: "♪ 첫 소절 (가수)", part: "artist" },
  { start: 8.2, end: 12, text: "다 함께 반짝 반짝", part: "singalong", romanization: "da hamkke banjjak banjjak!" },
  {
    start: 12.5,
    end: 15,
    text: "김석진 민윤기",
    part: "everyone",
    spans: [
      { text: "김석진 ", start: 12.5, end: 13.6, part: "fans" },
      { text: "민윤기", start: 13.7, end: 14.9, part: null },
    ],
  },
];

let owner: Caller;
let other: Caller;
let song: Awaited<ReturnType<typeof createSong>>;

beforeAll(async () => {
  owner = await signedInUser();
  other = await signedInUser();
  song = await createSong();
});

describe("PUT and GET /api/sheet/song/{songId}", () => {
  test("a new sheet: lines in time order with their parts, spans and romanisation; the §7 calls see the same lines", async () => {
    // Sent out of order: stored in time order.
    const { status, body } = await putSheet(owner, song.id, { lines: [CALLS[2], CALLS[0], CALLS[3], CALLS[1]] });
    expect(status).toBe(200);
    expect(body.lines.map((line: { text: string }) => line.text)).toEqual(CALLS.map((line) => line.text));
    expect(body.lines[0]).toMatchObject({ name: "김남준!", start: 1, end: 3.5, part: "fans", romanization: null, spans: null, rate: null });
    expect(body.lines[2].romanization).toBe("da hamkke banjjak banjjak!");
    expect(body.lines[3].spans).toEqual(CALLS[3]!.spans);
    expect(body).toMatchObject({ isPublic: false, videos: [], song: { id: song.id, youtubeId: song.youtubeId } });

    const lyrics = await callJson(lyricsLoader, `/api/section/user/song/${song.id}/lyrics`, {
      cookie: owner.cookie,
      params: { songId: String(song.id) },
    });
    expect(lyrics.status).toBe(200);
    expect(lyrics.body.map((section: { lyrics: string; lineNumber: number; part: string }) => [section.lyrics, section.lineNumber, section.part])).toEqual([
      ["김남준!", 1, "fans"],
      ["♪ 첫 소절 (가수)", 2, "artist"],
      ["다 함께 반짝 반짝", 3, "singalong"],
      ["김석진 민윤기", 4, "everyone"],
    ]);
    expect(lyrics.body[3].spans).toEqual(CALLS[3]!.spans);
  });

  test("a replace keeps the lines sent with their ids, adds the new ones and deletes the rest, in one change", async () => {
    const before = (await readSheet(owner, song.id)).body;
    const [first, , third, fourth] = before.lines;
    const { status, body } = await putSheet(owner, song.id, {
      isPublic: true,
      lines: [
        { ...first, text: "김남준! 김남준!" },
        { ...third },
        { ...fourth },
        { start: 20, end: 22, text: "새 줄 구호", part: "fans" },
      ],
    });
    expect(status).toBe(200);
    expect(body.isPublic).toBe(true);
    expect(body.lines.map((line: { id: number }) => line.id).slice(0, 3)).toEqual([first.id, third.id, fourth.id]);
    expect(body.lines[0].text).toBe("김남준! 김남준!");
    // The name made from the old text stays as sent; a new line's comes from its text.
    expect(body.lines[3].name).toBe("새 줄 구호");
    expect(await prisma.section.count({ where: { userId: owner.user.id, songId: song.id } })).toBe(4);
    expect(await prisma.section.findUnique({ where: { id: before.lines[1].id } })).toBeNull();
  });

  test("a §7 edit of a line's lyrics drops spans that no longer spell it", async () => {
    const sheet = (await readSheet(owner, song.id)).body;
    const spanned = sheet.lines.find((line: { spans: unknown }) => line.spans !== null);
    const section = (await callJson(sectionLoader, `/api/section/${spanned.id}`, { cookie: owner.cookie, params: { id: String(spanned.id) } })).body;
    const { status, body } = await callJson(sectionAction, `/api/section/${spanned.id}`, {
      method: "PUT",
      body: { type: 2, name: section.name, startTime: section.startTime, endTime: section.endTime, lyrics: "김석진 민윤기 정호석", lineNumber: section.lineNumber, isPublic: true },
      cookie: owner.cookie,
      params: { id: String(spanned.id) },
    });
    expect(status).toBe(200);
    expect(body.spans).toBeNull();
  });

  test("bad lines: 400 with a field per line, nothing changed", async () => {
    const before = (await readSheet(owner, song.id)).body;
    const { status, body } = await putSheet(owner, song.id, {
      lines: [
        { start: 5, end: 5.5, text: "짧아요", part: "fans" },
        { start: 10, end: 14, text: "", part: "fans" },
        { start: 30, end: 40, text: "범위 밖", part: "shouting" },
        { start: 1, end: 4, text: "김남준", spans: [{ text: "김남", start: 1, end: 2 }] },
        { start: 150, end: 250, text: "노래보다 길어요" },
      ],
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(body.error.fields).sort()).toEqual(["lines.0.end", "lines.1.text", "lines.2.part", "lines.3.spans"]);
    // The song's length is checked once the lines read.
    const long = await putSheet(owner, song.id, { lines: [{ start: 150, end: 250, text: "노래보다 길어요" }] });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.error.fields)).toEqual(["lines.0.end"]);
    expect((await readSheet(owner, song.id)).body.lines).toEqual(before.lines);
  });

  test("a line id of someone else's sheet is refused, and theirs stays", async () => {
    const theirs = await createSong();
    const put = await putSheet(other, theirs.id, { lines: [{ start: 1, end: 3, text: "남의 줄" }] });
    const theirId = put.body.lines[0].id;
    const { status, body } = await putSheet(owner, song.id, { lines: [{ id: theirId, start: 1, end: 3, text: "가로채기" }] });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ "lines.0.id": [expect.any(String)] });
    expect((await prisma.section.findUnique({ where: { id: theirId } }))?.lyrics).toBe("남의 줄");
  });

  test("someone's shared sheet reads without a session, only the shared lines; a private one is 404", async () => {
    const shared = await callJson(authorLoader, `/api/sheet/song/${song.id}/author/${owner.user.id}`, {
      params: { songId: String(song.id), authorId: owner.user.id },
    });
    expect(shared.status).toBe(200);
    expect(shared.body.lines).toHaveLength(4);
    expect(shared.body.author.nickname).toBe(owner.user.nickname);
    const privateSong = await createSong();
    await putSheet(owner, privateSong.id, { lines: [{ start: 1, end: 3, text: "나만 보는 줄" }] });
    const hidden = await callJson(authorLoader, `/api/sheet/song/${privateSong.id}/author/${owner.user.id}`, {
      cookie: other.cookie,
      params: { songId: String(privateSong.id), authorId: owner.user.id },
    });
    expect(hidden.status).toBe(404);
  });

  test("without an account: 401; an unknown song: 404", async () => {
    expect((await callJson(sheetLoader, `/api/sheet/song/${song.id}`, { params: { songId: String(song.id) } })).status).toBe(401);
    expect((await readSheet(owner, 99_999_999)).status).toBe(404);
  });
});

describe("linked videos", () => {
  const stage = { youtubeId: "shtStage001", title: "무대 영상", artist: "응원단", duration: 210 };

  test("another video follows the sheet with an offset; the player finds the sheet on it", async () => {
    const linked = await callJson(videosAction, `/api/sheet/song/${song.id}/videos`, {
      method: "POST",
      body: { video: stage, offset: 12.437 },
      cookie: owner.cookie,
      params: { songId: String(song.id) },
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual([expect.objectContaining({ youtubeId: stage.youtubeId, offset: 12.44 })]);

    const following = await callJson(followingLoader, `/api/sheet/video/${stage.youtubeId}`, {
      params: { youtubeId: stage.youtubeId },
    });
    expect(following.status).toBe(200);
    expect(following.body).toHaveLength(1);
    expect(following.body[0].offset).toBe(12.44);
    expect(following.body[0].sheet.song.id).toBe(song.id);

    const moved = await callJson(videoAction, `/api/sheet/song/${song.id}/videos/${stage.youtubeId}`, {
      method: "PUT",
      body: { offset: -3.5 },
      cookie: owner.cookie,
      params: { songId: String(song.id), youtubeId: stage.youtubeId },
    });
    expect(moved.body[0].offset).toBe(-3.5);
    const list = await callJson(videosLoader, `/api/sheet/song/${song.id}/videos`, { cookie: owner.cookie, params: { songId: String(song.id) } });
    expect(list.body).toEqual([expect.objectContaining({ youtubeId: stage.youtubeId, offset: -3.5 })]);

    const removed = await callJson(videoAction, `/api/sheet/song/${song.id}/videos/${stage.youtubeId}`, {
      method: "DELETE",
      cookie: owner.cookie,
      params: { songId: String(song.id), youtubeId: stage.youtubeId },
    });
    expect(removed.status).toBe(204);
    expect((await callJson(followingLoader, `/api/sheet/video/${stage.youtubeId}`, { params: { youtubeId: stage.youtubeId } })).body).toEqual([]);
  });

  test("the sheet's own video, an offset out of range, an unknown link: refused", async () => {
    const own = await callJson(videosAction, `/api/sheet/song/${song.id}/videos`, {
      method: "POST",
      body: { video: { youtubeId: song.youtubeId, title: song.title, artist: song.artist, duration: 200 }, offset: 1 },
      cookie: owner.cookie,
      params: { songId: String(song.id) },
    });
    expect(own.status).toBe(400);
    expect(Object.keys(own.body.error.fields)).toEqual(["youtubeId"]);
    const far = await callJson(videosAction, `/api/sheet/song/${song.id}/videos`, {
      method: "POST",
      body: { video: stage, offset: 3601 },
      cookie: owner.cookie,
      params: { songId: String(song.id) },
    });
    expect(far.status).toBe(400);
    expect(Object.keys(far.body.error.fields)).toEqual(["offset"]);
    const unknown = await callJson(videoAction, `/api/sheet/song/${song.id}/videos/nosuchvideo`, {
      method: "PUT",
      body: { offset: 1 },
      cookie: owner.cookie,
      params: { songId: String(song.id), youtubeId: "nosuchvideo" },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("export and import", () => {
  test("each format exported and imported back gives the same sheet (times within 10 ms, parts, spans, hand romanisation)", async () => {
    const theSong = await createSong();
    const put = await putSheet(owner, theSong.id, { lines: CALLS });
    expect(put.status).toBe(200);
    const original = put.body.lines;
    for (const format of ["lrc", "elrc", "ttml", "vtt"]) {
      const file = await callJson(exportLoader, `/api/sheet/song/${theSong.id}/export/${format}`, {
        cookie: owner.cookie,
        params: { songId: String(theSong.id), format },
      });
      expect(file.status, format).toBe(200);
      expect(file.headers.get("Content-Disposition"), format).toMatch(/^attachment; filename="/);
      expect(typeof file.body).toBe("string");
      const imported = await callJson(importAction, `/api/sheet/song/${theSong.id}/import?format=${format}`, {
        method: "POST",
        raw: file.body,
        cookie: owner.cookie,
        params: { songId: String(theSong.id) },
      });
      expect(imported.status, format).toBe(200);
      const lines = imported.body.lines;
      expect(lines.map((line: { text: string; part: string; romanization: string | null }) => [line.text, line.part, line.romanization]), format).toEqual(
        original.map((line: { text: string; part: string; romanization: string | null }) => [line.text, line.part, line.romanization]),
      );
      lines.forEach((line: { start: number; end: number; spans: Array<{ start: number | null; part: string | null }> | null }, index: number) => {
        expect(Math.abs(line.start - original[index].start), format).toBeLessThanOrEqual(0.01);
        expect(Math.abs(line.end - original[index].end), format).toBeLessThanOrEqual(0.01);
        expect(line.spans?.map((span) => span.part) ?? null, format).toEqual(original[index].spans?.map((span: { part: string | null }) => span.part) ?? null);
      });
    }
  });

  test("a broken file is refused with its line named, in the caller's language, and nothing is saved", async () => {
    const theSong = await createSong();
    await putSheet(owner, theSong.id, { lines: [CALLS[0]] });
    const before = (await readSheet(owner, theSong.id)).body.lines;
    const broken = ["[00:01.00]김남준!", "[00:03.00]김석진!", "[0x:05.00]민윤기!"].join("\n");
    const { status, body } = await callJson(importAction, `/api/sheet/song/${theSong.id}/import?format=lrc`, {
      method: "POST",
      raw: broken,
      cookie: `${owner.cookie}; ${await localeCookie.serialize("ko")}`,
      params: { songId: String(theSong.id) },
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(body.error.fields)).toEqual(["file.3"]);
    expect(body.error.fields["file.3"][0]).toContain("3번째 줄");
    expect((await readSheet(owner, theSong.id)).body.lines).toEqual(before);
  });

  test("a file over 1 MB is refused before it is read", async () => {
    const theSong = await createSong();
    const { status } = await callJson(importAction, `/api/sheet/song/${theSong.id}/import?format=lrc`, {
      method: "POST",
      raw: "[00:01.00]가".repeat(90_000),
      cookie: owner.cookie,
      params: { songId: String(theSong.id) },
    });
    expect(status).toBe(413);
  });
});
