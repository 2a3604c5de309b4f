// /admin/stats: sign-ups, active users, plays, sections created and searches
// per day over 7, 14, 30 or 90 days (Korea's time zone): a chart drawn on the
// server, the table with every figure, and the same figures as CSV; and
// today's YouTube searches by share (decision 126).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/react";
import { DateTime } from "~/components/date-time";
import { searchShareUseToday, type ShareUseToday } from "~/integrations/youtube/search-share.server";
import { requirePermission } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { getDailyStats } from "~/models/admin-stats.server";
import { STAT_METRICS } from "~/shared/admin";
import { StatsPageQuerySchema } from "~/schemas/admin";
import { STATS_PERIODS_DAYS } from "~/shared/constants";
import { pageMeta } from "~/utils/meta";
import { parseQuery } from "./__admin.server";
import { DailyBarChart } from "./__chart";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "stats:view");
  const { days, metric } = parseQuery(request, StatsPageQuerySchema);
  const t = await getFixedT(request, "admin");
  const [rows, shares] = await Promise.all([getDailyStats(days), searchShareUseToday()]);
  return json({ title: t("stats.title"), days, metric, rows, shares });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function AdminStats() {
  const { t, i18n } = useTranslation("admin");
  const { days, metric, rows, shares } = useLoaderData<typeof loader>();
  const number = new Intl.NumberFormat(i18n.language);
  const totals = Object.fromEntries(STAT_METRICS.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)]));
  const metricName = t(`stats.metrics.${metric}`);
  return (
    <section className="stack" aria-labelledby="stats-title">
      <h1 id="stats-title">{t("stats.title")}</h1>
      <Form method="get" className="card admin-filters">
        <div className="field">
          <label htmlFor="stats-days">{t("stats.period")}</label>
          <select id="stats-days" name="days" defaultValue={String(days)}>
            {STATS_PERIODS_DAYS.map((count) => (
              <option key={count} value={count}>
                {t("stats.days", { count })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="stats-metric">{t("stats.chartMetric")}</label>
          <select id="stats-metric" name="metric" defaultValue={metric}>
            {STAT_METRICS.map((key) => (
              <option key={key} value={key}>
                {t(`stats.metrics.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t("stats.show")}
        </button>
        <a className="button" href={`/admin/stats.csv?days=${days}`} download>
          {t("stats.csv")}
        </a>
      </Form>
      <div className="card">
        <DailyBarChart
          id="stats-chart"
          title={t("stats.chartTitle", { metric: metricName, count: days })}
          description={`${t("stats.total")}: ${number.format(totals[metric] ?? 0)}`}
          points={rows.map((row) => ({ label: row.day, value: row[metric] }))}
          formatNumber={(value) => number.format(value)}
        />
      </div>
      <div className="table-scroll" role="region" aria-labelledby="stats-caption" tabIndex={0}>
        <table className="admin-table" data-testid="stats-table">
          <caption id="stats-caption">{t("stats.caption", { count: days })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("stats.day")}</th>
              {STAT_METRICS.map((key) => (
                <th key={key} scope="col" className="number">
                  {t(`stats.metrics.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...rows].reverse().map((row) => (
              <tr key={row.day}>
                <th scope="row">
                  <time dateTime={row.day}>{row.day}</time>
                </th>
                {STAT_METRICS.map((key) => (
                  <td key={key} className="number" data-label={t(`stats.metrics.${key}`)}>
                    {number.format(row[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t("stats.total")}</th>
              {STAT_METRICS.map((key) => (
                <td key={key} className="number" data-label={t(`stats.metrics.${key}`)}>
                  {number.format(totals[key] ?? 0)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <SearchShares shares={shares} />
    </section>
  );
}

const SHARE_SCOPES = ["account", "guest", "address"] as const;

/** Today's YouTube searches by share (decision 126): totals per kind of share, and the few that spent most. */
function SearchShares({ shares }: { shares: ShareUseToday }) {
  const { t, i18n } = useTranslation("admin");
  const number = new Intl.NumberFormat(i18n.language);
  const searched = SHARE_SCOPES.some((scope) => shares.totals[scope] > 0);
  return (
    <section className="stack" aria-labelledby="shares-heading">
      <h2 id="shares-heading">{t("stats.shares.heading")}</h2>
      <p className="muted">
        <Trans t={t} i18nKey="stats.shares.intro" components={{ time: <DateTime value={shares.resetsAt} /> }} />
      </p>
      <div className="table-scroll" role="region" aria-labelledby="shares-caption" tabIndex={0}>
        <table className="admin-table" data-testid="shares-table">
          <caption id="shares-caption">{t("stats.shares.byScope")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("stats.shares.scope")}</th>
              <th scope="col" className="number">{t("stats.shares.searches")}</th>
              <th scope="col" className="number">{t("stats.shares.holders")}</th>
              <th scope="col" className="number">{t("stats.shares.share")}</th>
            </tr>
          </thead>
          <tbody>
            {SHARE_SCOPES.map((scope) => (
              <tr key={scope}>
                <th scope="row">{t(`stats.shares.scopes.${scope}`)}</th>
                <td className="number" data-label={t("stats.shares.searches")}>{number.format(shares.totals[scope])}</td>
                <td className="number" data-label={t("stats.shares.holders")}>{number.format(shares.holders[scope])}</td>
                <td className="number" data-label={t("stats.shares.share")}>
                  {t("stats.shares.shareValue", { perDay: shares.limits[scope].perDay, perMinute: shares.limits[scope].perMinute })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {searched ? (
        <>
          <div className="table-scroll" role="region" aria-labelledby="top-accounts-caption" tabIndex={0}>
            <table className="admin-table" data-testid="top-accounts">
              <caption id="top-accounts-caption">{t("stats.shares.topAccounts", { count: shares.top })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("stats.shares.account")}</th>
                  <th scope="col" className="number">{t("stats.shares.searches")}</th>
                </tr>
              </thead>
              <tbody>
                {shares.topAccounts.map((row) => (
                  <tr key={row.userId}>
                    <th scope="row">
                      {row.nickname === null ? (
                        t("stats.shares.unknownAccount")
                      ) : (
                        <Link to={`/admin/users/${row.userId}`} dir="auto">{row.nickname}</Link>
                      )}
                    </th>
                    <td className="number" data-label={t("stats.shares.searches")}>{number.format(row.searches)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="table-scroll" role="region" aria-labelledby="top-addresses-caption" tabIndex={0}>
            <table className="admin-table" data-testid="top-addresses">
              <caption id="top-addresses-caption">{t("stats.shares.topAddresses", { count: shares.top })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("stats.shares.address")}</th>
                  <th scope="col" className="number">{t("stats.shares.searches")}</th>
                </tr>
              </thead>
              <tbody>
                {shares.topAddresses.map((row) => (
                  <tr key={row.address}>
                    <th scope="row">
                      <code>{row.address}</code>
                    </th>
                    <td className="number" data-label={t("stats.shares.searches")}>{number.format(row.searches)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p className="muted">{t("stats.shares.none")}</p>
      )}
    </section>
  );
}
