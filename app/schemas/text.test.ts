import { describe, expect, test } from "vitest";
import { INVALID_CHARACTERS, INVISIBLE_CHARACTERS, lineText, multilineText, nameText, toWellFormed, unicodeText, withoutInvisibleCharacters } from "./text";

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe("text schemas", () => {
  test.each(["\ud800", "a\udbffb", "\udc00", "end\ud83d"])("a lone surrogate is refused everywhere: %j", (text) => {
    for (const schema of [lineText(), multilineText(), unicodeText()]) {
      expect(errorsOf(schema.safeParse(text))).toEqual([INVALID_CHARACTERS]);
    }
  });

  test("characters outside the BMP (surrogate pairs) are text", () => {
    for (const schema of [lineText(), multilineText(), unicodeText()]) {
      expect(schema.safeParse("💜 응원 🎤").success).toBe(true);
    }
  });

  test("control characters: none on one line; tabs and line breaks in text with lines", () => {
    for (const text of ["a\u0000b", "\u0007", "a\u001bb", "\u007f"]) {
      expect(errorsOf(lineText().safeParse(text))).toEqual([INVALID_CHARACTERS]);
      expect(errorsOf(multilineText().safeParse(text))).toEqual([INVALID_CHARACTERS]);
    }
    for (const text of ["a\tb", "a\nb", "a\r\nb"]) {
      expect(errorsOf(lineText().safeParse(text))).toEqual([INVALID_CHARACTERS]);
      expect(multilineText().safeParse(text).success).toBe(true);
    }
    // Passwords may hold anything that is Unicode.
    expect(unicodeText().safeParse("pa\tss\u0001word").success).toBe(true);
  });

  test.each([
    ["a right-to-left override", "\u202enimda"],
    ["a bidi isolate", "ad\u2067min\u2069"],
    ["a right-to-left mark", "admin\u200f"],
    ["a zero-width space", "ad\u200bmin"],
    ["a zero-width non-joiner", "ad\u200cmin"],
    ["a joiner between letters", "ad\u200dmin"],
    ["a word joiner", "ad\u2060min"],
    ["a byte order mark", "\ufeffadmin"],
  ])("names refuse %s", (_, text) => {
    expect(errorsOf(nameText().safeParse(text))).toEqual([INVISIBLE_CHARACTERS]);
    // Lines of other text (a search, lyrics) are not names.
    expect(lineText().safeParse(text).success).toBe(true);
  });

  test("names keep emoji written with joiners, and every script", () => {
    for (const text of ["👩‍💻 팬", "👩🏽‍💻", "👨‍👩‍👧", "🏳️‍🌈", "❤️‍🔥", "아이유 💜", "مرحبا", "ナナ"]) {
      expect(nameText().safeParse(text).success).toBe(true);
    }
  });

  test("withoutInvisibleCharacters leaves out what names refuse, and nothing else", () => {
    expect(withoutInvisibleCharacters("\u202enimda\u200b 👩‍💻")).toBe("nimda 👩‍💻");
  });

  test("toWellFormed replaces lone surrogates only", () => {
    expect(toWellFormed("a\ud800b💜\udfff")).toBe("a\ufffdb💜\ufffd");
  });
});
