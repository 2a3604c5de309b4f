// What every sheet file format shares (issue 27, decision 132): the sheet as a file sees it,
// the part codes and names, times to and from text, and the checks that turn a file's lines
// into sheet lines or line-numbered errors. Pure TypeScript: runs on the server and in the browser.
import type { SectionSpan } from "~/schemas/section";
import { type SheetLineInput, SheetLineSchema } from "~/schemas/sheet";
import { type ChantPart, CHANT_PART_DEFAULT, CHANT_PARTS, MIN_RANGE_GAP_S, SECTION_LYRICS_MAX_LENGTH, SECTION_PRONUNCIATION_MAX_LENGTH } from "~/shared/constants";
import { SHEET_LAST_LINE_S, SHEET_MAX_LINES, SHEET_MAX_SPANS_PER_LINE } from "~/sheets/constants";

/** One line as it is written to a file. `romanization` null: the automatic draft (`romanize(text)`) is written. */
export type ExportLine = {
  start: number;
  end: number;
  text: string;
  part: ChantPart;
  romanization: string | null;
  spans: SectionSpan[] | null;
};

export type ExportSheet = { title: string; artist: string; lines: ExportLine[] };

export type FormatOptions = { romanize: (text: string) => string };

/** A problem of an imported file: an i18n key of the sheets namespace; `params.line` is always the file's line. */
export type ImportError = { line: number; message: string; params?: Record<string, string | number> };

export type ImportResult = { ok: true; lines: SheetLineInput[] } | { ok: false; errors: ImportError[] };

/** Errors shown for one file; the rest are counted in one last "and N more". */
export const IMPORT_MAX_ERRORS = 50;

/**
 * Part codes of enhanced LRC prefixes (`v1:`) and TTML agent ids, in the style of Apple's
 * TTML: v1 the lead voice, v2 the answering voice, v1000 the group agent (everyone).
 */
export const PART_CODES: Record<ChantPart, string> = { artist: "v1", fans: "v2", singalong: "v3", everyone: "v1000" };

/** Names of the parts in files: WebVTT voices (`<v Fans>`) and TTML agents' `<ttm:name>`. */
export const PART_NAMES: Record<ChantPart, string> = {
  artist: "Artist",
  fans: "Fans",
  singalong: "Sing-along",
  everyone: "Everyone",
};

/** The scheme our romanisation follows (es-hangul's draft, and what fans correct it to). */
export const ROMANIZATION_SCHEME = "Revised Romanization of Korean";

const PART_BY_CODE = new Map<string, ChantPart>(
  CHANT_PARTS.map((part) => [PART_CODES[part], part] as [string, ChantPart]).concat([["bg", "singalong"]]),
);
const PART_BY_NAME = new Map<string, ChantPart>(
  CHANT_PARTS.flatMap((part) => [
    [PART_NAMES[part].toLowerCase(), part] as [string, ChantPart],
    [part, part] as [string, ChantPart],
  ]),
);

export function partFromCode(code: string): ChantPart | null {
  return PART_BY_CODE.get(code.toLowerCase()) ?? null;
}

export function partFromName(name: string): ChantPart | null {
  return PART_BY_NAME.get(name.trim().toLowerCase()) ?? null;
}

export const KNOWN_CODES = "v1, v2, v3, v1000";
export const KNOWN_NAMES = CHANT_PARTS.map((part) => PART_NAMES[part]).join(", ");

// ---- Times ----

/** Whole milliseconds of a time: the unit every format rounds from, so rounding is the same everywhere. */
export function toMillis(seconds: number): number {
  return Math.round(seconds * 1000);
}

/** A line's start and end in a unit (100 = centiseconds, 1000 = ms), keeping a line of ≥ 1 s at ≥ 1 s after rounding. */
export function lineUnits(line: { start: number; end: number }, perSecond: 100 | 1000): [number, number] {
  const start = Math.round(toMillis(line.start) / (1000 / perSecond));
  let end = Math.round(toMillis(line.end) / (1000 / perSecond));
  if (toMillis(line.end - line.start) >= MIN_RANGE_GAP_S * 1000) end = Math.max(end, start + MIN_RANGE_GAP_S * perSecond);
  return [start, end];
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, "0");
}

/** Centiseconds as LRC writes them: mm:ss.xx (minutes grow past 99 if they must). */
export function formatCentis(centis: number): string {
  const minutes = Math.floor(centis / 6000);
  const seconds = Math.floor((centis % 6000) / 100);
  return `${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(centis % 100, 2)}`;
}

/** Milliseconds as WebVTT and TTML write them: hh:mm:ss.fff. */
export function formatMillis(millis: number): string {
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const seconds = Math.floor((millis % 60_000) / 1000);
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(millis % 1000, 3)}`;
}

/** A fraction's digits as seconds: "5" is 0.5, "05" 0.05, "005" 0.005. */
export function fractionSeconds(digits: string | undefined): number {
  return digits ? Number(`0.${digits}`) : 0;
}

/** Seconds rounded to the millisecond, as every reader returns them. */
export function roundSeconds(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

// ---- Errors ----

/** Collects a file's errors; the list shows the first IMPORT_MAX_ERRORS by line and counts the rest. */
export class ImportErrors {
  private readonly all: ImportError[] = [];

  add(line: number, key: string, params: Record<string, string | number> = {}): void {
    this.all.push({ line, message: `sheets:import.${key}`, params: { ...params, line } });
  }

  get count(): number {
    return this.all.length;
  }

  list(): ImportError[] {
    const sorted = [...this.all].sort((a, b) => a.line - b.line);
    const shown = sorted.slice(0, IMPORT_MAX_ERRORS);
    const hidden = sorted.slice(IMPORT_MAX_ERRORS);
    if (hidden.length > 0) {
      const line = hidden[0]!.line;
      shown.push({ line, message: "sheets:import.moreErrors", params: { line, count: hidden.length } });
    }
    return shown;
  }
}

// ---- Lines read from a file ----

/** A line as a reader found it, before the sheet's checks. */
export type ReadLine = {
  /** The file's line where it starts (1-based). */
  fileLine: number;
  start: number;
  /** Null: until the next line's start (or SHEET_LAST_LINE_S for the last). */
  end: number | null;
  text: string;
  part: ChantPart;
  /** As written in the file; compared with the draft later. */
  romanization: string | null;
  spans: SectionSpan[] | null;
};

/**
 * Spans read from a file, made to fit a trimmed text: the outer whitespace goes, a span left
 * empty goes. Spans that carry nothing (one span, no time, no part) are no spans.
 */
export function finishSpans(spans: SectionSpan[]): { text: string; spans: SectionSpan[] | null } {
  const kept = spans.map((span) => ({ ...span }));
  while (kept.length > 0 && kept[0]!.text.trimStart() === "") kept.shift();
  while (kept.length > 0 && kept[kept.length - 1]!.text.trimEnd() === "") kept.pop();
  if (kept.length === 0) return { text: "", spans: null };
  kept[0]!.text = kept[0]!.text.trimStart();
  kept[kept.length - 1]!.text = kept[kept.length - 1]!.text.trimEnd();
  const merged: SectionSpan[] = [];
  for (const span of kept) {
    // An empty span in the middle (two times in a row) gives its text to nobody: drop it.
    if (span.text === "") continue;
    merged.push(span);
  }
  const text = merged.map((span) => span.text).join("");
  const carriesNothing = merged.every((span) => span.start === null && span.end === null && span.part === null);
  return { text, spans: carriesNothing && merged.length === 1 ? null : merged };
}

/** What enhanced LRC and WebVTT cue text are cut into before spans are made of them. */
export type SpanToken =
  | { kind: "text"; text: string }
  | { kind: "time"; seconds: number }
  /** A span begins here (with its part, or null); `{…}` in enhanced LRC, `<c…>` in WebVTT. */
  | { kind: "mark"; part: ChantPart | null }
  /** `</c>` in WebVTT: a time just before it is the span's end. */
  | { kind: "close" };

/**
 * Spans from tokens. A time followed by text or a mark starts a span; a time right after a span's
 * text followed by another time, by the end, by `</c>` or (enhanced LRC, `emptyMarkCloses`) by
 * `{}` ends that span.
 */
export function spansFromTokens(tokens: SpanToken[], emptyMarkCloses: boolean): SectionSpan[] {
  const spans: SectionSpan[] = [];
  let current: SectionSpan | null = null;
  let pendingTime: number | null = null;
  let pendingPart: ChantPart | null = null;
  let pendingBoundary = false;
  const closePending = () => {
    if (pendingTime !== null && current && current.end === null) current.end = pendingTime;
    pendingTime = null;
  };
  for (const token of tokens) {
    if (token.kind === "time") {
      if (pendingTime !== null) closePending();
      pendingTime = token.seconds;
    } else if (token.kind === "close") {
      closePending();
      pendingBoundary = true;
    } else if (token.kind === "mark") {
      if (emptyMarkCloses && token.part === null && pendingTime !== null && pendingPart === null) closePending();
      pendingBoundary = true;
      if (token.part !== null) pendingPart = token.part;
    } else {
      if (current && pendingTime === null && !pendingBoundary) {
        current.text += token.text;
        continue;
      }
      current = { text: token.text, start: pendingTime, end: null, part: pendingPart };
      spans.push(current);
      pendingTime = null;
      pendingPart = null;
      pendingBoundary = false;
    }
  }
  closePending();
  return spans;
}

const ISSUE_KEYS: Record<string, string> = {
  "sections:validation.time": "timeOutOfRange",
  "sections:validation.endBeforeStart": "endBeforeStart",
  "sections:validation.tooShort": "tooShort",
  "validation.required": "emptyLine",
  "sections:validation.lyricsTooLong": "textTooLong",
  "sections:validation.pronunciationTooLong": "romanizationTooLong",
  "common:validation.invalidCharacters": "invalidCharacters",
  "sections:validation.spansTimes": "spanTimes",
  "sections:validation.spansText": "invalidLine",
  "sections:validation.spans": "tooManySpans",
};

const ISSUE_PARAMS: Record<string, Record<string, string | number>> = {
  textTooLong: { max: SECTION_LYRICS_MAX_LENGTH },
  romanizationTooLong: { max: SECTION_PRONUNCIATION_MAX_LENGTH },
  tooManySpans: { max: SHEET_MAX_SPANS_PER_LINE },
};

/**
 * The end of the reading: implied ends filled in, drafts recognised, every line through
 * SheetLineSchema (its issues named by file line), nothing returned if anything is wrong.
 */
export function finishImport(read: ReadLine[], errors: ImportErrors, options: FormatOptions, lastFileLine: number): ImportResult {
  if (read.length === 0 && errors.count === 0) errors.add(Math.max(1, lastFileLine), "noLines");
  if (read.length > SHEET_MAX_LINES) {
    errors.add(read[SHEET_MAX_LINES]!.fileLine, "tooManyLines", { max: SHEET_MAX_LINES });
    return { ok: false, errors: errors.list() };
  }
  const order = read.map((line, index) => ({ line, index }));
  order.sort((a, b) => a.line.start - b.line.start || a.index - b.index);
  const lines: SheetLineInput[] = [];
  order.forEach(({ line }, index) => {
    const next = order.slice(index + 1).find((other) => other.line.start > line.start)?.line;
    // An end the file does not give: the next line's start, but never under the 1 s a line lasts.
    const end =
      line.end ??
      roundSeconds(next ? Math.max(next.start, line.start + MIN_RANGE_GAP_S) : line.start + SHEET_LAST_LINE_S);
    const romanization = draftOrCorrection(line.romanization, line.text, options);
    const candidate = { start: line.start, end, text: line.text, part: line.part, romanization, spans: line.spans };
    const parsed = SheetLineSchema.safeParse(candidate);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const key = ISSUE_KEYS[issue.message] ?? "invalidLine";
        if (seen.has(key)) continue;
        seen.add(key);
        errors.add(line.fileLine, key, ISSUE_PARAMS[key] ?? {});
      }
      return;
    }
    lines.push(candidate);
  });
  if (errors.count > 0) return { ok: false, errors: errors.list() };
  return { ok: true, lines };
}

/** A romanisation read from a file: the draft (or none) is null; anything else is a hand correction. */
export function draftOrCorrection(romanization: string | null, text: string, options: FormatOptions): string | null {
  const written = romanization?.trim() ?? "";
  if (written === "") return null;
  if (written === options.romanize(text).trim()) return null;
  return written;
}

/** What a file writes as a line's romanisation: the correction, else the draft. */
export function writtenRomanization(line: ExportLine, options: FormatOptions): string {
  return line.romanization ?? options.romanize(line.text);
}

/** The lines in time order, as every writer writes them. */
export function inTimeOrder(lines: readonly ExportLine[]): ExportLine[] {
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.start - b.line.start || a.index - b.index)
    .map(({ line }) => line);
}

export { CHANT_PART_DEFAULT };
