// The fan-chant archive (issue 12, decision 090): the lyrics lines people
// shared, grouped by song. Only shared (isPublic) lyrics sections (type 2)
// that no admin hid ever leave this module for anyone but their owner; the
// counts come from ArchiveSong, kept by triggers, so a page reads a page.
import { prisma } from "~/db/client.server";
import { fileReport, type ReportInput } from "~/models/report.server";
import { ok, refuse, type Result } from "~/models/result";
import { spendWriteAllowance } from "~/models/write-limits.server";
import { readSpans, toChantPart } from "~/models/section.server";
import type { SectionSpan } from "~/schemas/section";
import { ARCHIVE_LINES_PAGE_SIZE, ARCHIVE_PAGE_SIZE, SECTION_TYPE_LYRICS, type ChantPart } from "~/shared/constants";
import { isoFromSql, readRow, readRows, type SqlValue } from "~/db/reads.server";
import { parseSearchQuery } from "~/shared/search-text";
import type { Song } from "~/schemas/song";

/** A line counts in the archive: shared, a lyrics section, not hidden. `s` is the Section alias. */
const VISIBLE = `s."isPublic" = TRUE AND s."type" = ${SECTION_TYPE_LYRICS} AND s."hiddenAt" IS NULL`;

export interface ArchiveSongSummary {
  songId: number;
  youtubeId: string;
  title: string;
  artist: string;
  thumbnailUrl: string | null;
  duration: number;
  lines: number;
  contributors: number;
  sharedAt: string;
}

interface ArchiveSongRow extends Omit<ArchiveSongSummary, "sharedAt"> {
  sharedAt: string;
}

const SUMMARY_COLUMNS = `a."songId", g."youtubeId", g."title", g."artist", g."thumbnailUrl", g."duration",
  a."lines", a."contributors", a."sharedAt"`;

function toSummary(row: ArchiveSongRow): ArchiveSongSummary {
  return { ...row, sharedAt: isoFromSql(row.sharedAt) };
}

/**
 * A page of the archive's songs, the most recently shared first. With a
 * query: songs whose title or artist (any of the artist's names, normalised as
 * catalogue search does) contain every word, or with a shared line whose
 * lyrics or pronunciation contain the query. The walk follows the sharedAt
 * index and stops when the page is full (decision 090).
 */
export async function listArchiveSongs({
  query = "",
  page = 1,
  pageSize = ARCHIVE_PAGE_SIZE,
}: {
  query?: string;
  page?: number;
  pageSize?: number;
}): Promise<{ songs: ArchiveSongSummary[]; hasMore: boolean }> {
  const params: SqlValue[] = [];
  let where = "";
  const parsed = parseSearchQuery(query);
  const text = query.trim().toLowerCase();
  if (parsed || text) {
    const byName = parsed ? parsed.terms.map(() => `instr(g."searchText", ?) > 0`).join(" AND ") : "FALSE";
    if (parsed) params.push(...parsed.terms);
    where = `WHERE (${byName}) OR EXISTS (
      SELECT 1 FROM "Section" s WHERE s."songId" = a."songId" AND ${VISIBLE}
        AND (instr(lower(s."lyrics"), ?) > 0 OR instr(lower(coalesce(s."pronunciation", '')), ?) > 0))`;
    params.push(text, text);
  }
  const rows = await readRows<ArchiveSongRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM "ArchiveSong" a JOIN "Song" g ON g."id" = a."songId" ${where}
     ORDER BY a."sharedAt" DESC, a."songId" LIMIT ? OFFSET ?`,
    [...params, pageSize + 1, (page - 1) * pageSize],
  );
  return { songs: rows.slice(0, pageSize).map(toSummary), hasMore: rows.length > pageSize };
}

export interface ArchiveLine {
  id: number;
  name: string;
  startTime: number;
  endTime: number;
  lyrics: string;
  pronunciation: string | null;
  part: ChantPart;
  /** Its words or syllables with their times and parts (issue 27); null when it has none. */
  spans: SectionSpan[] | null;
  lineNumber: number;
  /** Who shared it. */
  nickname: string;
  /** The viewer shared it (may stop sharing). */
  mine: boolean;
  /** Hidden by an admin: only admins see such lines, marked. */
  hidden: boolean;
}

interface LineRow {
  id: number;
  userId: string;
  name: string;
  startTime: number;
  endTime: number;
  lyrics: string | null;
  pronunciation: string | null;
  part: string;
  spans: string | null;
  lineNumber: number;
  hiddenAt: string | null;
  nickname: string;
}

export interface ArchiveSongPage {
  song: Song;
  lines: number;
  contributors: number;
  page: number;
  hasMore: boolean;
  chantLines: ArchiveLine[];
}

/**
 * One song's shared lines in time order (start, line number, id), who shared
 * each, a page at a time. Admins also see the lines they hid. Null when the
 * song has no line the viewer may see.
 */
export async function getArchiveSong(
  songId: number,
  { viewerId, admin = false, page = 1, pageSize = ARCHIVE_LINES_PAGE_SIZE }: {
    viewerId: string | null;
    admin?: boolean;
    page?: number;
    pageSize?: number;
  },
): Promise<ArchiveSongPage | null> {
  const song = await readRow<ArchiveSongPage["song"]>(
    `SELECT "id", "youtubeId", "title", "artist", "thumbnailUrl", "duration" FROM "Song" WHERE "id" = ?`,
    [songId],
  );
  if (!song) return null;
  const counts = (await readRow<{ lines: number; contributors: number }>(
    `SELECT "lines", "contributors" FROM "ArchiveSong" WHERE "songId" = ?`,
    [songId],
  )) ?? { lines: 0, contributors: 0 };
  const shown = admin ? `s."isPublic" = TRUE AND s."type" = ${SECTION_TYPE_LYRICS}` : VISIBLE;
  const rows = await readRows<LineRow>(
    `SELECT s."id", s."userId", s."name", s."startTime", s."endTime", s."lyrics", s."pronunciation", s."part", s."spans",
            s."lineNumber", s."hiddenAt", u."nickname"
     FROM "Section" s JOIN "User" u ON u."id" = s."userId"
     WHERE s."songId" = ? AND ${shown}
     ORDER BY s."startTime", s."lineNumber", s."id" LIMIT ? OFFSET ?`,
    [songId, pageSize + 1, (page - 1) * pageSize],
  );
  if (rows.length === 0 && page === 1) return null;
  return {
    song,
    ...counts,
    page,
    hasMore: rows.length > pageSize,
    chantLines: rows.slice(0, pageSize).map((row) => ({
      id: row.id,
      name: row.name,
      startTime: row.startTime,
      endTime: row.endTime,
      lyrics: row.lyrics ?? "",
      pronunciation: row.pronunciation,
      part: toChantPart(row.part),
      spans: readSpans(row.spans, row.lyrics),
      lineNumber: row.lineNumber,
      nickname: row.nickname,
      mine: viewerId !== null && row.userId === viewerId,
      hidden: row.hiddenAt !== null,
    })),
  };
}

/** A line that is no longer shared (or never was): the page says it is gone. */
const notFound = refuse("NOT_FOUND", "archive:toast.lineGone");

/** A shared line someone other than its owner may act on (copy): visible in the archive. */
async function findVisibleLine(sectionId: number) {
  const line = await prisma.section.findUnique({ where: { id: sectionId } });
  if (!line || !line.isPublic || line.type !== SECTION_TYPE_LYRICS || line.hiddenAt !== null) return null;
  return line;
}

/** The owner stops sharing a line: it leaves the archive and stays in their sections. */
export async function stopSharingLine(userId: string, sectionId: number): Promise<Result<{ songId: number }>> {
  const line = await prisma.section.findUnique({ where: { id: sectionId }, select: { userId: true, songId: true } });
  if (!line) return notFound;
  if (line.userId !== userId) return refuse("FORBIDDEN");
  await prisma.section.updateMany({ where: { id: sectionId, userId }, data: { isPublic: false } });
  return ok({ songId: line.songId });
}

/** A report of a shared line someone else wrote (issue 13); one per account and line. */
export async function reportLine(
  reporterId: string,
  sectionId: number,
  report: ReportInput,
): Promise<Result> {
  const line = await findVisibleLine(sectionId);
  if (!line) return notFound;
  if (line.userId === reporterId) return refuse("FORBIDDEN", "archive:toast.ownLine");
  return fileReport(prisma, reporterId, { type: "section", id: sectionId }, `${line.name}\n${line.lyrics ?? ""}`.trim(), report);
}

/**
 * Copies a shared line into the viewer's own sections, private; an identical
 * line (same song, times and lyrics) the viewer already has is not copied twice.
 */
export async function copyLineToUser(
  userId: string,
  sectionId: number,
): Promise<Result<{ songId: number; sectionId: number; copied: boolean }>> {
  const line = await findVisibleLine(sectionId);
  if (!line) return notFound;
  const same = await prisma.section.findFirst({
    where: {
      userId,
      songId: line.songId,
      type: SECTION_TYPE_LYRICS,
      startTime: line.startTime,
      endTime: line.endTime,
      lyrics: line.lyrics,
    },
    select: { id: true },
  });
  if (same) return ok({ songId: line.songId, sectionId: same.id, copied: false });
  const allowed = await spendWriteAllowance(userId, "section");
  if (!allowed.ok) return allowed;
  const copy = await prisma.section.create({
    data: {
      userId,
      songId: line.songId,
      type: SECTION_TYPE_LYRICS,
      name: line.name,
      startTime: line.startTime,
      endTime: line.endTime,
      lyrics: line.lyrics,
      pronunciation: line.pronunciation,
      description: line.description,
      lineNumber: line.lineNumber,
      part: line.part,
      isPublic: false,
    },
    select: { id: true },
  });
  return ok({ songId: line.songId, sectionId: copy.id, copied: true });
}
