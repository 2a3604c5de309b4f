// Concerts (issue 12): the model functions the admin area builds on, the
// status filter's SQL agreeing with concertStatus at Korea's date boundaries,
// region filter, order and pagination, and the pages' loaders.
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { createConcert, deleteConcert, getConcert, listConcerts, updateConcert } from "~/models/concert.server";
import { loader as concertPage } from "~/routes/_concerts+/concerts.$id";
import { loader as concertsPage } from "~/routes/_concerts+/concerts._index";
import { ConcertInputSchema, type ConcertInputBody } from "~/schemas/concert";
import { concertStatus } from "~/shared/concert-status";
import { CONCERT_STATUSES } from "~/shared/constants";
import { callJson, createUser, type RouteHandler, signedInUser } from "./helpers";

let cookie: string;
let songIds: number[];
let admin: { id: string; role: string };

beforeAll(async () => {
  ({ cookie } = await signedInUser());
  admin = (await createUser({ role: "admin" })).user;
  songIds = [];
  for (const [i, title] of ["첫 곡", "둘째 곡", "셋째 곡"].entries()) {
    const song = await prisma.song.create({ data: { youtubeId: `conc${i}0000000`, title, artist: "가상밴드", duration: 180 } });
    songIds.push(song.id);
  }
});

beforeEach(async () => {
  await prisma.concert.deleteMany();
});

function input(overrides: Partial<ConcertInputBody> = {}) {
  return ConcertInputSchema.parse({
    artist: "가상밴드",
    tourName: "첫 투어",
    venue: "가상 홀",
    city: "서울",
    country: "대한민국",
    region: "domestic",
    startDate: "2026-12-19",
    endDate: "2026-12-20",
    ticketUrl: "https://tickets.example.com/1",
    ticketOpenAt: "2026-11-01T11:00:00.000Z",
    setlist: [],
    ...overrides,
  });
}

async function created(overrides: Partial<ConcertInputBody> = {}) {
  const result = await createConcert(admin, input(overrides));
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.value.id;
}

describe("model functions", () => {
  test("create keeps the setlist in order; update replaces fields and setlist; delete removes both", async () => {
    const id = await created({ setlist: [songIds[2]!, songIds[0]!] });
    expect((await getConcert(id))!.setlist.map((song) => song.id)).toEqual([songIds[2], songIds[0]]);
    const updated = await updateConcert(admin, id, input({ tourName: "앙코르", setlist: [songIds[1]!] }));
    expect(updated.ok).toBe(true);
    expect(await getConcert(id)).toMatchObject({ tourName: "앙코르", setlist: [{ id: songIds[1], position: 0 }] });
    expect(await deleteConcert(admin, id)).toEqual({ ok: true, value: null });
    expect(await getConcert(id)).toBeNull();
    expect(await prisma.setlistEntry.count({ where: { concertId: id } })).toBe(0);
    expect(await deleteConcert(admin, id)).toEqual({ ok: false, reason: "NOT_FOUND", messageKey: "admin:concerts.errors.notFound" });
  });

  test("a setlist song must be in the catalogue; the last day cannot come before the first", async () => {
    expect(await createConcert(admin, input({ setlist: [999_999] }))).toEqual({
      ok: false,
      reason: "VALIDATION_ERROR",
      fields: { setlist: ["concerts:validation.songNotFound"] },
    });
    expect(await prisma.concert.count()).toBe(0);
    const wrong = ConcertInputSchema.safeParse({ ...input(), startDate: "2026-12-21" });
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues[0]!.path).toEqual(["endDate"]);
    expect(ConcertInputSchema.safeParse({ ...input(), startDate: "2026-02-30" }).success).toBe(false);
  });
});

describe("status filter", () => {
  test("the list's status filter gives the statuses concertStatus gives, at each boundary in Korea's time", async () => {
    await created({ tourName: "판매 중" });
    await created({ tourName: "미정", ticketOpenAt: null });
    await created({ tourName: "매진", statusOverride: "sold_out" });
    await created({ tourName: "관리자 판매", ticketOpenAt: null, statusOverride: "on_sale" });
    await created({ tourName: "지난", startDate: "2026-10-01", endDate: "2026-10-01" });
    const moments = [
      "2026-11-01T10:59:59.999Z", // a millisecond before tickets open
      "2026-11-01T11:00:00.000Z", // tickets open
      "2026-12-20T14:59:59.999Z", // the last minute of the last day in Seoul
      "2026-12-20T15:00:00.000Z", // midnight in Seoul: ended
    ];
    for (const moment of moments) {
      const now = new Date(moment);
      const all = (await listConcerts({}, now)).concerts;
      expect(all).toHaveLength(5);
      for (const concert of all) expect(concert.status).toBe(concertStatus(concert, now));
      for (const status of CONCERT_STATUSES) {
        const filtered = (await listConcerts({ status }, now)).concerts.map((concert) => concert.tourName).sort();
        const expected = all.filter((concert) => concert.status === status).map((concert) => concert.tourName).sort();
        expect(filtered, `${status} at ${moment}`).toEqual(expected);
      }
    }
    const before = (await listConcerts({}, new Date("2026-11-01T10:59:59.999Z"))).concerts;
    expect(Object.fromEntries(before.map((concert) => [concert.tourName, concert.status]))).toEqual({
      "판매 중": "upcoming",
      미정: "upcoming",
      매진: "sold_out",
      "관리자 판매": "on_sale",
      지난: "ended",
    });
    const after = (await listConcerts({}, new Date("2026-12-20T15:00:00.000Z"))).concerts;
    expect(after.every((concert) => concert.status === "ended")).toBe(true);
  });
});

describe("order, region and pages", () => {
  test("coming concerts soonest first, then the ended ones latest first; region filters; pages of 12", async () => {
    const now = new Date("2026-11-15T00:00:00.000Z");
    await created({ tourName: "C", startDate: "2027-01-10", endDate: "2027-01-10", region: "global" });
    await created({ tourName: "A", startDate: "2026-11-20", endDate: "2026-11-21" });
    await created({ tourName: "Old", startDate: "2026-09-01", endDate: "2026-09-01" });
    await created({ tourName: "Older", startDate: "2026-08-01", endDate: "2026-08-01", region: "global" });
    await created({ tourName: "B", startDate: "2026-12-01", endDate: "2026-12-01" });
    expect((await listConcerts({}, now)).concerts.map((concert) => concert.tourName)).toEqual(["A", "B", "C", "Old", "Older"]);
    expect((await listConcerts({ region: "global" }, now)).concerts.map((concert) => concert.tourName)).toEqual(["C", "Older"]);
    for (let i = 0; i < 10; i += 1) await created({ tourName: `More ${i}` });
    const first = await listConcerts({}, now);
    expect(first.concerts).toHaveLength(12);
    expect(first.hasMore).toBe(true);
    const second = await listConcerts({ page: 2 }, now);
    expect(second.concerts).toHaveLength(3);
    expect(second.hasMore).toBe(false);
  });
});

describe("pages", () => {
  const visit = (loader: RouteHandler, path: string, params = {}) => callJson(loader, path, { cookie, params });

  test("the list filters by the query; a status it does not know is a 400 showing every concert", async () => {
    await created({ tourName: "Global", region: "global" });
    await created({ tourName: "Home" });
    const global = await visit(concertsPage, "/concerts?region=global");
    expect(global.body.concerts.map((concert: { tourName: string }) => concert.tourName)).toEqual(["Global"]);
    const wrong = await visit(concertsPage, "/concerts?status=cancelled");
    expect(wrong.status).toBe(400);
    expect(wrong.body.concerts).toHaveLength(2);
    expect(wrong.body.errors.status).toEqual(["concerts:validation.status"]);
  });

  test("the detail has the setlist in order with each song's chant lines; an unknown id is a 404", async () => {
    const id = await created({ setlist: [songIds[1]!, songIds[0]!] });
    const found = await visit(concertPage, `/concerts/${id}`, { id: String(id) });
    expect(found.body.concert.setlist.map((song: { title: string; position: number }) => [song.position, song.title])).toEqual([
      [0, "둘째 곡"],
      [1, "첫 곡"],
    ]);
    expect(found.body.concert.setlist[0].chantLines).toBe(0);
    expect((await visit(concertPage, `/concerts/${id + 1000}`, { id: String(id + 1000) })).status).toBe(404);
    expect((await visit(concertPage, "/concerts/abc", { id: "abc" })).status).toBe(404);
  });
});
