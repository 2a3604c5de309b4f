// The player's local copies (spec §3 "Stored locally"): the saved playlist
// and the playback state, versioned and validated before anything trusts them.
import * as z from "zod";
import { PlaylistSongSchema, PlaylistSongsSchema, type PlaylistSongInput } from "~/schemas/song";
import type { PlaybackState } from "./playback-state";
import type { QueueSong } from "~/shared/song";

/** Bump when the stored shape changes; older copies are then discarded. */
export const STORED_PLAYER_VERSION = 1;

/** A stored song without its place (the list's order is its place). */
const withoutPlace = ({ playOrder: _playOrder, ...song }: PlaylistSongInput): QueueSong => song;

const StoredSongSchema = PlaylistSongSchema.transform(withoutPlace);
/** At most 100 songs (spec §4: a longer local copy is corrupt), each video once. */
const StoredSongsSchema = PlaylistSongsSchema.transform((songs) => songs.map(withoutPlace));

/** Spec §3 "Saved playlist payload": userId, playlist[], savedAt (+ version and whether the account has it). */
const SavedPlaylistSchema = z.object({
  version: z.literal(STORED_PLAYER_VERSION),
  userId: z.string().min(1),
  playlist: StoredSongsSchema,
  savedAt: z.number(),
  /** The account's copy on the server matches this one (always false for guests). */
  synced: z.boolean(),
});

export type SavedPlaylistRead =
  | { status: "missing" }
  /** Invalid JSON, an unknown shape or more than 100 songs: the caller deletes it. */
  | { status: "corrupt" }
  | { status: "other-owner" }
  | { status: "ok"; songs: QueueSong[]; synced: boolean };

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function readSavedPlaylist(raw: string | null, ownerId: string): SavedPlaylistRead {
  if (raw === null) return { status: "missing" };
  const result = SavedPlaylistSchema.safeParse(parseJson(raw));
  if (!result.success) return { status: "corrupt" };
  if (result.data.userId !== ownerId) return { status: "other-owner" };
  return { status: "ok", songs: result.data.playlist, synced: result.data.synced };
}

export function serializeSavedPlaylist(
  ownerId: string,
  songs: readonly QueueSong[],
  synced: boolean,
  now: number,
): string {
  return JSON.stringify({
    version: STORED_PLAYER_VERSION,
    userId: ownerId,
    playlist: [...songs],
    savedAt: now,
    synced,
  } satisfies z.input<typeof SavedPlaylistSchema>);
}

const PlaybackStateSchema = z.object({
  currentSong: StoredSongSchema.nullable(),
  currentIndex: z.number().int().min(-1),
  playlistSongs: StoredSongsSchema,
  currentTime: z.number().min(0),
  isPlaying: z.boolean(),
  timestamp: z.number(),
});

const SavedPlaybackSchema = z.object({
  version: z.literal(STORED_PLAYER_VERSION),
  ownerId: z.string().min(1),
  state: PlaybackStateSchema,
});

/** The saved playback state of this owner; null when absent, invalid or someone else's. */
export function readSavedPlayback(raw: string | null, ownerId: string): PlaybackState | null {
  if (raw === null) return null;
  const result = SavedPlaybackSchema.safeParse(parseJson(raw));
  return result.success && result.data.ownerId === ownerId ? result.data.state : null;
}

export function serializeSavedPlayback(ownerId: string, state: PlaybackState): string {
  return JSON.stringify({ version: STORED_PLAYER_VERSION, ownerId, state });
}
