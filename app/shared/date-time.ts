// A date and time as the interface shows it, in Korea's time zone, written
// out by hand: Node's and the browser's ICU data differ (Node 20 renders
// Korean "PM" where Chrome renders "오후"), and server and browser must
// render the same text or hydration fails.
import type { Locale } from "~/shared/constants";
import { koreaWallClock } from "~/shared/korea-time";

const EN_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026년 11월 21일 오후 6:05" or "November 21, 2026, 6:05 PM"; empty for an invalid date. */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return "";
  const kst = koreaWallClock(time);
  const [year, month, day] = [kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate()];
  const hours = kst.getUTCHours();
  const minutes = String(kst.getUTCMinutes()).padStart(2, "0");
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const afternoon = hours >= 12;
  if (locale === "ko") return `${year}년 ${month + 1}월 ${day}일 ${afternoon ? "오후" : "오전"} ${hour12}:${minutes}`;
  return `${EN_MONTHS[month]} ${day}, ${year}, ${hour12}:${minutes} ${afternoon ? "PM" : "AM"}`;
}
