// GET /api/admin/reports/{id}: the report, the content as it is now (null when deleted), the other reports of it.
// POST /api/admin/reports/{id} {resolution: hidden|deleted|dismissed, note?} → 204: resolves every open report of that content.
import { json } from "@remix-run/node";
import { actorOf, requireApiPermission } from "~/auth/guards.server";
import { getReport, resolveReport } from "~/models/report.server";
import { ResolveReportSchema } from "~/schemas/admin";
import { allowMethods, ApiError, apiRoute, idParam, readJson, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  await requireApiPermission(request, "reports:resolve");
  const found = await getReport(idParam(params.id));
  if (!found) throw new ApiError("NOT_FOUND", { messageKey: "admin:reports.errors.notFound" });
  return json(found);
});

export const action = apiRoute(async ({ request, params }) => {
  const session = await requireApiPermission(request, "reports:resolve");
  allowMethods(request, ["POST"]);
  const id = idParam(params.id);
  const { resolution, note } = await readJson(request, ResolveReportSchema);
  valueOrRefusal(await resolveReport(actorOf(session), id, resolution, note));
  return new Response(null, { status: 204 });
});
