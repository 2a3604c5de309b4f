// The catalogue as admins see and correct it (issue 26, item 7; decision 130):
// every song, found by title, artist or video id, and those a fan described
// (YouTube did not) first to check. A correction rewrites the title and
// artist for everyone, refreshes catalogue search, marks the song as the
// admins' and writes its audit entry, in one transaction.
import { prisma } from "~/db/client.server";
import { adminRefusal, type AdminChange } from "~/models/admin.server";
import { adminPageOfIds, containsText, inIdOrder } from "~/models/admin-search.server";
import { recordAudit } from "~/models/audit-log.server";
import { refreshSongSearch } from "~/models/catalogue-search.server";
import { ok } from "~/models/result";
import type { SongCorrection } from "~/schemas/admin";
import type { Actor } from "~/shared/permissions";
import type { SongDetailsFrom } from "~/shared/song";

export type AdminSongFilters = { q?: string; from?: SongDetailsFrom; page: number };

const songSelect = {
  id: true,
  youtubeId: true,
  title: true,
  artist: true,
  thumbnailUrl: true,
  detailsFrom: true,
  playCount: true,
  createdAt: true,
} as const;

type SongRow = { createdAt: Date; detailsFrom: string } & Record<string, unknown>;

function toView<Row extends SongRow>(row: Row) {
  return { ...row, detailsFrom: row.detailsFrom as SongDetailsFrom, createdAt: row.createdAt.toISOString() };
}

/** Newest first, a page at a time. */
export async function listAdminSongs(filters: AdminSongFilters) {
  const q = filters.q?.trim();
  const { ids, hasNext } = await adminPageOfIds<number>({
    select: `s."id"`,
    from: `"Song" s`,
    conditions: [
      q && containsText([`s."title"`, `s."artist"`, `s."youtubeId"`], q),
      filters.from && { sql: `s."detailsFrom" = ?`, params: [filters.from] },
    ],
    orderBy: `s."id" DESC`,
    page: filters.page,
  });
  const rows = await prisma.song.findMany({ where: { id: { in: ids } }, select: songSelect });
  return { songs: inIdOrder(rows, ids).map(toView), page: filters.page, hasNext };
}

export async function getAdminSong(id: number) {
  const row = await prisma.song.findUnique({ where: { id }, select: songSelect });
  return row && toView(row);
}

/** An admin's title and artist for the song, for everyone (audited). */
export async function correctSong(actor: Actor, id: number, correction: SongCorrection): Promise<AdminChange> {
  return prisma.$transaction(async (tx) => {
    const before = await tx.song.findUnique({ where: { id }, select: { title: true, artist: true, detailsFrom: true } });
    if (!before) return adminRefusal("songs.errors.notFound");
    const after = { title: correction.title, artist: correction.artist, detailsFrom: "admin" };
    await tx.song.update({ where: { id }, data: after });
    await refreshSongSearch(tx, id);
    await recordAudit(tx, { actorId: actor.id, action: "song.update", targetType: "song", targetId: id, before, after });
    return ok(null);
  });
}
