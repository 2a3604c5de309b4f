import { describe, expect, test } from "vitest";
import { canSaveSection, readLyricsSectionForm, readSaveSectionForm, showsPronunciation } from "./section-forms";

describe("save-section modal", () => {
  test("the save button is disabled while the trimmed name is blank", () => {
    expect(canSaveSection("")).toBe(false);
    expect(canSaveSection("  \t ")).toBe(false);
    expect(canSaveSection(" 후렴 ")).toBe(true);
  });

  test("pronunciation shows only when the lyrics are not blank", () => {
    expect(showsPronunciation("")).toBe(false);
    expect(showsPronunciation("   ")).toBe(false);
    expect(showsPronunciation(null)).toBe(false);
    expect(showsPronunciation("하나 둘")).toBe(true);
  });

  test("stored values: trimmed, empty lyrics and pronunciation are null", () => {
    expect(readSaveSectionForm({ name: " 후렴 ", lyrics: "  ", pronunciation: "" })).toEqual({
      ok: true,
      value: { name: "후렴", lyrics: null, pronunciation: null, rate: null },
    });
    expect(readSaveSectionForm({ name: "후렴", lyrics: " 하나 둘 ", pronunciation: " hana dul " })).toEqual({
      ok: true,
      value: { name: "후렴", lyrics: "하나 둘", pronunciation: "hana dul", rate: null },
    });
  });

  test("the speed while it loops: blank is the current speed (null), else one of the player's speeds", () => {
    expect(readSaveSectionForm({ name: "후렴", rate: "" })).toMatchObject({ ok: true, value: { rate: null } });
    expect(readSaveSectionForm({ name: "후렴", rate: "0.5" })).toMatchObject({ ok: true, value: { rate: 0.5 } });
    expect(readSaveSectionForm({ name: "후렴", rate: "3" })).toEqual({
      ok: false,
      fields: { rate: ["sections:validation.rate"] },
      alertKey: null,
    });
  });

  test("a pronunciation left over after the lyrics were cleared is not stored", () => {
    expect(readSaveSectionForm({ name: "후렴", lyrics: "", pronunciation: "hana" })).toMatchObject({
      value: { lyrics: null, pronunciation: null },
    });
  });

  test("a blank name is refused", () => {
    expect(readSaveSectionForm({ name: " " })).toEqual({
      ok: false,
      fields: { name: ["validation.required"] },
      alertKey: null,
    });
  });
});

describe("lyrics-section modal", () => {
  test("name and lyrics are both required: the spec's one alert", () => {
    for (const values of [
      { name: "", lyrics: "하나 둘" },
      { name: "콜", lyrics: "  " },
      { name: " ", lyrics: "" },
    ]) {
      expect(readLyricsSectionForm(values)).toMatchObject({ ok: false, alertKey: "sections:messages.lyricsRequired" });
    }
  });

  test("line number defaults to 1; 'share with others' defaults to off; pronunciation trimmed or null", () => {
    expect(readLyricsSectionForm({ name: " 콜 ", lyrics: " 하나 둘 ", pronunciation: "  ", lineNumber: "" })).toEqual({
      ok: true,
      value: { name: "콜", lyrics: "하나 둘", pronunciation: null, lineNumber: 1, isPublic: false, rate: null },
    });
    expect(
      readLyricsSectionForm({ name: "콜", lyrics: "셋", pronunciation: " set ", lineNumber: "3", isPublic: true, rate: "0.75" }),
    ).toEqual({
      ok: true,
      value: { name: "콜", lyrics: "셋", pronunciation: "set", lineNumber: 3, isPublic: true, rate: 0.75 },
    });
  });

  test("line number is at least 1 and whole", () => {
    expect(readLyricsSectionForm({ name: "콜", lyrics: "셋", lineNumber: "0" })).toEqual({
      ok: false,
      fields: { lineNumber: ["sections:validation.lineNumber"] },
      alertKey: null,
    });
    expect(readLyricsSectionForm({ name: "콜", lyrics: "셋", lineNumber: "1.5" })).toMatchObject({ ok: false });
    expect(readLyricsSectionForm({ name: "콜", lyrics: "셋", lineNumber: "abc" })).toMatchObject({ ok: false });
    expect(readLyricsSectionForm({ name: "콜", lyrics: "셋", lineNumber: 1 })).toMatchObject({ ok: true });
  });
});
