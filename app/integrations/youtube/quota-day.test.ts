import { describe, expect, test } from "vitest";
import { quotaDay, quotaDayEnd } from "./quota-day";

const at = (iso: string) => new Date(iso);

describe("YouTube's quota day (midnight to midnight, Pacific time)", () => {
  test.each([
    // Standard time, UTC-8
    ["2026-11-21T09:05:00Z", "2026-11-21", "2026-11-22T08:00:00.000Z"],
    ["2026-11-21T07:59:59Z", "2026-11-20", "2026-11-21T08:00:00.000Z"],
    ["2026-11-21T08:00:00Z", "2026-11-21", "2026-11-22T08:00:00.000Z"],
    // Daylight saving time, UTC-7
    ["2026-07-01T06:59:59Z", "2026-06-30", "2026-07-01T07:00:00.000Z"],
    ["2026-07-01T07:00:00Z", "2026-07-01", "2026-07-02T07:00:00.000Z"],
    // The day clocks go forward (8 March 2026) ends at midnight PDT
    ["2026-03-08T12:00:00Z", "2026-03-08", "2026-03-09T07:00:00.000Z"],
    ["2026-03-07T12:00:00Z", "2026-03-07", "2026-03-08T08:00:00.000Z"],
    // The day clocks go back (1 November 2026) ends at midnight PST
    ["2026-11-01T12:00:00Z", "2026-11-01", "2026-11-02T08:00:00.000Z"],
    ["2026-10-31T12:00:00Z", "2026-10-31", "2026-11-01T07:00:00.000Z"],
    // A Korean morning is still yesterday in California
    ["2026-11-21T00:30:00Z", "2026-11-20", "2026-11-21T08:00:00.000Z"],
  ])("at %s: day %s, ends %s", (instant, day, end) => {
    expect(quotaDay(at(instant))).toBe(day);
    expect(quotaDayEnd(at(instant)).toISOString()).toBe(end);
  });

  test("the end of a day is the start of the next", () => {
    const end = quotaDayEnd(at("2026-03-08T12:00:00Z"));
    expect(quotaDay(end)).toBe("2026-03-09");
    expect(quotaDay(new Date(end.getTime() - 1))).toBe("2026-03-08");
  });
});
