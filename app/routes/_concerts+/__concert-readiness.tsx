// The concert page's readiness summary (issue 28): the days left, how many of the
// setlist's songs the viewer has ready, and each song's level. The page loads
// it with React.lazy, so none of it is in the page's first load: the server
// renders it into the HTML (an account's whole, from the loader), and the
// browser hydrates it when its chunk arrives. A guest's levels come from this
// browser after hydration, in a further piece loaded on demand.
import { lazy, Suspense } from "react";
import { Link } from "@remix-run/react";
import { ReadinessBadge } from "~/components/practice-progress";
import { useTranslation } from "~/i18n/react";
import type { ConcertReadiness } from "~/models/practice-progress.server";
import type { Readiness } from "~/practice/drills";
import { useHydrated } from "~/utils/use-hydrated";

const GuestConcertReadiness = lazy(() => import("~/components/guest-concert-readiness"));

export default function ConcertReadinessSummary({
  readiness,
  setlist,
}: {
  readiness: ConcertReadiness;
  setlist: Array<{ id: number; youtubeId: string; title: string }>;
}) {
  const { t } = useTranslation("concerts");
  const hydrated = useHydrated();
  if (setlist.length === 0) return null;
  const { daysLeft, songs } = readiness;
  return (
    <section aria-labelledby="readiness-heading" className="stack" data-testid="concert-readiness">
      <h2 id="readiness-heading">{t("readiness.heading")}</h2>
      {daysLeft !== null ? <p className="eyebrow">{daysLeft ? t("readiness.daysLeft", { count: daysLeft }) : t("readiness.today")}</p> : null}
      {songs ? (
        <SetlistReadiness songs={songs} setlist={setlist} />
      ) : (
        <>
          <p className="small muted">{t("readiness.guestNote")}</p>
          {hydrated ? (
            <Suspense fallback={null}>
              <GuestConcertReadiness setlist={setlist} render={(levels) => <SetlistReadiness songs={levels} setlist={setlist} />} />
            </Suspense>
          ) : null}
        </>
      )}
    </section>
  );
}

/** "n of m songs ready" and each song's level: the concert page's readiness, an account's or a guest's. */
function SetlistReadiness({
  songs,
  setlist,
}: {
  songs: Array<{ songId: number; readiness: Readiness }>;
  setlist: Array<{ id: number; title: string }>;
}) {
  const { t } = useTranslation("concerts");
  const total = songs.length;
  const titleOf = (id: number) => setlist.find((entry) => entry.id === id)?.title;
  return (
    <>
      <p>
        <strong>{t("readiness.summary", { ready: songs.filter((song) => song.readiness === "ready").length, total, count: total })}</strong>
      </p>
      <ul className="progress-list">
        {songs.map((song) => (
          <li key={song.songId} className="progress-list__song">
            <bdi className="progress-list__text">{titleOf(song.songId)}</bdi>
            <ReadinessBadge level={song.readiness} />
            <Link to={`/practice?song=${song.songId}`} className="button button--small">
              {t("readiness.practise")}
              <span className="visually-hidden"> ({titleOf(song.songId)})</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
