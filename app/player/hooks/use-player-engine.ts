// The player's behaviour in one hook: where the playlist starts from (spec §4
// "Playlist load after login", restored playback), the YouTube player, the
// 1 s tick (time display, play count, saved playback state), persistence and
// the sign-out hand-shake. The panel only renders what this returns.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { TIME_TICK_MS } from "~/shared/constants";
import { isGuest, type Viewer } from "~/shared/viewer";
import { parseYouTubeVideoId } from "~/shared/youtube-url";
import { usePlaylistPersistence } from "./use-playlist-persistence";
import { useYouTubeApi, useYouTubePlayer, type YouTubeApiStatus } from "./use-youtube-player";
import { playerOwnerId, readPlayerSettings, writePlayerSettings } from "../sync/local-data";
import { PlayCountTracker } from "../model/play-count";
import { restorePlayback, snapshotPlayback } from "../model/playback-state";
import { addSong, currentSong, hasSong, insertNext, playlistOf, type AddOutcome, type InsertNextOutcome, type Playlist } from "../model/playlist";
import type { QueueSong } from "~/shared/song";
import { fetchAccountPlaylist, registerPlay } from "../sync/player-api";
import { initialPlayerState, playerReducer, type PlaybackStatus, type PlayerAction, type PlayerState } from "../model/player-reducer";
import { registerPlayerSession } from "../sync/sign-out";
import { loadPlaybackState, loadSavedPlaylist, savePlaybackState } from "../sync/storage";
import { YT_STATE, type YTPlayer } from "./youtube-iframe-api";

const STATUS_OF: Record<number, PlaybackStatus> = {
  [YT_STATE.UNSTARTED]: "unstarted",
  [YT_STATE.ENDED]: "ended",
  [YT_STATE.PLAYING]: "playing",
  [YT_STATE.PAUSED]: "paused",
  [YT_STATE.BUFFERING]: "buffering",
  [YT_STATE.CUED]: "cued",
};

interface Start {
  playlist: Playlist;
  currentTime: number;
  /** The account already has exactly these songs. */
  synced: boolean;
  /** An account without a usable local copy: its list comes from the server. */
  fromServer: boolean;
}

/** Spec §4: the local copy if it is this owner's (resuming playback saved less than 5 minutes ago), else the server's. */
function startingPoint(viewer: Viewer, serverSongs: QueueSong[] | null): Start {
  if (serverSongs) return { playlist: playlistOf(serverSongs), currentTime: 0, synced: true, fromServer: false };
  const ownerId = playerOwnerId(viewer);
  const saved = loadSavedPlaylist(ownerId);
  if (saved.status !== "ok") {
    return { playlist: playlistOf([]), currentTime: 0, synced: false, fromServer: !isGuest(viewer) };
  }
  const playback = loadPlaybackState(ownerId);
  const restored = playback ? restorePlayback(playback, Date.now()) : null;
  const resumed = restored ? currentSong(restored.playlist) : null;
  const index = resumed ? saved.songs.findIndex((song) => song.youtubeId === resumed.youtubeId) : -1;
  if (index < 0) return { playlist: playlistOf(saved.songs), currentTime: 0, synced: saved.synced, fromServer: false };
  return {
    playlist: { songs: saved.songs, currentIndex: index },
    currentTime: restored!.currentTime,
    synced: saved.synced,
    fromServer: false,
  };
}

export interface EnqueueOutcome {
  added: QueueSong[];
  /** Songs that were in the queue already. */
  already: number;
  /** Songs left out because the queue was full. */
  full: number;
}

export interface PlayerEngine {
  state: PlayerState;
  apiStatus: YouTubeApiStatus;
  hostRef: React.RefObject<HTMLDivElement>;
  /** The YouTube player itself, for reading its time as often as the sections need. */
  playerRef: React.RefObject<YTPlayer | null>;
  /** The YouTube player can take commands. */
  ready: boolean;
  /** False while an account's playlist is loading from the server. */
  loaded: boolean;
  loadFailed: boolean;
  saveFailed: boolean;
  add(song: QueueSong): AddOutcome;
  remove(index: number): void;
  clear(): void;
  move(from: number, to: number): void;
  select(index: number): void;
  next(): void;
  previous(): void;
  play(): void;
  pause(): void;
  /** Moves playback to `seconds` (playing or paused as it was). */
  seek(seconds: number): void;
  /** The video's length as the player knows it now (0 when it does not); a known one is kept. */
  askDuration(): number;
  toggleRepeat(): void;
  dismissError(): void;
  /** Pages' commands (app/player/api/commands.ts). */
  playSong(song: QueueSong, startSeconds?: number): void;
  /** Appends the songs not queued yet; says which were added, how many were queued already, and whether the queue was full. */
  enqueue(songs: readonly QueueSong[]): EnqueueOutcome;
  /** "Play next": the song right after the current one (moved there when queued). */
  playNext(song: QueueSong): InsertNextOutcome;
  /** A toast's "undo" of an add: these videos leave the queue. */
  removeVideos(youtubeIds: readonly string[]): void;
  /** A toast's "undo" of a "play next" that moved a queued song. */
  moveVideo(youtubeId: string, index: number): void;
  replaceQueue(songs: readonly QueueSong[], startIndex?: number): void;
  /** Playback speed (1 = normal). */
  setRate(rate: number): void;
}

export function usePlayerEngine({
  viewer,
  youtubeApiUrl,
  serverSongs,
  onEnded,
}: {
  viewer: Viewer;
  youtubeApiUrl: string;
  serverSongs: QueueSong[] | null;
  /** The video ended: return true when this was handled (a section repeat loops instead of moving on). */
  onEnded?: (player: YTPlayer) => boolean;
}): PlayerEngine {
  const guest = isGuest(viewer);
  const ownerId = playerOwnerId(viewer);
  const [start] = useState(() => startingPoint(viewer, serverSongs));
  const [state, dispatch] = useReducer(playerReducer, undefined, () =>
    initialPlayerState(start.playlist, start.currentTime, readPlayerSettings().repeatPlaylist),
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  /**
   * Dispatches a page's command and knows its result at once: the reducer is
   * pure, so the state it will render is computed here too (two commands in
   * one tick, e.g. the waiting ones handed over, each see the one before).
   */
  const run = (action: PlayerAction) => {
    stateRef.current = playerReducer(stateRef.current, action);
    dispatch(action);
  };
  const [loaded, setLoaded] = useState(!start.fromServer);
  const [loadFailed, setLoadFailed] = useState(false);
  const stopped = useRef(false);
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;

  const persistence = usePlaylistPersistence({
    ownerId,
    accountId: guest ? null : viewer.id,
    songs: state.playlist.songs,
    syncedAtStart: start.synced,
    ready: loaded,
    dispatch,
  });
  const { markSynced } = persistence;

  useEffect(() => {
    if (!start.fromServer) return;
    let active = true;
    fetchAccountPlaylist(viewer.id).then(
      (songs) => {
        if (!active) return;
        markSynced(songs);
        dispatch({ type: "replace", playlist: playlistOf(songs), currentTime: 0 });
        setLoaded(true);
      },
      (error: unknown) => {
        // Spec §8: logged, and the player goes on with an empty list.
        console.warn("The account's playlist could not be loaded", error);
        if (!active) return;
        setLoadFailed(true);
        setLoaded(true);
      },
    );
    return () => {
      active = false;
    };
  }, [start.fromServer, viewer.id, markSynced]);

  // Spec §4 "Play count": the tracker follows the video the player shows.
  const tracker = useRef(new PlayCountTracker());
  const trackedSong = useRef<QueueSong | null>(null);
  const countPlay = useCallback(() => {
    const tracked = trackedSong.current;
    // The queue's copy: it may have learned the video's length since it was loaded.
    const song = tracked && (stateRef.current.playlist.songs.find((queued) => queued.youtubeId === tracked.youtubeId) ?? tracked);
    if (guest || !song || stopped.current) return;
    registerPlay(song).catch((error: unknown) => console.warn("The play could not be registered", error));
  }, [guest]);

  /**
   * Issue 9: a song added by link has no length (0) until the player knows it;
   * then the queue takes it (shown in the list, carried by the next save). The
   * video is the one the player reports loaded, never assumed to be the current song.
   */
  const learnDuration = useCallback((player: YTPlayer) => {
    const duration = player.getDuration();
    if (!(duration > 0)) return;
    let url = "";
    try {
      url = player.getVideoUrl();
    } catch {
      return;
    }
    const youtubeId = parseYouTubeVideoId(url);
    const queued = youtubeId ? stateRef.current.playlist.songs.find((song) => song.youtubeId === youtubeId) : undefined;
    if (youtubeId && queued && queued.duration === 0) dispatch({ type: "duration", youtubeId, duration });
  }, []);

  const { api, status: apiStatus } = useYouTubeApi(youtubeApiUrl, state.playlist.songs.length > 0);
  const { hostRef, playerRef, ready } = useYouTubePlayer(api, state.load, {
    onLoad(request) {
      tracker.current.load();
      trackedSong.current =
        stateRef.current.playlist.songs.find((song) => song.youtubeId === request.youtubeId) ?? null;
    },
    onStateChange(player: YTPlayer, code: number) {
      const status = STATUS_OF[code];
      if (!status) return;
      const currentTime = player.getCurrentTime();
      if (status === "playing") tracker.current.resume(currentTime);
      else if (tracker.current.pause(currentTime)) countPlay();
      dispatch({ type: "status", status, currentTime, duration: player.getDuration() });
      learnDuration(player);
      if (status === "ended" && !onEndedRef.current?.(player)) dispatch({ type: "ended" });
    },
    onError(player: YTPlayer, code: number) {
      dispatch({ type: "error", code, time: player.getCurrentTime() });
    },
  });

  // Spec §3 "Playback state saved locally", whenever it changes (playing, at the player's time:
  // the state's is that of the last seek or change of state).
  useEffect(() => {
    if (!loaded || stopped.current) return;
    const playing = state.status === "playing";
    const time = (playing && playerRef.current?.getCurrentTime()) || state.currentTime;
    savePlaybackState(ownerId, snapshotPlayback(state.playlist, time, playing, Date.now()));
  }, [loaded, ownerId, playerRef, state.playlist, state.currentTime, state.status]);

  // The 1 s tick while playing: the play count and the saved position. It renders nothing (the
  // time shown follows the sections' clock, use-playback-clock.ts): a render of the whole panel
  // every second was most of its main-thread work on a slow phone (docs/performance.md).
  useEffect(() => {
    if (state.status !== "playing") return;
    const timer = setInterval(() => {
      const player = playerRef.current;
      if (!player) return;
      const currentTime = player.getCurrentTime();
      const duration = player.getDuration();
      const current = stateRef.current;
      if (duration > 0 && duration !== current.duration) dispatch({ type: "time", currentTime, duration });
      learnDuration(player);
      if (tracker.current.tick(currentTime)) countPlay();
      if (loaded && !stopped.current) savePlaybackState(ownerId, snapshotPlayback(current.playlist, currentTime, true, Date.now()));
    }, TIME_TICK_MS);
    return () => clearInterval(timer);
  }, [state.status, playerRef, countPlay, learnDuration, loaded, ownerId]);

  // Leaving while playing: the exact position. A paused state keeps the time it was saved at,
  // so it expires 5 minutes after the pause, however long the tab stays open.
  useEffect(() => {
    const savePosition = () => {
      const current = stateRef.current;
      const player = playerRef.current;
      if (!loaded || stopped.current || !player || current.status !== "playing") return;
      savePlaybackState(ownerId, snapshotPlayback(current.playlist, player.getCurrentTime(), true, Date.now()));
    };
    window.addEventListener("pagehide", savePosition);
    return () => window.removeEventListener("pagehide", savePosition);
  }, [loaded, ownerId, playerRef]);

  useEffect(() => {
    if (!stopped.current) writePlayerSettings({ repeatPlaylist: state.repeatPlaylist });
  }, [state.repeatPlaylist]);

  const { flush, stop: stopSaving } = persistence;
  useEffect(
    () =>
      registerPlayerSession({
        saveBeforeLogout: flush,
        stop() {
          stopped.current = true;
          stopSaving();
          playerRef.current?.pauseVideo();
        },
      }),
    [flush, stopSaving, playerRef],
  );

  return {
    state,
    apiStatus,
    hostRef,
    playerRef,
    ready,
    loaded,
    loadFailed,
    saveFailed: persistence.saveFailed,
    add(song) {
      const outcome = addSong(stateRef.current.playlist, song);
      if (outcome.added) dispatch({ type: "add", song });
      return outcome;
    },
    remove: (index) => dispatch({ type: "remove", index }),
    clear: () => dispatch({ type: "clear" }),
    move: (from, to) => dispatch({ type: "move", from, to }),
    select: (index) => dispatch({ type: "select", index }),
    next: () => dispatch({ type: "next" }),
    previous: () => dispatch({ type: "previous" }),
    play() {
      const player = playerRef.current;
      if (!player) return;
      dispatch({ type: "play" });
      player.playVideo();
    },
    pause: () => playerRef.current?.pauseVideo(),
    seek(seconds) {
      const player = playerRef.current;
      if (!player) return;
      player.seekTo(seconds, true);
      dispatch({ type: "time", currentTime: seconds, duration: player.getDuration() });
    },
    askDuration() {
      const player = playerRef.current;
      const duration = player?.getDuration() ?? 0;
      if (player && duration > 0) dispatch({ type: "time", currentTime: player.getCurrentTime(), duration });
      return duration;
    },
    toggleRepeat: () => dispatch({ type: "toggleRepeat" }),
    dismissError: () => dispatch({ type: "dismissError" }),
    playSong: (song, startSeconds) => dispatch({ type: "playSong", song, startSeconds }),
    enqueue(songs) {
      const outcome: EnqueueOutcome = { added: [], already: 0, full: 0 };
      let playlist = stateRef.current.playlist;
      for (const song of songs) {
        if (hasSong(playlist, song.youtubeId)) {
          outcome.already += 1;
          continue;
        }
        const added = addSong(playlist, song);
        if (!added.added) {
          outcome.full += 1;
          continue;
        }
        playlist = added.playlist;
        outcome.added.push(song);
      }
      run({ type: "enqueue", songs });
      return outcome;
    },
    playNext(song) {
      const outcome = insertNext(stateRef.current.playlist, song);
      run({ type: "playNext", song });
      return outcome;
    },
    removeVideos: (youtubeIds) => run({ type: "removeVideos", youtubeIds }),
    moveVideo: (youtubeId, index) => run({ type: "moveVideo", youtubeId, index }),
    replaceQueue: (songs, startIndex = 0) => dispatch({ type: "replaceQueue", songs, startIndex }),
    setRate(rate) {
      playerRef.current?.setPlaybackRate(rate);
    },
  };
}
