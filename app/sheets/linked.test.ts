import { expect, test } from "vitest";
import { linkedSheetLines } from "./linked";

const sheet = {
  author: { id: "u1", nickname: "응원단장" },
  lines: [
    { id: 1, name: "인트로", start: 2, end: 4, text: "하나", part: "fans" as const, romanization: null, spans: null, rate: null },
    {
      id: 2,
      name: "김남준!",
      start: 20,
      end: 23.5,
      text: "김남준!",
      part: "fans" as const,
      romanization: "Kim Namjoon!",
      spans: [{ text: "김남준!", start: 20.25, end: 21, part: null }],
      rate: null,
    },
  ],
};

test("a stage video 12.4 s behind the sheet: each line 12.4 s earlier (the sheet's time is the video's + offset)", () => {
  const lines = linkedSheetLines([{ offset: 12.4, sheet }]);
  expect(lines).toEqual([
    {
      id: 2,
      name: "김남준!",
      start: 7.6,
      end: 11.1,
      lyrics: "김남준!",
      pronunciation: "Kim Namjoon!",
      lineNumber: 2,
      nickname: "응원단장",
      part: "fans",
      spans: [{ text: "김남준!", start: 7.85, end: 8.6, part: null }],
    },
  ]);
});

test("a negative offset moves the lines later", () => {
  const [first] = linkedSheetLines([{ offset: -3.5, sheet }]);
  expect(first).toMatchObject({ id: 1, start: 5.5, end: 7.5 });
});
