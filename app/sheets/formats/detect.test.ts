import { describe, expect, it } from "vitest";
import { detectSheetFormat, exportSheet, importSheet, sheetFileName, sheetMimeType } from "./index";
import { romanizeOptions, TWENTY_LINE_SHEET } from "./fixtures";
import { SHEET_FORMATS, SHEET_IMPORT_MAX_BYTES } from "~/sheets/constants";

describe("detectSheetFormat", () => {
  it("goes by the extension first, telling enhanced LRC by its word times or part prefixes", () => {
    expect(detectSheetFormat("song.lrc", "[00:01.00]하나")).toBe("lrc");
    expect(detectSheetFormat("song.LRC", "[00:01.00]<00:01.00>하나")).toBe("elrc");
    expect(detectSheetFormat("song.lrc", "[00:01.00]v2: 하나")).toBe("elrc");
    expect(detectSheetFormat("song.ttml", "")).toBe("ttml");
    expect(detectSheetFormat("song.vtt", "")).toBe("vtt");
  });

  it("then by what the file holds", () => {
    expect(detectSheetFormat("download", "\uFEFFWEBVTT\n\n00:01.000 --> 00:02.000\n하나")).toBe("vtt");
    expect(detectSheetFormat("lyrics.xml", '<?xml version="1.0"?>\n<tt xmlns="http://www.w3.org/ns/ttml">')).toBe("ttml");
    expect(detectSheetFormat("lyrics.txt", "[ti:x]\n[00:01.00]하나")).toBe("lrc");
    expect(detectSheetFormat("lyrics.txt", "[ti:x]\n[00:01.00]bg: 하나")).toBe("elrc");
    expect(detectSheetFormat("notes.txt", "하나 둘 셋")).toBeNull();
    expect(detectSheetFormat("page.html", "<html><body>hi</body></html>")).toBeNull();
  });

  it.each(SHEET_FORMATS)("recognises its own %s export under its own file name", (format) => {
    const file = exportSheet(format, TWENTY_LINE_SHEET, romanizeOptions);
    expect(detectSheetFormat(sheetFileName(format, TWENTY_LINE_SHEET.title), file)).toBe(format);
    expect(detectSheetFormat("unnamed", file)).toBe(format);
  });
});

describe("sheetFileName and sheetMimeType", () => {
  it("keeps the title readable and safe for file systems", () => {
    expect(sheetFileName("lrc", "Invented Song")).toBe("Invented Song.lrc");
    expect(sheetFileName("elrc", "Invented Song")).toBe("Invented Song.enhanced.lrc");
    expect(sheetFileName("ttml", 'A/B: "Live" <3 | 💜?')).toBe("A B Live 3 💜.ttml");
    expect(sheetFileName("vtt", "  ... ")).toBe("sheet.vtt");
    expect(Array.from(sheetFileName("vtt", "💜".repeat(100)).replace(".vtt", ""))).toHaveLength(80);
  });

  it("serves each format with its type", () => {
    expect(SHEET_FORMATS.map(sheetMimeType)).toEqual([
      "text/plain; charset=utf-8",
      "text/plain; charset=utf-8",
      "application/ttml+xml; charset=utf-8",
      "text/vtt; charset=utf-8",
    ]);
  });
});

describe("importSheet", () => {
  it("refuses a file over 1 MB before reading it", () => {
    const text = `[00:01.00]${"가".repeat(SHEET_IMPORT_MAX_BYTES / 3)}`;
    expect(importSheet("lrc", text, romanizeOptions)).toEqual({
      ok: false,
      errors: [{ line: 1, message: "sheets:import.fileTooLarge", params: { line: 1, maxMb: 1 } }],
    });
  });
});
