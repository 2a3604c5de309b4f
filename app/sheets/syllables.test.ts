import { describe, expect, test } from "vitest";
import { SheetLineSchema } from "~/schemas/sheet";
import { spansFromTaps, syllablesOf } from "./syllables";

describe("the pieces of a syllable pass", () => {
  test("each Hangul syllable alone, spaces and punctuation with the piece before", () => {
    expect(syllablesOf("김남준! 김석진!")).toEqual(["김", "남", "준! ", "김", "석", "진!"]);
    expect(syllablesOf("사랑해 ARMY 2024")).toEqual(["사", "랑", "해 ", "ARMY ", "2024"]);
    expect(syllablesOf("(오) 예!")).toEqual(["(오) ", "예!"]);
    expect(syllablesOf("!!!")).toEqual(["!!!"]);
  });

  test("joined, the pieces are the text; a very long line is cut in words", () => {
    for (const text of ["김남준! 김석진!", "  앞 공백", "끝 공백  ", "Love you 3000 사랑해"]) {
      expect(syllablesOf(text).join("")).toBe(text);
    }
    const long = Array.from({ length: 70 }, () => "하나").join(" ");
    const pieces = syllablesOf(long);
    expect(pieces).toHaveLength(70);
    expect(pieces[0]).toBe("하나 ");
  });
});

describe("spans from the taps", () => {
  const line = { start: 10, end: 14, spans: null };

  test("a tap starts its piece, the next tap ends it, a hold's release ends it; times stay in the line", () => {
    const pieces = ["김", "남", "준!"];
    const spans = spansFromTaps(pieces, [
      { start: 9.8, end: null },
      { start: 10.5, end: 10.8 },
      { start: 11.2, end: null },
    ], line);
    expect(spans).toEqual([
      { text: "김", start: 10, end: 10.5, part: null },
      { text: "남", start: 10.5, end: 10.8, part: null },
      { text: "준!", start: 11.2, end: 14, part: null },
    ]);
    expect(SheetLineSchema.safeParse({ start: 10, end: 14, text: "김남준!", spans }).success).toBe(true);
  });

  test("a piece not tapped has no times; a piece keeps the part it had at the same place", () => {
    const spans = spansFromTaps(["하", "나 ", "둘"], [{ start: 10.2, end: null }, { start: null, end: null }, { start: 11, end: null }], {
      ...line,
      spans: [
        { text: "하나 ", start: null, end: null, part: null },
        { text: "둘", start: null, end: null, part: "fans" },
      ],
    });
    expect(spans).toEqual([
      { text: "하", start: 10.2, end: 11, part: null },
      { text: "나 ", start: null, end: null, part: null },
      { text: "둘", start: 11, end: 14, part: "fans" },
    ]);
  });
});
