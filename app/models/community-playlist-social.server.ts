// What fans do with someone's community playlist besides reading it (issue
// 10): like, bookmark, copy (also through a share link), play and view. Each
// counter changes in the same transaction as the row it counts (decision 060).
// Views, plays and copies count people, not requests (issue 26, decision 127):
// each once per viewer per playlist per day in Korea, marked in
// CommunityPlaylistView. Likes, bookmarks and copies spend the account's write
// allowance (models/write-limits.server.ts).
import { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { prismaErrorCode } from "~/db/prisma-errors";
import { lockPlaylistForWrite, writeTransaction } from "~/db/write-locks.server";
import { access, accessSelect, canView, PLAYLIST_NOT_FOUND } from "~/models/community-playlist-access.server";
import { SHARE_TOKEN_PATTERN } from "~/models/community-playlist-share.server";
import { indexPlaylistName } from "~/models/playlist-search.server";
import { ok, refuse, type Result } from "~/models/result";
import { spendWriteAllowance } from "~/models/write-limits.server";
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
  const allowed = await spendWriteAllowance(actor.id, "reaction");
  if (!allowed.ok) return allowed;
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

/**
 * Marks that `viewerKey` did something to the playlist on `day` (a Korea day):
 * true the first time, false when it was marked already. One statement, so
 * two requests at once mark it once; the caller changes the counter in the
 * same transaction only when this is true.
 */
async function markOncePerDay(tx: Prisma.TransactionClient, playlistId: number, viewerKey: string, day: string): Promise<boolean> {
  const inserted = await tx.$executeRaw(Prisma.sql`
    INSERT INTO "CommunityPlaylistView" ("playlistId", "viewerKey", "day") VALUES (${playlistId}, ${viewerKey}, ${day})
    ON CONFLICT DO NOTHING`);
  return inserted > 0;
}

/** The marks of plays and copies beside the views': an account's id can never start so. */
const playKey = (actor: Actor) => `play:${actor.id}`;
const copyKey = (actor: Actor) => `copy:${actor.id}`;

/**
 * The copy of `row` for the actor (private, remembering its origin), in `tx`;
 * the origin's copy count grows by one per copier per Korea day.
 */
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
  if (await markOncePerDay(tx, row.id, copyKey(actor), koreaDay(new Date()))) {
    await tx.communityPlaylist.update({ where: { id: row.id }, data: { copyCount: { increment: 1 } } });
  }
  return ok(copy);
}

/** Spec §8 "cannot copy own playlist". The copy is private and remembers its origin. */
export async function copyPlaylist(actor: Actor, id: number): Promise<Result<{ id: number }>> {
  const allowed = await spendWriteAllowance(actor.id, "copy");
  if (!allowed.ok) return allowed;
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
  const allowed = await spendWriteAllowance(actor.id, "copy");
  if (!allowed.ok) return allowed;
  return prisma.$transaction(async (tx) => {
    const row = await tx.communityPlaylist.findUnique({ where: { shareToken: token }, select: copySourceSelect });
    if (!row || row.hiddenAt !== null) return PLAYLIST_NOT_FOUND;
    return writeCopy(tx, actor, row);
  });
}

/**
 * "Play all" started: one play, counted once per account per playlist per
 * Korea day (a guest's plays are not counted). Answers the play count.
 */
export async function recordPlaylistPlay(
  actor: Actor | null,
  id: number,
  now: Date = new Date(),
): Promise<Result<{ playCount: number; counted: boolean }>> {
  return prisma.$transaction(async (tx) => {
    const found = await access(tx, actor, id);
    if (!found.ok) return found;
    const counted = actor !== null && (await markOncePerDay(tx, id, playKey(actor), koreaDay(now)));
    const row = await tx.communityPlaylist.update({
      where: { id },
      data: counted ? { playCount: { increment: 1 } } : {},
      select: { playCount: true },
    });
    return ok({ playCount: row.playCount, counted });
  });
}

/**
 * One view of the playlist by `viewerKey` (an account's id, or "addr:" and a
 * guest's address, viewerKeyOf) on the day of `now` in Korea (koreaDay): a
 * view counts once per viewer per such day; returns whether it counted.
 */
export async function recordPlaylistView(id: number, viewerKey: string, now: Date = new Date()): Promise<boolean> {
  try {
    return await prisma.$transaction(async (tx) => {
      if (!(await markOncePerDay(tx, id, viewerKey, koreaDay(now)))) return false;
      await tx.communityPlaylist.update({ where: { id }, data: { viewCount: { increment: 1 } } });
      return true;
    });
  } catch (error) {
    // The playlist was deleted meanwhile (the mark's foreign key, as the raw statement reports it: P2010).
    if (["P2003", "P2010", "P2025"].includes(prismaErrorCode(error) ?? "")) return false;
    throw error;
  }
}
