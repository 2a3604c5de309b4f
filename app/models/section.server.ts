// Sections (spec §3 "Section (server)"): repeat loops and lyrics lines of a
// song. Every read and write checks ownership here: only the owner reads or
// changes a section, except that signed-in users may read (and practise)
// lyrics sections their authors shared.
import { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { ok, refuse, type Result } from "~/models/result";
import { spendWriteAllowance } from "~/models/write-limits.server";
import {
  rangeIssues,
  SectionSpansSchema,
  type CommunitySection,
  type SectionSpan,
  type CreateSectionInput,
  type SectionView,
  type UpdateSectionInput,
} from "~/schemas/section";
import { CHANT_PART_DEFAULT, CHANT_PARTS, SECTION_TYPE_LYRICS, SECTION_TYPE_REPEAT, type ChantPart } from "~/shared/constants";
import { toPlaybackRate } from "~/shared/playback-rate";
import { isoFromSql, readRow, readRows, readTuples } from "~/db/reads.server";
import { prismaErrorCode } from "~/db/prisma-errors";

interface SharedLyricsRow {
  id: number;
  name: string;
  startTime: number;
  endTime: number;
  lyrics: string | null;
  pronunciation: string | null;
  title: string;
  artist: string;
  youtubeId: string;
  nickname: string;
}

/**
 * Lyrics sections their authors shared, newest first (the newer id first on
 * the same instant). Walks the index on (isPublic, type, createdAt) backwards,
 * so it reads `limit` rows whatever the size of the table.
 */
export async function listSharedLyricsSections(limit: number) {
  const rows = await readRows<SharedLyricsRow>(
    `SELECT s.id, s.name, s.startTime, s.endTime, s.lyrics, s.pronunciation, g.title, g.artist, g.youtubeId, u.nickname
     FROM "Section" s JOIN "Song" g ON g.id = s.songId JOIN "User" u ON u.id = s.userId
     WHERE s.isPublic = TRUE AND s.type = ? AND s.hiddenAt IS NULL
     ORDER BY s.createdAt DESC, s.id DESC
     LIMIT ?`,
    [SECTION_TYPE_LYRICS, limit],
  );
  return rows.map(({ title, artist, youtubeId, nickname, ...section }) => ({
    ...section,
    song: { title, artist, youtubeId },
    user: { nickname },
  }));
}

const sectionSelect = {
  id: true,
  userId: true,
  songId: true,
  name: true,
  startTime: true,
  endTime: true,
  lyrics: true,
  pronunciation: true,
  type: true,
  isPublic: true,
  lineNumber: true,
  practiceCount: true,
  part: true,
  rate: true,
  spans: true,
  hiddenAt: true,
  createdAt: true,
  updatedAt: true,
  song: { select: { youtubeId: true, title: true, artist: true, duration: true } },
} satisfies Prisma.SectionSelect;

type SectionRow = Prisma.SectionGetPayload<{ select: typeof sectionSelect }>;

/** A stored part as the app knows it (an unknown value reads as the default). */
export function toChantPart(value: string | null | undefined): ChantPart {
  return CHANT_PARTS.includes(value as ChantPart) ? (value as ChantPart) : CHANT_PART_DEFAULT;
}

/** Dates as Prisma gives them, or as the read path's SQL text. */
type SectionSource = Omit<SectionRow, "createdAt" | "updatedAt" | "hiddenAt"> & {
  createdAt: Date | string;
  updatedAt: Date | string;
  hiddenAt: Date | string | null;
};

/**
 * A line's stored words or syllables (issue 27): the JSON of SectionSpansSchema. What does not
 * read as spans, or no longer spells the line's lyrics, reads as none: the line keeps line timing.
 */
export function readSpans(stored: string | null, lyrics: string | null): SectionSpan[] | null {
  if (!stored || !lyrics) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  const spans = SectionSpansSchema.safeParse(parsed);
  return spans.success && spans.data.map((span) => span.text).join("") === lyrics ? spans.data : null;
}

/** The column's value for spans: null when there are none. */
export function storedSpans(spans: readonly SectionSpan[] | null): string | null {
  return spans && spans.length > 0 ? JSON.stringify(spans) : null;
}

const iso = (value: Date | string) => (typeof value === "string" ? isoFromSql(value) : value.toISOString());

function toView(row: SectionSource): SectionView {
  return {
    id: row.id,
    songId: row.songId,
    songYouTubeId: row.song.youtubeId,
    songTitle: row.song.title,
    songArtist: row.song.artist,
    name: row.name,
    startTime: row.startTime,
    endTime: row.endTime,
    lyrics: row.lyrics,
    pronunciation: row.pronunciation,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    type: row.type === SECTION_TYPE_LYRICS ? SECTION_TYPE_LYRICS : SECTION_TYPE_REPEAT,
    description: `${row.song.title} - ${row.song.artist}`,
    isPublic: row.isPublic,
    lineNumber: row.lineNumber,
    practiceCount: row.practiceCount,
    part: toChantPart(row.part),
    rate: toPlaybackRate(row.rate),
    spans: readSpans(row.spans, row.lyrics),
  };
}

const notFound = refuse("NOT_FOUND");
const forbidden = refuse("FORBIDDEN");

/** Others may read it: a shared lyrics section an admin has not hidden (issue 12). */
export function isSharedLyrics(row: { type: number; isPublic: boolean; hiddenAt: Date | string | null }): boolean {
  return row.type === SECTION_TYPE_LYRICS && row.isPublic && row.hiddenAt === null;
}

export type SectionListFilter = "all" | "lyrics" | "repeats";

/**
 * A section list's row with its song's columns, as the read path answers it:
 * an array in the order of SECTION_LIST_COLUMNS (a list hands rows over as
 * arrays in about two thirds of the time objects take).
 */
type SectionListRow = [
  id: number,
  songId: number,
  youtubeId: string,
  title: string,
  artist: string,
  name: string,
  startTime: number,
  endTime: number,
  lyrics: string | null,
  pronunciation: string | null,
  createdAt: string,
  updatedAt: string,
  type: number,
  isPublic: number,
  lineNumber: number,
  practiceCount: number,
  part: string,
  rate: number | null,
  spans: string | null,
];

const SECTION_LIST_COLUMNS = `s.id, s.songId, g.youtubeId, g.title, g.artist, s.name, s.startTime, s.endTime, s.lyrics,
  s.pronunciation, s.createdAt, s.updatedAt, s.type, s.isPublic, s.lineNumber, s.practiceCount, s.part, s.rate, s.spans`;

/** Built field by field: lists map thousands of rows a second, and spreading each row twice cost a fifth of a list's CPU. */
function listRowToView([
  id,
  songId,
  youtubeId,
  title,
  artist,
  name,
  startTime,
  endTime,
  lyrics,
  pronunciation,
  createdAt,
  updatedAt,
  type,
  isPublic,
  lineNumber,
  practiceCount,
  part,
  rate,
  spans,
]: SectionListRow): SectionView {
  return {
    id,
    songId,
    songYouTubeId: youtubeId,
    songTitle: title,
    songArtist: artist,
    name,
    startTime,
    endTime,
    lyrics,
    pronunciation,
    createdAt: isoFromSql(createdAt),
    updatedAt: isoFromSql(updatedAt),
    type: type === SECTION_TYPE_LYRICS ? SECTION_TYPE_LYRICS : SECTION_TYPE_REPEAT,
    description: `${title} - ${artist}`,
    isPublic: isPublic === 1,
    lineNumber,
    practiceCount,
    part: toChantPart(part),
    rate: toPlaybackRate(rate),
    spans: readSpans(spans, lyrics),
  };
}

const LIST_FILTERS: Record<SectionListFilter, string> = {
  all: "",
  // Any section with lyrics feeds the lyrics display; blank lyrics are stored as null, "" guards old rows.
  lyrics: ` AND s.lyrics IS NOT NULL AND s.lyrics <> ''`,
  repeats: ` AND s.type = ${SECTION_TYPE_REPEAT}`,
};

/** The user's own sections, all of them or one song's, in playback order (song, start, line, id). */
export async function listUserSections(
  userId: string,
  { songId, only = "all" }: { songId?: number; only?: SectionListFilter } = {},
): Promise<SectionView[]> {
  const rows = await readTuples<SectionListRow>(
    `SELECT ${SECTION_LIST_COLUMNS}
     FROM "Section" s JOIN "Song" g ON g.id = s.songId
     WHERE s.userId = ?${songId === undefined ? "" : " AND s.songId = ?"}${LIST_FILTERS[only]}
     ORDER BY s.songId, s.startTime, s.lineNumber, s.id`,
    songId === undefined ? [userId] : [userId, songId],
  );
  return rows.map(listRowToView);
}

/** The user's sections of one song; a song that does not exist is NOT_FOUND (the client's id is stale). */
export async function listUserSongSections(
  userId: string,
  songId: number,
  only: SectionListFilter = "all",
): Promise<Result<SectionView[]>> {
  const sections = await listUserSections(userId, { songId, only });
  // A listed section proves its song exists (the join); only an empty list needs asking.
  if (sections.length === 0 && !(await readRow(`SELECT 1 FROM "Song" WHERE id = ?`, [songId]))) return notFound;
  return ok(sections);
}

/** One section: its owner, or any signed-in user when it is a shared lyrics section. */
export async function getSection(userId: string, id: number): Promise<Result<SectionView>> {
  const row = await prisma.section.findUnique({ where: { id }, select: sectionSelect });
  if (!row) return notFound;
  if (row.userId !== userId && !isSharedLyrics(row)) return forbidden;
  return ok(toView(row));
}

/** An update of a row deleted since it was read: null instead of Prisma's P2025. */
async function whileItExists<T>(update: Promise<T>): Promise<T | null> {
  try {
    return await update;
  } catch (error) {
    if (prismaErrorCode(error) === "P2025") return null;
    throw error;
  }
}

/**
 * The columns a create or an update writes. lineNumber and isPublic come from
 * lyrics sections only (spec §7): what a lyrics section does not send keeps
 * its value (defaults 1 and private); a repeat section ignores both and is
 * never shared. Either type may remember a speed (issue 9).
 */
function sectionData(input: CreateSectionInput | UpdateSectionInput) {
  return {
    type: input.type,
    name: input.name,
    startTime: input.startTime,
    endTime: input.endTime,
    lyrics: input.lyrics,
    pronunciation: input.pronunciation,
    // Absent keeps the stored speed (a new section: none).
    ...(input.rate !== undefined ? { rate: input.rate } : {}),
    ...(input.type === SECTION_TYPE_LYRICS
      ? {
          lineNumber: input.lineNumber,
          isPublic: input.isPublic,
          part: input.part,
          // Absent keeps them (the update checks they still spell the lyrics); null clears them.
          ...(input.spans !== undefined ? { spans: storedSpans(input.spans) } : {}),
        }
      : { isPublic: false, spans: null }),
  };
}

/** The columns of a section without its song: what a write answers in one statement (RETURNING). */
const { song: _song, ...sectionColumns } = sectionSelect;

type SongColumns = SectionRow["song"];
const SONG_COLUMNS = "g.youtubeId, g.title, g.artist, g.duration";

/**
 * What a write checks first, on the read path (decision 072): the section's
 * owner, sharing and song. A write's checks through Prisma cost as much CPU as
 * the write, and every statement of a write waits its turn under load.
 */
async function sectionForWrite(id: number) {
  const row = await readRow<
    SongColumns & { userId: string; type: number; isPublic: number; hiddenAt: string | null; spans: string | null }
  >(
    `SELECT s.userId, s.type, s.isPublic, s.hiddenAt, s.spans, ${SONG_COLUMNS} FROM "Section" s JOIN "Song" g ON g.id = s.songId WHERE s.id = ?`,
    [id],
  );
  if (!row) return null;
  const { userId, type, isPublic, hiddenAt, spans, youtubeId, title, artist, duration } = row;
  return {
    userId,
    shared: isSharedLyrics({ type, isPublic: isPublic === 1, hiddenAt }),
    spans,
    song: { youtubeId, title, artist, duration },
  };
}

export async function createSection(userId: string, input: CreateSectionInput): Promise<Result<SectionView>> {
  const allowed = await spendWriteAllowance(userId, "section");
  if (!allowed.ok) return allowed;
  const song = await readRow<SongColumns>(`SELECT ${SONG_COLUMNS} FROM "Song" g WHERE g.id = ?`, [input.songId]);
  if (!song) return refuse("VALIDATION_ERROR", undefined, { songId: ["sections:validation.songNotFound"] });
  const fields = rangeIssues(input.startTime, input.endTime, song.duration);
  if (fields) return refuse("VALIDATION_ERROR", undefined, fields);
  // The song is already known: selecting it again would make Prisma wrap the insert in a transaction.
  const row = await prisma.section.create({
    data: { userId, songId: input.songId, ...sectionData(input) },
    select: sectionColumns,
  });
  return ok(toView({ ...row, song }));
}

/** Only the owner. */
export async function updateSection(
  userId: string,
  id: number,
  input: UpdateSectionInput,
): Promise<Result<SectionView>> {
  const existing = await sectionForWrite(id);
  if (!existing) return notFound;
  if (existing.userId !== userId) return forbidden;
  const { song } = existing;
  const fields = rangeIssues(input.startTime, input.endTime, song.duration);
  if (fields) return refuse("VALIDATION_ERROR", undefined, fields);
  // Spans not sent stay only while they still spell the (new) lyrics.
  const keptSpans = input.spans === undefined && readSpans(existing.spans, input.lyrics) === null ? { spans: null } : {};
  const row = await whileItExists(
    prisma.section.update({ where: { id }, data: { ...sectionData(input), ...keptSpans }, select: sectionColumns }),
  );
  return row ? ok(toView({ ...row, song })) : notFound;
}

/** Only the owner. */
export async function deleteSection(userId: string, id: number): Promise<Result<null>> {
  const existing = await sectionForWrite(id);
  if (!existing) return notFound;
  if (existing.userId !== userId) return forbidden;
  await prisma.section.deleteMany({ where: { id, userId } });
  return ok(null);
}

/** At most this many shared chants of one song reach the player (the earliest first). */
const COMMUNITY_SECTIONS_LIMIT = 200;

/**
 * Issue 9 "community chants": the lyrics sections other fans shared for one
 * song (by its YouTube id), in playback order, read-only; not the viewer's own
 * (`viewerUserId`, null for a guest). Walks the (songId, isPublic) index.
 */
export async function listCommunitySongSections(youtubeId: string, viewerUserId: string | null): Promise<CommunitySection[]> {
  const song = await prisma.song.findUnique({ where: { youtubeId }, select: { id: true } });
  if (!song) return [];
  const rows = await prisma.section.findMany({
    where: {
      songId: song.id,
      isPublic: true,
      type: SECTION_TYPE_LYRICS,
      // Issue 12: a line an admin hid is no one's but its owner's.
      hiddenAt: null,
      ...(viewerUserId ? { userId: { not: viewerUserId } } : {}),
    },
    orderBy: [{ startTime: "asc" }, { lineNumber: "asc" }, { id: "asc" }],
    take: COMMUNITY_SECTIONS_LIMIT,
    select: {
      id: true,
      name: true,
      startTime: true,
      endTime: true,
      lyrics: true,
      pronunciation: true,
      lineNumber: true,
      part: true,
      spans: true,
      user: { select: { nickname: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    start: row.startTime,
    end: row.endTime,
    lyrics: row.lyrics,
    pronunciation: row.pronunciation,
    lineNumber: row.lineNumber,
    part: toChantPart(row.part),
    spans: readSpans(row.spans, row.lyrics),
    nickname: row.user.nickname,
  }));
}
