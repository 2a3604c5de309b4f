// The concert page's readiness summary (issue 28): the days left, how many of the
// setlist's songs the viewer has ready, and each song's level. An account's is
// rendered on the server; a guest's comes from this browser after hydration,
// in a piece loaded on demand (the page's first load stays within budget).
import { lazy, Suspense, type ReactNode } from "react";
import { ReadinessBadge, practiceHref } from "~/components/practice-progress";
import { useTranslation } from "~/i18n/react";
import type { ConcertReadiness } from "~/models/practice-progress.server";
import type { Readiness } from "~/practice/drills";
import { useHydrated } from "~/utils/use-hydrated";
import { Link } from "@remix-run/react";

const GuestConcertReadiness = lazy(() =>
  import("~/components/guest-practice-progress").then((module) => ({ default: module.GuestConcertReadiness })),
);

interface SetlistSong {
  id: number;
  youtubeId: string;
  title: string;
}

export function ConcertReadinessSummary({ readiness, setlist }: { readiness: ConcertReadiness; setlist: SetlistSong[] }) {
  const { t } = useTranslation("concerts");
  const hydrated = useHydrated();
  if (setlist.length === 0) return null;
  const songs = setlist.filter((song, index) => setlist.findIndex((other) => other.id === song.id) === index);
  const titleOf = new Map(songs.map((song) => [song.id, song.title]));
  const body = (levels: Array<{ songId: number; readiness: Readiness }>, counts: Record<Readiness, number>): ReactNode => (
    <>
      <p data-testid="readiness-summary">
        <strong>{t("readiness.summary", { ready: counts.ready, total: levels.length, count: levels.length })}</strong>
      </p>
      <ul className="progress-list">
        {levels.map((song) => (
          <li key={song.songId} className="progress-list__song" data-testid="readiness-song">
            <span className="progress-list__text">
              <bdi>{titleOf.get(song.songId)}</bdi>
            </span>
            <ReadinessBadge level={song.readiness} />
            <Link to={practiceHref({ songId: song.songId, youtubeId: null })} className="button button--small">
              {t("readiness.practise")}
              <span className="visually-hidden"> ({titleOf.get(song.songId)})</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <section aria-labelledby="readiness-heading" className="stack" data-testid="concert-readiness">
      <h2 id="readiness-heading">{t("readiness.heading")}</h2>
      {readiness.daysLeft !== null ? (
        <p className="eyebrow" data-testid="days-left">
          {readiness.daysLeft === 0 ? t("readiness.today") : t("readiness.daysLeft", { count: readiness.daysLeft })}
        </p>
      ) : null}
      {readiness.songs && readiness.counts ? (
        body(readiness.songs, readiness.counts)
      ) : (
        <>
          <p className="small muted">{t("readiness.guestNote")}</p>
          {hydrated ? (
            <Suspense fallback={null}>
              <GuestConcertReadiness setlist={songs} render={body} />
            </Suspense>
          ) : null}
        </>
      )}
    </section>
  );
}
