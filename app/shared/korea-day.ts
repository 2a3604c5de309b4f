// Days in Korea's time zone (admin stats): Asia/Seoul is UTC+9 all year.
import { STATS_UTC_OFFSET_MS } from "~/shared/constants";

const DAY_MS = 24 * 60 * 60_000;

/** The date in Korea at `instant`, "2026-11-24". */
export function koreaDay(instant: Date): string {
  return new Date(instant.getTime() + STATS_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The `count` Korean days ending with the day of `now`, oldest first. */
export function lastKoreaDays(count: number, now = new Date()): string[] {
  const today = Date.parse(`${koreaDay(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}
