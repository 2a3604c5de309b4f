// Announcements for the home page (issue 13): Korean and English text and a
// publish window. Admin changes write their audit entry in the same transaction.
import type { Announcement } from "@prisma/client";
import { prisma } from "~/db.server";
import { recordAudit } from "~/models/audit-log.server";
import { ADMIN_PAGE_SIZE } from "~/shared/constants";

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

/** Published now (started, not ended), newest first, without the ones this visitor dismissed. */
export async function publishedAnnouncements(dismissed: number[] = [], now = new Date()) {
  return prisma.announcement.findMany({
    where: {
      startsAt: { lte: now },
      OR: [{ endsAt: null }, { endsAt: { gt: now } }],
      ...(dismissed.length ? { id: { notIn: dismissed } } : {}),
    },
    orderBy: [{ startsAt: "desc" }, { id: "desc" }],
    take: HOME_ANNOUNCEMENTS,
    select: { id: true, textKo: true, textEn: true },
  });
}

export async function createAnnouncement(actorId: string, input: AnnouncementInput) {
  return prisma.$transaction(async (tx) => {
    const row = await tx.announcement.create({ data: { ...input, endsAt: input.endsAt ?? null } });
    await recordAudit(tx, { actorId, action: "announcement.create", targetType: "announcement", targetId: row.id, after: auditView(row) });
    return row;
  });
}

/** False when it no longer exists. */
export async function updateAnnouncement(actorId: string, id: number, input: AnnouncementInput): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const before = await tx.announcement.findUnique({ where: { id } });
    if (!before) return false;
    const after = await tx.announcement.update({ where: { id }, data: { ...input, endsAt: input.endsAt ?? null } });
    await recordAudit(tx, {
      actorId,
      action: "announcement.update",
      targetType: "announcement",
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return true;
  });
}

export async function deleteAnnouncement(actorId: string, id: number): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const before = await tx.announcement.findUnique({ where: { id } });
    if (!before) return false;
    await tx.announcement.delete({ where: { id } });
    await recordAudit(tx, { actorId, action: "announcement.delete", targetType: "announcement", targetId: id, before: auditView(before) });
    return true;
  });
}
