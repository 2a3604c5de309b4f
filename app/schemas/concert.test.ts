// Dates an admin types (issue 26, item 6): anything that is not a day, and years
// outside what both databases keep, are field errors, never an exception (a 500).
import { describe, expect, test } from "vitest";
import { AnnouncementSchema, ConcertFormSchema } from "./admin";
import { ConcertInputSchema } from "./concert";

const concert = {
  artist: "가상밴드",
  tourName: "투어",
  venue: "홀",
  city: "서울",
  country: "대한민국",
  region: "domestic",
  startDate: "2027-02-01",
  endDate: "2027-02-02",
};

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  // Each field's first message (what the form shows first).
  return Object.fromEntries((result.error?.issues ?? []).reverse().map((issue) => [issue.path.join("."), issue.message]));
}

describe("concert dates", () => {
  test.each(["2026-13-01", "2026-02-30", "2026-00-10", "9999-99-99", "0000-00-00"])("%s is not a day", (startDate) => {
    expect(fieldErrors(ConcertInputSchema.safeParse({ ...concert, startDate }))).toMatchObject({ startDate: "concerts:validation.date" });
  });

  test.each(["not a date", "2026-1-01", "", "２０２６-01-01"])("%j is not written as a day", (endDate) => {
    expect(fieldErrors(ConcertInputSchema.safeParse({ ...concert, endDate }))).toMatchObject({ endDate: "concerts:validation.date" });
  });

  test("years 1970 to 9999 only", () => {
    expect(ConcertInputSchema.safeParse({ ...concert, startDate: "1970-01-01", endDate: "9999-12-31" }).success).toBe(true);
    expect(fieldErrors(ConcertInputSchema.safeParse({ ...concert, startDate: "1969-12-31" }))).toMatchObject({
      startDate: "concerts:validation.dateYears",
    });
    expect(fieldErrors(ConcertInputSchema.safeParse({ ...concert, ticketOpenAt: "+020000-01-01T00:00:00Z" }))).toMatchObject({
      ticketOpenAt: "concerts:validation.dateYears",
    });
    expect(fieldErrors(ConcertInputSchema.safeParse({ ...concert, ticketOpenAt: "1969-12-31T23:59:59Z" }))).toMatchObject({
      ticketOpenAt: "concerts:validation.dateYears",
    });
    expect(fieldErrors(ConcertInputSchema.safeParse({ ...concert, ticketOpenAt: "soon" }))).toMatchObject({
      ticketOpenAt: "concerts:validation.ticketOpenAt",
    });
  });

  test("the admin form: a bad day or sale time is a field error", () => {
    const form = { ...concert, ticketUrl: "", statusOverride: "", ticketOpenAt: "0001-01-01T10:00" };
    expect(fieldErrors(ConcertFormSchema.safeParse({ ...form, startDate: "2026-13-45" }))).toMatchObject({
      startDate: "concerts:validation.date",
      ticketOpenAt: "concerts:validation.ticketOpenAt",
    });
  });

  test("announcements: a time outside the years is a field error", () => {
    const result = AnnouncementSchema.safeParse({ textKo: "공지", textEn: "Notice", startsAt: "0000-01-01T00:00" });
    expect(fieldErrors(result)).toMatchObject({ startsAt: "admin:validation.dateTime" });
  });
});
