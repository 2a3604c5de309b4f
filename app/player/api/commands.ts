// The island's public API (docs/architecture.md, "Player commands"): the only
// way pages and features drive the one player. Light on purpose — pages import
// it without pulling in the panel's code. A command sent before the panel has
// loaded waits here; the island loads the panel, which registers its handler
// and takes the waiting commands in order.
import { useMemo, useSyncExternalStore } from "react";
import type { QueueSong } from "~/shared/song";
import type { PlaybackStatus } from "../model/player-reducer";

/** The queue's fields of any song a page shows (a catalogue row, a setlist's song, a search result). */
export function toQueueSong({ id, youtubeId, title, artist, thumbnailUrl, duration }: QueueSong): QueueSong {
  return { id, youtubeId, title, artist, thumbnailUrl, duration };
}

/** A range of the song to loop; `sectionId` is a saved section's server id, when it is one. */
export interface SectionToPlay {
  start: number;
  end: number;
  sectionId?: number;
  /** Playback speed while it loops (one of PLAYBACK_RATES); the current speed when absent. */
  rate?: number;
  /** False: the range is selected (the seek bar shows it) but the player does not loop it; the page does (practice mode). */
  repeat?: boolean;
}

export type PlayerCommand =
  /** Adds the song unless queued, makes it current, plays it and opens the panel. */
  | { type: "playSong"; song: QueueSong }
  /** Appends the songs not yet queued (the queue's limit and duplicate rules hold); a toast says what happened, with undo. */
  | { type: "enqueue"; songs: QueueSong[] }
  /** Puts the song right after the current one (a queued song moves there); a toast says so, with undo. */
  | { type: "playNext"; song: QueueSong }
  /** Replaces the whole queue and plays `startIndex` (default 0). Pages confirm first when the queue is not empty. */
  | { type: "replaceQueue"; songs: QueueSong[]; startIndex?: number }
  /**
   * Plays the song at the section and loops it; `showFanChants` switches on the community's chants;
   * `open: false` leaves the panel as it is (on a phone, practice mode keeps its count-in in view).
   */
  | { type: "playSection"; song: QueueSong; section: SectionToPlay; showFanChants?: boolean; open?: boolean }
  /** Selects a range of the current song and loops it (unless `repeat` is false), without loading the song again. */
  | { type: "setSection"; section: SectionToPlay }
  /** Opens the panel. */
  | { type: "open" }
  /** Practice mode (issue 12), sent with sendPlayerCommand: moves the current song to `seconds`. */
  | { type: "seek"; seconds: number }
  /** Practice mode: the playback speed (the player's available rates). */
  | { type: "setRate"; rate: number }
  /** Practice mode: pauses or plays the current song. */
  | { type: "pause" }
  | { type: "play" };

export type PlayerCommandType = PlayerCommand["type"];

/**
 * Fired on window when a page changed which sheets a video follows or their
 * offsets (issue 27): the player reads the current video's fans' chants again.
 */
export const SHEETS_CHANGED_EVENT = "fanchant:sheets-changed";

/** What pages may know of the player without loading it. */
export interface PlayerSnapshot {
  /** Whether the panel is loaded and takes commands at once. */
  ready: boolean;
  /** Songs in the queue; null until the island knows. */
  queueLength: number | null;
  /** The current song's YouTube id, if any. */
  currentYoutubeId: string | null;
}

/**
 * The playback as the player has it now, for pages that follow it on their
 * own timer (practice mode): read on demand from the player itself, so it
 * costs nothing and renders nothing while nobody asks.
 */
export interface PlayerPlayback {
  /** The current song's YouTube id, if any. */
  youtubeId: string | null;
  status: PlaybackStatus;
  /** The current song is loaded and takes play, pause and seek at once (not loading, not buffering). */
  ready: boolean;
  /** Seconds in the song. */
  time: number;
  /** Seconds; 0 while unknown. */
  duration: number;
  /** Playback speed (1 = normal). */
  rate: number;
  /** The speeds the loaded video offers (the player's getAvailablePlaybackRates); empty while unknown. */
  rates: readonly number[];
}

export const NO_PLAYBACK: PlayerPlayback = { youtubeId: null, status: "idle", ready: false, time: 0, duration: 0, rate: 1, rates: [] };

type Handler = (command: PlayerCommand) => void;

const INITIAL_SNAPSHOT: PlayerSnapshot = { ready: false, queueLength: null, currentYoutubeId: null };

let handler: Handler | null = null;
let playbackReader: (() => PlayerPlayback) | null = null;
let snapshot = INITIAL_SNAPSHOT;
const waiting: PlayerCommand[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Sends a command to the player: at once when the panel is loaded, else when it is. */
export function sendPlayerCommand(command: PlayerCommand): void {
  if (handler) {
    handler(command);
    return;
  }
  waiting.push(command);
  notify();
}

/** Whether commands wait for the panel (the island then loads it). */
export function hasWaitingPlayerCommands(): boolean {
  return waiting.length > 0;
}

/** The panel takes commands; the waiting ones are handed over first, in order. Returns the unregister function. */
export function registerPlayerCommandHandler(next: Handler): () => void {
  handler = next;
  for (const command of waiting.splice(0)) next(command);
  notify();
  return () => {
    if (handler === next) handler = null;
  };
}

/** The panel tells pages what they may know (queue length, current song). */
export function publishPlayerSnapshot(next: Omit<PlayerSnapshot, "ready">): void {
  const ready = handler !== null;
  if (
    snapshot.ready === ready &&
    snapshot.queueLength === next.queueLength &&
    snapshot.currentYoutubeId === next.currentYoutubeId
  ) {
    return;
  }
  snapshot = { ...next, ready };
  notify();
}

/** The panel tells how to read its playback; returns the unregister function. */
export function registerPlayerPlayback(reader: () => PlayerPlayback): () => void {
  playbackReader = reader;
  return () => {
    if (playbackReader === reader) playbackReader = null;
  };
}

/** The player's playback now (NO_PLAYBACK before the panel is loaded). */
export function readPlayerPlayback(): PlayerPlayback {
  return playbackReader?.() ?? NO_PLAYBACK;
}

/** What pages may know now (for a decision outside React, e.g. before a confirmation). */
export function currentPlayerSnapshot(): PlayerSnapshot {
  return snapshot;
}

/** Forgets everything (sign-out, and between tests). */
export function resetPlayerCommands(): void {
  handler = null;
  playbackReader = null;
  waiting.length = 0;
  snapshot = INITIAL_SNAPSHOT;
  notify();
}

export function subscribePlayer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;
const getServerSnapshot = () => INITIAL_SNAPSHOT;

export interface PlayerControls extends PlayerSnapshot {
  playSong: (song: QueueSong) => void;
  enqueue: (songs: QueueSong[]) => void;
  playNext: (song: QueueSong) => void;
  replaceQueue: (songs: QueueSong[], startIndex?: number) => void;
  playSection: (song: QueueSong, section: SectionToPlay, options?: { showFanChants?: boolean; open?: boolean }) => void;
  open: () => void;
}

/** The player from any component: what it holds, and the commands. */
export function usePlayer(): PlayerControls {
  const state = useSyncExternalStore(subscribePlayer, getSnapshot, getServerSnapshot);
  return useMemo(
    () => ({
      ...state,
      playSong: (song) => sendPlayerCommand({ type: "playSong", song }),
      enqueue: (songs) => sendPlayerCommand({ type: "enqueue", songs }),
      playNext: (song) => sendPlayerCommand({ type: "playNext", song }),
      replaceQueue: (songs, startIndex) => sendPlayerCommand({ type: "replaceQueue", songs, startIndex }),
      playSection: (song, section, options) =>
        sendPlayerCommand({ type: "playSection", song, section, showFanChants: options?.showFanChants, open: options?.open }),
      open: () => sendPlayerCommand({ type: "open" }),
    }),
    [state],
  );
}
