// The player's local copies in localStorage (spec §3 "Stored locally"),
// validated by model/stored-player.ts. Every call survives a storage failure
// (private mode, a full disk, a blocked origin): reads then find nothing and
// writes report false, and the playlist in memory stays as it is.
import {
  readSavedPlayback,
  readSavedPlaylist,
  serializeSavedPlayback,
  serializeSavedPlaylist,
  type SavedPlaylistRead,
} from "../model/stored-player";
import type { PlaybackState } from "../model/playback-state";
import type { QueueSong } from "~/shared/song";
import { PLAYBACK_STATE_STORAGE_KEY, PLAYER_PLAYLIST_STORAGE_KEY } from "~/shared/storage-keys";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to do: it could not be read either
  }
}

/** The owner's saved playlist; a corrupt copy (invalid JSON, over 100 songs) is deleted. */
export function loadSavedPlaylist(ownerId: string): SavedPlaylistRead {
  const result = readSavedPlaylist(read(PLAYER_PLAYLIST_STORAGE_KEY), ownerId);
  if (result.status === "corrupt") remove(PLAYER_PLAYLIST_STORAGE_KEY);
  return result;
}

export function savePlaylistLocally(ownerId: string, songs: readonly QueueSong[], synced: boolean): boolean {
  return write(PLAYER_PLAYLIST_STORAGE_KEY, serializeSavedPlaylist(ownerId, songs, synced, Date.now()));
}

export function loadPlaybackState(ownerId: string): PlaybackState | null {
  return readSavedPlayback(read(PLAYBACK_STATE_STORAGE_KEY), ownerId);
}

export function savePlaybackState(ownerId: string, state: PlaybackState): boolean {
  return write(PLAYBACK_STATE_STORAGE_KEY, serializeSavedPlayback(ownerId, state));
}
