// GET /admin/stats.csv?days=7|14|30|90: the figures of /admin/stats as CSV.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requirePermission } from "~/auth/guards.server";
import { getDailyStats, statsCsv } from "~/models/admin-stats.server";
import { StatsQuerySchema } from "~/schemas/admin";
import { koreaDay } from "~/shared/korea-time";
import { parseQuery } from "./__admin.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "stats:view");
  const { days } = parseQuery(request, StatsQuerySchema);
  return new Response(statsCsv(await getDailyStats(days)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="stats-${days}d-${koreaDay(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
