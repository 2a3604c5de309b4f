// The section API (spec §7 "Sections"), endpoint by endpoint, called as Remix
// would call the resource routes.
import { beforeAll, describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { localeCookie } from "~/i18n/locale-cookie.server";
import { action as practiceAction, loader as practiceLoader } from "~/routes/_api+/api.section.$id.practice";
import { action as sectionAction, loader as sectionLoader } from "~/routes/_api+/api.section.$id";
import { action as createAction, loader as createLoader } from "~/routes/_api+/api.section";
import { action as userListAction, loader as userListLoader } from "~/routes/_api+/api.section.user";
import { loader as songListLoader } from "~/routes/_api+/api.section.user.song.$songId";
import { loader as songLyricsLoader } from "~/routes/_api+/api.section.user.song.$songId.lyrics";
import { loader as songRepeatsLoader } from "~/routes/_api+/api.section.user.song.$songId.repeats";
import { SECTION_TYPE_LYRICS } from "~/shared/constants";
import { callJson, sessionCookieFor, signedInUser } from "./helpers";

type Caller = Awaited<ReturnType<typeof signedInUser>>;

let songCounter = 0;
async function createSong(duration = 200) {
  songCounter += 1;
  return prisma.song.create({
    data: {
      youtubeId: `vid${String(songCounter).padStart(8, "0")}`,
      title: `노래 ${songCounter}`,
      artist: "응원단",
      duration,
    },
  });
}

/** A body as a test gives it: a string goes as typed (broken JSON, "null"), anything else as JSON. */
const sent = (body: unknown) => (typeof body === "string" ? { raw: body } : { body });

const create = (caller: Caller, body: unknown) =>
  callJson(createAction, "/api/section", { ...sent(body), cookie: caller.cookie });
const read = (caller: Caller, id: number | string) =>
  callJson(sectionLoader, `/api/section/${id}`, { cookie: caller.cookie, params: { id: String(id) } });
const update = (caller: Caller, id: number, body: unknown) =>
  callJson(sectionAction, `/api/section/${id}`, {
    method: "PUT",
    ...sent(body),
    cookie: caller.cookie,
    params: { id: String(id) },
  });
const remove = (caller: Caller, id: number) =>
  callJson(sectionAction, `/api/section/${id}`, {
    method: "DELETE",
    cookie: caller.cookie,
    params: { id: String(id) },
  });
const practise = (caller: Caller, id: number) =>
  callJson(practiceAction, `/api/section/${id}/practice`, {
    method: "POST",
    cookie: caller.cookie,
    params: { id: String(id) },
  });

let owner: Caller;
let other: Caller;
let song: Awaited<ReturnType<typeof createSong>>;

beforeAll(async () => {
  owner = await signedInUser();
  other = await signedInUser();
  song = await createSong(200);
});

function repeatBody(overrides: Record<string, unknown> = {}) {
  return { songId: song.id, name: "후렴 반복", startTime: 10, endTime: 20, ...overrides };
}

function lyricsBody(overrides: Record<string, unknown> = {}) {
  return repeatBody({
    type: SECTION_TYPE_LYRICS,
    name: "멤버 콜",
    lyrics: "하나 둘 셋 응원단!",
    pronunciation: "hana dul set eungwondan!",
    ...overrides,
  });
}

describe("POST /api/section", () => {
  test("creates the caller's section: 201 with the spec's fields; repeat sections ignore lineNumber and isPublic", async () => {
    const { status, body } = await create(owner, repeatBody({ lineNumber: 4, isPublic: true, description: "ignored" }));
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      songId: song.id,
      songYouTubeId: song.youtubeId,
      songTitle: song.title,
      songArtist: song.artist,
      name: "후렴 반복",
      startTime: 10,
      endTime: 20,
      lyrics: null,
      pronunciation: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.any(String),
      type: 1,
      description: `${song.title} - ${song.artist}`,
      isPublic: false,
      lineNumber: 1,
      practiceCount: 0,
      part: "singalong",
      rate: null,
      spans: null,
    });
    const row = await prisma.section.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.userId).toBe(owner.user.id);
  });

  test("a lyrics section keeps its line number and sharing; texts are trimmed, blank pronunciation is null", async () => {
    const { status, body } = await create(
      owner,
      lyricsBody({ lineNumber: 3, isPublic: true, lyrics: "  하나 둘  ", pronunciation: "  " }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: 2, lineNumber: 3, isPublic: true, lyrics: "하나 둘", pronunciation: null });
  });

  test("missing fields: 400 VALIDATION_ERROR with a message per field", async () => {
    const answer = await create(owner, {});
    await expect(answer).toBeApiError(400, "VALIDATION_ERROR", { name: ["필수 입력 항목입니다."] });
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(["endTime", "name", "songId", "startTime"]);
  });

  test("wrong types are 400 with field errors, never a 500", async () => {
    const { status, body } = await create(
      owner,
      repeatBody({ startTime: "10", type: 3, isPublic: "yes", lineNumber: 0, name: 5, lyrics: [] }),
    );
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields).sort()).toEqual([
      "isPublic",
      "lineNumber",
      "lyrics",
      "name",
      "startTime",
      "type",
    ]);
    expect((await create(owner, [1, 2])).status).toBe(400);
    expect((await create(owner, "null")).status).toBe(400);
    expect((await create(owner, repeatBody({ songId: 2 ** 40 }))).body.error.fields).toHaveProperty("songId");
  });

  test("the range: start before end, at least 1 s, within the song's known duration", async () => {
    expect((await create(owner, repeatBody({ startTime: 20, endTime: 10 }))).body.error.fields).toEqual({
      endTime: ["끝 시간은 시작 시간보다 뒤여야 합니다."],
    });
    expect((await create(owner, repeatBody({ startTime: 10, endTime: 10.5 }))).body.error.fields).toEqual({
      endTime: ["구간은 1초 이상이어야 합니다."],
    });
    expect((await create(owner, repeatBody({ startTime: 10, endTime: 11 }))).status).toBe(201);
    expect((await create(owner, repeatBody({ startTime: -1 }))).status).toBe(400);
    expect((await create(owner, repeatBody({ startTime: 150, endTime: 200.5 }))).body.error.fields).toEqual({
      endTime: ["구간은 곡 길이 안에서 끝나야 합니다."],
    });
    expect((await create(owner, repeatBody({ startTime: 150, endTime: 200 }))).status).toBe(201);
    const unknownLength = await createSong(0);
    expect((await create(owner, repeatBody({ songId: unknownLength.id, startTime: 900, endTime: 960 }))).status).toBe(
      201,
    );
  });

  test("a lyrics section needs lyrics; text lengths are bounded", async () => {
    expect((await create(owner, lyricsBody({ lyrics: "  " }))).body.error.fields).toEqual({
      lyrics: ["가사 구간에는 가사가 필요합니다."],
    });
    expect((await create(owner, repeatBody({ name: "가".repeat(101) }))).body.error.fields).toEqual({
      name: ["이름은 100자 이하여야 합니다."],
    });
    expect((await create(owner, repeatBody({ pronunciation: "a".repeat(2001), lyrics: "라" }))).status).toBe(400);
  });

  test("a song that does not exist is a field error", async () => {
    expect((await create(owner, repeatBody({ songId: 999_999 }))).body.error.fields).toEqual({
      songId: ["해당 곡을 찾을 수 없습니다."],
    });
  });

  test("text that is not valid Unicode, or has control characters: 400 with a field error, never a 500", async () => {
    const invalid = ["사용할 수 없는 문자가 들어 있습니다."];
    const lone = await create(owner, lyricsBody({ name: "\ud800", lyrics: "콜\udfff", pronunciation: "a\ud83d" }));
    expect(lone.status).toBe(400);
    expect(lone.body.error.fields).toEqual({ name: invalid, lyrics: invalid, pronunciation: invalid });
    const control = await create(owner, lyricsBody({ name: "멤버\u0000콜", lyrics: "하나\u0007둘" }));
    expect(control.body.error.fields).toEqual({ name: invalid, lyrics: invalid });
    // Lines, tabs and characters outside the BMP are text.
    const fine = await create(owner, lyricsBody({ name: "콜 🎤", lyrics: "하나\t둘\r\n셋 💜", description: "첫 줄\n둘째 줄" }));
    expect(fine.status).toBe(201);
    expect(fine.body).toMatchObject({ name: "콜 🎤", lyrics: "하나\t둘\r\n셋 💜" });
    const { id } = fine.body as { id: number };
    expect((await update(owner, id, lyricsBody({ name: "\udc00" }))).body.error.fields).toEqual({ name: invalid });
  });

  test("field errors come in the request's language", async () => {
    const english = (await localeCookie.serialize("en")).split(";")[0]!;
    const answer = await callJson(createAction, "/api/section", {
      body: repeatBody({ endTime: 10.2 }),
      cookie: `${owner.cookie}; ${english}`,
    });
    expect(answer.body.error).toEqual({
      code: "VALIDATION_ERROR",
      message: "Please check the values you sent.",
      fields: { endTime: ["A section must be at least 1 s long."] },
    });
  });

  test("a huge body is 413, invalid JSON 400, another content type 415", async () => {
    const huge = await create(owner, repeatBody({ lyrics: "가".repeat(70 * 1024) }));
    expect(huge.status).toBe(413);
    expect((await create(owner, "{nope")).body.error.code).toBe("BAD_REQUEST");
    const form = await callJson(createAction, "/api/section", {
      raw: "name=x",
      cookie: owner.cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
  });

  test("only POST", async () => {
    const { status, headers } = await callJson(createLoader, "/api/section", { cookie: owner.cookie });
    expect(status).toBe(405);
    expect(headers.get("Allow")).toBe("POST");
    expect(
      (await callJson(createAction, "/api/section", { method: "PATCH", body: {}, cookie: owner.cookie })).status,
    ).toBe(405);
  });
});

describe("who may call", () => {
  test("no session and guests: 401 on every endpoint", async () => {
    const { body: section } = await create(owner, repeatBody());
    const guest = (await sessionCookieFor(null)).cookie;
    for (const cookie of [undefined, guest]) {
      const calls = [
        callJson(createAction, "/api/section", { method: "POST", body: repeatBody(), cookie }),
        callJson(sectionLoader, `/api/section/${section.id}`, { cookie, params: { id: String(section.id) } }),
        callJson(sectionAction, `/api/section/${section.id}`, {
          method: "PUT",
          body: repeatBody(),
          cookie,
          params: { id: String(section.id) },
        }),
        callJson(sectionAction, `/api/section/${section.id}`, {
          method: "DELETE",
          cookie,
          params: { id: String(section.id) },
        }),
        callJson(practiceAction, `/api/section/${section.id}/practice`, {
          method: "POST",
          cookie,
          params: { id: String(section.id) },
        }),
        callJson(userListLoader, "/api/section/user", { cookie }),
        callJson(songListLoader, `/api/section/user/song/${song.id}`, { cookie, params: { songId: String(song.id) } }),
        callJson(songLyricsLoader, `/api/section/user/song/${song.id}/lyrics`, {
          cookie,
          params: { songId: String(song.id) },
        }),
        callJson(songRepeatsLoader, `/api/section/user/song/${song.id}/repeats`, {
          cookie,
          params: { songId: String(song.id) },
        }),
      ];
      for (const { status, body } of await Promise.all(calls)) {
        expect(status).toBe(401);
        expect(body.error).toEqual({ code: "UNAUTHORIZED", message: "인증이 필요합니다" });
      }
    }
    expect(await prisma.section.findUnique({ where: { id: section.id } })).not.toBeNull();
  });
});

describe("GET /api/section/{id}", () => {
  test("the owner reads a private section; another user gets 403", async () => {
    const { body: section } = await create(owner, lyricsBody());
    expect(await read(owner, section.id)).toMatchObject({ status: 200, body: { id: section.id, name: "멤버 콜" } });
    const refused = await read(other, section.id);
    await expect(refused).toBeApiError(403, "FORBIDDEN");
    expect(JSON.stringify(refused.body)).not.toContain("하나 둘");
  });

  test("a shared lyrics section is readable by any signed-in user", async () => {
    const { body: section } = await create(owner, lyricsBody({ isPublic: true }));
    expect(await read(other, section.id)).toMatchObject({
      status: 200,
      body: { id: section.id, isPublic: true, lyrics: "하나 둘 셋 응원단!" },
    });
  });

  test("a missing section is 404; an id that is not a number names nothing", async () => {
    expect((await read(owner, 987_654)).status).toBe(404);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      expect((await read(owner, id)).body.error.code).toBe("NOT_FOUND");
    }
  });
});

describe("PUT /api/section/{id}", () => {
  test("a repeat edit changes the range and texts and ignores lineNumber and isPublic", async () => {
    const { body: section } = await create(owner, repeatBody());
    const { status, body } = await update(owner, section.id, {
      type: 1,
      name: " 새 이름 ",
      startTime: 30,
      endTime: 41.5,
      lyrics: "떼창",
      pronunciation: "ttechang",
      lineNumber: 9,
      isPublic: true,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: section.id,
      name: "새 이름",
      startTime: 30,
      endTime: 41.5,
      lyrics: "떼창",
      pronunciation: "ttechang",
      lineNumber: 1,
      isPublic: false,
    });
  });

  test("a lyrics edit uses lineNumber and isPublic, and keeps what it does not send", async () => {
    const { body: section } = await create(owner, lyricsBody({ lineNumber: 2, isPublic: true }));
    const { songId: _songId, ...edit } = lyricsBody();
    expect((await update(owner, section.id, { ...edit, lineNumber: 5 })).body).toMatchObject({
      lineNumber: 5,
      isPublic: true,
    });
    expect((await update(owner, section.id, { ...edit, isPublic: false })).body).toMatchObject({
      lineNumber: 5,
      isPublic: false,
    });
  });

  test("another user's section: 403 and unchanged; a missing one: 404", async () => {
    const { body: section } = await create(owner, lyricsBody({ isPublic: true }));
    const refused = await update(other, section.id, { ...repeatBody(), name: "탈취" });
    expect(refused.status).toBe(403);
    expect((await prisma.section.findUniqueOrThrow({ where: { id: section.id } })).name).toBe("멤버 콜");
    expect((await update(owner, 987_654, repeatBody())).status).toBe(404);
  });

  test("the same validation as creating, with the section's song duration", async () => {
    const { body: section } = await create(owner, repeatBody());
    expect((await update(owner, section.id, { name: "", startTime: 5, endTime: 5.5 })).body.error.fields).toEqual({
      name: ["필수 입력 항목입니다."],
      endTime: ["구간은 1초 이상이어야 합니다."],
    });
    expect((await update(owner, section.id, repeatBody({ endTime: 201 }))).body.error.fields).toEqual({
      endTime: ["구간은 곡 길이 안에서 끝나야 합니다."],
    });
  });
});

describe("DELETE /api/section/{id}", () => {
  test("the owner deletes: 204, then it is gone", async () => {
    const { body: section } = await create(owner, repeatBody());
    expect((await remove(owner, section.id)).status).toBe(204);
    expect((await read(owner, section.id)).status).toBe(404);
    expect((await remove(owner, section.id)).status).toBe(404);
  });

  test("another user cannot delete, even a shared lyrics section", async () => {
    const { body: section } = await create(owner, lyricsBody({ isPublic: true }));
    expect((await remove(other, section.id)).status).toBe(403);
    expect(await prisma.section.findUnique({ where: { id: section.id } })).not.toBeNull();
  });

  test("other methods: 405", async () => {
    const { status, headers } = await callJson(sectionAction, "/api/section/1", {
      method: "POST",
      body: {},
      cookie: owner.cookie,
      params: { id: "1" },
    });
    expect(status).toBe(405);
    expect(headers.get("Allow")).toBe("PUT, DELETE");
  });
});

describe("POST /api/section/{id}/practice", () => {
  test("increments the practice count", async () => {
    const { body: section } = await create(owner, repeatBody());
    expect((await practise(owner, section.id)).body).toMatchObject({ id: section.id, practiceCount: 1 });
    expect((await practise(owner, section.id)).body).toMatchObject({ id: section.id, practiceCount: 2 });
    expect((await read(owner, section.id)).body.practiceCount).toBe(2);
  });

  test("another user's private section: 403; a shared lyrics section may be practised", async () => {
    const { body: privateSection } = await create(owner, lyricsBody());
    expect((await practise(other, privateSection.id)).status).toBe(403);
    const { body: shared } = await create(owner, lyricsBody({ isPublic: true }));
    expect((await practise(other, shared.id)).body).toMatchObject({ id: shared.id, practiceCount: 1 });
    expect((await practise(owner, 987_654)).status).toBe(404);
    expect(
      (await callJson(practiceLoader, `/api/section/${shared.id}/practice`, { cookie: owner.cookie })).status,
    ).toBe(405);
  });
});

describe("the speed a section remembers (issue 9)", () => {
  test("either type may keep one of the player's speeds: created, read, listed, kept by an edit that leaves it out, cleared with null", async () => {
    const me = await signedInUser();
    const { status, body: repeat } = await create(me, repeatBody({ rate: 0.75 }));
    expect(status).toBe(201);
    expect(repeat.rate).toBe(0.75);
    const { body: line } = await create(me, lyricsBody({ rate: 0.5 }));
    expect(line.rate).toBe(0.5);
    expect((await read(me, repeat.id)).body.rate).toBe(0.75);
    const listed = await callJson(userListLoader, "/api/section/user", { cookie: me.cookie });
    expect(listed.body.map((section: { id: number; rate: number | null }) => [section.id, section.rate])).toEqual([
      [repeat.id, 0.75],
      [line.id, 0.5],
    ]);

    const { songId: _songId, ...edit } = repeatBody();
    expect((await update(me, repeat.id, { ...edit, name: "이름만 바꿈" })).body).toMatchObject({ name: "이름만 바꿈", rate: 0.75 });
    expect((await update(me, repeat.id, { ...edit, rate: 1.25 })).body.rate).toBe(1.25);
    expect((await update(me, repeat.id, { ...edit, rate: null })).body.rate).toBeNull();
    expect((await prisma.section.findUniqueOrThrow({ where: { id: repeat.id } })).rate).toBeNull();
  });

  test("a speed the player does not offer is a field error in the request's language, never a 500", async () => {
    for (const rate of [2, 0.6, 0, "0.75", "fast", true]) {
      const { status, body } = await create(owner, repeatBody({ rate }));
      expect(status, String(rate)).toBe(400);
      expect(body.error.fields).toEqual({ rate: ["재생 속도는 0.5×, 0.75×, 1×, 1.25× 중에서 골라 주세요."] });
    }
    const { body: section } = await create(owner, repeatBody());
    const refused = await callJson(sectionAction, `/api/section/${section.id}`, {
      method: "PUT",
      body: { ...repeatBody(), rate: 3 },
      cookie: owner.cookie,
      headers: { "Accept-Language": "en" },
      params: { id: String(section.id) },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(["rate"]);
  });
});

describe("the caller's lists", () => {
  test("/user, /user/song/{songId}, /lyrics (non-blank lyrics only) and /repeats (type 1 only)", async () => {
    const me = await signedInUser();
    const mine = await createSong(300);
    const elsewhere = await createSong(300);
    const later = (await create(me, { songId: mine.id, name: "나중", startTime: 50, endTime: 60 })).body;
    const withLyrics = (
      await create(me, { songId: mine.id, name: "가사 있는 반복", startTime: 5, endTime: 9, lyrics: "예! 예!" })
    ).body;
    const lyricsLine = (
      await create(me, { songId: mine.id, type: 2, name: "콜", startTime: 20, endTime: 25, lyrics: "사랑해요 응원단" })
    ).body;
    const otherSong = (await create(me, { songId: elsewhere.id, name: "다른 곡", startTime: 1, endTime: 3 })).body;
    await create(other, { songId: mine.id, name: "남의 것", startTime: 1, endTime: 3 });

    const ids = (response: { body: Array<{ id: number }> }) => response.body.map((section) => section.id);
    const all = await callJson(userListLoader, "/api/section/user", { cookie: me.cookie });
    expect(ids(all)).toEqual([withLyrics.id, lyricsLine.id, later.id, otherSong.id]);
    const params = { songId: String(mine.id) };
    expect(
      ids(await callJson(songListLoader, `/api/section/user/song/${mine.id}`, { cookie: me.cookie, params })),
    ).toEqual([withLyrics.id, lyricsLine.id, later.id]);
    expect(
      ids(await callJson(songLyricsLoader, `/api/section/user/song/${mine.id}/lyrics`, { cookie: me.cookie, params })),
    ).toEqual([withLyrics.id, lyricsLine.id]);
    expect(
      ids(
        await callJson(songRepeatsLoader, `/api/section/user/song/${mine.id}/repeats`, { cookie: me.cookie, params }),
      ),
    ).toEqual([withLyrics.id, later.id]);
  });

  test("a song that does not exist: 404; only GET", async () => {
    const unsung = await createSong(200);
    const params = { songId: String(unsung.id) };
    const empty = await callJson(songListLoader, `/api/section/user/song/${unsung.id}`, {
      cookie: owner.cookie,
      params,
    });
    expect([empty.status, empty.body]).toEqual([200, []]);
    expect(
      (
        await callJson(songRepeatsLoader, `/api/section/user/song/${unsung.id}/repeats`, {
          cookie: owner.cookie,
          params,
        })
      ).body,
    ).toEqual([]);
    expect(
      (
        await callJson(songListLoader, "/api/section/user/song/999999", {
          cookie: owner.cookie,
          params: { songId: "999999" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callJson(songLyricsLoader, "/api/section/user/song/x/lyrics", {
          cookie: owner.cookie,
          params: { songId: "x" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await callJson(userListAction, "/api/section/user", { method: "POST", body: {}, cookie: owner.cookie })).status,
    ).toBe(405);
  });
});
