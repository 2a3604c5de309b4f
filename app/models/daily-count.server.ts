// Counters per day in Korea's time zone for what no table keeps a row of
// (admin stats): one upsert per event.
import { prisma } from "~/db/client.server";
import { koreaDay } from "~/shared/korea-time";

const DAILY_METRICS = ["searches"] as const;
export type DailyMetric = (typeof DAILY_METRICS)[number];

export async function countToday(metric: DailyMetric, now = new Date()): Promise<void> {
  await prisma.$executeRaw`INSERT INTO "DailyCount" ("metric", "day", "count") VALUES (${metric}, ${koreaDay(now)}, 1)
    ON CONFLICT ("metric", "day") DO UPDATE SET "count" = "DailyCount"."count" + 1`;
}
