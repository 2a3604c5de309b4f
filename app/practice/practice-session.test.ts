import { describe, expect, test } from "vitest";
import {
  changeRate,
  createPractice,
  isLineHidden,
  practiceSummary,
  songWindows,
  startPractice,
  stopPractice,
  tickPractice,
  type PracticeSegment,
} from "./practice-session";

const verse: PracticeSegment = { start: 10, end: 14, sectionIds: [7] };
const chorus: PracticeSegment = { start: 40, end: 46, sectionIds: [8] };

describe("songWindows", () => {
  test("cuts the song into 30-second windows, the last one shorter, with the sections starting in each", () => {
    const windows = songWindows(75, [
      { id: 1, start: 5 },
      { id: 2, start: 30 },
      { id: null, start: 31 },
      { id: 3, start: 74 },
    ]);
    expect(windows).toEqual([
      { start: 0, end: 30, sectionIds: [1] },
      { start: 30, end: 60, sectionIds: [2] },
      { start: 60, end: 75, sectionIds: [3] },
    ]);
  });

  test("a last sliver under a second joins the window before", () => {
    expect(songWindows(60.5, []).map((w) => [w.start, w.end])).toEqual([
      [0, 30],
      [30, 60.5],
    ]);
  });
});

describe("count-in", () => {
  test("3, 2, 1 a second apart with a beep each, then the loop starts at the segment's start", () => {
    const first = startPractice(createPractice([verse], { target: 2, rate: 1 }), 0);
    expect(first.state.phase).toEqual({ name: "countIn", count: 3, since: 0 });
    expect(first.effects).toEqual([{ type: "pause" }, { type: "cue", at: 10 }, { type: "beep", count: 3 }]);
    expect(tickPractice(first.state, 999).effects).toEqual([]);
    const two = tickPractice(first.state, 1000);
    expect(two.state.phase).toMatchObject({ name: "countIn", count: 2 });
    expect(two.effects).toEqual([{ type: "beep", count: 2 }]);
    const one = tickPractice(two.state, 2000);
    expect(one.state.phase).toMatchObject({ name: "countIn", count: 1 });
    expect(tickPractice(one.state, 2999).state.phase).toMatchObject({ name: "countIn", count: 1 });
    const go = tickPractice(one.state, 3000);
    expect(go.state.phase).toEqual({ name: "playing", since: 3000, startedAt: 3000 });
    expect(go.effects).toEqual([{ type: "cue", at: 10 }, { type: "play" }]);
  });
});

describe("loops", () => {
  test("a 4-second section at speed 1 completes a loop 4 s after the count-in; then another count-in", () => {
    let step = startPractice(createPractice([verse], { target: 2, rate: 1 }), 0);
    step = tickPractice(step.state, 3000);
    expect(tickPractice(step.state, 6999).effects).toEqual([]);
    step = tickPractice(step.state, 7000);
    expect(step.effects).toEqual([
      { type: "loopCompleted", index: 0, sectionIds: [7] },
      { type: "pause" },
      { type: "cue", at: 10 },
      { type: "beep", count: 3 },
    ]);
    expect(step.state.loop).toBe(1);
    expect(step.state.phase).toEqual({ name: "countIn", count: 3, since: 7000 });
  });

  test("at speed 0.5 the same loop lasts 8 s", () => {
    let step = startPractice(createPractice([verse], { target: 1, rate: 0.5 }), 0);
    step = tickPractice(step.state, 3000);
    expect(tickPractice(step.state, 10_999).state.phase.name).toBe("playing");
    expect(tickPractice(step.state, 11_000).state.phase.name).toBe("done");
  });

  test("after the target the next segment starts with its own count-in; after the last, a summary", () => {
    let step = startPractice(createPractice([verse, chorus], { target: 2, rate: 1 }), 0);
    // verse: (3 s count-in + 4 s) × 2 = 14 s
    step = tickPractice(step.state, 14_000);
    expect(step.state.index).toBe(1);
    expect(step.state.loop).toBe(0);
    expect(step.state.phase).toEqual({ name: "countIn", count: 3, since: 14_000 });
    expect(step.effects.filter((effect) => effect.type === "loopCompleted")).toHaveLength(2);
    expect(step.effects.at(-2)).toEqual({ type: "cue", at: 40 });
    // chorus: (3 s + 6 s) × 2 = 18 s
    step = tickPractice(step.state, 32_000);
    expect(step.state.phase).toEqual({ name: "done" });
    expect(step.effects.at(-1)).toEqual({ type: "finished" });
    expect(practiceSummary(step.state)).toMatchObject({
      loops: 4,
      ms: 20_000,
      perSegment: [
        { loops: 2, ms: 8000 },
        { loops: 2, ms: 12_000 },
      ],
    });
  });

  test("stopping keeps what was practised for the summary", () => {
    let step = startPractice(createPractice([verse, chorus], { target: 5, rate: 1 }), 0);
    step = tickPractice(step.state, 7000);
    step = stopPractice(step.state);
    expect(step.state.phase).toEqual({ name: "done" });
    expect(practiceSummary(step.state)).toMatchObject({ loops: 1, ms: 4000 });
  });
});

describe("speed changes", () => {
  test("a change in the middle of a loop plays the rest at the new speed", () => {
    let step = startPractice(createPractice([verse], { target: 1, rate: 1 }), 0);
    step = tickPractice(step.state, 3000);
    // 2 s of the 4 s played at speed 1; the other 2 s at 0.5 take 4 s.
    const slower = changeRate(step.state, 0.5, 5000);
    expect(tickPractice(slower, 8999).state.phase.name).toBe("playing");
    const done = tickPractice(slower, 9000).state;
    expect(done.phase.name).toBe("done");
    // The summary counts the 6 s the loop really took.
    expect(practiceSummary(done).ms).toBe(6000);
  });

  test("a change during the count-in applies to the coming loop", () => {
    const step = startPractice(createPractice([verse], { target: 1, rate: 1 }), 0);
    const faster = changeRate(step.state, 1.25, 500);
    // count-in ends at 3000; 4 s at 1.25 take 3.2 s.
    expect(tickPractice(faster, 6199).state.phase.name).toBe("playing");
    expect(tickPractice(faster, 6200).state.phase.name).toBe("done");
  });
});

describe("hide mode", () => {
  test("all hides every line, fans only the fans' part; a tap reveals", () => {
    expect(isLineHidden("none", "fans", false)).toBe(false);
    expect(isLineHidden("all", "singalong", false)).toBe(true);
    expect(isLineHidden("fans", "singalong", false)).toBe(false);
    expect(isLineHidden("fans", "fans", false)).toBe(true);
    expect(isLineHidden("fans", "fans", true)).toBe(false);
  });
});
