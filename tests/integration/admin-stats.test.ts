// Admin stats against a seeded database: exact figures per Korean day for
// each period (7, 14, 30, 90 days), the CSV, and the dashboard's today.
import { beforeAll, describe, expect, test, vi } from "vitest";
import { prisma } from "~/db/client.server";
import { getDailyStats, getDashboard, statsCsv } from "~/models/admin-stats.server";
import { countToday } from "~/models/daily-count.server";
import { loader as csvLoader } from "~/routes/_admin+/admin.stats[.]csv";
import { loader as statsLoader } from "~/routes/_admin+/admin.stats";
import { callRoute, signedInUser } from "./helpers";

// 23:59 on 31 March 2031 in Korea.
const NOW = new Date("2031-03-31T14:59:00Z");
const at = (iso: string) => new Date(iso);

// When each thing happened (UTC) and the Korean day it counts for.
const SIGN_UPS = [
  "2031-03-31T15:00:00Z", // 1 April in Korea: tomorrow, not counted
  "2031-03-31T14:00:00Z", // 31 March
  "2031-03-30T15:00:00Z", // 31 March, 00:00 in Korea
  "2031-03-30T14:59:59Z", // 30 March, 23:59:59 in Korea
  "2031-03-25T00:00:00Z", // 25 March: the first of 7 days
  "2031-03-24T12:00:00Z", // 24 March: in 14 days, not in 7
  "2031-03-10T03:00:00Z", // in 30 days
  "2031-01-15T03:00:00Z", // in 90 days
  "2030-12-31T16:00:00Z", // 1 January 2031 in Korea: the first of 90 days
  "2030-12-31T14:00:00Z", // 31 December in Korea: outside every period
];
const PLAYS = ["2031-03-31T01:00:00Z", "2031-03-31T02:00:00Z", "2031-03-20T01:00:00Z", "2031-02-01T01:00:00Z"];
const SECTIONS = ["2031-03-30T16:00:00Z", "2031-03-18T01:00:00Z"];
const PLAYLISTS = ["2031-03-31T14:59:00Z", "2031-03-31T15:00:00Z", "2031-03-02T00:00:00Z", "2031-01-02T00:00:00Z"];
const ACTIVE = [
  ["2031-03-31", 0],
  ["2031-03-31", 1],
  ["2031-03-29", 0],
  ["2031-03-01", 0], // 30 days are 2 to 31 March: only in 90
] as const;
const SEARCHES = [
  ["2031-03-31", 5],
  ["2031-03-26", 2],
  ["2031-03-20", 10],
  ["2031-01-01", 1],
] as const;

let baseUsers = 0;
beforeAll(async () => {
  baseUsers = await prisma.user.count();
  const users = [];
  for (const [index, createdAt] of SIGN_UPS.entries()) {
    users.push(
      await prisma.user.create({ data: { email: `stats${index}@example.com`, username: `stats_${index}`, nickname: `통계${index}`, createdAt: at(createdAt) } }),
    );
  }
  const song = await prisma.song.create({ data: { youtubeId: "statsSong01", title: "Invented stats song", artist: "Nobody" } });
  for (const playedAt of PLAYS) await prisma.playHistory.create({ data: { userId: users[0]!.id, songId: song.id, playedAt: at(playedAt) } });
  for (const createdAt of SECTIONS) {
    await prisma.section.create({ data: { userId: users[0]!.id, songId: song.id, name: "Hook", startTime: 0, endTime: 3, createdAt: at(createdAt) } });
  }
  for (const [index, createdAt] of PLAYLISTS.entries()) {
    await prisma.communityPlaylist.create({ data: { ownerId: users[0]!.id, name: `Stats list ${index}`, createdAt: at(createdAt) } });
  }
  for (const [day, user] of ACTIVE) await prisma.userActiveDay.create({ data: { day, userId: users[user]!.id } });
  for (const [day, count] of SEARCHES) await prisma.dailyCount.create({ data: { metric: "searches", day, count } });
});

const sum = (rows: Awaited<ReturnType<typeof getDailyStats>>, key: keyof Omit<Awaited<ReturnType<typeof getDailyStats>>[number], "day">) =>
  rows.reduce((total, row) => total + row[key], 0);

describe("figures per Korean day", () => {
  test("7 days: 25 to 31 March, each day exact", async () => {
    const rows = await getDailyStats(7, NOW);
    expect(rows.map((row) => row.day)).toEqual(["2031-03-25", "2031-03-26", "2031-03-27", "2031-03-28", "2031-03-29", "2031-03-30", "2031-03-31"]);
    expect(rows.at(-1)).toEqual({ day: "2031-03-31", signUps: 2, activeUsers: 2, plays: 2, sections: 1, playlists: 1, searches: 5 });
    expect(rows.at(-2)).toEqual({ day: "2031-03-30", signUps: 1, activeUsers: 0, plays: 0, sections: 0, playlists: 0, searches: 0 });
    expect(rows[0]).toEqual({ day: "2031-03-25", signUps: 1, activeUsers: 0, plays: 0, sections: 0, playlists: 0, searches: 0 });
    expect(rows.find((row) => row.day === "2031-03-29")!.activeUsers).toBe(1);
    expect(rows.find((row) => row.day === "2031-03-26")!.searches).toBe(2);
  });

  test.each([
    [7, { signUps: 4, activeUsers: 3, plays: 2, sections: 1, playlists: 1, searches: 7 }],
    [14, { signUps: 5, activeUsers: 3, plays: 3, sections: 2, playlists: 1, searches: 17 }],
    [30, { signUps: 6, activeUsers: 3, plays: 3, sections: 2, playlists: 2, searches: 17 }],
    [90, { signUps: 8, activeUsers: 4, plays: 4, sections: 2, playlists: 3, searches: 18 }],
  ] as const)("%i days: the totals", async (days, expected) => {
    const rows = await getDailyStats(days, NOW);
    expect(rows).toHaveLength(days);
    expect({
      signUps: sum(rows, "signUps"),
      activeUsers: sum(rows, "activeUsers"),
      plays: sum(rows, "plays"),
      sections: sum(rows, "sections"),
      playlists: sum(rows, "playlists"),
      searches: sum(rows, "searches"),
    }).toEqual(expected);
  });

  test("the CSV: a header and one line per day, oldest first", async () => {
    const csv = statsCsv(await getDailyStats(7, NOW));
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("day,signUps,activeUsers,plays,sections,playlists,searches");
    expect(lines).toHaveLength(8);
    expect(lines[7]).toBe("2031-03-31,2,2,2,1,1,5");
  });

  test("the dashboard's today: 31 March in Korea", async () => {
    const dashboard = await getDashboard(NOW);
    expect(dashboard.day).toBe("2031-03-31");
    expect(dashboard.today).toEqual({ day: "2031-03-31", signUps: 2, activeUsers: 2, plays: 2, sections: 1, playlists: 1, searches: 5 });
    expect(dashboard.totals.users).toBe(baseUsers + SIGN_UPS.length);
    expect(dashboard.totals.plays).toBe(await prisma.playHistory.count());
  });
});

describe("what is counted as it happens", () => {
  test("a search counts for today; a session seen counts its account active today, once", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-04-01T01:00:00Z"));
    await countToday("searches");
    await countToday("searches");
    const { cookie } = await signedInUser();
    // A request a minute later touches the session.
    vi.setSystemTime(new Date("2031-04-01T01:02:00Z"));
    await callRoute(statsLoader, "/admin/stats", { cookie });
    const [today] = await getDailyStats(1, new Date());
    expect(today).toMatchObject({ day: "2031-04-01", searches: 2, activeUsers: 1, signUps: 2 });
    vi.useRealTimers();
  });
});

describe("figures kept by the database (decision 117)", () => {
  test("rows deleted, also through a cascade, leave the figures of the days they were made on", async () => {
    const lastDay = async () => (await getDailyStats(7, NOW)).at(-1)!;
    const before = await lastDay();
    const user = await prisma.user.create({
      data: { email: "gone@example.com", username: "gone_1", nickname: "떠난 팬", createdAt: at("2031-03-31T01:00:00Z") },
    });
    const song = await prisma.song.findUniqueOrThrow({ where: { youtubeId: "statsSong01" } });
    await prisma.section.create({ data: { userId: user.id, songId: song.id, name: "Hook", startTime: 0, endTime: 3, createdAt: at("2031-03-31T02:00:00Z") } });
    await prisma.playHistory.createMany({
      data: [at("2031-03-31T03:00:00Z"), at("2031-03-31T03:05:00Z")].map((playedAt) => ({ userId: user.id, songId: song.id, playedAt })),
    });
    await prisma.communityPlaylist.create({ data: { ownerId: user.id, name: "Gone list", createdAt: at("2031-03-31T04:00:00Z") } });
    expect(await lastDay()).toEqual({
      ...before,
      signUps: before.signUps + 1,
      sections: before.sections + 1,
      plays: before.plays + 2,
      playlists: before.playlists + 1,
    });
    await prisma.user.delete({ where: { id: user.id } });
    expect(await lastDay()).toEqual(before);
  });
});

describe("the pages", () => {
  test("/admin/stats takes 7, 14, 30 or 90 days and nothing else; the CSV comes as a download", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    for (const days of [7, 14, 30, 90]) {
      const data = await (await callRoute(statsLoader, `/admin/stats?days=${days}`, { cookie })).json();
      expect(data.rows).toHaveLength(days);
    }
    expect((await callRoute(statsLoader, "/admin/stats?days=8", { cookie })).status).toBe(400);
    expect((await callRoute(statsLoader, "/admin/stats?metric=likes", { cookie })).status).toBe(400);
    const csv = await callRoute(csvLoader, "/admin/stats.csv?days=14", { cookie });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="stats-14d-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect((await csv.text()).trimEnd().split("\r\n")).toHaveLength(15);
  });
});
