// The playback state kept in the browser (spec §3 "Playback state saved
// locally") and how it comes back after a reload (spec §4, §5).
import { PLAYBACK_STATE_EXPIRY_MS } from "~/shared/constants";
import type { Playlist } from "./playlist";
import type { QueueSong } from "~/shared/song";

export interface PlaybackState {
  currentSong: QueueSong | null;
  currentIndex: number;
  playlistSongs: QueueSong[];
  /** Seconds into the current song. */
  currentTime: number;
  isPlaying: boolean;
  /** When it was saved (ms since the epoch). */
  timestamp: number;
}

export interface RestoredPlayback {
  playlist: Playlist;
  currentTime: number;
  /** Restored playback always comes back paused. */
  isPlaying: false;
}

export function snapshotPlayback(
  playlist: Playlist,
  currentTime: number,
  isPlaying: boolean,
  now: number,
): PlaybackState {
  const song = playlist.songs[playlist.currentIndex] ?? null;
  return {
    currentSong: song,
    currentIndex: song ? playlist.currentIndex : -1,
    playlistSongs: [...playlist.songs],
    currentTime: song ? Math.max(0, currentTime) : 0,
    isPlaying,
    timestamp: now,
  };
}

/**
 * The state to resume from, or null when it is 5 minutes old or older (or
 * from the future: a clock that went back cannot vouch for it).
 */
export function restorePlayback(saved: PlaybackState, now: number): RestoredPlayback | null {
  const age = now - saved.timestamp;
  if (!(age >= 0 && age < PLAYBACK_STATE_EXPIRY_MS)) return null;
  const songs = saved.playlistSongs;
  let currentIndex = -1;
  let currentTime = 0;
  if (saved.currentSong) {
    const youtubeId = saved.currentSong.youtubeId;
    currentIndex =
      songs[saved.currentIndex]?.youtubeId === youtubeId
        ? saved.currentIndex
        : songs.findIndex((song) => song.youtubeId === youtubeId);
    if (currentIndex >= 0) currentTime = Math.max(0, saved.currentTime);
  }
  if (currentIndex < 0 && songs.length > 0) currentIndex = 0;
  return { playlist: { songs, currentIndex }, currentTime, isPlaying: false };
}
