// How ready a fan is (issue 28): a readiness badge, a line of loops and drill
// scores, and a song of the profile's practice list (an account's from the
// server, a guest's from the browser). The concert page uses the badge.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { Readiness } from "~/practice/drills";

export function ReadinessBadge({ level }: { level: Readiness }) {
  const { t } = useTranslation("practice");
  return (
    <span className={`readiness-badge readiness-badge--${level}`} data-testid="readiness" data-level={level}>
      {t(`progress.readiness.${level}`)}
    </span>
  );
}

/** Where a song is practised: by catalogue id when known, else by its video. */
export function practiceHref(song: { songId: number | null; youtubeId: string | null }): string {
  return song.songId !== null ? `/practice?song=${song.songId}` : `/practice?video=${encodeURIComponent(song.youtubeId ?? "")}`;
}

/** "3번 반복 · 최고 72점 · 최근 30점" */
export function ProgressFacts({ progress }: { progress: { loops: number; bestScore: number | null; lastScore: number | null } }) {
  const { t } = useTranslation("practice");
  const facts = [
    t("progress.loops", { count: progress.loops }),
    ...(progress.bestScore === null
      ? [t("progress.noScore")]
      : [t("progress.best", { score: progress.bestScore }), t("progress.last", { score: progress.lastScore ?? progress.bestScore })]),
  ];
  return <span className="small muted">{facts.join(" · ")}</span>;
}

/** One song of a practice list: title, readiness, loops and scores, and a link to practise it. */
export function PracticeSongItem({
  song,
  progress,
}: {
  song: { songId: number | null; youtubeId: string | null; title: string; artist: string };
  progress: { loops: number; bestScore: number | null; lastScore: number | null; readiness: Readiness };
}) {
  const { t } = useTranslation("practice");
  return (
    <li className="progress-list__song" data-testid="progress-song">
      <div className="progress-list__text">
        <p>
          <bdi>{song.title}</bdi> <ReadinessBadge level={progress.readiness} />
        </p>
        <p className="small muted">
          <bdi>{song.artist}</bdi>
        </p>
        <ProgressFacts progress={progress} />
      </div>
      <Link to={practiceHref(song)} className="button button--small">
        {t("progress.practise")}
        <span className="visually-hidden"> ({song.title})</span>
      </Link>
    </li>
  );
}
