import { describe, expect, test } from "vitest";
import { parseDuration } from "./duration";
import { formatTime } from "./time";

describe("parseDuration (spec §3: a number, a numeric string, mm:ss or h:mm:ss)", () => {
  test.each([
    [199, 199],
    [0, 0],
    [199.4, 199],
    [199.5, 200],
    ["199", 199],
    [" 253 ", 253],
    ["12.6", 13],
    ["3:19", 199],
    ["03:19", 199],
    ["0:00", 0],
    ["75:10", 4510],
    ["1:02:05", 3725],
    ["1:2:05", 3725],
    ["10:00:00", 36000],
  ])("%j -> %s seconds", (input, seconds) => {
    expect(parseDuration(input)).toBe(seconds);
  });

  test.each([
    [-1],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [""],
    ["  "],
    ["abc"],
    ["-5"],
    ["3:60"],
    ["3:5"],
    ["1:60:00"],
    ["1:02:03:04"],
    [":30"],
    ["1e3"],
    [null],
    [undefined],
    [true],
    [{}],
  ])("%j is refused", (input) => {
    expect(parseDuration(input)).toBeNull();
  });

  test("what formatTime shows, parseDuration reads back", () => {
    for (const seconds of [0, 59, 60, 199, 3599, 3600, 3725, 86399]) {
      expect(parseDuration(formatTime(seconds))).toBe(seconds);
    }
  });
});
