// /admin/reports: the queue of reports on playlists, comments and lyrics
// lines, oldest first; resolved ones (most recent first) stay searchable by
// what was reported, the reporter's words or the admin's note.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { requirePermission } from "~/auth/guards.server";
import { DateTime } from "~/components/date-time";
import { Pagination } from "~/components/pagination";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { listReports } from "~/models/report.server";
import { ReportListQuerySchema } from "~/schemas/admin";
import { SEARCH_QUERY_MAX_LENGTH } from "~/shared/constants";
import { REPORT_STATUSES, REPORT_TARGET_TYPES } from "~/shared/reports";
import { pageMeta } from "~/utils/meta";
import { parseQuery } from "./__admin.server";
import { adminPagination } from "./__pagination";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "reports:resolve");
  const query = parseQuery(request, ReportListQuerySchema);
  const [result, t] = await Promise.all([listReports(query), getFixedT(request, "admin")]);
  return json({ title: t("reports.title"), query, ...result });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function AdminReports() {
  const { t } = useTranslation("admin");
  const { t: tCommon } = useTranslation();
  const { query, reports, page, hasNext } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const open = query.status === "open";
  return (
    <section className="stack" aria-labelledby="reports-title">
      <h1 id="reports-title">{t("reports.title")}</h1>
      <p className="muted">{t("reports.intro")}</p>
      <Form method="get" className="card admin-filters" role="search" aria-label={t("reports.searchLabel")}>
        <div className="field">
          <label htmlFor="reports-status">{t("reports.status")}</label>
          <select id="reports-status" name="status" defaultValue={query.status}>
            {REPORT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`reports.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="reports-type">{t("reports.type")}</label>
          <select id="reports-type" name="type" defaultValue={query.type ?? ""}>
            <option value="">{t("users.any")}</option>
            {REPORT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`reports.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="reports-q">{t("reports.query")}</label>
          <input id="reports-q" name="q" type="search" defaultValue={query.q ?? ""} maxLength={SEARCH_QUERY_MAX_LENGTH} />
        </div>
        <button type="submit" className="button button--primary">
          {t("users.search")}
        </button>
      </Form>
      {reports.length === 0 ? (
        <p className="notice">{open ? t("reports.noneOpen") : t("reports.none")}</p>
      ) : (
        <ol className="report-list">
          {reports.map((report) => (
            <li key={report.id} className="card report-card" data-testid="report-row">
              <p className="report-card__head">
                <span className="badge">{t(`reports.types.${report.targetType}`)}</span>{" "}
                <strong>{tCommon(`report.reasons.${report.reason}`)}</strong>
                {report.resolution ? (
                  <>
                    {" "}
                    <span className="badge">{t(`reports.resolutions.${report.resolution}`)}</span>
                  </>
                ) : null}
              </p>
              <p className="report-card__excerpt">{report.excerpt || t("reports.noExcerpt")}</p>
              {report.details ? <p className="small">“{report.details}”</p> : null}
              <p className="small muted">
                {t("reports.by", { name: report.reporter.nickname })} · <DateTime value={report.createdAt} />
              </p>
              <p>
                <Link className="button button--small" to={`/admin/reports/${report.id}`}>
                  {open ? t("reports.open") : t("reports.view")}
                  <span className="visually-hidden"> #{report.id}</span>
                </Link>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pagination {...adminPagination(search)} page={page} hasNext={hasNext} label={t("reports.pagination")} />
    </section>
  );
}
