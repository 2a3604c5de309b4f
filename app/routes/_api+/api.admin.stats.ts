// GET /api/admin/stats?days=7|14|30|90: figures per Korean day, oldest first,
// and today's YouTube searches by share (decision 126).
import { json } from "@remix-run/node";
import { requireApiPermission } from "~/auth/guards.server";
import { searchShareUseToday } from "~/integrations/youtube/search-share.server";
import { getDailyStats } from "~/models/admin-stats.server";
import { StatsQuerySchema } from "~/schemas/admin";
import { KOREA_TIME_ZONE } from "~/shared/korea-time";
import { apiRoute, methodNotAllowed, readQuery } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  await requireApiPermission(request, "stats:view");
  const { days } = readQuery(request, StatsQuerySchema);
  const [rows, searchShares] = await Promise.all([getDailyStats(days), searchShareUseToday()]);
  return json({ days, timeZone: KOREA_TIME_ZONE, rows, searchShares });
});

export const action = methodNotAllowed(["GET"]);
