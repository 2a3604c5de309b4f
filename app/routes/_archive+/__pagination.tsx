// Plain-link pagination shared by the archive, its song pages and the concerts
// (issue 12): previous and next links keep the rest of the query.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

export function pageHref(path: string, params: Record<string, string | null | undefined>, page: number) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function PageLinks({
  path,
  params,
  page,
  hasMore,
  label,
}: {
  path: string;
  params: Record<string, string | null | undefined>;
  page: number;
  hasMore: boolean;
  label: string;
}) {
  const { t } = useTranslation("archive");
  if (page === 1 && !hasMore) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link className="button button--small" to={pageHref(path, params, page - 1)} rel="prev">
          {t("pagination.previous")}
        </Link>
      ) : null}
      <span className="pagination__current" aria-current="page">
        {t("pagination.current", { page })}
      </span>
      {hasMore ? (
        <Link className="button button--small" to={pageHref(path, params, page + 1)} rel="next">
          {t("pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}
