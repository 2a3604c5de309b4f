import { describe, expect, test } from "vitest";
import { UPCOMING_LOOKAHEAD_S } from "~/shared/constants";
import {
  countdownSeconds,
  findCurrentSection,
  findNextSection,
  findUpcomingSection,
  nextSectionChange,
} from "./sections";

const verse = { id: "verse", start: 10, end: 20 };
const chorus = { id: "chorus", start: 30, end: 45 };
const callInChorus = { id: "call", start: 35, end: 40 };
const sections = [chorus, verse, callInChorus];

describe("current section: the one containing the playback time", () => {
  test.each([
    [9.999, null],
    [10, "verse"],
    [19.999, "verse"],
    [20, null],
    [30, "chorus"],
    [35, "call"],
    [39.9, "call"],
    [40, "chorus"],
    [45, null],
  ])("at %s s -> %s", (time, id) => {
    expect(findCurrentSection(sections, time)?.id ?? null).toBe(id);
  });

  test("lyrics lines starting together follow their line numbers", () => {
    const lines = [
      { id: "second", start: 5, end: 9, lineNumber: 2 },
      { id: "first", start: 5, end: 9, lineNumber: 1 },
    ];
    expect(findCurrentSection(lines, 6)?.id).toBe("second");
    expect(findNextSection(lines, 0)?.id).toBe("first");
  });
});

describe("upcoming section: starts within the next 3 s, countdown in whole seconds rounded up", () => {
  test("the spec's countdown values: 2.9 s -> 3, 2.0 s -> 2, 0.1 s -> 1", () => {
    expect(findUpcomingSection(sections, 10 - 2.9)).toEqual({ section: verse, countdown: 3 });
    expect(findUpcomingSection(sections, 10 - 2.0)).toEqual({ section: verse, countdown: 2 });
    expect(findUpcomingSection(sections, 10 - 0.1)).toEqual({ section: verse, countdown: 1 });
  });

  test("a section exactly 3 s away is upcoming; 3.01 s away is not", () => {
    expect(UPCOMING_LOOKAHEAD_S).toBe(3);
    expect(findUpcomingSection(sections, 7)).toEqual({ section: verse, countdown: 3 });
    expect(findUpcomingSection(sections, 6.99)).toBeNull();
  });

  test("a section starting now is current, not upcoming", () => {
    expect(findUpcomingSection([verse], 10)).toBeNull();
  });

  test("the nearest start wins, also while another section plays", () => {
    expect(findUpcomingSection(sections, 33)).toEqual({ section: callInChorus, countdown: 2 });
    expect(findUpcomingSection([chorus, verse], 8.5)?.section).toBe(verse);
  });

  test("nothing after the last section", () => {
    expect(findUpcomingSection(sections, 50)).toBeNull();
    expect(findNextSection(sections, 50)).toBeNull();
  });

  test.each([
    [2.9, 3],
    [2.0, 2],
    [2.0000000000000004, 2],
    [1.001, 2],
    [0.1, 1],
    [0.001, 1],
  ])("countdown of %s s shows %s", (left, shown) => {
    expect(countdownSeconds(left)).toBe(shown);
  });
});

describe("the next moment the lyrics display can change", () => {
  test("3, 2 and 1 s before a start, the start and the end", () => {
    const line = [{ start: 10, end: 14 }];
    expect(nextSectionChange(line, 0)).toBe(7);
    expect(nextSectionChange(line, 7)).toBe(8);
    expect(nextSectionChange(line, 7.1)).toBe(8);
    expect(nextSectionChange(line, 8)).toBe(9);
    expect(nextSectionChange(line, 9.9)).toBe(10);
    expect(nextSectionChange(line, 10)).toBe(14);
    expect(nextSectionChange(line, 14)).toBeNull();
  });

  test("the earliest change of several sections, with float noise ignored", () => {
    const lines = [
      { start: 10.5, end: 12 },
      { start: 11, end: 13 },
    ];
    expect(nextSectionChange(lines, 7.4)).toBe(7.5);
    expect(nextSectionChange(lines, 10.2 - 0.1)).toBe(10.5);
    expect(nextSectionChange(lines, 10.5 - 1e-9)).toBe(11);
    expect(nextSectionChange([], 3)).toBeNull();
  });
});
