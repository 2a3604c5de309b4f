// Setting a section's range precisely (issue 25, item 9): its start and end
// typed as m:ss.s, nudged by 0.1 s and 1 s, and dragged on a zoomed bar that
// shows only the range and a little either side. Every change goes through the
// handles' rules (spec §5 "Handles", section-handles.ts): at least 1 s apart,
// within 0 and the song's duration.
//
// Shown again with formatTime(…, { tenths: true }) (~/shared/time.ts); the
// song durations' parser (~/shared/duration.ts) reads whole seconds only and
// stays as the API needs it.
import { handleLimits, moveHandle, type SectionHandle } from "./section-handles";
import { clamp, roundToMillisecond, type TimeRange } from "./time-range";

/** Seconds rounded to the tenth: the precision a typed or zoom-dragged edge is stored to. */
export function roundToTenth(seconds: number): number {
  return Math.round(roundToMillisecond(seconds) * 10) / 10;
}

// "1:02:05.3", "1:05.3", "1:05", "65.3", "65", ".5"; a decimal comma is read as a point.
const HOURS = /^(\d+):([0-5]\d):([0-5]\d(?:\.\d*)?)$/;
const MINUTES = /^(\d+):([0-5]?\d(?:\.\d*)?)$/;
const SECONDS = /^(\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A time as a fan types it: m:ss.s, m:ss, ss.s or ss (h:mm:ss.s for long
 * videos), in seconds rounded to the tenth; null when it is none of these.
 * Spaces around it are ignored; seconds of 60 or more after a colon are not a time.
 */
export function parseTypedTime(text: string): number | null {
  const value = text.trim().replace(",", ".");
  if (value === "") return null;
  const hours = HOURS.exec(value);
  if (hours) return roundToTenth(Number(hours[1]) * 3600 + Number(hours[2]) * 60 + Number(hours[3]));
  const minutes = MINUTES.exec(value);
  if (minutes) return roundToTenth(Number(minutes[1]) * 60 + Number(minutes[2]));
  if (SECONDS.test(value)) return roundToTenth(Number(value));
  return null;
}

export type TypedEdge =
  | { ok: true; range: TimeRange }
  | { ok: false; reason: "format" }
  /** A time outside where this edge may go: the limits, to say so. */
  | { ok: false; reason: "limits"; min: number; max: number };

/**
 * The range with one edge set to a typed time. A time the handle could not
 * reach (start past end − 1 s, end before start + 1 s, past the song's end) is
 * refused rather than moved to the limit, so the fan sees why.
 */
export function typeEdge(range: TimeRange, handle: SectionHandle, text: string, duration: number): TypedEdge {
  const time = parseTypedTime(text);
  if (time === null) return { ok: false, reason: "format" };
  const { min, max } = handleLimits(range, handle, duration);
  if (time < min || time > max) return { ok: false, reason: "limits", min, max };
  return { ok: true, range: moveHandle(range, handle, time, duration) };
}

/** The nudge buttons' steps, in seconds: back 1, back 0.1, on 0.1, on 1. */
export const NUDGE_STEPS_S = [-1, -0.1, 0.1, 1] as const;
export type NudgeStep = (typeof NUDGE_STEPS_S)[number];

/** The range with one edge moved `step` seconds, stopped at its limits. */
export function nudgeEdge(range: TimeRange, handle: SectionHandle, step: number, duration: number): TimeRange {
  return moveHandle(range, handle, range[handle] + step, duration);
}

/** Whether a nudge would move the edge at all (it is not already at the limit that way). */
export function canNudge(range: TimeRange, handle: SectionHandle, step: number, duration: number): boolean {
  return nudgeEdge(range, handle, step, duration)[handle] !== range[handle];
}

/** At least this much of the song either side of the range on the zoomed bar. */
export const ZOOM_MIN_PADDING_S = 2;
/** …or this share of the range's length, whichever is more. */
export const ZOOM_PADDING_SHARE = 0.25;

/**
 * The span of the song the zoomed bar shows: the range with
 * max(2 s, a quarter of its length) either side, slid to stay within the song
 * (0 to `duration`), the whole song when that is shorter. An 8 s range is
 * shown in 12 s, two thirds of the bar. An unknown duration (0) only keeps
 * the start at 0 or later.
 */
export function zoomWindow(range: TimeRange, duration: number): TimeRange {
  const length = Math.max(0, range.end - range.start);
  const padding = Math.max(ZOOM_MIN_PADDING_S, length * ZOOM_PADDING_SHARE);
  const width = length + 2 * padding;
  if (duration > 0 && width >= duration) return { start: 0, end: duration };
  let start = range.start - padding;
  if (duration > 0) start = Math.min(start, duration - width);
  start = Math.max(0, start);
  return { start: roundToMillisecond(start), end: roundToMillisecond(start + width) };
}

/** Where `time` is on a bar showing `window` (0 to 1, clamped). */
export function fractionInWindow(time: number, window: TimeRange): number {
  const width = window.end - window.start;
  return width > 0 ? clamp((time - window.start) / width, 0, 1) : 0;
}

/** The time at `fraction` (0 to 1, clamped) of a bar showing `window`. */
export function timeInWindow(fraction: number, window: TimeRange): number {
  return roundToMillisecond(window.start + clamp(fraction, 0, 1) * (window.end - window.start));
}

/** Which edge a press at `time` on the zoomed bar takes: the nearer one (the end when halfway). */
export function nearerEdge(range: TimeRange, time: number): SectionHandle {
  return Math.abs(time - range.start) < Math.abs(time - range.end) ? "start" : "end";
}

/**
 * The range while an edge is dragged on the zoomed bar: the pointer's time
 * plus where on the grip it was taken (`offset`), to the tenth, within the
 * handle's limits.
 */
export function dragEdge(range: TimeRange, handle: SectionHandle, pointerTime: number, offset: number, duration: number): TimeRange {
  return moveHandle(range, handle, roundToTenth(pointerTime + offset), duration);
}
