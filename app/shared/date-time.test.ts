import { describe, expect, test } from "vitest";
import { formatDateTime } from "./date-time";

describe("formatDateTime (Korea's time zone)", () => {
  test.each([
    ["2026-11-21T09:05:00Z", "2026년 11월 21일 오후 6:05", "November 21, 2026, 6:05 PM"],
    ["2026-11-20T15:00:00Z", "2026년 11월 21일 오전 12:00", "November 21, 2026, 12:00 AM"],
    ["2026-11-21T03:30:00Z", "2026년 11월 21일 오후 12:30", "November 21, 2026, 12:30 PM"],
    ["2024-12-31T14:59:00Z", "2024년 12월 31일 오후 11:59", "December 31, 2024, 11:59 PM"],
    ["2024-12-31T15:00:00Z", "2025년 1월 1일 오전 12:00", "January 1, 2025, 12:00 AM"],
  ])("%s", (iso, ko, en) => {
    expect(formatDateTime(iso, "ko")).toBe(ko);
    expect(formatDateTime(iso, "en")).toBe(en);
  });

  test("an invalid date is empty", () => {
    expect(formatDateTime("not a date", "ko")).toBe("");
  });
});
