import { describe, expect, test } from "vitest";
import { formatTime } from "./time";

describe("formatTime", () => {
  test.each([
    [0, "0:00"],
    [9.99, "0:09"],
    [75, "1:15"],
    [599, "9:59"],
    [3599, "59:59"],
    [3600, "1:00:00"],
    [3725, "1:02:05"],
    [-4, "0:00"],
    [Number.NaN, "0:00"],
  ])("%s seconds -> %s", (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });

  test.each([
    [0, "0:00.0"],
    [75.34, "1:15.3"],
    [9.99, "0:09.9"],
    [10.2 - 0.1, "0:10.1"],
    [59.9999999, "1:00.0"],
    [3725.5, "1:02:05.5"],
    [-1, "0:00.0"],
  ])("with tenths: %s seconds -> %s", (seconds, text) => {
    expect(formatTime(seconds, { tenths: true })).toBe(text);
  });
});
