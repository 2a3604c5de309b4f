// The sheet editor's changes to a whole sheet (issue 27): each takes the lines
// and gives the new lines, which are then saved as one change
// (models/sheet.server.ts replaceSheet). Plain TypeScript, used by the page's
// forms on the server and by the browser's editor alike.
import type { SectionSpan } from "~/schemas/section";
import type { SheetLine } from "~/schemas/sheet";
import { MIN_RANGE_GAP_S } from "~/shared/constants";

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The lines in the order a sheet keeps them: by start, the earlier-listed first at the same time. */
export function inTimeOrder<Line extends { start: number }>(lines: readonly Line[]): Line[] {
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.start - b.line.start || a.index - b.index)
    .map(({ line }) => line);
}

/**
 * Where a line's text is cut in two: at the space nearest its middle (a
 * timed span boundary when it has spans), or in the middle of a text without spaces.
 */
function cutPoint(line: SheetLine): number {
  const text = line.text;
  const middle = text.length / 2;
  const candidates: number[] = [];
  if (line.spans) {
    let at = 0;
    for (const span of line.spans.slice(0, -1)) {
      at += span.text.length;
      candidates.push(at);
    }
  } else {
    for (let i = 1; i < text.length; i++) if (text[i - 1] === " ") candidates.push(i);
  }
  if (candidates.length === 0) return Math.max(1, Math.round(middle));
  return candidates.reduce((best, at) => (Math.abs(at - middle) < Math.abs(best - middle) ? at : best));
}

/** Spans of a piece of the line, or null when the piece has none of its own. */
function spansBetween(spans: SectionSpan[] | null, from: number, to: number): SectionSpan[] | null {
  if (!spans) return null;
  let at = 0;
  const inside = [];
  for (const span of spans) {
    if (at >= from && at + span.text.length <= to) inside.push(span);
    at += span.text.length;
  }
  return inside.length > 0 ? inside : null;
}

/**
 * The line cut in two lines of the same part: the text at the space nearest
 * its middle, the time where the second half's first timed syllable starts
 * (else in proportion to the text). Null when the line is too short to make
 * two lines of at least 1 s, or has one character.
 */
export function splitLine(lines: readonly SheetLine[], index: number): SheetLine[] | null {
  const line = lines[index];
  if (!line || [...line.text].length < 2 || line.end - line.start < 2 * MIN_RANGE_GAP_S) return null;
  const at = cutPoint(line);
  const firstText = line.text.slice(0, at).trimEnd();
  const secondText = line.text.slice(at).trimStart();
  if (!firstText || !secondText) return null;
  const secondSpans = spansBetween(line.spans, at, line.text.length);
  const timed = secondSpans?.find((span) => span.start !== null)?.start;
  const proportional = line.start + ((line.end - line.start) * at) / line.text.length;
  const cut = round(
    Math.min(line.end - MIN_RANGE_GAP_S, Math.max(line.start + MIN_RANGE_GAP_S, timed ?? proportional)),
  );
  const firstSpans = spansBetween(line.spans, 0, at);
  const first: SheetLine = {
    ...line,
    end: cut,
    text: firstText,
    name: null,
    romanization: null,
    spans: firstSpans && firstSpans.map((span) => span.text).join("") === firstText ? firstSpans : null,
  };
  const second: SheetLine = {
    ...line,
    id: null,
    start: cut,
    text: secondText,
    name: null,
    romanization: null,
    rate: null,
    spans: secondSpans && secondSpans.map((span) => span.text).join("") === secondText ? secondSpans : null,
  };
  return [...lines.slice(0, index), first, second, ...lines.slice(index + 1)];
}

/**
 * The line and the next one as one line: the texts joined by a space, from
 * the first's start to the later end, the first's part; syllable times kept
 * when both have them, a hand romanisation when both have one. Null for the last line.
 */
export function mergeWithNext(lines: readonly SheetLine[], index: number): SheetLine[] | null {
  const first = lines[index];
  const second = lines[index + 1];
  if (!first || !second) return null;
  const spans =
    first.spans && second.spans
      ? [
          ...first.spans.slice(0, -1),
          { ...first.spans[first.spans.length - 1]!, text: `${first.spans[first.spans.length - 1]!.text} ` },
          ...second.spans,
        ]
      : null;
  const merged: SheetLine = {
    ...first,
    end: Math.max(first.end, second.end),
    text: `${first.text} ${second.text}`,
    name: null,
    romanization: first.romanization && second.romanization ? `${first.romanization} ${second.romanization}` : null,
    spans,
  };
  return [...lines.slice(0, index), merged, ...lines.slice(index + 2)];
}

/**
 * One edge of a line moved by `by` seconds (a nudge), within 0 and the song's
 * length (0: unknown), never closer than 1 s to the other edge; the line's
 * syllable times move with its start. Null when it cannot move.
 */
export function nudgeLine(
  lines: readonly SheetLine[],
  index: number,
  edge: "start" | "end",
  by: number,
  duration: number,
): SheetLine[] | null {
  const line = lines[index];
  if (!line) return null;
  const limit = duration > 0 ? duration : Number.POSITIVE_INFINITY;
  let moved: SheetLine;
  if (edge === "start") {
    const start = round(Math.min(line.end - MIN_RANGE_GAP_S, Math.max(0, line.start + by)));
    const shift = round(start - line.start);
    moved = {
      ...line,
      start,
      spans:
        line.spans?.map((span) => ({
          ...span,
          start: span.start === null ? null : round(Math.min(line.end, span.start + shift)),
          end: span.end === null ? null : round(Math.min(line.end, span.end + shift)),
        })) ?? null,
    };
  } else {
    const lastSpanTime = Math.max(0, ...(line.spans ?? []).flatMap((span) => [span.start ?? 0, span.end ?? 0]));
    moved = { ...line, end: round(Math.min(limit, Math.max(line.start + MIN_RANGE_GAP_S, lastSpanTime, line.end + by))) };
  }
  if (moved.start === line.start && moved.end === line.end) return null;
  return [...lines.slice(0, index), moved, ...lines.slice(index + 1)];
}
