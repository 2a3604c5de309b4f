// GET /api/admin/audit?action&targetType&targetId&actor&page: admin changes, newest first, 50 a page.
import { json } from "@remix-run/node";
import { requireApiPermission } from "~/auth/guards.server";
import { listAuditEntries } from "~/models/audit-log.server";
import { AuditQuerySchema } from "~/schemas/admin";
import { apiRoute, methodNotAllowed, readQuery } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  await requireApiPermission(request, "audit:view");
  const result = await listAuditEntries(readQuery(request, AuditQuerySchema));
  return json({
    ...result,
    entries: result.entries.map((entry) => ({
      ...entry,
      before: entry.before ? JSON.parse(entry.before) : null,
      after: entry.after ? JSON.parse(entry.after) : null,
    })),
  });
});

export const action = methodNotAllowed(["GET"]);
