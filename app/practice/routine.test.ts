// A routine's addresses and moves (issue 28): every item's practice page
// carries the song, the line, the ladder and its place; the address parses
// back, and what it cannot be is dropped.
import { describe, expect, test } from "vitest";
import { parsePracticePreset } from "./preset";
import { movedItems, parseRoutineStep, routineBar, routineItemHref } from "./routine";

const ladder = { ladderFrom: 0.75, ladderTo: 1.25, loopsPerStep: 2 };
const items = [
  { songId: 7, sectionId: null },
  { songId: 9, sectionId: 41 },
];

describe("routineItemHref", () => {
  test("a whole song: the song, the ladder with its loops per step, the routine and the item", () => {
    expect(routineItemHref({ kind: "account", id: 3 }, items, 0, ladder)).toBe(
      "/practice?song=7&loops=2&ladder=1&from=0.75&to=1.25&routine=3&item=0",
    );
  });

  test("a line: its section; a guest's routine is local:{id}; it parses back", () => {
    const href = routineItemHref({ kind: "local", id: "abc_1" }, items, 1, ladder);
    expect(href).toBe("/practice?song=9&section=41&loops=2&ladder=1&from=0.75&to=1.25&routine=local%3Aabc_1&item=1");
    const params = new URL(href, "http://x").searchParams;
    expect(parseRoutineStep(params)).toEqual({ routine: { kind: "local", id: "abc_1" }, item: 1 });
    expect(parsePracticePreset(params)).toEqual({ sectionId: 41, rate: null, loops: 2, hide: null, ladder: true, from: 0.75, to: 1.25 });
  });
});

describe("parseRoutineStep", () => {
  const parse = (query: string) => parseRoutineStep(new URLSearchParams(query));

  test("no routine, a bad id or item: none", () => {
    expect(parse("song=1")).toBeNull();
    expect(parse("routine=0&item=0")).toBeNull();
    expect(parse("routine=abc&item=0")).toBeNull();
    expect(parse("routine=local:&item=0")).toBeNull();
    expect(parse("routine=local:a%20b&item=0")).toBeNull();
    expect(parse("routine=3&item=-1")).toBeNull();
    expect(parse("routine=3&item=50")).toBeNull();
    expect(parse("routine=99999999999&item=0")).toBeNull();
  });

  test("the item defaults to the first", () => {
    expect(parse("routine=3")).toEqual({ routine: { kind: "account", id: 3 }, item: 0 });
    expect(parse("routine=3&item=4")).toEqual({ routine: { kind: "account", id: 3 }, item: 4 });
  });
});

describe("movedItems", () => {
  test("up and down swap with the neighbour; the ends and unknown places do not move", () => {
    expect(movedItems(["a", "b", "c"], 1, "up")).toEqual(["b", "a", "c"]);
    expect(movedItems(["a", "b", "c"], 1, "down")).toEqual(["a", "c", "b"]);
    expect(movedItems(["a", "b", "c"], 0, "up")).toBeNull();
    expect(movedItems(["a", "b", "c"], 2, "down")).toBeNull();
    expect(movedItems(["a", "b", "c"], 3, "up")).toBeNull();
    expect(movedItems(["a", "b", "c"], 0.5, "down")).toBeNull();
  });
});

describe("routineBar", () => {
  const routine = { name: "주말", ...ladder, items: [{ ...items[0]!, title: "첫 곡" }, { ...items[1]!, title: "둘째 곡" }] };

  test("where it is, the next item's page; the last has none; no such item: null", () => {
    expect(routineBar({ kind: "account", id: 3 }, routine, 0)).toEqual({
      name: "주말",
      number: 1,
      count: 2,
      next: { title: "둘째 곡", href: routineItemHref({ kind: "account", id: 3 }, routine.items, 1, ladder) },
      back: "/practice/routines/3",
    });
    expect(routineBar({ kind: "local", id: "x" }, routine, 1)).toEqual({ name: "주말", number: 2, count: 2, next: null, back: "/practice/routines" });
    expect(routineBar({ kind: "account", id: 3 }, routine, 2)).toBeNull();
  });
});
