// /search (spec §2, issue 11): one box for music and videos. A GET form, so
// every result page has a URL and works without JavaScript: the catalogue's
// songs first, public playlists and tags, then YouTube's videos within the
// daily quota; before anything is asked, popular playlists, tags and songs and
// the viewer's recent plays. Its action puts a result into one of my playlists.
import {
  json,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useCallback, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { requireSignedIn } from "~/auth/guards.server";
import { ErrorList } from "~/components/error-list";
import { Pagination } from "~/components/pagination";
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_TYPES, type SearchType } from "~/shared/constants";
import searchStylesHref from "~/styles/search.css";
import { readForm } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { PlaylistTargets, type PlaylistTarget } from "./__playlist-targets";
import { addToPlaylistAction } from "./__add-to-playlist.server";
import {
  DeferredPlaylistResults as PlaylistResults,
  DeferredQuotaPanel as QuotaPanel,
  DeferredShareSpentNotice as ShareSpentNotice,
  DeferredTagResults as TagResults,
} from "./__deferred-search-parts";
import { loadSearchPage, type SearchResults } from "./__search.server";
import { SongResults } from "./__song-results";
import { retryAfterOfAction } from "~/utils/page-headers";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchStylesHref }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const { data, status } = await loadSearchPage(request, session, context.clientAddress);
  return json(data, { status, headers: { "Cache-Control": "private, no-store" } });
}

// A write refused over its limit keeps its Retry-After on the page's answer.
export const headers = retryAfterOfAction;

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const session = await requireSignedIn(request, url.pathname + url.search);
  return addToPlaylistAction(request, session, await readForm(request, context));
}

/** Adding a result to a playlist through a fetcher changes nothing the results show: no search again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, formAction, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" && formAction?.startsWith("/search") ? false : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const query = data?.results?.query;
  return pageMeta(matches, data ? (query ? `${query} · ${data.title}` : data.title) : null);
};

function pageUrl(query: string, type: SearchType | null, page: number) {
  const params = new URLSearchParams({ q: query });
  if (type) params.set("type", type);
  if (page > 1) params.set("page", String(page));
  return `/search?${params}`;
}

function SearchBox({
  q,
  type,
  videoSearch,
  errors,
}: {
  q: string;
  type: SearchType | null;
  videoSearch: boolean;
  errors: Record<string, string[]> | null;
}) {
  const { t } = useTranslation("search");
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";
  const queryErrors = [...(errors?.q ?? []), ...(errors?.page ?? [])];
  return (
    <Form method="get" action="/search" role="search" className="search-form" aria-busy={searching || undefined}>
      <label htmlFor="search-q" className="search-form__label">
        {t("form.label")}
      </label>
      <div className="search-form__row">
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={q}
          // Keyed by the query: after a search, or back and forward, the box shows what the URL asked.
          key={q}
          placeholder={t("form.placeholder")}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby="search-hint search-q-errors"
          aria-invalid={queryErrors.length > 0 || undefined}
        />
        <button type="submit" className="button button--primary">
          {t("form.submit")}
        </button>
      </div>
      <p id="search-hint" className="search-form__hint">
        {t("form.hint")}
      </p>
      <ErrorList id="search-q-errors" errors={queryErrors} />
      {videoSearch ? (
        <fieldset className="search-types" aria-describedby="search-type-errors">
          <legend>{t("form.type")}</legend>
          <div className="search-types__options">
            {[null, ...SEARCH_TYPES].map((value) => (
              <label key={value ?? "all"} className="search-types__option">
                <input
                  type="radio"
                  name="type"
                  value={value ?? ""}
                  defaultChecked={value === type}
                  key={`${q}-${type}`}
                />
                <span>{t(`form.types.${value ?? "all"}`)}</span>
              </label>
            ))}
          </div>
          <ErrorList id="search-type-errors" errors={errors?.type} />
        </fieldset>
      ) : null}
    </Form>
  );
}

function Videos({ results, type }: { results: SearchResults; type: SearchType | null }) {
  const { t } = useTranslation("search");
  const { videos } = results;
  if (videos.status === "off") return null;
  return (
    <section className="search-section" aria-labelledby="videos-heading">
      <h2 id="videos-heading">{t("videos.heading")}</h2>
      {videos.status === "ok" ? (
        videos.videos.length > 0 ? (
          <SongResults songs={videos.videos.map((video) => ({ ...video, id: null }))} liveLabel={t("videos.live")} />
        ) : (
          <p className="muted">{t("videos.empty", { query: results.query })}</p>
        )
      ) : videos.status === "first-page-only" ? (
        <p className="muted">
          <Link to={pageUrl(results.query, type, 1)}>{t("videos.onFirstPage")}</Link>
        </p>
      ) : videos.status === "share-spent" ? (
        <ShareSpentNotice
          refusal={videos.refusal}
          retryAfterSeconds={videos.retryAfterSeconds}
          accountLimit={videos.accountLimit}
        />
      ) : (
        <p className="notice notice--warning" role="status">
          {videos.status === "quota-exceeded" ? t("videos.quotaExceeded") : t("videos.unavailable")}
        </p>
      )}
    </section>
  );
}

function Results({ results, type }: { results: SearchResults; type: SearchType | null }) {
  const { t } = useTranslation("search");
  const videosShown = results.videos.status === "ok" && results.videos.videos.length > 0;
  return (
    <>
      <section className="search-section" aria-labelledby="catalogue-heading">
        <h2 id="catalogue-heading">{t("catalogue.heading")}</h2>
        {results.songs.length === 0 ? (
          <div className="empty">
            <p>{t("catalogue.empty", { query: results.query })}</p>
            <p className="muted">{videosShown ? t("catalogue.emptyNext") : t("catalogue.emptyNoVideos")}</p>
          </div>
        ) : (
          <SongResults songs={results.songs} />
        )}
        <Pagination
          page={results.page}
          hasNext={results.hasMore}
          href={(page) => pageUrl(results.query, type, page)}
          label={t("pagination.label")}
          namespace="search"
        />
      </section>
      {results.tags.length > 0 ? (
        <section className="search-section" aria-labelledby="tags-heading">
          <h2 id="tags-heading">{t("tags.heading")}</h2>
          <TagResults tags={results.tags} />
        </section>
      ) : null}
      {results.playlists.length > 0 ? (
        <section className="search-section" aria-labelledby="playlists-heading">
          <h2 id="playlists-heading">{t("playlists.heading")}</h2>
          <PlaylistResults playlists={results.playlists} />
        </section>
      ) : null}
      <Videos results={results} type={type} />
    </>
  );
}

export default function SearchPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("search");
  // Playlists made on this page with JavaScript join the viewer's list in every row.
  const [made, setMade] = useState<PlaylistTarget[]>([]);
  const add = useCallback((target: PlaylistTarget) => setMade((list) => [target, ...list]), []);
  const mine = data.myPlaylists;
  const targets = mine && [...made.filter((target) => !mine.some(({ id }) => id === target.id)), ...mine];
  const suggested = data.suggestions;
  return (
    <PlaylistTargets.Provider value={{ targets, add }}>
      <div className={data.results ? "page search-page search-page--results" : "page search-page"}>
        <header className="search-page__head">
          <h1>{t("heading")}</h1>
          <p className="muted search-page__intro">{t("intro")}</p>
          <SearchBox q={data.form.q} type={data.form.type} videoSearch={data.videoSearch} errors={data.errors} />
        </header>
        <div className="search-page__body">
          {data.quota ? (
            <aside className="search-page__aside">
              <QuotaPanel quota={data.quota} share={data.share} />
            </aside>
          ) : null}
          <div className="search-page__main">
            {data.results ? <Results results={data.results} type={data.form.type} /> : null}
            {suggested ? (
              <>
                {suggested.tags.length > 0 ? (
                  <section className="search-section" aria-labelledby="popular-tags-heading">
                    <h2 id="popular-tags-heading">{t("landing.popularTags")}</h2>
                    <TagResults tags={suggested.tags} />
                  </section>
                ) : null}
                <section className="search-section" aria-labelledby="popular-playlists-heading">
                  <h2 id="popular-playlists-heading">{t("landing.popularPlaylists")}</h2>
                  {suggested.playlists.length > 0 ? (
                    <PlaylistResults playlists={suggested.playlists} />
                  ) : (
                    <p className="muted">{t("landing.noPlaylists")}</p>
                  )}
                  <p className="search-section__more">
                    <Link to="/community/playlists?sort=popular">{t("landing.allPlaylists")}</Link>
                  </p>
                </section>
                {suggested.recent.length > 0 ? (
                  <section className="search-section" aria-labelledby="recent-heading">
                    <h2 id="recent-heading">{t("landing.recentPlays")}</h2>
                    <SongResults songs={suggested.recent} />
                  </section>
                ) : null}
                <section className="search-section" aria-labelledby="popular-heading">
                  <h2 id="popular-heading">{t("landing.popularSongs")}</h2>
                  {suggested.popular.length > 0 ? (
                    <SongResults songs={suggested.popular} />
                  ) : (
                    <p className="muted">{t("landing.noSongs")}</p>
                  )}
                </section>
              </>
            ) : null}
          </div>
        </div>
      </div>
    </PlaylistTargets.Provider>
  );
}
