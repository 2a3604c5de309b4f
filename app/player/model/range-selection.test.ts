import { describe, expect, test, vi } from "vitest";
import { LONG_PRESS_MS } from "~/shared/constants";
import { applyLongPress, EMPTY_RANGE, isLongPress, movedTooFar, type SelectedRange } from "./range-selection";

const known = { duration: 200, askPlayerDuration: () => 0 };

function press(range: SelectedRange, time: number) {
  const result = applyLongPress(range, time, known);
  if (result.status !== "recognised") throw new Error("press not recognised");
  return result;
}

describe("long press recognition", () => {
  test("999 ms is not a long press; 1000 ms is", () => {
    expect(LONG_PRESS_MS).toBe(1000);
    expect(isLongPress(999)).toBe(false);
    expect(isLongPress(999.9)).toBe(false);
    expect(isLongPress(1000)).toBe(true);
    expect(isLongPress(1500)).toBe(true);
  });

  test("a press that moves more than 10 px is a drag", () => {
    expect(movedTooFar(6, 8)).toBe(false);
    expect(movedTooFar(0, 10)).toBe(false);
    expect(movedTooFar(0, 10.5)).toBe(true);
  });
});

describe("long-press sequence", () => {
  test("first sets start, second sets a later end, third starts again with no end", () => {
    const first = press(EMPTY_RANGE, 30);
    expect(first).toMatchObject({ step: "start", range: { start: 30, end: null } });
    const second = press(first.range, 42.5);
    expect(second).toMatchObject({ step: "end", range: { start: 30, end: 42.5 } });
    const third = press(second.range, 12);
    expect(third).toMatchObject({ step: "restart", range: { start: 12, end: null } });
  });

  test("a second press not later than start moves the start", () => {
    expect(press({ start: 30, end: null }, 25)).toMatchObject({ step: "moveStart", range: { start: 25, end: null } });
    expect(press({ start: 30, end: null }, 30)).toMatchObject({ step: "moveStart", range: { start: 30, end: null } });
  });

  test("every recognised press vibrates 100 ms", () => {
    expect(press(EMPTY_RANGE, 1).vibrateMs).toBe(100);
    expect(press({ start: 1, end: null }, 5).vibrateMs).toBe(100);
  });

  test("an end less than 1 s after the start is pushed to start + 1 s", () => {
    expect(press({ start: 30, end: null }, 30.4).range).toEqual({ start: 30, end: 31 });
  });

  test("near the song's end the start gives way so the section keeps 1 s", () => {
    expect(press({ start: 199.5, end: null }, 199.8).range).toEqual({ start: 199, end: 200 });
  });

  test("times outside the song are clamped to 0 and the duration", () => {
    expect(press(EMPTY_RANGE, -3).range).toEqual({ start: 0, end: null });
    expect(press({ start: 10, end: null }, 500).range).toEqual({ start: 10, end: 200 });
  });
});

describe("a selection needs a known duration", () => {
  test("duration 0: the player is asked, and its answer is used", () => {
    const askPlayerDuration = vi.fn(() => 180);
    const result = applyLongPress(EMPTY_RANGE, 20, { duration: 0, askPlayerDuration });
    expect(askPlayerDuration).toHaveBeenCalledOnce();
    expect(result).toMatchObject({ status: "recognised", duration: 180, range: { start: 20, end: null } });
  });

  test("still 0 after asking: aborted, nothing changes, no vibration", () => {
    const result = applyLongPress(EMPTY_RANGE, 20, { duration: 0, askPlayerDuration: () => 0 });
    expect(result).toEqual({ status: "aborted", reason: "unknownDuration" });
  });

  test("a known duration does not bother the player", () => {
    const askPlayerDuration = vi.fn(() => 1);
    applyLongPress(EMPTY_RANGE, 20, { duration: 200, askPlayerDuration });
    expect(askPlayerDuration).not.toHaveBeenCalled();
  });
});
