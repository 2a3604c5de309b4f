import { describe, expect, test } from "vitest";
import { SheetLineSchema, type SheetLine } from "~/schemas/sheet";
import { inTimeOrder, mergeWithNext, nudgeLine, splitLine } from "./edit";
import { formatSheetTime, parseSheetTime } from "./times";

const line = (values: Partial<SheetLine> & Pick<SheetLine, "start" | "end" | "text">): SheetLine => ({
  id: null,
  name: null,
  part: "fans",
  romanization: null,
  spans: null,
  rate: null,
  ...values,
});

describe("times", () => {
  test("shown to the hundredth and read back", () => {
    expect(formatSheetTime(75.346)).toBe("1:15.35");
    expect(formatSheetTime(0)).toBe("0:00.00");
    expect(formatSheetTime(3599.999)).toBe("60:00.00");
    expect(parseSheetTime("1:15.35")).toBe(75.35);
    expect(parseSheetTime(" 75,5 ")).toBe(75.5);
    expect(parseSheetTime("2:03")).toBe(123);
    expect(parseSheetTime("1:75")).toBeNull();
    expect(parseSheetTime("abc")).toBeNull();
    expect(parseSheetTime("")).toBeNull();
  });

  test("time order keeps the listed order at the same start", () => {
    const a = line({ start: 5, end: 7, text: "a" });
    const b = line({ start: 1, end: 3, text: "b" });
    const c = line({ start: 5, end: 6, text: "c" });
    expect(inTimeOrder([a, b, c]).map((l) => l.text)).toEqual(["b", "a", "c"]);
  });
});

describe("split", () => {
  test("at the space nearest the middle, the time in proportion; both lines valid", () => {
    const lines = [line({ id: 7, start: 10, end: 14, text: "김남준 김석진 민윤기 정호석", romanization: "hand" })];
    const split = splitLine(lines, 0)!;
    expect(split.map((l) => [l.id, l.text, l.start, l.end, l.romanization])).toEqual([
      [7, "김남준 김석진", 10, 12.133, null],
      [null, "민윤기 정호석", 12.133, 14, null],
    ]);
    for (const piece of split) expect(SheetLineSchema.safeParse(piece).success).toBe(true);
  });

  test("a timed line is cut at the second half's first syllable time, with its spans", () => {
    const spans = [
      { text: "김", start: 10, end: 10.3, part: null },
      { text: "남", start: 10.3, end: 10.6, part: null },
      { text: "준 ", start: 10.6, end: 11, part: null },
      { text: "김", start: 12.5, end: 12.8, part: null },
      { text: "석", start: 12.8, end: 13.1, part: null },
      { text: "진", start: 13.1, end: 13.5, part: null },
    ];
    const [first, second] = splitLine([line({ start: 10, end: 14, text: "김남준 김석진", spans })], 0)!;
    expect(first).toMatchObject({ text: "김남준", end: 12.5, spans: null });
    expect(second).toMatchObject({ text: "김석진", start: 12.5, spans: spans.slice(3) });
  });

  test("a line under 2 s or of one character is not split", () => {
    expect(splitLine([line({ start: 1, end: 2.9, text: "하나 둘" })], 0)).toBeNull();
    expect(splitLine([line({ start: 1, end: 9, text: "와" })], 0)).toBeNull();
  });
});

describe("merge", () => {
  test("with the next line: texts joined, first start to later end, first part", () => {
    const lines = [
      line({ id: 1, start: 1, end: 3, text: "하나", romanization: "hana" }),
      line({ id: 2, start: 3, end: 6, text: "둘", part: "artist", romanization: "dul" }),
      line({ id: 3, start: 7, end: 9, text: "셋" }),
    ];
    const merged = mergeWithNext(lines, 0)!;
    expect(merged.map((l) => [l.id, l.text, l.start, l.end, l.part, l.romanization])).toEqual([
      [1, "하나 둘", 1, 6, "fans", "hana dul"],
      [3, "셋", 7, 9, "fans", null],
    ]);
    expect(mergeWithNext(lines, 2)).toBeNull();
  });

  test("spans of both lines are kept with a space between", () => {
    const merged = mergeWithNext(
      [
        line({ start: 1, end: 3, text: "하나", spans: [{ text: "하나", start: 1, end: 2, part: null }] }),
        line({ start: 3, end: 5, text: "둘", spans: [{ text: "둘", start: 3, end: 4, part: "artist" }] }),
      ],
      0,
    )!;
    expect(SheetLineSchema.parse(merged[0]).spans).toEqual([
      { text: "하나 ", start: 1, end: 2, part: null },
      { text: "둘", start: 3, end: 4, part: "artist" },
    ]);
  });
});

describe("nudge", () => {
  test("±0.1 s within the song and never closer than 1 s to the other edge", () => {
    const lines = [line({ start: 0.05, end: 2, text: "하나" })];
    expect(nudgeLine(lines, 0, "start", -0.1, 200)![0]!.start).toBe(0);
    expect(nudgeLine(lines, 0, "start", 0.1, 200)![0]!.start).toBe(0.15);
    expect(nudgeLine([line({ start: 1, end: 2.05, text: "하나" })], 0, "start", 0.1, 200)![0]!.start).toBe(1.05);
    expect(nudgeLine([line({ start: 1, end: 2, text: "하나" })], 0, "start", 0.1, 200)).toBeNull();
    expect(nudgeLine([line({ start: 1, end: 199.95, text: "하나" })], 0, "end", 0.1, 200)![0]!.end).toBe(200);
    expect(nudgeLine([line({ start: 1, end: 200, text: "하나" })], 0, "end", 0.1, 200)).toBeNull();
  });

  test("the start takes the line's syllables along", () => {
    const spans = [{ text: "하나", start: 1.2, end: 1.8, part: null }];
    const [moved] = nudgeLine([line({ start: 1, end: 3, text: "하나", spans })], 0, "start", 0.1, 0)!;
    expect(moved!.spans).toEqual([{ text: "하나", start: 1.3, end: 1.9, part: null }]);
  });
});
