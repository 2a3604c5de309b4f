// Practice mode's rules (issue 12, decision 092), pure: no timers, no DOM.
// A practice is a list of segments (one lyrics section each, or the song in
// 30-second windows) played in a loop: a count-in (3, 2, 1) before every loop,
// a loop counter, and after `target` loops the next segment. Time is the
// practice clock in milliseconds (performance.now() in the browser, a fake in
// tests); a loop lasts the segment's length divided by the playback rate.
import { PRACTICE_COUNT_IN_FROM, PRACTICE_COUNT_IN_STEP_MS, PRACTICE_WINDOW_S } from "~/shared/constants";

export interface PracticeSegment {
  /** Seconds in the song. */
  start: number;
  end: number;
  /** The server sections a completed loop counts for (POST /api/section/{id}/practice). */
  sectionIds: number[];
}

export type PracticePhase =
  | { name: "ready" }
  /** `count` is on screen: 3, then 2, then 1. */
  | { name: "countIn"; count: number; since: number }
  /** `since`: when the loop would have started at the current rate; `startedAt`: when it did. */
  | { name: "playing"; since: number; startedAt: number }
  | { name: "done" };

export interface PracticeState {
  segments: PracticeSegment[];
  target: number;
  rate: number;
  index: number;
  /** Loops finished of the current segment. */
  loop: number;
  phase: PracticePhase;
  /** Finished loops and milliseconds practised, per segment index. */
  done: Array<{ loops: number; ms: number }>;
}

/** What the page must do after a step: drive the player, beep, record a loop. */
export type PracticeEffect =
  | { type: "cue"; at: number }
  | { type: "play" }
  | { type: "pause" }
  | { type: "beep"; count: number }
  | { type: "loopCompleted"; index: number; sectionIds: number[] }
  | { type: "finished" };

export interface PracticeStep {
  state: PracticeState;
  effects: PracticeEffect[];
}

/** The song cut into windows of PRACTICE_WINDOW_S seconds (the last one shorter), with the sections starting in each. */
export function songWindows(
  duration: number,
  sections: ReadonlyArray<{ id: number | null; start: number }>,
  windowSeconds = PRACTICE_WINDOW_S,
): PracticeSegment[] {
  const windows: PracticeSegment[] = [];
  for (let start = 0; start < duration; start += windowSeconds) {
    const end = Math.min(duration, start + windowSeconds);
    // A last sliver under a second is not worth a loop: it joins the window before.
    if (end - start < 1 && windows.length > 0) {
      windows[windows.length - 1]!.end = end;
      break;
    }
    windows.push({ start, end, sectionIds: [] });
  }
  for (const section of sections) {
    if (section.id === null) continue;
    const window = windows.find((w) => section.start >= w.start && section.start < w.end) ?? windows.at(-1);
    window?.sectionIds.push(section.id);
  }
  return windows;
}

export function createPractice(segments: PracticeSegment[], { target, rate }: { target: number; rate: number }): PracticeState {
  return {
    segments,
    target: Math.max(1, Math.floor(target)),
    rate: rate > 0 ? rate : 1,
    index: 0,
    loop: 0,
    phase: { name: "ready" },
    done: segments.map(() => ({ loops: 0, ms: 0 })),
  };
}

/** How long one loop of the current segment lasts at the current rate. */
export function loopMs(state: PracticeState): number {
  const segment = state.segments[state.index];
  if (!segment) return 0;
  return ((segment.end - segment.start) * 1000) / state.rate;
}

function countIn(state: PracticeState, now: number, effects: PracticeEffect[]): PracticeStep {
  const segment = state.segments[state.index]!;
  effects.push({ type: "pause" }, { type: "cue", at: segment.start }, { type: "beep", count: PRACTICE_COUNT_IN_FROM });
  return { state: { ...state, phase: { name: "countIn", count: PRACTICE_COUNT_IN_FROM, since: now } }, effects };
}

/** Starts (or starts again) with the count-in of the current segment. */
export function startPractice(state: PracticeState, now: number): PracticeStep {
  if (state.segments.length === 0) return { state: { ...state, phase: { name: "done" } }, effects: [{ type: "finished" }] };
  return countIn(state, now, []);
}

/** Stops: what was practised stays in `done` for the summary. */
export function stopPractice(state: PracticeState): PracticeStep {
  return { state: { ...state, phase: { name: "done" } }, effects: [{ type: "pause" }, { type: "finished" }] };
}

/** A new speed applies from now on: the running loop's remaining part is played at the new rate. */
export function changeRate(state: PracticeState, rate: number, now: number): PracticeState {
  if (!(rate > 0) || rate === state.rate) return state;
  if (state.phase.name !== "playing") return { ...state, rate };
  // Keep the song position: elapsed song time so far, re-expressed at the new rate.
  const elapsedSongMs = (now - state.phase.since) * state.rate;
  return { ...state, rate, phase: { ...state.phase, since: now - elapsedSongMs / rate } };
}

/** Where the song should be at `now` while playing (seconds), for display. */
export function songTime(state: PracticeState, now: number): number | null {
  const segment = state.segments[state.index];
  if (!segment || state.phase.name !== "playing") return segment?.start ?? null;
  return Math.min(segment.end, segment.start + ((now - state.phase.since) * state.rate) / 1000);
}

/**
 * Advances the practice to `now`: the count-in's numbers, the start of the
 * loop, the end of a loop (counted, then another count-in or the next
 * segment), the end of the practice. Several steps at once when `now` jumped.
 */
export function tickPractice(state: PracticeState, now: number): PracticeStep {
  const effects: PracticeEffect[] = [];
  let current = state;
  for (let guard = 0; guard < 1000; guard += 1) {
    const phase = current.phase;
    if (phase.name === "countIn") {
      const due = phase.since + PRACTICE_COUNT_IN_STEP_MS;
      if (now < due) break;
      if (phase.count > 1) {
        effects.push({ type: "beep", count: phase.count - 1 });
        current = { ...current, phase: { name: "countIn", count: phase.count - 1, since: due } };
      } else {
        effects.push({ type: "cue", at: current.segments[current.index]!.start }, { type: "play" });
        current = { ...current, phase: { name: "playing", since: due, startedAt: due } };
      }
      continue;
    }
    if (phase.name === "playing") {
      const due = phase.since + loopMs(current);
      if (now < due) break;
      const segment = current.segments[current.index]!;
      // The time the loop really took, speed changes included.
      const took = due - phase.startedAt;
      const done = current.done.map((entry, i) =>
        i === current.index ? { loops: entry.loops + 1, ms: entry.ms + took } : entry,
      );
      effects.push({ type: "loopCompleted", index: current.index, sectionIds: segment.sectionIds });
      const loop = current.loop + 1;
      if (loop < current.target) {
        current = { ...current, done, loop };
        const next = countIn(current, due, effects);
        current = next.state;
        continue;
      }
      if (current.index + 1 < current.segments.length) {
        current = { ...current, done, loop: 0, index: current.index + 1 };
        current = countIn(current, due, effects).state;
        continue;
      }
      effects.push({ type: "pause" }, { type: "finished" });
      current = { ...current, done, loop, phase: { name: "done" } };
      break;
    }
    break;
  }
  return { state: current, effects };
}

/** The summary: loops and milliseconds per segment, and in all. */
export function practiceSummary(state: PracticeState) {
  const perSegment = state.segments.map((segment, index) => ({ ...segment, ...state.done[index]! }));
  return {
    perSegment,
    loops: perSegment.reduce((sum, entry) => sum + entry.loops, 0),
    ms: perSegment.reduce((sum, entry) => sum + entry.ms, 0),
  };
}

/** Which lines a hide mode blanks: all lyrics, only the fans' part, or none. */
export type HideMode = "none" | "all" | "fans";

export function isLineHidden(mode: HideMode, part: string, revealed: boolean): boolean {
  if (revealed || mode === "none") return false;
  return mode === "all" || part === "fans";
}
