// Sections (spec §3 "Section (server)"): repeat loops and lyrics lines of a song.
import { prisma } from "~/db.server";
import { SECTION_TYPE_LYRICS } from "~/shared/constants";

/** Lyrics sections their authors shared, newest first. */
export async function listSharedLyricsSections(limit: number) {
  return prisma.section.findMany({
    where: { isPublic: true, type: SECTION_TYPE_LYRICS },
    select: {
      id: true,
      name: true,
      startTime: true,
      endTime: true,
      lyrics: true,
      pronunciation: true,
      song: { select: { title: true, artist: true, youtubeId: true } },
      user: { select: { nickname: true } },
    },
    orderBy: { createdAt: "desc" },
    take: limit,
  });
}
