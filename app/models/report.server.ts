// Reports to the admins (issue 13): fans report a playlist, a comment or a
// shared lyrics line; admins work through the queue oldest first and resolve
// a report by hiding or deleting the content, or by dismissing it, with a
// note. Resolving one resolves every open report of the same content (one
// decision), with one audit entry. Resolved reports stay, searchable.
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { adminRefusal, type AdminChange } from "~/models/admin.server";
import type { Actor } from "~/shared/permissions";
import { ok, type Result } from "~/models/result";
import { spendWriteAllowance } from "~/models/write-limits.server";
import { recordAudit } from "~/models/audit-log.server";
import { adminPageOfIds, containsText, inIdOrder } from "~/models/admin-search.server";
import { contentOf, deleteContent, setContentHidden, type ContentTarget } from "~/models/moderation.server";
import { ADMIN_PAGE_SIZE, REPORT_EXCERPT_MAX_LENGTH, type ReportReason } from "~/shared/constants";
import type { ReportResolution, ReportStatus, ReportTargetType } from "~/shared/reports";
import { readRow } from "~/db/reads.server";

export type ReportInput = { reason: ReportReason; details: string };

/**
 * Files a report, or reopens and updates the account's earlier report of the
 * same content, within the reporter's allowance of reports. The caller has
 * checked that the reporter may see it.
 */
export async function fileReport(
  db: Prisma.TransactionClient | typeof prisma,
  reporterId: string,
  target: ContentTarget,
  excerpt: string,
  report: ReportInput,
): Promise<Result<null>> {
  const allowed = await spendWriteAllowance(reporterId, "report");
  if (!allowed.ok) return allowed;
  const text = excerpt.slice(0, REPORT_EXCERPT_MAX_LENGTH);
  await db.report.upsert({
    where: { targetType_targetId_reporterId: { targetType: target.type, targetId: target.id, reporterId } },
    create: { targetType: target.type, targetId: target.id, reporterId, excerpt: text, ...report },
    update: { ...report, excerpt: text, createdAt: new Date(), resolvedAt: null, resolvedById: null, resolution: null, note: "" },
  });
  return ok(null);
}

export async function countOpenReports(): Promise<number> {
  const row = await readRow<{ n: number }>(`SELECT COUNT(*) AS "n" FROM "Report" WHERE "resolvedAt" IS NULL`);
  return Number(row?.n ?? 0);
}

export type ReportFilters = { status: ReportStatus; type?: ReportTargetType; q?: string; page: number };

const person = { select: { id: true, nickname: true } } as const;

/** Open reports oldest first (the queue); resolved ones most recently resolved first. */
export async function listReports(filters: ReportFilters) {
  const q = filters.q?.trim();
  const open = filters.status === "open";
  const { ids, hasNext } = await adminPageOfIds<number>({
    select: `r."id"`,
    from: `"Report" r`,
    conditions: [
      { sql: open ? `r."resolvedAt" IS NULL` : `r."resolvedAt" IS NOT NULL`, params: [] },
      filters.type && { sql: `r."targetType" = ?`, params: [filters.type] },
      q && containsText([`r."excerpt"`, `r."details"`, `r."note"`], q),
    ],
    orderBy: open ? `r."createdAt" ASC, r."id" ASC` : `r."resolvedAt" DESC, r."id" DESC`,
    page: filters.page,
  });
  const rows = await prisma.report.findMany({
    where: { id: { in: ids } },
    include: { reporter: person, resolvedBy: person },
  });
  return {
    reports: inIdOrder(rows, ids).map(toView),
    page: filters.page,
    hasNext,
  };
}

type ReportRow = Prisma.ReportGetPayload<{ include: { reporter: typeof person; resolvedBy: typeof person } }>;

function toView(row: ReportRow) {
  return {
    id: row.id,
    targetType: row.targetType as ReportTargetType,
    targetId: row.targetId,
    reason: row.reason as ReportReason,
    details: row.details,
    excerpt: row.excerpt,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolution: row.resolution as ReportResolution | null,
    note: row.note,
    reporter: row.reporter,
    resolvedBy: row.resolvedBy,
  };
}

/** One report with the content as it is now, and the other reports of the same content. */
export async function getReport(id: number) {
  const row = await prisma.report.findUnique({ where: { id }, include: { reporter: person, resolvedBy: person } });
  if (!row) return null;
  const report = toView(row);
  const target = { type: report.targetType, id: report.targetId };
  const [content, others] = await Promise.all([
    contentOf(target),
    prisma.report.findMany({
      where: { targetType: target.type, targetId: target.id, id: { not: id } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: ADMIN_PAGE_SIZE,
      include: { reporter: person, resolvedBy: person },
    }),
  ]);
  return { report, content, others: others.map(toView) };
}

/**
 * Resolves the report and every other open report of the same content:
 * "hidden" hides the content, "deleted" deletes it, "dismissed" keeps it.
 */
export async function resolveReport(actor: Actor, id: number, resolution: ReportResolution, note: string): Promise<AdminChange> {
  return prisma.$transaction(async (tx) => {
    const report = await tx.report.findUnique({ where: { id }, select: { targetType: true, targetId: true, resolvedAt: true } });
    if (!report) return adminRefusal("reports.errors.notFound");
    if (report.resolvedAt) return adminRefusal("reports.errors.alreadyResolved");
    const target = { type: report.targetType as ReportTargetType, id: report.targetId };
    const content = await contentOf(target, tx);
    if (resolution !== "dismissed") {
      if (!content) return adminRefusal("reports.errors.contentGone");
      if (resolution === "hidden") await setContentHidden(tx, target, true);
      else await deleteContent(tx, target);
    }
    const { count } = await tx.report.updateMany({
      where: { targetType: target.type, targetId: target.id, resolvedAt: null },
      data: { resolvedAt: new Date(), resolvedById: actor.id, resolution, note },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "report.resolve",
      targetType: "report",
      targetId: id,
      before: { content: target, hidden: content?.hidden ?? null, exists: content !== null },
      after: { resolution, note, reportsResolved: count },
    });
    return ok(null);
  });
}
