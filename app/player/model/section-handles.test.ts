import { describe, expect, test } from "vitest";
import { dragVibration, handleKeyStep, handleLimits, moveHandle, moveHandleByKey } from "./section-handles";

const range = { start: 10, end: 20 };
const duration = 200;

describe("handle limits", () => {
  test("start cannot pass end − 1 s: 19 is the furthest, 19.001 is not allowed", () => {
    expect(moveHandle(range, "start", 19, duration)).toEqual({ start: 19, end: 20 });
    expect(moveHandle(range, "start", 19.001, duration)).toEqual({ start: 19, end: 20 });
    expect(moveHandle(range, "start", 25, duration)).toEqual({ start: 19, end: 20 });
  });

  test("end cannot go below start + 1 s: 11 is the nearest, 10.999 is not allowed", () => {
    expect(moveHandle(range, "end", 11, duration)).toEqual({ start: 10, end: 11 });
    expect(moveHandle(range, "end", 10.999, duration)).toEqual({ start: 10, end: 11 });
    expect(moveHandle(range, "end", 3, duration)).toEqual({ start: 10, end: 11 });
  });

  test("both stay within 0 and the duration", () => {
    expect(moveHandle(range, "start", -5, duration)).toEqual({ start: 0, end: 20 });
    expect(moveHandle(range, "end", 250, duration)).toEqual({ start: 10, end: 200 });
    expect(moveHandle(range, "end", 200, duration)).toEqual({ start: 10, end: 200 });
  });

  test("an unknown duration (0) leaves the end unbounded", () => {
    expect(moveHandle(range, "end", 500, 0)).toEqual({ start: 10, end: 500 });
  });

  test("the limits are the sliders' min and max", () => {
    expect(handleLimits(range, "start", duration)).toEqual({ min: 0, max: 19 });
    expect(handleLimits(range, "end", duration)).toEqual({ min: 11, max: 200 });
  });

  test("float noise does not leak into the range", () => {
    expect(moveHandle({ start: 0.1, end: 0.2 + 1 }, "end", 0.30000000000000004 + 1, duration)).toEqual({
      start: 0.1,
      end: 1.3,
    });
  });
});

describe("keyboard: arrow keys move 1 s, Shift+arrow keys 0.1 s, Page Up/Down 10 s", () => {
  test.each([
    ["ArrowRight", false, 1],
    ["ArrowUp", false, 1],
    ["ArrowLeft", false, -1],
    ["ArrowDown", false, -1],
    ["ArrowRight", true, 0.1],
    ["ArrowLeft", true, -0.1],
    ["PageUp", false, 10],
    ["PageDown", true, -10],
    ["a", false, null],
    ["Tab", true, null],
  ])("%s (shift %s) -> %s", (key, shift, step) => {
    expect(handleKeyStep(key, shift)).toBe(step);
  });

  test("steps move the handle and respect the limits", () => {
    expect(moveHandleByKey(range, "start", "ArrowRight", false, duration)).toEqual({ start: 11, end: 20 });
    expect(moveHandleByKey(range, "end", "ArrowLeft", true, duration)).toEqual({ start: 10, end: 19.9 });
    expect(moveHandleByKey({ start: 18.5, end: 20 }, "start", "ArrowRight", false, duration)).toEqual({
      start: 19,
      end: 20,
    });
    expect(moveHandleByKey({ start: 0.05, end: 20 }, "start", "ArrowLeft", true, duration)).toEqual({
      start: 0,
      end: 20,
    });
    expect(moveHandleByKey({ start: 10, end: 199.5 }, "end", "ArrowRight", false, duration)).toEqual({
      start: 10,
      end: 200,
    });
  });

  test("ten Shift+arrow steps make exactly one second", () => {
    let moved = range;
    for (let i = 0; i < 10; i++) moved = moveHandleByKey(moved, "end", "ArrowRight", true, duration)!;
    expect(moved).toEqual({ start: 10, end: 21 });
  });

  test("Home and End go to the limits; other keys are not the slider's", () => {
    expect(moveHandleByKey(range, "start", "Home", false, duration)).toEqual({ start: 0, end: 20 });
    expect(moveHandleByKey(range, "end", "End", false, duration)).toEqual({ start: 10, end: 200 });
    expect(moveHandleByKey(range, "end", "Enter", false, duration)).toBeNull();
  });
});

describe("touch drag vibration", () => {
  test("50 ms at drag start, 100 ms at drag end, only for touch", () => {
    expect(dragVibration("start", "touch")).toBe(50);
    expect(dragVibration("end", "touch")).toBe(100);
    expect(dragVibration("start", "mouse")).toBeNull();
    expect(dragVibration("end", "pen")).toBeNull();
  });
});
