// What the island's light shell needs from the browser's storage before the
// player's code is loaded: a cheap look at the saved playlist, the panel
// settings, and clearing everything at sign-out. Any storage failure is
// swallowed: the page and the playlist in memory carry on.
import { isGuest, type Viewer } from "~/shared/viewer";
import { LOCALE_STORAGE_KEY, PLAYER_PLAYLIST_STORAGE_KEY, PLAYER_SETTINGS_STORAGE_KEY } from "~/shared/storage-keys";

/** Whose local copy it is: the account's id, or one shared "guest" owner (spec §6: guests keep it locally). */
export function playerOwnerId(viewer: Pick<Viewer, "id" | "provider">): string {
  return isGuest(viewer) ? "guest" : viewer.id;
}

/**
 * Whether this owner's saved playlist has songs, without validating it (the
 * player validates it when it loads): "unknown" when absent, unreadable or
 * someone else's.
 */
export function peekSavedPlaylist(ownerId: string): "songs" | "empty" | "unknown" {
  const length = savedPlaylistLength(ownerId);
  return length === null ? "unknown" : length > 0 ? "songs" : "empty";
}

/**
 * How many songs this owner's saved playlist holds, without validating it:
 * null when absent, unreadable or someone else's.
 */
export function savedPlaylistLength(ownerId: string): number | null {
  try {
    const saved = JSON.parse(localStorage.getItem(PLAYER_PLAYLIST_STORAGE_KEY) ?? "null") as {
      userId?: unknown;
      playlist?: unknown;
    } | null;
    if (saved?.userId !== ownerId || !Array.isArray(saved.playlist)) return null;
    return saved.playlist.length;
  } catch {
    return null;
  }
}

export interface PlayerSettings {
  panelOpen: boolean;
  repeatPlaylist: boolean;
}

export function readPlayerSettings(): PlayerSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(PLAYER_SETTINGS_STORAGE_KEY) ?? "{}") as Partial<PlayerSettings>;
    return { panelOpen: saved.panelOpen === true, repeatPlaylist: saved.repeatPlaylist === true };
  } catch {
    return { panelOpen: false, repeatPlaylist: false };
  }
}

export function writePlayerSettings(change: Partial<PlayerSettings>): void {
  try {
    localStorage.setItem(PLAYER_SETTINGS_STORAGE_KEY, JSON.stringify({ ...readPlayerSettings(), ...change }));
  } catch {
    // private mode or a full disk: the setting lasts for this page only
  }
}

/**
 * Spec §4 "Logout order": all local and session storage is cleared (the
 * player's state, saved sections, the playlist, settings). The language
 * mirror stays: the cookie chooses the language anyway.
 */
export function clearLocalData(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key !== LOCALE_STORAGE_KEY) localStorage.removeItem(key);
    }
    sessionStorage.clear();
  } catch {
    // storage unavailable: nothing was kept either
  }
}
