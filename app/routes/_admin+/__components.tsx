// Pieces the admin pages share: pagination links that keep the filters, and
// moments as the admin's date-time boxes show them.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { STATS_UTC_OFFSET_MS } from "~/shared/constants";

/** A moment as `<input type="datetime-local">` shows it, in Korea's time. */
export const koreaLocal = (date: Date | string | null) =>
  date ? new Date(new Date(date).getTime() + STATS_UTC_OFFSET_MS).toISOString().slice(0, 16) : "";

export function Pagination({ page, hasNext, search, label }: { page: number; hasNext: boolean; search: string; label: string }) {
  const { t } = useTranslation("admin");
  const link = (to: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(to));
    return `?${params}`;
  };
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="admin-pagination" aria-label={label}>
      {page > 1 ? (
        <Link className="button button--small" to={link(page - 1)} rel="prev">
          {t("pagination.previous")}
        </Link>
      ) : null}
      <span className="muted small">{t("pagination.page", { page })}</span>
      {hasNext ? (
        <Link className="button button--small" to={link(page + 1)} rel="next">
          {t("pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}
