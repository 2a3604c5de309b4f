// /admin/stats: sign-ups, active users, plays, sections created and searches
// per day over 7, 14, 30 or 90 days (Korea's time zone): a chart drawn on the
// server, the table with every figure, and the same figures as CSV.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
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
  return json({ title: t("stats.title"), days, metric, rows: await getDailyStats(days) });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function AdminStats() {
  const { t, i18n } = useTranslation("admin");
  const { days, metric, rows } = useLoaderData<typeof loader>();
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
    </section>
  );
}
