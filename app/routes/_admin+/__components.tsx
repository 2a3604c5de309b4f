// Pieces the admin pages share: pagination links that keep the filters, and
// moments as the admin's date-time boxes show them.
import { STATS_UTC_OFFSET_MS } from "~/shared/constants";

/** A moment as `<input type="datetime-local">` shows it, in Korea's time. */
export const koreaLocal = (date: Date | string | null) =>
  date ? new Date(new Date(date).getTime() + STATS_UTC_OFFSET_MS).toISOString().slice(0, 16) : "";

/**
 * What every admin list gives `<Pagination>`: its texts and classes, and links
 * that keep the page's filters (`search`, the location's query) and change the page.
 */
export function adminPagination(search: string) {
  return {
    namespace: "admin",
    className: "admin-pagination",
    currentClassName: "muted small",
    href: (page: number) => {
      const params = new URLSearchParams(search);
      params.set("page", String(page));
      return `?${params}`;
    },
  } as const;
}
