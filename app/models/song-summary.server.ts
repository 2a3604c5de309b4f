// A song as the catalogue's lists give it (catalogue, search, community playlists), apart from
// song.server.ts so that catalogue search, which song.server.ts calls, can name it too.
import type { Prisma } from "@prisma/client";

export const songSummarySelect = {
  id: true,
  youtubeId: true,
  title: true,
  artist: true,
  thumbnailUrl: true,
  duration: true,
  playCount: true,
} as const;

export type SongSummary = Prisma.SongGetPayload<{ select: typeof songSummarySelect }>;
