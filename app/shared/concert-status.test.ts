import { describe, expect, test } from "vitest";
import { concertStatus } from "./concert-status";

const concert = { endDate: "2026-12-20", ticketOpenAt: "2026-11-01T11:00:00.000Z", statusOverride: null };

describe("concertStatus", () => {
  test("ends at midnight in Korea after the last show, not at midnight UTC", () => {
    // 23:59:59.999 on 20 December in Seoul is 14:59:59.999 UTC.
    expect(concertStatus(concert, new Date("2026-12-20T14:59:59.999Z"))).toBe("on_sale");
    expect(concertStatus(concert, new Date("2026-12-20T15:00:00.000Z"))).toBe("ended");
  });

  test("is upcoming until the tickets open, on sale from that instant", () => {
    expect(concertStatus(concert, new Date("2026-11-01T10:59:59.999Z"))).toBe("upcoming");
    expect(concertStatus(concert, new Date("2026-11-01T11:00:00.000Z"))).toBe("on_sale");
  });

  test("is upcoming while no sale date is known", () => {
    expect(concertStatus({ ...concert, ticketOpenAt: null }, new Date("2026-12-01T00:00:00Z"))).toBe("upcoming");
  });

  test("an admin's sold out or on sale wins over the dates until the concert has ended", () => {
    const soldOut = { ...concert, statusOverride: "sold_out" as const };
    expect(concertStatus(soldOut, new Date("2026-10-01T00:00:00Z"))).toBe("sold_out");
    expect(concertStatus(soldOut, new Date("2026-12-20T14:59:59.999Z"))).toBe("sold_out");
    expect(concertStatus(soldOut, new Date("2026-12-20T15:00:00.000Z"))).toBe("ended");
    const onSale = { ...concert, ticketOpenAt: null, statusOverride: "on_sale" as const };
    expect(concertStatus(onSale, new Date("2026-10-01T00:00:00Z"))).toBe("on_sale");
  });

  test("a one-day concert is not ended during its day in Korea", () => {
    const oneDay = { ...concert, endDate: "2027-01-01" };
    // 00:00 on 1 January in Seoul is 15:00 UTC on 31 December.
    expect(concertStatus(oneDay, new Date("2026-12-31T15:00:00.000Z"))).toBe("on_sale");
    expect(concertStatus(oneDay, new Date("2027-01-01T14:59:59.999Z"))).toBe("on_sale");
    expect(concertStatus(oneDay, new Date("2027-01-01T15:00:00.000Z"))).toBe("ended");
  });
});
