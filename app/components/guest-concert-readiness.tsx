// A guest's readiness for a concert's setlist from this browser's practice
// (issue 28): the concert page loads it on demand after hydration.
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { useGuestSongs } from "./guest-practice-progress";
import type { Readiness } from "~/practice/progress";

/** `render` draws the levels as the page draws an account's (the page's own component, not loaded twice). */
export default function GuestConcertReadiness({
  setlist,
  render,
}: {
  setlist: Array<{ id: number; youtubeId: string }>;
  render: (levels: Array<{ songId: number; readiness: Readiness }>) => ReactNode;
}) {
  const { t } = useTranslation("concerts");
  const songs = useGuestSongs();
  if (songs === null) return <p className="small muted">{t("readiness.loading")}</p>;
  // Each song once (an encore repeats one), found by catalogue id or video.
  const levels = setlist
    .filter((entry, index) => setlist.findIndex((other) => other.id === entry.id) === index)
    .map((entry) => ({
      songId: entry.id,
      readiness: songs.find((song) => song.songId === entry.id || song.youtubeId === entry.youtubeId)?.progress.readiness ?? ("new" as const),
    }));
  return <>{render(levels)}</>;
}
