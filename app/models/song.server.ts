// The song catalogue (spec §3 "Song (server)"), plays and play history.
import { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import {
  countCatalogueMatches,
  findArtistByName,
  inTransaction,
  searchCatalogue,
  searchFieldsFor,
  writeSearchKeys,
} from "~/models/catalogue-search.server";
import { PLAY_COUNT_THRESHOLD_S } from "~/shared/constants";
import { songSearchText } from "~/shared/search-text";
import { countRows } from "~/models/row-count.server";
import { catalogueSongSelect } from "~/models/catalogue-song.server";
import type { CatalogueSong, SongInput } from "~/schemas/song";
import { describeNewSongs, type DescribedSongInput } from "~/models/song-details.server";
import { readRow, readTuples, type SqlValue } from "~/db/reads.server";
import { prismaErrorCode } from "~/db/prisma-errors";
import { lockAccountForWrite, unlessDuplicate } from "~/db/write-locks.server";
import { ok, type Result } from "~/models/result";
import { spendWriteAllowance } from "~/models/write-limits.server";

/** Most played first, the older song first on a tie: the order of every popular-songs list (index Song_playCount_id_searchText_idx). */
const POPULAR_ORDER = `playCount DESC, id ASC`;
const SONG_COLUMNS = `id, youtubeId, title, artist, thumbnailUrl, duration, playCount`;

type SongTuple = [
  CatalogueSong["id"],
  CatalogueSong["youtubeId"],
  CatalogueSong["title"],
  CatalogueSong["artist"],
  CatalogueSong["thumbnailUrl"],
  CatalogueSong["duration"],
  CatalogueSong["playCount"],
];

/** Songs of SONG_COLUMNS read as values (libSQL builds arrays faster than objects), then named. */
async function readSongs(sql: string, params: SqlValue[]): Promise<CatalogueSong[]> {
  return (await readTuples<SongTuple>(sql, params)).map(([id, youtubeId, title, artist, thumbnailUrl, duration, playCount]) => ({
    id,
    youtubeId,
    title,
    artist,
    thumbnailUrl,
    duration,
    playCount,
  }));
}

export async function listPopularSongs(limit: number): Promise<CatalogueSong[]> {
  return readSongs(`SELECT ${SONG_COLUMNS} FROM "Song" ORDER BY ${POPULAR_ORDER} LIMIT ?`, [limit]);
}

/**
 * A page of the catalogue in popularity order; with `query`, only the songs
 * catalogue search finds for it (app/models/catalogue-search.server.ts,
 * decision 080).
 */
export async function listSongs({ page, pageSize, query }: { page: number; pageSize: number; query?: string }) {
  if (query) {
    const { songs } = await searchCatalogue({ query, page, pageSize });
    return { songs, page, pageSize, total: await countCatalogueMatches(query) };
  }
  const songs = await readSongs(`SELECT ${SONG_COLUMNS} FROM "Song" ORDER BY ${POPULAR_ORDER} LIMIT ? OFFSET ?`, [
    pageSize,
    (page - 1) * pageSize,
  ]);
  return { songs, page, pageSize, total: await countRows("Song") };
}

export async function getSong(id: number): Promise<CatalogueSong | null> {
  return (await readRow<CatalogueSong>(`SELECT ${SONG_COLUMNS} FROM "Song" WHERE id = ?`, [id])) ?? null;
}

/**
 * Issue 9: a catalogue song whose length is unknown (0, e.g. added by link,
 * where oEmbed tells no length) takes the one a player learned. A known length
 * is never changed (the condition is in the statement, so two writers cannot
 * both fill it). Returns the length the song now has.
 */
async function fillUnknownDuration(db: Prisma.TransactionClient, song: { id: number; duration: number }, duration: number) {
  if (song.duration > 0 || !(duration > 0)) return song.duration;
  const { count } = await db.song.updateMany({ where: { id: song.id, duration: 0 }, data: { duration } });
  if (count > 0) return duration;
  return (await db.song.findUnique({ where: { id: song.id }, select: { duration: true } }))?.duration ?? song.duration;
}

/**
 * The catalogue's song for this video, created from `input` when the video is
 * new (its details described first: describeNewSongs, song-details.server.ts).
 * An existing song keeps its details (a user cannot rename the catalogue),
 * except that an unknown length (0) takes the one given.
 */
export async function findOrCreateSong(
  input: DescribedSongInput,
  db: Prisma.TransactionClient = prisma,
): Promise<{ song: CatalogueSong; created: boolean }> {
  const existing = await db.song.findUnique({ where: { youtubeId: input.youtubeId }, select: catalogueSongSelect });
  if (existing) return { song: { ...existing, duration: await fillUnknownDuration(db, existing, input.duration) }, created: false };
  const fields = await searchFieldsFor(db, input);
  // The song and its search keys together (decision 080).
  const song = await inTransaction(db, (tx) =>
    unlessDuplicate(tx, async () => {
      const created = await tx.song.create({ data: { ...input, ...fields }, select: catalogueSongSelect });
      await writeSearchKeys(tx, Prisma.sql`"id" = ${created.id}`);
      return created;
    }),
  );
  // Another request created it at the same moment (decision 128): that one is the catalogue's.
  if (!song) return findOrCreateSong(input, db);
  return { song, created: true };
}

/**
 * The account adds these videos to the catalogue: the ones new to it spend
 * the account's allowance of catalogue songs (WRITE_LIMITS.catalogueSong),
 * one each; known ones cost nothing.
 */
export async function spendOnNewSongs(userId: string, youtubeIds: string[]): Promise<Result<null>> {
  const ids = [...new Set(youtubeIds)];
  if (ids.length === 0) return ok(null);
  const known = await prisma.song.count({ where: { youtubeId: { in: ids } } });
  return spendWriteAllowance(userId, "catalogueSong", { weight: ids.length - known });
}

/** POST /api/song: findOrCreateSong for an account, within its allowance of new catalogue songs. */
export async function addCatalogueSong(userId: string, input: SongInput): Promise<Result<{ song: CatalogueSong; created: boolean }>> {
  const allowed = await spendOnNewSongs(userId, [input.youtubeId]);
  if (!allowed.ok) return allowed;
  const [described] = await describeNewSongs([input]);
  return ok(await findOrCreateSong(described!));
}

/**
 * findOrCreateSong for many videos at once, in two queries whatever their
 * number (a playlist save): the catalogue's songs, by video id; songs whose
 * length is unknown (0) take the one given (one more statement each, only
 * for those). Run it in a transaction; a video another request adds at the
 * same moment is found, not a unique violation (decision 128).
 */
export async function findOrCreateSongs(inputs: DescribedSongInput[], db: Prisma.TransactionClient): Promise<Map<string, CatalogueSong>> {
  const existing = await db.song.findMany({
    where: { youtubeId: { in: inputs.map((input) => input.youtubeId) } },
    select: catalogueSongSelect,
  });
  const songs = new Map(existing.map((song) => [song.youtubeId, song]));
  for (const input of inputs) {
    const song = songs.get(input.youtubeId);
    if (song && song.duration === 0 && input.duration > 0) {
      songs.set(input.youtubeId, { ...song, duration: await fillUnknownDuration(db, song, input.duration) });
    }
  }
  let missing = [...new Map(inputs.filter((input) => !songs.has(input.youtubeId)).map((input) => [input.youtubeId, input])).values()];
  for (let attempt = 1; missing.length > 0; attempt++) {
    const create = () => createSongs(missing, db);
    const created = attempt < FIND_OR_CREATE_ATTEMPTS ? await unlessDuplicate(db, create) : await create();
    if (created) {
      for (const song of created) songs.set(song.youtubeId, song);
      break;
    }
    // Another request (a queue save of the same new video) created some of them at the same
    // moment (decision 128): theirs are the catalogue's; the rest are created on the next turn.
    const found = await db.song.findMany({ where: { youtubeId: { in: missing.map((input) => input.youtubeId) } }, select: catalogueSongSelect });
    for (const song of found) songs.set(song.youtubeId, song);
    missing = missing.filter((input) => !songs.has(input.youtubeId));
  }
  return songs;
}

/** Turns of findOrCreateSongs that find a concurrent duplicate before its error is let through. */
const FIND_OR_CREATE_ATTEMPTS = 4;

/**
 * New songs, found by catalogue search at once as findOrCreateSong's are (decision 080):
 * one artist lookup per artist and one statement for their keys.
 */
async function createSongs(missing: SongInput[], db: Prisma.TransactionClient): Promise<CatalogueSong[]> {
  const artists = new Map<string, Awaited<ReturnType<typeof findArtistByName>>>();
  const data = [];
  for (const input of missing) {
    if (!artists.has(input.artist)) artists.set(input.artist, await findArtistByName(db, input.artist));
    const artist = artists.get(input.artist) ?? null;
    data.push({ ...input, artistId: artist?.id ?? null, searchText: songSearchText({ ...input, artistNames: artist?.names ?? [] }) });
  }
  const created = await db.song.createManyAndReturn({ data, select: catalogueSongSelect });
  await writeSearchKeys(db, Prisma.sql`"id" IN (${Prisma.join(created.map((song) => song.id))})`);
  return created;
}

/**
 * Spec §4 "Play count": one registered play. The browser registers a play
 * after 30 s of listening, so the same account cannot play the same song
 * twice within 30 s: such a request is not counted. The play and the count
 * are written together, in the transaction that checked for a recent play.
 */
export async function registerPlay(
  songId: number,
  userId: string,
  { duration = 0 }: { duration?: number } = {},
): Promise<{ counted: boolean; playCount: number } | null> {
  return prisma.$transaction(async (tx) => {
    await lockAccountForWrite(tx, userId);
    // Issue 9: the player's length of the video fills the catalogue's when unknown (never a known one).
    if (duration > 0) await tx.song.updateMany({ where: { id: songId, duration: 0 }, data: { duration } });
    const recent = await tx.playHistory.findFirst({
      where: { userId, songId, playedAt: { gt: new Date(Date.now() - PLAY_COUNT_THRESHOLD_S * 1000) } },
      select: { id: true },
    });
    if (recent) {
      const song = await tx.song.findUnique({ where: { id: songId }, select: { playCount: true } });
      return song && { counted: false, playCount: song.playCount };
    }
    try {
      const { playCount } = await tx.song.update({
        where: { id: songId },
        data: { playCount: { increment: 1 }, plays: { create: { userId } } },
        select: { playCount: true },
      });
      return { counted: true, playCount };
    } catch (error) {
      if (prismaErrorCode(error) === "P2025") return null;
      throw error;
    }
  });
}

/** The account's most recently played songs, each once, newest first. */
export async function listPlayHistory(userId: string, limit: number) {
  const latest = await prisma.playHistory.groupBy({
    by: ["songId"],
    where: { userId },
    _max: { playedAt: true },
    orderBy: { _max: { playedAt: "desc" } },
    take: limit,
  });
  const songs = await prisma.song.findMany({
    where: { id: { in: latest.map((row) => row.songId) } },
    select: catalogueSongSelect,
  });
  const byId = new Map(songs.map((song) => [song.id, song]));
  return latest.flatMap((row) => {
    const song = byId.get(row.songId);
    return song && row._max.playedAt ? [{ ...song, playedAt: row._max.playedAt.toISOString() }] : [];
  });
}
