// Community playlists as admins see and moderate them (issue 13): every
// playlist (private and hidden ones too), found by name, owner or number;
// hiding (moderation.server.ts) takes one out of the feed, search, the sitemap
// and its shared page (the owner still has it); deleting removes it, with its
// audit entry in the same transaction.
import { prisma } from "~/db/client.server";
import { adminRefusal, type AdminChange } from "~/models/admin.server";
import type { Actor } from "~/shared/permissions";
import { ok } from "~/models/result";
import { recordAudit } from "~/models/audit-log.server";
import { adminPageOfIds, anyOf, containsText, inIdOrder } from "~/models/admin-search.server";
import { deleteContent } from "~/models/moderation.server";
import type { AdminPlaylistVisibility } from "~/shared/reports";

export type AdminPlaylistFilters = { q?: string; visibility?: AdminPlaylistVisibility; page: number };

/** What the search box matches: the playlist's name, its owner's nickname and e-mail (and a number, its id). */
const TEXT_COLUMNS = [`p."name"`, `o."nickname"`, `o."email"`];

/** Newest first, a page at a time. */
export async function listAdminPlaylists(filters: AdminPlaylistFilters) {
  const q = filters.q?.trim();
  const id = q && /^\d{1,9}$/.test(q) ? Number(q) : null;
  const { ids, hasNext } = await adminPageOfIds<number>({
    select: `p."id"`,
    from: `"CommunityPlaylist" p JOIN "User" o ON o."id" = p."ownerId"`,
    conditions: [
      q && anyOf([containsText(TEXT_COLUMNS, q), id !== null && { sql: `p."id" = ?`, params: [id] }]),
      filters.visibility === "hidden" && { sql: `p."hiddenAt" IS NOT NULL`, params: [] },
      filters.visibility === "visible" && { sql: `p."hiddenAt" IS NULL`, params: [] },
    ],
    orderBy: `p."createdAt" DESC, p."id" DESC`,
    page: filters.page,
  });
  const rows = await prisma.communityPlaylist.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      name: true,
      isPublic: true,
      hiddenAt: true,
      songCount: true,
      likeCount: true,
      commentCount: true,
      createdAt: true,
      owner: { select: { id: true, nickname: true } },
    },
  });
  return {
    playlists: inIdOrder(rows, ids).map((row) => ({
      ...row,
      hiddenAt: row.hiddenAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    page: filters.page,
    hasNext,
  };
}

export async function deletePlaylistAsAdmin(actor: Actor, id: number): Promise<AdminChange> {
  return prisma.$transaction(async (tx) => {
    const playlist = await tx.communityPlaylist.findUnique({
      where: { id },
      select: { name: true, ownerId: true, isPublic: true, hiddenAt: true, songCount: true },
    });
    if (!playlist || !(await deleteContent(tx, { type: "playlist", id }))) return adminRefusal("content.errors.notFound");
    await recordAudit(tx, {
      actorId: actor.id,
      action: "playlist.delete",
      targetType: "playlist",
      targetId: id,
      before: { ...playlist, hiddenAt: playlist.hiddenAt?.toISOString() ?? null },
    });
    return ok(null);
  });
}
