// The account's player playlist (spec §3 "Playlist song", §7 /userplaylist).
import { prisma } from "~/db/client.server";
import { hasPermission, type Actor } from "~/shared/permissions";
import { ok, refuse, type Result } from "~/models/result";
import { findOrCreateSongs } from "~/models/song.server";
import { describeNewSongs } from "~/models/song-details.server";
import type { PlaylistSongInput, SavedPlaylistSong } from "~/schemas/song";
import { PLAYLIST_MAX_SONGS } from "~/shared/constants";
import { lockAccountForWrite, writeTransaction } from "~/db/write-locks.server";

const entrySelect = {
  playOrder: true,
  song: { select: { id: true, youtubeId: true, title: true, artist: true, thumbnailUrl: true, duration: true } },
} as const;

function toSavedSongs(
  entries: Array<{ playOrder: number; song: Omit<SavedPlaylistSong, "playOrder"> }>,
): SavedPlaylistSong[] {
  return entries.map(({ playOrder, song }) => ({ ...song, playOrder }));
}

/**
 * Whose saved queue the actor may read and write: their own, or any
 * account's for an admin who moderates playlists (else FORBIDDEN), as long
 * as that account exists (else NOT_FOUND).
 */
export async function queueOwner(actor: Actor, userId: string): Promise<Result<string>> {
  if (actor.id === userId) return ok(userId);
  if (!hasPermission(actor.role, "playlists:moderate")) return refuse("FORBIDDEN");
  return (await prisma.user.count({ where: { id: userId } })) > 0 ? ok(userId) : refuse("NOT_FOUND");
}

export async function getPlayerPlaylist(userId: string): Promise<SavedPlaylistSong[]> {
  const entries = await prisma.playerPlaylistSong.findMany({
    where: { userId },
    select: entrySelect,
    orderBy: { playOrder: "asc" },
  });
  return toSavedSongs(entries);
}

/** The catalogue's part of a playlist song. */
function songInput({ youtubeId, title, artist, thumbnailUrl, duration }: PlaylistSongInput) {
  return { youtubeId, title, artist, thumbnailUrl, duration };
}

/**
 * Replaces the whole playlist in one transaction (new videos described by
 * YouTube first, decision 130). Songs are ordered by their
 * playOrder when given (else their place in the array) and renumbered from 0;
 * videos new to the catalogue are added to it. A few queries whatever the
 * playlist's length: the transaction holds the database while it runs.
 */
export async function replacePlayerPlaylist(userId: string, songs: PlaylistSongInput[]): Promise<SavedPlaylistSong[]> {
  const ordered = await describeNewSongs(
    songs
      .map((song, index) => ({ song, order: song.playOrder ?? index, index }))
      .sort((a, b) => a.order - b.order || a.index - b.index)
      .map(({ song }) => songInput(song)),
  );
  return writeTransaction(async (tx) => {
    await lockAccountForWrite(tx, userId);
    const catalogue = await findOrCreateSongs(ordered, tx);
    const saved = ordered.map(({ youtubeId }, playOrder) => {
      const { playCount: _, ...song } = catalogue.get(youtubeId)!;
      return { ...song, playOrder };
    });
    await tx.playerPlaylistSong.deleteMany({ where: { userId } });
    await tx.playerPlaylistSong.createMany({ data: saved.map(({ id, playOrder }) => ({ userId, songId: id, playOrder })) });
    return saved;
  });
}

export async function deletePlayerPlaylist(userId: string): Promise<number> {
  const { count } = await prisma.playerPlaylistSong.deleteMany({ where: { userId } });
  return count;
}

/**
 * Appends the songs the playlist does not hold yet (a video is queued once), in
 * one transaction; refused when they would take it past PLAYLIST_MAX_SONGS.
 */
export async function appendToPlayerPlaylist(
  userId: string,
  songs: PlaylistSongInput[],
): Promise<Result<{ added: number; addedIds: string[]; songs: SavedPlaylistSong[] }>> {
  const described = await describeNewSongs(songs.map(songInput));
  return writeTransaction(async (tx) => {
    await lockAccountForWrite(tx, userId);
    const existing = await tx.playerPlaylistSong.findMany({
      where: { userId },
      select: { playOrder: true, song: { select: { youtubeId: true } } },
      orderBy: { playOrder: "asc" },
    });
    const queued = new Set(existing.map((entry) => entry.song.youtubeId));
    const fresh = described.filter((song) => !queued.has(song.youtubeId) && queued.add(song.youtubeId));
    if (existing.length + fresh.length > PLAYLIST_MAX_SONGS) return refuse("BAD_REQUEST", "player:add.full");
    const next = (existing.at(-1)?.playOrder ?? -1) + 1;
    const catalogue = await findOrCreateSongs(fresh, tx);
    await tx.playerPlaylistSong.createMany({
      data: fresh.map(({ youtubeId }, index) => ({ userId, songId: catalogue.get(youtubeId)!.id, playOrder: next + index })),
    });
    const entries = await tx.playerPlaylistSong.findMany({
      where: { userId },
      select: entrySelect,
      orderBy: { playOrder: "asc" },
    });
    return ok({ added: fresh.length, addedIds: fresh.map((song) => song.youtubeId), songs: toSavedSongs(entries) });
  });
}

/**
 * Takes these videos out of the saved queue (the "undo" of an add without
 * JavaScript); the others keep their order. Returns how many left.
 */
export async function removeFromPlayerPlaylist(userId: string, youtubeIds: string[]): Promise<number> {
  if (youtubeIds.length === 0) return 0;
  const { count } = await prisma.playerPlaylistSong.deleteMany({
    where: { userId, song: { youtubeId: { in: youtubeIds } } },
  });
  return count;
}
