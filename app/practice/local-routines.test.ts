// A guest's routines in the browser (issue 28): only a copy of the current
// version that validates is trusted; a setlist becomes one routine (a second
// tap finds it); the cap holds; moves, removals and deletions; a routine by
// name, items added up to their cap, a new name and a ladder under the
// account forms' rules; which songs a guest may add.
import { describe, expect, test } from "vitest";
import {
  addLocalItem,
  addSetlistRoutine,
  createLocalRoutine,
  deleteLocalRoutine,
  LOCAL_ROUTINES_VERSION,
  moveLocalItem,
  readLocalRoutines,
  removeLocalItem,
  renameLocalRoutine,
  routineSongChoices,
  serializeLocalRoutines,
  setLocalLadder,
  type LocalChange,
  type LocalRoutine,
} from "./local-routines";
import { ROUTINE_ITEMS_MAX, ROUTINE_NAME_MAX_LENGTH, ROUTINES_PER_FAN_MAX } from "./routine-constants";

const concert = {
  id: 5,
  name: "가상밴드 첫 투어",
  songs: [
    { id: 1, title: "첫 곡", artist: "가상밴드" },
    { id: 2, title: "둘째 곡", artist: "가상밴드" },
    { id: 3, title: "셋째 곡", artist: "가상밴드" },
  ],
};

function made(): LocalRoutine[] {
  const change = addSetlistRoutine([], concert, { id: "r1", now: 1000 });
  if (!change.ok) throw new Error("not made");
  return change.routines;
}

describe("reading the stored copy", () => {
  test("a written copy reads back; none is missing", () => {
    const routines = made();
    expect(readLocalRoutines(serializeLocalRoutines(routines))).toEqual({ status: "ok", routines });
    expect(readLocalRoutines(null)).toEqual({ status: "missing" });
  });

  test("broken JSON, another version, a bad rate, a ladder climbing down, too many items or two of one id: corrupt", () => {
    const [routine] = made();
    const stored = (routines: unknown[], version = LOCAL_ROUTINES_VERSION) => JSON.stringify({ version, routines });
    expect(readLocalRoutines("{")).toEqual({ status: "corrupt" });
    expect(readLocalRoutines(stored([routine], 2))).toEqual({ status: "corrupt" });
    expect(readLocalRoutines(stored([{ ...routine, ladderFrom: 0.6 }]))).toEqual({ status: "corrupt" });
    expect(readLocalRoutines(stored([{ ...routine, ladderFrom: 1.25, ladderTo: 0.5 }]))).toEqual({ status: "corrupt" });
    expect(readLocalRoutines(stored([{ ...routine, items: Array(51).fill(routine!.items[0]) }]))).toEqual({ status: "corrupt" });
    expect(readLocalRoutines(stored([routine, routine]))).toEqual({ status: "corrupt" });
    expect(readLocalRoutines(stored([{ ...routine, id: "../x" }]))).toEqual({ status: "corrupt" });
  });
});

describe("changes", () => {
  test("a setlist: whole songs in order, the default ladder; a second tap finds it", () => {
    const routines = made();
    expect(routines).toEqual([
      {
        id: "r1",
        name: "가상밴드 첫 투어",
        concertId: 5,
        ladderFrom: 0.5,
        ladderTo: 1,
        loopsPerStep: 3,
        items: concert.songs.map((song) => ({ songId: song.id, sectionId: null, title: song.title, artist: song.artist, sectionName: null })),
        updatedAt: 1000,
      },
    ]);
    expect(addSetlistRoutine(routines, concert, { id: "r2", now: 2000 })).toEqual({ ok: true, routines, id: "r1", created: false });
  });

  test("at the cap, a new one is refused", () => {
    const full = Array.from({ length: ROUTINES_PER_FAN_MAX }, (_, index) => ({ ...made()[0]!, id: `r${index}`, concertId: index + 100 }));
    expect(addSetlistRoutine(full, concert, { id: "new", now: 1 })).toEqual({ ok: false, reason: "tooMany" });
  });

  test("move, remove and delete; an unknown routine or item is notFound", () => {
    const routines = made();
    const moved = moveLocalItem(routines, "r1", 0, "down", 3000);
    expect(moved.ok && moved.routines[0]!.items.map((item) => item.songId)).toEqual([2, 1, 3]);
    expect(moved.ok && moved.routines[0]!.updatedAt).toBe(3000);
    expect(moveLocalItem(routines, "r1", 0, "up", 3000)).toEqual({ ok: false, reason: "notFound" });
    const removed = removeLocalItem(routines, "r1", 1, 4000);
    expect(removed.ok && removed.routines[0]!.items.map((item) => item.songId)).toEqual([1, 3]);
    expect(removeLocalItem(routines, "r1", 3, 4000)).toEqual({ ok: false, reason: "notFound" });
    expect(removeLocalItem(routines, "nope", 0, 4000)).toEqual({ ok: false, reason: "notFound" });
    expect(deleteLocalRoutine(routines, "r1")).toEqual({ ok: true, routines: [], id: "r1", created: false });
    expect(deleteLocalRoutine(routines, "nope")).toEqual({ ok: false, reason: "notFound" });
  });
});

/** The routines of a change that must have been made. */
function routinesOf(change: LocalChange): LocalRoutine[] {
  if (!change.ok) throw new Error(`refused: ${change.reason}`);
  return change.routines;
}

const nameRequired = "practice:routines.validation.nameRequired";
const nameTooLong = "practice:routines.validation.nameTooLong";

describe("a routine by name", () => {
  test("an empty routine: the name trimmed, the default ladder, no concert; it reads back", () => {
    const routines = routinesOf(createLocalRoutine([], "  주말 공연 대비 ", { id: "n1", now: 500 }));
    expect(routines).toEqual([
      { id: "n1", name: "주말 공연 대비", concertId: null, ladderFrom: 0.5, ladderTo: 1, loopsPerStep: 3, items: [], updatedAt: 500 },
    ]);
    expect(readLocalRoutines(serializeLocalRoutines(routines))).toEqual({ status: "ok", routines });
  });

  test("80 characters are a name, 81 are too long; blank is none; an invisible character is refused", () => {
    expect(ROUTINE_NAME_MAX_LENGTH).toBe(80);
    expect(routinesOf(createLocalRoutine([], "가".repeat(80), { id: "n1", now: 1 }))[0]!.name).toHaveLength(80);
    expect(createLocalRoutine([], "가".repeat(81), { id: "n1", now: 1 })).toEqual({ ok: false, reason: "invalid", errors: { name: [nameTooLong] } });
    expect(createLocalRoutine([], "   ", { id: "n1", now: 1 })).toEqual({ ok: false, reason: "invalid", errors: { name: [nameRequired] } });
    expect(createLocalRoutine([], "", { id: "n1", now: 1 })).toEqual({ ok: false, reason: "invalid", errors: { name: [nameRequired] } });
    const invisible = createLocalRoutine([], "주말\u200b", { id: "n1", now: 1 });
    expect(invisible.ok === false && invisible.reason).toBe("invalid");
  });

  test("the 50th is made, the 51st is refused", () => {
    expect(ROUTINES_PER_FAN_MAX).toBe(50);
    let routines: LocalRoutine[] = [];
    for (let index = 0; index < 50; index += 1) {
      routines = routinesOf(createLocalRoutine(routines, `루틴 ${index}`, { id: `n${index}`, now: index }));
    }
    expect(routines).toHaveLength(50);
    expect(createLocalRoutine(routines, "하나 더", { id: "n50", now: 50 })).toEqual({ ok: false, reason: "tooMany" });
  });
});

describe("items", () => {
  const song = { songId: 7, sectionId: null, title: "가상 노래", artist: "가상밴드", sectionName: null };
  const line = { songId: 7, sectionId: 70, title: "가상 노래", artist: "가상밴드", sectionName: "후렴 콜" };

  test("a whole song and a line, at the end, in order; the routine's time moves on", () => {
    let routines = routinesOf(createLocalRoutine([], "주말", { id: "n1", now: 1 }));
    routines = routinesOf(addLocalItem(routines, "n1", song, 2));
    routines = routinesOf(addLocalItem(routines, "n1", line, 3));
    expect(routines[0]!.items).toEqual([song, line]);
    expect(routines[0]!.updatedAt).toBe(3);
    // A whole song keeps no line's name.
    expect(routinesOf(addLocalItem(routines, "n1", { ...song, sectionName: "무시" }, 4))[0]!.items[2]!.sectionName).toBeNull();
  });

  test("the 50th item is added, the 51st is refused; an unknown routine is notFound", () => {
    expect(ROUTINE_ITEMS_MAX).toBe(50);
    let routines = routinesOf(createLocalRoutine([], "주말", { id: "n1", now: 1 }));
    for (let index = 0; index < 50; index += 1) routines = routinesOf(addLocalItem(routines, "n1", song, 2));
    expect(routines[0]!.items).toHaveLength(50);
    expect(addLocalItem(routines, "n1", song, 3)).toEqual({ ok: false, reason: "tooManyItems" });
    expect(addLocalItem(routines, "nope", song, 3)).toEqual({ ok: false, reason: "notFound" });
  });

  test("a song or line id out of range is refused with the form's message; long titles are cut to 300", () => {
    const routines = routinesOf(createLocalRoutine([], "주말", { id: "n1", now: 1 }));
    expect(addLocalItem(routines, "n1", { ...song, songId: 0 }, 2)).toEqual({
      ok: false,
      reason: "invalid",
      errors: { songId: ["practice:routines.validation.song"] },
    });
    expect(addLocalItem(routines, "n1", { ...line, sectionId: 1.5 }, 2)).toEqual({
      ok: false,
      reason: "invalid",
      errors: { sectionId: ["practice:routines.validation.section"] },
    });
    const long = routinesOf(addLocalItem(routines, "n1", { ...song, title: "가".repeat(301) }, 2));
    expect(long[0]!.items[0]!.title).toHaveLength(300);
    expect(readLocalRoutines(serializeLocalRoutines(long)).status).toBe("ok");
  });
});

describe("name and ladder", () => {
  test("renamed (trimmed); a blank or 81-character name is refused and nothing changes", () => {
    const routines = made();
    const renamed = routinesOf(renameLocalRoutine(routines, "r1", " 토요일 ", 9));
    expect(renamed[0]).toMatchObject({ name: "토요일", updatedAt: 9 });
    expect(renameLocalRoutine(routines, "r1", " ", 9)).toEqual({ ok: false, reason: "invalid", errors: { name: [nameRequired] } });
    expect(renameLocalRoutine(routines, "r1", "a".repeat(81), 9)).toEqual({ ok: false, reason: "invalid", errors: { name: [nameTooLong] } });
    expect(renameLocalRoutine(routines, "nope", "토요일", 9)).toEqual({ ok: false, reason: "notFound" });
  });

  test("0.75 to 1.25 with 1 loop, and 1 to 1 with 99 loops, are kept", () => {
    const routines = made();
    expect(routinesOf(setLocalLadder(routines, "r1", { ladderFrom: 0.75, ladderTo: 1.25, loopsPerStep: 1 }, 9))[0]).toMatchObject({
      ladderFrom: 0.75,
      ladderTo: 1.25,
      loopsPerStep: 1,
      updatedAt: 9,
    });
    expect(routinesOf(setLocalLadder(routines, "r1", { ladderFrom: 1, ladderTo: 1, loopsPerStep: 99 }, 9))[0]).toMatchObject({
      ladderFrom: 1,
      ladderTo: 1,
      loopsPerStep: 99,
    });
  });

  test("a ladder climbing down, a rate the player lacks, 0, 100 or 1.5 loops: refused on their field", () => {
    const routines = made();
    const ladder = { ladderFrom: 0.5, ladderTo: 1, loopsPerStep: 3 };
    const refused = (key: string, field: string) => ({ ok: false, reason: "invalid", errors: { [field]: [`practice:routines.validation.${key}`] } });
    expect(setLocalLadder(routines, "r1", { ...ladder, ladderFrom: 1, ladderTo: 0.5 }, 9)).toEqual(refused("ladderOrder", "ladderTo"));
    expect(setLocalLadder(routines, "r1", { ...ladder, ladderFrom: 0.6 }, 9)).toEqual(refused("rate", "ladderFrom"));
    expect(setLocalLadder(routines, "r1", { ...ladder, loopsPerStep: 0 }, 9)).toEqual(refused("loops", "loopsPerStep"));
    expect(setLocalLadder(routines, "r1", { ...ladder, loopsPerStep: 100 }, 9)).toEqual(refused("loops", "loopsPerStep"));
    expect(setLocalLadder(routines, "r1", { ...ladder, loopsPerStep: 1.5 }, 9)).toEqual(refused("loops", "loopsPerStep"));
    expect(setLocalLadder(routines, "r1", { ...ladder, loopsPerStep: Number.NaN }, 9)).toEqual(refused("loops", "loopsPerStep"));
    expect(setLocalLadder(routines, "nope", ladder, 9)).toEqual({ ok: false, reason: "notFound" });
  });
});

describe("the songs a guest may add", () => {
  test("this browser's catalogue songs, then the archive's others; songs known only by their video are named apart", () => {
    const local = [
      { youtubeId: "aaaaaaaaaaa", dbId: 3, title: "가", artist: "밴드", lines: 2 },
      { youtubeId: "bbbbbbbbbbb", dbId: null, title: "나", artist: "밴드", lines: 1 },
    ];
    const archive = [
      { songId: 3, title: "가", artist: "밴드" },
      { songId: 4, title: "다", artist: "밴드" },
    ];
    expect(routineSongChoices(local, archive)).toEqual({
      mine: [{ id: 3, title: "가", artist: "밴드" }],
      shared: [{ id: 4, title: "다", artist: "밴드" }],
      unlisted: ["나"],
    });
  });
});
