// Routines (issue 28) through their pages' loaders and actions, as Remix
// calls them: create, rename, the ladder, add (a whole song, a line), move,
// remove, delete; another fan's routine is a 404 for every read and write;
// the caps hold under parallel posts (SQLite and PostgreSQL: `npm run
// test:pg`); a concert's setlist becomes a routine in setlist order, a second
// tap opens it; bad input is a 400 whose errors read in Korean and English;
// and the practice page's routine bar.
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { i18nFor } from "~/i18n/i18next.server";
import { createConcert } from "~/models/concert.server";
import { ROUTINE_ITEMS_MAX, ROUTINES_PER_FAN_MAX } from "~/practice/routine-constants";
import { action as concertAction, loader as concertLoader } from "~/routes/_concerts+/concerts.$id";
import { loader as practiceLoader } from "~/routes/_practice+/practice";
import * as listRoute from "~/routes/_practice+/practice_.routines";
import * as routineRoute from "~/routes/_practice+/practice_.routines_.$id";
import { ConcertInputSchema } from "~/schemas/concert";
import { SECTION_TYPE_LYRICS } from "~/shared/constants";
import { fieldErrorsOf } from "../setup/replies";
import { callJson, callRoute, createActor, sessionCookieFor, signedInUser } from "./helpers";

let fan: { id: string; cookie: string };
let other: { id: string; cookie: string };
let songIds: number[];
let lineId: number;
let concertId: number;

async function newFan() {
  const { user, cookie } = await signedInUser();
  return { id: user.id, cookie };
}

beforeAll(async () => {
  fan = await newFan();
  other = await newFan();
  songIds = [];
  for (const [i, title] of ["루틴 첫 곡", "루틴 둘째 곡", "루틴 셋째 곡"].entries()) {
    const song = await prisma.song.create({ data: { youtubeId: `rout${i}000000`, title, artist: "가상밴드", duration: 180 } });
    songIds.push(song.id);
  }
  // One line on the second song (invented words): the other songs have none.
  lineId = (
    await prisma.section.create({
      data: { userId: fan.id, songId: songIds[1]!, type: SECTION_TYPE_LYRICS, name: "후렴", startTime: 10, endTime: 18, lyrics: "가상 응원 하나" },
    })
  ).id;
  const admin = await createActor("admin");
  const concert = await createConcert(
    admin,
    ConcertInputSchema.parse({
      artist: "가상밴드",
      tourName: "루틴 투어",
      venue: "가상 홀",
      city: "서울",
      country: "대한민국",
      region: "domestic",
      startDate: "2026-12-19",
      endDate: "2026-12-20",
      setlist: [songIds[2]!, songIds[0]!, songIds[1]!],
    }),
  );
  if (!concert.ok) throw new Error("no concert");
  concertId = concert.value.id;
});

beforeEach(async () => {
  await prisma.routine.deleteMany({ where: { userId: { in: [fan.id, other.id] } } });
});

const post = (path: string, cookie: string, form: Record<string, string>) =>
  callRoute(path === "/practice/routines" ? listRoute : routineRoute, path, { cookie, form, params: { id: path.split("/")[3] } });

const open = (id: number, cookie: string, query = "") =>
  callJson(routineRoute, `/practice/routines/${id}${query}`, { cookie, params: { id: String(id) } });

async function created(cookie: string, name = "주말 연습"): Promise<number> {
  const response = await post("/practice/routines", cookie, { intent: "create", name });
  expect(response).toHaveRedirect(/^\/practice\/routines\/\d+$/, { status: 303 });
  return Number(response.headers.get("Location")!.split("/").pop());
}

const items = async (id: number) =>
  (await prisma.routineItem.findMany({ where: { routineId: id }, orderBy: { position: "asc" } })).map((item) => [item.position, item.songId, item.sectionId]);

describe("a routine's life", () => {
  test("create, add a whole song and a line, move, remove, rename, ladder, delete", async () => {
    const id = await created(fan.cookie);
    const here = `/practice/routines/${id}`;
    const add = (form: Record<string, string>) => post(here, fan.cookie, { intent: "add", ...form });
    await expect(await add({ songId: String(songIds[0]) })).toSendToast({ key: "practice:routines.toast.itemAdded" });
    expect(await add({ songId: String(songIds[1]), sectionId: String(lineId) })).toHaveRedirect(here, { status: 303 });
    await add({ songId: String(songIds[2]), sectionId: "" });
    expect(await items(id)).toEqual([
      [0, songIds[0], null],
      [1, songIds[1], lineId],
      [2, songIds[2], null],
    ]);

    await expect(await post(here, fan.cookie, { intent: "move", position: "2", direction: "up" })).toSendToast({ key: "practice:routines.toast.moved" });
    await post(here, fan.cookie, { intent: "move", position: "0", direction: "down" });
    expect((await items(id)).map(([, songId]) => songId)).toEqual([songIds[2], songIds[0], songIds[1]]);
    // At an end nothing moves, and the fan is told so.
    await expect(await post(here, fan.cookie, { intent: "move", position: "0", direction: "up" })).toSendToast({ key: "practice:routines.toast.notMoved" });

    await expect(await post(here, fan.cookie, { intent: "remove", position: "0" })).toSendToast({ key: "practice:routines.toast.removed" });
    expect(await items(id)).toEqual([
      [0, songIds[0], null],
      [1, songIds[1], lineId],
    ]);
    await expect(await post(here, fan.cookie, { intent: "remove", position: "5" })).toSendToast({ type: "error", key: "practice:routines.errors.itemNotFound" });

    await post(here, fan.cookie, { intent: "rename", name: "  공연 전날  " });
    await post(here, fan.cookie, { intent: "ladder", ladderFrom: "0.75", ladderTo: "1.25", loopsPerStep: "2" });
    const page = await open(id, fan.cookie);
    expect(page.status).toBe(200);
    expect(page.body.routine).toMatchObject({ name: "공연 전날", ladderFrom: 0.75, ladderTo: 1.25, loopsPerStep: 2, concert: null });
    // Songs without lines are marked: the runner would show its empty state.
    expect(page.body.routine.items.map((item: { title: string; hasLines: boolean }) => [item.title, item.hasLines])).toEqual([
      ["루틴 첫 곡", false],
      ["루틴 둘째 곡", true],
    ]);

    const list = await callJson(listRoute, "/practice/routines", { cookie: fan.cookie });
    expect(list.body).toMatchObject({ guest: false, total: 1, routines: [{ id, name: "공연 전날", itemCount: 2, concertId: null }] });

    const deleted = await post(here, fan.cookie, { intent: "delete" });
    expect(deleted).toHaveRedirect("/practice/routines", { status: 303 });
    await expect(deleted).toSendToast({ key: "practice:routines.toast.deleted" });
    expect(await prisma.routine.count({ where: { id } })).toBe(0);
    expect(await prisma.routineItem.count({ where: { routineId: id } })).toBe(0);
  });

  test("the add form offers the fan's songs and the chosen song's lines; a deleted line's item goes with it", async () => {
    const id = await created(fan.cookie);
    const page = await open(id, fan.cookie, `?add=${songIds[1]}`);
    expect(page.body.choices.mine.map((song: { id: number }) => song.id)).toContain(songIds[1]);
    expect(page.body.chosen).toEqual({
      song: { id: songIds[1], title: "루틴 둘째 곡", artist: "가상밴드" },
      lines: [{ id: lineId, name: "후렴", start: 10, end: 18 }],
    });
    expect(page.body.routine.items).toEqual([]);
    const extra = await prisma.section.create({
      data: { userId: fan.id, songId: songIds[1]!, type: SECTION_TYPE_LYRICS, name: "잠깐", startTime: 20, endTime: 22, lyrics: "가상 응원 둘" },
    });
    const here = `/practice/routines/${id}`;
    await post(here, fan.cookie, { intent: "add", songId: String(songIds[1]), sectionId: String(extra.id) });
    await post(here, fan.cookie, { intent: "add", songId: String(songIds[0]) });
    await prisma.section.delete({ where: { id: extra.id } });
    expect(await items(id)).toEqual([[1, songIds[0], null]]);
    // The gap a cascade leaves is closed by the next change: forms name an item by its place in the list.
    await post(here, fan.cookie, { intent: "add", songId: String(songIds[2]) });
    expect((await open(id, fan.cookie)).body.routine.items.map((item: { songId: number }) => item.songId)).toEqual([songIds[0], songIds[2]]);
  });

  test("someone else's line, an unknown song or a line of another song is refused", async () => {
    const id = await created(other.cookie);
    const here = `/practice/routines/${id}`;
    // The fan's line is private: the other fan cannot practise it, so cannot add it.
    await expect(await post(here, other.cookie, { intent: "add", songId: String(songIds[1]), sectionId: String(lineId) })).toSendToast({
      type: "error",
      key: "practice:routines.errors.lineNotFound",
    });
    await expect(await post(here, other.cookie, { intent: "add", songId: "999999" })).toSendToast({ type: "error", key: "practice:routines.errors.songNotFound" });
    expect(await items(id)).toEqual([]);
  });
});

describe("ownership", () => {
  test("another fan's routine: 404 to read and to every write; nothing changes", async () => {
    const id = await created(fan.cookie);
    const here = `/practice/routines/${id}`;
    await post(here, fan.cookie, { intent: "add", songId: String(songIds[0]) });
    expect((await open(id, other.cookie)).status).toBe(404);
    const writes: Array<Record<string, string>> = [
      { intent: "rename", name: "남의 것" },
      { intent: "ladder", ladderFrom: "0.5", ladderTo: "1", loopsPerStep: "3" },
      { intent: "add", songId: String(songIds[1]) },
      { intent: "move", position: "0", direction: "down" },
      { intent: "remove", position: "0" },
      { intent: "delete" },
    ];
    for (const form of writes) {
      expect((await post(here, other.cookie, form)).status, form.intent).toBe(404);
    }
    expect(await prisma.routine.findUnique({ where: { id }, select: { name: true } })).toEqual({ name: "주말 연습" });
    expect(await items(id)).toEqual([[0, songIds[0], null]]);
    // Unknown and malformed ids are 404s too.
    expect((await open(999_999, fan.cookie)).status).toBe(404);
    expect((await callJson(routineRoute, "/practice/routines/abc", { cookie: fan.cookie, params: { id: "abc" } })).status).toBe(404);
  });

  test("a guest's routines are in the browser: the list is empty for the server, the detail page sends them there, posts make nothing", async () => {
    const { cookie } = await sessionCookieFor(null);
    expect((await callJson(listRoute, "/practice/routines", { cookie })).body).toMatchObject({ guest: true, routines: [] });
    expect(await callRoute(routineRoute, "/practice/routines/1", { cookie, params: { id: "1" } })).toHaveRedirect("/practice/routines");
    const refused = await post("/practice/routines", cookie, { intent: "create", name: "게스트" });
    await expect(refused).toSendToast({ key: "practice:routines.errors.guest" });
  });
});

describe("caps under concurrency", () => {
  test(`parallel creates stop at ${ROUTINES_PER_FAN_MAX} routines`, async () => {
    const burst = await newFan();
    await prisma.routine.createMany({ data: Array.from({ length: ROUTINES_PER_FAN_MAX - 5 }, (_, i) => ({ userId: burst.id, name: `r${i}` })) });
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => post("/practice/routines", burst.cookie, { intent: "create", name: `동시 ${i}` })));
    expect(await prisma.routine.count({ where: { userId: burst.id } })).toBe(ROUTINES_PER_FAN_MAX);
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 303);
    expect(refused.map((answer) => answer.status)).toEqual(Array(10).fill(409));
    expect(fieldErrorsOf(await refused[0]!.json())).toEqual({ name: ["practice:routines.errors.tooManyRoutines"] });
  });

  test(`parallel adds stop at ${ROUTINE_ITEMS_MAX} items, positions 0..n-1; parallel moves keep them distinct`, async () => {
    const id = await created(fan.cookie);
    await prisma.routineItem.createMany({
      data: Array.from({ length: ROUTINE_ITEMS_MAX - 4 }, (_, position) => ({ routineId: id, position, songId: songIds[position % 3]! })),
    });
    const here = `/practice/routines/${id}`;
    await Promise.all(Array.from({ length: 12 }, () => post(here, fan.cookie, { intent: "add", songId: String(songIds[0]) })));
    const positions = (await items(id)).map(([position]) => position);
    expect(positions).toEqual(Array.from({ length: ROUTINE_ITEMS_MAX }, (_, i) => i));
    await expect(await post(here, fan.cookie, { intent: "add", songId: String(songIds[0]) })).toSendToast({
      type: "error",
      key: "practice:routines.errors.tooManyItems",
      values: { max: ROUTINES_PER_FAN_MAX, items: ROUTINE_ITEMS_MAX },
    });
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => post(here, fan.cookie, { intent: "move", position: String(i * 2), direction: i % 2 ? "up" : "down" })),
      ...Array.from({ length: 5 }, () => post(here, fan.cookie, { intent: "remove", position: "3" })),
    ]);
    expect((await items(id)).map(([position]) => position)).toEqual(Array.from({ length: ROUTINE_ITEMS_MAX - 5 }, (_, i) => i));
  });
});

describe("a concert's setlist as a routine", () => {
  const tap = (cookie: string) =>
    callRoute(concertAction, `/concerts/${concertId}`, { cookie, form: { intent: "makeRoutine" }, params: { id: String(concertId) } });

  test("whole songs in setlist order, named after the concert; a second tap (also at once) opens the same one", async () => {
    const first = await tap(fan.cookie);
    expect(first).toHaveRedirect(/^\/practice\/routines\/\d+$/, { status: 303 });
    await expect(first).toSendToast({ type: "success", key: "concerts:setlistRoutine.created" });
    const id = Number(first.headers.get("Location")!.split("/").pop());
    expect(await items(id)).toEqual([
      [0, songIds[2], null],
      [1, songIds[0], null],
      [2, songIds[1], null],
    ]);
    const page = await open(id, fan.cookie);
    expect(page.body.routine).toMatchObject({ name: "가상밴드 루틴 투어", concert: { id: concertId, tourName: "루틴 투어" } });
    expect(page.body.routine.items.map((item: { hasLines: boolean }) => item.hasLines)).toEqual([false, false, true]);

    const again = await tap(fan.cookie);
    expect(again).toHaveRedirect(`/practice/routines/${id}`, { status: 303 });
    await expect(again).toSendToast({ type: "info", key: "concerts:setlistRoutine.existing" });
    const concertPage = await callJson(concertLoader, `/concerts/${concertId}`, { cookie: fan.cookie, params: { id: String(concertId) } });
    expect(concertPage.body.setlistRoutine).toEqual({ id });

    const burst = await Promise.all(Array.from({ length: 8 }, () => tap(other.cookie)));
    expect(new Set(burst.map((answer) => answer.headers.get("Location"))).size).toBe(1);
    expect(await prisma.routine.count({ where: { userId: other.id, concertId } })).toBe(1);
  });

  test("a guest's post makes nothing on the server (their routine is made in the browser)", async () => {
    const { cookie } = await sessionCookieFor(null);
    const answer = await tap(cookie);
    expect(answer).toHaveRedirect(`/concerts/${concertId}`, { status: 303 });
    await expect(answer).toSendToast({ key: "practice:routines.errors.guest" });
    expect(await prisma.routine.count({ where: { concertId } })).toBe(0);
  });
});

describe("bad input: 400 with the field's errors, what was typed kept, in Korean and English", () => {
  const both = (key: string) => [i18nFor("ko").t(key), i18nFor("en").t(key)];

  test("names, the ladder, items", async () => {
    const id = await created(fan.cookie);
    const here = `/practice/routines/${id}`;
    const cases: Array<[string, Record<string, string>, Record<string, string[]>]> = [
      ["/practice/routines", { intent: "create", name: "   " }, { name: ["practice:routines.validation.nameRequired"] }],
      ["/practice/routines", { intent: "create", name: "가".repeat(81) }, { name: ["practice:routines.validation.nameTooLong"] }],
      [here, { intent: "rename", name: "" }, { name: ["practice:routines.validation.nameRequired"] }],
      [here, { intent: "ladder", ladderFrom: "1.25", ladderTo: "0.5", loopsPerStep: "3" }, { ladderTo: ["practice:routines.validation.ladderOrder"] }],
      [
        here,
        { intent: "ladder", ladderFrom: "0.6", ladderTo: "2", loopsPerStep: "0" },
        {
          ladderFrom: ["practice:routines.validation.rate"],
          ladderTo: ["practice:routines.validation.rate"],
          loopsPerStep: ["practice:routines.validation.loops"],
        },
      ],
      [here, { intent: "add", songId: "abc" }, { songId: ["practice:routines.validation.song"] }],
      [here, { intent: "move", position: "-1", direction: "sideways" }, { position: ["practice:routines.validation.item"], direction: ["practice:routines.validation.direction"] }],
    ];
    for (const [path, form, errors] of cases) {
      const answer = await post(path, fan.cookie, form);
      expect(answer.status, JSON.stringify(form)).toBe(400);
      await expect(answer).toHaveFieldErrors(errors);
      for (const key of Object.values(errors).flat()) {
        const [ko, en] = both(key);
        expect(ko).not.toBe(key.split(":")[1]);
        expect(en).not.toBe(key.split(":")[1]);
        expect(ko).not.toBe(en);
        expect(ko).toMatch(/[가-힣]/);
      }
    }
    const typed = await (await post(here, fan.cookie, { intent: "ladder", ladderFrom: "1.25", ladderTo: "0.5", loopsPerStep: "7" })).json();
    expect(typed.result.initialValue).toMatchObject({ ladderFrom: "1.25", ladderTo: "0.5", loopsPerStep: "7" });
    expect((await post(here, fan.cookie, { intent: "unknown" })).status).toBe(400);
  });
});

describe("the practice page of a routine's item", () => {
  test("the bar, the next item's address, the ladder from the address; auto-start after the first", async () => {
    const first = await tap();
    const id = Number(first.headers.get("Location")!.split("/").pop());
    await post(`/practice/routines/${id}`, fan.cookie, { intent: "ladder", ladderFrom: "0.75", ladderTo: "1", loopsPerStep: "2" });
    const at = (item: number, song: number) =>
      callJson(practiceLoader, `/practice?song=${song}&loops=2&ladder=1&routine=${id}&item=${item}&from=0.75&to=1`, { cookie: fan.cookie });
    const one = await at(0, songIds[2]!);
    expect(one.body.routine).toEqual({
      kind: "account",
      bar: {
        name: "가상밴드 루틴 투어",
        number: 1,
        count: 3,
        next: { title: "루틴 첫 곡", href: `/practice?song=${songIds[0]}&loops=2&ladder=1&from=0.75&to=1&routine=${id}&item=1` },
        back: `/practice/routines/${id}`,
      },
    });
    expect(one.body.preset).toEqual({ sectionId: null, rate: null, loops: 2, hide: null, ladder: true, from: 0.75, to: 1 });
    expect(one.body.autoStart).toBe(false);
    const last = await at(2, songIds[1]!);
    expect(last.body.routine.bar).toMatchObject({ number: 3, next: null });
    expect(last.body.autoStart).toBe(true);
    // Someone else's routine: the song's practice, without a bar.
    const theirs = await callJson(practiceLoader, `/practice?song=${songIds[0]}&routine=${id}&item=0`, { cookie: other.cookie });
    expect(theirs.body).toMatchObject({ routine: null, autoStart: false });
    // A guest's routine is left to the browser.
    const { cookie } = await sessionCookieFor(null);
    const local = await callJson(practiceLoader, `/practice?song=${songIds[0]}&routine=local:abc&item=1`, { cookie });
    expect(local.body).toMatchObject({ routine: { kind: "local", id: "abc", item: 1 }, autoStart: true });
  });

  function tap() {
    return callRoute(concertAction, `/concerts/${concertId}`, { cookie: fan.cookie, form: { intent: "makeRoutine" }, params: { id: String(concertId) } });
  }
});
