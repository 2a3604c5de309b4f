// What Prisma selects of a catalogue song (CatalogueSongSchema's fields,
// schemas/song.ts), apart from song.server.ts so that catalogue search,
// which song.server.ts calls, can use it too.
import type { CatalogueSong } from "~/schemas/song";

export const catalogueSongSelect = {
  id: true,
  youtubeId: true,
  title: true,
  artist: true,
  thumbnailUrl: true,
  duration: true,
  playCount: true,
} as const satisfies Record<keyof CatalogueSong, true>;
