// The player's calls to our /api (spec §7) through the shared client (10 s
// timeout, the spec's 401 handling). Guests write nothing to the server.
import type { SongSummary } from "~/models/song.server";
import type { SavedPlaylistSong } from "~/models/player-playlist.server";
import type { VideoDetails } from "~/integrations/youtube/oembed.server";
import { ApiClientError, apiFetch } from "~/utils/api-client";
import type { CommunitySection } from "../model/community-sections";
import type { PlaylistSong } from "../model/playlist";

const SEARCH_RESULTS = 10;
const SUGGESTIONS = 5;

function toPlaylistSong({
  id,
  youtubeId,
  title,
  artist,
  thumbnailUrl,
  duration,
}: SavedPlaylistSong | SongSummary): PlaylistSong {
  return { id, youtubeId, title, artist, thumbnailUrl, duration };
}

/** GET /api/userplaylist/{userId} */
export async function fetchAccountPlaylist(userId: string): Promise<PlaylistSong[]> {
  const songs = await apiFetch<SavedPlaylistSong[]>(`/userplaylist/${encodeURIComponent(userId)}`);
  return songs.map(toPlaylistSong);
}

/** POST /api/userplaylist: answers the songs as saved, with their catalogue ids. */
export async function saveAccountPlaylist(userId: string, songs: readonly PlaylistSong[]): Promise<PlaylistSong[]> {
  const saved = await apiFetch<SavedPlaylistSong[]>("/userplaylist", {
    body: { userId, playlist: songs.map((song, playOrder) => ({ ...song, playOrder })) },
  });
  return saved.map(toPlaylistSong);
}

/** POST /api/song: the catalogue's id of a video, adding it to the catalogue if it is new (an upsert by video id). */
export async function findOrCreateSongId(
  song: Pick<PlaylistSong, "youtubeId" | "title" | "artist"> & Partial<Pick<PlaylistSong, "thumbnailUrl" | "duration">>,
): Promise<number> {
  const { youtubeId, title, artist, thumbnailUrl, duration } = song;
  return (await apiFetch<SongSummary>("/song", { body: { youtubeId, title, artist, thumbnailUrl, duration } })).id;
}

/**
 * POST /api/song/{id}/play, first adding a video the catalogue does not know
 * yet. The video's length, when the player knows it, fills a catalogue song
 * whose length is unknown (issue 9).
 */
export async function registerPlay(song: PlaylistSong): Promise<void> {
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
    const details = await apiFetch<VideoDetails>(`/youtube/oembed?videoId=${encodeURIComponent(videoId)}`, { guest });
    return { status: "found", details };
  } catch (error) {
    return error instanceof ApiClientError && error.status === 404
      ? { status: "not-found" }
      : { status: "unavailable" };
  }
}

/** GET /api/song?q: catalogue songs whose title or artist contains the text. */
export async function searchCatalogue(query: string, guest: boolean, signal?: AbortSignal): Promise<PlaylistSong[]> {
  const params = new URLSearchParams({ q: query, pageSize: String(SEARCH_RESULTS) });
  const { songs } = await apiFetch<{ songs: SongSummary[] }>(`/song?${params}`, { guest, signal });
  return songs.map(toPlaylistSong);
}

/**
 * Songs to offer before anything is typed: an account's recent plays
 * (GET /api/song/play-history), else, and on failure (spec §7), popular songs.
 */
export async function fetchSuggestions(guest: boolean): Promise<{ kind: "recent" | "popular"; songs: PlaylistSong[] }> {
  if (!guest) {
    try {
      const recent = await apiFetch<SongSummary[]>(`/song/play-history?limit=${SUGGESTIONS}`);
      if (recent.length > 0) return { kind: "recent", songs: recent.map(toPlaylistSong) };
    } catch (error) {
      console.warn("Play history unavailable; showing popular songs", error);
    }
  }
  const popular = await apiFetch<SongSummary[]>(`/song/popular?limit=${SUGGESTIONS}`, { guest });
  return { kind: "popular", songs: popular.map(toPlaylistSong) };
}

/** GET /api/section/public/song/{youtubeId}: other fans' shared lyrics sections of the song (guests too). */
export async function fetchCommunitySections(youtubeId: string): Promise<CommunitySection[]> {
  return apiFetch<CommunitySection[]>(`/section/public/song/${encodeURIComponent(youtubeId)}`);
}
