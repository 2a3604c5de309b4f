// GET /api/admin/reports?status=open|resolved&type&q&page: open ones oldest first, resolved ones latest first.
import { json } from "@remix-run/node";
import { requireApiPermission } from "~/auth/guards.server";
import { listReports } from "~/models/report.server";
import { ReportListQuerySchema } from "~/schemas/admin";
import { apiRoute, methodNotAllowed, readQuery } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  await requireApiPermission(request, "reports:resolve");
  return json(await listReports(readQuery(request, ReportListQuerySchema)));
});

export const action = methodNotAllowed(["GET"]);
