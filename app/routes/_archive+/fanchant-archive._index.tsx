// /fanchant-archive (issue 12): the lyrics lines people shared, grouped by
// song, with how many lines and people each song has; a GET search by song,
// artist or text, plain-link pages. Private sections never show here.
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/auth/guards.server";
import { ErrorList } from "~/components/forms";
import { pageHref, Pagination } from "~/components/pagination";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { listArchiveSongs } from "~/models/fanchant-archive.server";
import { ArchiveSearchSchema } from "~/schemas/fanchant-archive";
import { SEARCH_QUERY_MAX_LENGTH } from "~/shared/constants";
import fanchantStylesHref from "~/styles/fanchant.css";
import { zodFieldErrors } from "~/utils/api.server";
import { pageMeta } from "~/utils/meta";
import { SongThumbnail } from "~/components/song-thumbnail";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: fanchantStylesHref }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSignedIn(request);
  const t = await getFixedT(request, "archive");
  const params = new URL(request.url).searchParams;
  const parsed = ArchiveSearchSchema.safeParse(
    Object.fromEntries([...params].filter(([name, value]) => ["q", "page"].includes(name) && value !== "")),
  );
  const q = parsed.success ? (parsed.data.q ?? "") : (params.get("q") ?? "");
  const page = parsed.success ? parsed.data.page : 1;
  const found = await listArchiveSongs(parsed.success ? { query: q, page } : {});
  return json(
    { title: t("title"), q, page, ...found, errors: parsed.success ? null : zodFieldErrors(parsed.error) },
    { status: parsed.success ? 200 : 400, headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data ? (data.q ? `${data.q} · ${data.title}` : data.title) : null);

export default function FanchantArchive() {
  const { q, page, songs, hasMore, errors } = useLoaderData<typeof loader>();
  const { t } = useTranslation("archive");
  const queryErrors = [...(errors?.q ?? []), ...(errors?.page ?? [])];
  return (
    <div className="page stack-lg fanchant-page">
      <header className="stack">
        <h1>{t("heading")}</h1>
        <p className="muted">{t("intro")}</p>
        <Form method="get" action="/fanchant-archive" role="search" className="inline-search">
          <label htmlFor="archive-q">{t("search.label")}</label>
          <div className="inline-search__row">
            <input
              id="archive-q"
              name="q"
              type="search"
              key={q}
              defaultValue={q}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              placeholder={t("search.placeholder")}
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby="archive-q-hint archive-q-errors"
              aria-invalid={queryErrors.length > 0 || undefined}
            />
            <button type="submit" className="button button--primary">
              {t("search.submit")}
            </button>
          </div>
          <p id="archive-q-hint" className="small muted">
            {t("search.hint")}
          </p>
          <ErrorList id="archive-q-errors" errors={queryErrors} />
        </Form>
      </header>

      <section aria-labelledby="archive-songs-heading" className="stack">
        <h2 id="archive-songs-heading">{q ? t("list.results", { query: q }) : t("list.heading")}</h2>
        {songs.length === 0 ? (
          <div className="empty-state">
            <p>{q ? t("list.emptyQuery", { query: q }) : t("list.empty")}</p>
            {q ? (
              <Link to="/fanchant-archive" className="button button--small">
                {t("search.clear")}
              </Link>
            ) : (
              <Link to="/search" className="button button--small">
                {t("list.findSongs")}
              </Link>
            )}
          </div>
        ) : (
          <ul className="archive-songs">
            {songs.map((song) => (
              <li key={song.songId} className="archive-song">
                <SongThumbnail
                  className="archive-song__thumbnail"
                  youtubeId={song.youtubeId}
                  thumbnailUrl={song.thumbnailUrl}
                  title={song.title}
                />
                <div className="archive-song__text">
                  <h3 className="archive-song__title">
                    <Link to={`/fanchant-archive/${song.songId}`}><bdi>{song.title}</bdi></Link>
                  </h3>
                  <p className="archive-song__artist"><bdi>{song.artist}</bdi></p>
                  <p className="archive-song__counts">
                    <span data-testid="line-count">{t("list.lines", { count: song.lines })}</span>
                    {" · "}
                    <span data-testid="contributor-count">{t("list.contributors", { count: song.contributors })}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          hasNext={hasMore}
          href={(to) => pageHref("/fanchant-archive", { q }, to)}
          label={t("pagination.label")}
          namespace="archive"
        />
      </section>
    </div>
  );
}
