// Community playlists (issue 10): named, curated lists fans keep, share and
// publish — not the personal player queue (player-playlist.server.ts). Every
// read and write checks who may see and change the playlist here. Each
// counter (songs, likes, bookmarks, copies, comments, views, plays) changes
// in the same transaction as what it counts (decision 060). The feed's reads
// are the one place with SQL of their own (community-playlist-feed.server.ts).
import { randomBytes } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { fetchVideoDetails } from "~/integrations/youtube/oembed.server";
import { indexPlaylistName } from "~/models/playlist-search.server";
import { ok, refuse, type Result } from "~/models/result";
import { fileReport, type ReportInput } from "~/models/report.server";
import { findOrCreateSongs } from "~/models/song.server";
import { songSummarySelect, type SongSummary } from "~/models/song-summary.server";
import type { AddToPlaylist, CommentCursor, PlaylistFields, PlaylistUpdate } from "~/schemas/community-playlist";
import type { SongInput } from "~/schemas/song";
import {
  COMMUNITY_PLAYLIST_MAX_SONGS,
  PLAYLIST_COMMENTS_PAGE_SIZE,
  PLAYLIST_SHARE_TOKEN_BYTES,
} from "~/shared/constants";
import { KOREA_TIME_ZONE } from "~/shared/korea-time";
import { hasPermission, type Actor } from "~/shared/permissions";
import { prismaErrorCode } from "~/db/prisma-errors";

const NOT_FOUND = refuse("NOT_FOUND", "playlists:errors.notFound");
const FORBIDDEN = refuse("FORBIDDEN", "playlists:errors.forbidden");
const FULL = refuse("BAD_REQUEST", "playlists:errors.full");

interface Access {
  id: number;
  ownerId: string;
  isPublic: boolean;
  hiddenAt: Date | null;
}

/** An admin who moderates playlists: sees private and hidden ones, deletes any comment. */
function isAdmin(actor: Actor | null): boolean {
  return actor !== null && hasPermission(actor.role, "playlists:moderate");
}

/** Whether the actor may see the playlist: public and not hidden, or the owner's, or an admin. */
export function canView(actor: Actor | null, playlist: Access): boolean {
  if (actor && (actor.id === playlist.ownerId || isAdmin(actor))) return true;
  return playlist.isPublic && playlist.hiddenAt === null;
}

const accessSelect = { id: true, ownerId: true, isPublic: true, hiddenAt: true } as const;

type Db = Prisma.TransactionClient | typeof prisma;

/**
 * The playlist if the actor may see it (else NOT_FOUND: a private playlist is
 * not hinted at); with `owner`, FORBIDDEN unless the actor owns it.
 */
async function access(
  db: Db,
  actor: Actor | null,
  id: number,
  { owner = false }: { owner?: boolean } = {},
): Promise<Result<Access>> {
  const playlist = await db.communityPlaylist.findUnique({ where: { id }, select: accessSelect });
  if (!playlist || !canView(actor, playlist)) return NOT_FOUND;
  if (owner && playlist.ownerId !== actor?.id) return FORBIDDEN;
  return ok(playlist);
}

function tagRows(tags: string[]) {
  return tags.map((tag) => ({ tag }));
}

/** What a share token looks like (anything else is not looked up). */
const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** 128 random bits or more, URL-safe. */
export function newShareToken(): string {
  return randomBytes(PLAYLIST_SHARE_TOKEN_BYTES).toString("base64url");
}

// ---------------------------------------------------------------- create, update, delete

/**
 * A new playlist of the owner with the catalogue's songs `songIds`, in that
 * order (duplicates dropped, unknown ids refused). The function other features
 * call (a concert's setlist, issue 12).
 */
export async function createPlaylist(
  ownerId: string,
  fields: PlaylistFields,
  songIds: number[] = [],
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
  const inputs = queue.map(({ youtubeId, title, artist, thumbnailUrl, duration }) => ({ youtubeId, title, artist, thumbnailUrl, duration }));
  const songs = inputs.length > 0 ? await prisma.$transaction((tx) => findOrCreateSongs(inputs, tx)) : new Map<string, SongSummary>();
  const ids = queue.map((input) => songs.get(input.youtubeId)?.id).filter((id): id is number => id !== undefined);
  return createPlaylist(ownerId, fields, ids);
}

export async function updatePlaylist(
  actor: Actor | null,
  id: number,
  update: PlaylistUpdate,
): Promise<Result<{ id: number }>> {
  return prisma.$transaction(async (tx) => {
    const found = await access(tx, actor, id, { owner: true });
    if (!found.ok) return found;
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
    return ok({ id });
  });
}

/** The owner deletes the playlist (an admin hides it, issue 13); copies keep their songs. */
export async function deletePlaylist(actor: Actor | null, id: number): Promise<Result<null>> {
  return prisma.$transaction(async (tx) => {
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
  return prisma.$transaction(async (tx) => {
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
export async function addVideoToPlaylist(
  actor: Actor | null,
  id: number,
  details: SongInput,
): Promise<Result<{ added: boolean; songCount: number; song: SongSummary }>> {
  const found = await access(prisma, actor, id, { owner: true });
  if (!found.ok) return found;
  const { youtubeId, title, artist, thumbnailUrl, duration } = details;
  const songs = await prisma.$transaction((tx) => findOrCreateSongs([{ youtubeId, title, artist, thumbnailUrl, duration }], tx));
  const song = songs.get(details.youtubeId)!;
  const result = await addSongToPlaylist(actor, id, song.id);
  return result.ok ? ok({ ...result.value, song }) : result;
}

/**
 * Adds a video by its id (from any YouTube link the player accepts): the
 * catalogue's song when known, else YouTube's title and channel (oEmbed).
 */
export async function addYouTubeVideoToPlaylist(
  actor: Actor | null,
  id: number,
  youtubeId: string,
): Promise<Result<{ added: boolean; songCount: number }>> {
  const found = await access(prisma, actor, id, { owner: true });
  if (!found.ok) return found;
  const known = await prisma.song.findUnique({ where: { youtubeId }, select: { id: true } });
  if (known) return addSongToPlaylist(actor, id, known.id);
  const video = await fetchVideoDetails(youtubeId);
  if (video.status === "not-found") return refuse("NOT_FOUND", "playlists:errors.videoNotFound");
  if (video.status === "unreachable") return refuse("BAD_GATEWAY", "player:add.detailsUnavailable");
  const { title, artist, thumbnailUrl } = video.details;
  const result = await addVideoToPlaylist(actor, id, { youtubeId, title, artist, thumbnailUrl, duration: 0 });
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
    const result = await addVideoToPlaylist(actor, playlist.id, item.video);
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
  return prisma.$transaction(async (tx) => {
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
  return prisma.$transaction(async (tx) => {
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
  return prisma.$transaction(async (tx) => {
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

// ---------------------------------------------------------------- reading one playlist

export interface PlaylistSongView extends SongSummary {
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

const detailSelect = {
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
  songs: { select: { position: true, song: { select: songSummarySelect } }, orderBy: { position: "asc" } },
} satisfies Prisma.CommunityPlaylistSelect;

type DetailRow = Prisma.CommunityPlaylistGetPayload<{ select: typeof detailSelect }>;

function toDetail(row: DetailRow, actor: Actor | null): PlaylistDetail {
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

export interface PlaylistComment {
  id: number;
  body: string;
  createdAt: string;
  author: { id: string; nickname: string };
  canDelete: boolean;
  /** Signed in and not the author */
  canReport: boolean;
}

/** A page of comments, newest first, and where the next (older) page starts. */
export interface CommentsPage {
  comments: PlaylistComment[];
  /** The cursor of the next page; null on the last page */
  nextCursor: string | null;
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
  if (!row || !canView(actor, row)) return NOT_FOUND;
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
  if (!row || !canView(actor, row)) return NOT_FOUND;
  if (owner && actor?.id !== row.ownerId) return FORBIDDEN;
  return ok({ ...toDetail(row, actor), shareToken: actor?.id === row.ownerId ? row.shareToken : null });
}

/** The shared page: any playlist with this token, unless an admin hid it. No account needed. */
export async function getSharedPlaylist(token: string): Promise<PlaylistDetail | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const row = await prisma.communityPlaylist.findUnique({ where: { shareToken: token }, select: detailSelect });
  if (!row || row.hiddenAt !== null) return null;
  return toDetail(row, null);
}

// ---------------------------------------------------------------- likes, bookmarks, copies, plays, views

/**
 * Likes or unlikes. The like row and the counter change in one transaction;
 * liking twice is one like.
 */
export async function setPlaylistLike(
  actor: Actor,
  id: number,
  liked: boolean,
): Promise<Result<{ liked: boolean; likeCount: number }>> {
  return toggle(actor, id, liked, "like");
}

export async function setPlaylistBookmark(
  actor: Actor,
  id: number,
  bookmarked: boolean,
): Promise<Result<{ bookmarked: boolean; bookmarkCount: number }>> {
  const result = await toggle(actor, id, bookmarked, "bookmark");
  return result.ok ? ok({ bookmarked: result.value.liked, bookmarkCount: result.value.likeCount }) : result;
}

async function toggle(
  actor: Actor,
  id: number,
  on: boolean,
  kind: "like" | "bookmark",
): Promise<Result<{ liked: boolean; likeCount: number }>> {
  const key = { playlistId_userId: { playlistId: id, userId: actor.id } };
  const counter = kind === "like" ? "likeCount" : "bookmarkCount";
  const run = () =>
    prisma.$transaction(async (tx) => {
      const found = await access(tx, actor, id);
      if (!found.ok) return found;
      const table = (kind === "like" ? tx.communityPlaylistLike : tx.communityPlaylistBookmark) as typeof tx.communityPlaylistLike;
      const existing = await table.findUnique({ where: key, select: { playlistId: true } });
      if (on && !existing) {
        await table.create({ data: { playlistId: id, userId: actor.id } });
        await tx.communityPlaylist.update({ where: { id }, data: { [counter]: { increment: 1 } } });
      } else if (!on && existing) {
        await table.delete({ where: key });
        await tx.communityPlaylist.update({ where: { id }, data: { [counter]: { decrement: 1 } } });
      }
      const row = await tx.communityPlaylist.findUniqueOrThrow({ where: { id }, select: { likeCount: true, bookmarkCount: true } });
      return ok({ liked: on, likeCount: row[counter] });
    });
  try {
    return await run();
  } catch (error) {
    // The same account's two presses at once: the other one wrote the row; the state is the same.
    if (prismaErrorCode(error) === "P2002") return run();
    throw error;
  }
}

const copySourceSelect = {
  ...accessSelect,
  name: true,
  description: true,
  tags: { select: { tag: true } },
  songs: { select: { songId: true, position: true } },
} satisfies Prisma.CommunityPlaylistSelect;

/** The copy of `row` for the actor (private, remembering its origin) and the origin's copy count, in `tx`. */
async function writeCopy(
  tx: Prisma.TransactionClient,
  actor: Actor,
  row: Prisma.CommunityPlaylistGetPayload<{ select: typeof copySourceSelect }>,
): Promise<Result<{ id: number }>> {
  if (row.ownerId === actor.id) return refuse("BAD_REQUEST", "playlists:errors.cannotCopyOwn");
  const copy = await tx.communityPlaylist.create({
    data: {
      ownerId: actor.id,
      name: row.name,
      description: row.description,
      isPublic: false,
      copiedFromId: row.id,
      songCount: row.songs.length,
      tags: { create: row.tags },
      songs: { create: row.songs.map(({ songId, position }) => ({ songId, position })) },
    },
    select: { id: true },
  });
  await indexPlaylistName(tx, copy.id, row.name);
  await tx.communityPlaylist.update({ where: { id: row.id }, data: { copyCount: { increment: 1 } } });
  return ok(copy);
}

/** Spec §8 "cannot copy own playlist". The copy is private and remembers its origin. */
export async function copyPlaylist(actor: Actor, id: number): Promise<Result<{ id: number }>> {
  return prisma.$transaction(async (tx) => {
    const row = await tx.communityPlaylist.findUnique({ where: { id }, select: copySourceSelect });
    if (!row || !canView(actor, row)) return NOT_FOUND;
    return writeCopy(tx, actor, row);
  });
}

/**
 * "Save to my playlists" on the shared page: a copy of the playlist this
 * token shares. The token is the permission to see it (a private playlist
 * too, as on the shared page); a revoked token or a hidden playlist is NOT_FOUND.
 */
export async function copySharedPlaylist(actor: Actor, token: string): Promise<Result<{ id: number }>> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return NOT_FOUND;
  return prisma.$transaction(async (tx) => {
    const row = await tx.communityPlaylist.findUnique({ where: { shareToken: token }, select: copySourceSelect });
    if (!row || row.hiddenAt !== null) return NOT_FOUND;
    return writeCopy(tx, actor, row);
  });
}

/** "Play all" started: one play. */
export async function recordPlaylistPlay(actor: Actor | null, id: number): Promise<Result<{ playCount: number }>> {
  return prisma.$transaction(async (tx) => {
    const found = await access(tx, actor, id);
    if (!found.ok) return found;
    const row = await tx.communityPlaylist.update({
      where: { id },
      data: { playCount: { increment: 1 } },
      select: { playCount: true },
    });
    return ok(row);
  });
}

/** The date in Korea ("2026-11-24"): a view counts once per viewer per such day. */
export function viewDay(instant: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: KOREA_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/**
 * One view of the playlist by `viewerKey` (an account's id, or "guest:" and a
 * session id) on today's date in Korea; returns whether it counted.
 */
export async function recordPlaylistView(id: number, viewerKey: string, now: Date = new Date()): Promise<boolean> {
  const day = viewDay(now);
  try {
    return await prisma.$transaction(async (tx) => {
      const key = { playlistId_viewerKey_day: { playlistId: id, viewerKey, day } };
      if (await tx.communityPlaylistView.findUnique({ where: key, select: { day: true } })) return false;
      await tx.communityPlaylistView.create({ data: { playlistId: id, viewerKey, day } });
      await tx.communityPlaylist.update({ where: { id }, data: { viewCount: { increment: 1 } } });
      return true;
    });
  } catch (error) {
    if (["P2002", "P2003", "P2025"].includes(prismaErrorCode(error) ?? "")) return false;
    throw error;
  }
}

// ---------------------------------------------------------------- comments and reports

/** The cursor of a page that starts after this comment. */
function commentCursor(comment: { createdAt: Date; id: number }): string {
  return `${comment.createdAt.toISOString()}_${comment.id}`;
}

/**
 * A page of the comments shown (not hidden), newest first: keyset pages on
 * (createdAt, id) along the index (playlistId, createdAt), so an old page costs
 * what the first costs. The caller has checked that the actor sees the playlist.
 */
export async function listComments(
  actor: Actor | null,
  id: number,
  { cursor = null, limit = PLAYLIST_COMMENTS_PAGE_SIZE }: { cursor?: CommentCursor | null; limit?: number } = {},
): Promise<CommentsPage> {
  const rows = await prisma.communityPlaylistComment.findMany({
    where: {
      playlistId: id,
      hiddenAt: null,
      ...(cursor
        ? { OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: { id: true, body: true, createdAt: true, user: { select: { id: true, nickname: true } } },
  });
  const page = rows.slice(0, limit);
  return {
    comments: page.map((row) => ({
      id: row.id,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      author: row.user,
      canDelete: actor !== null && (actor.id === row.user.id || isAdmin(actor)),
      canReport: actor !== null && actor.id !== row.user.id,
    })),
    nextCursor: rows.length > limit ? commentCursor(page.at(-1)!) : null,
  };
}

export async function addComment(
  actor: Actor,
  id: number,
  body: string,
): Promise<Result<{ id: number; commentCount: number }>> {
  return prisma.$transaction(async (tx) => {
    const found = await access(tx, actor, id);
    if (!found.ok) return found;
    const comment = await tx.communityPlaylistComment.create({ data: { playlistId: id, userId: actor.id, body }, select: { id: true } });
    const row = await tx.communityPlaylist.update({
      where: { id },
      data: { commentCount: { increment: 1 } },
      select: { commentCount: true },
    });
    return ok({ id: comment.id, commentCount: row.commentCount });
  });
}

/** The author deletes their comment; admins delete any. */
export async function deleteComment(
  actor: Actor,
  playlistId: number,
  commentId: number,
): Promise<Result<{ commentCount: number }>> {
  return prisma.$transaction(async (tx) => {
    const found = await access(tx, actor, playlistId);
    if (!found.ok) return found;
    const comment = await tx.communityPlaylistComment.findUnique({
      where: { id: commentId },
      select: { userId: true, playlistId: true, hiddenAt: true },
    });
    if (!comment || comment.playlistId !== playlistId) return refuse("NOT_FOUND", "playlists:errors.commentNotFound");
    if (comment.userId !== actor.id && !isAdmin(actor)) return FORBIDDEN;
    await tx.communityPlaylistComment.delete({ where: { id: commentId } });
    // commentCount counts the comments shown: a hidden one was taken off already.
    const row = await tx.communityPlaylist.update({
      where: { id: playlistId },
      data: comment.hiddenAt === null ? { commentCount: { decrement: 1 } } : {},
      select: { commentCount: true },
    });
    return ok(row);
  });
}

/** A report for the admins; one per account and playlist (a second one updates the first). */
export async function reportPlaylist(actor: Actor, id: number, report: ReportInput): Promise<Result<null>> {
  const found = await access(prisma, actor, id);
  if (!found.ok) return found;
  if (found.value.ownerId === actor.id) return refuse("BAD_REQUEST", "playlists:errors.cannotReportOwn");
  const { name } = await prisma.communityPlaylist.findUniqueOrThrow({ where: { id }, select: { name: true } });
  await fileReport(prisma, actor.id, { type: "playlist", id }, name, report);
  return ok(null);
}

/** A report of a comment shown on a playlist the reporter can see; not of one's own. */
export async function reportComment(
  actor: Actor,
  playlistId: number,
  commentId: number,
  report: ReportInput,
): Promise<Result<null>> {
  const found = await access(prisma, actor, playlistId);
  if (!found.ok) return found;
  const comment = await prisma.communityPlaylistComment.findUnique({
    where: { id: commentId },
    select: { playlistId: true, userId: true, body: true, hiddenAt: true },
  });
  if (!comment || comment.playlistId !== playlistId || comment.hiddenAt !== null) {
    return refuse("NOT_FOUND", "playlists:errors.commentNotFound");
  }
  if (comment.userId === actor.id) return refuse("BAD_REQUEST", "playlists:errors.cannotReportOwnComment");
  await fileReport(prisma, actor.id, { type: "comment", id: commentId }, comment.body, report);
  return ok(null);
}

// ---------------------------------------------------------------- share tokens

/** Creates the share token, or a new one in place of the old (regenerate: the old link stops working). */
export async function regenerateShareToken(actor: Actor | null, id: number): Promise<Result<{ shareToken: string }>> {
  const found = await access(prisma, actor, id, { owner: true });
  if (!found.ok) return found;
  const shareToken = newShareToken();
  await prisma.communityPlaylist.update({ where: { id }, data: { shareToken } });
  return ok({ shareToken });
}

export async function revokeShareToken(actor: Actor | null, id: number): Promise<Result<null>> {
  const found = await access(prisma, actor, id, { owner: true });
  if (!found.ok) return found;
  await prisma.communityPlaylist.update({ where: { id }, data: { shareToken: null } });
  return ok(null);
}
