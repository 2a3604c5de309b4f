// The account's player playlist (spec §3 "Playlist song", §7 /userplaylist).
import { prisma } from "~/db.server";
import { isAdminRole } from "~/shared/roles";
import { findOrCreateSong } from "~/models/song.server";
import type { PlaylistSongInput } from "~/schemas/song";
import { PLAYLIST_MAX_SONGS } from "~/shared/constants";

const entrySelect = {
  playOrder: true,
  song: { select: { id: true, youtubeId: true, title: true, artist: true, thumbnailUrl: true, duration: true } },
} as const;

export interface SavedPlaylistSong {
  id: number;
  youtubeId: string;
  title: string;
  artist: string;
  thumbnailUrl: string | null;
  duration: number;
  playOrder: number;
}

function toSavedSongs(
  entries: Array<{ playOrder: number; song: Omit<SavedPlaylistSong, "playOrder"> }>,
): SavedPlaylistSong[] {
  return entries.map(({ playOrder, song }) => ({ ...song, playOrder }));
}

/** A playlist is read and written only by its owner or an admin. */
export function canManagePlaylist(actor: { id: string; role: string }, ownerId: string): boolean {
  return actor.id === ownerId || isAdminRole(actor.role);
}

export async function userExists(userId: string): Promise<boolean> {
  return (await prisma.user.count({ where: { id: userId } })) > 0;
}

export async function getPlayerPlaylist(userId: string): Promise<SavedPlaylistSong[]> {
  const entries = await prisma.playerPlaylistSong.findMany({
    where: { userId },
    select: entrySelect,
    orderBy: { playOrder: "asc" },
  });
  return toSavedSongs(entries);
}

/**
 * Replaces the whole playlist in one transaction. Songs are ordered by their
 * playOrder when given (else their place in the array) and renumbered from 0;
 * videos new to the catalogue are added to it.
 */
export async function replacePlayerPlaylist(userId: string, songs: PlaylistSongInput[]): Promise<SavedPlaylistSong[]> {
  const ordered = songs
    .map((song, index) => ({ song, order: song.playOrder ?? index, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ song }) => song);
  return prisma.$transaction(async (tx) => {
    const songIds: number[] = [];
    for (const { youtubeId, title, artist, thumbnailUrl, duration } of ordered) {
      const { song } = await findOrCreateSong({ youtubeId, title, artist, thumbnailUrl, duration }, tx);
      songIds.push(song.id);
    }
    await tx.playerPlaylistSong.deleteMany({ where: { userId } });
    await tx.playerPlaylistSong.createMany({
      data: songIds.map((songId, playOrder) => ({ userId, songId, playOrder })),
    });
    const entries = await tx.playerPlaylistSong.findMany({
      where: { userId },
      select: entrySelect,
      orderBy: { playOrder: "asc" },
    });
    return toSavedSongs(entries);
  });
}

export async function deletePlayerPlaylist(userId: string): Promise<number> {
  const { count } = await prisma.playerPlaylistSong.deleteMany({ where: { userId } });
  return count;
}

export type AppendOutcome = { ok: true; added: number; songs: SavedPlaylistSong[] } | { ok: false; reason: "full" };

/**
 * Appends the songs the playlist does not hold yet (a video is queued once), in
 * one transaction; refused when they would take it past PLAYLIST_MAX_SONGS.
 */
export async function appendToPlayerPlaylist(userId: string, songs: PlaylistSongInput[]): Promise<AppendOutcome> {
  return prisma.$transaction(async (tx) => {
    const existing = await tx.playerPlaylistSong.findMany({
      where: { userId },
      select: { playOrder: true, song: { select: { youtubeId: true } } },
      orderBy: { playOrder: "asc" },
    });
    const queued = new Set(existing.map((entry) => entry.song.youtubeId));
    const fresh = songs.filter((song) => !queued.has(song.youtubeId) && queued.add(song.youtubeId));
    if (existing.length + fresh.length > PLAYLIST_MAX_SONGS) return { ok: false, reason: "full" } as const;
    let playOrder = (existing.at(-1)?.playOrder ?? -1) + 1;
    for (const { youtubeId, title, artist, thumbnailUrl, duration } of fresh) {
      const { song } = await findOrCreateSong({ youtubeId, title, artist, thumbnailUrl, duration }, tx);
      await tx.playerPlaylistSong.create({ data: { userId, songId: song.id, playOrder: playOrder++ } });
    }
    const entries = await tx.playerPlaylistSong.findMany({
      where: { userId },
      select: entrySelect,
      orderBy: { playOrder: "asc" },
    });
    return { ok: true, added: fresh.length, songs: toSavedSongs(entries) } as const;
  });
}
