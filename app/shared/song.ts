// A song as the player's queue takes it (spec §3 "Playlist song"): a
// catalogue song's fields (SongSchema, schemas/song.ts), with \`id\` null while
// the catalogue does not know the video yet. Pages hand their songs to the
// player with these fields (toQueueSong, player/api/commands.ts).
import type { Song } from "~/schemas/song";

export type QueueSong = Omit<Song, "id"> & {
  /** The catalogue's Song.id once the server knows the video; null until then. */
  id: number | null;
};

/**
 * Where a catalogue song's title and artist come from (decision 130): YouTube
 * when the song was added, the fan who added it when YouTube did not describe
 * the video, or an admin's correction.
 */
export const SONG_DETAILS_FROM = ["youtube", "fan", "admin"] as const;
export type SongDetailsFrom = (typeof SONG_DETAILS_FROM)[number];
