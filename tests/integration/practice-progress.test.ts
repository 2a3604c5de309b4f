// Practice progress (issue 28, decision 137): a loop and its drill recorded with
// the section's count, who may record, bad bodies, a guest's records merged at
// sign-in, parallel loops, and what the profile and the concert page read.
import { beforeAll, describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { findOrCreateSong } from "~/models/song.server";
import { concertReadiness, profileProgress, songProgress } from "~/models/practice-progress.server";
import { getPracticeSong } from "~/models/practice.server";
import { action as loopAction } from "~/routes/_api+/api.section.$id.practice";
import { action as mergeAction } from "~/routes/_api+/api.practice.progress";
import { loader as linesLoader } from "~/routes/_api+/api.practice.lines";
import { loader as concertLoader } from "~/routes/_concerts+/concerts.$id";
import { loader as profileLoader } from "~/routes/_profile+/profile";
import { SECTION_TYPE_LYRICS } from "~/shared/constants";
import { callJson, sessionCookieFor, signedInUser } from "./helpers";

type Fan = { id: string; cookie: string };
let videoCounter = 0;

async function newFan(): Promise<Fan> {
  const { user, cookie } = await signedInUser();
  return { id: user.id, cookie };
}

async function newSong(title = "연습 노래") {
  videoCounter += 1;
  const youtubeId = `progVid${String(videoCounter).padStart(4, "0")}`;
  const { song } = await findOrCreateSong(
    { youtubeId, title, artist: "가상 가수", thumbnailUrl: null, duration: 200, detailsFrom: "youtube" },
    prisma,
  );
  return song.id;
}

async function newLine(userId: string, songId: number, options: { isPublic?: boolean; startTime?: number } = {}) {
  const start = options.startTime ?? 10;
  const section = await prisma.section.create({
    data: {
      userId,
      songId,
      type: SECTION_TYPE_LYRICS,
      name: "줄",
      startTime: start,
      endTime: start + 4,
      lyrics: "가상 응원 가사",
      isPublic: options.isPublic ?? false,
    },
  });
  return section.id;
}

const loop = (fan: Fan, sectionId: number, body?: unknown) =>
  callJson(loopAction, `/api/section/${sectionId}/practice`, {
    method: "POST",
    cookie: fan.cookie,
    params: { id: String(sectionId) },
    ...(body === undefined ? {} : { body }),
  });

const merge = (cookie: string, body: unknown) => callJson(mergeAction, "/api/practice/progress", { method: "POST", cookie, body });

const record = (userId: string, sectionId: number) =>
  prisma.practiceProgress.findUnique({ where: { userId_sectionId: { userId, sectionId } } });

let owner: Fan;
let other: Fan;

beforeAll(async () => {
  owner = await newFan();
  other = await newFan();
});

describe("POST /api/section/{id}/practice with progress", () => {
  test("a plain loop (no body, or {}) counts a loop and keeps no score; the section's count moves with it", async () => {
    const songId = await newSong();
    const line = await newLine(owner.id, songId);
    const first = await loop(owner, line);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: line,
      practiceCount: 1,
      progress: { loops: 1, bestScore: null, lastScore: null, cleanAtFullSpeed: false, readiness: "learning" },
    });
    expect((await loop(owner, line, {})).body).toMatchObject({ practiceCount: 2, progress: { loops: 2 } });
    expect(await record(owner.id, line)).toMatchObject({ songId, loops: 2, bestScore: null });
  });

  test("drills: the last score is the latest, the best the highest; 60 makes it almost", async () => {
    const line = await newLine(owner.id, await newSong());
    expect((await loop(owner, line, { drill: { score: 45, rate: 0.75, clean: false } })).body.progress).toEqual({
      loops: 1,
      bestScore: 45,
      lastScore: 45,
      cleanAtFullSpeed: false,
      readiness: "learning",
    });
    expect((await loop(owner, line, { drill: { score: 72, rate: 0.75, clean: false } })).body.progress).toMatchObject({
      bestScore: 72,
      lastScore: 72,
      readiness: "almost",
    });
    expect((await loop(owner, line, { drill: { score: 30, rate: 1, clean: false } })).body.progress).toMatchObject({
      loops: 3,
      bestScore: 72,
      lastScore: 30,
      readiness: "almost",
    });
    // A plain loop after a drill keeps the scores.
    expect((await loop(owner, line)).body.progress).toMatchObject({ loops: 4, bestScore: 72, lastScore: 30 });
  });

  test("clean only at 1x or faster and with a score of at least 50: then ready, and it stays", async () => {
    const line = await newLine(owner.id, await newSong());
    expect((await loop(owner, line, { drill: { score: 95, rate: 0.75, clean: true } })).body.progress).toMatchObject({
      cleanAtFullSpeed: false,
      readiness: "almost",
    });
    // The client's flag with a score no fan could set as clean is not trusted.
    expect((await loop(owner, line, { drill: { score: 40, rate: 1, clean: true } })).body.progress.cleanAtFullSpeed).toBe(false);
    expect((await loop(owner, line, { drill: { score: 85, rate: 1, clean: true } })).body.progress).toMatchObject({
      cleanAtFullSpeed: true,
      readiness: "ready",
    });
    expect((await loop(owner, line, { drill: { score: 20, rate: 1.25, clean: false } })).body.progress).toMatchObject({
      cleanAtFullSpeed: true,
      readiness: "ready",
      lastScore: 20,
      bestScore: 95,
    });
  });

  test("another fan's private line: 403 and nothing recorded; a shared line: their own record; an unknown id: 404", async () => {
    const songId = await newSong();
    const privateLine = await newLine(owner.id, songId);
    expect((await loop(other, privateLine)).status).toBe(403);
    expect(await record(other.id, privateLine)).toBeNull();
    expect((await prisma.section.findUniqueOrThrow({ where: { id: privateLine } })).practiceCount).toBe(0);
    const shared = await newLine(owner.id, songId, { isPublic: true, startTime: 30 });
    expect((await loop(other, shared, { drill: { score: 66, rate: 1, clean: false } })).body.progress.loops).toBe(1);
    expect(await record(owner.id, shared)).toBeNull();
    expect((await loop(other, 987_654_321)).status).toBe(404);
  });

  test("a bad body: 400 with the fields; broken JSON: 400; a guest: 401", async () => {
    const line = await newLine(owner.id, await newSong());
    const bad = await loop(owner, line, { drill: { score: 101, rate: 0.8, clean: "yes" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["drill.clean", "drill.rate", "drill.score"]);
    expect(bad.body.error.fields["drill.score"]).toEqual(["점수는 0에서 100 사이의 정수여야 해요."]);
    const broken = await callJson(loopAction, `/api/section/${line}/practice`, {
      method: "POST",
      cookie: owner.cookie,
      params: { id: String(line) },
      raw: "{drill",
    });
    expect(broken.status).toBe(400);
    expect(await record(owner.id, line)).toBeNull();
    const guest = (await sessionCookieFor(null)).cookie;
    expect((await callJson(loopAction, `/api/section/${line}/practice`, { method: "POST", cookie: guest, params: { id: String(line) } })).status).toBe(401);
  });

  test("20 loops at once all count, on the section and on the fan's record", async () => {
    const line = await newLine(owner.id, await newSong());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => loop(owner, line, index % 2 ? { drill: { score: 40 + index, rate: 1, clean: false } } : {})),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await record(owner.id, line)).toMatchObject({ loops: 20, bestScore: 59 });
    expect((await prisma.section.findUniqueOrThrow({ where: { id: line } })).practiceCount).toBe(20);
  });
});

describe("POST /api/practice/progress (a guest's records merged at sign-in)", () => {
  test("merges into the account's records, adds new ones, leaves out lines the account may not read, and a second send changes nothing", async () => {
    const fan = await newFan();
    const songId = await newSong();
    const practised = await newLine(fan.id, songId);
    const fresh = await newLine(fan.id, songId, { startTime: 40 });
    const othersPrivate = await newLine(owner.id, songId, { startTime: 60 });
    const othersShared = await newLine(owner.id, songId, { isPublic: true, startTime: 80 });
    await loop(fan, practised, { drill: { score: 70, rate: 0.75, clean: false } });
    // The account practised an hour ago, the guest a minute after that.
    const accountAt = new Date(Date.now() - 3_600_000);
    await prisma.practiceProgress.update({ where: { userId_sectionId: { userId: fan.id, sectionId: practised } }, data: { practisedAt: accountAt } });
    const later = new Date(accountAt.getTime() + 60_000).toISOString();
    const body = {
      records: [
        { sectionId: practised, loops: 3, bestScore: 64, lastScore: 52, cleanAtFullSpeed: false, practisedAt: later },
        { sectionId: fresh, loops: 2, bestScore: 90, lastScore: 90, cleanAtFullSpeed: true, practisedAt: later },
        { sectionId: othersPrivate, loops: 5, bestScore: 10, lastScore: 10, cleanAtFullSpeed: false, practisedAt: later },
        { sectionId: othersShared, loops: 1, bestScore: null, lastScore: null, cleanAtFullSpeed: false, practisedAt: later },
        { sectionId: 987_654_320, loops: 1, bestScore: null, lastScore: null, cleanAtFullSpeed: false, practisedAt: later },
      ],
    };
    const first = await merge(fan.cookie, body);
    expect(first).toMatchObject({ status: 200, body: { merged: 3 } });
    expect(await record(fan.id, practised)).toMatchObject({ loops: 4, bestScore: 70, lastScore: 52, cleanAtFullSpeed: false });
    expect((await record(fan.id, practised))!.practisedAt.toISOString()).toBe(later);
    expect(await record(fan.id, fresh)).toMatchObject({ songId, loops: 2, bestScore: 90, lastScore: 90, cleanAtFullSpeed: true });
    expect(await record(fan.id, othersShared)).toMatchObject({ loops: 1, bestScore: null });
    expect(await record(fan.id, othersPrivate)).toBeNull();
    // Sent again (a reload while the first was under way): nothing is counted twice.
    expect((await merge(fan.cookie, body)).body).toEqual({ merged: 0 });
    expect(await record(fan.id, practised)).toMatchObject({ loops: 4 });
    expect(await record(fan.id, fresh)).toMatchObject({ loops: 2 });
  });

  test("a clean flag without a clean score is not taken; a future time is taken as now", async () => {
    const fan = await newFan();
    const line = await newLine(fan.id, await newSong());
    const before = Date.now();
    await merge(fan.cookie, {
      records: [{ sectionId: line, loops: 1, bestScore: 30, lastScore: 30, cleanAtFullSpeed: true, practisedAt: "2099-01-01T00:00:00.000Z" }],
    });
    const stored = (await record(fan.id, line))!;
    expect(stored.cleanAtFullSpeed).toBe(false);
    expect(stored.practisedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(stored.practisedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  test("bad records: 400 with the fields; over 500 records: 400; a guest: 401", async () => {
    const bad = await merge(owner.cookie, {
      records: [{ sectionId: 0, loops: -1, bestScore: 200, lastScore: null, cleanAtFullSpeed: false, practisedAt: "yesterday" }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual([
      "records.0.bestScore",
      "records.0.loops",
      "records.0.practisedAt",
      "records.0.sectionId",
    ]);
    const one = { sectionId: 1, loops: 1, bestScore: null, lastScore: null, cleanAtFullSpeed: false, practisedAt: new Date().toISOString() };
    const tooMany = await merge(owner.cookie, { records: Array(501).fill(one) });
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body.error.fields)).toEqual(["records"]);
    expect((await merge((await sessionCookieFor(null)).cookie, { records: [] })).status).toBe(401);
  });
});

describe("reading progress", () => {
  test("a song's progress is its least ready line's; the practice page's lines carry the account's records", async () => {
    const fan = await newFan();
    const songId = await newSong();
    const ready = await newLine(fan.id, songId);
    const looped = await newLine(fan.id, songId, { startTime: 30 });
    await newLine(fan.id, songId, { startTime: 50 });
    await loop(fan, ready, { drill: { score: 88, rate: 1, clean: true } });
    await loop(fan, looped);
    await loop(fan, looped);
    expect((await songProgress(fan.id, [songId])).get(songId)).toMatchObject({ loops: 3, bestScore: 88, readiness: "learning" });
    const practice = await getPracticeSong(songId, fan.id);
    expect(practice!.lines.map((line) => line.progress?.readiness ?? null)).toEqual(["ready", "learning", null]);
    expect((await getPracticeSong(songId, null))!.lines.every((line) => line.progress === null)).toBe(true);
  });

  test("the profile's list: songs latest first, ten a page", async () => {
    const fan = await newFan();
    const songs: number[] = [];
    for (let index = 0; index < 11; index++) {
      const songId = await newSong(`곡 ${index}`);
      songs.push(songId);
      await loop(fan, await newLine(fan.id, songId));
    }
    const first = await profileProgress(fan.id, 1);
    expect(first.hasNext).toBe(true);
    expect(first.songs.map((song) => song.id)).toEqual(songs.slice(1).reverse());
    expect(first.songs[0]).toMatchObject({ title: "곡 10", artist: "가상 가수", progress: { loops: 1, readiness: "learning" } });
    const second = await profileProgress(fan.id, 2);
    expect(second).toMatchObject({ hasNext: false, page: 2 });
    expect(second.songs.map((song) => song.id)).toEqual([songs[0]]);
  });

  test("a concert's readiness: each setlist song once, counts per level, days left; a guest gets the days only", async () => {
    const fan = await newFan();
    const [readySong, learningSong, newSongId] = [await newSong(), await newSong(), await newSong()];
    await loop(fan, await newLine(fan.id, readySong), { drill: { score: 90, rate: 1, clean: true } });
    await loop(fan, await newLine(fan.id, learningSong));
    const concert = { startDate: "2026-12-02", setlist: [{ id: readySong }, { id: learningSong }, { id: newSongId }, { id: readySong }] };
    const now = new Date("2026-11-20T03:00:00Z");
    expect(await concertReadiness(fan.id, concert, now)).toEqual({
      daysLeft: 12,
      songs: [
        { songId: readySong, readiness: "ready" },
        { songId: learningSong, readiness: "learning" },
        { songId: newSongId, readiness: "new" },
      ],
      counts: { new: 1, learning: 1, almost: 0, ready: 1 },
    });
    expect(await concertReadiness(null, concert, now)).toEqual({ daysLeft: 12, songs: null, counts: null });
    expect((await concertReadiness(fan.id, concert, new Date("2026-12-03T03:00:00Z"))).daysLeft).toBeNull();
  });
});

describe("the pages", () => {
  test("the profile: an account's songs with progress, paged by ?progressPage=; a bad page is a 400 with the first page; a guest's list is the browser's", async () => {
    const fan = await newFan();
    const songId = await newSong("프로필 곡");
    await loop(fan, await newLine(fan.id, songId), { drill: { score: 61, rate: 0.75, clean: false } });
    const page = await callJson(profileLoader, "/profile", { cookie: fan.cookie });
    expect(page.status).toBe(200);
    expect(page.body.progress).toEqual({
      songs: [
        {
          id: songId,
          title: "프로필 곡",
          artist: "가상 가수",
          progress: { loops: 1, bestScore: 61, lastScore: 61, cleanAtFullSpeed: false, readiness: "almost", practisedAt: expect.any(String) },
        },
      ],
      page: 1,
      hasNext: false,
      error: null,
    });
    expect((await callJson(profileLoader, "/profile?progressPage=2", { cookie: fan.cookie })).body.progress.songs).toEqual([]);
    const bad = await callJson(profileLoader, "/profile?progressPage=zero", { cookie: fan.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.progress).toMatchObject({ page: 1, error: "profile:progress.badPage" });
    expect(bad.body.progress.songs).toHaveLength(1);
    const guest = await callJson(profileLoader, "/profile", { cookie: (await sessionCookieFor(null)).cookie });
    expect(guest.body.progress).toBeNull();
  });

  test("the concert page: an account's readiness of the setlist; a guest's is left to the browser", async () => {
    const fan = await newFan();
    const [readySong, otherSong] = [await newSong("준비된 곡"), await newSong("남은 곡")];
    await loop(fan, await newLine(fan.id, readySong), { drill: { score: 90, rate: 1, clean: true } });
    const concert = await prisma.concert.create({
      data: {
        artist: "가상 가수",
        tourName: "연습 투어",
        venue: "가상 홀",
        city: "서울",
        country: "대한민국",
        region: "domestic",
        startDate: "2099-01-10",
        endDate: "2099-01-11",
        setlist: { create: [{ position: 0, songId: readySong }, { position: 1, songId: otherSong }] },
      },
    });
    const open = (cookie: string) => callJson(concertLoader, `/concerts/${concert.id}`, { cookie, params: { id: String(concert.id) } });
    const page = await open(fan.cookie);
    expect(page.body.readiness).toMatchObject({
      songs: [
        { songId: readySong, readiness: "ready" },
        { songId: otherSong, readiness: "new" },
      ],
      counts: { new: 1, learning: 0, almost: 0, ready: 1 },
    });
    expect(page.body.readiness.daysLeft).toBeGreaterThan(0);
    expect((await open((await sessionCookieFor(null)).cookie)).body.readiness).toMatchObject({ songs: null, counts: null });
  });

  test("GET /api/practice/lines: the songs of shared lines for a guest, of the account's own too for it; others' private lines left out", async () => {
    const songId = await newSong("줄의 곡");
    const shared = await newLine(owner.id, songId, { isPublic: true });
    const privateLine = await newLine(owner.id, songId, { startTime: 40 });
    const guest = (await sessionCookieFor(null)).cookie;
    const ask = (cookie: string, ids: string) => callJson(linesLoader, `/api/practice/lines?ids=${ids}`, { cookie });
    const song = { id: songId, youtubeId: expect.any(String), title: "줄의 곡", artist: "가상 가수" };
    expect((await ask(guest, `${shared},${privateLine}`)).body).toEqual({ lines: [{ id: shared, song }] });
    expect((await ask(owner.cookie, `${shared},${privateLine}`)).body.lines.map((line: { id: number }) => line.id).sort()).toEqual(
      [shared, privateLine].sort(),
    );
    const bad = await ask(guest, "1,x");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(["ids"]);
    expect((await callJson(linesLoader, `/api/practice/lines?ids=${shared}`)).status).toBe(401);
  });
});
