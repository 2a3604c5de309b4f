// Chant sheets (issue 27, decision 131): a sheet is the ordered set of one
// author's lyrics sections of a song, so the §7 section calls, the player and
// the archive see the same lines. Read whole and replaced whole, in one
// transaction; other videos of the song follow it with an offset.
import { prisma } from "~/db/client.server";
import { lockAccountForWrite, writeTransaction } from "~/db/write-locks.server";
import { ok, refuse, type Result } from "~/models/result";
import { readSpans, storedSpans, toChantPart } from "~/models/section.server";
import { addCatalogueSong } from "~/models/song.server";
import { spendWriteAllowance } from "~/models/write-limits.server";
import { romanize } from "es-hangul";
import { rangeIssues } from "~/schemas/section";
import { SheetBodySchema, type SheetBody, type SheetLine, type SheetVideoView, type SheetView } from "~/schemas/sheet";
import { detectSheetFormat, exportSheet, importSheet, sheetFileName, sheetMimeType, type ImportError } from "~/sheets/formats";
import type { SongInput } from "~/schemas/song";
import { lineName } from "~/sheets/times";
import { SECTION_TYPE_LYRICS } from "~/shared/constants";
import { SHEET_MAX_VIDEOS, type SheetFormat } from "~/sheets/constants";
import { toPlaybackRate } from "~/shared/playback-rate";

const songSelect = { id: true, youtubeId: true, title: true, artist: true, thumbnailUrl: true, duration: true } as const;

const lineSelect = {
  id: true,
  name: true,
  startTime: true,
  endTime: true,
  lyrics: true,
  pronunciation: true,
  part: true,
  spans: true,
  rate: true,
  isPublic: true,
  updatedAt: true,
} as const;

/** The author's lines of the song, in time order; others see only the shared lines no admin hid. */
async function readLines(authorId: string, songId: number, own: boolean) {
  return prisma.section.findMany({
    where: { userId: authorId, songId, type: SECTION_TYPE_LYRICS, ...(own ? {} : { isPublic: true, hiddenAt: null }) },
    orderBy: [{ startTime: "asc" }, { lineNumber: "asc" }, { id: "asc" }],
    select: lineSelect,
  });
}

async function readVideos(authorId: string, songId: number): Promise<SheetVideoView[]> {
  const rows = await prisma.sheetVideo.findMany({
    where: { userId: authorId, songId },
    orderBy: { id: "asc" },
    take: SHEET_MAX_VIDEOS,
    select: { offset: true, videoSong: { select: songSelect } },
  });
  return rows.map(({ offset, videoSong: { id, youtubeId, title, artist, thumbnailUrl, duration } }) => ({
    id,
    youtubeId,
    title,
    artist,
    thumbnailUrl,
    duration,
    offset,
  }));
}

/**
 * One author's sheet of a song. The author reads all of it; anyone else
 * (`viewerId` null for a visitor) the lines the author shared, and NOT_FOUND
 * when there are none.
 */
export async function getSheet(authorId: string, songId: number, viewerId: string | null): Promise<Result<SheetView>> {
  const own = viewerId === authorId;
  const [song, author, rows] = await Promise.all([
    prisma.song.findUnique({ where: { id: songId }, select: songSelect }),
    prisma.user.findUnique({ where: { id: authorId }, select: { id: true, nickname: true } }),
    readLines(authorId, songId, own),
  ]);
  if (!song || !author || (!own && rows.length === 0)) return refuse("NOT_FOUND");
  const lines = rows.map((row) => ({
    id: row.id,
    name: row.name,
    start: row.startTime,
    end: row.endTime,
    text: row.lyrics ?? "",
    part: toChantPart(row.part),
    romanization: row.pronunciation,
    spans: readSpans(row.spans, row.lyrics),
    rate: toPlaybackRate(row.rate),
  }));
  const updatedAt = rows.reduce<Date | null>((latest, row) => (latest && latest > row.updatedAt ? latest : row.updatedAt), null);
  return ok({
    song,
    author,
    isPublic: rows.some((row) => row.isPublic),
    lines,
    videos: await readVideos(authorId, songId),
    updatedAt: updatedAt?.toISOString() ?? null,
  });
}

/** A refusal raised inside the transaction: it rolls back and becomes the answer. */
class SheetRefusal extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super("sheet refused");
  }
}

function sameLine(row: Awaited<ReturnType<typeof readLines>>[number], data: ReturnType<typeof lineData>): boolean {
  return (
    row.name === data.name &&
    row.startTime === data.startTime &&
    row.endTime === data.endTime &&
    row.lyrics === data.lyrics &&
    row.pronunciation === data.pronunciation &&
    row.part === data.part &&
    row.spans === data.spans &&
    row.rate === data.rate &&
    row.isPublic === data.isPublic
  );
}

function lineData(line: SheetLine, isPublic: boolean) {
  return {
    name: line.name ?? lineName(line.text),
    startTime: line.start,
    endTime: line.end,
    lyrics: line.text,
    pronunciation: line.romanization,
    part: line.part,
    spans: storedSpans(line.spans),
    rate: line.rate,
    isPublic,
  };
}

/**
 * Replaces the author's whole sheet of a song in one transaction: lines with
 * an id are that line changed, lines without one are new, the author's lines
 * of the song not listed are deleted. Line numbers follow time order. New
 * lines spend the account's allowance of sections (one change: at least one).
 */
export async function replaceSheet(userId: string, songId: number, body: SheetBody): Promise<Result<SheetView>> {
  const song = await prisma.song.findUnique({ where: { id: songId }, select: { duration: true } });
  if (!song) return refuse("NOT_FOUND");
  const fields: Record<string, string[]> = {};
  body.lines.forEach((line, index) => {
    for (const [field, messages] of Object.entries(rangeIssues(line.start, line.end, song.duration) ?? {})) {
      fields[`lines.${index}.${field === "endTime" ? "end" : field}`] = messages;
    }
  });
  if (Object.keys(fields).length > 0) return refuse("VALIDATION_ERROR", undefined, fields);
  const created = body.lines.filter((line) => line.id === null).length;
  const allowed = await spendWriteAllowance(userId, "section", { weight: Math.max(1, created) });
  if (!allowed.ok) return allowed;

  // Time order; lines at the same time keep the order they came in.
  const ordered = body.lines.map((line, index) => ({ line, index })).sort((a, b) => a.line.start - b.line.start || a.index - b.index);
  try {
    await writeTransaction(async (tx) => {
      await lockAccountForWrite(tx, userId);
      const current = await tx.section.findMany({
        where: { userId, songId, type: SECTION_TYPE_LYRICS },
        select: { ...lineSelect, lineNumber: true },
      });
      const byId = new Map(current.map((row) => [row.id, row]));
      const unknown: Record<string, string[]> = {};
      body.lines.forEach((line, index) => {
        if (line.id !== null && !byId.has(line.id)) unknown[`lines.${index}.id`] = ["sheets:validation.unknownLine"];
      });
      if (Object.keys(unknown).length > 0) throw new SheetRefusal(unknown);
      const isPublic = body.isPublic ?? current.some((row) => row.isPublic);
      const kept = new Set(body.lines.flatMap((line) => (line.id === null ? [] : [line.id])));
      const gone = current.filter((row) => !kept.has(row.id)).map((row) => row.id);
      if (gone.length > 0) await tx.section.deleteMany({ where: { id: { in: gone }, userId } });
      const fresh = [];
      for (const [position, { line }] of ordered.entries()) {
        const data = { ...lineData(line, isPublic), lineNumber: position + 1 };
        const row = line.id === null ? undefined : byId.get(line.id);
        if (!row) {
          fresh.push({ ...data, userId, songId, type: SECTION_TYPE_LYRICS });
        } else if (!sameLine(row, data) || row.lineNumber !== data.lineNumber) {
          await tx.section.update({ where: { id: row.id }, data });
        }
      }
      if (fresh.length > 0) await tx.section.createMany({ data: fresh });
    });
  } catch (error) {
    if (error instanceof SheetRefusal) return refuse("VALIDATION_ERROR", undefined, error.fields);
    throw error;
  }
  return getSheet(userId, songId, userId);
}

/** The song a sheet page is about (a song without any sheet yet still opens: an empty sheet to write). */
export async function getSheetSong(songId: number) {
  return prisma.song.findUnique({ where: { id: songId }, select: songSelect });
}

export interface SongSheetSummary {
  authorId: string;
  nickname: string;
  lines: number;
}

/** The shared sheets of a song, the longest first (the archive's song page, the sheet page's other sheets). */
export async function listSongSheets(songId: number, limit = 20): Promise<SongSheetSummary[]> {
  const groups = await prisma.section.groupBy({
    by: ["userId"],
    where: { songId, type: SECTION_TYPE_LYRICS, isPublic: true, hiddenAt: null },
    _count: { _all: true },
    orderBy: [{ _count: { userId: "desc" } }, { userId: "asc" }],
    take: limit,
  });
  const users = await prisma.user.findMany({
    where: { id: { in: groups.map((group) => group.userId) } },
    select: { id: true, nickname: true },
  });
  const nicknames = new Map(users.map((user) => [user.id, user.nickname]));
  return groups.map((group) => ({ authorId: group.userId, nickname: nicknames.get(group.userId) ?? "", lines: group._count._all }));
}

/**
 * The sheets another video follows (issue 27 "one sheet, many videos"): the
 * viewer's own, and the ones whose authors shared them, with their offsets.
 * The player shows their lines shifted on that video.
 */
export async function listSheetsFollowingVideo(youtubeId: string, viewerId: string | null) {
  const links = await prisma.sheetVideo.findMany({
    where: { videoSong: { youtubeId } },
    orderBy: { id: "asc" },
    take: SHEET_MAX_VIDEOS,
    select: { userId: true, songId: true, offset: true },
  });
  const sheets = [];
  for (const link of links) {
    const sheet = await getSheet(link.userId, link.songId, viewerId);
    if (sheet.ok) sheets.push({ offset: link.offset, sheet: sheet.value });
  }
  return sheets;
}

/**
 * Another video of the song follows the author's sheet, `offset` seconds
 * apart (the sheet's time is the video's time + offset). A video new to the
 * catalogue is added as POST /api/song adds one. At most SHEET_MAX_VIDEOS.
 */
export async function linkSheetVideo(
  userId: string,
  songId: number,
  video: SongInput,
  offset: number,
): Promise<Result<SheetVideoView[]>> {
  const song = await prisma.song.findUnique({ where: { id: songId }, select: { youtubeId: true } });
  if (!song) return refuse("NOT_FOUND");
  if (song.youtubeId === video.youtubeId) {
    return refuse("VALIDATION_ERROR", undefined, { youtubeId: ["sheets:validation.sameVideo"] });
  }
  const added = await addCatalogueSong(userId, video);
  if (!added.ok) return added;
  const videoSongId = added.value.song.id;
  const linked = await writeTransaction(async (tx) => {
    await lockAccountForWrite(tx, userId);
    const count = await tx.sheetVideo.count({ where: { userId, songId } });
    const existing = await tx.sheetVideo.findUnique({ where: { userId_songId_videoSongId: { userId, songId, videoSongId } } });
    if (existing) {
      await tx.sheetVideo.update({ where: { id: existing.id }, data: { offset } });
      return true;
    }
    if (count >= SHEET_MAX_VIDEOS) return false;
    await tx.sheetVideo.create({ data: { userId, songId, videoSongId, offset } });
    return true;
  });
  if (!linked) return refuse("VALIDATION_ERROR", undefined, { youtubeId: ["sheets:validation.tooManyVideos"] });
  return ok(await readVideos(userId, songId));
}

/** A linked video's offset changed; NOT_FOUND when that video does not follow the sheet. */
export async function setSheetVideoOffset(
  userId: string,
  songId: number,
  youtubeId: string,
  offset: number,
): Promise<Result<SheetVideoView[]>> {
  const { count } = await prisma.sheetVideo.updateMany({
    where: { userId, songId, videoSong: { youtubeId } },
    data: { offset },
  });
  if (count === 0) return refuse("NOT_FOUND");
  return ok(await readVideos(userId, songId));
}

/** The video no longer follows the sheet (nothing happens when it did not). */
export async function unlinkSheetVideo(userId: string, songId: number, youtubeId: string): Promise<SheetVideoView[]> {
  await prisma.sheetVideo.deleteMany({ where: { userId, songId, videoSong: { youtubeId } } });
  return readVideos(userId, songId);
}

/** The other videos that follow a shared sheet of the song (the archive's song page), each once, with whose sheet. */
export async function listLinkedVideosOfSong(songId: number) {
  const rows = await prisma.sheetVideo.findMany({
    where: { songId, user: { sections: { some: { songId, type: SECTION_TYPE_LYRICS, isPublic: true, hiddenAt: null } } } },
    orderBy: { id: "asc" },
    take: SHEET_MAX_VIDEOS,
    select: { offset: true, userId: true, user: { select: { nickname: true } }, videoSong: { select: songSelect } },
  });
  const seen = new Set<string>();
  return rows.flatMap(({ offset, userId, user, videoSong }) => {
    if (seen.has(videoSong.youtubeId)) return [];
    seen.add(videoSong.youtubeId);
    return [{ ...videoSong, offset, authorId: userId, nickname: user.nickname }];
  });
}

/** A sheet as a file (LRC, enhanced LRC, TTML, WebVTT): the romanisation drafts written out for other players. */
export async function exportSheetFile(
  authorId: string,
  songId: number,
  viewerId: string | null,
  format: SheetFormat,
): Promise<Result<{ fileName: string; mimeType: string; body: string }>> {
  const sheet = await getSheet(authorId, songId, viewerId);
  if (!sheet.ok) return sheet;
  const { title, artist } = sheet.value.song;
  const body = exportSheet(format, { title, artist, lines: sheet.value.lines }, { romanize });
  return ok({ fileName: sheetFileName(format, title), mimeType: sheetMimeType(format), body });
}

export type SheetImport = Result<SheetView> | { ok: false; reason: "FILE_ERRORS"; errors: ImportError[] };

/**
 * A file's lines as the author's whole sheet of the song (sharing as it was).
 * A file with any error saves nothing: its errors name the file's lines.
 * `format` null: told by the file's name and content.
 */
export async function importSheetFile(
  userId: string,
  songId: number,
  file: { name: string; text: string },
  format: SheetFormat | null,
): Promise<SheetImport> {
  const chosen = format ?? detectSheetFormat(file.name, file.text);
  if (!chosen) return { ok: false, reason: "FILE_ERRORS", errors: [{ line: 1, message: "sheets:import.unknownFormat" }] };
  const read = importSheet(chosen, file.text, { romanize });
  if (!read.ok) return { ok: false, reason: "FILE_ERRORS", errors: read.errors };
  const lines = SheetBodySchema.shape.lines.safeParse(read.lines);
  if (!lines.success) return { ok: false, reason: "FILE_ERRORS", errors: [{ line: 1, message: lines.error.issues[0]!.message }] };
  return replaceSheet(userId, songId, { lines: lines.data });
}

/** A file's import errors as field errors: one field per line of the file ("file.12"), with the values its message names. */
export function importErrorFields(errors: ImportError[]) {
  const fields: Record<string, string[]> = {};
  const fieldValues: Record<string, Record<string, string | number>> = {};
  for (const { line, message, params } of errors) {
    const path = `file.${line}`;
    (fields[path] ??= []).push(message);
    fieldValues[path] = { ...fieldValues[path], line, ...params };
  }
  return { fields, fieldValues };
}
