// GET /api/admin/stats?days=7|14|30|90: figures per Korean day, oldest first.
import { json } from "@remix-run/node";
import { requireApiPermission } from "~/auth/guards.server";
import { getDailyStats } from "~/models/admin-stats.server";
import { StatsQuerySchema } from "~/schemas/admin";
import { KOREA_TIME_ZONE } from "~/shared/korea-time";
import { apiRoute, methodNotAllowed, readQuery } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  await requireApiPermission(request, "stats:view");
  const { days } = readQuery(request, StatsQuerySchema);
  return json({ days, timeZone: KOREA_TIME_ZONE, rows: await getDailyStats(days) });
});

export const action = methodNotAllowed(["GET"]);
