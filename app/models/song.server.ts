// The song catalogue (spec §3 "Song (server)").
import { prisma } from "~/db.server";

export const songSummarySelect = {
  id: true,
  youtubeId: true,
  title: true,
  artist: true,
  thumbnailUrl: true,
  duration: true,
  playCount: true,
} as const;

export async function listPopularSongs(limit: number) {
  return prisma.song.findMany({
    select: songSummarySelect,
    orderBy: [{ playCount: "desc" }, { createdAt: "asc" }],
    take: limit,
  });
}
