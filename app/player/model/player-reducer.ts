// The panel's state machine: the playlist (app/player/model/playlist.ts),
// what the YouTube player was asked to load, and what it reported. Pure: the
// hooks turn `load` requests into YT.Player calls and player events into actions.
import {
  addSong,
  clearPlaylist,
  currentSong,
  insertNext,
  learnDuration,
  moveSong,
  moveVideoTo,
  nextIndex,
  previousIndex,
  removeSong,
  removeVideos,
  withSavedSongs,
  type Playlist,
} from "./playlist";
import type { QueueSong } from "~/shared/song";
import { shouldSkipAfterError, videoErrorPolicy } from "./video-errors";

export type PlaybackStatus = "idle" | "unstarted" | "cued" | "buffering" | "playing" | "paused" | "ended";

/** A video the YouTube player should show; a new `seq` means "do it again". */
export interface LoadRequest {
  youtubeId: string;
  startSeconds: number;
  autoplay: boolean;
  seq: number;
}

export interface VideoErrorNotice {
  code: number;
  youtubeId: string;
  title: string;
  /** Where the video was when it failed (for "open on YouTube"). */
  time: number;
  /** Whether the player moved on to another song. */
  skipped: boolean;
}

export interface PlayerState {
  playlist: Playlist;
  repeatPlaylist: boolean;
  load: LoadRequest | null;
  status: PlaybackStatus;
  currentTime: number;
  duration: number;
  videoError: VideoErrorNotice | null;
  /** Songs that failed in a row: when every song has, errors stop skipping. */
  consecutiveErrors: number;
}

export type PlayerAction =
  | { type: "replace"; playlist: Playlist; currentTime: number }
  | { type: "add"; song: QueueSong }
  | { type: "remove"; index: number }
  | { type: "clear" }
  | { type: "move"; from: number; to: number }
  | { type: "select"; index: number }
  | { type: "next" }
  | { type: "previous" }
  | { type: "ended" }
  | { type: "error"; code: number; time: number }
  | { type: "dismissError" }
  | { type: "status"; status: PlaybackStatus; currentTime: number; duration: number }
  /**
   * Play was asked of the player: it counts as buffering at once, before the
   * player says so, so that a closed panel docks the video before it plays
   * (YouTube's rules: no play the viewer cannot see). The player's next state
   * replaces it (paused again when the play was refused).
   */
  | { type: "play" }
  | { type: "time"; currentTime: number; duration: number }
  | { type: "toggleRepeat" }
  /** The player knows a video's length: a queued song that did not (added by link) takes it. */
  | { type: "duration"; youtubeId: string; duration: number }
  /** The account's save succeeded: adopt the catalogue's ids and details. */
  | { type: "saved"; songs: readonly QueueSong[] }
  /** A page's command (app/player/api/commands.ts): play this song (queued first unless it is), from `startSeconds`. */
  | { type: "playSong"; song: QueueSong; startSeconds?: number }
  /** A page's command: append the songs not yet queued (as many as fit). */
  | { type: "enqueue"; songs: readonly QueueSong[] }
  /** A page's command: these songs instead of the queue, playing `startIndex`. */
  | { type: "replaceQueue"; songs: readonly QueueSong[]; startIndex: number }
  /** A page's command: the song right after the current one (moved there when queued). */
  | { type: "playNext"; song: QueueSong }
  /** A toast's "undo" of an add: these videos leave the queue. */
  | { type: "removeVideos"; youtubeIds: readonly string[] }
  /** A toast's "undo" of a "play next" that moved a queued song: back to where it was. */
  | { type: "moveVideo"; youtubeId: string; index: number };

const isPlaying = (status: PlaybackStatus) => status === "playing" || status === "buffering";

/** Makes the song at `index` current and asks the player to load it. */
function loadAt(
  state: PlayerState,
  playlist: Playlist,
  index: number,
  autoplay: boolean,
  startSeconds = 0,
): PlayerState {
  const song = playlist.songs[index];
  if (!song) return { ...state, playlist, load: null, status: "idle", currentTime: 0, duration: 0 };
  return {
    ...state,
    playlist: { ...playlist, currentIndex: index },
    load: { youtubeId: song.youtubeId, startSeconds, autoplay, seq: (state.load?.seq ?? 0) + 1 },
    status: autoplay ? "buffering" : "cued",
    currentTime: startSeconds,
    duration: song.duration,
  };
}

/** The user chose a song: earlier failures no longer count towards stopping. */
function fresh(state: PlayerState): PlayerState {
  return state.consecutiveErrors === 0 ? state : { ...state, consecutiveErrors: 0 };
}

export function initialPlayerState(playlist: Playlist, currentTime: number, repeatPlaylist: boolean): PlayerState {
  const empty: PlayerState = {
    playlist,
    repeatPlaylist,
    load: null,
    status: "idle",
    currentTime: 0,
    duration: 0,
    videoError: null,
    consecutiveErrors: 0,
  };
  // Restored playback always comes back paused (spec §4).
  return loadAt(empty, playlist, playlist.currentIndex, false, currentTime);
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  const { playlist } = state;
  switch (action.type) {
    case "replace":
      return loadAt(state, action.playlist, action.playlist.currentIndex, false, action.currentTime);
    case "add": {
      const outcome = addSong(playlist, action.song);
      if (!outcome.added) return state;
      return outcome.autoplay
        ? loadAt(fresh(state), outcome.playlist, 0, true)
        : { ...state, playlist: outcome.playlist };
    }
    case "remove": {
      const { playlist: next, removedCurrent } = removeSong(playlist, action.index);
      if (!removedCurrent) return { ...state, playlist: next };
      return loadAt(state, next, next.currentIndex, isPlaying(state.status));
    }
    case "clear":
      return loadAt(state, clearPlaylist(), -1, false);
    case "move":
      return { ...state, playlist: moveSong(playlist, action.from, action.to) };
    case "select":
      return loadAt(fresh(state), playlist, action.index, true);
    case "next": {
      const index = nextIndex(playlist, state.repeatPlaylist);
      return index === null ? state : loadAt(fresh(state), playlist, index, true);
    }
    case "previous": {
      const index = previousIndex(playlist, state.repeatPlaylist);
      return index === null ? state : loadAt(fresh(state), playlist, index, true);
    }
    case "ended": {
      // At the end of the list playback wraps to the first song only with repeat on.
      const index = nextIndex(playlist, state.repeatPlaylist);
      return index === null ? { ...state, status: "ended" } : loadAt(state, playlist, index, true);
    }
    case "error": {
      const song = currentSong(playlist);
      if (!song) return state;
      const consecutiveErrors = state.consecutiveErrors + 1;
      const index = shouldSkipAfterError(action.code, consecutiveErrors, playlist.songs.length)
        ? nextIndex(playlist, state.repeatPlaylist)
        : null;
      const videoError: VideoErrorNotice = {
        code: action.code,
        youtubeId: song.youtubeId,
        title: song.title,
        time: action.time,
        skipped: index !== null && videoErrorPolicy(action.code).skipsToNext,
      };
      const failed = { ...state, videoError, consecutiveErrors };
      return index === null ? { ...failed, status: "paused" } : loadAt(failed, playlist, index, true);
    }
    case "dismissError":
      return { ...state, videoError: null };
    case "play":
      return playlist.songs.length === 0 || isPlaying(state.status) ? state : { ...state, status: "buffering" };
    case "status":
      return {
        ...state,
        status: action.status,
        currentTime: action.currentTime,
        duration: action.duration || state.duration,
        consecutiveErrors: action.status === "playing" ? 0 : state.consecutiveErrors,
      };
    case "time":
      return { ...state, currentTime: action.currentTime, duration: action.duration || state.duration };
    case "toggleRepeat":
      return { ...state, repeatPlaylist: !state.repeatPlaylist };
    case "duration": {
      const next = learnDuration(playlist, action.youtubeId, action.duration);
      return next === playlist ? state : { ...state, playlist: next };
    }
    case "saved":
      return { ...state, playlist: withSavedSongs(playlist, action.songs) };
    case "playSong": {
      const queued = playlist.songs.findIndex((song) => song.youtubeId === action.song.youtubeId);
      if (queued >= 0) return loadAt(fresh(state), playlist, queued, true, action.startSeconds);
      const outcome = addSong(playlist, action.song);
      if (!outcome.added) return state;
      return loadAt(fresh(state), outcome.playlist, outcome.playlist.songs.length - 1, true, action.startSeconds);
    }
    case "enqueue": {
      let next = state;
      for (const song of action.songs) next = playerReducer(next, { type: "add", song });
      return next;
    }
    case "playNext": {
      const outcome = insertNext(playlist, action.song);
      if (outcome.kind === "added" && outcome.autoplay) return loadAt(fresh(state), outcome.playlist, 0, true);
      return outcome.playlist === playlist ? state : { ...state, playlist: outcome.playlist };
    }
    case "removeVideos": {
      const { playlist: next, removedCurrent } = removeVideos(playlist, action.youtubeIds);
      if (next === playlist) return state;
      if (!removedCurrent) return { ...state, playlist: next };
      return loadAt(state, next, next.currentIndex, isPlaying(state.status));
    }
    case "moveVideo":
      return { ...state, playlist: moveVideoTo(playlist, action.youtubeId, action.index) };
    case "replaceQueue": {
      let songs: Playlist = { songs: [], currentIndex: -1 };
      for (const song of action.songs) {
        const outcome = addSong(songs, song);
        if (outcome.added) songs = outcome.playlist;
      }
      const index = Math.min(Math.max(action.startIndex, 0), songs.songs.length - 1);
      return loadAt(fresh(state), songs, index, true);
    }
  }
}
