// A guest's routines (issue 28), kept in this browser and never sent: the same
// shape as an account's (a name, the ladder, items of whole songs or lines),
// plus the titles the pages show, since nothing here asks the server. Stored
// versioned and validated before anything trusts it (as the player's local
// copies are: app/player/model/stored-player.ts); an unreadable copy is
// dropped rather than half-read. The changes are pure functions of the list;
// load and save survive a storage failure (private mode, a full disk). A new
// name, a renaming and a ladder are judged by the account forms' own schemas
// (app/schemas/routine.ts), so a guest meets the same rules and messages (i18n
// keys). Loaded on demand (it brings zod): the concert page's button and the
// routine pages import it when a guest acts.
import * as z from "zod";
import { LADDER_FROM_DEFAULT, LADDER_LOOPS_PER_STEP_DEFAULT, LADDER_TO_DEFAULT } from "~/practice/constants";
import { ROUTINE_ITEMS_MAX, ROUTINE_NAME_MAX_LENGTH, ROUTINES_PER_FAN_MAX } from "~/practice/routine-constants";
import { DATABASE_ID_MAX, PRACTICE_TARGET_MAX } from "~/shared/constants";
import { toPlaybackRate } from "~/shared/playback-rate";
import { RoutineItemAddSchema, RoutineLadderSchema, RoutineNameSchema } from "~/schemas/routine";
import { ROUTINES_STORAGE_KEY } from "~/shared/storage-keys";
import type { LocalPracticeSong } from "./local-practice";
import { movedItems, type RoutineLadder } from "./routine";

/** Bump when the stored shape changes; an older copy is then dropped. */
export const LOCAL_ROUTINES_VERSION = 1;

const Id = z.number().int().min(1).max(DATABASE_ID_MAX);
const Rate = z.number().refine((rate) => toPlaybackRate(rate) !== null);
const Text = z.string().max(300);

const LocalRoutineItemSchema = z.object({
  songId: Id,
  /** null: the whole song. */
  sectionId: Id.nullable(),
  title: Text,
  artist: Text,
  sectionName: Text.nullable(),
});

const LocalRoutineSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    name: z.string().trim().min(1).max(ROUTINE_NAME_MAX_LENGTH),
    concertId: Id.nullable(),
    ladderFrom: Rate,
    ladderTo: Rate,
    loopsPerStep: z.number().int().min(1).max(PRACTICE_TARGET_MAX),
    items: z.array(LocalRoutineItemSchema).max(ROUTINE_ITEMS_MAX),
    /** ms since the epoch: the list shows the latest changed first. */
    updatedAt: z.number(),
  })
  .refine((routine) => routine.ladderFrom <= routine.ladderTo);

const LocalRoutinesSchema = z.object({
  version: z.literal(LOCAL_ROUTINES_VERSION),
  routines: z
    .array(LocalRoutineSchema)
    .max(ROUTINES_PER_FAN_MAX)
    .refine((routines) => new Set(routines.map((routine) => routine.id)).size === routines.length),
});

export type LocalRoutine = z.infer<typeof LocalRoutineSchema>;
export type LocalRoutineItem = z.infer<typeof LocalRoutineItemSchema>;

export type LocalRoutinesRead = { status: "ok"; routines: LocalRoutine[] } | { status: "missing" } | { status: "corrupt" };

export function readLocalRoutines(raw: string | null): LocalRoutinesRead {
  if (raw === null) return { status: "missing" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { status: "corrupt" };
  }
  const result = LocalRoutinesSchema.safeParse(parsed);
  return result.success ? { status: "ok", routines: result.data.routines } : { status: "corrupt" };
}

export function serializeLocalRoutines(routines: readonly LocalRoutine[]): string {
  return JSON.stringify({ version: LOCAL_ROUTINES_VERSION, routines });
}

/** The latest changed first. */
export function sortedRoutines(routines: readonly LocalRoutine[]): LocalRoutine[] {
  return [...routines].sort((a, b) => b.updatedAt - a.updatedAt);
}

/**
 * What a change did, or why not: a cap (tooMany routines, tooManyItems), a
 * routine or item that is not there, or input the forms' rules refuse
 * (`invalid`: each field's message keys, as a form reply has them).
 */
export type LocalChange =
  | { ok: true; routines: LocalRoutine[]; id: string; created: boolean }
  | { ok: false; reason: "tooMany" | "tooManyItems" | "notFound" }
  | { ok: false; reason: "invalid"; errors: Record<string, string[]> };

type Invalid = Extract<LocalChange, { reason: "invalid" }>;

/** Zod's issues as a form's errors: field -> message keys (the form itself under ""). */
function invalid(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Invalid {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".");
    (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, reason: "invalid", errors };
}

function newRoutine(id: string, name: string, concertId: number | null, items: LocalRoutineItem[], now: number): LocalRoutine {
  return {
    id,
    name,
    concertId,
    ladderFrom: LADDER_FROM_DEFAULT,
    ladderTo: LADDER_TO_DEFAULT,
    loopsPerStep: LADDER_LOOPS_PER_STEP_DEFAULT,
    items,
    updatedAt: now,
  };
}

/**
 * A concert's setlist as a routine, each song a whole-song item (up to ROUTINE_ITEMS_MAX):
 * the one already made from this concert when there is one (`created: false`).
 */
export function addSetlistRoutine(
  routines: readonly LocalRoutine[],
  concert: { id: number; name: string; songs: ReadonlyArray<{ id: number; title: string; artist: string }> },
  { id, now }: { id: string; now: number },
): LocalChange {
  const existing = routines.find((routine) => routine.concertId === concert.id);
  if (existing) return { ok: true, routines: [...routines], id: existing.id, created: false };
  if (routines.length >= ROUTINES_PER_FAN_MAX) return { ok: false, reason: "tooMany" };
  const items = concert.songs
    .slice(0, ROUTINE_ITEMS_MAX)
    .map((song) => ({ songId: song.id, sectionId: null, title: song.title, artist: song.artist, sectionName: null }));
  const routine = newRoutine(id, concert.name.trim().slice(0, ROUTINE_NAME_MAX_LENGTH), concert.id, items, now);
  return { ok: true, routines: [...routines, routine], id, created: true };
}

/** An empty routine named by the fan (the account's rule: trimmed, 1 to ROUTINE_NAME_MAX_LENGTH characters). */
export function createLocalRoutine(routines: readonly LocalRoutine[], name: string, { id, now }: { id: string; now: number }): LocalChange {
  const checked = RoutineNameSchema.safeParse(name);
  if (!checked.success) return invalid(checked.error.issues.map((issue) => ({ ...issue, path: ["name"] })));
  if (routines.length >= ROUTINES_PER_FAN_MAX) return { ok: false, reason: "tooMany" };
  return { ok: true, routines: [...routines, newRoutine(id, checked.data, null, [], now)], id, created: true };
}

/** `change` applied to the routine `id` (its time of change moved on), or notFound. */
function changed(routines: readonly LocalRoutine[], id: string, now: number, change: (routine: LocalRoutine) => LocalRoutine | null): LocalChange {
  const index = routines.findIndex((routine) => routine.id === id);
  if (index < 0) return { ok: false, reason: "notFound" };
  const next = change(routines[index]!);
  if (next === null) return { ok: false, reason: "notFound" };
  const list = [...routines];
  list[index] = { ...next, updatedAt: now };
  return { ok: true, routines: list, id, created: false };
}

export function moveLocalItem(routines: readonly LocalRoutine[], id: string, index: number, direction: "up" | "down", now: number): LocalChange {
  return changed(routines, id, now, (routine) => {
    const items = movedItems(routine.items, index, direction);
    return items ? { ...routine, items } : null;
  });
}

export function removeLocalItem(routines: readonly LocalRoutine[], id: string, index: number, now: number): LocalChange {
  return changed(routines, id, now, (routine) =>
    index >= 0 && index < routine.items.length ? { ...routine, items: routine.items.filter((_, at) => at !== index) } : null,
  );
}

export function renameLocalRoutine(routines: readonly LocalRoutine[], id: string, name: string, now: number): LocalChange {
  const checked = RoutineNameSchema.safeParse(name);
  if (!checked.success) return invalid(checked.error.issues.map((issue) => ({ ...issue, path: ["name"] })));
  return changed(routines, id, now, (routine) => ({ ...routine, name: checked.data }));
}

/** The ladder every item climbs: rates the player offers, from <= to, 1 to PRACTICE_TARGET_MAX loops at each. */
export function setLocalLadder(routines: readonly LocalRoutine[], id: string, ladder: RoutineLadder, now: number): LocalChange {
  const checked = RoutineLadderSchema.safeParse(ladder);
  if (!checked.success) return invalid(checked.error.issues);
  return changed(routines, id, now, (routine) => ({ ...routine, ...checked.data }));
}

/** What a guest adds: a catalogue song, whole (`sectionId` null) or one of its shared lines, with the titles to show. */
export interface LocalItemInput {
  songId: number;
  sectionId: number | null;
  title: string;
  artist: string;
  sectionName: string | null;
}

/** Cut to what the store keeps (titles come from the server or the browser's sections, never typed here). */
const text = (value: string) => value.slice(0, 300);

/** The item at the end of the routine, up to ROUTINE_ITEMS_MAX. */
export function addLocalItem(routines: readonly LocalRoutine[], id: string, item: LocalItemInput, now: number): LocalChange {
  const checked = RoutineItemAddSchema.safeParse({ songId: item.songId, sectionId: item.sectionId });
  if (!checked.success) return invalid(checked.error.issues);
  const routine = routines.find((candidate) => candidate.id === id);
  if (!routine) return { ok: false, reason: "notFound" };
  if (routine.items.length >= ROUTINE_ITEMS_MAX) return { ok: false, reason: "tooManyItems" };
  const added: LocalRoutineItem = {
    ...checked.data,
    title: text(item.title),
    artist: text(item.artist),
    sectionName: checked.data.sectionId === null ? null : text(item.sectionName ?? ""),
  };
  return changed(routines, id, now, (current) => ({ ...current, items: [...current.items, added] }));
}

export function deleteLocalRoutine(routines: readonly LocalRoutine[], id: string): LocalChange {
  if (!routines.some((routine) => routine.id === id)) return { ok: false, reason: "notFound" };
  return { ok: true, routines: routines.filter((routine) => routine.id !== id), id, created: false };
}

/** A song a guest may add to a routine. */
export interface RoutineSongChoice {
  id: number;
  title: string;
  artist: string;
}

/**
 * The songs a guest may add: this browser's songs with lyrics lines that the
 * catalogue knows (`mine`), the archive's shared songs not among them
 * (`shared`), and the browser's songs known only by their video (`unlisted`):
 * an item names a catalogue song, so those cannot be added until the
 * catalogue has them.
 */
export function routineSongChoices(
  local: readonly LocalPracticeSong[],
  archive: ReadonlyArray<{ songId: number; title: string; artist: string }>,
): { mine: RoutineSongChoice[]; shared: RoutineSongChoice[]; unlisted: string[] } {
  const mine = local.flatMap((song) => (song.dbId !== null ? [{ id: song.dbId, title: song.title, artist: song.artist }] : []));
  const known = new Set(mine.map((song) => song.id));
  const shared = archive.filter((song) => !known.has(song.songId)).map((song) => ({ id: song.songId, title: song.title, artist: song.artist }));
  const unlisted = local.filter((song) => song.dbId === null).map((song) => song.title);
  return { mine, shared, unlisted };
}

/** A new routine's id: random, URL-safe. */
export function newLocalRoutineId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return Array.from(bytes, (byte) => byte.toString(36).padStart(2, "0")).join("").slice(0, 16);
}

// ---------------------------------------------------------------- storage

/** This browser's routines; an unreadable copy is removed (and reads as none). */
export function loadLocalRoutines(): LocalRoutine[] {
  try {
    const read = readLocalRoutines(localStorage.getItem(ROUTINES_STORAGE_KEY));
    if (read.status === "corrupt") localStorage.removeItem(ROUTINES_STORAGE_KEY);
    return read.status === "ok" ? read.routines : [];
  } catch {
    return [];
  }
}

/** Whether they were saved. */
export function saveLocalRoutines(routines: readonly LocalRoutine[]): boolean {
  try {
    localStorage.setItem(ROUTINES_STORAGE_KEY, serializeLocalRoutines(routines));
    return true;
  } catch {
    return false;
  }
}
