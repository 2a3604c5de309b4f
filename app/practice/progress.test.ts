import { describe, expect, test } from "vitest";
import {
  addLoop,
  daysUntil,
  isCleanAtFullSpeed,
  mergeProgress,
  readinessCounts,
  songProgressOf,
  type ProgressRecord,
} from "./progress";

const at = (time: string) => `2026-11-20T${time}:00.000Z`;
const record = (overrides: Partial<ProgressRecord> = {}): ProgressRecord => ({
  loops: 0,
  bestScore: null,
  lastScore: null,
  cleanAtFullSpeed: false,
  practisedAt: at("10:00"),
  ...overrides,
});

describe("a loop added to a line's record", () => {
  const now = new Date(at("12:00"));

  test("a plain loop counts and keeps the scores", () => {
    expect(addLoop(null, {}, now)).toEqual(record({ loops: 1, practisedAt: at("12:00") }));
    expect(addLoop(record({ loops: 4, bestScore: 70, lastScore: 65 }), {}, now)).toEqual(
      record({ loops: 5, bestScore: 70, lastScore: 65, practisedAt: at("12:00") }),
    );
  });

  test("a drill sets the last score and raises the best, never lowers it", () => {
    const first = addLoop(null, { drill: { score: 72, rate: 0.75, clean: false } }, now);
    expect(first).toMatchObject({ loops: 1, bestScore: 72, lastScore: 72, cleanAtFullSpeed: false });
    const lower = addLoop(first, { drill: { score: 40, rate: 0.75, clean: false } }, now);
    expect(lower).toMatchObject({ loops: 2, bestScore: 72, lastScore: 40 });
    expect(addLoop(lower, { drill: { score: 0, rate: 1, clean: false } }, now)).toMatchObject({ bestScore: 72, lastScore: 0 });
  });

  test("clean at full speed needs the clean flag, 1x or faster and a score of at least 50; once clean it stays", () => {
    expect(isCleanAtFullSpeed({ score: 90, rate: 0.75, clean: true })).toBe(false);
    expect(isCleanAtFullSpeed({ score: 90, rate: 1, clean: false })).toBe(false);
    expect(isCleanAtFullSpeed({ score: 49, rate: 1, clean: true })).toBe(false);
    expect(isCleanAtFullSpeed({ score: 50, rate: 1, clean: true })).toBe(true);
    expect(isCleanAtFullSpeed({ score: 80, rate: 1.25, clean: true })).toBe(true);
    const clean = addLoop(null, { drill: { score: 85, rate: 1, clean: true } }, now);
    expect(clean.cleanAtFullSpeed).toBe(true);
    expect(addLoop(clean, { drill: { score: 30, rate: 1, clean: false } }, now).cleanAtFullSpeed).toBe(true);
  });
});

describe("a guest's record merged into the account's", () => {
  test("nothing on the account yet: the guest's record as it is; an empty one adds nothing", () => {
    const guest = record({ loops: 3, bestScore: 55, lastScore: 50 });
    expect(mergeProgress(null, guest)).toEqual(guest);
    expect(mergeProgress(null, record())).toBeNull();
  });

  test("loops added, the higher best, the later one's last score, clean if either, the later time", () => {
    const account = record({ loops: 5, bestScore: 90, lastScore: 88, cleanAtFullSpeed: true, practisedAt: at("09:00") });
    const guest = record({ loops: 2, bestScore: 61, lastScore: 61, practisedAt: at("11:00") });
    expect(mergeProgress(account, guest)).toEqual({
      loops: 7,
      bestScore: 90,
      lastScore: 61,
      cleanAtFullSpeed: true,
      practisedAt: at("11:00"),
    });
    // The account's is later: its last score stays.
    expect(mergeProgress({ ...account, practisedAt: at("12:00") }, guest)).toMatchObject({ lastScore: 88, practisedAt: at("12:00") });
    // The later one without a drill: the other's last score.
    expect(mergeProgress(account, record({ loops: 1, practisedAt: at("11:00") }))).toMatchObject({ loops: 6, lastScore: 88, bestScore: 90 });
  });

  test("no drill on either side: the scores stay null", () => {
    expect(mergeProgress(record({ loops: 1, practisedAt: at("08:00") }), record({ loops: 1 }))).toEqual(record({ loops: 2 }));
  });

  test("the same record sent again (the account's time is the guest's, to the millisecond) changes nothing", () => {
    const account = record({ loops: 5, practisedAt: at("09:00") });
    const guest = record({ loops: 2, bestScore: 61, lastScore: 61, practisedAt: at("11:00") });
    const once = mergeProgress(account, guest)!;
    expect(once.loops).toBe(7);
    expect(mergeProgress(once, guest)).toBeNull();
  });
});

describe("a song's progress from its lines", () => {
  test("no line practised: new, nothing counted", () => {
    expect(songProgressOf([])).toEqual({
      loops: 0,
      bestScore: null,
      lastScore: null,
      cleanAtFullSpeed: false,
      readiness: "new",
      practisedAt: null,
    });
  });

  test("loops summed, the best of the best, the latest line's last score, the least ready line's level", () => {
    const lines = [
      record({ loops: 4, bestScore: 95, lastScore: 95, cleanAtFullSpeed: true, practisedAt: at("09:00") }),
      record({ loops: 2, bestScore: 64, lastScore: 58, practisedAt: at("11:00") }),
      record({ loops: 6, bestScore: 70, lastScore: 70, cleanAtFullSpeed: true, practisedAt: at("10:00") }),
    ];
    expect(songProgressOf(lines)).toEqual({
      loops: 12,
      bestScore: 95,
      lastScore: 58,
      cleanAtFullSpeed: false,
      readiness: "almost",
      practisedAt: at("11:00"),
    });
  });

  test("ready only when every practised line is; one line only looped keeps the song learning", () => {
    const clean = record({ loops: 1, bestScore: 90, lastScore: 90, cleanAtFullSpeed: true });
    expect(songProgressOf([clean, clean]).readiness).toBe("ready");
    expect(songProgressOf([clean, record({ loops: 1, practisedAt: at("11:00") })])).toMatchObject({
      readiness: "learning",
      lastScore: 90,
    });
    expect(songProgressOf([record({ bestScore: 59, lastScore: 59 })]).readiness).toBe("learning");
    expect(songProgressOf([record({ bestScore: 60, lastScore: 60 })]).readiness).toBe("almost");
  });

  test("counts per level", () => {
    expect(readinessCounts(["new", "ready", "ready", "almost"])).toEqual({ new: 1, learning: 0, almost: 1, ready: 2 });
  });
});

describe("days until a concert, in Korea's calendar", () => {
  test("counts whole Korean days: 0 on the day, null after", () => {
    // 2026-11-20 14:59 UTC is 23:59 in Seoul; 15:00 UTC is already the 21st there.
    expect(daysUntil("2026-12-02", new Date("2026-11-20T14:59:00Z"))).toBe(12);
    expect(daysUntil("2026-12-02", new Date("2026-11-20T15:00:00Z"))).toBe(11);
    expect(daysUntil("2026-11-21", new Date("2026-11-20T15:00:00Z"))).toBe(0);
    expect(daysUntil("2026-11-20", new Date("2026-11-20T15:00:00Z"))).toBeNull();
  });
});
