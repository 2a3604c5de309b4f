// Practice mode's rules (issue 12, decision 092), pure: no timers, no DOM.
// A practice is a list of segments (one lyrics section each, or the song in
// 30-second windows) played in a loop: a count-in (3, 2, 1) before every loop,
// a loop counter, and after `target` loops the next segment.
//
// Two clocks: the count-in runs on the page's clock (milliseconds:
// performance.now() in the browser, a fake in tests); a loop follows the
// player's time, read at every step (`PlayerReading`, from the player's
// commands API): it ends when the video reaches the segment's end, however
// long loading, buffering or a speed change made that take. A count-in starts
// only once the video is loaded and ready to play.
import {
  PRACTICE_BEEP_GAIN,
  PRACTICE_BEEP_HZ,
  PRACTICE_BEEP_LAST_HZ,
  PRACTICE_BEEP_MS,
  PRACTICE_COUNT_IN_FROM,
  PRACTICE_COUNT_IN_STEP_MS,
  PRACTICE_VIDEO_END_MARGIN_S,
  PRACTICE_WINDOW_S,
  type ChantPart,
} from "~/shared/constants";
import type { PlayerPlayback } from "~/player/api/commands";
import { afterDrill, afterLoop, currentRate, followOfferedRates, startLadder, type LadderPlan, type LadderState } from "./ladder";
import { BLANKING_STAGES } from "./constants";
import { scoreTaps, type TapScore, type TapTarget } from "./drills";

export interface PracticeSegment {
  /** Seconds in the song. */
  start: number;
  end: number;
  /** The server sections a completed loop counts for (POST /api/section/{id}/practice). */
  sectionIds: number[];
  /** Issue 28: the calls a recall drill scores taps against (its part's line starts, or syllables). */
  targets?: TapTarget[];
  /** The page's keys of the lines a loop practises (a guest's progress is kept in the browser by them). */
  lineKeys?: string[];
}

/** The player as the page reads it at a step. */
export interface PlayerReading {
  /** The player holds the practised song. */
  onSong: boolean;
  /** The song is loaded and can play from where it is (not loading, not buffering). */
  ready: boolean;
  /** Seconds in the song. */
  time: number;
  /** The playback speed (1 = normal). */
  rate: number;
  /** The video's length as the player knows it; 0 while unknown. */
  duration: number;
  /** The video reached its end. */
  ended: boolean;
  /** The speeds the video offers; empty while unknown. */
  rates: readonly number[];
}

/** The player's playback (commands.ts, readPlayerPlayback) as it concerns the practised song. */
export function playerReading(playback: PlayerPlayback, youtubeId: string): PlayerReading {
  const onSong = playback.youtubeId === youtubeId;
  return {
    onSong,
    ready: onSong && playback.ready,
    time: playback.time,
    rate: playback.rate,
    duration: onSong ? playback.duration : 0,
    ended: onSong && playback.status === "ended",
    rates: onSong ? playback.rates : [],
  };
}

export type PracticePhase =
  | { name: "ready" }
  /** Waiting for the video (loading, buffering, or another song in the player) before a count-in. */
  | { name: "waiting"; since: number }
  /** `count` is on screen: 3, then 2, then 1. */
  | { name: "countIn"; count: number; since: number }
  /** `startedAt`: when the loop started playing (page clock). */
  | { name: "playing"; startedAt: number }
  /** Issue 28: the ladder's silence between two loops, then the count-in. */
  | { name: "gap"; since: number }
  | { name: "done" };

export interface PracticeState {
  segments: PracticeSegment[];
  target: number;
  index: number;
  /** Loops finished of the current segment. */
  loop: number;
  phase: PracticePhase;
  /** Finished loops and milliseconds practised, per segment index. */
  done: Array<{ loops: number; ms: number; best: number | null }>;
  /**
   * Issue 28: a ladder instead of a fixed number of loops — each segment climbs the player's
   * rates (`rates`: what the player offers), and the segment is done when its ladder is.
   */
  ladder: { plan: LadderPlan; rates: readonly number[]; state: LadderState } | null;
  /** Issue 28: a recall drill on every loop — words hidden, taps on each call scored. */
  drill: DrillState | null;
}

export interface DrillPlan {
  /** The blanking stage a segment starts at (0: a third of the words, 1: half, 2: all). */
  stage: number;
  /** A pass is clean at this score (0 to 100) or above. */
  cleanScore: number;
  /** The device's tap-to-paint delay (ms), taken off each tap. */
  latencyMs: number;
}

/** A drill's pass: its score, the speed it was played at, and whether it was clean. */
export interface DrillPass extends TapScore {
  rate: number;
  clean: boolean;
}

export interface DrillState {
  plan: DrillPlan;
  /** The blanking stage now: a clean pass hides more, up to all the words. */
  stage: number;
  /** This loop's taps (song seconds, the tap's own time). */
  taps: number[];
  /** The last pass scored (of this segment). */
  last: DrillPass | null;
}

/** What a completed loop records: the segment, its sections, and the drill's pass when there was one. */
export type PracticeEffect =
  /** Load the song in the player at the segment, the segment selected but not looped by the player. */
  | { type: "load"; start: number; end: number }
  /** The song is already in the player: the segment becomes its selected range, not looped by the player. */
  | { type: "range"; start: number; end: number }
  | { type: "cue"; at: number }
  | { type: "play" }
  | { type: "pause" }
  | { type: "beep"; count: number }
  /** The ladder's rate for the loops to come. */
  | { type: "rate"; rate: number }
  | { type: "loopCompleted"; index: number; sectionIds: number[]; drill: DrillPass | null }
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

export function createPractice(
  segments: PracticeSegment[],
  { target, ladder, drill }: { target: number; ladder?: { plan: LadderPlan; rates: readonly number[] }; drill?: DrillPlan },
): PracticeState {
  return {
    segments,
    target: Math.max(1, Math.floor(target)),
    index: 0,
    loop: 0,
    phase: { name: "ready" },
    done: segments.map(() => ({ loops: 0, ms: 0, best: null })),
    ladder: ladder ? { ...ladder, state: startLadder(ladder.plan, ladder.rates) } : null,
    drill: drill ? drillAtStart(drill) : null,
  };
}

function drillAtStart(plan: DrillPlan): DrillState {
  return { plan, stage: Math.min(Math.max(0, Math.floor(plan.stage)), BLANKING_STAGES.length - 1), taps: [], last: null };
}

/** A tap on a call while a loop plays (`time`: the song's time at the tap); ignored at any other moment. */
export function tapPractice(state: PracticeState, time: number): PracticeState {
  if (!state.drill || state.phase.name !== "playing") return state;
  return { ...state, drill: { ...state.drill, taps: [...state.drill.taps, time] } };
}

/** The loop's taps scored against the segment's calls (none to score: no pass). */
function scorePass(drill: DrillState, segment: PracticeSegment, rate: number): DrillPass | null {
  const targets = segment.targets ?? [];
  if (targets.length === 0) return null;
  const score = scoreTaps(targets, drill.taps, { rate, latencyMs: drill.plan.latencyMs });
  return { ...score, rate, clean: score.score >= drill.plan.cleanScore };
}

/** A new segment's ladder starts again at its slowest rate, its drill at the first stage. */
function ladderAtStart(state: PracticeState, effects: PracticeEffect[]): PracticeState {
  if (state.drill) state = { ...state, drill: drillAtStart(state.drill.plan) };
  if (!state.ladder) return state;
  const ladder = { ...state.ladder, state: startLadder(state.ladder.plan, state.ladder.rates) };
  effects.push({ type: "rate", rate: currentRate(ladder.state) });
  return { ...state, ladder };
}

/**
 * Where a loop of the segment ends in the song: its end, or a little before
 * the video's end when it would reach it (an ended video moves the player on
 * to the next song of the queue).
 */
export function loopEnd(segment: PracticeSegment, videoDuration: number): number {
  if (!(videoDuration > 0)) return segment.end;
  return Math.max(segment.start, Math.min(segment.end, videoDuration - PRACTICE_VIDEO_END_MARGIN_S));
}

function countIn(state: PracticeState, since: number, effects: PracticeEffect[]): PracticeState {
  const segment = state.segments[state.index]!;
  effects.push({ type: "pause" }, { type: "cue", at: segment.start }, { type: "beep", count: PRACTICE_COUNT_IN_FROM });
  return { ...state, phase: { name: "countIn", count: PRACTICE_COUNT_IN_FROM, since } };
}

/** The count-in at `since` if the video can play, else waiting for it (loading the song when the player has another). */
function countInWhenReady(state: PracticeState, since: number, reading: PlayerReading, effects: PracticeEffect[]): PracticeState {
  if (reading.onSong && reading.ready) return countIn(state, since, effects);
  if (!reading.onSong) {
    const segment = state.segments[state.index]!;
    effects.push({ type: "load", start: segment.start, end: segment.end });
  }
  return { ...state, phase: { name: "waiting", since } };
}

/** A segment begins: the player selects its range (loading the song if needed), then its count-in. */
function enterSegment(state: PracticeState, since: number, reading: PlayerReading, effects: PracticeEffect[]): PracticeState {
  const segment = state.segments[state.index]!;
  if (reading.onSong) effects.push({ type: "range", start: segment.start, end: segment.end });
  return countInWhenReady(state, since, reading, effects);
}

/** Starts (or starts again) with the current segment: its count-in once the video is ready. */
export function startPractice(state: PracticeState, now: number, reading: PlayerReading): PracticeStep {
  if (state.segments.length === 0) return { state: { ...state, phase: { name: "done" } }, effects: [{ type: "finished" }] };
  const effects: PracticeEffect[] = [];
  return { state: enterSegment(ladderAtStart(state, effects), now, reading, effects), effects };
}

/** Stops: what was practised stays in `done` for the summary. */
export function stopPractice(state: PracticeState): PracticeStep {
  return { state: { ...state, phase: { name: "done" } }, effects: [{ type: "pause" }, { type: "finished" }] };
}

/**
 * Advances the practice to `now` with the player as `reading` shows it: the
 * count-in once the video is ready, its numbers, the start of the loop, the
 * end of a loop when the video reaches the segment's end (counted, then
 * another count-in or the next segment), the end of the practice. Several
 * count-in steps at once when `now` jumped; never past the start of a loop,
 * since the reading no longer describes the player once it is told to play.
 */
export function tickPractice(state: PracticeState, now: number, reading: PlayerReading): PracticeStep {
  const effects: PracticeEffect[] = [];
  let current = followPlayerRates(state, reading, effects);
  for (let guard = 0; guard < 1000; guard += 1) {
    const phase = current.phase;
    if (phase.name === "waiting") {
      if (!reading.onSong || !reading.ready) break;
      current = countIn(current, now, effects);
      continue;
    }
    if (phase.name === "gap") {
      const due = phase.since + (current.ladder?.plan.gapMs ?? 0);
      if (now < due) break;
      current = countIn(current, due, effects);
      continue;
    }
    if (phase.name === "countIn") {
      const due = phase.since + PRACTICE_COUNT_IN_STEP_MS;
      if (now < due) break;
      if (phase.count > 1) {
        effects.push({ type: "beep", count: phase.count - 1 });
        current = { ...current, phase: { name: "countIn", count: phase.count - 1, since: due } };
        continue;
      }
      if (!reading.onSong || !reading.ready) {
        // The video went away or is buffering: a new count-in once it can play.
        current = countInWhenReady(current, now, reading, effects);
        break;
      }
      effects.push({ type: "cue", at: current.segments[current.index]!.start }, { type: "play" });
      current = { ...current, phase: { name: "playing", startedAt: now } };
      break;
    }
    if (phase.name === "playing") {
      const segment = current.segments[current.index]!;
      if (!reading.onSong) {
        // Another song in the player (chosen in the panel): this loop does not count; the song comes back.
        current = countInWhenReady(current, now, reading, effects);
        break;
      }
      const end = loopEnd(segment, reading.duration);
      if (reading.time < end && !reading.ended) break;
      // When the video crossed the end, from how far past it is now: the loop's real length.
      const rate = reading.rate > 0 ? reading.rate : 1;
      const past = reading.time > end ? Math.round(((reading.time - end) * 1000) / rate) : 0;
      const endedAt = Math.min(now, Math.max(phase.startedAt, now - past));
      const pass = current.drill ? scorePass(current.drill, segment, rate) : null;
      const done = current.done.map((entry, i) =>
        i === current.index
          ? {
              loops: entry.loops + 1,
              ms: entry.ms + (endedAt - phase.startedAt),
              best: pass && (entry.best === null || pass.score > entry.best) ? pass.score : entry.best,
            }
          : entry,
      );
      effects.push({ type: "loopCompleted", index: current.index, sectionIds: segment.sectionIds, drill: pass });
      const loop = current.loop + 1;
      const ladder = current.ladder && { ...current.ladder, state: afterPass(current.ladder.state, current.ladder.plan, pass) };
      const drill = current.drill && {
        ...current.drill,
        taps: [],
        last: pass,
        stage: pass?.clean ? Math.min(current.drill.stage + 1, BLANKING_STAGES.length - 1) : current.drill.stage,
      };
      if (ladder ? !ladder.state.finished : loop < current.target) {
        if (ladder && currentRate(ladder.state) !== currentRate(current.ladder!.state)) {
          effects.push({ type: "rate", rate: currentRate(ladder.state) });
        }
        const next = { ...current, done, loop, ladder, drill };
        if ((ladder?.plan.gapMs ?? 0) > 0) {
          effects.push({ type: "pause" });
          current = { ...next, phase: { name: "gap", since: endedAt } };
        } else {
          current = countIn(next, endedAt, effects);
        }
        continue;
      }
      if (current.index + 1 < current.segments.length) {
        const next = ladderAtStart({ ...current, done, drill, loop: 0, index: current.index + 1 }, effects);
        current = enterSegment(next, endedAt, reading, effects);
        continue;
      }
      effects.push({ type: "pause" }, { type: "finished" });
      current = { ...current, done, loop, drill, phase: { name: "done" } };
      break;
    }
    break;
  }
  return { state: current, effects };
}

/** A loop ends a ladder's step after its loops, or on a clean drill pass (not both: one step at most). */
function afterPass(state: LadderState, plan: LadderPlan, pass: DrillPass | null): LadderState {
  const next = afterLoop(state, plan);
  return next.step !== state.step || next.finished ? next : afterDrill(next, plan, pass?.clean ?? false);
}

/** The ladder follows the rates the video offers once it is loaded (YouTube's rules: no other rate). */
function followPlayerRates(state: PracticeState, reading: PlayerReading, effects: PracticeEffect[]): PracticeState {
  if (!state.ladder || !reading.onSong || reading.rates.length === 0) return state;
  const followed = followOfferedRates(state.ladder.state, state.ladder.plan, reading.rates);
  if (followed === state.ladder.state) return state;
  if (currentRate(followed) !== currentRate(state.ladder.state)) effects.push({ type: "rate", rate: currentRate(followed) });
  return { ...state, ladder: { ...state.ladder, rates: reading.rates, state: followed } };
}

/** One count-in beep: a short oscillator tone, higher on the last count. */
export function beepTone(count: number): { frequency: number; durationMs: number; gain: number } {
  return {
    frequency: count === 1 ? PRACTICE_BEEP_LAST_HZ : PRACTICE_BEEP_HZ,
    durationMs: PRACTICE_BEEP_MS,
    gain: PRACTICE_BEEP_GAIN,
  };
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
/** Hide nothing, all the lyrics, or one part (issue 27: the fans' call first, to recall it). */
export type HideMode = "none" | "all" | ChantPart;

export function isLineHidden(mode: HideMode, part: string, revealed: boolean): boolean {
  if (revealed || mode === "none") return false;
  return mode === "all" || part === mode;
}
