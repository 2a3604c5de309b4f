// A guest's routines in the browser (issue 28): only a copy of the current
// version that validates is trusted; a setlist becomes one routine (a second
// tap finds it); the cap holds; moves, removals and deletions.
import { describe, expect, test } from "vitest";
import {
  addSetlistRoutine,
  deleteLocalRoutine,
  LOCAL_ROUTINES_VERSION,
  moveLocalItem,
  readLocalRoutines,
  removeLocalItem,
  serializeLocalRoutines,
  type LocalRoutine,
} from "./local-routines";
import { ROUTINES_PER_FAN_MAX } from "./routine-constants";

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
