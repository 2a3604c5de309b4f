// The profile's "Practice progress" (issue 28): the fan's songs, latest practice
// first, each with its readiness, loops and drill scores and a way back to
// practice. An account's list is rendered on the server and paged with plain
// links (`?progressPage=`); a guest's comes from this browser after hydration.
import { Link } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { Pagination } from "~/components/pagination";
import { PracticeSongItem } from "~/components/practice-progress";
import { useTranslation } from "~/i18n/react";
import type { ProfileProgressSong } from "~/models/practice-progress.server";
import { useHydrated } from "~/utils/use-hydrated";

const GuestProfileProgress = lazy(() => import("~/components/guest-practice-progress"));

interface AccountProgress {
  songs: ProfileProgressSong[];
  page: number;
  hasNext: boolean;
  error: string | null;
}

const pageHref = (page: number) => (page > 1 ? `/profile?progressPage=${page}#practice-progress` : "/profile#practice-progress");

/** An account's list (`progress`), or a guest's from this browser (null). */
export function PracticeProgressSection({ progress }: { progress: AccountProgress | null }) {
  const { t } = useTranslation("profile");
  const hydrated = useHydrated();
  return (
    <section id="practice-progress" className="stack" aria-labelledby="practice-progress-heading" data-testid="practice-progress">
      <h2 id="practice-progress-heading">{t("progress.heading")}</h2>
      {progress ? (
        <>
          {progress.error ? (
            <p className="error-list" role="alert">
              {t(progress.error)}
            </p>
          ) : null}
          {progress.songs.length === 0 ? (
            <ProgressEmpty />
          ) : (
            <ol className="progress-list">
              {progress.songs.map((song) => (
                <PracticeSongItem key={song.id} song={{ songId: song.id, youtubeId: null, title: song.title, artist: song.artist }} progress={song.progress} />
              ))}
            </ol>
          )}
          <Pagination page={progress.page} hasNext={progress.hasNext} href={pageHref} label={t("progress.pagination")} namespace="profile" />
        </>
      ) : (
        <>
          <p className="small muted">{t("progress.guestNote")}</p>
          {hydrated ? (
            <Suspense fallback={null}>
              <GuestProfileProgress empty={<ProgressEmpty />} />
            </Suspense>
          ) : null}
        </>
      )}
    </section>
  );
}

export function ProgressEmpty() {
  const { t } = useTranslation("profile");
  return (
    <div className="empty-state stack" data-testid="practice-progress-empty">
      <p>{t("progress.empty")}</p>
      <p>
        <Link to="/practice" className="button">
          {t("progress.start")}
        </Link>
      </p>
    </div>
  );
}
