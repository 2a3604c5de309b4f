// A guest's practice progress from this browser (issue 28): the profile's list
// and the concert page's readiness, loaded on demand after hydration (the
// store, zod and the rules stay out of both pages' first load).
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { readGuestSongProgress, type GuestSongProgress } from "~/practice/guest-progress";
import { readinessCounts, type Readiness } from "~/practice/progress";
import { PracticeSongItem } from "./practice-progress";

/** This browser's songs, or null while they are read (a server line's song needs one request). */
function useGuestSongs(): GuestSongProgress[] | null {
  const [songs, setSongs] = useState<GuestSongProgress[] | null>(null);
  useEffect(() => {
    let live = true;
    readGuestSongProgress()
      .catch(() => [])
      .then((read) => live && setSongs(read));
    return () => {
      live = false;
    };
  }, []);
  return songs;
}

export function GuestProfileProgress({ empty }: { empty: ReactNode }) {
  const songs = useGuestSongs();
  if (songs === null) return null;
  if (songs.length === 0) return <>{empty}</>;
  return (
    <ol className="progress-list">
      {songs.map((song) => (
        <PracticeSongItem key={song.youtubeId ?? song.songId} song={song} progress={song.progress} />
      ))}
    </ol>
  );
}

export interface SetlistSongRef {
  id: number;
  youtubeId: string;
}

/** The setlist's songs with this browser's readiness (a song found by catalogue id or video), for the concert page. */
export function GuestConcertReadiness({
  setlist,
  render,
}: {
  setlist: SetlistSongRef[];
  render: (songs: Array<{ songId: number; readiness: Readiness }>, counts: Record<Readiness, number>) => ReactNode;
}) {
  const { t } = useTranslation("concerts");
  const songs = useGuestSongs();
  if (songs === null) return <p className="small muted">{t("readiness.loading")}</p>;
  const levels = setlist.map((entry) => ({
    songId: entry.id,
    readiness: songs.find((song) => song.songId === entry.id || song.youtubeId === entry.youtubeId)?.progress.readiness ?? ("new" as const),
  }));
  return <>{render(levels, readinessCounts(levels.map((song) => song.readiness)))}</>;
}
