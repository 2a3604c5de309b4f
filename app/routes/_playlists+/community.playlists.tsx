// /community/playlists (spec §2, §9; issue 10): public playlists, sorted
// (recent, popular, most liked, viewed, copied, bookmarked), filtered by song
// count (5+, 10+, 20+) and tag. Pages are plain links (a cursor); with
// JavaScript "load more" appends the next page in place.
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { requireSignedIn } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { listFeed } from "~/models/community-playlist-feed.server";
import { FeedQuerySchema, type FeedQuery } from "~/schemas/community-playlist";
import type { FeedPage } from "~/schemas/playlist-card";
import { PLAYLIST_FEED_SORTS, PLAYLIST_SONG_COUNT_FILTERS } from "~/shared/constants";
import playlistsStylesHref from "~/styles/playlists.css";
import { useHydrated } from "~/utils/use-hydrated";
import { ApiClientError, apiFetch } from "~/utils/api-client";
import { useOptionalViewer } from "~/utils/use-root-data";
import { isGuest } from "~/shared/viewer";
import { pageMeta } from "~/utils/meta";
import { FailureAlert } from "./__failure-alert";
import { PlaylistGrid } from "./__playlist-cards";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: playlistsStylesHref }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSignedIn(request);
  const query = FeedQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const page = await listFeed(query);
  const t = await getFixedT(request, "playlists");
  return json({ title: t("feed.title"), query, ...page }, { headers: { "Cache-Control": "private, no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

function feedUrl(query: Omit<FeedQuery, "cursor">, cursor: string | null = null) {
  const params = new URLSearchParams();
  if (query.sort !== "recent") params.set("sort", query.sort);
  if (query.min !== null) params.set("min", String(query.min));
  if (query.tag !== null) params.set("tag", query.tag);
  if (cursor) params.set("cursor", cursor);
  const search = params.toString();
  return `/community/playlists${search ? `?${search}` : ""}`;
}

export default function CommunityPlaylists() {
  const data = useLoaderData<typeof loader>();
  const { query } = data;
  const { t } = useTranslation("playlists");
  const hydrated = useHydrated();
  const viewer = useOptionalViewer();
  // With JavaScript, "load more" keeps the pages already shown and adds the next, from the
  // JSON API's same feed (GET /api/playlist): a failure is said in place and the page stays.
  const [extra, setExtra] = useState<FeedPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<"loadFailed" | "networkFailed" | null>(null);
  useEffect(() => {
    setExtra(null);
    setFailure(null);
  }, [data]);
  const playlists = [...data.playlists, ...(extra?.playlists ?? [])];
  const nextCursor = extra ? extra.nextCursor : data.nextCursor;
  const loadMore = async (cursor: string) => {
    setLoading(true);
    setFailure(null);
    try {
      // The answer's schema (and zod) load with the first "load more", not with the page.
      const { FeedPageSchema } = await import("~/schemas/playlist-card");
      const next = await apiFetch(`/playlist${feedUrl(query, cursor).slice("/community/playlists".length)}`, {
        guest: isGuest(viewer),
        answer: FeedPageSchema,
      });
      setExtra((shown) => ({ playlists: [...(shown?.playlists ?? []), ...next.playlists], nextCursor: next.nextCursor }));
    } catch (error) {
      // The server answered with an error, or no answer came at all (offline, a dropped connection, the timeout).
      setFailure(error instanceof ApiClientError ? "loadFailed" : "networkFailed");
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="page stack-lg">
      <section className="stack" aria-labelledby="feed-title">
        <h1 id="feed-title">{t("feed.title")}</h1>
        <p className="muted">{t("feed.intro")}</p>
      </section>

      <section className="stack" aria-label={t("feed.filters")}>
        <nav className="filter-bar" aria-label={t("sorts.label")}>
          {PLAYLIST_FEED_SORTS.map((sort) => (
            <Link key={sort} className="button button--small" to={feedUrl({ ...query, sort })} aria-current={sort === query.sort ? "page" : undefined}>
              {t(`feedSorts.${sort}`)}
            </Link>
          ))}
        </nav>
        <nav className="filter-bar" aria-label={t("feed.songCount")}>
          <span className="small muted">{t("feed.songCount")}</span>
          {[null, ...PLAYLIST_SONG_COUNT_FILTERS].map((min) => (
            <Link
              key={min ?? "any"}
              className="button button--small"
              to={feedUrl({ ...query, min })}
              aria-current={min === query.min ? "page" : undefined}
            >
              {min === null ? t("feed.any") : t("feed.atLeast", { count: min })}
            </Link>
          ))}
        </nav>
        <Form method="get" className="filter-bar">
          {query.sort !== "recent" ? <input type="hidden" name="sort" value={query.sort} /> : null}
          {query.min !== null ? <input type="hidden" name="min" value={query.min} /> : null}
          <label htmlFor="feed-tag">{t("feed.tag")}</label>
          <input id="feed-tag" name="tag" type="search" defaultValue={query.tag ?? ""} key={query.tag ?? ""} />
          <button type="submit" className="button button--small">
            {t("feed.apply")}
          </button>
          {query.tag ? (
            <Link className="button button--small button--ghost" to={feedUrl({ ...query, tag: null })}>
              {t("feed.clearTag", { tag: query.tag })}
            </Link>
          ) : null}
        </Form>
      </section>

      <section className="stack">
        {playlists.length === 0 ? <p className="muted">{t("feed.empty")}</p> : <PlaylistGrid playlists={playlists} headingLevel={2} />}
        <nav className="pagination" aria-label={t("feed.pagination")}>
          {query.cursor ? (
            <Link className="button button--small" to={feedUrl(query)}>
              {t("feed.first")}
            </Link>
          ) : null}
          {nextCursor ? (
            hydrated ? (
              <button type="button" className="button button--small" onClick={() => void loadMore(nextCursor)} disabled={loading}>
                {loading ? t("feed.loading") : t("feed.loadMore")}
              </button>
            ) : (
              <Link className="button button--small" to={feedUrl(query, nextCursor)} rel="next">
                {t("feed.next")}
              </Link>
            )
          ) : null}
          <FailureAlert kind={failure} />
        </nav>
      </section>
    </div>
  );
}
