// How a chant line is drawn (issue 27, docs/decisions/134-part-lanes-and-syllables.md): its
// part's lane, the part of each word or syllable span, which span is being sung at a song time,
// and the romanisation display mode. Pure and small: the player panel and practice mode both
// read it (practice's first load carries it).
import { CHANT_PART_DEFAULT, CHANT_PARTS, type ChantPart } from "./constants";

/** A span as the displays need it (app/schemas/section.ts SectionSpan). */
export interface LaneSpan {
  text: string;
  start: number | null;
  end: number | null;
  part: ChantPart | null;
}

/** A span's part: its own, else its line's (else the default, sing-along). */
export function spanPart(span: Pick<LaneSpan, "part">, linePart: ChantPart | null | undefined): ChantPart {
  return span.part ?? linePart ?? CHANT_PART_DEFAULT;
}

/** Whether any span carries a time: only then is the line highlighted span by span. */
export function hasSpanTimes(spans: readonly LaneSpan[] | null | undefined): spans is readonly LaneSpan[] {
  return Boolean(spans?.some((span) => span.start !== null));
}

/**
 * Each span's effective start: its own, else the one before it (a space or a comma between two
 * timed words goes with the word before it); spans before the first time have none (null).
 */
export function spanStarts(spans: readonly LaneSpan[]): (number | null)[] {
  let previous: number | null = null;
  return spans.map((span) => {
    if (span.start !== null) previous = span.start;
    return previous;
  });
}

/**
 * A pause shorter than this between a span's end and the next span's start is not shown (the span
 * stays "now" until the next one): a fast call's syllables follow each other without a flicker,
 * and the display changes once per syllable, not twice.
 */
export const SPAN_PAUSE_MIN_S = 0.15;

/** The next timed span's start after index `index`, or null. */
function nextTimedStart(spans: readonly LaneSpan[], index: number): number | null {
  for (let next = index + 1; next < spans.length; next++) if (spans[next]!.start !== null) return spans[next]!.start;
  return null;
}

/** A span's end as the display shows it: null when the pause after it is too short to show. */
function shownEnd(spans: readonly LaneSpan[], index: number): number | null {
  const end = spans[index]!.end;
  if (end === null) return null;
  const next = nextTimedStart(spans, index);
  return next === null || next - end >= SPAN_PAUSE_MIN_S ? end : null;
}

/**
 * The timed span being sung at `time` (song seconds): the last one whose start has come; -1 before
 * the first. A span with an end is over at its end (then -1 until the next one starts: nothing is
 * "now" in a pause between words, when the pause is at least SPAN_PAUSE_MIN_S). Untimed spans
 * after it (a space) are sung with it.
 */
export function currentSpanIndex(spans: readonly LaneSpan[], time: number): number {
  const starts = spanStarts(spans);
  let current = -1;
  for (let index = 0; index < spans.length; index++) {
    const start = starts[index];
    if (start !== null && start !== undefined && start <= time) current = index;
  }
  if (current === -1) return -1;
  // The timed span this one belongs to (itself, or the timed one before it).
  let owner = current;
  while (owner > 0 && spans[owner]!.start === null) owner--;
  const end = shownEnd(spans, owner);
  return end !== null && time >= end ? -1 : owner;
}

export type SpanState = "sung" | "now" | "next";

/**
 * Every span's state at `time`: sung (its start has come and it is not the current one), now (being
 * sung), next (still to come). Spans of the same timed word share its state.
 */
export function spanStates(spans: readonly LaneSpan[], time: number): SpanState[] {
  const starts = spanStarts(spans);
  const current = currentSpanIndex(spans, time);
  const currentStart = current >= 0 ? starts[current] : null;
  return spans.map((_, index) => {
    const start = starts[index];
    if (start === null || start === undefined || start > time) return "next";
    if (currentStart !== null && currentStart !== undefined && start === currentStart) return "now";
    return "sung";
  });
}

/** The moments a display of these spans changes (every start, and the ends it shows), in order, each once. */
export function spanMoments(spans: readonly LaneSpan[]): number[] {
  const moments = new Set<number>();
  spans.forEach((span, index) => {
    if (span.start !== null) moments.add(span.start);
    const end = shownEnd(spans, index);
    if (end !== null) moments.add(end);
  });
  return [...moments].sort((a, b) => a - b);
}

/**
 * How lyrics show their romanisation: Hangul only, romanised only, or both with the romanisation
 * above or below the Hangul (the default: below, as the pronunciation always was).
 */
export const ROMANIZATION_MODES = ["below", "above", "hangul", "roman"] as const;
export type RomanizationMode = (typeof ROMANIZATION_MODES)[number];
export const ROMANIZATION_MODE_DEFAULT: RomanizationMode = "below";

/** A stored mode, or the default for anything else (absent, old or tampered with). */
export function readRomanizationMode(stored: string | null | undefined): RomanizationMode {
  return (ROMANIZATION_MODES as readonly string[]).includes(stored ?? "")
    ? (stored as RomanizationMode)
    : ROMANIZATION_MODE_DEFAULT;
}

/** The part a display hides (to recall it), every line ("all"), or none. */
export type HiddenPart = ChantPart | "none" | "all";

export function readHiddenPart(stored: string | null | undefined): HiddenPart {
  if (stored === "all") return "all";
  return (CHANT_PARTS as readonly string[]).includes(stored ?? "") ? (stored as ChantPart) : "none";
}

/** Whether a line (or span) of `part` is hidden. */
export function isPartHidden(hidden: HiddenPart, part: ChantPart): boolean {
  return hidden === "all" || hidden === part;
}

/**
 * Whether a line shows a masked span: a span of the hidden part inside a line of another part.
 * Its romanisation is not shown then (it would give the hidden words away).
 */
export function hasMaskedSpan(
  spans: readonly LaneSpan[] | null | undefined,
  linePart: ChantPart | null | undefined,
  hidden: HiddenPart,
): boolean {
  // With every line hidden, no line shows its spans.
  if (hidden === "none" || hidden === "all" || !spans) return false;
  const line = linePart ?? CHANT_PART_DEFAULT;
  return line !== hidden && spans.some((span) => spanPart(span, line) === hidden);
}

const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]/;

/** Whether a text has Hangul (only then has it a romanisation worth showing). */
export function hasHangul(text: string | null | undefined): boolean {
  return HANGUL.test(text ?? "");
}
