// Comments on community playlists and reports to the admins (issues 10,
// 13): a page of comments newest first, add, delete (the author or an
// admin), and reports of a playlist or a comment. commentCount changes in the
// same transaction as the comments it counts (decision 060).
import { prisma } from "~/db/client.server";
import { lockPlaylistForWrite, writeTransaction } from "~/db/write-locks.server";
import { access, isPlaylistModerator, PLAYLIST_FORBIDDEN } from "~/models/community-playlist-access.server";
import { fileReport, type ReportInput } from "~/models/report.server";
import { ok, refuse, type Result } from "~/models/result";
import { spendWriteAllowance } from "~/models/write-limits.server";
import type { CommentCursor } from "~/schemas/community-playlist";
import { PLAYLIST_COMMENTS_PAGE_SIZE } from "~/shared/constants";
import type { Actor } from "~/shared/permissions";

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
      canDelete: actor !== null && (actor.id === row.user.id || isPlaylistModerator(actor)),
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
  const allowed = await spendWriteAllowance(actor.id, "comment");
  if (!allowed.ok) return allowed;
  return writeTransaction(async (tx) => {
    await lockPlaylistForWrite(tx, id);
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
  return writeTransaction(async (tx) => {
    await lockPlaylistForWrite(tx, playlistId);
    const found = await access(tx, actor, playlistId);
    if (!found.ok) return found;
    const comment = await tx.communityPlaylistComment.findUnique({
      where: { id: commentId },
      select: { userId: true, playlistId: true, hiddenAt: true },
    });
    if (!comment || comment.playlistId !== playlistId) return refuse("NOT_FOUND", "playlists:errors.commentNotFound");
    if (comment.userId !== actor.id && !isPlaylistModerator(actor)) return PLAYLIST_FORBIDDEN;
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
  return fileReport(prisma, actor.id, { type: "playlist", id }, name, report);
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
  return fileReport(prisma, actor.id, { type: "comment", id: commentId }, comment.body, report);
}
