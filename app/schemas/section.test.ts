import { describe, expect, test } from "vitest";
import * as z from "zod";
import {
  CreateSectionSchema,
  LyricsSectionFormSchema,
  rangeIssues,
  SaveSectionFormSchema,
  UpdateSectionSchema,
} from "./section";

const valid = { songId: 3, name: "후렴 콜", startTime: 10, endTime: 20 };

function fieldsOf(result: { success: boolean; error?: z.ZodError }) {
  return result.success ? {} : z.flattenError(result.error!).fieldErrors;
}

describe("section body (API)", () => {
  test("the spec's defaults: type 1 (repeat), texts null", () => {
    expect(CreateSectionSchema.parse(valid)).toEqual({
      ...valid,
      type: 1,
      lyrics: null,
      pronunciation: null,
    });
  });

  test("texts are trimmed; blank lyrics and pronunciation become null", () => {
    const parsed = CreateSectionSchema.parse({ ...valid, name: "  콜  ", lyrics: "  하나 둘  ", pronunciation: "   " });
    expect(parsed).toMatchObject({ name: "콜", lyrics: "하나 둘", pronunciation: null });
  });

  test("pronunciation without lyrics is dropped", () => {
    expect(CreateSectionSchema.parse({ ...valid, lyrics: " ", pronunciation: "hana" })).toMatchObject({
      lyrics: null,
      pronunciation: null,
    });
  });

  test("startTime < endTime, and at least 1 s apart (exactly 1 s is enough)", () => {
    expect(fieldsOf(CreateSectionSchema.safeParse({ ...valid, endTime: 10 }))).toEqual({
      endTime: ["sections:validation.endBeforeStart"],
    });
    expect(fieldsOf(CreateSectionSchema.safeParse({ ...valid, endTime: 9 }))).toEqual({
      endTime: ["sections:validation.endBeforeStart"],
    });
    expect(fieldsOf(CreateSectionSchema.safeParse({ ...valid, endTime: 10.999 }))).toEqual({
      endTime: ["sections:validation.tooShort"],
    });
    expect(CreateSectionSchema.safeParse({ ...valid, startTime: 0.1, endTime: 1.1 }).success).toBe(true);
  });

  test("times are numbers ≥ 0", () => {
    expect(fieldsOf(CreateSectionSchema.safeParse({ ...valid, startTime: -1 }))).toMatchObject({
      startTime: ["sections:validation.time"],
    });
    expect(fieldsOf(CreateSectionSchema.safeParse({ ...valid, startTime: "10" }))).toEqual({
      startTime: ["sections:validation.time"],
    });
  });

  test("type is 1 or 2; a lyrics section needs lyrics", () => {
    expect(fieldsOf(CreateSectionSchema.safeParse({ ...valid, type: 3 }))).toEqual({
      type: ["sections:validation.type"],
    });
    expect(fieldsOf(CreateSectionSchema.safeParse({ ...valid, type: 2 }))).toEqual({
      lyrics: ["sections:validation.lyricsRequired"],
    });
    expect(CreateSectionSchema.safeParse({ ...valid, type: 2, lyrics: "하나 둘 셋" }).success).toBe(true);
  });

  test("lineNumber is an integer ≥ 1; isPublic a boolean", () => {
    expect(fieldsOf(CreateSectionSchema.safeParse({ ...valid, lineNumber: 0 }))).toEqual({
      lineNumber: ["sections:validation.lineNumber"],
    });
    expect(fieldsOf(CreateSectionSchema.safeParse({ ...valid, lineNumber: 1.5 }))).toEqual({
      lineNumber: ["sections:validation.lineNumber"],
    });
    expect(fieldsOf(CreateSectionSchema.safeParse({ ...valid, isPublic: "yes" }))).toEqual({
      isPublic: ["sections:validation.isPublic"],
    });
  });

  test("text lengths are bounded", () => {
    expect(fieldsOf(CreateSectionSchema.safeParse({ ...valid, name: "가".repeat(101) }))).toEqual({
      name: ["sections:validation.nameTooLong"],
    });
    expect(fieldsOf(CreateSectionSchema.safeParse({ ...valid, lyrics: "가".repeat(2001) }))).toEqual({
      lyrics: ["sections:validation.lyricsTooLong"],
    });
    expect(CreateSectionSchema.safeParse({ ...valid, name: "가".repeat(100) }).success).toBe(true);
  });

  test("every mistake shows at once: a missing name and a bad range", () => {
    expect(fieldsOf(CreateSectionSchema.safeParse({ songId: 1, startTime: 5, endTime: 5.5 }))).toEqual({
      name: ["validation.required"],
      endTime: ["sections:validation.tooShort"],
    });
  });

  test("an update has no songId", () => {
    const { songId: _songId, ...update } = valid;
    expect(UpdateSectionSchema.parse({ ...update, songId: 99 })).not.toHaveProperty("songId");
  });

  test("within the song's duration when it is known", () => {
    expect(rangeIssues(10, 200, 200)).toBeNull();
    expect(rangeIssues(10, 200.5, 200)).toEqual({ endTime: ["sections:validation.beyondDuration"] });
    expect(rangeIssues(10, 5000, 0)).toBeNull();
  });
});

describe("section modals", () => {
  test("save section: name required after trimming", () => {
    expect(fieldsOf(SaveSectionFormSchema.safeParse({ name: "   " }))).toEqual({ name: ["validation.required"] });
    expect(SaveSectionFormSchema.parse({ name: " 떼창 ", lyrics: "", pronunciation: "x" })).toEqual({
      name: "떼창",
      lyrics: null,
      pronunciation: null,
      rate: null,
    });
  });

  test("lyrics section: name and lyrics required, line number 1 and not shared by default", () => {
    expect(LyricsSectionFormSchema.parse({ name: "콜", lyrics: " 하나 " })).toEqual({
      name: "콜",
      lyrics: "하나",
      pronunciation: null,
      lineNumber: 1,
      isPublic: false,
      rate: null,
    });
    expect(Object.keys(fieldsOf(LyricsSectionFormSchema.safeParse({ name: "", lyrics: " " })))).toEqual([
      "name",
      "lyrics",
    ]);
    expect(fieldsOf(LyricsSectionFormSchema.safeParse({ name: "콜", lyrics: "하나", lineNumber: 0 }))).toEqual({
      lineNumber: ["sections:validation.lineNumber"],
    });
  });

  test("the speed while it loops: the select's value or a number; the current speed (blank) is null", () => {
    const form = { name: "콜" };
    expect(SaveSectionFormSchema.parse(form).rate).toBeNull();
    expect(SaveSectionFormSchema.parse({ ...form, rate: "" }).rate).toBeNull();
    expect(SaveSectionFormSchema.parse({ ...form, rate: null }).rate).toBeNull();
    expect(SaveSectionFormSchema.parse({ ...form, rate: "0.75" }).rate).toBe(0.75);
    expect(LyricsSectionFormSchema.parse({ ...form, lyrics: "하나", rate: 1.25 }).rate).toBe(1.25);
    for (const rate of ["2", "fast", 0.6, 0, "0.5x"]) {
      expect(fieldsOf(SaveSectionFormSchema.safeParse({ ...form, rate }))).toEqual({ rate: ["sections:validation.rate"] });
    }
  });
});

describe("the speed a section remembers (API)", () => {
  test("one of the player's speeds, or null; absent stays absent (an update keeps what it has)", () => {
    expect(CreateSectionSchema.parse({ ...valid, rate: 0.5 }).rate).toBe(0.5);
    expect(CreateSectionSchema.parse({ ...valid, rate: null }).rate).toBeNull();
    expect("rate" in UpdateSectionSchema.parse({ name: "콜", startTime: 1, endTime: 3 })).toBe(false);
    for (const rate of [2, 0.6, "0.75", true]) {
      expect(fieldsOf(CreateSectionSchema.safeParse({ ...valid, rate }))).toEqual({ rate: ["sections:validation.rate"] });
    }
  });
});
