// A routine (issue 28) as the practice page runs it: pure. Each item is played
// at its own address on /practice (the song, the line, the ladder and where
// in which routine it is), so a routine is a chain of ordinary practice
// pages: reloadable, shareable with oneself, working without a routine
// runner of its own. The routine's ladder travels in the address too, as the
// practice preset's `from`, `to` and `loops` per step.
import { practicePresetQuery } from "./preset";
import { LOCAL_ROUTINE_PREFIX, ROUTINE_ITEMS_MAX } from "./routine-constants";

export interface RoutineLadder {
  ladderFrom: number;
  ladderTo: number;
  loopsPerStep: number;
}

export interface RoutineItemTarget {
  songId: number;
  /** null: the whole song (all its lines). */
  sectionId: number | null;
}

/** Which routine an address names: an account's (its id) or a guest's in this browser. */
export type RoutineRef = { kind: "account"; id: number } | { kind: "local"; id: string };

/** The routine part of a practice page's address. */
export interface RoutineStep {
  routine: RoutineRef;
  /** The item's index (0 is the first). */
  item: number;
}

/** A guest routine's id: letters, digits, "-" and "_" (what the browser store makes). */
const LOCAL_ID = /^[A-Za-z0-9_-]{1,40}$/;

export function routineParam(ref: RoutineRef): string {
  return ref.kind === "account" ? String(ref.id) : `${LOCAL_ROUTINE_PREFIX}${ref.id}`;
}

/** The routine step of a practice address (`routine`, `item`), or null when it names none. */
export function parseRoutineStep(params: URLSearchParams): RoutineStep | null {
  const routine = params.get("routine");
  const item = params.get("item") ?? "0";
  if (routine === null || !/^\d{1,3}$/.test(item) || Number(item) >= ROUTINE_ITEMS_MAX) return null;
  let ref: RoutineRef;
  if (routine.startsWith(LOCAL_ROUTINE_PREFIX)) {
    const id = routine.slice(LOCAL_ROUTINE_PREFIX.length);
    if (!LOCAL_ID.test(id)) return null;
    ref = { kind: "local", id };
  } else if (/^[1-9]\d{0,9}$/.test(routine) && Number(routine) <= 2_147_483_647) ref = { kind: "account", id: Number(routine) };
  else return null;
  return { routine: ref, item: Number(item) };
}

/** The practice page of one item of a routine, its ladder on. */
export function routineItemHref(ref: RoutineRef, items: readonly RoutineItemTarget[], index: number, ladder: RoutineLadder): string {
  const item = items[index]!;
  const preset = practicePresetQuery({
    sectionId: item.sectionId,
    loops: ladder.loopsPerStep,
    ladder: true,
    from: ladder.ladderFrom,
    to: ladder.ladderTo,
  });
  const routine = new URLSearchParams({ routine: routineParam(ref), item: String(index) });
  return `/practice?song=${item.songId}&${preset}&${routine.toString()}`;
}

/** `items` with the one at `index` moved one place up or down; null when it cannot move (an end, or no such item). */
export function movedItems<T>(items: readonly T[], index: number, direction: "up" | "down"): T[] | null {
  const other = direction === "up" ? index - 1 : index + 1;
  if (!Number.isInteger(index) || index < 0 || index >= items.length || other < 0 || other >= items.length) return null;
  const moved = [...items];
  [moved[index], moved[other]] = [moved[other]!, moved[index]!];
  return moved;
}

/** What the practice page says about the routine it runs: where, what next, where it ends. */
export interface RoutineBar {
  name: string;
  /** 1 for the first item. */
  number: number;
  count: number;
  /** The next item's title and practice page; null on the last item. */
  next: { title: string; href: string } | null;
  /** The routine's own page (an account's), or the list (a guest's: they are all there). */
  back: string;
}

/** The bar of item `index` of a routine, or null when it has no such item. */
export function routineBar(
  ref: RoutineRef,
  routine: RoutineLadder & { name: string; items: ReadonlyArray<RoutineItemTarget & { title: string }> },
  index: number,
): RoutineBar | null {
  if (index < 0 || index >= routine.items.length) return null;
  const following = routine.items[index + 1];
  return {
    name: routine.name,
    number: index + 1,
    count: routine.items.length,
    next: following ? { title: following.title, href: routineItemHref(ref, routine.items, index + 1, routine) } : null,
    back: ref.kind === "account" ? `/practice/routines/${ref.id}` : "/practice/routines",
  };
}

/** The routine part of a practice page: an account's, read by the server; a guest's, for the browser to find. */
export type RoutineOnPage = { kind: "account"; bar: RoutineBar } | { kind: "local"; id: string; item: number } | null;
