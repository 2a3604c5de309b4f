// What admins do to reported content (issue 13), for each kind the site lets
// people report: a community playlist, a comment on one, a shared lyrics line.
// Hidden content leaves every public list and page but stays for its owner;
// deleted content is gone. Each function takes the caller's transaction, so
// the change, its counters and its audit entry commit together.
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { adminRefusal, type AdminChange } from "~/models/admin.server";
import type { Actor } from "~/shared/permissions";
import { ok } from "~/models/result";
import { recordAudit } from "~/models/audit-log.server";
import { SECTION_TYPE_LYRICS } from "~/shared/constants";
import type { ReportTargetType } from "~/shared/reports";

export type ContentTarget = { type: ReportTargetType; id: number };

/** The content as an admin sees it beside a report; null when it is gone. */
export type ContentView = {
  title: string;
  text: string;
  author: { id: string; nickname: string };
  hidden: boolean;
  /** Where it shows on the site */
  href: string;
};

type Db = Prisma.TransactionClient | typeof prisma;

export async function contentOf(target: ContentTarget, db: Db = prisma): Promise<ContentView | null> {
  const author = { select: { id: true, nickname: true } } as const;
  switch (target.type) {
    case "playlist": {
      const row = await db.communityPlaylist.findUnique({
        where: { id: target.id },
        select: { name: true, description: true, hiddenAt: true, owner: author },
      });
      return row && { title: row.name, text: row.description, author: row.owner, hidden: row.hiddenAt !== null, href: `/playlists/${target.id}` };
    }
    case "comment": {
      const row = await db.communityPlaylistComment.findUnique({
        where: { id: target.id },
        select: { body: true, hiddenAt: true, playlistId: true, user: author, playlist: { select: { name: true } } },
      });
      return (
        row && {
          title: row.playlist.name,
          text: row.body,
          author: row.user,
          hidden: row.hiddenAt !== null,
          href: `/playlists/${row.playlistId}#comment-${target.id}`,
        }
      );
    }
    case "section": {
      const row = await db.section.findUnique({
        where: { id: target.id },
        select: { name: true, lyrics: true, hiddenAt: true, songId: true, type: true, user: author },
      });
      if (!row || row.type !== SECTION_TYPE_LYRICS) return null;
      return { title: row.name, text: row.lyrics ?? "", author: row.user, hidden: row.hiddenAt !== null, href: `/fanchant-archive/${row.songId}` };
    }
  }
}

/**
 * Hides or shows the content again. A comment's playlist counts only shown
 * comments; a lyrics line's archive counts follow the Section triggers.
 * False when there is nothing to change (gone, or already so).
 */
export async function setContentHidden(tx: Prisma.TransactionClient, target: ContentTarget, hidden: boolean): Promise<boolean> {
  const hiddenAt = hidden ? new Date() : null;
  const unchanged = hidden ? { not: null } : null;
  switch (target.type) {
    case "playlist":
      return (await tx.communityPlaylist.updateMany({ where: { id: target.id, NOT: { hiddenAt: unchanged } }, data: { hiddenAt } })).count === 1;
    case "section":
      return (
        (await tx.section.updateMany({ where: { id: target.id, type: SECTION_TYPE_LYRICS, NOT: { hiddenAt: unchanged } }, data: { hiddenAt } }))
          .count === 1
      );
    case "comment": {
      const comment = await tx.communityPlaylistComment.findUnique({ where: { id: target.id }, select: { playlistId: true, hiddenAt: true } });
      if (!comment || (comment.hiddenAt !== null) === hidden) return false;
      await tx.communityPlaylistComment.update({ where: { id: target.id }, data: { hiddenAt } });
      await tx.communityPlaylist.update({
        where: { id: comment.playlistId },
        data: { commentCount: hidden ? { decrement: 1 } : { increment: 1 } },
      });
      return true;
    }
  }
}

/** Deletes the content; false when it was already gone. */
export async function deleteContent(tx: Prisma.TransactionClient, target: ContentTarget): Promise<boolean> {
  switch (target.type) {
    case "playlist":
      return (await tx.communityPlaylist.deleteMany({ where: { id: target.id } })).count === 1;
    case "section":
      return (await tx.section.deleteMany({ where: { id: target.id, type: SECTION_TYPE_LYRICS } })).count === 1;
    case "comment": {
      const comment = await tx.communityPlaylistComment.findUnique({ where: { id: target.id }, select: { playlistId: true, hiddenAt: true } });
      if (!comment) return false;
      await tx.communityPlaylistComment.delete({ where: { id: target.id } });
      if (comment.hiddenAt === null) {
        await tx.communityPlaylist.update({ where: { id: comment.playlistId }, data: { commentCount: { decrement: 1 } } });
      }
      return true;
    }
  }
}

/** An admin hides content, or shows it again, outside a report (/admin/playlists, the archive's lines). */
export async function setHiddenAsAdmin(actor: Actor, target: ContentTarget, hidden: boolean): Promise<AdminChange> {
  return prisma.$transaction(async (tx) => {
    if (!(await contentOf(target, tx))) return adminRefusal("content.errors.notFound");
    if (!(await setContentHidden(tx, target, hidden))) {
      return adminRefusal(hidden ? "content.errors.alreadyHidden" : "content.errors.notHidden");
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${target.type}.${hidden ? "hide" : "unhide"}`,
      targetType: target.type,
      targetId: target.id,
      before: { hidden: !hidden },
      after: { hidden },
    });
    return ok(null);
  });
}
