// /admin: totals, today's figures (Korea's time zone), people online (seen in
// the last five minutes) and today's video search quota.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { getDashboard } from "~/models/admin-stats.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "admin:view");
  const [dashboard, t] = await Promise.all([getDashboard(), getFixedT(request, "admin")]);
  return json({ title: t("dashboard.title"), ...dashboard });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

function Figures({ id, items }: { id: string; items: [key: string, label: string, value: number][] }) {
  const { i18n } = useTranslation("admin");
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <dl className="stat-grid" aria-labelledby={id}>
      {items.map(([key, label, value]) => (
        <div key={key} className="card stat" data-testid={`stat-${key}`}>
          <dt>{label}</dt>
          <dd>{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AdminDashboard() {
  const { t, i18n } = useTranslation("admin");
  const { day, totals, today, online, quota, openReports } = useLoaderData<typeof loader>();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className="stack-lg" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t("dashboard.title")}</h1>
      <div className={`card report-alert${openReports > 0 ? " report-alert--waiting" : ""}`} data-testid="open-reports">
        <p>
          <strong>{t("dashboard.openReports")}</strong> <span className="report-alert__count">{number.format(openReports)}</span>
        </p>
        {openReports > 0 ? (
          <Link className="button button--primary" to="/admin/reports">
            {t("dashboard.reportsLink")}
          </Link>
        ) : (
          <p className="muted small">{t("dashboard.noOpenReports")}</p>
        )}
      </div>
      <section className="stack">
        <h2 id="dashboard-today">{t("dashboard.today", { day })}</h2>
        <Figures
          id="dashboard-today"
          items={[
            ["today-signUps", t("dashboard.signUps"), today.signUps],
            ["today-activeUsers", t("dashboard.activeUsers"), today.activeUsers],
            ["today-plays", t("dashboard.plays"), today.plays],
            ["today-sections", t("dashboard.sections"), today.sections],
            ["today-playlists", t("dashboard.playlists"), today.playlists],
            ["today-searches", t("dashboard.searches"), today.searches],
            ["activeSessions", t("dashboard.activeSessions"), online],
          ]}
        />
        <p className="muted small">{t("dashboard.activeNote")}</p>
        <div className="card" data-testid="quota">
          <h3>{t("dashboard.quota")}</h3>
          <p>{t("dashboard.quotaUsed", { used: number.format(quota.used), limit: number.format(quota.limit) })}</p>
          {quota.remaining === 0 ? <p className="notice">{t("dashboard.quotaExhausted")}</p> : null}
        </div>
      </section>
      <section className="stack">
        <h2 id="dashboard-totals">{t("dashboard.totals")}</h2>
        <Figures
          id="dashboard-totals"
          items={[
            ["users", t("dashboard.users"), totals.users],
            ["songs", t("dashboard.songs"), totals.songs],
            ["sections", t("dashboard.sections"), totals.sections],
            ["plays", t("dashboard.plays"), totals.plays],
            ["playlists", t("dashboard.playlists"), totals.playlists],
          ]}
        />
      </section>
      <p>
        <Link className="button" to="/admin/stats">
          {t("dashboard.statsLink")}
        </Link>
      </p>
    </section>
  );
}
