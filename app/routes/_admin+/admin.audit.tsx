// /admin/audit: every admin change, newest first, filtered by action, target
// and admin (GET form), a page at a time.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/guards.server";
import { DateTime } from "~/components/date-time";
import { Pagination } from "~/components/pagination";
import { getFixedT } from "~/i18n/i18next.server";
import { listAuditEntries } from "~/models/audit-log.server";
import { AuditQuerySchema } from "~/schemas/admin";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "~/shared/audit";
import { EMAIL_MAX_LENGTH, SEARCH_QUERY_MAX_LENGTH } from "~/shared/constants";
import { pageMeta } from "~/utils/meta";
import { parseQuery } from "./__admin.server";
import { adminPagination } from "./__pagination";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "audit:view");
  const query = parseQuery(request, AuditQuerySchema);
  const [result, t] = await Promise.all([listAuditEntries(query), getFixedT(request, "admin")]);
  return json({ title: t("audit.title"), query, ...result });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

function Change({ value }: { value: string | null }) {
  if (!value) return <>—</>;
  return <pre>{JSON.stringify(JSON.parse(value), null, 1)}</pre>;
}

export default function AdminAudit() {
  const { t } = useTranslation("admin");
  const { query, entries, page, hasNext } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <section className="stack" aria-labelledby="audit-title">
      <h1 id="audit-title">{t("audit.title")}</h1>
      <Form method="get" className="card admin-filters" role="search" aria-label={t("audit.filters")}>
        <div className="field">
          <label htmlFor="audit-action">{t("audit.action")}</label>
          <select id="audit-action" name="action" defaultValue={query.action ?? ""}>
            <option value="">{t("users.any")}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`audit.actions.${action.replace(".", "_")}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-target-type">{t("audit.targetType")}</label>
          <select id="audit-target-type" name="targetType" defaultValue={query.targetType ?? ""}>
            <option value="">{t("users.any")}</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`audit.targets.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-target-id">{t("audit.targetId")}</label>
          <input id="audit-target-id" name="targetId" defaultValue={query.targetId ?? ""} maxLength={SEARCH_QUERY_MAX_LENGTH} />
        </div>
        <div className="field">
          <label htmlFor="audit-actor">{t("audit.actor")}</label>
          <input id="audit-actor" name="actor" type="email" defaultValue={query.actor ?? ""} maxLength={EMAIL_MAX_LENGTH} />
        </div>
        <button type="submit" className="button button--primary">
          {t("audit.filter")}
        </button>
      </Form>
      {entries.length === 0 ? (
        <p className="notice">{t("audit.none")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="audit-caption" tabIndex={0}>
          <table className="admin-table">
            <caption id="audit-caption">{t("audit.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("audit.when")}</th>
                <th scope="col">{t("audit.actor")}</th>
                <th scope="col">{t("audit.action")}</th>
                <th scope="col">{t("audit.target")}</th>
                <th scope="col">{t("audit.before")}</th>
                <th scope="col">{t("audit.after")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-entry">
                  <td data-label={t("audit.when")}>
                    <DateTime value={entry.createdAt} />
                  </td>
                  <td data-label={t("audit.actor")}>{entry.actor ? entry.actor.email : t("audit.deletedActor")}</td>
                  <td data-label={t("audit.action")}>{t(`audit.actions.${entry.action.replace(".", "_")}`, { defaultValue: entry.action })}</td>
                  <td data-label={t("audit.target")}>
                    {entry.targetType === "user" && entry.targetId ? (
                      <Link to={`/admin/users/${entry.targetId}`}>{t("audit.targets.user")}</Link>
                    ) : (
                      `${t(`audit.targets.${entry.targetType}`, { defaultValue: entry.targetType })} ${entry.targetId ?? ""}`
                    )}
                  </td>
                  <td data-label={t("audit.before")}>
                    <Change value={entry.before} />
                  </td>
                  <td data-label={t("audit.after")}>
                    <Change value={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination {...adminPagination(search)} page={page} hasNext={hasNext} label={t("audit.pagination")} />
    </section>
  );
}
