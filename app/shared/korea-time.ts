// Korea's time, the one clock of the site's days and dates (admin stats, a playlist
// view's day, concert dates, the admin's date-time boxes, every date the interface
// shows). Asia/Seoul has been UTC+9 all year since 1988 (no daylight saving), so a
// fixed offset gives the same answer as the time-zone database, without Intl, whose
// data differs between Node and browsers (app/shared/date-time.ts says why that matters).
//
// The database's own copies of the rule are the DailyCount triggers of migration
// 20261125223000_daily_row_counts (SQLite `date(…, '+9 hours')`) and its PostgreSQL
// twin (`interval '9 hours'`): applied migrations are history, so a change of this
// offset needs a new migration as well.

/** Korea's time zone by name, for whoever needs the name (the stats API states it). */
export const KOREA_TIME_ZONE = "Asia/Seoul";

/** Korea's offset from UTC: +9 hours. */
export const KOREA_UTC_OFFSET_MS = 9 * 60 * 60_000;

/** The same offset as ISO 8601 writes it after a time. */
const KOREA_UTC_OFFSET = "+09:00";

const DAY_MS = 24 * 60 * 60_000;

/** Korea's wall clock at `instant`, as a Date whose UTC fields read it (`getUTCHours()` is the hour in Korea). */
export function koreaWallClock(instant: Date | string | number): Date {
  return new Date(new Date(instant).getTime() + KOREA_UTC_OFFSET_MS);
}

/** The date in Korea at `instant`, "2026-11-24". */
export function koreaDay(instant: Date): string {
  return koreaWallClock(instant).toISOString().slice(0, 10);
}

/** The `count` Korean days ending with the day of `now`, oldest first. */
export function lastKoreaDays(count: number, now = new Date()): string[] {
  const today = Date.parse(`${koreaDay(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/** A moment as `<input type="datetime-local">` shows it in Korea, "2026-11-24T18:05"; empty for none. */
export function koreaDateTimeLocal(instant: Date | string | null): string {
  return instant ? koreaWallClock(instant).toISOString().slice(0, 16) : "";
}

/**
 * The moment a Korean wall-clock time names, as `<input type="datetime-local">`
 * sends it ("2026-11-24T18:05", seconds optional); an invalid date if it names none.
 */
export function fromKoreaDateTimeLocal(value: string): Date {
  return new Date(`${value.length === 16 ? `${value}:00` : value}${KOREA_UTC_OFFSET}`);
}
