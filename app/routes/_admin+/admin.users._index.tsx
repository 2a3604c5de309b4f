// /admin/users: accounts found by e-mail or nickname, filtered by role and
// sign-in provider, newest first, a page at a time. A GET form: every view has a URL.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/guards.server";
import { DateTime } from "~/components/date-time";
import { Pagination } from "~/components/pagination";
import { getFixedT } from "~/i18n/i18next.server";
import { listUsers } from "~/models/admin-users.server";
import { UserListQuerySchema } from "~/schemas/admin";
import { USER_PROVIDER_FILTERS } from "~/shared/admin";
import { SEARCH_QUERY_MAX_LENGTH } from "~/shared/constants";
import { ROLES } from "~/shared/roles";
import { pageMeta } from "~/utils/meta";
import { parseQuery } from "./__admin.server";
import { adminPagination } from "./__pagination";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "users:view");
  const query = parseQuery(request, UserListQuerySchema);
  const [result, t] = await Promise.all([listUsers(query), getFixedT(request, "admin")]);
  return json({ title: t("users.title"), query, ...result });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function AdminUsers() {
  const { t } = useTranslation("admin");
  const { t: tCommon } = useTranslation();
  const { query, users, page, hasNext } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <section className="stack" aria-labelledby="users-title">
      <h1 id="users-title">{t("users.title")}</h1>
      <Form method="get" className="card admin-filters" role="search" aria-label={t("users.searchLabel")}>
        <div className="field">
          <label htmlFor="users-q">{t("users.query")}</label>
          <input id="users-q" name="q" type="search" defaultValue={query.q ?? ""} maxLength={SEARCH_QUERY_MAX_LENGTH} />
        </div>
        <div className="field">
          <label htmlFor="users-role">{t("users.role")}</label>
          <select id="users-role" name="role" defaultValue={query.role ?? ""}>
            <option value="">{t("users.any")}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {tCommon(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="users-provider">{t("users.provider")}</label>
          <select id="users-provider" name="provider" defaultValue={query.provider ?? ""}>
            <option value="">{t("users.any")}</option>
            {USER_PROVIDER_FILTERS.map((provider) => (
              <option key={provider} value={provider}>
                {t(`providers.${provider}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t("users.search")}
        </button>
      </Form>
      {users.length === 0 ? (
        <p className="notice">{t("users.none")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="users-caption" tabIndex={0}>
          <table className="admin-table">
            <caption id="users-caption">{t("users.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("users.nickname")}</th>
                <th scope="col">{t("users.email")}</th>
                <th scope="col">{t("users.role")}</th>
                <th scope="col">{t("users.provider")}</th>
                <th scope="col">{t("users.createdAt")}</th>
                <th scope="col">{t("users.status")}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td data-label={t("users.nickname")}>
                    <Link to={`/admin/users/${user.id}`}><bdi>{user.nickname}</bdi></Link>
                  </td>
                  <td data-label={t("users.email")}>{user.email}</td>
                  <td data-label={t("users.role")}>{tCommon(`roles.${user.role}`)}</td>
                  <td data-label={t("users.provider")}>{user.providers.map((provider) => t(`providers.${provider}`)).join(", ")}</td>
                  <td data-label={t("users.createdAt")}>
                    <DateTime value={user.createdAt} />
                  </td>
                  <td data-label={t("users.status")}>
                    {user.suspendedAt ? <span className="badge badge--danger">{t("users.suspended")}</span> : t("users.active")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination {...adminPagination(search)} page={page} hasNext={hasNext} label={t("users.pagination")} />
    </section>
  );
}
