// The player's calls to our /api (spec §7) through the shared client (10 s
// timeout, the spec's 401 handling), each answer checked by the schema the
// server's is typed from. Guests write nothing to the server.
import { CommunitySectionSchema, type CommunitySection } from "~/schemas/section";
import { SheetsFollowingVideoSchema } from "~/schemas/sheet";
import { linkedSheetLines } from "~/sheets/linked";
import {
  CatalogueSongSchema,
  PlayedSongSchema,
  SavedPlaylistSongSchema,
  SongPageSchema,
  VideoDetailsSchema,
  type VideoDetails,
} from "~/schemas/song";
import type { QueueSong } from "~/shared/song";
import { ApiClientError, apiFetch } from "~/utils/api-client";
import { toQueueSong } from "../api/commands";

const SEARCH_RESULTS = 10;
const SUGGESTIONS = 5;

/** GET /api/userplaylist/{userId} */
export async function fetchAccountPlaylist(userId: string): Promise<QueueSong[]> {
  const songs = await apiFetch(`/userplaylist/${encodeURIComponent(userId)}`, { answer: SavedPlaylistSongSchema.array() });
  return songs.map(toQueueSong);
}

/** POST /api/userplaylist: answers the songs as saved, with their catalogue ids. */
export async function saveAccountPlaylist(userId: string, songs: readonly QueueSong[]): Promise<QueueSong[]> {
  const saved = await apiFetch("/userplaylist", {
    body: { userId, playlist: songs.map((song, playOrder) => ({ ...song, playOrder })) },
    answer: SavedPlaylistSongSchema.array(),
  });
  return saved.map(toQueueSong);
}

/** POST /api/song: the catalogue's id of a video, adding it to the catalogue if it is new (an upsert by video id). */
export async function findOrCreateSongId(
  song: Pick<QueueSong, "youtubeId" | "title" | "artist"> & Partial<Pick<QueueSong, "thumbnailUrl" | "duration">>,
): Promise<number> {
  const { youtubeId, title, artist, thumbnailUrl, duration } = song;
  const saved = await apiFetch("/song", { body: { youtubeId, title, artist, thumbnailUrl, duration }, answer: CatalogueSongSchema });
  return saved.id;
}

/**
 * POST /api/song/{id}/play, first adding a video the catalogue does not know
 * yet. The video's length, when the player knows it, fills a catalogue song
 * whose length is unknown (issue 9).
 */
export async function registerPlay(song: QueueSong): Promise<void> {
  const id = song.id ?? (await findOrCreateSongId(song));
  await apiFetch(`/song/${id}/play`, { method: "POST", body: song.duration > 0 ? { duration: song.duration } : undefined });
}

export type VideoLookup =
  | { status: "found"; details: VideoDetails }
  | { status: "not-found" }
  | { status: "unavailable" };

/** GET /api/youtube/oembed: title, channel and thumbnail, or why not. */
export async function lookUpVideo(videoId: string, guest: boolean): Promise<VideoLookup> {
  try {
    const details = await apiFetch(`/youtube/oembed?videoId=${encodeURIComponent(videoId)}`, { guest, answer: VideoDetailsSchema });
    return { status: "found", details };
  } catch (error) {
    return error instanceof ApiClientError && error.status === 404
      ? { status: "not-found" }
      : { status: "unavailable" };
  }
}

/** GET /api/song?q: catalogue songs whose title or artist contains the text. */
export async function searchCatalogue(query: string, guest: boolean, signal?: AbortSignal): Promise<QueueSong[]> {
  const params = new URLSearchParams({ q: query, pageSize: String(SEARCH_RESULTS) });
  const { songs } = await apiFetch(`/song?${params}`, { guest, signal, answer: SongPageSchema });
  return songs.map(toQueueSong);
}

/**
 * Songs to offer before anything is typed: an account's recent plays
 * (GET /api/song/play-history), else, and on failure (spec §7), popular songs.
 */
export async function fetchSuggestions(guest: boolean): Promise<{ kind: "recent" | "popular"; songs: QueueSong[] }> {
  if (!guest) {
    try {
      const recent = await apiFetch(`/song/play-history?limit=${SUGGESTIONS}`, { answer: PlayedSongSchema.array() });
      if (recent.length > 0) return { kind: "recent", songs: recent.map(toQueueSong) };
    } catch (error) {
      console.warn("Play history unavailable; showing popular songs", error);
    }
  }
  const popular = await apiFetch(`/song/popular?limit=${SUGGESTIONS}`, { guest, answer: CatalogueSongSchema.array() });
  return { kind: "popular", songs: popular.map(toQueueSong) };
}

/** GET /api/section/public/song/{youtubeId}: other fans' shared lyrics sections of the song (guests too). */
/**
 * The fans' chants of a video: the lines other fans shared for it, and the
 * lines of the sheets it follows as another video of their song (issue 27),
 * moved onto its time; in time order.
 */
export async function fetchCommunitySections(youtubeId: string): Promise<CommunitySection[]> {
  const id = encodeURIComponent(youtubeId);
  const [shared, following] = await Promise.all([
    apiFetch(`/section/public/song/${id}`, { answer: CommunitySectionSchema.array() }),
    // The fans' own lines show even when the sheets could not be read.
    apiFetch(`/sheet/video/${id}`, { answer: SheetsFollowingVideoSchema }).catch((error: unknown) => {
      console.warn("The sheets this video follows could not be loaded", error);
      return [];
    }),
  ]);
  const linked = linkedSheetLines(following);
  return linked.length === 0 ? shared : [...shared, ...linked].sort((a, b) => a.start - b.start);
}
