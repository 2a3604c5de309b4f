// Recall drills (issue 28), pure: what a fan sees hidden and hinted, and how
// taps on the beat score against the chant's own times (a sheet's line starts,
// or its syllables where the sheet has syllable times).
import { getChoseong } from "es-hangul";
import {
  BLANKING_STAGES,
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
