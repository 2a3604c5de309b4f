// A few concerts with setlists from the seeded catalogue (issue 12), dated
// around the day the database is made so that every status shows. Invented
// tours and venues.
import type { PrismaClient } from "@prisma/client";
import { koreaDay } from "../app/shared/korea-time";

const DAY_MS = 24 * 60 * 60_000;

interface SeedConcert {
  artist: string;
  tourName: string;
  venue: string;
  city: string;
  country: string;
  region: "domestic" | "global";
  /** Days from today. */
  startIn: number;
  days: number;
  /** Tickets open this many days from today; null: not announced. */
  ticketsIn: number | null;
  statusOverride?: "sold_out" | "on_sale";
  setlist: string[];
}

export const SEED_CONCERTS: SeedConcert[] = [
  {
    artist: "BTS",
    tourName: "Light Up Together Tour",
    venue: "잠실 올림픽주경기장",
    city: "서울",
    country: "대한민국",
    region: "domestic",
    startIn: 21,
    days: 2,
    ticketsIn: -7,
    setlist: ["gdZLi9oWNZg", "XsX3ATc3FbA", "11cta61wi0g"],
  },
  {
    artist: "TWICE",
    tourName: "Ready Set Cheer",
    venue: "KSPO DOME",
    city: "서울",
    country: "대한민국",
    region: "domestic",
    startIn: 45,
    days: 3,
    ticketsIn: 10,
    setlist: ["ePpPVE-GGJw", "Y8JFxS1HlDo"],
  },
  {
    artist: "SEVENTEEN",
    tourName: "Clap Along Live",
    venue: "Tokyo Dome",
    city: "Tokyo",
    country: "Japan",
    region: "global",
    startIn: 30,
    days: 2,
    ticketsIn: -20,
    statusOverride: "sold_out",
    setlist: ["J-wFp43XOrA", "gdZLi9oWNZg"],
  },
  {
    artist: "BLACKPINK",
    tourName: "Pink Light Night",
    venue: "Wembley Arena",
    city: "London",
    country: "United Kingdom",
    region: "global",
    startIn: -40,
    days: 1,
    ticketsIn: -90,
    setlist: ["IHNzOHi8sJs", "ioNng23DkIM"],
  },
  {
    artist: "NewJeans",
    tourName: "Bunnies Picnic",
    venue: "부산 아시아드 주경기장",
    city: "부산",
    country: "대한민국",
    region: "domestic",
    startIn: 90,
    days: 1,
    ticketsIn: null,
    setlist: ["11cta61wi0g", "4TWR90KJl84", "uR8Mrt1IpXg"],
  },
];

/** Adds the seed concerts to a database that has none. */
export async function seedConcerts(prisma: PrismaClient, now = new Date()): Promise<void> {
  if ((await prisma.concert.count()) > 0) return;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  for (const { startIn, days, ticketsIn, setlist, statusOverride, ...concert } of SEED_CONCERTS) {
    const songs = await prisma.song.findMany({ where: { youtubeId: { in: setlist } }, select: { id: true, youtubeId: true } });
    const ids = setlist.map((youtubeId) => songs.find((song) => song.youtubeId === youtubeId)?.id).filter((id) => id !== undefined);
    await prisma.concert.create({
      data: {
        ...concert,
        startDate: koreaDay(at(startIn)),
        endDate: koreaDay(at(startIn + days - 1)),
        ticketOpenAt: ticketsIn === null ? null : at(ticketsIn),
        ticketUrl: "https://tickets.example.com/",
        statusOverride: statusOverride ?? null,
        setlist: { create: ids.map((songId, position) => ({ position, songId })) },
      },
    });
  }
}
