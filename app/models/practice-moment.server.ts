// A shared practice moment (issue 28, decision 138): one lyrics section of a
// song, opened at /practice/moment/{sectionId}. Who may see it is decided
// here and only here: a line shared in the archive (isPublic, a lyrics
// section, not hidden by an admin) is anyone's; any other section only its
// owner's (a preview of a link others cannot open yet). Everyone else gets
// null, so a page cannot tell "private" from "does not exist".
import { readRow, readRows } from "~/db/reads.server";
import { withLineProgress, type PracticeLine } from "~/models/practice.server";
import { listUserSections, readSpans, toChantPart } from "~/models/section.server";
import type { Song } from "~/schemas/song";
import { SECTION_TYPE_LYRICS } from "~/shared/constants";

/** A song's shared lines a moment reads at most (a song has tens; the archive pages by 100). */
const PUBLIC_LINES_LIMIT = 500;

/** A line shown on a moment's page: drawn in its part, with its spans, and who shared it. */
export type MomentLine = Omit<PracticeLine, "mine" | "nickname" | "progress"> & { nickname: string };

export interface PracticeMoment {
  song: Song;
  /** Whose line it is (their shared sheet of the song holds it). */
  authorId: string;
  /** The moment's own section. */
  section: MomentLine & {
    /** Anyone with the link sees it (shared in the archive); false: only its owner does. */
    shared: boolean;
    /** The viewer owns it. */
    mine: boolean;
  };
  /** The lines anyone may see that overlap the section's range (and the section itself), in time order. */
  lines: MomentLine[];
  /** What practice mode gets for the song: the viewer's own lines, then the shared ones of others. */
  practiceLines: PracticeLine[];
}

interface SectionRow {
  id: number;
  userId: string;
  songId: number;
  type: number;
  name: string;
  startTime: number;
  endTime: number;
  lyrics: string | null;
  pronunciation: string | null;
  part: string;
  spans: string | null;
  isPublic: boolean | number;
  hiddenAt: string | Date | null;
  nickname: string;
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
  nickname: string;
}

const toLine = (row: LineRow | SectionRow): MomentLine => ({
  id: row.id,
  name: row.name,
  start: row.startTime,
  end: row.endTime,
  lyrics: row.lyrics ?? "",
  pronunciation: row.pronunciation,
  part: toChantPart(row.part),
  spans: readSpans(row.spans, row.lyrics),
  nickname: row.nickname,
});

const overlaps = (line: { start: number; end: number }, range: { start: number; end: number }) =>
  line.start < range.end && line.end > range.start;

/**
 * The moment of section `sectionId` as `viewerId` (an account's id; null for
 * a guest or a visitor) may see it, or null: unknown, someone else's private
 * or hidden line, or a section with no lyrics to practise.
 */
export async function getPracticeMoment(sectionId: number, viewerId: string | null): Promise<PracticeMoment | null> {
  const row = await readRow<SectionRow>(
    `SELECT s."id", s."userId", s."songId", s."type", s."name", s."startTime", s."endTime", s."lyrics", s."pronunciation",
            s."part", s."spans", s."isPublic", s."hiddenAt", u."nickname"
     FROM "Section" s JOIN "User" u ON u."id" = s."userId"
     WHERE s."id" = ?`,
    [sectionId],
  );
  if (!row) return null;
  const shared = row.type === SECTION_TYPE_LYRICS && Boolean(row.isPublic) && row.hiddenAt === null;
  const mine = viewerId !== null && row.userId === viewerId;
  // The owner's own line is practised as practice mode lists it: a section with lyrics.
  if (!shared && !(mine && row.lyrics !== null && row.lyrics !== "")) return null;
  const song = await readRow<Song>(
    `SELECT "id", "youtubeId", "title", "artist", "thumbnailUrl", "duration" FROM "Song" WHERE "id" = ?`,
    [row.songId],
  );
  if (!song) return null;
  const publicRows = await readRows<LineRow>(
    `SELECT s."id", s."userId", s."name", s."startTime", s."endTime", s."lyrics", s."pronunciation", s."part", s."spans",
            u."nickname"
     FROM "Section" s JOIN "User" u ON u."id" = s."userId"
     WHERE s."songId" = ? AND s."isPublic" = TRUE AND s."type" = ${SECTION_TYPE_LYRICS} AND s."hiddenAt" IS NULL
     ORDER BY s."startTime", s."lineNumber", s."id" LIMIT ?`,
    [row.songId, PUBLIC_LINES_LIMIT],
  );
  const section = { ...toLine(row), shared, mine };
  const publicLines = publicRows.map(toLine);
  const lines = [...publicLines.filter((line) => line.id !== section.id && overlaps(line, section)), section].sort(
    (a, b) => a.start - b.start || a.end - b.end || a.id - b.id,
  );

  const own: Array<Omit<PracticeLine, "progress">> = viewerId
    ? (await listUserSections(viewerId, { songId: song.id, only: "lyrics" })).map((mineLine) => ({
        id: mineLine.id,
        name: mineLine.name,
        start: mineLine.startTime,
        end: mineLine.endTime,
        lyrics: mineLine.lyrics ?? "",
        pronunciation: mineLine.pronunciation,
        part: mineLine.part,
        spans: mineLine.spans,
        mine: true,
        nickname: null,
      }))
    : [];
  const others: Array<Omit<PracticeLine, "progress">> = publicRows
    .filter((line) => line.userId !== viewerId)
    .map((line) => ({ ...toLine(line), mine: false }));
  const practiceLines = [...own, ...others];
  // A song with more shared lines than read: the moment's own is practised all the same.
  if (!practiceLines.some((line) => line.id === section.id)) {
    practiceLines.push({ ...toLine(row), mine, nickname: mine ? null : row.nickname });
  }
  return { song, authorId: row.userId, section, lines, practiceLines: await withLineProgress(viewerId, practiceLines) };
}
