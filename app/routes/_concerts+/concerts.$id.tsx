// /concerts/{id} (issue 12): artist, tour, venue, city, country, dates, the
// ticket link and status, and the setlist from the catalogue. "Rehearse the
// setlist" loads it into the player in order (a plain form to /player/queue
// without JavaScript), or makes a private playlist of it for an account; each
// song's fan chants are one tap away.
import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import { LocalDateTime } from "~/components/date-time";
import { PlayerCommandForm } from "~/components/player-command-form";
import { QueueAddForms } from "~/components/queue-add-forms";
import { useTranslation } from "~/i18n/react";
import { knownQueueLength } from "~/player/api/queue-length";
import { formatTime } from "~/shared/time";
import { isGuest } from "~/shared/viewer";
import fanchantStylesHref from "~/styles/fanchant.css";
import { toQueueSong } from "~/player/api/commands";
import { pageMeta } from "~/utils/meta";
import { useOptionalViewer } from "~/utils/use-root-data";
import { ConcertDates, StatusBadge } from "./__concert-parts";
import { retryAfterOfAction } from "~/utils/page-headers";
import { RefusalAlert } from "~/components/refusal-alert";
import { SetlistRoutine } from "./__setlist-routine";
import { concertAction, loadConcert } from "./__concert.server";

const ConcertReadinessSummary = lazy(() => import("./__concert-readiness"));

export const links: LinksFunction = () => [{ rel: "stylesheet", href: fanchantStylesHref }];

export const loader = (args: LoaderFunctionArgs) => loadConcert(args);

// A write refused over its limit keeps its Retry-After on the page's answer.
export const headers = retryAfterOfAction;

export const action = (args: ActionFunctionArgs) => concertAction(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title ?? null);

export default function ConcertPage() {
  const { concert, setlistRoutine, readiness } = useLoaderData<typeof loader>();
  const { t } = useTranslation("concerts");
  const viewer = useOptionalViewer();
  const making = useNavigation().formData?.get("intent") === "makePlaylist";
  const [sent, setSent] = useState(false);
  const songs = concert.setlist.map(toQueueSong);
  // Known to be empty (also before the player has loaded: knownQueueLength), or the fan says so.
  const confirmReplace = () => (viewer ? knownQueueLength(viewer) : 0) === 0 || window.confirm(t("detail.confirmReplace"));
  return (
    <div className="page stack-lg fanchant-page">
      <RefusalAlert />
      <p>
        <Link to="/concerts">{t("detail.back")}</Link>
      </p>
      <header className="stack">
        <div className="concert-card__head">
          <StatusBadge status={concert.status} />
          <span className="small muted">{t(`region.${concert.region}`)}</span>
        </div>
        <p className="eyebrow"><bdi>{concert.artist}</bdi></p>
        <h1><bdi>{concert.tourName}</bdi></h1>
        <dl className="concert-facts">
          <div>
            <dt>{t("detail.dates")}</dt>
            <dd>
              <ConcertDates startDate={concert.startDate} endDate={concert.endDate} />{" "}
              <span className="small muted">{t("detail.koreaDates")}</span>
            </dd>
          </div>
          <div>
            <dt>{t("detail.venue")}</dt>
            <dd>
              {concert.venue}, {concert.city}, {concert.country}
            </dd>
          </div>
          <div>
            <dt>{t("detail.tickets")}</dt>
            <dd>
              {concert.status === "ended" ? (
                t("detail.ticketsEnded")
              ) : concert.ticketOpenAt && concert.status === "upcoming" ? (
                <LocalDateTime value={concert.ticketOpenAt} koreaLabel={t("detail.koreaTime")} />
              ) : concert.status === "sold_out" ? (
                t("status.sold_out")
              ) : concert.status === "upcoming" ? (
                t("detail.ticketsTba")
              ) : (
                t("status.on_sale")
              )}
              {concert.ticketUrl && concert.status !== "ended" ? (
                <>
                  {" · "}
                  <a href={concert.ticketUrl} rel="noopener noreferrer external" target="_blank">
                    {t("detail.ticketLink")}
                  </a>
                </>
              ) : null}
            </dd>
          </div>
        </dl>
      </header>

      <Suspense fallback={null}>
        <ConcertReadinessSummary readiness={readiness} setlist={concert.setlist} />
      </Suspense>

      <section aria-labelledby="setlist-heading" className="stack">
        <h2 id="setlist-heading">{t("detail.setlist", { count: concert.setlist.length })}</h2>
        {concert.setlist.length === 0 ? (
          <p className="empty-state">{t("detail.noSetlist")}</p>
        ) : (
          <>
            <div className="action-row">
              <PlayerCommandForm
                command={{ type: "replaceQueue", songs }}
                beforeSend={confirmReplace}
                onSent={() => setSent(true)}
              >
                <button type="submit" className="button button--primary">
                  {t("detail.rehearse")}
                </button>
              </PlayerCommandForm>
              <Form method="post">
                <input type="hidden" name="intent" value="makePlaylist" />
                <button type="submit" className="button" disabled={making}>
                  {t("detail.makePlaylist")}
                </button>
              </Form>
              <span role="status" className="small">
                {sent ? t("detail.rehearsing", { count: songs.length }) : null}
              </span>
            </div>
            <p className="small muted">
              {t("detail.rehearseHint")} {viewer && isGuest(viewer) ? t("detail.makePlaylistGuest") : t("detail.makePlaylistHint")}
            </p>
            <SetlistRoutine concert={concert} existing={setlistRoutine} />
            <ol className="setlist">
              {concert.setlist.map((song, index) => (
                <li key={song.position} className="setlist__song" data-testid="setlist-song">
                  <span className="setlist__position" aria-hidden="true">
                    {song.position + 1}
                  </span>
                  <div className="setlist__text">
                    <p className="setlist__title"><bdi>{song.title}</bdi></p>
                    <p className="small muted">
                      <bdi>{song.artist}</bdi>
                      {song.duration > 0 ? ` · ${formatTime(song.duration)}` : null}
                    </p>
                  </div>
                  {song.chantLines > 0 ? (
                    <Link to={`/fanchant-archive/${song.id}`} className="button button--small">
                      {t("detail.chants", { count: song.chantLines })}
                      <span className="visually-hidden"> ({t("detail.chantsFor", { title: song.title })})</span>
                    </Link>
                  ) : (
                    <span className="small muted">{t("detail.noChants")}</span>
                  )}
                  <div className="setlist__queue">
                    <QueueAddForms song={songs[index]!} />
                  </div>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
