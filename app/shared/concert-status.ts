// A concert's status (spec §9: on sale, sold out, upcoming, ended), derived
// from its dates in Korea's calendar unless an admin set "sold out" or "on
// sale" (decision 091). Pure: the caller passes the current instant.
import type { ConcertStatus, ConcertStatusOverride } from "~/shared/constants";
import { koreaDay } from "~/shared/korea-time";

export interface ConcertDates {
  /** The last show, "YYYY-MM-DD" in Korea. */
  endDate: string;
  /** When tickets go on sale; null when not announced. */
  ticketOpenAt: Date | string | null;
  statusOverride: ConcertStatusOverride | null;
}

/**
 * Ended from midnight in Korea after the last show, whatever an admin set
 * (a sold-out concert that is over is over). Before that an admin's "sold
 * out" or "on sale" wins; otherwise on sale from the moment tickets open,
 * upcoming before (or while no sale date is known).
 */
export function concertStatus(concert: ConcertDates, now: Date): ConcertStatus {
  if (koreaDay(now) > concert.endDate) return "ended";
  if (concert.statusOverride) return concert.statusOverride;
  if (concert.ticketOpenAt === null) return "upcoming";
  return now.getTime() >= new Date(concert.ticketOpenAt).getTime() ? "on_sale" : "upcoming";
}
