// The section-repeat loop (spec §4 "Player"): while repeat is on and playback
// reaches or passes the section's end, seek back to its start 100 ms later.
//
// No timers here: the caller calls `checkRepeat` on every animation frame
// (and on its slower poll, which keeps running in a background tab where
// frames stop) with the player's time and a monotonic clock. The 100 ms count
// from when playback crossed the end (worked out from how far past it the
// player already is), so the loop plays at most 100 ms + one frame past the
// end: 117 ms at 60 Hz, 134 ms at 30 Hz (simulated), inside the 150 ms the
// issue allows. The 250 ms poll alone would overshoot by up to 349 ms.
import { REPEAT_SEEK_BACK_DELAY_MS } from "~/shared/constants";
import type { TimeRange } from "./time-range";

export interface RepeatWatch {
  /** Clock time (ms) when playback reached the end, or null. */
  reachedEndAt: number | null;
  /** Clock time (ms) of the last seek back, or null. */
  seekedAt: number | null;
}

export const IDLE_REPEAT: RepeatWatch = { reachedEndAt: null, seekedAt: null };

export interface RepeatCheck {
  /** Keep this for the next check. */
  watch: RepeatWatch;
  /** Seek the player here now (the section's start), or null. */
  seekTo: number | null;
}

/**
 * `time`: the player's time (s); `now`: a monotonic clock (ms, e.g.
 * performance.now()); `playbackRate`: the player's speed (1 unless changed).
 */
export function checkRepeat(
  {
    range,
    repeating,
    time,
    now,
    playbackRate = 1,
  }: { range: TimeRange | null; repeating: boolean; time: number; now: number; playbackRate?: number },
  watch: RepeatWatch,
): RepeatCheck {
  // Off, or back inside the section (after a seek back, or the user seeked): nothing pending.
  if (!repeating || !range || time < range.end) return { watch: IDLE_REPEAT, seekTo: null };
  // Just after a seek the player may still report its old time: give the seek time to land.
  if (watch.seekedAt !== null && now - watch.seekedAt < REPEAT_SEEK_BACK_DELAY_MS) return { watch, seekTo: null };
  const speed = playbackRate > 0 ? playbackRate : 1;
  const reachedEndAt = watch.reachedEndAt ?? now - Math.round((time - range.end) * 1000) / speed;
  if (now - reachedEndAt < REPEAT_SEEK_BACK_DELAY_MS) return { watch: { reachedEndAt, seekedAt: null }, seekTo: null };
  return { watch: { reachedEndAt: null, seekedAt: now }, seekTo: range.start };
}
