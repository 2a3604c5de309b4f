// TTML in the style of Apple Music's time-synced lyrics (decision 132; docs/sheet-formats.md):
// one `<p>` per line with `ttm:agent` naming its part, `<span>` per span with its times (and its own
// agent when its part differs), the romanisation as a `ttm:role="x-roman"` span naming its scheme.
import type { SectionSpan } from "~/schemas/section";
import { type ChantPart, CHANT_PART_DEFAULT, CHANT_PARTS } from "~/shared/constants";
import {
  type ExportLine,
  type ExportSheet,
  type FormatOptions,
  type ImportResult,
  type ReadLine,
  finishImport,
  finishSpans,
  formatMillis,
  fractionSeconds,
  ImportErrors,
  inTimeOrder,
  KNOWN_CODES,
  lineUnits,
  PART_CODES,
  PART_NAMES,
  partFromCode,
  partFromName,
  ROMANIZATION_SCHEME,
  roundSeconds,
  toMillis,
  writtenRomanization,
} from "./common";
import { attribute, childElements, readXml, XML_NAMESPACE, type XmlElement } from "./xml";

export const TTML_NAMESPACE = "http://www.w3.org/ns/ttml";
export const TTM_NAMESPACE = "http://www.w3.org/ns/ttml#metadata";
const TIME_EXAMPLE = "00:01:02.500";
const ROMAN_ROLE = "x-roman";
const ROMAN_LANGUAGE = "ko-Latn";

// ---- Writing ----

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r/g, "&#13;");
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, "&quot;").replace(/\t/g, "&#9;").replace(/\n/g, "&#10;");
}

/** Text in a `<p>`: a line break is `<br/>`. */
function inline(text: string): string {
  return text.split("\n").map(escapeText).join("<br/>");
}

function time(seconds: number): string {
  return formatMillis(toMillis(seconds));
}

/** Whether XML's default whitespace handling would change the text (runs, tabs, spaces at a break). */
function needsPreserve(...texts: string[]): boolean {
  return texts.some((text) => /[\t\r]| {2}|[ \t]\n|\n[ \t]/.test(text));
}

function spanElement(span: SectionSpan): string {
  const attributes = [
    span.start === null ? "" : ` begin="${time(span.start)}"`,
    span.end === null ? "" : ` end="${time(span.end)}"`,
    span.part === null ? "" : ` ttm:agent="${PART_CODES[span.part]}"`,
  ].join("");
  // A trailing space stays outside the span, as Apple's files keep the spaces between words.
  const trailing = /[ \t]+$/.exec(span.text)?.[0] ?? "";
  const inside = span.text.slice(0, span.text.length - trailing.length);
  if (inside === "") return `<span${attributes}>${inline(span.text)}</span>`;
  return `<span${attributes}>${inline(inside)}</span>${inline(trailing)}`;
}

function paragraph(line: ExportLine, options: FormatOptions): string {
  const [start, end] = lineUnits(line, 1000);
  const roman = writtenRomanization(line, options);
  const preserve = needsPreserve(line.text, roman, ...(line.spans ?? []).map((span) => span.text)) ? ' xml:space="preserve"' : "";
  const body = line.spans ? line.spans.map(spanElement).join("") : inline(line.text);
  const romanSpan = `<span ttm:role="${ROMAN_ROLE}" xml:lang="${ROMAN_LANGUAGE}" xml:scheme="${escapeAttribute(ROMANIZATION_SCHEME)}">${inline(roman)}</span>`;
  return `<p begin="${formatMillis(start)}" end="${formatMillis(end)}" ttm:agent="${PART_CODES[line.part]}"${preserve}>${body}${romanSpan}</p>`;
}

export function exportTtml(sheet: ExportSheet, options: FormatOptions): string {
  const lines = inTimeOrder(sheet.lines);
  const used = new Set<ChantPart>();
  for (const line of lines) {
    used.add(line.part);
    for (const span of line.spans ?? []) if (span.part) used.add(span.part);
  }
  const agents = CHANT_PARTS.filter((part) => used.has(part)).map((part) => {
    const name = part === "artist" && sheet.artist.trim() !== "" ? sheet.artist.trim() : PART_NAMES[part];
    return `      <ttm:agent type="group" xml:id="${PART_CODES[part]}"><ttm:name type="full">${escapeText(name)}</ttm:name></ttm:agent>`;
  });
  const last = lines.reduce((max, line) => Math.max(max, lineUnits(line, 1000)[1]), 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<tt xmlns="${TTML_NAMESPACE}" xmlns:ttm="${TTM_NAMESPACE}" xml:lang="ko">`,
    "  <head>",
    "    <metadata>",
    `      <ttm:title>${escapeText(sheet.title)}</ttm:title>`,
    `      <ttm:desc>${escapeText(sheet.artist)}</ttm:desc>`,
    ...agents,
    "    </metadata>",
    "  </head>",
    `  <body dur="${formatMillis(last)}">`,
    "    <div>",
    ...lines.map((line) => `      ${paragraph(line, options)}`),
    "    </div>",
    "  </body>",
    "</tt>",
    "",
  ].join("\n");
}

// ---- Reading ----

/** TTML times: hh:mm:ss.fff, mm:ss.fff (Apple's), or an offset such as 12.5s, 12.5 (seconds), 1500ms. */
export function parseTtmlTime(value: string): number | null {
  const trimmed = value.trim();
  let match = /^(\d+):(\d{2}):(\d{2})(?:\.(\d+))?$/.exec(trimmed);
  if (match) {
    if (Number(match[2]) >= 60 || Number(match[3]) >= 60) return null;
    return roundSeconds(Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) + fractionSeconds(match[4]));
  }
  match = /^(\d+):(\d{2})(?:\.(\d+))?$/.exec(trimmed);
  if (match) {
    if (Number(match[2]) >= 60) return null;
    return roundSeconds(Number(match[1]) * 60 + Number(match[2]) + fractionSeconds(match[3]));
  }
  match = /^(\d+(?:\.\d+)?)(h|m|s|ms)?$/.exec(trimmed);
  if (match) {
    const amount = Number(match[1]);
    const unit = match[2] ?? "s";
    const seconds = unit === "h" ? amount * 3600 : unit === "m" ? amount * 60 : unit === "ms" ? amount / 1000 : amount;
    return roundSeconds(seconds);
  }
  return null;
}

type Piece = { text: string; br: boolean; span: number | null };

function isTtml(element: XmlElement, local: string): boolean {
  return element.namespace === TTML_NAMESPACE && element.local === local;
}

function textOf(element: XmlElement): string {
  return element.children.map((child) => (child.kind === "text" ? child.text : isTtml(child, "br") ? "\n" : textOf(child))).join("");
}

/** XML's default whitespace handling as TTML applies it: runs become one space, none at a line's edges. */
function collapse(pieces: Piece[]): void {
  let lastChar = "";
  for (const piece of pieces) {
    if (piece.br) {
      lastChar = "";
      continue;
    }
    piece.text = piece.text.replace(/[ \t\r\n]+/g, " ");
    if (lastChar === "" || lastChar === " ") piece.text = piece.text.replace(/^ /, "");
    if (piece.text !== "") lastChar = piece.text[piece.text.length - 1]!;
  }
  // No space before a line break or the end.
  for (let index = pieces.length - 1, atEdge = true; index >= 0; index -= 1) {
    const piece = pieces[index]!;
    if (piece.br) {
      atEdge = true;
      continue;
    }
    if (!atEdge) continue;
    piece.text = piece.text.replace(/ $/, "");
    if (piece.text !== "") atEdge = false;
  }
}

/** A romanisation span's text: line breaks from `<br/>`, whitespace as the span's xml:space says. */
function romanText(element: XmlElement, preserve: boolean): string {
  const pieces: Piece[] = [];
  const walk = (node: XmlElement, keep: boolean) => {
    for (const child of node.children) {
      if (child.kind === "text") pieces.push({ text: keep ? child.text : child.text.replace(/[ \t\r\n]+/g, " "), br: false, span: null });
      else if (isTtml(child, "br")) pieces.push({ text: "\n", br: true, span: null });
      else walk(child, preserves(child, keep));
    }
  };
  walk(element, preserve);
  if (!preserve) collapse(pieces);
  return pieces.map((piece) => piece.text).join("");
}

function preserves(element: XmlElement, inherited: boolean): boolean {
  const space = attribute(element, XML_NAMESPACE, "space");
  return space === null ? inherited : space === "preserve";
}

export function importTtml(text: string, options: FormatOptions): ImportResult {
  const errors = new ImportErrors();
  if (!/<(?:[\w.-]+:)?tt[\s>/]/.test(text)) {
    // No tt element anywhere: some other file, not a broken TTML.
    errors.add(1, "notFormat", { format: "TTML" });
    return { ok: false, errors: errors.list() };
  }
  const document = readXml(text);
  if (!document.ok) {
    errors.add(document.error.line, document.error.key, document.error.params ?? {});
    return { ok: false, errors: errors.list() };
  }
  const root = document.root;
  if (!isTtml(root, "tt")) {
    errors.add(root.line, "notFormat", { format: "TTML" });
    return { ok: false, errors: errors.list() };
  }
  const rootPreserve = preserves(root, false);

  // Agents by id, and Apple's transliterations (romanisations kept in the head, by line key).
  const agentNames = new Map<string, string>();
  const transliterations = new Map<string, string>();
  const visitHead = (element: XmlElement) => {
    if (element.namespace === TTM_NAMESPACE && element.local === "agent") {
      const id = attribute(element, XML_NAMESPACE, "id");
      const name = childElements(element).find((child) => child.namespace === TTM_NAMESPACE && child.local === "name");
      if (id) agentNames.set(id, name ? textOf(name).trim() : "");
    }
    if (element.local === "transliteration") {
      for (const entry of childElements(element)) {
        const key = attribute(entry, null, "for");
        if (entry.local === "text" && key) transliterations.set(key, textOf(entry).replace(/\s+/g, " ").trim());
      }
    }
    childElements(element).forEach(visitHead);
  };
  const head = childElements(root).find((child) => isTtml(child, "head"));
  if (head) visitHead(head);
  const body = childElements(root).find((child) => isTtml(child, "body"));

  const partOf = (agent: string, line: number): ChantPart | null | "unknown" => {
    const ids = agent.trim().split(/\s+/).filter(Boolean);
    if (ids.length === 0) return null;
    const id = ids[0]!;
    const part = partFromCode(id) ?? partFromName(id) ?? partFromName(agentNames.get(id) ?? "");
    if (part) return part;
    errors.add(line, "unknownPart", { name: agentNames.get(id) || id, known: KNOWN_CODES });
    return "unknown";
  };

  const read: ReadLine[] = [];
  const readTime = (element: XmlElement, required: boolean): { start: number | null; end: number | null } | null => {
    const begin = attribute(element, null, "begin");
    const end = attribute(element, null, "end");
    const dur = attribute(element, null, "dur");
    if (begin === null) {
      if (required) {
        errors.add(element.line, "missingTime", { example: `begin="${TIME_EXAMPLE}"` });
        return null;
      }
      return { start: null, end: null };
    }
    const start = parseTtmlTime(begin);
    const stop = end !== null ? parseTtmlTime(end) : dur !== null ? parseTtmlTime(dur) : null;
    if (start === null || ((end !== null || dur !== null) && stop === null)) {
      errors.add(element.line, "badTime", { example: TIME_EXAMPLE });
      return null;
    }
    if (stop === null && required) {
      errors.add(element.line, "missingTime", { example: `end="${TIME_EXAMPLE}"` });
      return null;
    }
    return { start, end: stop === null ? null : end !== null ? stop : roundSeconds(start + stop) };
  };

  const readParagraph = (p: XmlElement, inheritedPreserve: boolean) => {
    const times = readTime(p, true);
    const agent = attribute(p, TTM_NAMESPACE, "agent");
    const linePart = agent === null ? CHANT_PART_DEFAULT : partOf(agent, p.line);
    if (!times || linePart === "unknown") return;
    const preserve = preserves(p, inheritedPreserve);
    const pieces: Piece[] = [];
    const spans: SectionSpan[] = [];
    let roman: string | null = null;
    let failed = false;
    const walk = (element: XmlElement, span: number | null, keep: boolean) => {
      for (const child of element.children) {
        if (child.kind === "text") {
          pieces.push({ text: child.text, br: false, span });
          continue;
        }
        if (isTtml(child, "br")) {
          pieces.push({ text: "\n", br: true, span });
          continue;
        }
        if (!isTtml(child, "span")) continue;
        const childKeep = preserves(child, keep);
        const role = attribute(child, TTM_NAMESPACE, "role");
        if (role === ROMAN_ROLE) {
          roman = romanText(child, childKeep);
          continue;
        }
        if (role === "x-translation") continue;
        const nested = childElements(child).some((inner) => isTtml(inner, "span") && attribute(inner, TTM_NAMESPACE, "role") !== ROMAN_ROLE);
        if (nested || span !== null) {
          // A wrapper (Apple's background vocals) or a span in a span: its words count, its own times do not.
          walk(child, span, childKeep);
          continue;
        }
        const spanTimes = readTime(child, false);
        const spanAgent = attribute(child, TTM_NAMESPACE, "agent");
        const spanPart = spanAgent === null ? null : partOf(spanAgent, child.line);
        if (!spanTimes || spanPart === "unknown") {
          failed = true;
          continue;
        }
        spans.push({ text: "", start: spanTimes.start, end: spanTimes.end, part: spanPart });
        walk(child, spans.length - 1, childKeep);
      }
    };
    walk(p, null, preserve);
    if (failed) return;
    if (!preserve) collapse(pieces);
    let lineText: string;
    let lineSpans: SectionSpan[] | null = null;
    if (spans.length === 0) {
      lineText = pieces.map((piece) => piece.text).join("").trim();
    } else {
      // Text between spans belongs to the span before it (Apple keeps spaces there); text before the first is its own.
      const ordered: SectionSpan[] = [];
      const placed = new Set<SectionSpan>();
      let previous: SectionSpan | null = null;
      for (const piece of pieces) {
        if (piece.span !== null) {
          const span = spans[piece.span]!;
          if (!placed.has(span)) {
            placed.add(span);
            ordered.push(span);
          }
          span.text += piece.text;
          previous = span;
        } else if (previous) {
          previous.text += piece.text;
        } else {
          previous = { text: piece.text, start: null, end: null, part: null };
          ordered.push(previous);
        }
      }
      for (const span of spans) if (!placed.has(span)) ordered.push(span);
      const finished = finishSpans(ordered);
      lineText = finished.text;
      lineSpans = finished.spans;
    }
    if (lineText === "") {
      errors.add(p.line, "emptyLine");
      return;
    }
    const key = attribute(p, "http://music.apple.com/lyric-ttml-internal", "key") ?? p.attributes.find((attr) => attr.local === "key")?.value;
    if (roman === null && key) roman = transliterations.get(key) ?? null;
    read.push({ fileLine: p.line, start: times.start!, end: times.end, text: lineText, part: linePart ?? CHANT_PART_DEFAULT, romanization: roman, spans: lineSpans });
  };

  const visitBody = (element: XmlElement, inheritedPreserve: boolean) => {
    const preserve = preserves(element, inheritedPreserve);
    for (const child of childElements(element)) {
      if (isTtml(child, "p")) readParagraph(child, preserve);
      else if (isTtml(child, "div")) visitBody(child, preserve);
    }
  };
  if (body) visitBody(body, rootPreserve);
  return finishImport(read, errors, options, body?.line ?? root.line);
}
