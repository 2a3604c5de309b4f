import { describe, expect, test } from "vitest";
import { chooseRate, followLoop, initialRate, loopRateFor, rateInEffect } from "./section-rate";
import { SECTION_MODE_OFF, type SectionModeState } from "./section-mode";

const looping = (start: number, end: number, selectedSectionId: string | null = null): SectionModeState => ({
  active: true,
  range: { start, end },
  selectedSectionId,
  repeating: true,
});

describe("the speed a looped range asks for", () => {
  const slow = { id: "7", rate: 0.75 as const };

  test("the selected saved section's speed, while it repeats", () => {
    expect(loopRateFor(looping(10, 13, "7"), slow, null)).toEqual({ key: "section:7", rate: 0.75 });
    // A handle moved on the selected section (an edit): still that section.
    expect(loopRateFor(looping(10, 14, "7"), slow, null)).toEqual({ key: "section:7", rate: 0.75 });
  });

  test("nothing while it does not repeat, without a range, for a section without a speed, or another range", () => {
    expect(loopRateFor({ ...looping(10, 13, "7"), repeating: false }, slow, null)).toBeNull();
    expect(loopRateFor(SECTION_MODE_OFF, slow, null)).toBeNull();
    expect(loopRateFor(looping(10, 13, "7"), { id: "7", rate: null }, null)).toBeNull();
    expect(loopRateFor(looping(10, 13, null), slow, null)).toBeNull();
  });

  test("a page's playSection: its speed for exactly that range; the section's own speed wins", () => {
    const asked = { range: { start: 20, end: 32.5 }, rate: 0.5 as const };
    expect(loopRateFor(looping(20, 32.5), null, asked)).toEqual({ key: "range:20~32.5", rate: 0.5 });
    expect(loopRateFor(looping(20, 33), null, asked)).toBeNull();
    expect(loopRateFor(looping(20, 32.5, "7"), slow, asked)).toEqual({ key: "section:7", rate: 0.75 });
    expect(loopRateFor(looping(20, 32.5, "7"), { id: "7", rate: null }, asked)).toEqual({ key: "range:20~32.5", rate: 0.5 });
  });
});

describe("the speed in effect", () => {
  test("chosen 1.25, a section at 0.75 loops, then stops: 1.25, 0.75, 1.25", () => {
    let state = chooseRate(initialRate(), 1.25);
    expect(rateInEffect(state)).toBe(1.25);
    state = followLoop(state, { key: "section:7", rate: 0.75 });
    expect(rateInEffect(state)).toBe(0.75);
    state = followLoop(state, null);
    expect(rateInEffect(state)).toBe(1.25);
    expect(state).toEqual({ chosen: 1.25, loop: null });
  });

  test("from one section to another: each one's speed; to a section without one: the chosen speed", () => {
    let state = followLoop(initialRate(), { key: "section:1", rate: 0.5 });
    state = followLoop(state, { key: "section:2", rate: 0.75 });
    expect(rateInEffect(state)).toBe(0.75);
    state = followLoop(state, null);
    expect(rateInEffect(state)).toBe(1);
  });

  test("a speed picked while the section loops holds for this loop; leaving still goes back to the one from before", () => {
    let state = followLoop(chooseRate(initialRate(), 1.25), { key: "section:7", rate: 0.5 });
    state = chooseRate(state, 0.75);
    expect(rateInEffect(state)).toBe(0.75);
    // The same section again (a re-render, a handle moved): the picked speed stays.
    expect(followLoop(state, { key: "section:7", rate: 0.5 })).toBe(state);
    // The section edited to another speed: that one applies.
    expect(rateInEffect(followLoop(state, { key: "section:7", rate: 1 }))).toBe(1);
    state = followLoop(state, null);
    expect(rateInEffect(state)).toBe(1.25);
  });

  test("nothing looping: nothing changes", () => {
    const state = initialRate(0.75);
    expect(followLoop(state, null)).toBe(state);
  });
});
