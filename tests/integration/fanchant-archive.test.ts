// The fan-chant archive (issue 12): grouping and counts kept by triggers,
// search by song, artist and text, the song page, its actions, the API, and
// privacy — a private (or hidden) section never appears in a page or an answer.
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { findOrCreateSong } from "~/models/song.server";
import { loader as archiveApi } from "~/routes/_api+/api.fanchant-archive";
import { loader as archiveSongApi } from "~/routes/_api+/api.fanchant-archive.$songId";
import { action as createSectionAction } from "~/routes/_api+/api.section";
import { action as sectionAction, loader as sectionLoader } from "~/routes/_api+/api.section.$id";
import { loader as archivePage } from "~/routes/_archive+/fanchant-archive._index";
import { action as songAction, loader as songPage } from "~/routes/_archive+/fanchant-archive.$songId";
import { SECTION_TYPE_LYRICS, SECTION_TYPE_REPEAT } from "~/shared/constants";
import { callJson, callRoute, sessionCookieFor, signedInUser } from "./helpers";

type Person = Awaited<ReturnType<typeof signedInUser>>;

let counter = 0;
async function song(title: string, artist: string) {
  counter += 1;
  const { song: created } = await findOrCreateSong(
    { youtubeId: `arch${String(counter).padStart(7, "0")}`, title, artist, thumbnailUrl: null, duration: 200, detailsFrom: "youtube" },
    prisma,
  );
  return created;
}

async function line(
  owner: Person,
  songId: number,
  {
    start,
    lyrics,
    isPublic = true,
    part = "singalong",
    pronunciation = null,
  }: { start: number; lyrics: string; isPublic?: boolean; part?: string; pronunciation?: string | null },
) {
  return prisma.section.create({
    data: {
      userId: owner.user.id,
      songId,
      type: SECTION_TYPE_LYRICS,
      name: `줄 ${start}`,
      startTime: start,
      endTime: start + 4,
      lyrics,
      pronunciation,
      isPublic,
      part,
    },
  });
}

const post = (path: string, cookie: string, form: Record<string, string>, songId: number) =>
  callRoute(songAction, path, { form, cookie, headers: { Origin: "http://localhost" }, params: { songId: String(songId) } });

const openSongPage = (who: Person, songId: number) =>
  callJson(songPage, `/fanchant-archive/${songId}`, { cookie: who.cookie, params: { songId: String(songId) } });
const readSongApi = (who: Person, songId: number) =>
  callJson(archiveSongApi, `/api/fanchant-archive/${songId}`, { cookie: who.cookie, params: { songId: String(songId) } });
const readSection = (who: Person, id: number) =>
  callJson(sectionLoader, `/api/section/${id}`, { cookie: who.cookie, params: { id: String(id) } });

const counts = (songId: number) =>
  prisma.archiveSong.findUnique({ where: { songId }, select: { lines: true, contributors: true } });

let ana: Person;
let bo: Person;
let admin: Person;
let guestCookie: string;

beforeAll(async () => {
  ana = await signedInUser();
  bo = await signedInUser();
  admin = await signedInUser({ role: "admin" });
  ({ cookie: guestCookie } = await sessionCookieFor(null));
});

beforeEach(async () => {
  await prisma.section.deleteMany();
});

describe("grouping and counts", () => {
  test("a song counts its shared lyrics lines and the people who shared them; private lines and repeats do not count", async () => {
    const s = await song("응원 연습곡", "가상밴드");
    await line(ana, s.id, { start: 10, lyrics: "하나 둘 셋" });
    await line(ana, s.id, { start: 20, lyrics: "다 같이 외쳐" });
    await line(bo, s.id, { start: 30, lyrics: "끝까지 함께" });
    await line(bo, s.id, { start: 40, lyrics: "비밀 가사", isPublic: false });
    await prisma.section.create({
      data: { userId: bo.user.id, songId: s.id, type: SECTION_TYPE_REPEAT, name: "반복", startTime: 1, endTime: 5, isPublic: true },
    });
    expect(await counts(s.id)).toEqual({ lines: 3, contributors: 2 });

    const { body } = await callJson(archiveApi, "/api/fanchant-archive", { cookie: ana.cookie });
    const entry = body.songs.find((item: { songId: number }) => item.songId === s.id);
    expect(entry).toMatchObject({ title: "응원 연습곡", artist: "가상밴드", lines: 3, contributors: 2 });
  });

  test("stopping sharing, hiding and deleting take lines out in the same write; the last line takes the song out", async () => {
    const s = await song("카운트 곡", "가상밴드");
    const first = await line(ana, s.id, { start: 10, lyrics: "하나" });
    const second = await line(ana, s.id, { start: 20, lyrics: "둘" });
    const third = await line(bo, s.id, { start: 30, lyrics: "셋" });
    await prisma.section.update({ where: { id: first.id }, data: { isPublic: false } });
    expect(await counts(s.id)).toEqual({ lines: 2, contributors: 2 });
    await prisma.section.update({ where: { id: third.id }, data: { hiddenAt: new Date() } });
    expect(await counts(s.id)).toEqual({ lines: 1, contributors: 1 });
    // A practice (or any other change) of a shared line leaves the counts alone.
    await prisma.section.update({ where: { id: second.id }, data: { practiceCount: { increment: 1 } } });
    expect(await counts(s.id)).toEqual({ lines: 1, contributors: 1 });
    await prisma.section.delete({ where: { id: second.id } });
    expect(await counts(s.id)).toBeNull();
    await prisma.section.update({ where: { id: third.id }, data: { hiddenAt: null } });
    expect(await counts(s.id)).toEqual({ lines: 1, contributors: 1 });
  });

  test("deleting an account takes its lines out of the counts", async () => {
    const s = await song("탈퇴 곡", "가상밴드");
    const leaving = await signedInUser();
    await line(leaving, s.id, { start: 1, lyrics: "안녕" });
    await line(bo, s.id, { start: 2, lyrics: "반가워" });
    expect(await counts(s.id)).toEqual({ lines: 2, contributors: 2 });
    await prisma.user.delete({ where: { id: leaving.user.id } });
    expect(await counts(s.id)).toEqual({ lines: 1, contributors: 1 });
  });

  test("the list is paginated with plain page numbers, the most recently shared first", async () => {
    const songs = [];
    for (let i = 0; i < 22; i += 1) {
      const s = await song(`페이지 곡 ${i}`, "페이지밴드");
      await line(ana, s.id, { start: 1, lyrics: `줄 ${i}` });
      songs.push(s);
    }
    const first = await callJson(archivePage, "/fanchant-archive", { cookie: ana.cookie });
    expect(first.body.songs).toHaveLength(20);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.songs[0].songId).toBe(songs[21]!.id);
    const second = await callJson(archivePage, "/fanchant-archive?page=2", { cookie: ana.cookie });
    expect(second.body.songs.map((item: { songId: number }) => item.songId)).toEqual([songs[1]!.id, songs[0]!.id]);
    expect(second.body.hasMore).toBe(false);
    expect((await callJson(archivePage, "/fanchant-archive?page=0", { cookie: ana.cookie })).status).toBe(400);
  });
});

describe("search", () => {
  test("finds songs by title, by the artist's name and by the text of a shared line, never by a private one", async () => {
    const a = await song("반짝이는 밤", "별빛소년");
    const b = await song("Morning Run", "Sunrise Crew");
    await line(ana, a.id, { start: 1, lyrics: "별빛 아래 외쳐", pronunciation: "byeolbit arae oechyeo" });
    await line(bo, b.id, { start: 1, lyrics: "Go go run" });
    await line(bo, b.id, { start: 9, lyrics: "숨겨진 비밀문구", isPublic: false });

    const ids = async (q: string) =>
      (await callJson(archivePage, `/fanchant-archive?q=${encodeURIComponent(q)}`, { cookie: ana.cookie })).body.songs.map(
        (item: { songId: number }) => item.songId,
      );
    expect(await ids("반짝")).toEqual([a.id]);
    expect(await ids("sunrise crew")).toEqual([b.id]);
    expect(await ids("아래 외쳐")).toEqual([a.id]);
    expect(await ids("ARAE")).toEqual([a.id]);
    expect(await ids("비밀문구")).toEqual([]);
    const api = await callJson(archiveApi, `/api/fanchant-archive?q=${encodeURIComponent("비밀문구")}`, { cookie: bo.cookie });
    expect(api.body.songs).toEqual([]);
  });
});

describe("a song's page", () => {
  test("shows the shared lines in time order with pronunciation, part and who shared them; never a private or hidden line", async () => {
    const s = await song("순서 곡", "가상밴드");
    await line(bo, s.id, { start: 30, lyrics: "셋째 줄", part: "artist" });
    await line(ana, s.id, { start: 5, lyrics: "첫째 줄", pronunciation: "cheotjjae jul", part: "fans" });
    await line(ana, s.id, { start: 12, lyrics: "비공개 줄", isPublic: false });
    await line(bo, s.id, { start: 15, lyrics: "둘째 줄" });
    const hidden = await line(bo, s.id, { start: 20, lyrics: "숨긴 줄" });
    await prisma.section.update({ where: { id: hidden.id }, data: { hiddenAt: new Date() } });

    const page = await openSongPage(ana, s.id);
    expect(page.status).toBe(200);
    expect(page.body.chantLines.map((l: { lyrics: string }) => l.lyrics)).toEqual(["첫째 줄", "둘째 줄", "셋째 줄"]);
    expect(page.body.chantLines[0]).toMatchObject({
      pronunciation: "cheotjjae jul",
      part: "fans",
      nickname: ana.user.nickname,
      mine: true,
    });
    expect(page.body.chantLines[2]).toMatchObject({ part: "artist", nickname: bo.user.nickname, mine: false });
    expect(JSON.stringify(page.body)).not.toContain("비공개");
    expect(JSON.stringify(page.body)).not.toContain("숨긴");

    const api = await readSongApi(bo, s.id);
    expect(api.body.chantLines).toHaveLength(3);
    expect(JSON.stringify(api.body)).not.toContain("비공개");
    expect(JSON.stringify(api.body)).not.toContain("숨긴");

    // Admins see the hidden line, marked.
    const forAdmin = await openSongPage(admin, s.id);
    expect(forAdmin.body.chantLines.map((l: { hidden: boolean }) => l.hidden)).toEqual([false, false, true, false]);
  });

  test("a song with only private lines is not found, in the page and the API", async () => {
    const s = await song("비밀 곡", "가상밴드");
    const secret = await line(ana, s.id, { start: 1, lyrics: "나만 아는 줄", isPublic: false });
    expect((await openSongPage(bo, s.id)).status).toBe(404);
    expect((await readSongApi(bo, s.id)).status).toBe(404);
    const list = await callJson(archiveApi, "/api/fanchant-archive", { cookie: bo.cookie });
    expect(list.body.songs.some((item: { songId: number }) => item.songId === s.id)).toBe(false);
    // Nor through the section API.
    expect((await readSection(bo, secret.id)).status).toBe(403);
  });

  test("a hidden line is no longer readable by others through the section API; its owner still has it", async () => {
    const s = await song("숨김 곡", "가상밴드");
    const shared = await line(ana, s.id, { start: 1, lyrics: "문제의 줄" });
    expect((await readSection(bo, shared.id)).status).toBe(200);
    await prisma.section.update({ where: { id: shared.id }, data: { hiddenAt: new Date() } });
    expect((await readSection(bo, shared.id)).status).toBe(403);
    expect((await readSection(ana, shared.id)).status).toBe(200);
  });

  test("visitors who are not signed in go to the sign-in page", async () => {
    const s = await song("방문 곡", "가상밴드");
    await line(ana, s.id, { start: 1, lyrics: "줄" });
    const page = await callJson(songPage, `/fanchant-archive/${s.id}`, { params: { songId: String(s.id) } });
    expect(page).toHaveRedirect(`/?redirectTo=${encodeURIComponent(`/fanchant-archive/${s.id}`)}`, { status: 302 });
    expect((await callJson(archiveApi, "/api/fanchant-archive")).status).toBe(401);
  });
});

describe("the song page's actions", () => {
  test("copy puts a private copy in the viewer's sections, once", async () => {
    const s = await song("복사 곡", "가상밴드");
    const shared = await line(ana, s.id, { start: 3, lyrics: "따라 해", pronunciation: "ttara hae", part: "fans" });
    const path = `/fanchant-archive/${s.id}`;
    const first = await post(path, bo.cookie, { intent: "copy", sectionId: String(shared.id) }, s.id);
    expect(first).toHaveRedirect(path, { status: 302 });
    const copies = await prisma.section.findMany({ where: { userId: bo.user.id, songId: s.id } });
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({
      lyrics: "따라 해",
      pronunciation: "ttara hae",
      part: "fans",
      isPublic: false,
      startTime: 3,
      endTime: 7,
      type: SECTION_TYPE_LYRICS,
    });
    await post(path, bo.cookie, { intent: "copy", sectionId: String(shared.id) }, s.id);
    expect(await prisma.section.count({ where: { userId: bo.user.id, songId: s.id } })).toBe(1);
    // The copy is private: the archive still counts one line.
    expect(await counts(s.id)).toEqual({ lines: 1, contributors: 1 });
  });

  test("a guest's copy writes nothing to the server", async () => {
    const s = await song("게스트 곡", "가상밴드");
    const shared = await line(ana, s.id, { start: 3, lyrics: "게스트도" });
    const before = await prisma.section.count();
    const answer = await post(`/fanchant-archive/${s.id}`, guestCookie, { intent: "copy", sectionId: String(shared.id) }, s.id);
    expect(answer.status).toBe(302);
    expect(await prisma.section.count()).toBe(before);
  });

  test("only the owner stops sharing; only an admin hides", async () => {
    const s = await song("권한 곡", "가상밴드");
    const shared = await line(ana, s.id, { start: 3, lyrics: "내 줄" });
    const path = `/fanchant-archive/${s.id}`;
    expect((await post(path, bo.cookie, { intent: "unshare", sectionId: String(shared.id) }, s.id)).status).toBe(403);
    const notAdmin = await post(path, bo.cookie, { intent: "hide", sectionId: String(shared.id) }, s.id);
    expect(notAdmin.headers.get("Location")).toBe("/");
    expect((await prisma.section.findUniqueOrThrow({ where: { id: shared.id } })).hiddenAt).toBeNull();

    await post(path, admin.cookie, { intent: "hide", sectionId: String(shared.id) }, s.id);
    expect((await prisma.section.findUniqueOrThrow({ where: { id: shared.id } })).hiddenAt).not.toBeNull();
    expect(await counts(s.id)).toBeNull();
    await post(path, admin.cookie, { intent: "unhide", sectionId: String(shared.id) }, s.id);
    expect(await counts(s.id)).toEqual({ lines: 1, contributors: 1 });

    await post(path, ana.cookie, { intent: "unshare", sectionId: String(shared.id) }, s.id);
    expect(await prisma.section.findUniqueOrThrow({ where: { id: shared.id } })).toMatchObject({ isPublic: false });
    expect(await counts(s.id)).toBeNull();
  });

  test("an unknown intent is a 400", async () => {
    const s = await song("의도 곡", "가상밴드");
    const shared = await line(ana, s.id, { start: 3, lyrics: "줄" });
    const answer = await post(`/fanchant-archive/${s.id}`, ana.cookie, { intent: "like", sectionId: String(shared.id) }, s.id);
    expect(answer.status).toBe(400);
  });
});

describe("chant parts through the section API", () => {
  const send = (method: "POST" | "PUT", path: string, cookie: string, body: unknown, params = {}) =>
    callJson(method === "POST" ? createSectionAction : sectionAction, `/api${path}`, { method, body, cookie, params });

  test("a lyrics section takes an optional part (default sing-along), keeps it when an edit leaves it out, refuses others", async () => {
    const s = await song("파트 곡", "가상밴드");
    const base = { songId: s.id, type: SECTION_TYPE_LYRICS, name: "콜", startTime: 1, endTime: 5, lyrics: "외쳐" };
    const plain = await send("POST", "/section", ana.cookie, base);
    expect(plain.status).toBe(201);
    expect(plain.body.part).toBe("singalong");
    const fans = await send("POST", "/section", ana.cookie, { ...base, part: "fans" });
    expect(fans.body.part).toBe("fans");
    const { songId: _songId, ...edit } = base;
    const edited = await send("PUT", `/section/${fans.body.id}`, ana.cookie, { ...edit, name: "새 이름" }, {
      id: String(fans.body.id),
    });
    expect(edited.body).toMatchObject({ name: "새 이름", part: "fans" });
    const artist = await send("PUT", `/section/${fans.body.id}`, ana.cookie, { ...edit, part: "artist" }, {
      id: String(fans.body.id),
    });
    expect(artist.body.part).toBe("artist");
    const wrong = await send("POST", "/section", ana.cookie, { ...base, part: "shouting" });
    await expect(wrong).toBeApiError(400, "VALIDATION_ERROR");
    expect(Object.keys(wrong.body.error.fields)).toEqual(["part"]);
  });
});
