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
      from: null,
      to: null,
    });
  });

  it("takes a ladder's range of the player's rates, never one climbing down", () => {
    const read = (query: string) => parsePracticePreset(new URLSearchParams(query));
    expect(read("from=0.75&to=1.25")).toMatchObject({ from: 0.75, to: 1.25 });
    expect(read("from=0.6&to=1")).toMatchObject({ from: null, to: 1 });
    expect(read("from=1&to=0.5")).toMatchObject({ from: null, to: null });
  });

  it("sets nothing it cannot trust: a rate the player does not offer, loops out of range, an unknown part", () => {
    expect(parsePracticePreset(new URLSearchParams("section=0&rate=0.8&loops=100&hide=band&ladder=yes"))).toEqual(NO_PRESET);
    expect(parsePracticePreset(new URLSearchParams("section=1e3&rate=&loops=-1"))).toEqual(NO_PRESET);
  });

  it("writes what is set, and reads back the same", () => {
    const query = practicePresetQuery({ sectionId: 7, rate: 0.5, loops: 4, hide: "none", ladder: true });
    expect(query).toBe("section=7&rate=0.5&loops=4&hide=none&ladder=1");
    expect(parsePracticePreset(new URLSearchParams(query))).toEqual({ ...NO_PRESET, sectionId: 7, rate: 0.5, loops: 4, hide: "none", ladder: true });
    expect(practicePresetQuery({ rate: 1 })).toBe("rate=1");
  });
});
