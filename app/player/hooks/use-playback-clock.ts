// When the sections read the player's time (docs/decisions/035-playback-clock.md):
// every 250 ms while playing; on every animation frame while a section
// repeats, so the loop is back at its start within 150 ms of the end; at the
// exact moment the lyrics display changes next (a line starting, the
// countdown dropping a second) and at each whole second (the time shown,
// decision 135); and on demand after a seek or a state change.
// Every reading runs the repeat check. Components subscribe; only what they
// show makes them render.
import { useEffect, useState, useSyncExternalStore, type RefObject } from "react";
import { SECTION_TIME_POLL_MS } from "~/shared/constants";
import { checkRepeat, IDLE_REPEAT } from "../model/section-repeat";
import { nextSectionChange } from "../model/sections";
import { roundToMillisecond, type TimeRange } from "../model/time-range";
import { YT_STATE, type YTPlayer } from "./youtube-iframe-api";

export interface PlaybackClock {
  /** The player's time at the last reading (s, to the millisecond). */
  time(): number;
  /** How fast the time advances at the last reading: the playback rate while the video plays, 0 otherwise. */
  speed(): number;
  subscribe(listener: () => void): () => void;
  /** Reads the player now. */
  refresh(): void;
  /**
   * Reads the player at exactly these song times too, while they are watched (issue 27: the
   * starts and ends of a line's syllables, so the highlight moves on time at every speed without
   * a reading on every frame), and tells only `listener` then: the other subscribers hear of the
   * new time at the next ordinary reading, so a syllable renders nothing else. Returns the unwatch.
   */
  watchMoments?(moments: readonly number[], listener: () => void): () => void;
}

export interface ClockInputs {
  playing: boolean;
  /** The selected range, looped while `repeating`. */
  repeatRange: TimeRange | null;
  repeating: boolean;
  /** The sections whose starts and ends the display follows. */
  sections: readonly TimeRange[];
}

class PlayerClock implements PlaybackClock {
  inputs: ClockInputs = { playing: false, repeatRange: null, repeating: false, sections: [] };
  private watch = IDLE_REPEAT;
  private readonly listeners = new Set<() => void>();
  private nextChange: ReturnType<typeof setTimeout> | undefined;
  private readonly watchers = new Map<readonly number[], () => void>();
  /** The rate at the last reading while the video played; 0 while it did not. */
  private advancing = 0;

  /** `current`: the time until the player is first read (a restored position, where it will cue). */
  constructor(
    private readonly playerRef: RefObject<YTPlayer | null>,
    private current: number,
  ) {}

  time = () => this.current;

  speed = () => this.advancing;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** `watchers`: a reading for watched moments only (scheduleNextChange), told to their listeners alone. */
  refresh = (scope: "all" | "watchers" = "all") => {
    const player = this.playerRef.current;
    if (!player) return;
    let time = roundToMillisecond(player.getCurrentTime());
    const rate = player.getPlaybackRate() || 1;
    const { repeatRange, repeating } = this.inputs;
    const check = checkRepeat(
      { range: repeatRange, repeating, time, now: performance.now(), playbackRate: rate },
      this.watch,
    );
    this.watch = check.watch;
    if (check.seekTo !== null) {
      player.seekTo(check.seekTo, true);
      time = check.seekTo;
    }
    const speed = player.getPlayerState() === YT_STATE.PLAYING ? rate : 0;
    this.scheduleNextChange(time, speed);
    if (time !== this.current || speed !== this.advancing) {
      this.current = time;
      this.advancing = speed;
      if (scope === "all" || check.seekTo !== null) for (const listener of this.listeners) listener();
      for (const listener of this.watchers.values()) listener();
    }
  };

  watchMoments = (moments: readonly number[], listener: () => void) => {
    this.watchers.set(moments, listener);
    this.refresh();
    return () => {
      this.watchers.delete(moments);
    };
  };

  stop() {
    clearTimeout(this.nextChange);
  }

  /** The next reading at a moment something shown changes; none while the time stands (paused, buffering). */
  private scheduleNextChange(time: number, speed: number) {
    clearTimeout(this.nextChange);
    if (!this.inputs.playing || speed <= 0) return;
    const change = nextSectionChange(this.inputs.sections, time);
    let moment: number | null = null;
    for (const moments of this.watchers.keys()) {
      const at = nextMoment(moments, time);
      if (at !== null && (moment === null || at < moment)) moment = at;
    }
    // The next whole second too: a time shown in seconds (useClockSeconds) turns on the second,
    // not up to a poll later.
    const second = Math.floor(time) + 1;
    const shown = change === null ? second : Math.min(change, second);
    const next = moment === null ? shown : Math.min(shown, moment);
    const scope = next === shown ? "all" : "watchers";
    this.nextChange = setTimeout(() => this.refresh(scope), Math.max(1, Math.round(((next - time) * 1000) / speed)));
  }
}

/** The first of the (ordered) moments after `time`, or null. */
function nextMoment(moments: readonly number[], time: number): number | null {
  const now = roundToMillisecond(time);
  for (const moment of moments) {
    const at = roundToMillisecond(moment);
    if (at > now) return at;
  }
  return null;
}

export function usePlaybackClock(
  playerRef: RefObject<YTPlayer | null>,
  inputs: ClockInputs,
  /** The time shown before the player is read (s). */
  initialTime = 0,
): PlaybackClock {
  const [clock] = useState(() => new PlayerClock(playerRef, initialTime));
  clock.inputs = inputs;
  const { playing, repeating, repeatRange, sections } = inputs;

  useEffect(() => {
    clock.refresh();
  }, [clock, playing, repeating, repeatRange, sections]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => clock.refresh(), SECTION_TIME_POLL_MS);
    return () => clearInterval(timer);
  }, [clock, playing]);

  // Frames stop in a background tab; the poll above goes on there.
  useEffect(() => {
    if (!playing || !repeating) return;
    let frame = requestAnimationFrame(function onFrame() {
      clock.refresh();
      frame = requestAnimationFrame(onFrame);
    });
    return () => cancelAnimationFrame(frame);
  }, [clock, playing, repeating]);

  useEffect(() => () => clock.stop(), [clock]);
  return clock;
}

/** The clock's time in whole seconds (a time display): renders once a second while playing, not at every reading. */
export function useClockSeconds(clock: PlaybackClock): number {
  return useSyncExternalStore(
    clock.subscribe,
    () => Math.floor(clock.time()),
    () => 0,
  );
}
