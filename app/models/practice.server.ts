// What practice mode offers (issue 12): the songs with lyrics sections the
// viewer may practise (their own, and the archive's shared ones) and one
// song's lines. Guests add their local sections in the browser.
import { getArchiveSong, listArchiveSongs } from "~/models/fanchant-archive.server";
import { sectionProgressOf, type LineProgress } from "~/models/practice-progress.server";
import { listUserSections } from "~/models/section.server";
import type { ChantPart } from "~/shared/constants";
import { readRows } from "~/db/reads.server";
import type { SectionSpan } from "~/schemas/section";
import type { Song } from "~/schemas/song";

export interface PracticeSongChoice {
  id: number;
  title: string;
  artist: string;
}

export interface PracticeLine {
  /** The server section's id. */
  id: number;
  name: string;
  start: number;
  end: number;
  lyrics: string;
  pronunciation: string | null;
  part: ChantPart;
  /** Its words or syllables (issue 27) with their times and parts: a drill taps them, practice highlights them. */
  spans: SectionSpan[] | null;
  mine: boolean;
  nickname: string | null;
  /** The account's loops, scores and readiness of the line (issue 28); null for a guest or a line not practised yet. */
  progress: LineProgress | null;
}

type LineWithoutProgress = Omit<PracticeLine, "progress">;

/** The lines with the account's progress of each, read in one query; a guest's (null) have none. */
export async function withLineProgress(userId: string | null, lines: LineWithoutProgress[]): Promise<PracticeLine[]> {
  if (!userId) return lines.map((line) => ({ ...line, progress: null }));
  const progress = await sectionProgressOf(userId, lines.map((line) => line.id));
  return lines.map((line) => ({ ...line, progress: progress.get(line.id) ?? null }));
}

const MY_SONGS_LIMIT = 50;
const SHARED_SONGS_LIMIT = 20;

/** The viewer's songs with lyrics sections (most recently changed first), and the archive's latest. */
export async function listPracticeSongs(userId: string | null): Promise<{ mine: PracticeSongChoice[]; shared: PracticeSongChoice[] }> {
  const mine = userId
    ? await readRows<PracticeSongChoice>(
        `SELECT g."id", g."title", g."artist" FROM "Song" g
         WHERE g."id" IN (SELECT s."songId" FROM "Section" s
                          WHERE s."userId" = ? AND s."lyrics" IS NOT NULL AND s."lyrics" <> '')
         ORDER BY g."title" LIMIT ?`,
        [userId, MY_SONGS_LIMIT],
      )
    : [];
  const shared = (await listArchiveSongs({ page: 1, pageSize: SHARED_SONGS_LIMIT })).songs.map((song) => ({
    id: song.songId,
    title: song.title,
    artist: song.artist,
  }));
  return { mine, shared };
}

/** The catalogue's id of a video, when the catalogue has it. */
export async function practiceSongIdOf(youtubeId: string): Promise<number | null> {
  const [row] = await readRows<{ id: number }>(`SELECT "id" FROM "Song" WHERE "youtubeId" = ?`, [youtubeId]);
  return row?.id ?? null;
}

/** One song and the lines the viewer may practise: their own lyrics sections, then the shared ones of others. */
export async function getPracticeSong(songId: number, userId: string | null) {
  const [song] = await readRows<Song>(
    `SELECT "id", "youtubeId", "title", "artist", "thumbnailUrl", "duration" FROM "Song" WHERE "id" = ?`,
    [songId],
  );
  if (!song) return null;
  const own: LineWithoutProgress[] = userId
    ? (await listUserSections(userId, { songId, only: "lyrics" })).map((section) => ({
        id: section.id,
        name: section.name,
        start: section.startTime,
        end: section.endTime,
        lyrics: section.lyrics ?? "",
        pronunciation: section.pronunciation,
        part: section.part,
        spans: section.spans,
        mine: true,
        nickname: null,
      }))
    : [];
  const archive = await getArchiveSong(songId, { viewerId: userId });
  const shared: LineWithoutProgress[] = (archive?.chantLines ?? [])
    .filter((line) => !line.mine)
    .map((line) => ({
      id: line.id,
      name: line.name,
      start: line.startTime,
      end: line.endTime,
      lyrics: line.lyrics,
      pronunciation: line.pronunciation,
      part: line.part,
      spans: line.spans,
      mine: false,
      nickname: line.nickname,
    }));
  return { song, lines: await withLineProgress(userId, [...own, ...shared]) };
}
