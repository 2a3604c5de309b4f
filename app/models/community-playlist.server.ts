// Community playlists (issue 10): named, curated lists fans keep, share and
// publish — not the personal player queue (player-playlist.server.ts). This
// module makes, changes and reads one playlist and its songs; beside it:
//   community-playlist-access.server.ts    who may see and change a playlist
//   community-playlist-social.server.ts    likes, bookmarks, copies, plays, views
//   community-playlist-comments.server.ts  comments and reports
//   community-playlist-share.server.ts     share tokens and the shared page
//   community-playlist-feed.server.ts      the lists (plain SQL, keyset pages)
// Each counter changes in the same transaction as what it counts (decision 060).
// Every change to a playlist's songs, tags or counters first locks its row
// (lockPlaylistForWrite, decision 128): positions stay 0..n-1, the song cap holds.
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { lockPlaylistForWrite, writeTransaction } from "~/db/write-locks.server";
import { fetchVideoDetails } from "~/integrations/youtube/oembed.server";
import {
  access,
  accessSelect,
  canView,
  PLAYLIST_FORBIDDEN,
  PLAYLIST_NOT_FOUND,
} from "~/models/community-playlist-access.server";
import { listComments, type CommentsPage } from "~/models/community-playlist-comments.server";
import { indexPlaylistName } from "~/models/playlist-search.server";
import { ok, refuse, type Refusal, type Result } from "~/models/result";
import { findOrCreateSongs, spendOnNewSongs } from "~/models/song.server";
import { spendWriteAllowance } from "~/models/write-limits.server";
import { describeNewSongs, type DescribedSongInput } from "~/models/song-details.server";
import type { SongDetailsFrom } from "~/shared/song";
import { catalogueSongSelect } from "~/models/catalogue-song.server";
import type { CatalogueSong } from "~/schemas/song";
import type { AddSongByLink, AddToPlaylist, CommentCursor, PlaylistFields, PlaylistUpdate } from "~/schemas/community-playlist";
import type { SongInput } from "~/schemas/song";
import { COMMUNITY_PLAYLIST_MAX_SONGS } from "~/shared/constants";
import { youtubeThumbnailUrl } from "~/shared/youtube";
import type { Actor } from "~/shared/permissions";

const FULL = refuse("BAD_REQUEST", "playlists:errors.full");

function tagRows(tags: string[]) {
  return tags.map((tag) => ({ tag }));
}

/**
 * A new playlist of the owner with the catalogue's songs `songIds`, in that
 * order (duplicates dropped, unknown ids refused), within the owner's
 * allowance of new playlists (WRITE_LIMITS.playlist). The function other
 * features call (a concert's setlist, issue 12).
 */
export async function createPlaylist(
  ownerId: string,
  fields: PlaylistFields,
  songIds: number[] = [],
  options: { copiedFromId?: number | null } = {},
): Promise<Result<{ id: number }>> {
  const allowed = await spendWriteAllowance(ownerId, "playlist");
  if (!allowed.ok) return allowed;
  return insertPlaylist(ownerId, fields, songIds, options);
}

async function insertPlaylist(
  ownerId: string,
  fields: PlaylistFields,
  songIds: number[],
  { copiedFromId = null }: { copiedFromId?: number | null } = {},
): Promise<Result<{ id: number }>> {
  const ids = [...new Set(songIds)];
  if (ids.length > COMMUNITY_PLAYLIST_MAX_SONGS) return FULL;
  return prisma.$transaction(async (tx) => {
    if (ids.length > 0) {
      const known = await tx.song.count({ where: { id: { in: ids } } });
      if (known !== ids.length) return refuse("NOT_FOUND", "playlists:errors.songNotFound");
    }
    const playlist = await tx.communityPlaylist.create({
      data: {
        ownerId,
        name: fields.name,
        description: fields.description,
        isPublic: fields.isPublic,
        copiedFromId,
        songCount: ids.length,
        tags: { create: tagRows(fields.tags) },
        songs: { create: ids.map((songId, position) => ({ songId, position })) },
      },
      select: { id: true },
    });
    await indexPlaylistName(tx, playlist.id, fields.name);
    return ok(playlist);
  });
}

/** "Save the player's queue as a playlist": the queue's songs join the catalogue when new. */
export async function createPlaylistFromQueue(
  ownerId: string,
  fields: PlaylistFields,
  queue: SongInput[],
): Promise<Result<{ id: number }>> {
  if (queue.length > COMMUNITY_PLAYLIST_MAX_SONGS) return FULL;
  const allowed = await spendWriteAllowance(ownerId, "playlist");
  if (!allowed.ok) return allowed;
  const newSongsAllowed = await spendOnNewSongs(ownerId, queue.map((input) => input.youtubeId));
  if (!newSongsAllowed.ok) return newSongsAllowed;
  const inputs = await describeNewSongs(queue.map(({ youtubeId, title, artist, thumbnailUrl, duration }) => ({ youtubeId, title, artist, thumbnailUrl, duration })));
  const songs = inputs.length > 0 ? await writeTransaction((tx) => findOrCreateSongs(inputs, tx)) : new Map<string, CatalogueSong>();
  const ids = queue.map((input) => songs.get(input.youtubeId)?.id).filter((id): id is number => id !== undefined);
  return insertPlaylist(ownerId, fields, ids);
}

export async function updatePlaylist(
  actor: Actor | null,
  id: number,
  update: PlaylistUpdate,
): Promise<Result<{ id: number; shareLinkEnded: boolean }>> {
  return writeTransaction(async (tx) => {
    await lockPlaylistForWrite(tx, id);
    const found = await access(tx, actor, id, { owner: true });
    if (!found.ok) return found;
    // Made private: the share link (which the sitemap published) stops working. A private
    // playlist shared on purpose afterwards keeps its new link through later saves.
    const ended =
      update.isPublic === false
        ? await tx.communityPlaylist.updateMany({ where: { id, isPublic: true, shareToken: { not: null } }, data: { shareToken: null } })
        : { count: 0 };
    await tx.communityPlaylist.update({
      where: { id },
      data: {
        name: update.name,
        description: update.description,
        isPublic: update.isPublic,
        ...(update.tags ? { tags: { deleteMany: {}, create: tagRows(update.tags) } } : {}),
      },
    });
    if (update.name !== undefined) await indexPlaylistName(tx, id, update.name);
    return ok({ id, shareLinkEnded: ended.count > 0 });
  });
}

/** The owner deletes the playlist (an admin hides it, issue 13); copies keep their songs. */
export async function deletePlaylist(actor: Actor | null, id: number): Promise<Result<null>> {
  return writeTransaction(async (tx) => {
    await lockPlaylistForWrite(tx, id);
    const found = await access(tx, actor, id, { owner: true });
    if (!found.ok) return found;
    await tx.communityPlaylist.delete({ where: { id } });
    return ok(null);
  });
}

// ---------------------------------------------------------------- songs

/** Adds a catalogue song at the end. */
export async function addSongToPlaylist(
  actor: Actor | null,
  id: number,
  songId: number,
): Promise<Result<{ added: boolean; songCount: number }>> {
  return writeTransaction(async (tx) => {
    await lockPlaylistForWrite(tx, id);
    const found = await access(tx, actor, id, { owner: true });
    if (!found.ok) return found;
    const song = await tx.song.findUnique({ where: { id: songId }, select: { id: true } });
    if (!song) return refuse("NOT_FOUND", "playlists:errors.songNotFound");
    const { songCount } = await tx.communityPlaylist.findUniqueOrThrow({ where: { id }, select: { songCount: true } });
    const existing = await tx.communityPlaylistSong.findUnique({
      where: { playlistId_songId: { playlistId: id, songId } },
      select: { id: true },
    });
    if (existing) return ok({ added: false, songCount });
    if (songCount >= COMMUNITY_PLAYLIST_MAX_SONGS) return FULL;
    await tx.communityPlaylistSong.create({ data: { playlistId: id, songId, position: songCount } });
    const updated = await tx.communityPlaylist.update({
      where: { id },
      data: { songCount: { increment: 1 } },
      select: { songCount: true },
    });
    return ok({ added: true, songCount: updated.songCount });
  });
}

/** Adds the video (a link the player accepts), creating its catalogue song from `details` when new. */
async function addVideoToPlaylist(
  actor: Actor | null,
  id: number,
  details: DescribedSongInput,
): Promise<Result<{ added: boolean; songCount: number; song: CatalogueSong }>> {
  const found = await access(prisma, actor, id, { owner: true });
  if (!found.ok) return found;
  const allowed = await spendOnNewSongs(found.value.ownerId, [details.youtubeId]);
  if (!allowed.ok) return allowed;
  const { youtubeId, title, artist, thumbnailUrl, duration, detailsFrom } = details;
  const songs = await writeTransaction((tx) => findOrCreateSongs([{ youtubeId, title, artist, thumbnailUrl, duration, detailsFrom }], tx));
  const song = songs.get(details.youtubeId)!;
  const result = await addSongToPlaylist(actor, id, song.id);
  return result.ok ? ok({ ...result.value, song }) : result;
}

const VIDEO_NOT_FOUND = refuse("NOT_FOUND", "player:add.videoNotFound");
const VIDEO_DETAILS_UNAVAILABLE = refuse("BAD_GATEWAY", "player:add.detailsUnavailable");

/** A video YouTube cannot describe: the owner may type its title (and artist) and add it anyway. */
export function asksForTypedDetails(refusal: Refusal): boolean {
  return refusal === VIDEO_NOT_FOUND || refusal === VIDEO_DETAILS_UNAVAILABLE;
}

/**
 * Adds a video by its id (from any YouTube link the player accepts): the
 * catalogue's song when known, else YouTube's title and channel (oEmbed), else
 * the title and artist the owner typed.
 */
export async function addYouTubeVideoToPlaylist(
  actor: Actor | null,
  id: number,
  { url: youtubeId, title: typedTitle, artist: typedArtist }: AddSongByLink,
): Promise<Result<{ added: boolean; songCount: number }>> {
  const found = await access(prisma, actor, id, { owner: true });
  if (!found.ok) return found;
  const known = await prisma.song.findUnique({ where: { youtubeId }, select: { id: true } });
  if (known) return addSongToPlaylist(actor, id, known.id);
  const video = await fetchVideoDetails(youtubeId);
  let details: { title: string; artist: string; thumbnailUrl: string; detailsFrom: SongDetailsFrom };
  if (video.status === "found") details = { ...video.details, detailsFrom: "youtube" };
  // YouTube cannot describe it: the title (and artist) the owner typed, which the page asks for (decision 130).
  else if (typedTitle) details = { title: typedTitle, artist: typedArtist, thumbnailUrl: youtubeThumbnailUrl(youtubeId), detailsFrom: "fan" };
  else return video.status === "not-found" ? VIDEO_NOT_FOUND : VIDEO_DETAILS_UNAVAILABLE;
  const result = await addVideoToPlaylist(actor, id, { youtubeId, ...details, duration: 0 });
  return result.ok ? ok({ added: result.value.added, songCount: result.value.songCount }) : result;
}

/**
 * "Add to one of my playlists" (search results, issue 11): a catalogue song or
 * a YouTube video (with the length YouTube gave) into one of the actor's
 * playlists, or into a new private one. The owner only (else FORBIDDEN, or
 * NOT_FOUND for a playlist the actor may not see), at most
 * COMMUNITY_PLAYLIST_MAX_SONGS; a song already there is not added twice.
 */
export async function addToOwnPlaylist(
  actor: Actor,
  { playlist: choice, song: item }: AddToPlaylist,
): Promise<Result<{ added: boolean; created: boolean; playlist: { id: number; name: string }; title: string }>> {
  let title: string;
  if ("songId" in item) {
    // Before a new playlist is made for it.
    const known = await prisma.song.findUnique({ where: { id: item.songId }, select: { title: true } });
    if (!known) return refuse("NOT_FOUND", "playlists:errors.songNotFound");
    title = known.title;
  } else title = item.video.title;
  let playlist: { id: number; name: string };
  if ("newPlaylistName" in choice) {
    const made = await createPlaylist(actor.id, { name: choice.newPlaylistName, description: "", isPublic: false, tags: [] });
    if (!made.ok) return made;
    playlist = { id: made.value.id, name: choice.newPlaylistName };
  } else playlist = { id: choice.playlistId, name: "" };
  let added: boolean;
  if ("songId" in item) {
    const result = await addSongToPlaylist(actor, playlist.id, item.songId);
    if (!result.ok) return result;
    added = result.value.added;
  } else {
    const [video] = await describeNewSongs([item.video]);
    const result = await addVideoToPlaylist(actor, playlist.id, video!);
    if (!result.ok) return result;
    added = result.value.added;
    // A video the catalogue already had keeps the catalogue's title.
    title = result.value.song.title;
  }
  if (!playlist.name) {
    playlist.name = (await prisma.communityPlaylist.findUniqueOrThrow({ where: { id: playlist.id }, select: { name: true } })).name;
  }
  return ok({ added, created: "newPlaylistName" in choice, playlist, title });
}

export async function removeSongFromPlaylist(
  actor: Actor | null,
  id: number,
  songId: number,
): Promise<Result<{ songCount: number }>> {
  return writeTransaction(async (tx) => {
    await lockPlaylistForWrite(tx, id);
    const found = await access(tx, actor, id, { owner: true });
    if (!found.ok) return found;
    const entry = await tx.communityPlaylistSong.findUnique({
      where: { playlistId_songId: { playlistId: id, songId } },
      select: { id: true, position: true },
    });
    if (!entry) return refuse("NOT_FOUND", "playlists:errors.songNotInPlaylist");
    await tx.communityPlaylistSong.delete({ where: { id: entry.id } });
    await tx.communityPlaylistSong.updateMany({
      where: { playlistId: id, position: { gt: entry.position } },
      data: { position: { decrement: 1 } },
    });
    const updated = await tx.communityPlaylist.update({
      where: { id },
      data: { songCount: { decrement: 1 } },
      select: { songCount: true },
    });
    return ok(updated);
  });
}

/** One step up or down (the edit page without JavaScript). */
export async function moveSongInPlaylist(
  actor: Actor | null,
  id: number,
  songId: number,
  direction: "up" | "down",
): Promise<Result<{ moved: boolean }>> {
  return writeTransaction(async (tx) => {
    await lockPlaylistForWrite(tx, id);
    const found = await access(tx, actor, id, { owner: true });
    if (!found.ok) return found;
    const entry = await tx.communityPlaylistSong.findUnique({
      where: { playlistId_songId: { playlistId: id, songId } },
      select: { id: true, position: true },
    });
    if (!entry) return refuse("NOT_FOUND", "playlists:errors.songNotInPlaylist");
    const neighbour = await tx.communityPlaylistSong.findFirst({
      where: { playlistId: id, position: direction === "up" ? entry.position - 1 : entry.position + 1 },
      select: { id: true, position: true },
    });
    if (!neighbour) return ok({ moved: false });
    await tx.communityPlaylistSong.update({ where: { id: neighbour.id }, data: { position: entry.position } });
    await tx.communityPlaylistSong.update({ where: { id: entry.id }, data: { position: neighbour.position } });
    await tx.communityPlaylist.update({ where: { id }, data: { updatedAt: new Date() } });
    return ok({ moved: true });
  });
}

/** The whole order at once (drag and drop): exactly the playlist's songs, each once. */
export async function reorderPlaylist(
  actor: Actor | null,
  id: number,
  songIds: number[],
): Promise<Result<null>> {
  return writeTransaction(async (tx) => {
    await lockPlaylistForWrite(tx, id);
    const found = await access(tx, actor, id, { owner: true });
    if (!found.ok) return found;
    const entries = await tx.communityPlaylistSong.findMany({ where: { playlistId: id }, select: { id: true, songId: true } });
    const bySong = new Map(entries.map((entry) => [entry.songId, entry.id]));
    if (songIds.length !== entries.length || new Set(songIds).size !== songIds.length || !songIds.every((s) => bySong.has(s))) {
      return refuse("VALIDATION_ERROR", undefined, { songIds: ["playlists:validation.order"] });
    }
    for (const [position, songId] of songIds.entries()) {
      await tx.communityPlaylistSong.update({ where: { id: bySong.get(songId)! }, data: { position } });
    }
    await tx.communityPlaylist.update({ where: { id }, data: { updatedAt: new Date() } });
    return ok(null);
  });
}

export interface PlaylistSongView extends CatalogueSong {
  position: number;
}

export interface PlaylistDetail {
  id: number;
  name: string;
  description: string;
  isPublic: boolean;
  hidden: boolean;
  tags: string[];
  owner: { id: string; nickname: string };
  songCount: number;
  copyCount: number;
  playCount: number;
  likeCount: number;
  viewCount: number;
  bookmarkCount: number;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
  copiedFrom: { id: number; name: string } | null;
  coverUrl: string | null;
  songs: PlaylistSongView[];
}

export const detailSelect = {
  ...accessSelect,
  name: true,
  description: true,
  shareToken: true,
  songCount: true,
  copyCount: true,
  playCount: true,
  likeCount: true,
  viewCount: true,
  bookmarkCount: true,
  commentCount: true,
  createdAt: true,
  updatedAt: true,
  owner: { select: { id: true, nickname: true } },
  copiedFrom: { select: { ...accessSelect, name: true } },
  tags: { select: { tag: true }, orderBy: { tag: "asc" } },
  songs: { select: { position: true, song: { select: catalogueSongSelect } }, orderBy: { position: "asc" } },
} satisfies Prisma.CommunityPlaylistSelect;

type DetailRow = Prisma.CommunityPlaylistGetPayload<{ select: typeof detailSelect }>;

export function toDetail(row: DetailRow, actor: Actor | null): PlaylistDetail {
  const songs = row.songs.map(({ position, song }) => ({ ...song, position }));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isPublic: row.isPublic,
    hidden: row.hiddenAt !== null,
    tags: row.tags.map(({ tag }) => tag),
    owner: row.owner,
    songCount: row.songCount,
    copyCount: row.copyCount,
    playCount: row.playCount,
    likeCount: row.likeCount,
    viewCount: row.viewCount,
    bookmarkCount: row.bookmarkCount,
    commentCount: row.commentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    copiedFrom: row.copiedFrom && canView(actor, row.copiedFrom) ? { id: row.copiedFrom.id, name: row.copiedFrom.name } : null,
    coverUrl: songs[0]?.thumbnailUrl ?? null,
    songs,
  };
}

export interface PlaylistPage extends CommentsPage {
  playlist: PlaylistDetail;
  isOwner: boolean;
  liked: boolean;
  bookmarked: boolean;
  shareToken: string | null;
}

/**
 * The detail page: the playlist, the viewer's like and bookmark, and a page
 * of comments (the newest, or those after `commentsCursor`).
 */
export async function getPlaylistPage(
  actor: Actor | null,
  id: number,
  { commentsCursor = null }: { commentsCursor?: CommentCursor | null } = {},
): Promise<Result<PlaylistPage>> {
  const row = await prisma.communityPlaylist.findUnique({ where: { id }, select: detailSelect });
  if (!row || !canView(actor, row)) return PLAYLIST_NOT_FOUND;
  const isOwner = actor?.id === row.ownerId;
  const [like, bookmark, comments] = await Promise.all([
    actor ? prisma.communityPlaylistLike.findUnique({ where: { playlistId_userId: { playlistId: id, userId: actor.id } } }) : null,
    actor
      ? prisma.communityPlaylistBookmark.findUnique({ where: { playlistId_userId: { playlistId: id, userId: actor.id } } })
      : null,
    listComments(actor, id, { cursor: commentsCursor }),
  ]);
  return ok({
    playlist: toDetail(row, actor),
    isOwner,
    liked: like !== null,
    bookmarked: bookmark !== null,
    shareToken: isOwner ? row.shareToken : null,
    ...comments,
  });
}

/** The playlist alone (the API's detail, the edit page). */
export async function getPlaylist(
  actor: Actor | null,
  id: number,
  { owner = false }: { owner?: boolean } = {},
): Promise<Result<PlaylistDetail & { shareToken: string | null }>> {
  const row = await prisma.communityPlaylist.findUnique({ where: { id }, select: detailSelect });
  if (!row || !canView(actor, row)) return PLAYLIST_NOT_FOUND;
  if (owner && actor?.id !== row.ownerId) return PLAYLIST_FORBIDDEN;
  return ok({ ...toDetail(row, actor), shareToken: actor?.id === row.ownerId ? row.shareToken : null });
}
