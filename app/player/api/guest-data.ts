// What a guest keeps in this browser, as pages and the island's shell need to
// know it before the player's code is loaded (issue 25, decision 120): how
// many songs and sections a guest would lose by signing out, and whether a
// guest's work waits to move into the account that signed in. Light on
// purpose (no zod, no store): the documents are only counted here; the move
// itself (sync/guest-move.ts) validates them.
import {
  GUEST_MOVE_STORAGE_KEY,
  PLAYER_PLAYLIST_STORAGE_KEY,
  PRACTICE_PROGRESS_STORAGE_KEY,
  SECTIONS_STORAGE_KEY,
} from "~/shared/storage-keys";

export interface GuestDataCounts {
  songs: number;
  sections: number;
}

function readJson(key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? "null");
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function countOf(list: unknown): number {
  return Array.isArray(list) ? list.length : 0;
}

/** The guest's queue and sections in this browser (0 and 0 when there are none or storage is unavailable). */
export function readGuestDataCounts(): GuestDataCounts {
  const playlist = readJson(PLAYER_PLAYLIST_STORAGE_KEY);
  const sections = readJson(SECTIONS_STORAGE_KEY);
  return {
    songs: playlist?.userId === "guest" ? countOf(playlist.playlist) : 0,
    // A guest's sections have no owner (section-store.ts).
    sections: sections && sections.ownerId === null ? countOf(sections.sections) : 0,
  };
}

/**
 * Whether an account's island has a guest's work to move in first (a move under way, a guest's
 * copies, or a guest's practice records: only guests keep those here).
 */
export function guestMoveWaiting(): boolean {
  try {
    if (localStorage.getItem(GUEST_MOVE_STORAGE_KEY) !== null) return true;
    if (localStorage.getItem(PRACTICE_PROGRESS_STORAGE_KEY) !== null) return true;
  } catch {
    return false;
  }
  const { songs, sections } = readGuestDataCounts();
  return songs > 0 || sections > 0;
}
