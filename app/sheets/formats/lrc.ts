// LRC and enhanced LRC (decision 132; docs/sheet-formats.md): line times `[mm:ss.xx]`, the end of
// a line as an empty timed line, the romanisation as a second line with the same time (announced
// by `[x-roman:…]`), and in enhanced LRC the part as a `v1:`-style prefix and word times `<mm:ss.xx>`.
import type { SectionSpan } from "~/schemas/section";
import { type ChantPart, CHANT_PART_DEFAULT } from "~/shared/constants";
import {
  type ExportSheet,
  type FormatOptions,
  type ImportResult,
  type ReadLine,
  finishImport,
  finishSpans,
  formatCentis,
  fractionSeconds,
  ImportErrors,
  inTimeOrder,
  KNOWN_CODES,
  KNOWN_NAMES,
  lineUnits,
  PART_CODES,
  partFromCode,
  partFromName,
  ROMANIZATION_SCHEME,
  roundSeconds,
  spansFromTokens,
  type SpanToken,
  toMillis,
  writtenRomanization,
} from "./common";

const LINE_TIME_EXAMPLE = "[01:02.50]";
const WORD_TIME_EXAMPLE = "<01:02.50>";
const ROMAN_TAG = "x-roman";
const PART_TAG = "x-part";
const SPANS_TAG = "x-spans";

// ---- Writing ----

/** Text as LRC carries it: a backslash escapes what a reader would otherwise take for a tag. */
function escapeText(text: string, enhanced: boolean, atLineStart: boolean): string {
  let out = text
    .replace(/\\/g, "\\\\")
    .replace(/\r/g, "\\r")
    .replace(/\n/g, "\\n")
    .replace(/<(?=\d)/g, "\\<");
  if (enhanced) out = out.replace(/\{(?=(?:v\d+|bg)?\})/gi, "\\{");
  if (atLineStart) out = out.replace(/^\[(?=\d)/, "\\[");
  return out;
}

function centis(seconds: number): string {
  return formatCentis(Math.round(toMillis(seconds) / 10));
}

/** One line's body in enhanced LRC: each span as [<start>] [{part} | {} for an untimed boundary] text [<end>]. */
function enhancedBody(text: string, spans: SectionSpan[] | null): string {
  if (!spans) return escapeText(text, true, true);
  return spans
    .map((span, index) => {
      let out = "";
      if (span.start !== null) out += `<${centis(span.start)}>`;
      else if (index > 0) out += "{}";
      if (span.part !== null) out += `{${PART_CODES[span.part]}}`;
      out += escapeText(span.text, true, index === 0 && out === "");
      if (span.end !== null) out += `<${centis(span.end)}>`;
      return out;
    })
    .join("");
}

function metadataValue(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

export function exportLrc(sheet: ExportSheet, options: FormatOptions, enhanced: boolean): string {
  const out: string[] = [
    `[ti:${metadataValue(sheet.title)}]`,
    `[ar:${metadataValue(sheet.artist)}]`,
    `[${ROMAN_TAG}:${ROMANIZATION_SCHEME}]`,
  ];
  const lines = inTimeOrder(sheet.lines);
  lines.forEach((line, index) => {
    const [start, end] = lineUnits(line, 100);
    const prefix = enhanced ? `${PART_CODES[line.part]}: ` : "";
    const body = enhanced ? enhancedBody(line.text, line.spans) : escapeText(line.text, false, true);
    out.push(`[${formatCentis(start)}]${prefix}${body}`);
    out.push(`[${formatCentis(start)}]${prefix}${escapeText(writtenRomanization(line, options), enhanced, true)}`);
    if (!enhanced) {
      // Plain LRC has no parts or word times: extension tags carry them, and players skip such tags.
      out.push(`[${PART_TAG}:${line.part}]`);
      if (line.spans) out.push(`[${SPANS_TAG}:${enhancedBody(line.text, line.spans)}]`);
    }
    const next = lines[index + 1];
    if (!next || lineUnits(next, 100)[0] !== end) out.push(`[${formatCentis(end)}]`);
  });
  return `${out.join("\n")}\n`;
}

// ---- Reading ----

/** Sticky: read at a position of the line, as many tags as it has. */
const TIME_TAG = /\[(\d+):(\d{1,2})(?:[.:](\d{1,3}))?\]/y;
const WORD_TAG = /^<(\d+):(\d{1,2})(?:[.:](\d{1,3}))?>/;
const METADATA_TAG = /^\[([A-Za-z#][\w-]*):(.*)\]$/;
const PREFIX = /^(v\d+|bg)\s*:[ \t]?/i;
const MARK = /^\{((?:v\d+|bg)?)\}/i;

function tagSeconds(match: RegExpExecArray): number | null {
  const seconds = Number(match[2]);
  if (seconds >= 60) return null;
  return roundSeconds(Number(match[1]) * 60 + seconds + fractionSeconds(match[3]));
}

function unescapeText(text: string): string {
  return text.replace(/\\([\\nr<{[])/g, (_, char: string) => (char === "n" ? "\n" : char === "r" ? "\r" : char));
}

/** Cuts an enhanced line's body into text, word times and span marks; null after an error. */
function tokenize(body: string, fileLine: number, errors: ImportErrors): SpanToken[] | null {
  const tokens: SpanToken[] = [];
  let text = "";
  const flush = () => {
    if (text !== "") tokens.push({ kind: "text", text });
    text = "";
  };
  let failed = false;
  for (let index = 0; index < body.length; ) {
    // Tags are short: a window, not the rest of a long line, keeps the reading linear.
    const rest = body.slice(index, index + 24);
    const char = body[index]!;
    if (char === "\\" && /^\\[\\nr<{[]/.test(rest)) {
      text += unescapeText(rest.slice(0, 2));
      index += 2;
      continue;
    }
    if (char === "<" && /^<\d/.test(rest)) {
      const match = WORD_TAG.exec(rest);
      const seconds = match ? tagSeconds(match) : null;
      if (!match || seconds === null) {
        errors.add(fileLine, "badTime", { example: WORD_TIME_EXAMPLE });
        failed = true;
        const close = body.indexOf(">", index);
        index = close < 0 ? body.length : close + 1;
        continue;
      }
      flush();
      tokens.push({ kind: "time", seconds });
      index += match[0].length;
      continue;
    }
    if (char === "{") {
      const match = MARK.exec(rest);
      if (match) {
        const code = match[1]!;
        const part = code === "" ? null : partFromCode(code);
        if (code !== "" && part === null) {
          errors.add(fileLine, "unknownPart", { name: code, known: KNOWN_CODES });
          failed = true;
        }
        flush();
        tokens.push({ kind: "mark", part });
        index += match[0].length;
        continue;
      }
    }
    text += char;
    index += 1;
  }
  flush();
  return failed ? null : tokens;
}

export function importLrc(text: string, options: FormatOptions, enhanced: boolean): ImportResult {
  const errors = new ImportErrors();
  const physical = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const read: ReadLine[] = [];
  let offsetMs = 0;
  let romanHeader = false;
  let sawTime = false;
  let previousStart: number | null = null;
  /** The last text line and whether its romanisation may still follow (same time, next line). */
  let last: { line: ReadLine; copies: ReadLine[]; tag: number; single: boolean; romanOpen: boolean } | null = null;
  const example = enhanced ? `${LINE_TIME_EXAMPLE}v2: …` : LINE_TIME_EXAMPLE;

  physical.forEach((raw, index) => {
    const fileLine = index + 1;
    const line = raw.trim();
    if (line === "") return;
    const metadata = /^\[\d/.test(line) ? null : METADATA_TAG.exec(line);
    if (metadata) {
      const name = metadata[1]!.toLowerCase();
      if (name === "offset") {
        const value = metadata[2]!.trim();
        if (!/^[+-]?\d+$/.test(value)) errors.add(fileLine, "badOffset");
        else offsetMs = Number(value);
      } else if (name === ROMAN_TAG) romanHeader = true;
      else if (!enhanced && name === PART_TAG && last) {
        const value = metadata[2]!.trim();
        const part = partFromName(value) ?? partFromCode(value);
        if (part) for (const copy of last.copies) copy.part = part;
        else errors.add(fileLine, "unknownPart", { name: value, known: KNOWN_NAMES });
      } else if (!enhanced && name === SPANS_TAG && last?.single) {
        const tokens = tokenize(metadata[2]!, fileLine, errors);
        if (tokens) last.line.spans = finishSpans(spansFromTokens(tokens, true)).spans;
      }
      if (last) last.romanOpen = false;
      return;
    }
    const tags: number[] = [];
    let at = 0;
    let bad = false;
    while (line.startsWith("[", at) && /\d/.test(line[at + 1] ?? "")) {
      TIME_TAG.lastIndex = at;
      const match = TIME_TAG.exec(line);
      const seconds = match ? tagSeconds(match) : null;
      if (!match || seconds === null) {
        bad = true;
        break;
      }
      tags.push(seconds);
      at = TIME_TAG.lastIndex;
    }
    const rest = line.slice(at);
    if (bad) {
      errors.add(fileLine, "badTime", { example: LINE_TIME_EXAMPLE });
      last = null;
      return;
    }
    if (tags.length === 0) {
      errors.add(fileLine, "missingTime", { example });
      last = null;
      return;
    }
    sawTime = true;
    const first = tags[0]!;
    let body = rest.trim();
    let part: ChantPart = CHANT_PART_DEFAULT;
    let prefixed = false;
    if (enhanced) {
      const prefix = PREFIX.exec(body);
      if (prefix) {
        const known = partFromCode(prefix[1]!);
        if (!known) {
          errors.add(fileLine, "unknownPart", { name: `${prefix[1]}:`, known: KNOWN_CODES });
          last = null;
          return;
        }
        part = known;
        prefixed = true;
        body = body.slice(prefix[0].length);
      }
    }
    // The romanisation of the line above: same single time, right after it, in a file that announces it.
    if (romanHeader && last?.romanOpen && last.single && tags.length === 1 && first === last.tag) {
      last.line.romanization = unescapeText(body).trim();
      last.romanOpen = false;
      return;
    }
    if (body === "" && !prefixed) {
      // An empty timed line: the end of the line above when it has none yet.
      if (last && last.single && last.line.end === null) last.line.end = first;
      if (last) last.romanOpen = false;
      last = last && last.line.end === null ? last : null;
      return;
    }
    if (previousStart !== null && first < previousStart) {
      errors.add(fileLine, "timeBackwards", { time: formatCentis(Math.round(toMillis(first) / 10)) });
    }
    previousStart = first;
    let lineText: string;
    let spans: SectionSpan[] | null = null;
    if (enhanced) {
      const tokens = tokenize(body, fileLine, errors);
      if (!tokens) {
        last = null;
        return;
      }
      const finished = finishSpans(spansFromTokens(tokens, true));
      lineText = finished.text;
      spans = finished.spans;
    } else {
      // Word times of an enhanced file read as plain LRC: dropped, the words kept.
      lineText = unescapeText(body.replace(/(\\.)|<\d+:\d{1,2}(?:[.:]\d{1,3})?>/g, (_, escaped?: string) => escaped ?? "")).trim();
    }
    if (lineText === "") {
      errors.add(fileLine, "emptyLine");
      last = null;
      return;
    }
    const copies: ReadLine[] = tags.map((tag) => ({
      fileLine,
      start: tag,
      end: null,
      text: lineText,
      part,
      romanization: null,
      spans: tags.length === 1 ? spans : null,
    }));
    read.push(...copies);
    last = { line: copies[0]!, copies, tag: first, single: tags.length === 1, romanOpen: true };
  });

  if (!sawTime) {
    // Not one timed line: some other file, not a broken LRC.
    const notLrc = new ImportErrors();
    notLrc.add(1, "notFormat", { format: enhanced ? "Enhanced LRC" : "LRC" });
    return { ok: false, errors: notLrc.list() };
  }
  if (offsetMs !== 0) {
    const shift = (seconds: number) => roundSeconds(seconds - offsetMs / 1000);
    for (const line of read) {
      line.start = shift(line.start);
      if (line.end !== null) line.end = shift(line.end);
      line.spans = line.spans?.map((span) => ({
        ...span,
        start: span.start === null ? null : shift(span.start),
        end: span.end === null ? null : shift(span.end),
      })) ?? null;
    }
  }
  return finishImport(read, errors, options, physical.length);
}
