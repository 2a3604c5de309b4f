import { describe, expect, test } from "vitest";
import {
  fromKoreaDateTimeLocal,
  koreaDateTimeLocal,
  koreaDay,
  koreaWallClock,
  lastKoreaDays,
  KOREA_TIME_ZONE,
  KOREA_UTC_OFFSET_MS,
} from "~/shared/korea-time";

describe("Korean days", () => {
  test("a day in Korea starts at 15:00 UTC the day before", () => {
    expect(koreaDay(new Date("2026-11-23T14:59:59.999Z"))).toBe("2026-11-23");
    expect(koreaDay(new Date("2026-11-23T15:00:00.000Z"))).toBe("2026-11-24");
  });

  test("is the day in Korea: 15:00 UTC is already the next day (a concert's last day)", () => {
    expect(koreaDay(new Date("2026-12-20T14:59:59.999Z"))).toBe("2026-12-20");
    expect(koreaDay(new Date("2026-12-20T15:00:00.000Z"))).toBe("2026-12-21");
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

  test("the fixed offset agrees with the time-zone database, summer and winter", () => {
    for (const iso of ["2026-01-15T20:30:00Z", "2026-07-15T20:30:00Z", "2031-03-30T14:59:59Z"]) {
      const instant = new Date(iso);
      const byZone = new Intl.DateTimeFormat("en-CA", { timeZone: KOREA_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
      expect(koreaDay(instant)).toBe(byZone.format(instant));
    }
  });
});

describe("Korea's wall clock", () => {
  test("reads the hour in Korea from the UTC fields", () => {
    expect(koreaWallClock("2026-11-21T09:05:00Z").getUTCHours()).toBe(18);
    expect(koreaWallClock(new Date("2026-11-20T15:00:00Z")).toISOString()).toBe("2026-11-21T00:00:00.000Z");
    expect(KOREA_UTC_OFFSET_MS).toBe(9 * 3600_000);
  });
});

describe("the admin's date-time boxes (datetime-local, in Korea)", () => {
  test("a moment shows as Korea's wall-clock time, none as empty", () => {
    expect(koreaDateTimeLocal(new Date("2026-11-24T00:00:00Z"))).toBe("2026-11-24T09:00");
    expect(koreaDateTimeLocal("2026-11-23T15:00:00.000Z")).toBe("2026-11-24T00:00");
    expect(koreaDateTimeLocal(null)).toBe("");
  });

  test("what a box sends is read as Korea's time, with or without seconds", () => {
    expect(fromKoreaDateTimeLocal("2026-11-24T09:00").toISOString()).toBe("2026-11-24T00:00:00.000Z");
    expect(fromKoreaDateTimeLocal("2026-11-24T00:00:30").toISOString()).toBe("2026-11-23T15:00:30.000Z");
    expect(Number.isNaN(fromKoreaDateTimeLocal("2026-02-30T25:00").getTime())).toBe(true);
  });

  test("shown and read back, a moment is the same (to the minute)", () => {
    const moment = new Date("2031-04-01T02:00:00Z");
    expect(fromKoreaDateTimeLocal(koreaDateTimeLocal(moment))).toEqual(moment);
  });
});
