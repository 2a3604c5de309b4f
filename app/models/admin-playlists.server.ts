// Community playlists as admins see and moderate them (issue 13): every
// playlist (private and hidden ones too), found by name, owner or number;
// hiding (moderation.server.ts) takes one out of the feed, search, the sitemap
// and its shared page (the owner still has it); deleting removes it, with its
// audit entry in the same transaction.
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { adminRefusal, type AdminChange } from "~/models/admin.server";
import type { Actor } from "~/shared/permissions";
import { ok } from "~/models/result";
import { recordAudit } from "~/models/audit-log.server";
import { deleteContent } from "~/models/moderation.server";
import { ADMIN_PAGE_SIZE } from "~/shared/constants";
import type { AdminPlaylistVisibility } from "~/shared/reports";

export type AdminPlaylistFilters = { q?: string; visibility?: AdminPlaylistVisibility; page: number };

/** Newest first, ADMIN_PAGE_SIZE a page. */
export async function listAdminPlaylists(filters: AdminPlaylistFilters) {
  const q = filters.q?.trim();
  const id = q && /^\d{1,9}$/.test(q) ? Number(q) : null;
  const where: Prisma.CommunityPlaylistWhereInput = {
    ...(q
      ? {
          OR: [
            { name: { contains: q } },
            { owner: { nickname: { contains: q } } },
            { owner: { email: { contains: q } } },
            ...(id !== null ? [{ id }] : []),
          ],
        }
      : {}),
    ...(filters.visibility === "hidden" ? { hiddenAt: { not: null } } : filters.visibility === "visible" ? { hiddenAt: null } : {}),
  };
  const rows = await prisma.communityPlaylist.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (filters.page - 1) * ADMIN_PAGE_SIZE,
    take: ADMIN_PAGE_SIZE + 1,
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
    playlists: rows.slice(0, ADMIN_PAGE_SIZE).map((row) => ({
      ...row,
      hiddenAt: row.hiddenAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    page: filters.page,
    hasNext: rows.length > ADMIN_PAGE_SIZE,
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
