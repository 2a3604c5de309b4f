// YouTube's quota day: it resets at midnight Pacific time (America/Los_Angeles,
// which moves between UTC-8 and UTC-7 with daylight saving), so our count of
// searches does too.
import { YOUTUBE_QUOTA_TIME_ZONE } from "~/shared/constants";

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: YOUTUBE_QUOTA_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The wall-clock date and time in the quota's time zone at `instant`, as if it were UTC. */
function wallClock(instant: Date): number {
  const values = Object.fromEntries(parts.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(values.year!, values.month! - 1, values.day!, values.hour!, values.minute!, values.second!);
}

/** The quota day `instant` belongs to: its date in Pacific time, "2026-11-21". */
export function quotaDay(instant: Date): string {
  return new Date(wallClock(instant)).toISOString().slice(0, 10);
}

/** When the quota day of `instant` ends: the next midnight in Pacific time. */
export function quotaDayEnd(instant: Date): Date {
  const today = new Date(`${quotaDay(instant)}T00:00:00Z`);
  const nextMidnight = today.getTime() + 24 * 60 * 60_000;
  // The zone's offset near that midnight, checked again at the result: it changes at 2:00, never at midnight.
  const offset = wallClock(new Date(nextMidnight)) - nextMidnight;
  let end = nextMidnight - offset;
  const corrected = wallClock(new Date(end)) - end;
  if (corrected !== offset) end = nextMidnight - corrected;
  return new Date(end);
}
