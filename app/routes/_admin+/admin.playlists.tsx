// /admin/playlists: every community playlist (private and hidden ones too),
// found by name, owner or number, newest first. Hide takes one out of the
// feed, search, the sitemap and its shared page; show brings it back; delete
// asks for a ticked box first (no JavaScript needed to confirm).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { actorOf, requirePermission } from "~/auth/guards.server";
import { DateTime } from "~/components/date-time";
import { ErrorList } from "~/components/forms";
import { Pagination } from "~/components/pagination";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { deletePlaylistAsAdmin, listAdminPlaylists } from "~/models/admin-playlists.server";
import { setHiddenAsAdmin } from "~/models/moderation.server";
import { AdminPlaylistActionSchema, AdminPlaylistQuerySchema } from "~/schemas/admin";
import { SEARCH_QUERY_MAX_LENGTH } from "~/shared/constants";
import { ADMIN_PLAYLIST_VISIBILITIES } from "~/shared/reports";
import { repliedForm } from "~/shared/form-reply";
import { formReply, postedIntent, readForm } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { refusePage } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseQuery } from "./__admin.server";
import { adminPagination } from "./__pagination";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "playlists:moderate");
  const query = parseQuery(request, AdminPlaylistQuerySchema);
  const [result, t] = await Promise.all([listAdminPlaylists(query), getFixedT(request, "admin")]);
  return json({ title: t("playlists.title"), query, ...result });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requirePermission(request, "playlists:moderate");
  const { search } = new URL(request.url);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: AdminPlaylistActionSchema });
  const intent = postedIntent(formData);
  if (submission.status !== "success") return formReply(intent, submission.reply());
  const { intent: done, id } = submission.value;
  const change =
    done === "delete"
      ? await deletePlaylistAsAdmin(actorOf(session), id)
      : await setHiddenAsAdmin(actorOf(session), { type: "playlist", id }, done === "hide");
  if (!change.ok) return refusePage(change, { as: "form", intent, submission });
  return redirectWithToast(`/admin/playlists${search}`, { type: "success", key: `admin:playlists.done.${done}` }, { status: 303 });
}

export default function AdminPlaylists() {
  const { t } = useTranslation("admin");
  const { query, playlists, page, hasNext } = useLoaderData<typeof loader>();
  const replied = repliedForm(useActionData<typeof action>());
  const { search } = useLocation();
  // The row the failed action was about, so its errors show beside it.
  const failedId = replied ? Number(replied.value("id")) : null;
  return (
    <section className="stack" aria-labelledby="playlists-title">
      <h1 id="playlists-title">{t("playlists.title")}</h1>
      <p className="muted">{t("playlists.intro")}</p>
      <Form method="get" className="card admin-filters" role="search" aria-label={t("playlists.searchLabel")}>
        <div className="field">
          <label htmlFor="playlists-q">{t("playlists.query")}</label>
          <input id="playlists-q" name="q" type="search" defaultValue={query.q ?? ""} maxLength={SEARCH_QUERY_MAX_LENGTH} />
        </div>
        <div className="field">
          <label htmlFor="playlists-visibility">{t("playlists.visibility")}</label>
          <select id="playlists-visibility" name="visibility" defaultValue={query.visibility ?? ""}>
            <option value="">{t("users.any")}</option>
            {ADMIN_PLAYLIST_VISIBILITIES.map((visibility) => (
              <option key={visibility} value={visibility}>
                {t(`playlists.visibilities.${visibility}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t("users.search")}
        </button>
      </Form>
      {playlists.length === 0 ? (
        <p className="notice">{t("playlists.none")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="playlists-caption" tabIndex={0}>
          <table className="admin-table">
            <caption id="playlists-caption">{t("playlists.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("playlists.name")}</th>
                <th scope="col">{t("playlists.owner")}</th>
                <th scope="col">{t("playlists.songs")}</th>
                <th scope="col">{t("playlists.createdAt")}</th>
                <th scope="col">{t("playlists.status")}</th>
                <th scope="col">{t("playlists.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {playlists.map((playlist) => (
                <tr key={playlist.id} data-testid="admin-playlist-row">
                  <td data-label={t("playlists.name")}>
                    <Link to={`/playlists/${playlist.id}`}><bdi>{playlist.name}</bdi></Link>
                    <span className="muted small"> #{playlist.id}</span>
                  </td>
                  <td data-label={t("playlists.owner")}>
                    <Link to={`/admin/users/${playlist.owner.id}`}><bdi>{playlist.owner.nickname}</bdi></Link>
                  </td>
                  <td data-label={t("playlists.songs")}>{playlist.songCount}</td>
                  <td data-label={t("playlists.createdAt")}>
                    <DateTime value={playlist.createdAt} />
                  </td>
                  <td data-label={t("playlists.status")}>
                    {playlist.hiddenAt ? (
                      <span className="badge badge--danger">{t("playlists.hidden")}</span>
                    ) : playlist.isPublic ? (
                      t("playlists.public")
                    ) : (
                      t("playlists.private")
                    )}
                  </td>
                  <td data-label={t("playlists.actions")}>
                    <div className="cluster">
                      <Form method="post">
                        <input type="hidden" name="intent" value={playlist.hiddenAt ? "unhide" : "hide"} />
                        <input type="hidden" name="id" value={playlist.id} />
                        <button type="submit" className="button button--small">
                          {t(playlist.hiddenAt ? "playlists.unhide" : "playlists.hide")}
                          <span className="visually-hidden">: <bdi>{playlist.name}</bdi></span>
                        </button>
                      </Form>
                      <details className="admin-confirm">
                        <summary className="button button--small button--danger">
                          {t("playlists.delete")}
                          <span className="visually-hidden">: <bdi>{playlist.name}</bdi></span>
                        </summary>
                        <Form method="post" className="stack">
                          <input type="hidden" name="intent" value="delete" />
                          <input type="hidden" name="id" value={playlist.id} />
                          <div className="field field--checkbox">
                            <div className="field__row">
                              <input id={`confirm-delete-${playlist.id}`} type="checkbox" name="confirm" required />
                              <label htmlFor={`confirm-delete-${playlist.id}`}>{t("playlists.confirmDelete", { name: playlist.name })}</label>
                            </div>
                          </div>
                          <button type="submit" className="button button--small button--danger">
                            {t("playlists.deleteForGood")}
                          </button>
                        </Form>
                      </details>
                    </div>
                    {failedId === playlist.id ? <ErrorList errors={replied?.allErrors()} /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination {...adminPagination(search)} page={page} hasNext={hasNext} label={t("playlists.pagination")} />
    </section>
  );
}
