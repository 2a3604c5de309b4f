import { describe, expect, test } from "vitest";
import { groupMarkers, MARKER_WIDTH_PX } from "./marker-groups";

const section = (id: string, start: number, end = start + 5, lineNumber = 1) => ({ id, start, end, lineNumber });
const ids = (groups: ReturnType<typeof groupMarkers<ReturnType<typeof section>>>) =>
  groups.map((group) => group.sections.map((s) => s.id));

describe("grouping saved sections' markers", () => {
  test("24 px markers on a 300 px bar for 200 s: 1.5 px a second, so starts less than 16 s apart share a marker", () => {
    expect(MARKER_WIDTH_PX).toBe(24);
    const sections = [section("c", 120), section("a", 30), section("b", 31), section("d", 135)];
    const groups = groupMarkers(sections, 200, 300);
    expect(ids(groups)).toEqual([["a", "b"], ["c", "d"]]);
    expect(groups.map(({ x, start }) => ({ x, start }))).toEqual([
      { x: 45, start: 30 },
      { x: 180, start: 120 },
    ]);
  });

  test("exactly a marker's width apart they touch without overlapping: two markers", () => {
    // 16 s × 1.5 px = 24 px.
    expect(ids(groupMarkers([section("a", 30), section("b", 46)], 200, 300))).toEqual([["a"], ["b"]]);
    // 15.9 s: 23.85 px, they would overlap.
    expect(ids(groupMarkers([section("a", 30), section("b", 45.9)], 200, 300))).toEqual([["a", "b"]]);
  });

  test("a group is anchored at its first section: a chain of close starts splits every 24 px", () => {
    // Starts 10 s (15 px) apart: 0 and 15 px overlap, 30 px does not overlap 0 px.
    const chain = [0, 10, 20, 30, 40].map((start, i) => section(String(i), start));
    const groups = groupMarkers(chain, 200, 300);
    expect(ids(groups)).toEqual([["0", "1"], ["2", "3"], ["4"]]);
    expect(groups.map((group) => group.x)).toEqual([0, 30, 60]);
    // Drawn markers never overlap.
    for (let i = 1; i < groups.length; i++) expect(groups[i]!.x - groups[i - 1]!.x).toBeGreaterThanOrEqual(24);
  });

  test("sections starting together: playback order (line number, then end)", () => {
    const groups = groupMarkers([section("second line", 12, 20, 2), section("long", 12, 30, 1), section("short", 12, 14, 1)], 200, 300);
    expect(ids(groups)).toEqual([["short", "long", "second line"]]);
  });

  test("a wider bar separates them again; float noise does not decide", () => {
    const close = [section("a", 30), section("b", 31)];
    expect(ids(groupMarkers(close, 200, 300))).toEqual([["a", "b"]]);
    expect(ids(groupMarkers(close, 200, 4800))).toEqual([["a"], ["b"]]); // 24 px a second
    // 24 px a second: 0.2 s and 1.2 s are exactly 24 px apart (in floats, 23.999999999999996).
    expect(ids(groupMarkers([section("a", 0.2), section("b", 1.2)], 10, 240))).toEqual([["a"], ["b"]]);
  });

  test("starts past the song's end sit at the bar's end; nothing while the duration or width is unknown", () => {
    expect(groupMarkers([section("late", 250)], 200, 300)).toEqual([
      { x: 300, start: 250, sections: [section("late", 250)] },
    ]);
    expect(groupMarkers([section("a", 1)], 0, 300)).toEqual([]);
    expect(groupMarkers([section("a", 1)], 200, 0)).toEqual([]);
  });
});
