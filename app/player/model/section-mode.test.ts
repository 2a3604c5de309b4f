import { describe, expect, test } from "vitest";
import {
  changeRange,
  forgetSection,
  SECTION_MODE_OFF,
  selectSavedSection,
  toggleSectionMode,
  toggleSectionRepeat,
  type SectionModeState,
} from "./section-mode";

const chorus = { id: "1763712000000", start: 44, end: 70 };

describe("section mode", () => {
  test("toggles on and off; turning it off clears the selected section and repeat", () => {
    const on = toggleSectionMode(SECTION_MODE_OFF);
    expect(on.active).toBe(true);
    const selected = toggleSectionRepeat(selectSavedSection(on, chorus).state).state;
    expect(selected).toMatchObject({ selectedSectionId: chorus.id, repeating: true });
    expect(toggleSectionMode(selected)).toEqual(SECTION_MODE_OFF);
  });

  test("clicking a marker seeks to its start, pauses, enters section mode and selects it", () => {
    expect(selectSavedSection(SECTION_MODE_OFF, chorus)).toEqual({
      state: { active: true, range: { start: 44, end: 70 }, selectedSectionId: chorus.id, repeating: false },
      command: { seekTo: 44, then: "pause" },
    });
  });
});

describe("section repeat", () => {
  const selected = selectSavedSection(SECTION_MODE_OFF, chorus).state;

  test("turning it on seeks to the start and plays", () => {
    expect(toggleSectionRepeat(selected)).toEqual({
      state: { ...selected, repeating: true },
      command: { seekTo: 44, then: "play" },
    });
  });

  test("turning it off only stops repeating", () => {
    const repeating = toggleSectionRepeat(selected).state;
    expect(toggleSectionRepeat(repeating)).toEqual({ state: selected, command: null });
  });

  test("needs both ends", () => {
    const half: SectionModeState = { ...SECTION_MODE_OFF, active: true, range: { start: 10, end: null } };
    expect(toggleSectionRepeat(half)).toEqual({ state: half, command: null });
  });
});

describe("changing the range", () => {
  const repeating = toggleSectionRepeat(selectSavedSection(SECTION_MODE_OFF, chorus).state).state;

  test("a handle of the selected section keeps it selected and repeating", () => {
    expect(changeRange(repeating, { start: 45, end: 70 }, { keepSelection: true })).toMatchObject({
      selectedSectionId: chorus.id,
      repeating: true,
    });
  });

  test("a new long-press range is not the saved section any more; half a range cannot repeat", () => {
    expect(changeRange(repeating, { start: 5, end: null })).toMatchObject({
      selectedSectionId: null,
      repeating: false,
    });
  });

  test("deleting the selected section forgets it", () => {
    expect(forgetSection(repeating, chorus.id)).toMatchObject({
      range: { start: null, end: null },
      selectedSectionId: null,
      repeating: false,
    });
    expect(forgetSection(repeating, "other")).toBe(repeating);
  });
});
