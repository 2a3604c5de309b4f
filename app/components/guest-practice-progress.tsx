// A guest's practice progress from this browser (issue 28): the profile's list,
// loaded on demand after hydration (the store, zod and the rules stay out of
// the page's first load); guest-concert-readiness.tsx reads it the same way.
import { useEffect, useState, type ReactNode } from "react";
import { readGuestSongProgress, type GuestSongProgress } from "~/practice/guest-progress";
import { PracticeSongItem } from "./practice-progress";

/** This browser's songs, or null while they are read (a server line's song needs one request). */
export function useGuestSongs(): GuestSongProgress[] | null {
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

export default function GuestProfileProgress({ empty }: { empty: ReactNode }) {
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
