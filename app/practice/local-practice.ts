// A guest's practice material, kept in this browser and never sent (issue 12,
// decision 092): the songs that have lyrics sections in the browser's section
// store. Pure: the page reads the store and hands its sections here.
import type { LocalSection } from "~/player/api/local-sections";

export interface LocalPracticeSong {
  /** Null when the store knows the song only by its catalogue id. */
  youtubeId: string | null;
  dbId: number | null;
  title: string;
  artist: string;
  /** Lyrics sections of the song in the browser. */
  lines: number;
}

export function hasLyrics(section: Pick<LocalSection, "lyrics">): boolean {
  return section.lyrics !== null && section.lyrics.trim() !== "";
}

/** The song's YouTube id as the store keeps it ("db_{id}" means only the catalogue id is known). */
function youtubeIdOf(section: LocalSection): string | null {
  if (section.youtubeId) return section.youtubeId;
  return section.songId.startsWith("db_") ? null : section.songId;
}

/** The songs with lyrics sections, each once, by title. */
export function localPracticeSongs(sections: readonly LocalSection[]): LocalPracticeSong[] {
  const songs = new Map<string, LocalPracticeSong>();
  for (const section of sections) {
    if (!hasLyrics(section)) continue;
    const youtubeId = youtubeIdOf(section);
    const key = youtubeId ?? `db_${section.dbId ?? section.songId.slice(3)}`;
    const known = songs.get(key);
    if (known) {
      known.lines += 1;
      known.dbId ??= section.dbId;
      continue;
    }
    const dbId = section.dbId ?? (youtubeId === null ? Number(section.songId.slice(3)) || null : null);
    songs.set(key, { youtubeId, dbId, title: section.songTitle, artist: section.songArtist, lines: 1 });
  }
  return [...songs.values()]
    .filter((song) => song.youtubeId !== null || song.dbId !== null)
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** Where a local song is practised: by catalogue id when known (shared lines too), else by its video. */
export function localPracticeHref(song: LocalPracticeSong): string {
  return song.dbId !== null ? `/practice?song=${song.dbId}` : `/practice?video=${encodeURIComponent(song.youtubeId!)}`;
}
