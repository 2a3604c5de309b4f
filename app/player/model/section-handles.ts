// The start and end handles of the selected section (spec §5 "Handles"):
// dragged by mouse, touch or keyboard, always at least 1 s apart and within
// the song.
import {
  HANDLE_KEY_FINE_STEP_S,
  HANDLE_KEY_PAGE_STEP_S,
  HANDLE_KEY_STEP_S,
  MIN_RANGE_GAP_S,
  VIBRATION_DRAG_END_MS,
  VIBRATION_DRAG_START_MS,
} from "~/shared/constants";
import { clamp, roundToMillisecond, type TimeRange } from "./time-range";

export type SectionHandle = "start" | "end";

/**
 * Where a handle may go: start within [0, end − 1 s], end within
 * [start + 1 s, duration]. An unknown duration (0) leaves the end unbounded.
 * These are also the slider's aria-valuemin and aria-valuemax.
 */
export function handleLimits(range: TimeRange, handle: SectionHandle, duration: number): { min: number; max: number } {
  const songEnd = duration > 0 ? duration : Number.POSITIVE_INFINITY;
  if (handle === "start") return { min: 0, max: Math.max(0, roundToMillisecond(range.end - MIN_RANGE_GAP_S)) };
  const min = roundToMillisecond(range.start + MIN_RANGE_GAP_S);
  return { min, max: Math.max(min, songEnd) };
}

/** The range with one handle moved as close to `to` as the limits allow. */
export function moveHandle(range: TimeRange, handle: SectionHandle, to: number, duration: number): TimeRange {
  const { min, max } = handleLimits(range, handle, duration);
  const value = roundToMillisecond(clamp(to, min, max));
  return handle === "start" ? { start: value, end: range.end } : { start: range.start, end: value };
}

/** Arrow keys move 1 s, Shift+arrow 0.1 s, Page Up/Down 10 s; left and down go back. Other keys: null. */
export function handleKeyStep(key: string, shiftKey: boolean): number | null {
  const step = shiftKey ? HANDLE_KEY_FINE_STEP_S : HANDLE_KEY_STEP_S;
  if (key === "ArrowRight" || key === "ArrowUp") return step;
  if (key === "ArrowLeft" || key === "ArrowDown") return -step;
  if (key === "PageUp") return HANDLE_KEY_PAGE_STEP_S;
  if (key === "PageDown") return -HANDLE_KEY_PAGE_STEP_S;
  return null;
}

/**
 * The range after a key press on a handle's slider, or null when the key is
 * not the slider's (let the browser have it). Home and End go to the limits,
 * as on any ARIA slider.
 */
export function moveHandleByKey(
  range: TimeRange,
  handle: SectionHandle,
  key: string,
  shiftKey: boolean,
  duration: number,
): TimeRange | null {
  const { min, max } = handleLimits(range, handle, duration);
  if (key === "Home") return moveHandle(range, handle, min, duration);
  if (key === "End" && Number.isFinite(max)) return moveHandle(range, handle, max, duration);
  const step = handleKeyStep(key, shiftKey);
  if (step === null) return null;
  return moveHandle(range, handle, range[handle] + step, duration);
}

export type DragPhase = "start" | "end";

/** Touch drags vibrate 50 ms when they start and 100 ms when they end; mouse and pen drags do not. */
export function dragVibration(phase: DragPhase, pointerType: string): number | null {
  if (pointerType !== "touch") return null;
  return phase === "start" ? VIBRATION_DRAG_START_MS : VIBRATION_DRAG_END_MS;
}
