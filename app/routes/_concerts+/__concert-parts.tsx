// Pieces of the concert pages (issue 12): the status badge and the dates.
import { useTranslation } from "~/i18n/react";
import type { ConcertStatus } from "~/shared/constants";

export function StatusBadge({ status }: { status: ConcertStatus }) {
  const { t } = useTranslation("concerts");
  return (
    <span className={`status-badge status-badge--${status}`} data-testid="concert-status">
      {t(`status.${status}`)}
    </span>
  );
}

/** "2026-12-19" → "2026. 12. 19." in Korean, "19 Dec 2026" in English; a range when the days differ. */
function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  if (language === "ko") return `${year}. ${month}. ${date}.`;
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${date} ${months[month - 1]} ${year}`;
}

export function ConcertDates({ startDate, endDate }: { startDate: string; endDate: string }) {
  const { i18n } = useTranslation("concerts");
  const language = i18n.language === "en" ? "en" : "ko";
  return (
    <>
      <time dateTime={startDate}>{formatDay(startDate, language)}</time>
      {endDate !== startDate ? (
        <>
          {" – "}
          <time dateTime={endDate}>{formatDay(endDate, language)}</time>
        </>
      ) : null}
    </>
  );
}
