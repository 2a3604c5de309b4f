import { describe, expect, it } from "vitest";
import { NO_PRESET, parsePracticePreset, practicePresetQuery } from "./preset";

describe("practice presets", () => {
  it("reads a section, a player's rate, loops, the part view and the ladder", () => {
    expect(parsePracticePreset(new URLSearchParams("section=12&rate=0.75&loops=3&hide=fans&ladder=1"))).toEqual({
      sectionId: 12,
      rate: 0.75,
      loops: 3,
      hide: "fans",
      ladder: true,
    });
  });

  it("sets nothing it cannot trust: a rate the player does not offer, loops out of range, an unknown part", () => {
    expect(parsePracticePreset(new URLSearchParams("section=0&rate=0.8&loops=100&hide=band&ladder=yes"))).toEqual(NO_PRESET);
    expect(parsePracticePreset(new URLSearchParams("section=1e3&rate=&loops=-1"))).toEqual(NO_PRESET);
  });

  it("writes what is set, and reads back the same", () => {
    const query = practicePresetQuery({ sectionId: 7, rate: 0.5, loops: 4, hide: "none", ladder: true });
    expect(query).toBe("section=7&rate=0.5&loops=4&hide=none&ladder=1");
    expect(parsePracticePreset(new URLSearchParams(query))).toEqual({ sectionId: 7, rate: 0.5, loops: 4, hide: "none", ladder: true });
    expect(practicePresetQuery({ rate: 1 })).toBe("rate=1");
  });
});
