import { describe, expect, test } from "vitest";
import { PLAYBACK_STATE_EXPIRY_MS } from "~/shared/constants";
import { restorePlayback, snapshotPlayback, type PlaybackState } from "./playback-state";
import { A, B, C } from "./test-songs";

const SAVED_AT = Date.UTC(2025, 0, 1, 12, 0, 0);

function saved(overrides: Partial<PlaybackState> = {}): PlaybackState {
  return {
    currentSong: B,
    currentIndex: 1,
    playlistSongs: [A, B, C],
    currentTime: 42.5,
    isPlaying: true,
    timestamp: SAVED_AT,
    ...overrides,
  };
}

describe("restorePlayback", () => {
  test("within 5 minutes: the same song at the same time, always paused", () => {
    expect(restorePlayback(saved(), SAVED_AT + PLAYBACK_STATE_EXPIRY_MS - 1)).toEqual({
      playlist: { songs: [A, B, C], currentIndex: 1 },
      currentTime: 42.5,
      isPlaying: false,
    });
  });

  test("exactly 5 minutes old, or older, it is discarded", () => {
    expect(PLAYBACK_STATE_EXPIRY_MS).toBe(5 * 60 * 1000);
    expect(restorePlayback(saved(), SAVED_AT + PLAYBACK_STATE_EXPIRY_MS)).toBeNull();
    expect(restorePlayback(saved(), SAVED_AT + 60 * 60 * 1000)).toBeNull();
  });

  test("a timestamp from the future is not trusted", () => {
    expect(restorePlayback(saved(), SAVED_AT - 1)).toBeNull();
  });

  test("an index that no longer points at the current song is found again by video id", () => {
    expect(restorePlayback(saved({ currentIndex: 0 }), SAVED_AT)?.playlist.currentIndex).toBe(1);
  });

  test("a current song missing from the list: the first song, from the start", () => {
    const restored = restorePlayback(saved({ playlistSongs: [A, C], currentIndex: 1 }), SAVED_AT);
    expect(restored).toEqual({ playlist: { songs: [A, C], currentIndex: 0 }, currentTime: 0, isPlaying: false });
  });

  test("no current song but songs: the first one, from the start", () => {
    const restored = restorePlayback(saved({ currentSong: null, currentIndex: -1 }), SAVED_AT);
    expect(restored?.playlist.currentIndex).toBe(0);
    expect(restored?.currentTime).toBe(0);
  });
});

test("snapshotPlayback records the spec's fields", () => {
  expect(snapshotPlayback({ songs: [A, B], currentIndex: 1 }, 12, true, SAVED_AT)).toEqual({
    currentSong: B,
    currentIndex: 1,
    playlistSongs: [A, B],
    currentTime: 12,
    isPlaying: true,
    timestamp: SAVED_AT,
  });
  expect(snapshotPlayback({ songs: [], currentIndex: -1 }, 12, false, SAVED_AT)).toMatchObject({
    currentSong: null,
    currentIndex: -1,
    currentTime: 0,
  });
});
