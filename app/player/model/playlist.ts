// The personal playlist (spec §3 "Playlist song", §4 "Player"): pure
// operations on an immutable list and the index of the current song.
import { PLAYLIST_MAX_SONGS, SONG_DURATION_MAX_S } from "~/shared/constants";
import type { QueueSong } from "~/shared/song";

export interface Playlist {
  songs: readonly QueueSong[];
  /** The current song's index; -1 when no song is current. */
  currentIndex: number;
}

export const EMPTY_PLAYLIST: Playlist = { songs: [], currentIndex: -1 };

export function currentSong(playlist: Playlist): QueueSong | null {
  return playlist.songs[playlist.currentIndex] ?? null;
}

export function hasSong(playlist: Playlist, youtubeId: string): boolean {
  return playlist.songs.some((song) => song.youtubeId === youtubeId);
}

/** A playlist of these songs with the first one current (spec §4: after sign-in, index 0). */
export function playlistOf(songs: readonly QueueSong[]): Playlist {
  return { songs, currentIndex: songs.length > 0 ? 0 : -1 };
}

export type AddOutcome =
  | { added: true; playlist: Playlist; /** The first song of an empty playlist starts playing. */ autoplay: boolean }
  | { added: false; playlist: Playlist; reason: "duplicate" | "full" };

/** Appends a song. The same video is never added twice; the playlist holds at most PLAYLIST_MAX_SONGS. */
export function addSong(playlist: Playlist, song: QueueSong): AddOutcome {
  if (hasSong(playlist, song.youtubeId)) return { added: false, playlist, reason: "duplicate" };
  if (playlist.songs.length >= PLAYLIST_MAX_SONGS) return { added: false, playlist, reason: "full" };
  const wasEmpty = playlist.songs.length === 0;
  return {
    added: true,
    playlist: { songs: [...playlist.songs, song], currentIndex: wasEmpty ? 0 : playlist.currentIndex },
    autoplay: wasEmpty,
  };
}

export type InsertNextOutcome =
  /** A new song, now right after the current one (the first song of an empty playlist is current and starts). */
  | { kind: "added"; playlist: Playlist; autoplay: boolean }
  /** A queued song moved to right after the current one; `from` is where it was. */
  | { kind: "moved"; playlist: Playlist; from: number }
  /** The song is the current one, or already right after it: nothing changes. */
  | { kind: "already"; playlist: Playlist }
  | { kind: "full"; playlist: Playlist };

/**
 * "Play next": the song goes right after the current one (spec §4, issue 25).
 * A song already queued is moved there rather than doubled; the current song
 * stays current.
 */
export function insertNext(playlist: Playlist, song: QueueSong): InsertNextOutcome {
  const { songs, currentIndex } = playlist;
  const queued = songs.findIndex((queuedSong) => queuedSong.youtubeId === song.youtubeId);
  if (queued >= 0) {
    const target = queued > currentIndex ? currentIndex + 1 : currentIndex;
    if (queued === currentIndex || queued === target) return { kind: "already", playlist };
    return { kind: "moved", playlist: moveSong(playlist, queued, target), from: queued };
  }
  if (songs.length >= PLAYLIST_MAX_SONGS) return { kind: "full", playlist };
  if (songs.length === 0) return { kind: "added", playlist: { songs: [song], currentIndex: 0 }, autoplay: true };
  const at = currentIndex + 1;
  return {
    kind: "added",
    playlist: { songs: [...songs.slice(0, at), song, ...songs.slice(at)], currentIndex },
    autoplay: false,
  };
}

/**
 * Undoes an add (the toast's "undo"): removes these videos, wherever they are
 * now; the current song stays current unless it is one of them.
 */
export function removeVideos(playlist: Playlist, youtubeIds: readonly string[]): { playlist: Playlist; removedCurrent: boolean } {
  let next = playlist;
  let removedCurrent = false;
  for (const youtubeId of youtubeIds) {
    const index = next.songs.findIndex((song) => song.youtubeId === youtubeId);
    if (index < 0) continue;
    const outcome = removeSong(next, index);
    next = outcome.playlist;
    removedCurrent ||= outcome.removedCurrent;
  }
  return { playlist: next, removedCurrent };
}

/** Undoes a "play next" that moved a queued song: it goes back to `index` (or the end, if the list is shorter now). */
export function moveVideoTo(playlist: Playlist, youtubeId: string, index: number): Playlist {
  const from = playlist.songs.findIndex((song) => song.youtubeId === youtubeId);
  if (from < 0) return playlist;
  return moveSong(playlist, from, Math.min(Math.max(index, 0), playlist.songs.length - 1));
}

/**
 * Removes the song at `index`. Removing the current song makes the song that
 * takes its place current (the previous one when it was last).
 */
export function removeSong(playlist: Playlist, index: number): { playlist: Playlist; removedCurrent: boolean } {
  if (index < 0 || index >= playlist.songs.length) return { playlist, removedCurrent: false };
  const songs = playlist.songs.filter((_, i) => i !== index);
  const { currentIndex } = playlist;
  const removedCurrent = index === currentIndex;
  let nextCurrent = currentIndex;
  if (index < currentIndex) nextCurrent = currentIndex - 1;
  else if (removedCurrent) nextCurrent = Math.min(currentIndex, songs.length - 1);
  return { playlist: { songs, currentIndex: songs.length === 0 ? -1 : nextCurrent }, removedCurrent };
}

export function clearPlaylist(): Playlist {
  return EMPTY_PLAYLIST;
}

/** Moves a song (drag and drop, keyboard); the current song stays current wherever it ends up. */
export function moveSong(playlist: Playlist, from: number, to: number): Playlist {
  const count = playlist.songs.length;
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return playlist;
  const songs = [...playlist.songs];
  const [moved] = songs.splice(from, 1);
  songs.splice(to, 0, moved!);
  const current = playlist.currentIndex;
  let currentIndex = current;
  if (from === current) currentIndex = to;
  else if (from < current && to >= current) currentIndex = current - 1;
  else if (from > current && to <= current) currentIndex = current + 1;
  return { songs, currentIndex };
}

export function selectSong(playlist: Playlist, index: number): Playlist {
  if (index < 0 || index >= playlist.songs.length) return playlist;
  return { ...playlist, currentIndex: index };
}

/**
 * The song after the current one (next button, a song that ended, a video
 * error). After the last song it wraps to the first only when repeat is on;
 * otherwise null: playback stops.
 */
export function nextIndex(playlist: Playlist, repeatPlaylist: boolean): number | null {
  const count = playlist.songs.length;
  if (count === 0) return null;
  if (playlist.currentIndex < count - 1) return playlist.currentIndex + 1;
  return repeatPlaylist ? 0 : null;
}

/**
 * The song before the current one. Before the first song it wraps to the last
 * only when repeat is on; otherwise the first song starts again.
 */
export function previousIndex(playlist: Playlist, repeatPlaylist: boolean): number | null {
  const count = playlist.songs.length;
  if (count === 0) return null;
  if (playlist.currentIndex > 0) return Math.min(playlist.currentIndex - 1, count - 1);
  return repeatPlaylist ? count - 1 : 0;
}

/**
 * The player learned a video's length (issue 9): a queued song that did not
 * know it (0, e.g. added by link) takes it, in whole seconds like every
 * duration (decision 026). A known length is never changed, nor is one
 * outside (0, 24 h]. The same playlist when nothing changes.
 */
export function learnDuration(playlist: Playlist, youtubeId: string, seconds: number): Playlist {
  const duration = Math.round(seconds);
  if (!(duration > 0) || duration > SONG_DURATION_MAX_S) return playlist;
  const index = playlist.songs.findIndex((song) => song.youtubeId === youtubeId);
  const song = playlist.songs[index];
  if (!song || song.duration > 0) return playlist;
  const songs = playlist.songs.map((queued, i) => (i === index ? { ...queued, duration } : queued));
  return { ...playlist, songs };
}

/**
 * Takes what the server saved for each video (its catalogue id, and the
 * catalogue's title, artist, thumbnail and duration when it already knew the
 * video). A length the server does not know yet (0, e.g. an answer to a save
 * sent before the player learned it) never replaces the one learned here.
 */
export function withSavedSongs(playlist: Playlist, saved: readonly QueueSong[]): Playlist {
  const byVideo = new Map(saved.map((song) => [song.youtubeId, song]));
  let changed = false;
  const songs = playlist.songs.map((song) => {
    const known = byVideo.get(song.youtubeId);
    if (!known) return song;
    const next: QueueSong = {
      id: known.id,
      youtubeId: song.youtubeId,
      title: known.title,
      artist: known.artist,
      thumbnailUrl: known.thumbnailUrl,
      duration: known.duration || song.duration,
    };
    if ((Object.keys(next) as Array<keyof QueueSong>).every((key) => next[key] === song[key])) return song;
    changed = true;
    return next;
  });
  return changed ? { ...playlist, songs } : playlist;
}
