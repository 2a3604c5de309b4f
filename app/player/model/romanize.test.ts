import { describe, expect, test } from "vitest";
import { romanizeLyrics } from "./romanize";

describe("romanizeLyrics", () => {
  test("Hangul becomes the Revised Romanisation, with its sound changes", () => {
    expect(romanizeLyrics("하나 둘 셋")).toBe("hana dul set");
    expect(romanizeLyrics("다 같이 소리 질러")).toBe("da gachi sori jilleo");
    expect(romanizeLyrics("국물 좋아")).toBe("gungmul joa");
  });

  test("non-Hangul text stays as it is", () => {
    expect(romanizeLyrics("Hello 응원단! 123")).toBe("Hello eungwondan! 123");
    expect(romanizeLyrics("  (하나)\t둘  ")).toBe("  (hana)\tdul  ");
  });

  test("line by line: lines without Hangul are kept, line breaks normalised to \\n", () => {
    expect(romanizeLyrics("하나 둘\nOh yeah!\r\n\n사랑해요")).toBe("hana dul\nOh yeah!\n\nsaranghaeyo");
    expect(romanizeLyrics("")).toBe("");
  });
});
