// Announcements for the home page (issue 13): Korean and English text and a
// publish window. Admin changes write their audit entry in the same transaction.
import type { Announcement } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { recordAudit } from "~/models/audit-log.server";
import { ok, refuse, type Result } from "~/models/result";
import { ADMIN_PAGE_SIZE } from "~/shared/constants";
import { readRows, sqlDate } from "~/db/reads.server";

export type AnnouncementInput = { textKo: string; textEn: string; startsAt: Date; endsAt?: Date | null };

/** At most this many show on the home page at once, the newest first. */
const HOME_ANNOUNCEMENTS = 3;

const auditView = (row: Announcement) => ({
  textKo: row.textKo,
  textEn: row.textEn,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
});

export function announcementState(row: { startsAt: Date | string; endsAt: Date | string | null }, now = new Date()) {
  if (new Date(row.startsAt) > now) return "scheduled" as const;
  if (row.endsAt && new Date(row.endsAt) <= now) return "ended" as const;
  return "published" as const;
}

export async function listAnnouncements(page: number) {
  const rows = await prisma.announcement.findMany({
    orderBy: [{ startsAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * ADMIN_PAGE_SIZE,
    take: ADMIN_PAGE_SIZE + 1,
  });
  return { announcements: rows.slice(0, ADMIN_PAGE_SIZE), page, hasNext: rows.length > ADMIN_PAGE_SIZE };
}

export function getAnnouncement(id: number) {
  return prisma.announcement.findUnique({ where: { id } });
}

/**
 * Published now (started, not ended), newest first, without the ones this
 * visitor dismissed. On the read path (decision 072): the home page asks on
 * every request.
 */
export async function publishedAnnouncements(dismissed: number[] = [], now = new Date()) {
  const at = sqlDate(now);
  const skip = dismissed.length ? ` AND id NOT IN (${dismissed.map(() => "?").join(", ")})` : "";
  return readRows<{ id: number; textKo: string; textEn: string }>(
    `SELECT id, "textKo", "textEn" FROM "Announcement"
     WHERE "startsAt" <= ? AND ("endsAt" IS NULL OR "endsAt" > ?)${skip}
     ORDER BY "startsAt" DESC, id DESC LIMIT ${HOME_ANNOUNCEMENTS}`,
    [at, at, ...dismissed],
  );
}

export async function createAnnouncement(actorId: string, input: AnnouncementInput) {
  return prisma.$transaction(async (tx) => {
    const row = await tx.announcement.create({ data: { ...input, endsAt: input.endsAt ?? null } });
    await recordAudit(tx, { actorId, action: "announcement.create", targetType: "announcement", targetId: row.id, after: auditView(row) });
    return row;
  });
}

/** False when it no longer exists. */
const notFound = refuse("NOT_FOUND", "admin:announcements.notFound");

export async function updateAnnouncement(actorId: string, id: number, input: AnnouncementInput): Promise<Result> {
  return prisma.$transaction(async (tx) => {
    const before = await tx.announcement.findUnique({ where: { id } });
    if (!before) return notFound;
    const after = await tx.announcement.update({ where: { id }, data: { ...input, endsAt: input.endsAt ?? null } });
    await recordAudit(tx, {
      actorId,
      action: "announcement.update",
      targetType: "announcement",
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return ok(null);
  });
}

export async function deleteAnnouncement(actorId: string, id: number): Promise<Result> {
  return prisma.$transaction(async (tx) => {
    const before = await tx.announcement.findUnique({ where: { id } });
    if (!before) return notFound;
    await tx.announcement.delete({ where: { id } });
    await recordAudit(tx, { actorId, action: "announcement.delete", targetType: "announcement", targetId: id, before: auditView(before) });
    return ok(null);
  });
}
