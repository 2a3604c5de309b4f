// The syllable pass of a chant sheet (issue 27): a line's text cut into the
// pieces a fan times one by one (each Hangul syllable, other words whole), and
// the spans those taps make. Plain TypeScript; the taps come from the
// tap-along reducer (sheets/tap-along.ts), one "line" per piece.
import type { SectionSpan } from "~/schemas/section";
import { SHEET_MAX_SPANS_PER_LINE } from "~/sheets/constants";
import { roundTime, type TapLine } from "./tap-along";

const HANGUL_SYLLABLE = /[\uac00-\ud7a3]/;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * The pieces to time, in order: a Hangul syllable alone, a run of other
 * letters or digits whole (a Latin word); spaces and punctuation stay with the
 * piece before them (or the first piece). Joined, they give the text exactly.
 * A text of more pieces than a line may have is cut in words instead.
 */
export function syllablesOf(text: string): string[] {
  const pieces: string[] = [];
  let leading = "";
  for (const character of text) {
    const current = pieces.at(-1);
    const previous = current?.at(-1) ?? "";
    // Letters or digits after a letter or digit that is not Hangul: the same word goes on.
    const sameWord = WORD_CHARACTER.test(previous) && !HANGUL_SYLLABLE.test(previous);
    if (HANGUL_SYLLABLE.test(character) || (WORD_CHARACTER.test(character) && !sameWord)) {
      pieces.push(leading + character);
      leading = "";
    } else if (current !== undefined) {
      pieces[pieces.length - 1] = current + character;
    } else {
      leading += character;
    }
  }
  if (pieces.length === 0) return text ? [text] : [];
  return pieces.length <= SHEET_MAX_SPANS_PER_LINE ? pieces : wordsOf(text);
}

/** The text cut after each run of spaces: words with their following spaces. */
function wordsOf(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [text];
}

/**
 * The spans of a syllable pass: each piece starts at its tap; it ends at its
 * hold's release, else where the next tapped piece starts, else at the line's
 * end; every time is kept within the line. A piece not tapped has no times.
 * Each piece keeps the part it had in the line's spans before (same text at
 * the same place), else none (the line's).
 */
export function spansFromTaps(
  pieces: readonly string[],
  taps: readonly Pick<TapLine, "start" | "end">[],
  line: { start: number; end: number; spans: readonly SectionSpan[] | null },
): SectionSpan[] {
  const clamp = (time: number) => roundTime(Math.min(line.end, Math.max(line.start, time)));
  const oldParts = partsByOffset(line.spans);
  let offset = 0;
  return pieces.map((text, index) => {
    const part = oldParts.get(`${offset}:${text}`) ?? null;
    offset += text.length;
    const start = taps[index]?.start ?? null;
    if (start === null) return { text, start: null, end: null, part };
    const nextStart = taps.slice(index + 1).find((tap) => tap.start !== null)?.start ?? null;
    const end = taps[index]?.end ?? (nextStart !== null && nextStart > start ? nextStart : line.end);
    return { text, start: clamp(start), end: clamp(end), part };
  });
}

function partsByOffset(spans: readonly SectionSpan[] | null): Map<string, SectionSpan["part"]> {
  const parts = new Map<string, SectionSpan["part"]>();
  let offset = 0;
  for (const span of spans ?? []) {
    if (span.part !== null) parts.set(`${offset}:${span.text}`, span.part);
    offset += span.text.length;
  }
  return parts;
}
