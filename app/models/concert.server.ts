// Concerts and their setlists (issue 12). The status is never stored: it is
// derived from the dates in Korea's calendar (app/shared/concert-status.ts),
// unless an admin set "sold out" or "on sale"; the list's status filter is the
// same rule written as SQL (decision 091). createConcert, updateConcert and
// deleteConcert are what the admin area (issue 13) builds its forms on; each
// writes its audit entry in the same transaction.
import { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { recordAudit } from "~/models/audit-log.server";
import { ok, refuse, type Result } from "~/models/result";
import type { ConcertInput } from "~/schemas/concert";
import type { Song } from "~/schemas/song";
import { concertStatus } from "~/shared/concert-status";
import { koreaDay } from "~/shared/korea-time";
import type { Actor } from "~/shared/permissions";
import {
  CONCERTS_PAGE_SIZE,
  SETLIST_MAX_SONGS,
  type ConcertRegion,
  type ConcertStatus,
  type ConcertStatusOverride,
} from "~/shared/constants";
import { isoFromSql, readRows, sqlDate, type SqlValue } from "~/db/reads.server";

export interface ConcertSummary {
  id: number;
  artist: string;
  tourName: string;
  venue: string;
  city: string;
  country: string;
  region: ConcertRegion;
  startDate: string;
  endDate: string;
  ticketUrl: string | null;
  ticketOpenAt: string | null;
  statusOverride: ConcertStatusOverride | null;
  status: ConcertStatus;
  songCount: number;
}

interface ConcertRow extends Omit<ConcertSummary, "status"> {}

function withStatus(row: ConcertRow, now: Date): ConcertSummary {
  const ticketOpenAt = row.ticketOpenAt ? isoFromSql(row.ticketOpenAt) : null;
  return { ...row, ticketOpenAt, status: concertStatus({ ...row, ticketOpenAt }, now) };
}

/** The status rule of concertStatus as a condition on Concert `c` (keep the two in step; tests check both). */
function statusCondition(status: ConcertStatus, now: Date): { sql: string; params: SqlValue[] } {
  const today = koreaDay(now);
  const at = sqlDate(now);
  switch (status) {
    case "ended":
      return { sql: `c."endDate" < ?`, params: [today] };
    case "sold_out":
      return { sql: `c."endDate" >= ? AND c."statusOverride" = 'sold_out'`, params: [today] };
    case "on_sale":
      return {
        sql: `c."endDate" >= ? AND (c."statusOverride" = 'on_sale'
               OR (c."statusOverride" IS NULL AND c."ticketOpenAt" IS NOT NULL AND c."ticketOpenAt" <= ?))`,
        params: [today, at],
      };
    case "upcoming":
      return {
        sql: `c."endDate" >= ? AND c."statusOverride" IS NULL AND (c."ticketOpenAt" IS NULL OR c."ticketOpenAt" > ?)`,
        params: [today, at],
      };
  }
}

const SUMMARY_COLUMNS = `c."id", c."artist", c."tourName", c."venue", c."city", c."country", c."region", c."startDate",
  c."endDate", c."ticketUrl", c."ticketOpenAt", c."statusOverride",
  (SELECT count(*) FROM "SetlistEntry" e WHERE e."concertId" = c."id") AS "songCount"`;

/**
 * A page of concerts, by date: the ones still to come (or on now) first, soonest
 * first, then the ended ones, the latest first. Filtered by status and region.
 */
export async function listConcerts(
  {
    status,
    region,
    page = 1,
    pageSize = CONCERTS_PAGE_SIZE,
  }: { status?: ConcertStatus; region?: ConcertRegion; page?: number; pageSize?: number },
  now = new Date(),
): Promise<{ concerts: ConcertSummary[]; hasMore: boolean }> {
  const conditions: string[] = [];
  const params: SqlValue[] = [];
  if (status) {
    const condition = statusCondition(status, now);
    conditions.push(`(${condition.sql})`);
    params.push(...condition.params);
  }
  if (region) {
    conditions.push(`c."region" = ?`);
    params.push(region);
  }
  const today = koreaDay(now);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
  const rows = await readRows<ConcertRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM "Concert" c ${where}
     ORDER BY c."endDate" < ?, CASE WHEN c."endDate" < ? THEN NULL ELSE c."startDate" END, c."startDate" DESC, c."id"
     LIMIT ? OFFSET ?`,
    [...params, today, today, pageSize + 1, (page - 1) * pageSize],
  );
  return { concerts: rows.slice(0, pageSize).map((row) => withStatus(row, now)), hasMore: rows.length > pageSize };
}

export interface SetlistSong extends Song {
  position: number;
  /** Shared chant lines of the song in the archive. */
  chantLines: number;
}

export interface ConcertDetail extends ConcertSummary {
  setlist: SetlistSong[];
}

export async function getConcert(id: number, now = new Date()): Promise<ConcertDetail | null> {
  const [row] = await readRows<ConcertRow>(`SELECT ${SUMMARY_COLUMNS} FROM "Concert" c WHERE c."id" = ?`, [id]);
  if (!row) return null;
  const setlist = await readRows<SetlistSong>(
    `SELECT e."position", g."id", g."youtubeId", g."title", g."artist", g."thumbnailUrl", g."duration",
            coalesce(a."lines", 0) AS "chantLines"
     FROM "SetlistEntry" e JOIN "Song" g ON g."id" = e."songId" LEFT JOIN "ArchiveSong" a ON a."songId" = g."id"
     WHERE e."concertId" = ? ORDER BY e."position"`,
    [id],
  );
  return { ...withStatus(row, now), setlist };
}

const notFound = refuse("NOT_FOUND", "admin:concerts.errors.notFound");

function concertData(input: ConcertInput) {
  const { setlist: _setlist, ...data } = input;
  return data;
}

/** What the audit log keeps of a concert: its fields, dates as ISO text, and the setlist's song ids. */
function auditView(concert: Omit<ConcertInput, "setlist"> & { ticketOpenAt: Date | null }, setlist: number[]) {
  return { ...concert, ticketOpenAt: concert.ticketOpenAt?.toISOString() ?? null, setlist };
}

const CONCERT_FIELDS = {
  artist: true,
  tourName: true,
  venue: true,
  city: true,
  country: true,
  region: true,
  startDate: true,
  endDate: true,
  ticketUrl: true,
  ticketOpenAt: true,
  statusOverride: true,
} as const;

async function currentConcert(tx: Prisma.TransactionClient, id: number) {
  const row = await tx.concert.findUnique({
    where: { id },
    select: { ...CONCERT_FIELDS, setlist: { orderBy: { position: "asc" }, select: { songId: true } } },
  });
  if (!row) return null;
  const { setlist, ...fields } = row;
  return { fields: fields as Omit<ConcertInput, "setlist">, setlist: setlist.map((entry) => entry.songId) };
}

/** The setlist's songs must be in the catalogue. */
async function unknownSongs(tx: Prisma.TransactionClient, setlist: number[]) {
  if (setlist.length === 0) return false;
  const found = await tx.song.count({ where: { id: { in: [...new Set(setlist)] } } });
  return found !== new Set(setlist).size;
}

const unknownSong = refuse("VALIDATION_ERROR", undefined, { setlist: ["concerts:validation.songNotFound"] });

async function writeSetlist(tx: Prisma.TransactionClient, concertId: number, setlist: number[]) {
  await tx.setlistEntry.deleteMany({ where: { concertId } });
  if (setlist.length > 0) {
    await tx.setlistEntry.createMany({ data: setlist.map((songId, position) => ({ concertId, position, songId })) });
  }
}

export async function createConcert(actor: Actor, input: ConcertInput): Promise<Result<{ id: number }>> {
  return prisma.$transaction(async (tx): Promise<Result<{ id: number }>> => {
    if (await unknownSongs(tx, input.setlist)) return unknownSong;
    const concert = await tx.concert.create({ data: concertData(input), select: { id: true } });
    await writeSetlist(tx, concert.id, input.setlist);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "concert.create",
      targetType: "concert",
      targetId: concert.id,
      after: auditView(concertData(input), input.setlist),
    });
    return ok(concert);
  });
}

/**
 * Replaces the concert's fields, and its whole setlist unless `keepSetlist`
 * (the admin page edits the details and the setlist apart).
 */
export async function updateConcert(
  actor: Actor,
  id: number,
  input: ConcertInput,
  { keepSetlist = false } = {},
): Promise<Result<{ id: number }>> {
  return prisma.$transaction(async (tx): Promise<Result<{ id: number }>> => {
    const before = await currentConcert(tx, id);
    if (!before) return notFound;
    const setlist = keepSetlist ? before.setlist : input.setlist;
    if (await unknownSongs(tx, setlist)) return unknownSong;
    await tx.concert.update({ where: { id }, data: concertData(input) });
    if (!keepSetlist) await writeSetlist(tx, id, setlist);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "concert.update",
      targetType: "concert",
      targetId: id,
      before: auditView(before.fields, before.setlist),
      after: auditView(concertData(input), setlist),
    });
    return ok({ id });
  });
}

/** How the admin page changes a setlist, one step per form. */
export type SetlistChange =
  | { op: "add"; songId: number }
  | { op: "remove"; position: number }
  | { op: "up"; position: number }
  | { op: "down"; position: number };

/** The setlist after `change`, or null when the change does not apply (a stale page). */
export function changedSetlist(setlist: number[], change: SetlistChange): number[] | null {
  const next = [...setlist];
  if (change.op === "add") return next.includes(change.songId) ? null : [...next, change.songId];
  const { position } = change;
  if (position < 0 || position >= next.length) return null;
  if (change.op === "remove") {
    next.splice(position, 1);
    return next;
  }
  const other = change.op === "up" ? position - 1 : position + 1;
  if (other < 0 || other >= next.length) return null;
  [next[position], next[other]] = [next[other]!, next[position]!];
  return next;
}

export async function changeSetlist(actor: Actor, id: number, change: SetlistChange): Promise<Result<{ changed: boolean }>> {
  return prisma.$transaction(async (tx): Promise<Result<{ changed: boolean }>> => {
    const before = await currentConcert(tx, id);
    if (!before) return notFound;
    const setlist = changedSetlist(before.setlist, change);
    if (!setlist) return ok({ changed: false });
    if (setlist.length > SETLIST_MAX_SONGS) return refuse("VALIDATION_ERROR", undefined, { setlist: ["concerts:validation.setlistTooLong"] });
    if (await unknownSongs(tx, setlist)) return unknownSong;
    await writeSetlist(tx, id, setlist);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "concert.update",
      targetType: "concert",
      targetId: id,
      before: { setlist: before.setlist },
      after: { setlist },
    });
    return ok({ changed: true });
  });
}

export async function deleteConcert(actor: Actor, id: number): Promise<Result<null>> {
  return prisma.$transaction(async (tx): Promise<Result<null>> => {
    const before = await currentConcert(tx, id);
    if (!before) return notFound;
    await tx.concert.delete({ where: { id } });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "concert.delete",
      targetType: "concert",
      targetId: id,
      before: auditView(before.fields, before.setlist),
    });
    return ok(null);
  });
}
