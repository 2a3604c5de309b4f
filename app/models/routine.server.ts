// Routines (issue 28): a fan's named chain of whole songs and single lines,
// practised in order, each item climbing the routine's ladder. Private to
// their owner: another fan's routine is NOT_FOUND, never FORBIDDEN (its
// existence is nobody else's business). Every write runs in writeTransaction
// with the owner's account row locked first (decision 128), so the caps
// (ROUTINES_PER_FAN_MAX, ROUTINE_ITEMS_MAX), the items' positions (0..n-1,
// the primary key) and "one routine per concert" hold under concurrency on
// PostgreSQL; SQLite serialises writers anyway.
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { lockAccountForWrite, writeTransaction } from "~/db/write-locks.server";
import { getPracticeSong } from "~/models/practice.server";
import { ok, refuse, type Result } from "~/models/result";
import { ROUTINE_ITEMS_MAX, ROUTINE_NAME_MAX_LENGTH, ROUTINES_PAGE_SIZE, ROUTINES_PER_FAN_MAX } from "~/practice/routine-constants";
import type { RoutineItemAdd, RoutineLadderInput } from "~/schemas/routine";

type Tx = Prisma.TransactionClient;

const NOT_FOUND = refuse("NOT_FOUND", "practice:routines.errors.notFound");
const TOO_MANY_ROUTINES = refuse("CONFLICT", "practice:routines.errors.tooManyRoutines");
const TOO_MANY_ITEMS = refuse("CONFLICT", "practice:routines.errors.tooManyItems");
const SONG_NOT_FOUND = refuse("NOT_FOUND", "practice:routines.errors.songNotFound");
const LINE_NOT_FOUND = refuse("NOT_FOUND", "practice:routines.errors.lineNotFound");
const ITEM_NOT_FOUND = refuse("NOT_FOUND", "practice:routines.errors.itemNotFound");

export interface RoutineSummary {
  id: number;
  name: string;
  concertId: number | null;
  itemCount: number;
  /** ISO time of the last change. */
  updatedAt: string;
}

export interface RoutineItemView {
  position: number;
  songId: number;
  youtubeId: string;
  title: string;
  artist: string;
  /** null: the whole song. */
  sectionId: number | null;
  sectionName: string | null;
  start: number | null;
  end: number | null;
  /** Whether the song has lines the fan can practise (theirs, or the archive's): without any, practice shows its empty state. */
  hasLines: boolean;
}

export interface RoutineDetail {
  id: number;
  name: string;
  concert: { id: number; artist: string; tourName: string } | null;
  ladderFrom: number;
  ladderTo: number;
  loopsPerStep: number;
  items: RoutineItemView[];
}

/** One page of the fan's routines, the latest changed first, and whether another page follows. */
export async function listRoutines(userId: string, page = 1): Promise<{ routines: RoutineSummary[]; hasNext: boolean; total: number }> {
  const [rows, total] = await Promise.all([
    prisma.routine.findMany({
      where: { userId },
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * ROUTINES_PAGE_SIZE,
      take: ROUTINES_PAGE_SIZE + 1,
      select: { id: true, name: true, concertId: true, updatedAt: true, _count: { select: { items: true } } },
    }),
    prisma.routine.count({ where: { userId } }),
  ]);
  const routines = rows.slice(0, ROUTINES_PAGE_SIZE).map((row) => ({
    id: row.id,
    name: row.name,
    concertId: row.concertId,
    itemCount: row._count.items,
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { routines, hasNext: rows.length > ROUTINES_PAGE_SIZE, total };
}

/** The songs of `songIds` that have lines `userId` can practise: their own lyrics sections, or the archive's shared ones. */
async function songsWithLines(userId: string, songIds: number[]): Promise<Set<number>> {
  if (songIds.length === 0) return new Set();
  const [own, archive] = await Promise.all([
    prisma.section.groupBy({
      by: ["songId"],
      where: { userId, songId: { in: songIds }, lyrics: { not: null }, NOT: { lyrics: "" } },
    }),
    prisma.archiveSong.findMany({ where: { songId: { in: songIds }, lines: { gt: 0 } }, select: { songId: true } }),
  ]);
  return new Set([...own, ...archive].map((row) => row.songId));
}

/** The fan's routine with its items in order, or NOT_FOUND (none, or someone else's). */
export async function getRoutine(userId: string, id: number): Promise<Result<RoutineDetail>> {
  const routine = await prisma.routine.findFirst({
    where: { id, userId },
    select: {
      id: true,
      name: true,
      ladderFrom: true,
      ladderTo: true,
      loopsPerStep: true,
      concert: { select: { id: true, artist: true, tourName: true } },
      items: {
        orderBy: { position: "asc" },
        select: {
          position: true,
          songId: true,
          sectionId: true,
          song: { select: { youtubeId: true, title: true, artist: true } },
          section: { select: { name: true, startTime: true, endTime: true } },
        },
      },
    },
  });
  if (!routine) return NOT_FOUND;
  const withLines = await songsWithLines(userId, [...new Set(routine.items.map((item) => item.songId))]);
  return ok({
    ...routine,
    items: routine.items.map((item) => ({
      position: item.position,
      songId: item.songId,
      youtubeId: item.song.youtubeId,
      title: item.song.title,
      artist: item.song.artist,
      sectionId: item.sectionId,
      sectionName: item.section?.name ?? null,
      start: item.section?.startTime ?? null,
      end: item.section?.endTime ?? null,
      hasLines: withLines.has(item.songId),
    })),
  });
}

/** The fan's routine made from this concert's setlist, if any. */
export async function findSetlistRoutine(userId: string, concertId: number): Promise<{ id: number } | null> {
  return prisma.routine.findFirst({ where: { userId, concertId }, orderBy: { id: "asc" }, select: { id: true } });
}

/** A new routine, within the fan's cap: counted after the account is locked, so parallel creates stop at it. */
async function insertRoutine(
  tx: Tx,
  userId: string,
  data: { name: string; concertId?: number; songIds?: number[] },
): Promise<Result<{ id: number }>> {
  const count = await tx.routine.count({ where: { userId } });
  if (count >= ROUTINES_PER_FAN_MAX) return TOO_MANY_ROUTINES;
  const songIds = (data.songIds ?? []).slice(0, ROUTINE_ITEMS_MAX);
  const routine = await tx.routine.create({
    data: {
      userId,
      name: data.name.slice(0, ROUTINE_NAME_MAX_LENGTH),
      concertId: data.concertId ?? null,
      items: { create: songIds.map((songId, position) => ({ songId, position })) },
    },
    select: { id: true },
  });
  return ok(routine);
}

export async function createRoutine(userId: string, name: string): Promise<Result<{ id: number }>> {
  return writeTransaction(async (tx) => {
    await lockAccountForWrite(tx, userId);
    return insertRoutine(tx, userId, { name });
  });
}

/**
 * A concert's setlist as a routine (in one tap): each song a whole-song item, in setlist
 * order. The fan's routine of this concert when there is one already (`created: false`):
 * a second tap opens it rather than making a copy.
 */
export async function routineFromSetlist(
  userId: string,
  concertId: number,
  name: string,
): Promise<Result<{ id: number; created: boolean }>> {
  return writeTransaction(async (tx) => {
    await lockAccountForWrite(tx, userId);
    const existing = await tx.routine.findFirst({ where: { userId, concertId }, orderBy: { id: "asc" }, select: { id: true } });
    if (existing) return ok({ id: existing.id, created: false });
    const setlist = await tx.setlistEntry.findMany({ where: { concertId }, orderBy: { position: "asc" }, select: { songId: true } });
    if (setlist.length === 0) return refuse("NOT_FOUND", "practice:routines.errors.noSetlist");
    const made = await insertRoutine(tx, userId, { name, concertId, songIds: setlist.map((entry) => entry.songId) });
    return made.ok ? ok({ id: made.value.id, created: true }) : made;
  });
}

/** A place no item holds while positions are rewritten (the primary key is routine + position). */
const PARKED = -1;
/** Added to places while they shift: above every item's (ROUTINE_ITEMS_MAX). */
const SHIFT = 1000;

/**
 * Positions 0..n-1 again after a song or line was deleted (its items went by cascade, leaving
 * gaps), so that a form's place (the item's index as the page lists them) is its position.
 */
async function closeGaps(tx: Tx, routineId: number): Promise<void> {
  const positions = (await tx.routineItem.findMany({ where: { routineId }, orderBy: { position: "asc" }, select: { position: true } })).map(
    (item) => item.position,
  );
  if (positions.every((position, index) => position === index)) return;
  await tx.routineItem.updateMany({ where: { routineId }, data: { position: { increment: SHIFT } } });
  for (const [index, position] of positions.entries()) {
    await tx.routineItem.update({ where: { routineId_position: { routineId, position: position + SHIFT } }, data: { position: index } });
  }
}

/** A change to the fan's own routine: the account locked, the routine found (else NOT_FOUND), its time of change moved on. */
function changeRoutine<T>(userId: string, id: number, change: (tx: Tx) => Promise<Result<T>>): Promise<Result<T>> {
  return writeTransaction(async (tx) => {
    await lockAccountForWrite(tx, userId);
    const routine = await tx.routine.findFirst({ where: { id, userId }, select: { id: true } });
    if (!routine) return NOT_FOUND;
    await closeGaps(tx, id);
    const result = await change(tx);
    if (result.ok) await tx.routine.update({ where: { id }, data: { updatedAt: new Date() } });
    return result;
  });
}

export function renameRoutine(userId: string, id: number, name: string): Promise<Result<null>> {
  return changeRoutine(userId, id, async (tx) => {
    await tx.routine.update({ where: { id }, data: { name } });
    return ok(null);
  });
}

export function setRoutineLadder(userId: string, id: number, ladder: RoutineLadderInput): Promise<Result<null>> {
  return changeRoutine(userId, id, async (tx) => {
    await tx.routine.update({ where: { id }, data: ladder });
    return ok(null);
  });
}

/** Adds a whole song, or one line of it the fan can practise (theirs or a shared one), at the end. */
export async function addRoutineItem(userId: string, id: number, { songId, sectionId }: RoutineItemAdd): Promise<Result<{ position: number }>> {
  // Which lines the fan may practise is the practice page's own rule: read before the write.
  const practice = await getPracticeSong(songId, userId);
  if (!practice) return SONG_NOT_FOUND;
  if (sectionId !== null && !practice.lines.some((line) => line.id === sectionId)) return LINE_NOT_FOUND;
  return changeRoutine(userId, id, async (tx) => {
    const count = await tx.routineItem.count({ where: { routineId: id } });
    if (count >= ROUTINE_ITEMS_MAX) return TOO_MANY_ITEMS;
    await tx.routineItem.create({ data: { routineId: id, position: count, songId, sectionId } });
    return ok({ position: count });
  });
}

/** One place up or down (`position`: the item's index in the routine's order); `moved: false` at an end. */
export function moveRoutineItem(userId: string, id: number, position: number, direction: "up" | "down"): Promise<Result<{ moved: boolean }>> {
  return changeRoutine<{ moved: boolean }>(userId, id, async (tx) => {
    const other = direction === "up" ? position - 1 : position + 1;
    const count = await tx.routineItem.count({ where: { routineId: id } });
    if (position >= count) return ITEM_NOT_FOUND;
    if (other < 0 || other >= count) return ok({ moved: false });
    const key = (at: number) => ({ routineId_position: { routineId: id, position: at } });
    await tx.routineItem.update({ where: key(position), data: { position: PARKED } });
    await tx.routineItem.update({ where: key(other), data: { position } });
    await tx.routineItem.update({ where: key(PARKED), data: { position: other } });
    return ok({ moved: true });
  });
}

/** Removes the item; the ones after it move up a place (positions stay 0..n-1). */
export function removeRoutineItem(userId: string, id: number, position: number): Promise<Result<null>> {
  return changeRoutine(userId, id, async (tx) => {
    const removed = await tx.routineItem.deleteMany({ where: { routineId: id, position } });
    if (removed.count === 0) return ITEM_NOT_FOUND;
    // Through places above every item's: shifting down row by row could meet a neighbour's key.
    await tx.routineItem.updateMany({ where: { routineId: id, position: { gt: position } }, data: { position: { increment: SHIFT } } });
    await tx.routineItem.updateMany({ where: { routineId: id, position: { gte: SHIFT } }, data: { position: { decrement: SHIFT + 1 } } });
    return ok(null);
  });
}

export async function deleteRoutine(userId: string, id: number): Promise<Result<null>> {
  return writeTransaction(async (tx) => {
    await lockAccountForWrite(tx, userId);
    const removed = await tx.routine.deleteMany({ where: { id, userId } });
    return removed.count === 1 ? ok(null) : NOT_FOUND;
  });
}
