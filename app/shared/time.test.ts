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
});
