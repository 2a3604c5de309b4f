// Chant sheets as files (issue 27, decision 132): LRC, enhanced LRC, Apple-style TTML and WebVTT,
// written and read the same on the server and in the browser. What each file holds:
// docs/sheet-formats.md.
import { SHEET_IMPORT_MAX_BYTES, type SheetFormat } from "~/sheets/constants";
import { type ExportSheet, type FormatOptions, ImportErrors, type ImportResult } from "./common";
import { exportLrc, importLrc } from "./lrc";
import { exportTtml, importTtml } from "./ttml";
import { exportVtt, importVtt } from "./vtt";

export type { ExportLine, ExportSheet, FormatOptions, ImportError, ImportResult } from "./common";
export { IMPORT_MAX_ERRORS, PART_CODES, PART_NAMES, ROMANIZATION_SCHEME } from "./common";

/** The Content-Type each format is served with. */
export const SHEET_FORMAT_MIME_TYPES: Record<SheetFormat, string> = {
  lrc: "text/plain; charset=utf-8",
  elrc: "text/plain; charset=utf-8",
  ttml: "application/ttml+xml; charset=utf-8",
  vtt: "text/vtt; charset=utf-8",
};

/** File name extensions: enhanced LRC keeps `.lrc`, as the players that read it expect. */
export const SHEET_FORMAT_EXTENSIONS: Record<SheetFormat, string> = { lrc: "lrc", elrc: "lrc", ttml: "ttml", vtt: "vtt" };

export function sheetMimeType(format: SheetFormat): string {
  return SHEET_FORMAT_MIME_TYPES[format];
}

export function exportSheet(format: SheetFormat, sheet: ExportSheet, options: FormatOptions): string {
  switch (format) {
    case "lrc":
      return exportLrc(sheet, options, false);
    case "elrc":
      return exportLrc(sheet, options, true);
    case "ttml":
      return exportTtml(sheet, options);
    case "vtt":
      return exportVtt(sheet, options);
  }
}

/** Reads a file as a whole sheet, or every problem with its line: nothing partial. */
export function importSheet(format: SheetFormat, text: string, options: FormatOptions): ImportResult {
  // The route refuses a bigger upload before reading it; a caller that did not is refused here.
  if (text.length > SHEET_IMPORT_MAX_BYTES / 3 && new TextEncoder().encode(text).length > SHEET_IMPORT_MAX_BYTES) {
    const errors = new ImportErrors();
    errors.add(1, "fileTooLarge", { maxMb: SHEET_IMPORT_MAX_BYTES / 1_000_000 });
    return { ok: false, errors: errors.list() };
  }
  switch (format) {
    case "lrc":
      return importLrc(text, options, false);
    case "elrc":
      return importLrc(text, options, true);
    case "ttml":
      return importTtml(text, options);
    case "vtt":
      return importVtt(text, options);
  }
}

// Word times on a timed line (not in our plain LRC's [x-spans:] tags), or a part prefix.
const ENHANCED =
  /^\s*\[\d+:\d{1,2}(?:[.:]\d{1,3})?\](?:[^\n]*[^\\\n])?<\d+:\d{1,2}(?:[.:]\d{1,3})?>|^\s*(?:\[\d+:\d{1,2}(?:[.:]\d{1,3})?\])+\s*(?:v\d+|bg)\s*:/im;

function lrcKind(text: string): SheetFormat {
  // Our plain LRC names each line's part in [x-part:] tags, whatever its words look like.
  if (/^\[x-part:/m.test(text)) return "lrc";
  return ENHANCED.test(text) ? "elrc" : "lrc";
}

/** The format of a file: by its name's extension, then by what it holds; null when it is none of ours. */
export function detectSheetFormat(fileName: string, text: string): SheetFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension === "lrc" || extension === "elrc") return lrcKind(text);
  if (extension === "ttml" || extension === "dfxp") return "ttml";
  if (extension === "vtt" || extension === "webvtt") return "vtt";
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (/^WEBVTT(?:[ \t\r\n]|$)/.test(start)) return "vtt";
  if (/<tt[\s>:]/.test(start.slice(0, 4000)) || (extension === "xml" && /<tt\b/.test(start))) return "ttml";
  if (/^\s*\[\d+:\d{1,2}(?:[.:]\d{1,3})?\]/m.test(start)) return lrcKind(start);
  return null;
}

/** A download's name: the title without characters file systems refuse, and the format's extension. */
export function sheetFileName(format: SheetFormat, title: string): string {
  const cleaned = title
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+|\.+$/g, "");
  // Whole characters (an emoji is two UTF-16 units), at most 80 of them.
  const base = Array.from(cleaned).slice(0, 80).join("").trim();
  const suffix = format === "elrc" ? ".enhanced" : "";
  return `${base || "sheet"}${suffix}.${SHEET_FORMAT_EXTENSIONS[format]}`;
}
