// Spec §4/§5: any storage failure leaves the playlist in memory as it is.
import { afterEach, describe, expect, test, vi } from "vitest";
import { PLAYER_PLAYLIST_STORAGE_KEY } from "~/shared/storage-keys";
import { A } from "../model/test-songs";
import { loadPlaybackState, loadSavedPlaylist, savePlaybackState, savePlaylistLocally } from "./storage";
import { snapshotPlayback } from "../model/playback-state";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the player's local copies", () => {
  test("round trip for the owner", () => {
    vi.stubGlobal("localStorage", memoryStorage());
    expect(savePlaylistLocally("u", [A], true)).toBe(true);
    expect(loadSavedPlaylist("u")).toEqual({ status: "ok", songs: [A], synced: true });
    const state = snapshotPlayback({ songs: [A], currentIndex: 0 }, 12, false, Date.now());
    expect(savePlaybackState("u", state)).toBe(true);
    expect(loadPlaybackState("u")).toEqual(state);
  });

  test("a corrupt copy is deleted when read", () => {
    const storage = memoryStorage();
    vi.stubGlobal("localStorage", storage);
    storage.setItem(PLAYER_PLAYLIST_STORAGE_KEY, "{oops");
    expect(loadSavedPlaylist("u")).toEqual({ status: "corrupt" });
    expect(storage.getItem(PLAYER_PLAYLIST_STORAGE_KEY)).toBeNull();
  });

  test("storage that throws (full, blocked, private mode): writes say so, reads find nothing, nothing throws", () => {
    const failing = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    vi.stubGlobal("localStorage", { ...memoryStorage(), getItem: failing, setItem: failing, removeItem: failing });
    expect(savePlaylistLocally("u", [A], false)).toBe(false);
    expect(savePlaybackState("u", snapshotPlayback({ songs: [A], currentIndex: 0 }, 0, false, 0))).toBe(false);
    expect(loadSavedPlaylist("u")).toEqual({ status: "missing" });
    expect(loadPlaybackState("u")).toBeNull();
  });

  test("no localStorage at all", () => {
    vi.stubGlobal("localStorage", undefined);
    expect(savePlaylistLocally("u", [A], false)).toBe(false);
    expect(loadSavedPlaylist("u")).toEqual({ status: "missing" });
  });
});
