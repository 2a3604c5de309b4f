// The sections saved in this browser as pages may use them: practice mode
// reads a guest's lines, the archive copies a line for a guest. Light on
// purpose: the store (and zod with it) loads on the first call, not with the
// page that imports this.
import type { LocalSection, SectionSong, SectionValues } from "../sync/section-store";

export type { LocalSection, SectionSong, SectionValues };

async function openStore() {
  const { LocalSectionStore } = await import("../sync/section-store");
  return new LocalSectionStore(window.localStorage);
}

/** Every section saved in this browser. */
export async function readLocalSections(): Promise<LocalSection[]> {
  return (await openStore()).list();
}

/** The sections saved in this browser for one song (by its YouTube id). */
export async function readLocalSectionsOfSong(youtubeId: string): Promise<LocalSection[]> {
  return (await openStore()).forSong(youtubeId);
}

/**
 * Saves a new section in this browser, waiting to be uploaded should an
 * account claim it. Rejects when the browser refuses to store it.
 */
export async function saveLocalSection(song: SectionSong, values: SectionValues): Promise<LocalSection> {
  return (await openStore()).add(song, values);
}

/** A guest's chant sheet of a song, saved whole in this browser (issue 27). Rejects when the browser refuses to store it. */
export async function replaceLocalSheet(song: SectionSong, lines: SectionValues[]): Promise<LocalSection[]> {
  return (await openStore()).replaceSongLyrics(song, lines);
}
