// /admin/concerts: every concert by date (still to come first), filtered by
// status and region; a link to add one, to edit each, and delete behind a
// ticked box.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { actorOf, requirePermission } from "~/auth/guards.server";
import { ErrorList } from "~/components/forms";
import { Pagination } from "~/components/pagination";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { deleteConcert, listConcerts } from "~/models/concert.server";
import { AdminConcertQuerySchema, ConcertDeleteSchema } from "~/schemas/admin";
import { ADMIN_PAGE_SIZE, CONCERT_REGIONS, CONCERT_STATUSES } from "~/shared/constants";
import { repliedForm } from "~/shared/form-reply";
import { formReply, readForm, runIntent } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { refusePage } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseQuery } from "./__admin.server";
import { adminPagination } from "./__pagination";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "concerts:manage");
  const query = parseQuery(request, AdminConcertQuerySchema);
  const [{ concerts, hasMore }, t] = await Promise.all([
    listConcerts({ ...query, pageSize: ADMIN_PAGE_SIZE }),
    getFixedT(request, "admin"),
  ]);
  return json({ title: t("concerts.title"), query, concerts, page: query.page, hasNext: hasMore });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requirePermission(request, "concerts:manage");
  const formData = await readForm(request, context);
  return runIntent(formData, {
    async delete() {
      const submission = parseWithZod(formData, { schema: ConcertDeleteSchema });
      if (submission.status !== "success") return formReply("delete", submission.reply());
      const deleted = await deleteConcert(actorOf(session), submission.value.id);
      if (!deleted.ok) return refusePage(deleted, { as: "form", intent: "delete", submission });
      const { search } = new URL(request.url);
      return redirectWithToast(`/admin/concerts${search}`, { type: "success", key: "admin:concerts.done.delete" }, { status: 303 });
    },
  });
}

export default function AdminConcerts() {
  const { t } = useTranslation("admin");
  const { t: tConcerts } = useTranslation("concerts");
  const { query, concerts, page, hasNext } = useLoaderData<typeof loader>();
  const replied = repliedForm(useActionData<typeof action>(), "delete");
  const { search } = useLocation();
  const failedId = replied ? Number(replied.value("id")) : null;
  return (
    <section className="stack" aria-labelledby="concerts-title">
      <div className="cluster cluster--between">
        <h1 id="concerts-title">{t("concerts.title")}</h1>
        <Link className="button button--primary" to="/admin/concerts/new">
          {t("concerts.new")}
        </Link>
      </div>
      <Form method="get" className="card admin-filters" aria-label={t("concerts.filterLabel")}>
        <div className="field">
          <label htmlFor="concerts-status">{t("concerts.status")}</label>
          <select id="concerts-status" name="status" defaultValue={query.status ?? ""}>
            <option value="">{t("users.any")}</option>
            {CONCERT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tConcerts(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="concerts-region">{t("concerts.fields.region")}</label>
          <select id="concerts-region" name="region" defaultValue={query.region ?? ""}>
            <option value="">{t("users.any")}</option>
            {CONCERT_REGIONS.map((region) => (
              <option key={region} value={region}>
                {tConcerts(`region.${region}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t("concerts.filter")}
        </button>
      </Form>
      {concerts.length === 0 ? (
        <p className="notice">{t("concerts.none")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="concerts-caption" tabIndex={0}>
          <table className="admin-table">
            <caption id="concerts-caption">{t("concerts.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("concerts.concert")}</th>
                <th scope="col">{t("concerts.dates")}</th>
                <th scope="col">{t("concerts.fields.venue")}</th>
                <th scope="col">{t("concerts.status")}</th>
                <th scope="col" className="number">
                  {t("concerts.songs")}
                </th>
                <th scope="col">{t("playlists.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {concerts.map((concert) => {
                const name = `${concert.artist} · ${concert.tourName}`;
                return (
                  <tr key={concert.id} data-testid="admin-concert-row">
                    <td data-label={t("concerts.concert")}>
                      <Link to={`/admin/concerts/${concert.id}`}>{name}</Link>
                    </td>
                    <td data-label={t("concerts.dates")}>
                      {concert.startDate}
                      {concert.endDate !== concert.startDate ? ` – ${concert.endDate}` : ""}
                    </td>
                    <td data-label={t("concerts.fields.venue")}>
                      {concert.venue}, {concert.city}
                    </td>
                    <td data-label={t("concerts.status")}>
                      {tConcerts(`status.${concert.status}`)}
                      {concert.statusOverride ? <span className="muted small"> ({t("concerts.overridden")})</span> : null}
                    </td>
                    <td data-label={t("concerts.songs")} className="number">{concert.songCount}</td>
                    <td data-label={t("playlists.actions")}>
                      <div className="cluster">
                        <Link className="button button--small" to={`/admin/concerts/${concert.id}`}>
                          {t("concerts.edit")}
                          <span className="visually-hidden">: {name}</span>
                        </Link>
                        <details className="admin-confirm">
                          <summary className="button button--small button--danger">
                            {t("concerts.delete")}
                            <span className="visually-hidden">: {name}</span>
                          </summary>
                          <Form method="post" className="stack">
                            <input type="hidden" name="intent" value="delete" />
                            <input type="hidden" name="id" value={concert.id} />
                            <div className="field field--checkbox">
                              <div className="field__row">
                                <input id={`confirm-concert-${concert.id}`} type="checkbox" name="confirm" required />
                                <label htmlFor={`confirm-concert-${concert.id}`}>{t("concerts.confirmDelete", { name })}</label>
                              </div>
                            </div>
                            <button type="submit" className="button button--small button--danger">
                              {t("concerts.deleteForGood")}
                            </button>
                          </Form>
                        </details>
                      </div>
                      {failedId === concert.id ? <ErrorList errors={replied?.allErrors()} /> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination {...adminPagination(search)} page={page} hasNext={hasNext} label={t("concerts.pagination")} />
    </section>
  );
}
