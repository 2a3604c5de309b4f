// /bookmarks (spec §2, issue 10): my bookmarked playlists, newest first,
// each with a plain form to remove the bookmark.
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireSignedIn } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { listBookmarks } from "~/models/community-playlist-feed.server";
import playlistsStylesHref from "~/styles/playlists.css";
import { readForm } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { idParamOrNull } from "./__ids";
import { viewerAction } from "./__playlists.server";
import { PlaylistCard } from "./__playlist-cards";
import { GuestNotice, useBackPath } from "./__playlist-ui";
import { retryAfterOfAction } from "~/utils/page-headers";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: playlistsStylesHref }];

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const t = await getFixedT(request, "playlists");
  const page = Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get("page")) || 1));
  const headers = { "Cache-Control": "private, no-store" };
  if (!session.user) return json({ title: t("bookmarks.title"), guest: true, playlists: [], page: 1, hasMore: false }, { headers });
  return json({ title: t("bookmarks.title"), guest: false, ...(await listBookmarks(session.user.id, page)) }, { headers });
}

// A write refused over its limit keeps its Retry-After on the page's answer.
export const headers = retryAfterOfAction;

/** Removing a bookmark from this page (the same rules as on the playlist's page). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const session = await requireSignedIn(request, "/bookmarks");
  const id = idParamOrNull(String(form.get("playlistId") ?? ""));
  if (id === null) return redirectWithToast("/bookmarks", { type: "error", key: "playlists:errors.notFound" }, { status: 303 });
  form.set("intent", "unbookmark");
  return viewerAction(session, id, form, "/bookmarks");
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function Bookmarks() {
  const { guest, playlists, page, hasMore } = useLoaderData<typeof loader>();
  const { t } = useTranslation("playlists");
  const back = useBackPath();
  return (
    <div className="page stack-lg">
      <section className="stack" aria-labelledby="bookmarks-title">
        <h1 id="bookmarks-title">{t("bookmarks.title")}</h1>
        <p className="muted">{t("bookmarks.intro")}</p>
      </section>
      {guest ? (
        <GuestNotice />
      ) : playlists.length === 0 ? (
        <p className="muted">
          {t("bookmarks.empty")} <Link to="/community/playlists">{t("shared.browse")}</Link>
        </p>
      ) : (
        <ul className="playlist-grid">
          {playlists.map((playlist) => (
            <li key={playlist.id}>
              <PlaylistCard playlist={playlist} headingLevel={2}>
                <form method="post" action="/bookmarks">
                  <input type="hidden" name="playlistId" value={playlist.id} />
                  <input type="hidden" name="redirectTo" value={back} />
                  <button type="submit" className="button button--small" aria-label={t("bookmarks.removeLabel", { name: playlist.name })}>
                    {t("bookmarks.remove")}
                  </button>
                </form>
              </PlaylistCard>
            </li>
          ))}
        </ul>
      )}
      {page > 1 || hasMore ? (
        <nav className="pagination" aria-label={t("feed.pagination")}>
          {page > 1 ? (
            <Link className="button button--small" to={page === 2 ? "/bookmarks" : `/bookmarks?page=${page - 1}`} rel="prev">
              {t("bookmarks.previous")}
            </Link>
          ) : null}
          {hasMore ? (
            <Link className="button button--small" to={`/bookmarks?page=${page + 1}`} rel="next">
              {t("bookmarks.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
