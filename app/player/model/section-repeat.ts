// The section-repeat loop (spec §4 "Player"): while repeat is on and playback
// reaches or passes the section's end, seek back to its start 100 ms later.
//
// No timers here: the caller calls `checkRepeat` on every animation frame
// (and on its slower poll, which keeps running in a background tab where
// frames stop) with the player's time and a monotonic clock. Frames come every
// ~17 ms, so the loop plays at most 100 ms + one frame past the end, inside the
// 150 ms the issue allows; the 250 ms poll alone could overshoot by 350 ms.
import { REPEAT_SEEK_BACK_DELAY_MS } from "~/shared/constants";
import type { TimeRange } from "./time-range";

export interface RepeatWatch {
  /** Clock time (ms) when playback was first seen at or past the end, or null. */
  reachedEndAt: number | null;
}

export const IDLE_REPEAT: RepeatWatch = { reachedEndAt: null };

export interface RepeatCheck {
  /** Keep this for the next check. */
  watch: RepeatWatch;
  /** Seek the player here now (the section's start), or null. */
  seekTo: number | null;
}

export function checkRepeat(
  { range, repeating, time, now }: { range: TimeRange | null; repeating: boolean; time: number; now: number },
  watch: RepeatWatch,
): RepeatCheck {
  // Off, or back inside the section (the user seeked): nothing pending.
  if (!repeating || !range || time < range.end) return { watch: IDLE_REPEAT, seekTo: null };
  if (watch.reachedEndAt === null) return { watch: { reachedEndAt: now }, seekTo: null };
  if (now - watch.reachedEndAt < REPEAT_SEEK_BACK_DELAY_MS) return { watch, seekTo: null };
  // If the player still reports the old time on the next frames, the watch
  // starts again and a second seek follows only 100 ms later: harmless.
  return { watch: IDLE_REPEAT, seekTo: range.start };
}
