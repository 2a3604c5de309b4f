// Choosing a section's range by long presses on the seek bar in section mode
// (spec §4 "Range selection"): the first press sets the start, the second the
// end (or moves the start), a third starts again.
import {
  LONG_PRESS_MOVE_TOLERANCE_PX,
  LONG_PRESS_MS,
  MIN_RANGE_GAP_S,
  VIBRATION_RECOGNISED_MS,
} from "~/shared/constants";
import { clamp, roundToMillisecond } from "./time-range";

/** The range being chosen; the spec's "Selected range" adds name and texts in the modals. */
export interface SelectedRange {
  start: number | null;
  end: number | null;
}

export const EMPTY_RANGE: SelectedRange = { start: null, end: null };

/**
 * A press held this long (1000 ms, not 999) is a long press. The caller
 * times the press (e.g. a timeout of LONG_PRESS_MS from pointerdown) and asks
 * here before acting, so an early timer never counts.
 */
export function isLongPress(heldMs: number): boolean {
  return heldMs >= LONG_PRESS_MS;
}

/** A press whose pointer wandered more than 10 px is a drag along the bar, not a long press. */
export function movedTooFar(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) > LONG_PRESS_MOVE_TOLERANCE_PX;
}

export type LongPressStep = "start" | "end" | "moveStart" | "restart";

export type LongPressResult =
  | { status: "aborted"; reason: "unknownDuration" }
  | {
      status: "recognised";
      step: LongPressStep;
      range: SelectedRange;
      /** The duration used (it may have come from the player): keep it. */
      duration: number;
      /** Vibrate this long where the Vibration API exists. */
      vibrateMs: number;
    };

/**
 * Applies a recognised long press at `time` (the seek bar's time under the
 * pointer). A selection needs the song's duration: when the known one is 0 the
 * player is asked, and the press does nothing if it still answers 0.
 */
export function applyLongPress(
  range: SelectedRange,
  time: number,
  { duration, askPlayerDuration }: { duration: number; askPlayerDuration: () => number },
): LongPressResult {
  const known = duration > 0 ? duration : askPlayerDuration();
  if (!(known > 0)) return { status: "aborted", reason: "unknownDuration" };

  const at = roundToMillisecond(clamp(time, 0, known));
  const recognised = (step: LongPressStep, next: SelectedRange): LongPressResult => ({
    status: "recognised",
    step,
    range: next,
    duration: known,
    vibrateMs: VIBRATION_RECOGNISED_MS,
  });

  if (range.start === null) return recognised("start", { start: at, end: null });
  if (range.end !== null) return recognised("restart", { start: at, end: null });
  if (at <= range.start) return recognised("moveStart", { start: at, end: null });

  // A section is at least 1 s long: an end pressed closer than that is pushed
  // out, and near the song's end the start gives way instead.
  const end = roundToMillisecond(Math.min(Math.max(at, range.start + MIN_RANGE_GAP_S), known));
  const start = roundToMillisecond(Math.max(0, Math.min(range.start, end - MIN_RANGE_GAP_S)));
  return recognised("end", { start, end });
}
