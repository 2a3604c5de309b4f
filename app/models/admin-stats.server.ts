// The admin area's figures (issue 13): totals, today's, and per day over 7,
// 14, 30 or 90 days, with days in Korea's time zone. Figures per day are
// counters kept per Korean day (DailyCount, decision 117), so they cost the
// same on a million rows as on ten; active users are counted per day.
import { countActiveSessions } from "~/models/admin.server";
import { countOpenReports } from "~/models/report.server";
import { countRows } from "~/models/row-count.server";
import { youtubeQuotaStatus } from "~/integrations/youtube/quota.server";
import { STAT_METRICS } from "~/shared/admin";
import { koreaDay, lastKoreaDays } from "~/shared/korea-time";
import { readRows } from "~/db/reads.server";

export { STAT_METRICS };
export type StatMetric = (typeof STAT_METRICS)[number];

export type DayFigures = { day: string } & Record<StatMetric, number>;

/** The figures DailyCount keeps per day: searches counted by the app, the others by triggers on their tables (decision 117). */
const DAILY_COUNTED = STAT_METRICS.filter((metric) => metric !== "activeUsers");

/** Figures for each of the `days` Korean days ending today, oldest first. */
export async function getDailyStats(days: number, now = new Date()): Promise<DayFigures[]> {
  const list = lastKoreaDays(days, now);
  const first = list[0]!;
  const counted = await readRows<{ metric: string; day: string; n: number }>(
    `SELECT "metric", "day", "count" AS "n" FROM "DailyCount"
     WHERE "metric" IN (${DAILY_COUNTED.map(() => "?").join(", ")}) AND "day" >= ?`,
    [...DAILY_COUNTED, first],
  );
  const active = await readRows<{ day: string; n: number }>(
    `SELECT "day", COUNT(*) AS "n" FROM "UserActiveDay" WHERE "day" >= ? GROUP BY "day"`,
    [first],
  );
  const lookup = new Map<string, number>();
  for (const row of counted) lookup.set(`${row.metric} ${row.day}`, Number(row.n));
  for (const row of active) lookup.set(`activeUsers ${row.day}`, Number(row.n));
  return list.map((day) => ({
    day,
    ...(Object.fromEntries(STAT_METRICS.map((metric) => [metric, lookup.get(`${metric} ${day}`) ?? 0])) as Record<StatMetric, number>),
  }));
}

/** The CSV of the same figures: a header row, then one row per day. */
export function statsCsv(rows: DayFigures[]): string {
  return [["day", ...STAT_METRICS].join(","), ...rows.map((row) => [row.day, ...STAT_METRICS.map((metric) => row[metric])].join(","))].join("\r\n") + "\r\n";
}

/** The dashboard: totals, today's figures (Korea), people online, today's search quota. */
export async function getDashboard(now = new Date()) {
  const [users, songs, sections, plays, playlists, online, quota, openReports] = await Promise.all([
    countRows("User"),
    countRows("Song"),
    countRows("Section"),
    countRows("PlayHistory"),
    countRows("CommunityPlaylist"),
    countActiveSessions(now),
    youtubeQuotaStatus(now),
    countOpenReports(),
  ]);
  const [today] = await getDailyStats(1, now);
  return {
    day: koreaDay(now),
    totals: { users, songs, sections, plays, playlists },
    today: today!,
    online,
    quota,
    openReports,
  };
}
