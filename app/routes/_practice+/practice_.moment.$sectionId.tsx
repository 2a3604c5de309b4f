// /practice/moment/{sectionId}?rate=&loops=&hide=&ladder= (issue 28, decision
// 138): a practice moment to share — a song at one section with a speed,
// loops and the part view. Public and complete without JavaScript: the song,
// the section's range, the settings in words, the shared lines there with
// their parts, Open Graph and JSON-LD. Someone else's private or hidden line
// is the same friendly 404 as an unknown one; the owner previews their own
// private line with a notice.
//
// No YouTube request before play: the poster is ours (the title's initial on
// a gradient), never a YouTube thumbnail. Its play control is a plain link to
// practice mode at this moment; with JavaScript the tap starts practice right
// here (the runner's chunk loads then: __deferred-practice.tsx), which drives
// the one player. A visitor without a session starts guest mode first (POST
// /auth/guest) and comes back with ?play=1, as on a shared playlist.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useState, type MouseEvent } from "react";
import { LaneLegend, LaneText, PartBadge } from "~/components/chant-lane";
import { useTranslation } from "~/i18n/react";
import fanchantStylesHref from "~/styles/fanchant.css";
import momentStylesHref from "~/styles/moment.css";
import { pageMeta } from "~/utils/meta";
import { useHydrated } from "~/utils/use-hydrated";
import { useOptionalViewer } from "~/utils/use-root-data";
import { formatTime } from "~/shared/time";
import { DeferredPracticeRunner } from "./__deferred-practice";
import { loadMoment } from "./__moment.server";
import { settingsWords } from "./__moment-words";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: fanchantStylesHref },
  { rel: "stylesheet", href: momentStylesHref },
];

export const loader = (args: LoaderFunctionArgs) => loadMoment(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data?.found) return [...pageMeta(matches, data?.title), { name: "robots", content: "noindex" }];
  return [
    ...pageMeta(matches, data.title, data.description),
    // The owner's preview of a line only they can see: nothing for an index to keep.
    ...(data.section.shared ? [] : [{ name: "robots", content: "noindex" }]),
    { tagName: "link", rel: "canonical", href: data.canonical },
    { property: "og:type", content: "website" },
    { property: "og:title", content: data.title },
    { property: "og:description", content: data.description },
    { property: "og:url", content: data.canonical },
    { property: "og:image", content: data.image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: data.title },
    { name: "twitter:description", content: data.description },
    { name: "twitter:image", content: data.image },
    { "script:ld+json": data.jsonLd },
  ];
};

function NotFound() {
  const { t } = useTranslation("practice");
  return (
    <section className="page page--narrow error-page" aria-labelledby="moment-missing-title">
      <p className="error-page__status">404</p>
      <h1 id="moment-missing-title">{t("moment.notFoundTitle")}</h1>
      <p>{t("moment.notFoundBody")}</p>
      <p>
        <Link to="/fanchant-archive" className="button">
          {t("moment.browse")}
        </Link>
      </p>
    </section>
  );
}

/** The query that says "start now" (set by the guest form's way back here). */
const PLAY_PARAM = "play";

export default function PracticeMomentPage() {
  const data = useLoaderData<typeof loader>();
  return data.found ? <Moment data={data} /> : <NotFound />;
}

type Found = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { found: true }>;

/**
 * The poster's letter: the title's first letter or digit, else ♪ (as SongThumbnail draws a song
 * without a picture; not imported from it, which would bring its module and YouTube's helpers into
 * this page's first load).
 */
function initialOf(title: string): string {
  return /[\p{L}\p{N}]/u.exec(title)?.[0]?.toLocaleUpperCase() ?? "♪";
}

/** The play icon of the poster (ours: no picture from YouTube before play). */
function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
    </svg>
  );
}

/** The address of this page, copied with one tap (the field itself works without JavaScript). */
function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation("practice");
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="moment-share">
      <label htmlFor="moment-url">{t("moment.shareLink")}</label>
      <div className="moment-share__row">
        <input id="moment-url" type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        {hydrated ? (
          <button type="button" className="button" onClick={copy}>
            {t("moment.copy")}
          </button>
        ) : null}
      </div>
      <p className="small muted" role="status">
        {copied ? t("moment.copied") : ""}
      </p>
    </div>
  );
}

function Moment({ data }: { data: Found }) {
  const { t } = useTranslation("practice");
  const viewer = useOptionalViewer();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const submit = useSubmit();
  const [started, setStarted] = useState(false);
  const { song, section } = data;
  const playRequested = searchParams.has(PLAY_PARAM);

  // Back from starting guest mode with ?play=1: practice starts, and the address drops ?play
  // (a reload does not start it again).
  useEffect(() => {
    if (!playRequested || !viewer) return;
    setStarted(true);
    const rest = new URLSearchParams(searchParams);
    rest.delete(PLAY_PARAM);
    const search = rest.toString();
    navigate({ search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
    // Once per arrival (and viewer).
  }, [playRequested, viewer?.id]);

  const onPlay = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (viewer) {
      setStarted(true);
      return;
    }
    // No session yet: guest mode first (nothing of theirs is written), then back here to play.
    const here = new URL(data.canonical);
    here.searchParams.set(PLAY_PARAM, "1");
    submit({ redirectTo: `${here.pathname}${here.search}` }, { method: "post", action: "/auth/guest" });
  };

  const words = settingsWords(t, data.settings);
  return (
    <div className="page stack-lg fanchant-page moment-page">
      <header className="stack">
        <p className="eyebrow">{t("moment.eyebrow")}</p>
        <h1>
          <bdi>{section.name}</bdi>
        </h1>
        <p className="moment-song">
          <bdi>{song.title}</bdi> · <bdi className="muted">{song.artist}</bdi>
        </p>
        <p className="small muted">
          {t("moment.sharedBy", { name: section.nickname })}
        </p>
      </header>

      {!section.shared ? (
        <div className="notice" role="note">
          <p>{t("moment.ownPrivate")}</p>
          <p>
            <Link to={data.sheetHref}>{t("moment.shareFirst")}</Link>
          </p>
        </div>
      ) : null}

      {started ? (
        <section className="moment-run stack" aria-label={t("moment.practising", { name: section.name })}>
          <DeferredPracticeRunner
            song={song}
            serverLines={data.practiceLines}
            account={data.account}
            preset={data.preset}
            autoStart
            finishedAction={
              <Link to={`/practice?song=${song.id}`} className="button button--primary">
                {t("moment.wholeSong")}
              </Link>
            }
          />
        </section>
      ) : (
        <section className="moment-poster" aria-labelledby="moment-range">
          <div className="moment-poster__art">
            <span className="moment-poster__initial" aria-hidden="true">
              {initialOf(song.title)}
            </span>
            <a
              href={data.practiceHref}
              className="moment-poster__play"
              onClick={hydrated ? onPlay : undefined}
              aria-describedby="moment-range moment-settings"
            >
              <span className="moment-poster__button">
                <PlayIcon />
              </span>
              <span className="moment-poster__label">{t("moment.play")}</span>
            </a>
          </div>
          <div className="moment-poster__facts">
            <p id="moment-range" className="moment-poster__range">
              <span className="visually-hidden">{t("moment.rangeLabel")} </span>
              <time>{formatTime(section.start)}</time>–<time>{formatTime(section.end)}</time>
            </p>
            <ul id="moment-settings" className="moment-settings" aria-label={t("moment.settingsLabel")}>
              {words.map((word) => (
                <li key={word}>{word}</li>
              ))}
            </ul>
            {playRequested && !hydrated ? (
              // Back from starting guest mode while the page does not run JavaScript (yet).
              <p className="notice">{t("moment.needsScript")}</p>
            ) : (
              <p className="small muted">{viewer ? t("moment.playHint") : t("moment.playAsGuestHint")}</p>
            )}
          </div>
        </section>
      )}

      {started ? null : (
        // While practising, the runner shows the lines in the part view: here they would give the hidden part away.
        <section aria-labelledby="moment-lines-heading" className="stack">
          <h2 id="moment-lines-heading">{t("moment.linesHeading")}</h2>
          <LaneLegend />
          <ol className="chant-lines">
            {data.lines.map((line) => {
              const current = line.id === section.id;
              return (
                <li
                  key={line.id}
                  className={`chant-line chant-line--${line.part}${current ? " moment-line--current" : ""}`}
                  data-testid="moment-line"
                  aria-current={current ? "true" : undefined}
                >
                  <div className="chant-line__head">
                    <span className="chant-line__time">
                      {formatTime(line.start)}–{formatTime(line.end)}
                    </span>
                    <PartBadge part={line.part} />
                    {current ? <span className="moment-line__this">{t("moment.thisLine")}</span> : null}
                  </div>
                  <p className="chant-line__lyrics" lang="ko">
                    <LaneText lyrics={line.lyrics} spans={line.spans} part={line.part} />
                  </p>
                  {line.pronunciation ? (
                    <p className="chant-line__pronunciation" lang="ko-Latn">
                      {line.pronunciation}
                    </p>
                  ) : null}
                  <p className="chant-line__by small muted">{t("moment.sharedBy", { name: line.nickname })}</p>
                </li>
              );
            })}
          </ol>
        </section>
      )}

      {section.shared ? <ShareLink url={data.canonical} /> : null}

      <nav aria-labelledby="moment-more-heading" className="stack">
        <h2 id="moment-more-heading">{t("moment.moreHeading")}</h2>
        <ul className="moment-more">
          <li>
            <Link to={`/practice?song=${song.id}`}>{t("moment.wholeSong")}</Link>
          </li>
          <li>
            <Link to={data.sheetHref}>{t("moment.sheet")}</Link>
          </li>
          <li>
            <Link to={`/fanchant-archive/${song.id}`}>{t("moment.archive")}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
