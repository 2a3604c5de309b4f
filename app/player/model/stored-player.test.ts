import { describe, expect, test } from "vitest";
import { LOCAL_PLAYLIST_MAX_SONGS } from "~/shared/constants";
import { snapshotPlayback } from "./playback-state";
import {
  readSavedPlayback,
  readSavedPlaylist,
  serializeSavedPlayback,
  serializeSavedPlaylist,
  STORED_PLAYER_VERSION,
} from "./stored-player";
import { A, B, song } from "./test-songs";

const NOW = Date.UTC(2025, 0, 1);

describe("readSavedPlaylist (spec §4 'Playlist load after login')", () => {
  test("this owner's copy is used", () => {
    expect(readSavedPlaylist(serializeSavedPlaylist("user-1", [A, B], true, NOW), "user-1")).toEqual({
      status: "ok",
      songs: [A, B],
      synced: true,
    });
  });

  test("a copy with §3's other names (videoId, channelTitle, thumbnail) is read, not thrown away", () => {
    const raw = JSON.stringify({
      version: STORED_PLAYER_VERSION,
      userId: "guest-1",
      playlist: [{ id: null, videoId: A.youtubeId, title: A.title, channelTitle: "Artist", thumbnail: "https://i.ytimg.com/vi/gdZLi9oWNZg/mqdefault.jpg", duration: "3:20" }],
      savedAt: NOW,
      synced: false,
    });
    expect(readSavedPlaylist(raw, "guest-1")).toEqual({
      status: "ok",
      songs: [{ ...A, thumbnailUrl: "https://i.ytimg.com/vi/gdZLi9oWNZg/mqdefault.jpg" }],
      synced: false,
    });
  });

  test("someone else's copy is not", () => {
    expect(readSavedPlaylist(serializeSavedPlaylist("user-2", [A], false, NOW), "user-1")).toEqual({
      status: "other-owner",
    });
  });

  test("nothing saved", () => {
    expect(readSavedPlaylist(null, "user-1")).toEqual({ status: "missing" });
  });

  test("invalid JSON is corrupt (deleted by the caller)", () => {
    expect(readSavedPlaylist("{not json", "user-1")).toEqual({ status: "corrupt" });
  });

  test(`more than ${LOCAL_PLAYLIST_MAX_SONGS} songs is corrupt; exactly ${LOCAL_PLAYLIST_MAX_SONGS} is fine`, () => {
    const songs = Array.from({ length: LOCAL_PLAYLIST_MAX_SONGS + 1 }, (_, i) =>
      song(`id${String(i).padStart(9, "0")}`),
    );
    expect(readSavedPlaylist(serializeSavedPlaylist("u", songs, false, NOW), "u")).toEqual({ status: "corrupt" });
    const hundred = readSavedPlaylist(serializeSavedPlaylist("u", songs.slice(1), false, NOW), "u");
    expect(hundred.status === "ok" && hundred.songs.length).toBe(LOCAL_PLAYLIST_MAX_SONGS);
  });

  test.each([
    ["an array", "[]"],
    [
      "another version",
      JSON.stringify({ version: STORED_PLAYER_VERSION + 1, userId: "u", playlist: [], savedAt: NOW, synced: false }),
    ],
    [
      "a song with a bad id",
      JSON.stringify({
        version: STORED_PLAYER_VERSION,
        userId: "u",
        playlist: [{ ...A, youtubeId: "bad" }],
        savedAt: NOW,
        synced: false,
      }),
    ],
    [
      "a duplicate song",
      JSON.stringify({ version: STORED_PLAYER_VERSION, userId: "u", playlist: [A, A], savedAt: NOW, synced: false }),
    ],
    ["no playlist", JSON.stringify({ version: STORED_PLAYER_VERSION, userId: "u", savedAt: NOW, synced: false })],
  ])("%s is corrupt", (_, raw) => {
    expect(readSavedPlaylist(raw, "u")).toEqual({ status: "corrupt" });
  });
});

describe("readSavedPlayback", () => {
  const state = snapshotPlayback({ songs: [A, B], currentIndex: 1 }, 42, true, NOW);

  test("round trip for the same owner", () => {
    expect(readSavedPlayback(serializeSavedPlayback("u", state), "u")).toEqual(state);
  });

  test("another owner's, invalid JSON or a bad shape give nothing", () => {
    expect(readSavedPlayback(serializeSavedPlayback("other", state), "u")).toBeNull();
    expect(readSavedPlayback("nope", "u")).toBeNull();
    expect(
      readSavedPlayback(
        JSON.stringify({ version: STORED_PLAYER_VERSION, ownerId: "u", state: { ...state, currentTime: -1 } }),
        "u",
      ),
    ).toBeNull();
    expect(readSavedPlayback(null, "u")).toBeNull();
  });
});
