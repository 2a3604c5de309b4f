// Recall drills (issue 28), pure: what a fan sees hidden and hinted, and how
// taps on the beat score against the chant's own times (a sheet's line starts,
// or its syllables where the sheet has syllable times).
import { getChoseong } from "es-hangul";
import { spanPart, type LaneSpan } from "~/shared/chant-lanes";
import type { ChantPart } from "~/shared/constants";
import {
  BLANKING_STAGES,
  CALIBRATION_MIN_TAPS,
  TAP_LATENCY_MAX_MS,
  READINESS_ALMOST_SCORE,
  TAP_CLOSE_MS,
  TAP_ON_BEAT_MS,
  TAP_POINTS_CLOSE,
  TAP_POINTS_ON_BEAT,
} from "./constants";

const HANGUL_SYLLABLE = /[\uAC00-\uD7A3]/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * A hidden word's hint: each Hangul syllable as its initial consonant (나연 → ㄴㅇ); any other
 * word keeps its first letter, its other letters and digits become "·"; punctuation stays.
 */
export function initialsHint(word: string): string {
  let seenLetter = false;
  return [...word]
    .map((character) => {
      if (HANGUL_SYLLABLE.test(character)) return getChoseong(character);
      if (!LETTER_OR_DIGIT.test(character)) return character;
      if (seenLetter) return "·";
      seenLetter = true;
      return character;
    })
    .join("");
}

/** A line's words (split at white space; punctuation stays with its word). */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/**
 * The words hidden at a blanking stage (0: a third, 1: half, 2: all), as indexes. The order
 * spreads them through the line (golden-ratio steps, no randomness), and each stage hides what
 * the one before did and more: nothing hidden ever comes back while the fan steps on.
 */
export function hiddenWords(count: number, stage: number): Set<number> {
  const share = BLANKING_STAGES[Math.min(Math.max(stage, 0), BLANKING_STAGES.length - 1)]!;
  const order = Array.from({ length: count }, (_, index) => index).sort(
    (a, b) => (((a + 1) * 0.618033988749895) % 1) - (((b + 1) * 0.618033988749895) % 1) || a - b,
  );
  return new Set(order.slice(0, Math.ceil(count * share)));
}

/** A line as a drill reads it. */
export interface DrillLine {
  key: string;
  start: number;
  end: number;
  lyrics: string;
  part: ChantPart;
  spans: readonly LaneSpan[] | null;
}

/**
 * The calls of `part` a drill scores in a segment: each timed syllable (or word) of that part
 * where the line has span times, else the start of each line of that part. A target's id is the
 * line's key, with the span's index after ":" for a syllable.
 */
export function drillTargets(lines: readonly DrillLine[], part: ChantPart, segment: { start: number; end: number }): TapTarget[] {
  const within = (at: number) => at >= segment.start && at < segment.end;
  return lines
    .flatMap((line): TapTarget[] => {
      const timed = line.spans?.some((span) => span.start !== null) ?? false;
      if (timed) {
        return line.spans!.flatMap((span, index) =>
          span.start !== null && spanPart(span, line.part) === part ? [{ id: `${line.key}:${index}`, at: span.start }] : [],
        );
      }
      return line.part === part ? [{ id: line.key, at: line.start }] : [];
    })
    .filter((target) => within(target.at))
    .sort((a, b) => a.at - b.at);
}

/** The line a target belongs to (its id before ":"). */
export function targetLine(id: string): string {
  const colon = id.indexOf(":");
  return colon === -1 ? id : id.slice(0, colon);
}

/** A piece of a drilled line: shown as is, or hidden (with its hint when hints are on). */
export interface DrillPiece {
  text: string;
  hidden: boolean;
  hint: string | null;
}

/**
 * A line as a drill at `stage` shows it: the words of `part` (its spans of that part when it has
 * spans, else all its words when the line is that part's) hidden per the blanking stage, each
 * with its initials when `hints`. White space between words stays as it was.
 */
export function drillPieces(line: DrillLine, part: ChantPart, stage: number, hints: boolean): DrillPiece[] {
  const pieces: Array<{ text: string; drilled: boolean }> = line.spans?.length
    ? line.spans.map((span) => ({ text: span.text, drilled: spanPart(span, line.part) === part }))
    : line.lyrics.split(/(\s+)/).filter(Boolean).map((text) => ({ text, drilled: line.part === part && text.trim() !== "" }));
  const drilled = pieces.flatMap((piece, index) => (piece.drilled && piece.text.trim() !== "" ? [index] : []));
  const hidden = hiddenWords(drilled.length, stage);
  const hide = new Set(drilled.filter((_, order) => hidden.has(order)));
  return pieces.map((piece, index) => {
    if (!hide.has(index)) return { text: piece.text, hidden: false, hint: null };
    return { text: piece.text, hidden: true, hint: hints ? initialsHint(piece.text.trim()) : null };
  });
}

export interface TapTarget {
  /** The line (or syllable) the call is. */
  id: string;
  /** When it starts, in song seconds. */
  at: number;
}

export type TapResult = "onBeat" | "close" | "miss";

export interface ScoredTarget {
  id: string;
  result: TapResult;
  /** The tap's distance from the call as heard (ms; negative: early); null for a miss. */
  errorMs: number | null;
}

export interface TapScore {
  targets: ScoredTarget[];
  onBeat: number;
  close: number;
  miss: number;
  /** Taps that matched no call. */
  extra: number;
  /** 0 to 100. */
  score: number;
}

/**
 * Taps scored against the calls. `taps` are the player's times (song seconds) read at each tap;
 * `rate` is the speed it played at, so an error is measured as the fan heard it (song time ÷
 * rate); `latencyMs` is the device's tap-to-paint delay, taken off each tap. Each call takes the
 * nearest tap not taken within TAP_CLOSE_MS: within TAP_ON_BEAT_MS it is on the beat, else close;
 * no tap is a miss. The score is the points (1 on the beat, 0.5 close) over the calls plus the
 * taps that matched none, so tapping all the time scores low.
 */
export function scoreTaps(
  targets: readonly TapTarget[],
  taps: readonly number[],
  { rate, latencyMs }: { rate: number; latencyMs: number },
): TapScore {
  const heard = (tap: number, at: number) => ((tap - at) / (rate > 0 ? rate : 1)) * 1000 - latencyMs;
  const used = new Set<number>();
  const scored = [...targets]
    .sort((a, b) => a.at - b.at)
    .map((target): ScoredTarget => {
      let best: number | null = null;
      taps.forEach((tap, index) => {
        if (used.has(index) || Math.abs(heard(tap, target.at)) > TAP_CLOSE_MS) return;
        if (best === null || Math.abs(heard(tap, target.at)) < Math.abs(heard(taps[best]!, target.at))) best = index;
      });
      if (best === null) return { id: target.id, result: "miss", errorMs: null };
      used.add(best);
      const errorMs = Math.round(heard(taps[best]!, target.at));
      return { id: target.id, result: Math.abs(errorMs) <= TAP_ON_BEAT_MS ? "onBeat" : "close", errorMs };
    });
  const count = (result: TapResult) => scored.filter((target) => target.result === result).length;
  const onBeat = count("onBeat");
  const close = count("close");
  const extra = taps.length - used.size;
  const points = onBeat * TAP_POINTS_ON_BEAT + close * TAP_POINTS_CLOSE;
  const out = scored.length + extra;
  return { targets: scored, onBeat, close, miss: count("miss"), extra, score: out === 0 ? 0 : Math.round((points / out) * 100) };
}

export type Readiness = "new" | "learning" | "almost" | "ready";

export interface PracticeRecord {
  loops: number;
  /** The best drill score (0 to 100), or null before any drill. */
  bestScore: number | null;
  /** A clean drill pass at full speed (1x) happened. */
  cleanAtFullSpeed: boolean;
}

/** How ready a section (or a song, from its sections) is: new, learning, almost, ready. */
export function readiness(record: PracticeRecord): Readiness {
  if (record.cleanAtFullSpeed) return "ready";
  if (record.bestScore !== null && record.bestScore >= READINESS_ALMOST_SCORE) return "almost";
  return record.loops > 0 || record.bestScore !== null ? "learning" : "new";
}

/** A pass's results line by line (its calls grouped by their line). */
export function resultsByLine(targets: readonly ScoredTarget[]): Map<string, Record<TapResult, number>> {
  const lines = new Map<string, Record<TapResult, number>>();
  for (const target of targets) {
    const key = targetLine(target.id);
    const counts = lines.get(key) ?? { onBeat: 0, close: 0, miss: 0 };
    counts[target.result] += 1;
    lines.set(key, counts);
  }
  return lines;
}

/**
 * The device's tap-to-paint delay, from a fan tapping along to a steady flash: each tap against
 * the flash nearest it (within half a beat), the median of those offsets (a stray tap moves it
 * little), from 0 to TAP_LATENCY_MAX_MS. Null with fewer than CALIBRATION_MIN_TAPS taps near a
 * flash. On a steady beat a fan taps with the rhythm, not in reaction to each flash, so what is
 * left is what the screen and the touch add.
 */
export function measuredLatency(flashes: readonly number[], taps: readonly number[], intervalMs: number): number | null {
  const offsets = taps.flatMap((tap) => {
    const nearest = flashes.reduce<number | null>((best, flash) => (best === null || Math.abs(tap - flash) < Math.abs(tap - best) ? flash : best), null);
    return nearest !== null && Math.abs(tap - nearest) <= intervalMs / 2 ? [tap - nearest] : [];
  });
  if (offsets.length < CALIBRATION_MIN_TAPS) return null;
  offsets.sort((a, b) => a - b);
  const middle = offsets.length / 2;
  const median = offsets.length % 2 ? offsets[Math.floor(middle)]! : (offsets[middle - 1]! + offsets[middle]!) / 2;
  return Math.min(TAP_LATENCY_MAX_MS, Math.max(0, Math.round(median)));
}
