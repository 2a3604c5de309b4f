// What fans do with someone's community playlist besides reading it (issue
// 10): like, bookmark, copy (also through a share link), play and view. Each
// counter changes in the same transaction as the row it counts (decision 060).
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { prismaErrorCode } from "~/db/prisma-errors";
import { lockPlaylistForWrite, writeTransaction } from "~/db/write-locks.server";
import { access, accessSelect, canView, PLAYLIST_NOT_FOUND } from "~/models/community-playlist-access.server";
import { SHARE_TOKEN_PATTERN } from "~/models/community-playlist-share.server";
import { indexPlaylistName } from "~/models/playlist-search.server";
import { ok, refuse, type Result } from "~/models/result";
import { koreaDay } from "~/shared/korea-time";
import type { Actor } from "~/shared/permissions";

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
    writeTransaction(async (tx) => {
      // One account's presses at once take turns (decision 128): each sees the row the one before left.
      await lockPlaylistForWrite(tx, id);
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
    if (!row || !canView(actor, row)) return PLAYLIST_NOT_FOUND;
    return writeCopy(tx, actor, row);
  });
}

/**
 * "Save to my playlists" on the shared page: a copy of the playlist this
 * token shares. The token is the permission to see it (a private playlist
 * too, as on the shared page); a revoked token or a hidden playlist is NOT_FOUND.
 */
export async function copySharedPlaylist(actor: Actor, token: string): Promise<Result<{ id: number }>> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return PLAYLIST_NOT_FOUND;
  return prisma.$transaction(async (tx) => {
    const row = await tx.communityPlaylist.findUnique({ where: { shareToken: token }, select: copySourceSelect });
    if (!row || row.hiddenAt !== null) return PLAYLIST_NOT_FOUND;
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

/**
 * One view of the playlist by `viewerKey` (an account's id, or "guest:" and a
 * session id) on the day of `now` in Korea (koreaDay): a view counts once per
 * viewer per such day; returns whether it counted.
 */
export async function recordPlaylistView(id: number, viewerKey: string, now: Date = new Date()): Promise<boolean> {
  const day = koreaDay(now);
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
