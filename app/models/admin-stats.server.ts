// The admin area's figures (issue 13): totals, today's, and per day over 7,
// 14, 30 or 90 days, with days in Korea's time zone. Each figure per day is
// one indexed range scan grouped by the Korean date (`date(column, '+9 hours')`).
import { countActiveSessions } from "~/models/admin.server";
import { countOpenReports } from "~/models/report.server";
import { countRows } from "~/models/row-count.server";
import { youtubeQuotaStatus } from "~/integrations/youtube/quota.server";
import { STAT_METRICS } from "~/shared/admin";
import { koreaDay, koreaDayStart, lastKoreaDays } from "~/shared/korea-day";
import { readRows, sqlDate } from "~/utils/reads.server";
import { koreaDateSql } from "~/utils/sql-dialect";

export { STAT_METRICS };
export type StatMetric = (typeof STAT_METRICS)[number];

export type DayFigures = { day: string } & Record<StatMetric, number>;

type DayCount = { day: string; n: number };

/** Rows of a table created from `since` on, per Korean day. */
async function perDay(table: string, column: string, since: Date): Promise<DayCount[]> {
  return readRows<DayCount>(
    `SELECT ${koreaDateSql(`"${column}"`)} AS "day", COUNT(*) AS "n" FROM "${table}" WHERE "${column}" >= ? GROUP BY 1`,
    [sqlDate(since)],
  );
}

/** Figures for each of the `days` Korean days ending today, oldest first. */
export async function getDailyStats(days: number, now = new Date()): Promise<DayFigures[]> {
  const list = lastKoreaDays(days, now);
  const first = list[0]!;
  const since = koreaDayStart(first);
  const sources: Record<StatMetric, DayCount[]> = {
    signUps: await perDay("User", "createdAt", since),
    plays: await perDay("PlayHistory", "playedAt", since),
    sections: await perDay("Section", "createdAt", since),
    playlists: await perDay("CommunityPlaylist", "createdAt", since),
    activeUsers: await readRows<DayCount>(`SELECT "day", COUNT(*) AS "n" FROM "UserActiveDay" WHERE "day" >= ? GROUP BY "day"`, [first]),
    searches: await readRows<DayCount>(`SELECT "day", "count" AS "n" FROM "DailyCount" WHERE "metric" = 'searches' AND "day" >= ?`, [first]),
  };
  const lookup = Object.fromEntries(
    STAT_METRICS.map((metric) => [metric, new Map(sources[metric].map((row) => [row.day, Number(row.n)]))]),
  ) as Record<StatMetric, Map<string, number>>;
  return list.map((day) => ({
    day,
    ...(Object.fromEntries(STAT_METRICS.map((metric) => [metric, lookup[metric].get(day) ?? 0])) as Record<StatMetric, number>),
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
