import { describe, expect, test } from "vitest";
import { koreaDay, lastKoreaDays } from "~/shared/korea-day";

describe("Korean days", () => {
  test("a day in Korea starts at 15:00 UTC the day before", () => {
    expect(koreaDay(new Date("2026-11-23T14:59:59.999Z"))).toBe("2026-11-23");
    expect(koreaDay(new Date("2026-11-23T15:00:00.000Z"))).toBe("2026-11-24");
  });

  test("the last 7 days end with today, across a month's end", () => {
    expect(lastKoreaDays(7, new Date("2026-12-02T16:00:00Z"))).toEqual([
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
    ]);
  });
});
