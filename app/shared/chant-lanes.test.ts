import { describe, expect, test } from "vitest";
import {
  currentSpanIndex,
  hasMaskedSpan,
  hasSpanTimes,
  isPartHidden,
  readHiddenPart,
  readRomanizationMode,
  spanMoments,
  spanPart,
  spanStates,
  type LaneSpan,
} from "./chant-lanes";

const span = (text: string, start: number | null, end: number | null = null, part: LaneSpan["part"] = null): LaneSpan => ({
  text,
  start,
  end,
  part,
});

/** "지민 사랑해" cut in syllables, a space between the words that goes with the word before it. */
const CALL: LaneSpan[] = [
  span("지", 10),
  span("민", 10.4, 10.8),
  span(" ", null),
  span("사", 11),
  span("랑", 11.25),
  span("해", 11.5, 12),
];

describe("spanPart", () => {
  test("a span's own part, else its line's, else sing-along", () => {
    expect(spanPart({ part: "fans" }, "artist")).toBe("fans");
    expect(spanPart({ part: null }, "artist")).toBe("artist");
    expect(spanPart({ part: null }, undefined)).toBe("singalong");
  });
});

describe("which span is being sung", () => {
  test("none before the first start; then the last one started; a space goes with the word before it", () => {
    expect(currentSpanIndex(CALL, 9.999)).toBe(-1);
    expect(currentSpanIndex(CALL, 10)).toBe(0);
    expect(currentSpanIndex(CALL, 10.399)).toBe(0);
    expect(currentSpanIndex(CALL, 10.4)).toBe(1);
    expect(currentSpanIndex(CALL, 11)).toBe(3);
    expect(currentSpanIndex(CALL, 11.25)).toBe(4);
    expect(currentSpanIndex(CALL, 11.5)).toBe(5);
  });

  test("a span with an end is over at its end: none is sung in the pause after it", () => {
    expect(currentSpanIndex(CALL, 10.8)).toBe(-1);
    expect(currentSpanIndex(CALL, 10.99)).toBe(-1);
    expect(currentSpanIndex(CALL, 12)).toBe(-1);
  });

  test("states: sung before, now, next after", () => {
    expect(spanStates(CALL, 5)).toEqual(["next", "next", "next", "next", "next", "next"]);
    expect(spanStates(CALL, 10.5)).toEqual(["sung", "now", "now", "next", "next", "next"]);
    expect(spanStates(CALL, 10.9)).toEqual(["sung", "sung", "sung", "next", "next", "next"]);
    expect(spanStates(CALL, 11.3)).toEqual(["sung", "sung", "sung", "sung", "now", "next"]);
    expect(spanStates(CALL, 12.5)).toEqual(["sung", "sung", "sung", "sung", "sung", "sung"]);
  });

  test("untimed spans before the first time stay next until it", () => {
    const spans = [span("오", null), span("빠", 3)];
    expect(spanStates(spans, 3.1)).toEqual(["next", "now"]);
  });

  test("lines with or without span times", () => {
    expect(hasSpanTimes(CALL)).toBe(true);
    expect(hasSpanTimes([span("하나", null), span(" 둘", null)])).toBe(false);
    expect(hasSpanTimes(null)).toBe(false);
    expect(hasSpanTimes(undefined)).toBe(false);
  });

  test("the moments the display changes: every start and the ends it shows, in order, once", () => {
    expect(spanMoments(CALL)).toEqual([10, 10.4, 10.8, 11, 11.25, 11.5, 12]);
    expect(spanMoments([span("a", 2, 3), span("b", 3, 4)])).toEqual([2, 3, 4]);
  });

  test("a pause under 0.15 s is not shown: the span stays sung until the next one", () => {
    const fast = [span("지", 5, 5.25), span("민", 5.3, 5.55), span("아", 5.7, 5.9)];
    expect(currentSpanIndex(fast, 5.27)).toBe(0); // 0.05 s pause: not shown
    expect(currentSpanIndex(fast, 5.6)).toBe(-1); // 0.15 s pause: shown
    expect(currentSpanIndex(fast, 5.95)).toBe(-1); // the last span's end
    expect(spanMoments(fast)).toEqual([5, 5.3, 5.55, 5.7, 5.9]);
  });
});

describe("masked spans", () => {
  test("a span of the hidden part inside a line of another part", () => {
    const spans = [span("노래해 ", null), span("아미", null, null, "fans")];
    expect(hasMaskedSpan(spans, "artist", "fans")).toBe(true);
    expect(hasMaskedSpan(spans, "artist", "none")).toBe(false);
    expect(hasMaskedSpan(spans, "artist", "singalong")).toBe(false);
    // The whole line of the hidden part is hidden as a line, not span by span.
    expect(hasMaskedSpan(spans, "fans", "fans")).toBe(false);
    expect(hasMaskedSpan(null, "artist", "fans")).toBe(false);
  });
});

describe("display modes as stored", () => {
  test("romanisation: each mode reads back; anything else is the default (below)", () => {
    for (const mode of ["below", "above", "hangul", "roman"]) expect(readRomanizationMode(mode)).toBe(mode);
    expect(readRomanizationMode(null)).toBe("below");
    expect(readRomanizationMode("sideways")).toBe("below");
  });

  test("hidden part: a part, every line, or none", () => {
    expect(readHiddenPart("fans")).toBe("fans");
    expect(readHiddenPart("everyone")).toBe("everyone");
    expect(readHiddenPart("all")).toBe("all");
    expect(readHiddenPart(null)).toBe("none");
    expect(readHiddenPart("drums")).toBe("none");
  });

  test("what a hidden part hides: its own lines, or every line with all", () => {
    expect(isPartHidden("fans", "fans")).toBe(true);
    expect(isPartHidden("fans", "artist")).toBe(false);
    expect(isPartHidden("all", "artist")).toBe(true);
    expect(isPartHidden("none", "fans")).toBe(false);
  });
});
