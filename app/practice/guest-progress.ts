// A guest's practice progress by song (issue 28), in the browser: the line
// records of this browser (local-progress.ts) grouped by song with the same
// rule as the server's (progress.ts songProgressOf). A local line's song comes
// from the browser's section store; a server line's from GET /api/practice/lines.
// Loaded on demand by the profile and the concert page, never with them.
import { readLocalSections, type LocalSection } from "~/player/api/local-sections";
import { PracticeLinesSchema } from "~/schemas/practice";
import { apiFetch } from "~/utils/api-client";
import { readLocalProgress, type LocalProgressRecord } from "./local-progress";
import { songProgressOf, type SongProgress } from "./progress";

export interface GuestSongProgress {
  /** The catalogue's id, when known. */
  songId: number | null;
  youtubeId: string | null;
  title: string;
  artist: string;
  progress: SongProgress;
}

interface SongRef {
  songId: number | null;
  youtubeId: string | null;
  title: string;
  artist: string;
}

function songOfLocal(section: LocalSection): SongRef {
  const byId = section.songId.startsWith("db_") ? Number(section.songId.slice(3)) || null : null;
  return {
    songId: section.dbId ?? byId,
    youtubeId: section.youtubeId ?? (section.songId.startsWith("db_") ? null : section.songId),
    title: section.songTitle,
    artist: section.songArtist,
  };
}

/** Records grouped by song (a song known by its video or its catalogue id), latest practice first. */
export function groupBySong(lines: ReadonlyArray<{ song: SongRef; record: LocalProgressRecord }>): GuestSongProgress[] {
  const songs = new Map<string, { song: SongRef; records: LocalProgressRecord[] }>();
  for (const { song, record } of lines) {
    const key = song.youtubeId ?? `db_${song.songId}`;
    const known = songs.get(key);
    if (known) {
      known.records.push(record);
      known.song.songId ??= song.songId;
    } else songs.set(key, { song: { ...song }, records: [record] });
  }
  return [...songs.values()]
    .map(({ song, records }) => ({ ...song, progress: songProgressOf(records) }))
    .sort((a, b) => Date.parse(b.progress.practisedAt!) - Date.parse(a.progress.practisedAt!));
}

/** This browser's practice by song; server lines the server no longer shares are left out. */
export async function readGuestSongProgress(): Promise<GuestSongProgress[]> {
  const records = Object.entries(readLocalProgress());
  if (records.length === 0) return [];
  const serverIds = records.flatMap(([key]) => (key.startsWith("s") ? [Number(key.slice(1))] : []));
  const [sections, server] = await Promise.all([
    readLocalSections(),
    serverIds.length > 0
      ? apiFetch(`/practice/lines?ids=${serverIds.slice(0, 500).join(",")}`, { answer: PracticeLinesSchema, guest: true })
      : { lines: [] },
  ]);
  const local = new Map(sections.map((section) => [section.id, songOfLocal(section)]));
  const shared = new Map(server.lines.map((line) => [line.id, { ...line.song, songId: line.song.id }]));
  return groupBySong(
    records.flatMap(([key, record]) => {
      const song = key.startsWith("s") ? shared.get(Number(key.slice(1))) : local.get(key.slice(1));
      return song ? [{ song: { songId: song.songId, youtubeId: song.youtubeId, title: song.title, artist: song.artist }, record }] : [];
    }),
  );
}
