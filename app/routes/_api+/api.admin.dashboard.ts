// GET /api/admin/dashboard: what /admin shows (totals, today in Korea, online, quota).
import { json } from "@remix-run/node";
import { requireApiPermission } from "~/auth/guards.server";
import { getDashboard } from "~/models/admin-stats.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  await requireApiPermission(request, "admin:view");
  return json(await getDashboard());
});

export const action = methodNotAllowed(["GET"]);
