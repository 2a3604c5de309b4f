// The audit log of the admin area: each admin change writes its entry in the
// same transaction as the change itself, so there is never a change without
// its entry (nor an entry for a change that failed).
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import type { AuditAction, AuditTargetType } from "~/shared/audit";
import { AUDIT_PAGE_SIZE } from "~/shared/constants";

export type AuditEntryInput = {
  actorId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
};

const toJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Writes one entry with the transaction's client `tx`. */
export async function recordAudit(tx: Prisma.TransactionClient, entry: AuditEntryInput): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
      before: toJson(entry.before),
      after: toJson(entry.after),
    },
  });
}

export type AuditFilters = {
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  /** The admin's e-mail */
  actor?: string;
  page: number;
};

/** Newest first, AUDIT_PAGE_SIZE a page; `hasNext` tells whether another page follows. */
export async function listAuditEntries(filters: AuditFilters) {
  const where: Prisma.AuditLogWhereInput = {
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.targetType ? { targetType: filters.targetType } : {}),
    ...(filters.targetId ? { targetId: filters.targetId } : {}),
    ...(filters.actor ? { actor: { email: filters.actor } } : {}),
  };
  const rows = await prisma.auditLog.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (filters.page - 1) * AUDIT_PAGE_SIZE,
    take: AUDIT_PAGE_SIZE + 1,
    include: { actor: { select: { id: true, email: true, nickname: true } } },
  });
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
      id: row.id,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
      actor: row.actor,
    })),
    page: filters.page,
    hasNext: rows.length > AUDIT_PAGE_SIZE,
  };
}
