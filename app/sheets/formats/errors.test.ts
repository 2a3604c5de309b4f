// Broken files are refused as a whole, each problem named by the file's line (issue 27).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SHEET_MAX_LINES } from "~/sheets/constants";
import type { ImportError } from "./common";
import { IMPORT_MAX_ERRORS, importSheet } from "./index";
import { romanizeOptions } from "./fixtures";
import en from "~/locales/en/sheets.json";
import ko from "~/locales/ko/sheets.json";

function errorsOf(format: Parameters<typeof importSheet>[0], text: string): ImportError[] {
  const result = importSheet(format, text, romanizeOptions);
  if (result.ok) throw new Error(`imported: ${JSON.stringify(result.lines)}`);
  return result.errors;
}

function brief(errors: ImportError[]): [number, string][] {
  return errors.map((error) => [error.line, error.message.replace("sheets:import.", "")]);
}

describe("LRC and enhanced LRC", () => {
  it("names a time it cannot read, a line without a time and a time going backwards", () => {
    const file = ["[ti:x]", "[00:01.00]하나", "[00:1x.00]둘", "셋", "[00:75.00]넷", "[00:10.00]다섯", "[00:05.00]여섯"].join("\n");
    expect(brief(errorsOf("lrc", file))).toEqual([
      [3, "badTime"],
      [4, "missingTime"],
      [5, "badTime"],
      [7, "timeBackwards"],
    ]);
    expect(errorsOf("lrc", file)[0]).toEqual({
      line: 3,
      message: "sheets:import.badTime",
      params: { line: 3, example: "[01:02.50]" },
    });
  });

  it("names an unknown part prefix, a line with only a prefix and a word time it cannot read", () => {
    const file = ["[00:01.00]v7: 김남준!", "[00:03.00]v2:", "[00:05.00]v2: <00:0x.00>김", "[00:07.00]v2: 김{v9}남"].join("\n");
    const errors = errorsOf("elrc", file);
    expect(brief(errors)).toEqual([
      [1, "unknownPart"],
      [2, "emptyLine"],
      [3, "badTime"],
      [4, "unknownPart"],
    ]);
    expect(errors[0]!.params).toMatchObject({ name: "v7:", known: "v1, v2, v3, v1000" });
    expect(errors[2]!.params).toMatchObject({ example: "<01:02.50>" });
  });

  it("names a line with only word times and no words", () => {
    expect(brief(errorsOf("lrc", "[00:01.00]<00:01.50>\n[00:04.00]"))).toEqual([[1, "emptyLine"]]);
  });

  it("names the sheet's own rules by line: under a second, word times outside the line", () => {
    const file = ["[00:01.00]하나", "[00:01.50]", "[00:03.00]v2: <00:03.00>둘<00:09.00>", "[00:05.00]"].join("\n");
    expect(brief(errorsOf("lrc", file.replace("v2: ", "")))).toEqual([[1, "tooShort"]]);
    expect(brief(errorsOf("elrc", file))).toEqual([
      [1, "tooShort"],
      [3, "spanTimes"],
    ]);
  });

  it("lists the problems of the reading and of the sheet's rules together, in line order", () => {
    const file = ["[00:01.00]하나", "[00:01.50]", "[00:03.00]둘", "[00:0x.00]셋"].join("\n");
    expect(brief(errorsOf("lrc", file))).toEqual([
      [1, "tooShort"],
      [4, "badTime"],
    ]);
  });

  it("names an offset it cannot read", () => {
    expect(brief(errorsOf("lrc", "[offset:soon]\n[00:01.00]하나"))).toEqual([[1, "badOffset"]]);
  });

  it("says a file with no timed line is not LRC at all", () => {
    expect(errorsOf("lrc", "Dear diary,\ntoday I went to the concert.")).toEqual([
      { line: 1, message: "sheets:import.notFormat", params: { line: 1, format: "LRC" } },
    ]);
    expect(brief(errorsOf("elrc", ""))).toEqual([[1, "notFormat"]]);
  });

  it(`refuses more than ${SHEET_MAX_LINES} lines, naming the first line too many`, () => {
    const file = Array.from({ length: SHEET_MAX_LINES + 5 }, (_, index) => `[${String(Math.floor(index / 10)).padStart(2, "0")}:${String((index % 10) * 5).padStart(2, "0")}.00]김남준 ${index}`);
    const errors = errorsOf("lrc", ["[ti:long]", ...file].join("\n"));
    expect(errors).toEqual([
      { line: SHEET_MAX_LINES + 2, message: "sheets:import.tooManyLines", params: { line: SHEET_MAX_LINES + 2, max: SHEET_MAX_LINES } },
    ]);
  });

  it(`lists at most ${IMPORT_MAX_ERRORS} problems and counts the rest`, () => {
    const file = ["[00:00.50]하나", ...Array.from({ length: 60 }, (_, index) => `[00:${index}x]둘`)].join("\n");
    const errors = errorsOf("lrc", file);
    expect(errors).toHaveLength(IMPORT_MAX_ERRORS + 1);
    expect(errors[IMPORT_MAX_ERRORS - 1]!.line).toBe(51);
    expect(errors[IMPORT_MAX_ERRORS]).toEqual({
      line: 52,
      message: "sheets:import.moreErrors",
      params: { line: 52, count: 10 },
    });
  });
});

describe("TTML", () => {
  const wrap = (body: string, head = "") =>
    `<tt xmlns="http://www.w3.org/ns/ttml" xmlns:ttm="http://www.w3.org/ns/ttml#metadata">\n<head><metadata>${head}</metadata></head>\n<body><div>\n${body}\n</div></body>\n</tt>`;

  it("names malformed XML by line", () => {
    expect(errorsOf("ttml", wrap('<p begin="1s" end="3s">하나</span>'))).toEqual([
      { line: 4, message: "sheets:import.xmlMismatch", params: { line: 4, found: "span", expected: "p" } },
    ]);
    expect(brief(errorsOf("ttml", wrap('<p begin="1s" end="3s">하나 &nbsp; 둘</p>')))).toEqual([[4, "xmlEntity"]]);
    expect(brief(errorsOf("ttml", wrap('<p begin="1s" end="3s"><![CDATA[하나]]></p>')))).toEqual([[4, "xmlUnsupported"]]);
    expect(brief(errorsOf("ttml", `<!DOCTYPE tt>\n${wrap("")}`))).toEqual([[1, "xmlUnsupported"]]);
    expect(brief(errorsOf("ttml", wrap('<p begin="1s" end="3s">하나</p>').replace("</tt>", "")))).toEqual([[1, "xmlUnclosed"]]);
    expect(brief(errorsOf("ttml", wrap('<p begin="1s" end="3s" x:y="1">하나</p>')))).toEqual([[4, "xmlNamespace"]]);
    expect(brief(errorsOf("ttml", wrap('<p begin="1s" end="3s" begin="2s">하나</p>')))).toEqual([[4, "xmlSyntax"]]);
  });

  it("names missing and unreadable times, unknown agents and empty lines", () => {
    const body = [
      '<p end="3s">하나</p>',
      '<p begin="1:2:3" end="4s">둘</p>',
      '<p begin="5s" end="7s" ttm:agent="chorus">셋</p>',
      '<p begin="8s" end="9.5s"> </p>',
      '<p begin="10s" end="12s">넷<span begin="10s" end="soon">!</span></p>',
    ].join("\n");
    const errors = errorsOf("ttml", wrap(body, '<ttm:agent type="group" xml:id="chorus"><ttm:name>Chorus</ttm:name></ttm:agent>'));
    expect(brief(errors)).toEqual([
      [4, "missingTime"],
      [5, "badTime"],
      [6, "unknownPart"],
      [7, "emptyLine"],
      [8, "badTime"],
    ]);
    expect(errors[2]!.params).toMatchObject({ name: "Chorus" });
  });

  it("says a file that is not TTML is not", () => {
    expect(brief(errorsOf("ttml", "[00:01.00]하나"))).toEqual([[1, "notFormat"]]);
    expect(brief(errorsOf("ttml", '<?xml version="1.0"?>\n<html><tt></tt></html>'))).toEqual([[2, "notFormat"]]);
  });
});

describe("WebVTT", () => {
  it("names the header, unreadable times, cues without timing, backwards cues, unknown voices, empty cues", () => {
    expect(brief(errorsOf("vtt", "WEBVTX\n\n00:01.000 --> 00:02.000\n하나"))).toEqual([[1, "notFormat"]]);
    const file = [
      "WEBVTT",
      "",
      "00:01.0x0 --> 00:03.000",
      "하나",
      "",
      "just a line of text",
      "",
      "00:10.000 --> 00:12.000",
      "<v Fans>둘",
      "",
      "00:05.000 --> 00:07.000",
      "<v Bob>셋",
      "",
      "00:14.000 --> 00:16.000",
      "<v Fans></v>",
      "",
      "00:17.000 --> 00:19.000",
      "넷 <00:18.x00>다섯",
    ].join("\n");
    const errors = errorsOf("vtt", file);
    expect(brief(errors)).toEqual([
      [3, "badTime"],
      [6, "missingTime"],
      [11, "timeBackwards"],
      [11, "unknownPart"],
      [14, "emptyLine"],
      [17, "badTime"],
    ]);
    expect(errors.find((error) => error.message.endsWith("unknownPart"))!.params).toMatchObject({ name: "Bob" });
  });
});

describe("the messages", () => {
  it("exist in both languages with the same keys, each naming the line", () => {
    expect(Object.keys(en.import).sort()).toEqual(Object.keys(ko.import).sort());
    for (const [key, message] of Object.entries(en.import)) {
      expect(message, key).toContain("{{line}}");
      expect((ko.import as Record<string, string>)[key], key).toContain("{{line}}");
    }
  });

  it("has a message for every key the readers use", () => {
    const sources = ["common", "lrc", "vtt", "ttml", "xml", "index"].map((name) => readFileSync(`app/sheets/formats/${name}.ts`, "utf8"));
    const keys = new Set<string>(["moreErrors"]);
    for (const source of sources) {
      for (const match of source.matchAll(/(?:\.add\([^,]+,|fail\()\s*"(\w+)"/g)) keys.add(match[1]!);
    }
    for (const match of sources[0]!.matchAll(/"[\w:.]+": "(\w+)",/g)) keys.add(match[1]!);
    expect(keys.size).toBeGreaterThan(20);
    for (const key of keys) expect(Object.keys(en.import), key).toContain(key);
  });
});
