import { describe, expect, test } from "vitest";
import { defaultSectionName, rangeLabel, renameForNewRange } from "./section-names";

const english = (range: string) => `section repeat (${range})`;
const korean = (range: string) => `구간 반복 (${range})`;

describe("section names", () => {
  test("the range label uses the interface's time format", () => {
    expect(rangeLabel({ start: 75, end: 90.7 })).toBe("1:15~1:30");
    expect(rangeLabel({ start: 3599, end: 3605 })).toBe("59:59~1:00:05");
  });

  test("default name: 'section repeat (start~end)' in the current language", () => {
    expect(defaultSectionName({ start: 5, end: 12 }, english)).toBe("section repeat (0:05~0:12)");
    expect(defaultSectionName({ start: 5, end: 12 }, korean)).toBe("구간 반복 (0:05~0:12)");
  });

  test("editing the range: an old name containing the old range string gets the new one", () => {
    expect(renameForNewRange("section repeat (0:05~0:12)", { start: 5, end: 12 }, { start: 6, end: 20 })).toBe(
      "section repeat (0:06~0:20)",
    );
    expect(renameForNewRange("후렴 콜 0:05~0:12 연습", { start: 5, end: 12 }, { start: 6, end: 20 })).toBe(
      "후렴 콜 0:06~0:20 연습",
    );
  });

  test("a name without the old range string is kept", () => {
    expect(renameForNewRange("후렴 떼창", { start: 5, end: 12 }, { start: 6, end: 20 })).toBe("후렴 떼창");
    expect(renameForNewRange("section repeat (0:05~0:13)", { start: 5, end: 12 }, { start: 6, end: 20 })).toBe(
      "section repeat (0:05~0:13)",
    );
  });
});
