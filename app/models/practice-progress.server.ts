// A fan's practice progress (issue 28, decision 137): loops, drill scores and
// readiness per section the fan may read, kept per account in PracticeProgress;
// a song's and a concert setlist's readiness from them; a guest's browser
// records merged in at sign-in. The rules are app/practice/progress.ts's,
// shared with the browser.
import { prismaErrorCode } from "~/db/prisma-errors";
import { isoFromSql, readRow, readRows } from "~/db/reads.server";
import { lockAccountForWrite, writeTransaction } from "~/db/write-locks.server";
import { isSharedLyrics } from "~/models/section.server";
import { ok, refuse, type Result } from "~/models/result";
import {
  daysUntil,
  isCleanAtFullSpeed,
  lineProgress,
  mergeProgress,
  readinessCounts,
  songProgressOf,
  type LineProgress,
  type PracticeLoop,
  type ProgressRecord,
  type Readiness,
  type SongProgress,
} from "~/practice/progress";
import { CLEAN_SCORE_MIN } from "~/practice/constants";
import type { GuestProgressRecord } from "~/schemas/practice";

export type { LineProgress, SongProgress };

const notFound = refuse("NOT_FOUND");
const forbidden = refuse("FORBIDDEN");

type SectionAccessRow = { id: number; userId: string; songId: number; type: number; isPublic: number; hiddenAt: string | null };

const mayRead = (userId: string, row: SectionAccessRow) =>
  row.userId === userId || isSharedLyrics({ type: row.type, isPublic: row.isPublic === 1, hiddenAt: row.hiddenAt });

export interface RecordedLoop {
  id: number;
  practiceCount: number;
  progress: LineProgress;
}

/**
 * One more loop of a section the fan may read (their own, or a shared lyrics section), with the
 * recall drill's result when there was one. The section's practiceCount and the fan's record
 * change in one transaction; on PostgreSQL every write of a fan's progress first locks the
 * account's row (decision 128), and the counters are increments, so parallel loops all count.
 */
export async function recordSectionPractice(userId: string, sectionId: number, loop: PracticeLoop = {}): Promise<Result<RecordedLoop>> {
  const section = await readRow<SectionAccessRow>(
    `SELECT "id", "userId", "songId", "type", "isPublic", "hiddenAt" FROM "Section" WHERE "id" = ?`,
    [sectionId],
  );
  if (!section) return notFound;
  if (!mayRead(userId, section)) return forbidden;
  const { drill } = loop;
  const clean = drill !== undefined && isCleanAtFullSpeed(drill);
  const now = new Date();
  try {
    return ok(
      await writeTransaction(async (tx) => {
        await lockAccountForWrite(tx, userId);
        const counted = await tx.section.update({
          where: { id: sectionId },
          data: { practiceCount: { increment: 1 } },
          select: { id: true, practiceCount: true },
        });
        const key = { userId_sectionId: { userId, sectionId } };
        // Raised only where it is lower: an atomic update, whatever ran before it.
        if (drill) {
          await tx.practiceProgress.updateMany({
            where: { userId, sectionId, OR: [{ bestScore: null }, { bestScore: { lt: drill.score } }] },
            data: { bestScore: drill.score },
          });
        }
        const record = await tx.practiceProgress.upsert({
          where: key,
          create: {
            userId,
            sectionId,
            songId: section.songId,
            loops: 1,
            bestScore: drill?.score ?? null,
            lastScore: drill?.score ?? null,
            cleanAtFullSpeed: clean,
            practisedAt: now,
          },
          update: {
            loops: { increment: 1 },
            practisedAt: now,
            ...(drill ? { lastScore: drill.score } : {}),
            ...(clean ? { cleanAtFullSpeed: true } : {}),
          },
          select: { loops: true, bestScore: true, lastScore: true, cleanAtFullSpeed: true },
        });
        return { ...counted, progress: lineProgress(record) };
      }),
    );
  } catch (error) {
    // Deleted since it was read.
    if (prismaErrorCode(error) === "P2025" || prismaErrorCode(error) === "P2003") return notFound;
    throw error;
  }
}

type ProgressRow = {
  sectionId: number;
  songId: number;
  loops: number;
  bestScore: number | null;
  lastScore: number | null;
  cleanAtFullSpeed: number;
  practisedAt: string;
};

const PROGRESS_COLUMNS = `"sectionId", "songId", "loops", "bestScore", "lastScore", "cleanAtFullSpeed", "practisedAt"`;

function toRecord(row: ProgressRow): ProgressRecord {
  return {
    loops: row.loops,
    bestScore: row.bestScore,
    lastScore: row.lastScore,
    cleanAtFullSpeed: row.cleanAtFullSpeed === 1,
    practisedAt: isoFromSql(row.practisedAt),
  };
}

const placeholders = (count: number) => Array.from({ length: count }, () => "?").join(", ");

/** The fan's rows of these sections or songs (through the (userId, sectionId) key or the (userId, songId) index). */
async function progressRows(userId: string, column: "sectionId" | "songId", ids: readonly number[]): Promise<ProgressRow[]> {
  if (ids.length === 0) return [];
  return readRows<ProgressRow>(
    `SELECT ${PROGRESS_COLUMNS} FROM "PracticeProgress" WHERE "userId" = ? AND "${column}" IN (${placeholders(ids.length)})`,
    [userId, ...ids],
  );
}

/** The fan's progress of each of these sections they practised (one read). */
export async function sectionProgressOf(userId: string, sectionIds: readonly number[]): Promise<Map<number, LineProgress>> {
  const rows = await progressRows(userId, "sectionId", [...new Set(sectionIds)]);
  return new Map(rows.map((row) => [row.sectionId, lineProgress(toRecord(row))]));
}

/** The fan's progress of each of these songs, from its practised lines (app/practice/progress.ts songProgressOf); "new" for none. */
export async function songProgress(userId: string, songIds: readonly number[]): Promise<Map<number, SongProgress>> {
  const unique = [...new Set(songIds)];
  const bySong = new Map<number, ProgressRecord[]>(unique.map((id) => [id, []]));
  for (const row of await progressRows(userId, "songId", unique)) bySong.get(row.songId)?.push(toRecord(row));
  return new Map([...bySong].map(([id, records]) => [id, songProgressOf(records)]));
}

export interface ConcertReadiness {
  /** Days until the first show in Korea: 0 on the day, null once it has passed. */
  daysLeft: number | null;
  /** Each setlist song once, in setlist order, with the viewer's readiness; null for a guest (the browser knows). */
  songs: Array<{ songId: number; readiness: Readiness }> | null;
  counts: Record<Readiness, number> | null;
}

/** The viewer's readiness for a concert's setlist, and the days left until it. */
export async function concertReadiness(
  userId: string | null,
  concert: { startDate: string; setlist: ReadonlyArray<{ id: number }> },
  now = new Date(),
): Promise<ConcertReadiness> {
  const daysLeft = daysUntil(concert.startDate, now);
  if (!userId) return { daysLeft, songs: null, counts: null };
  const songIds = [...new Set(concert.setlist.map((song) => song.id))];
  const progress = await songProgress(userId, songIds);
  const songs = songIds.map((songId) => ({ songId, readiness: progress.get(songId)!.readiness }));
  return { daysLeft, songs, counts: readinessCounts(songs.map((song) => song.readiness)) };
}

/** Songs on one page of the profile's practice list. */
export const PROFILE_PROGRESS_PAGE_SIZE = 10;

export interface ProfileProgressSong {
  id: number;
  title: string;
  artist: string;
  progress: SongProgress;
}

/**
 * One page of the songs the fan practised, latest practice first (the newer song id first on a
 * tie). The fan's rows are walked through the (userId, practisedAt) index.
 */
export async function profileProgress(userId: string, page: number): Promise<{ songs: ProfileProgressSong[]; page: number; hasNext: boolean }> {
  const rows = await readRows<{ songId: number; title: string; artist: string }>(
    `SELECT p."songId", g."title", g."artist", MAX(p."practisedAt") AS "latest"
     FROM "PracticeProgress" p JOIN "Song" g ON g."id" = p."songId"
     WHERE p."userId" = ?
     GROUP BY p."songId", g."title", g."artist"
     ORDER BY "latest" DESC, p."songId" DESC
     LIMIT ? OFFSET ?`,
    [userId, PROFILE_PROGRESS_PAGE_SIZE + 1, (page - 1) * PROFILE_PROGRESS_PAGE_SIZE],
  );
  const shown = rows.slice(0, PROFILE_PROGRESS_PAGE_SIZE);
  const progress = await songProgress(userId, shown.map((row) => row.songId));
  return {
    songs: shown.map((row) => ({ id: row.songId, title: row.title, artist: row.artist, progress: progress.get(row.songId)! })),
    page,
    hasNext: rows.length > PROFILE_PROGRESS_PAGE_SIZE,
  };
}

/**
 * A guest's browser records (by server section id) merged into the account (practice/progress.ts
 * mergeProgress: loops added, best the higher, last the later one's, clean if either, the later
 * practice), in one transaction under the account's lock. Sections the account may not read, and
 * gone ones, are left out without a word: the answer says only how many lines took a record. A
 * record dated in the future is taken as now.
 */
export async function mergeGuestProgress(userId: string, records: readonly GuestProgressRecord[]): Promise<{ merged: number }> {
  const now = Date.now();
  const latest = new Map<number, ProgressRecord>();
  for (const { sectionId, practisedAt, ...record } of records) {
    const at = new Date(Math.min(Date.parse(practisedAt), now)).toISOString();
    const guest: ProgressRecord = { ...record, practisedAt: at };
    const same = latest.get(sectionId);
    latest.set(sectionId, same ? (mergeProgress(same, guest) ?? same) : guest);
  }
  const ids = [...latest.keys()];
  if (ids.length === 0) return { merged: 0 };
  const sections = await readRows<SectionAccessRow>(
    `SELECT "id", "userId", "songId", "type", "isPublic", "hiddenAt" FROM "Section" WHERE "id" IN (${placeholders(ids.length)})`,
    ids,
  );
  const readable = sections.filter((row) => mayRead(userId, row));
  if (readable.length === 0) return { merged: 0 };
  return writeTransaction(async (tx) => {
    await lockAccountForWrite(tx, userId);
    const existing = new Map(
      (await tx.practiceProgress.findMany({ where: { userId, sectionId: { in: readable.map((row) => row.id) } } })).map((row) => [
        row.sectionId,
        { ...row, practisedAt: row.practisedAt.toISOString() },
      ]),
    );
    let merged = 0;
    for (const section of readable) {
      // A clean pass counts only with a score that could have been clean (decision 137).
      const guest = latest.get(section.id)!;
      const trusted = { ...guest, cleanAtFullSpeed: guest.cleanAtFullSpeed && (guest.bestScore ?? 0) >= CLEAN_SCORE_MIN };
      const next = mergeProgress(existing.get(section.id) ?? null, trusted);
      if (!next) continue;
      const data = { ...next, practisedAt: new Date(next.practisedAt) };
      await tx.practiceProgress.upsert({
        where: { userId_sectionId: { userId, sectionId: section.id } },
        create: { userId, sectionId: section.id, songId: section.songId, ...data },
        update: data,
        select: { sectionId: true },
      });
      merged += 1;
    }
    return { merged };
  });
}

export interface PracticeLineSong {
  /** The section's id. */
  id: number;
  song: { id: number; youtubeId: string; title: string; artist: string };
}

/**
 * The songs of these lines, for a guest's browser records of server lines (it keeps their ids
 * only): the lines the viewer may read (their own, shared lyrics sections); others are left out.
 */
export async function songsOfLines(viewerId: string | null, sectionIds: readonly number[]): Promise<PracticeLineSong[]> {
  const ids = [...new Set(sectionIds)];
  if (ids.length === 0) return [];
  const rows = await readRows<SectionAccessRow & { youtubeId: string; title: string; artist: string }>(
    `SELECT s."id", s."userId", s."songId", s."type", s."isPublic", s."hiddenAt", g."youtubeId", g."title", g."artist"
     FROM "Section" s JOIN "Song" g ON g."id" = s."songId" WHERE s."id" IN (${placeholders(ids.length)})`,
    ids,
  );
  return rows
    .filter((row) => mayRead(viewerId ?? "", row))
    .map((row) => ({ id: row.id, song: { id: row.songId, youtubeId: row.youtubeId, title: row.title, artist: row.artist } }));
}
