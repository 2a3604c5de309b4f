import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireAdmin } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { getDashboardCounts } from "~/models/admin.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [counts, t] = await Promise.all([getDashboardCounts(), getFixedT(request, "admin")]);
  return json({ title: t("dashboard.title"), counts });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function AdminDashboard() {
  const { t, i18n } = useTranslation("admin");
  const { counts } = useLoaderData<typeof loader>();
  const number = new Intl.NumberFormat(i18n.language);
  const stats = [
    ["users", counts.users],
    ["songs", counts.songs],
    ["sections", counts.sections],
    ["activeSessions", counts.activeSessions],
  ] as const;
  return (
    <section className="stack" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t("dashboard.title")}</h1>
      <dl className="stat-grid">
        {stats.map(([key, value]) => (
          <div key={key} className="card stat" data-testid={`stat-${key}`}>
            <dt>{t(`dashboard.${key}`)}</dt>
            <dd>{number.format(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="muted small">{t("dashboard.activeNote")}</p>
    </section>
  );
}
