// A song as the player's queue takes it (spec §3 "Playlist song"): a
// catalogue song's fields (SongSchema, schemas/song.ts), with `id` null while
// the catalogue does not know the video yet. Pages hand their songs to the
// player with these fields; no zod here, so a page importing it stays light.
import type { Song } from "~/schemas/song";

export type QueueSong = Omit<Song, "id"> & {
  /** The catalogue's Song.id once the server knows the video; null until then. */
  id: number | null;
};

/** The queue's fields of any song (a catalogue row, a saved queue's entry, a setlist's song, a search result). */
export function toQueueSong({ id, youtubeId, title, artist, thumbnailUrl, duration }: QueueSong): QueueSong {
  return { id, youtubeId, title, artist, thumbnailUrl, duration };
}
