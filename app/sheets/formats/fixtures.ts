// Invented chant sheets for the format tests (member-name calls and made-up phrases, never real lyrics),
// and the comparison every round trip uses. Test code only.
import { expect } from "vitest";
import type { SheetLineInput } from "~/schemas/sheet";
import type { ExportLine, ExportSheet } from "./common";

/** A stand-in for es-hangul's romanize: deterministic, so drafts are recognised in the tests. */
export function fakeRomanize(text: string): string {
  const table: Record<string, string> = { 김: "gim", 남: "nam", 준: "jun", 하: "ha", 나: "na", 둘: "dul", 셋: "set" };
  return Array.from(text)
    .map((char) => (/[\uac00-\ud7a3]/.test(char) ? (table[char] ?? "ga") : char))
    .join("");
}

export const romanizeOptions = { romanize: fakeRomanize };

/** Twenty lines: all four parts, timed spans on some, a span with its own part, hand romanisations, awkward text. */
export const TWENTY_LINES: ExportLine[] = [
  { start: 1.5, end: 4.25, text: "하나 둘 셋!", part: "everyone", romanization: null, spans: null },
  { start: 4.25, end: 7.004, text: "김남준!", part: "fans", romanization: "Kim Namjoon!", spans: null },
  {
    start: 7.5,
    end: 10.3,
    text: "김석진! 민윤기!",
    part: "fans",
    romanization: null,
    spans: [
      { text: "김석진! ", start: 7.5, end: 8.4, part: null },
      { text: "민윤기!", start: 8.9, end: 9.75, part: null },
    ],
  },
  { start: 10.3, end: 13.123, text: "반짝이는 별빛 아래 우리 함께", part: "artist", romanization: null, spans: null },
  {
    start: 13.123,
    end: 16.9,
    text: "노래해 <정호석!> 오늘 밤",
    part: "artist",
    romanization: "noraehae <Jung Hoseok!> oneul bam",
    spans: [
      { text: "노래해 ", start: null, end: null, part: null },
      { text: "<정호석!>", start: 14.2, end: 15.0, part: "fans" },
      { text: " 오늘 밤", start: 15.0, end: 16.9, part: null },
    ],
  },
  { start: 17, end: 20.5, text: "라라라 [떼창] 라라라", part: "singalong", romanization: null, spans: null },
  { start: 20.5, end: 22, text: "박지민! 💜", part: "fans", romanization: null, spans: null },
  { start: 22, end: 25.75, text: "A & B | 우리 둘", part: "singalong", romanization: "A & B | uri dul", spans: null },
  {
    start: 26,
    end: 29,
    text: "김태형!",
    part: "fans",
    romanization: null,
    spans: [
      { text: "김", start: 26, end: 26.4, part: null },
      { text: "태", start: 26.4, end: 26.8, part: null },
      { text: "형!", start: 26.8, end: null, part: null },
    ],
  },
  { start: 29, end: 33.333, text: "<3 사랑해요 {v2} \\o/", part: "everyone", romanization: null, spans: null },
  { start: 34, end: 37.5, text: "[00:12.00] 시간처럼 보이는 말", part: "singalong", romanization: null, spans: null },
  { start: 37.5, end: 40, text: "v1: 접두어처럼 보이는 말", part: "artist", romanization: "v1: jeopdueo", spans: null },
  { start: 40, end: 43.2, text: "전정국!", part: "fans", romanization: null, spans: null },
  {
    start: 43.2,
    end: 47,
    text: "함께 가자  끝까지",
    part: "singalong",
    romanization: null,
    spans: [
      { text: "함께 ", start: null, end: null, part: null },
      { text: "가자  ", start: null, end: null, part: "everyone" },
      { text: "끝까지", start: 45.5, end: 47, part: null },
    ],
  },
  { start: 47, end: 49.5, text: "첫 줄\n둘째 줄", part: "artist", romanization: "cheot jul\ndulchae jul", spans: null },
  { start: 50, end: 53, text: "--> 화살표 & <태그>", part: "everyone", romanization: null, spans: null },
  { start: 53, end: 56.01, text: "방탄! 방탄!", part: "fans", romanization: null, spans: null },
  { start: 56.01, end: 60, text: "빛나는 우리의 밤 🎉✨", part: "singalong", romanization: null, spans: null },
  { start: 60, end: 61, text: "Hello Seoul", part: "artist", romanization: "heh-low Seoul", spans: null },
  { start: 3661.25, end: 3665.5, text: "한 시간 뒤의 외침!", part: "everyone", romanization: null, spans: null },
];

export const TWENTY_LINE_SHEET: ExportSheet = { title: "Invented Anthem <Live> & Co.", artist: "Demo Boys", lines: TWENTY_LINES };

/** The same sheet: times within 10 ms, the same texts, parts, romanisations and spans. */
function expectClose(actual: number | null | undefined, expected: number | null, where: string) {
  if (expected === null) {
    expect(actual ?? null, where).toBeNull();
    return;
  }
  expect(actual, where).not.toBeNull();
  expect(Math.abs((actual as number) - expected), `${where}: ${actual} vs ${expected}`).toBeLessThanOrEqual(0.01);
}

export function expectSameSheet(actual: SheetLineInput[], expected: ExportLine[]) {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((line, index) => {
    const got = actual[index]!;
    const where = `line ${index + 1} (${line.text})`;
    expectClose(got.start, line.start, `${where} start`);
    expectClose(got.end, line.end, `${where} end`);
    expect(got.text, where).toBe(line.text);
    expect(got.part, where).toBe(line.part);
    expect(got.romanization ?? null, where).toBe(line.romanization);
    if (line.spans === null) {
      expect(got.spans ?? null, where).toBeNull();
      return;
    }
    expect(got.spans, where).toHaveLength(line.spans.length);
    line.spans.forEach((span, spanIndex) => {
      const gotSpan = got.spans![spanIndex]!;
      expect(gotSpan.text, `${where} span ${spanIndex}`).toBe(span.text);
      expect(gotSpan.part ?? null, `${where} span ${spanIndex}`).toBe(span.part);
      expectClose(gotSpan.start, span.start, `${where} span ${spanIndex} start`);
      expectClose(gotSpan.end, span.end, `${where} span ${spanIndex} end`);
    });
  });
}

