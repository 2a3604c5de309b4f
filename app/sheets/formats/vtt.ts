// WebVTT (decision 132; docs/sheet-formats.md): one cue per line, the part as a voice span
// (`<v Fans>`), each span of a line as a class span with its times inside (`<c.fans><00:00:01.500>…</c>`),
// and the romanisation as the cue's second line, `<c.roman>…</c>`.
import type { SectionSpan } from "~/schemas/section";
import { type ChantPart, CHANT_PART_DEFAULT } from "~/shared/constants";
import {
  type ExportSheet,
  type FormatOptions,
  type ImportResult,
  type ReadLine,
  type SpanToken,
  finishImport,
  finishSpans,
  formatMillis,
  fractionSeconds,
  ImportErrors,
  inTimeOrder,
  KNOWN_NAMES,
  lineUnits,
  PART_NAMES,
  partFromName,
  ROMANIZATION_SCHEME,
  roundSeconds,
  spansFromTokens,
  toMillis,
  writtenRomanization,
} from "./common";

const TIME_EXAMPLE = "00:01:02.500";
const ROMAN_CLASS = "roman";

// ---- Writing ----

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r/g, "&#13;");
}

function stamp(seconds: number): string {
  return formatMillis(toMillis(seconds));
}

function spansText(spans: SectionSpan[]): string {
  return spans
    .map((span) => {
      const open = span.part === null ? "<c>" : `<c.${span.part}>`;
      const start = span.start === null ? "" : `<${stamp(span.start)}>`;
      const end = span.end === null ? "" : `<${stamp(span.end)}>`;
      return `${open}${start}${escapeText(span.text)}${end}</c>`;
    })
    .join("");
}

/** A cue may not hold a blank line: a line break before a blank text line is written as `&#10;`. */
function withoutBlankLines(payload: string): string {
  const out: string[] = [];
  for (const line of payload.split("\n")) {
    if (out.length > 0 && line.trim() === "") out[out.length - 1] += `&#10;${line}`;
    else out.push(line);
  }
  return out.join("\n");
}

function noteText(value: string): string {
  return value.replace(/[\r\n]+/g, " ").replace(/-->/g, "->").trim();
}

export function exportVtt(sheet: ExportSheet, options: FormatOptions): string {
  const blocks: string[] = [
    "WEBVTT",
    [
      "NOTE",
      `title: ${noteText(sheet.title)}`,
      `artist: ${noteText(sheet.artist)}`,
      `romanization: ${ROMANIZATION_SCHEME} (each cue's <c.roman> line)`,
    ].join("\n"),
  ];
  inTimeOrder(sheet.lines).forEach((line, index) => {
    const [start, end] = lineUnits(line, 1000);
    const body = line.spans ? spansText(line.spans) : escapeText(line.text);
    const payload = `<v ${PART_NAMES[line.part]}>${body}</v>\n<c.${ROMAN_CLASS}>${escapeText(writtenRomanization(line, options))}</c>`;
    blocks.push(`${index + 1}\n${formatMillis(start)} --> ${formatMillis(end)}\n${withoutBlankLines(payload)}`);
  });
  return `${blocks.join("\n\n")}\n`;
}

// ---- Reading ----

const CUE_TIME = /^(?:(\d+):)?(\d{1,2}):(\d{2})(?:\.(\d{1,3}))?$/;

function parseTime(value: string): number | null {
  const match = CUE_TIME.exec(value);
  if (!match) return null;
  const minutes = Number(match[2]);
  const seconds = Number(match[3]);
  if (minutes >= 60 || seconds >= 60) return null;
  return roundSeconds(Number(match[1] ?? 0) * 3600 + minutes * 60 + seconds + fractionSeconds(match[4]));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", lrm: "\u200e", rlm: "\u200f" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

type Cue = { voice: string | null; tokens: SpanToken[]; roman: string | null };

/** Cue text as tokens: voice, class spans (the roman one set apart), timestamps, text. Null after an error. */
function readCueText(payload: string, fileLine: number, errors: ImportErrors): Cue | null {
  const cue: Cue = { voice: null, tokens: [], roman: null };
  /** Open class spans: true for the roman one; and how many of them are roman. */
  const classes: boolean[] = [];
  let romanDepth = 0;
  const inRoman = () => romanDepth > 0;
  const addText = (raw: string) => {
    const text = decodeEntities(raw);
    if (text === "") return;
    if (inRoman()) cue.roman = (cue.roman ?? "") + text;
    else cue.tokens.push({ kind: "text", text });
  };
  let index = 0;
  while (index < payload.length) {
    const open = payload.indexOf("<", index);
    if (open < 0) {
      addText(payload.slice(index));
      break;
    }
    addText(payload.slice(index, open));
    const close = payload.indexOf(">", open);
    if (close < 0) {
      addText(payload.slice(open));
      break;
    }
    const tag = payload.slice(open + 1, close);
    index = close + 1;
    if (/^\d/.test(tag)) {
      const seconds = parseTime(tag);
      if (seconds === null) {
        errors.add(fileLine, "badTime", { example: `<${TIME_EXAMPLE}>` });
        return null;
      }
      if (!inRoman()) cue.tokens.push({ kind: "time", seconds });
      continue;
    }
    const voice = /^v(?:\.[^\s>]*)?[ \t]+(.+)$/.exec(tag);
    if (voice) {
      cue.voice ??= voice[1]!.trim();
      continue;
    }
    const classSpan = /^c((?:\.[^\s.>]+)*)$/.exec(tag);
    if (classSpan) {
      const names = classSpan[1]!.split(".").filter(Boolean);
      const roman = names.includes(ROMAN_CLASS);
      classes.push(roman);
      if (roman) {
        romanDepth += 1;
        cue.roman ??= "";
        // The line break before the romanisation line is the cue's, not the text's.
        const last = cue.tokens[cue.tokens.length - 1];
        if (last?.kind === "text") last.text = last.text.replace(/\n$/, "");
      } else if (!inRoman()) {
        const part = names.map(partFromName).find((found): found is ChantPart => found !== null) ?? null;
        cue.tokens.push({ kind: "mark", part });
      }
      continue;
    }
    if (tag === "/c") {
      const roman = classes.pop();
      if (roman) romanDepth -= 1;
      if (roman === false && !inRoman()) cue.tokens.push({ kind: "close" });
      continue;
    }
    // Italic, bold, underline, ruby, language and voice ends: their text stays, the tags go.
  }
  return cue;
}

export function importVtt(text: string, options: FormatOptions): ImportResult {
  const errors = new ImportErrors();
  const physical = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(physical[0] ?? "")) {
    errors.add(1, "notFormat", { format: "WebVTT" });
    return { ok: false, errors: errors.list() };
  }
  const read: ReadLine[] = [];
  let previousStart: number | null = null;
  let index = 1;
  // The header's own lines run to the first blank line.
  while (index < physical.length && physical[index]!.trim() !== "") index += 1;
  while (index < physical.length) {
    if (physical[index]!.trim() === "") {
      index += 1;
      continue;
    }
    const blockStart = index;
    const block: string[] = [];
    while (index < physical.length && physical[index]!.trim() !== "") block.push(physical[index++]!);
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0]!)) continue;
    const timingAt = block[0]!.includes("-->") ? 0 : block[1]?.includes("-->") ? 1 : -1;
    if (timingAt < 0) {
      errors.add(blockStart + 1, "missingTime", { example: `${TIME_EXAMPLE} --> 00:01:04.000` });
      continue;
    }
    const fileLine = blockStart + timingAt + 1;
    const timing = /^(\S+)[ \t]+-->[ \t]+(\S+)/.exec(block[timingAt]!.trim());
    const start = timing ? parseTime(timing[1]!) : null;
    const end = timing ? parseTime(timing[2]!) : null;
    if (start === null || end === null) {
      errors.add(fileLine, "badTime", { example: `${TIME_EXAMPLE} --> 00:01:04.000` });
      continue;
    }
    if (previousStart !== null && start < previousStart) {
      errors.add(fileLine, "timeBackwards", { time: formatMillis(toMillis(start)) });
    }
    previousStart = start;
    const payload = block.slice(timingAt + 1).join("\n");
    const cue = readCueText(payload, fileLine, errors);
    if (!cue) continue;
    let part: ChantPart = CHANT_PART_DEFAULT;
    if (cue.voice !== null) {
      const known = partFromName(cue.voice);
      if (!known) {
        errors.add(fileLine, "unknownPart", { name: cue.voice, known: KNOWN_NAMES });
        continue;
      }
      part = known;
    }
    const finished = finishSpans(spansFromTokens(cue.tokens, false));
    if (finished.text === "") {
      errors.add(fileLine, "emptyLine");
      continue;
    }
    read.push({ fileLine, start, end, text: finished.text, part, romanization: cue.roman, spans: finished.spans });
  }
  return finishImport(read, errors, options, physical.length);
}
