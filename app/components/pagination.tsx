// Numbered-page lists (admin tables, the archive, concerts, search results): previous
// and next as plain links, so paging works without JavaScript.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { Namespace } from "~/i18n/config";

/** `path` with `params` (empty values left out) and the page, which is left out when it is the first. */
export function pageHref(path: string, params: Record<string, string | null | undefined>, page: number) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function Pagination({
  page,
  hasNext,
  href,
  label,
  namespace,
  className = "pagination",
  currentClassName = "pagination__current",
}: {
  page: number;
  hasNext: boolean;
  /** The link to another page of the same list. */
  href: (page: number) => string;
  /** The navigation's accessible name. */
  label: string;
  /** Whose `pagination.previous`, `pagination.next` and `pagination.current` texts the links show. */
  namespace: Extract<Namespace, "admin" | "archive" | "search" | "profile">;
  /** Each area's stylesheet styles its own classes (admin.css has no `.pagination`). */
  className?: string;
  currentClassName?: string;
}) {
  const { t } = useTranslation(namespace);
  if (page === 1 && !hasNext) return null;
  return (
    <nav className={className} aria-label={label}>
      {page > 1 ? (
        <Link className="button button--small" to={href(page - 1)} rel="prev">
          {t("pagination.previous")}
        </Link>
      ) : null}
      <span className={currentClassName} aria-current="page">
        {t("pagination.current", { page })}
      </span>
      {hasNext ? (
        <Link className="button button--small" to={href(page + 1)} rel="next">
          {t("pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}
