import { describe, expect, test } from "vitest";
import { PLAYLIST_MAX_SONGS } from "~/shared/constants";
import {
  insertNext,
  moveVideoTo,
  removeVideos,
  addSong,
  clearPlaylist,
  currentSong,
  EMPTY_PLAYLIST,
  learnDuration,
  moveSong,
  nextIndex,
  playlistOf,
  previousIndex,
  removeSong,
  selectSong,
  withSavedSongs,
  type Playlist,
} from "./playlist";
import { A, B, C, D, song } from "./test-songs";

const list = (currentIndex: number, songs = [A, B, C, D]): Playlist => ({ songs, currentIndex });

describe("addSong", () => {
  test("the first song added to an empty playlist becomes current and starts playing", () => {
    const outcome = addSong(EMPTY_PLAYLIST, A);
    expect(outcome).toEqual({ added: true, playlist: { songs: [A], currentIndex: 0 }, autoplay: true });
  });

  test("later songs are appended without changing the current song or starting playback", () => {
    const outcome = addSong(list(1, [A, B]), C);
    expect(outcome).toEqual({ added: true, playlist: { songs: [A, B, C], currentIndex: 1 }, autoplay: false });
  });

  test("a duplicate (same video id, other details) is not added", () => {
    const playlist = list(0, [A, B]);
    const outcome = addSong(playlist, { ...B, title: "Another title", id: 7 });
    expect(outcome).toEqual({ added: false, playlist, reason: "duplicate" });
  });

  test(`the playlist holds at most ${PLAYLIST_MAX_SONGS} songs`, () => {
    const songs = Array.from({ length: PLAYLIST_MAX_SONGS }, (_, i) => song(`id${String(i).padStart(9, "0")}`));
    const full = addSong(playlistOf(songs.slice(0, -1)), songs.at(-1)!);
    expect(full.added).toBe(true);
    const outcome = addSong(full.playlist, A);
    expect(outcome).toMatchObject({ added: false, reason: "full" });
    expect(outcome.playlist.songs).toHaveLength(PLAYLIST_MAX_SONGS);
  });
});

describe("removeSong", () => {
  test("a song before the current one: the current song keeps playing at its new index", () => {
    expect(removeSong(list(2), 0)).toEqual({ playlist: { songs: [B, C, D], currentIndex: 1 }, removedCurrent: false });
  });

  test("a song after the current one leaves the index alone", () => {
    expect(removeSong(list(1), 3)).toEqual({ playlist: { songs: [A, B, C], currentIndex: 1 }, removedCurrent: false });
  });

  test("the current song: the song taking its place becomes current", () => {
    const { playlist, removedCurrent } = removeSong(list(1), 1);
    expect(removedCurrent).toBe(true);
    expect(currentSong(playlist)).toBe(C);
  });

  test("the current last song: the new last song becomes current", () => {
    expect(currentSong(removeSong(list(3), 3).playlist)).toBe(C);
  });

  test("the only song: nothing is current", () => {
    expect(removeSong(list(0, [A]), 0)).toEqual({ playlist: EMPTY_PLAYLIST, removedCurrent: true });
  });

  test("an index outside the list changes nothing", () => {
    const playlist = list(1);
    expect(removeSong(playlist, 9).playlist).toBe(playlist);
    expect(removeSong(playlist, -1).playlist).toBe(playlist);
  });
});

test("clearPlaylist empties the list and leaves no current song", () => {
  expect(clearPlaylist()).toEqual({ songs: [], currentIndex: -1 });
});

describe("moveSong keeps the current song current", () => {
  test.each([
    // [from, to, current before, order after, current after]
    [1, 3, 1, "ACDB", 3], // the current song itself moves down
    [2, 0, 2, "CABD", 0], // the current song itself moves up
    [0, 2, 1, "BCAD", 0], // a song from above jumps below it
    [0, 1, 1, "BACD", 0], // a song from above lands on its place
    [3, 0, 1, "DABC", 2], // a song from below jumps above it
    [3, 1, 1, "ADBC", 2], // a song from below lands on its place
    [2, 3, 1, "ABDC", 1], // both below
    [0, 0, 1, "ABCD", 1], // no move
  ])("move %i -> %i with current %i gives %s, current %i", (from, to, current, order, after) => {
    const moved = moveSong(list(current), from, to);
    expect(moved.songs.map(letterOf).join("")).toBe(order);
    expect(moved.currentIndex).toBe(after);
    expect(moved.songs[after]).toBe(list(current).songs[current]);
  });

  test("indexes outside the list change nothing", () => {
    const playlist = list(1);
    expect(moveSong(playlist, 0, 4)).toBe(playlist);
    expect(moveSong(playlist, -1, 2)).toBe(playlist);
  });
});

function letterOf(song: { youtubeId: string }) {
  return "ABCD"[[A, B, C, D].findIndex((s) => s.youtubeId === song.youtubeId)];
}

describe("next and previous", () => {
  test("next moves one song on", () => {
    expect(nextIndex(list(0), false)).toBe(1);
    expect(nextIndex(list(2), true)).toBe(2 + 1);
  });

  test("after the last song: stop without repeat, wrap to the first with repeat", () => {
    expect(nextIndex(list(3), false)).toBeNull();
    expect(nextIndex(list(3), true)).toBe(0);
  });

  test("a single song with repeat plays itself again", () => {
    expect(nextIndex(list(0, [A]), true)).toBe(0);
    expect(nextIndex(list(0, [A]), false)).toBeNull();
  });

  test("previous moves one song back", () => {
    expect(previousIndex(list(2), false)).toBe(1);
  });

  test("before the first song: the first starts again without repeat, the last plays with repeat", () => {
    expect(previousIndex(list(0), false)).toBe(0);
    expect(previousIndex(list(0), true)).toBe(3);
  });

  test("an empty playlist has neither", () => {
    expect(nextIndex(EMPTY_PLAYLIST, true)).toBeNull();
    expect(previousIndex(EMPTY_PLAYLIST, true)).toBeNull();
  });
});

test("selectSong makes a song current; an index outside the list is ignored", () => {
  expect(selectSong(list(0), 2).currentIndex).toBe(2);
  expect(selectSong(list(0), 4).currentIndex).toBe(0);
});

test("playlistOf makes the first song current (spec §4: after sign-in, index 0)", () => {
  expect(playlistOf([A, B])).toEqual({ songs: [A, B], currentIndex: 0 });
  expect(playlistOf([])).toEqual(EMPTY_PLAYLIST);
});

test("withSavedSongs takes the server's id and details by video id, keeping the same object when nothing changes", () => {
  const playlist = list(1, [A, B]);
  const savedB = { ...B, id: 5, title: "TT (catalogue)" };
  const learned = withSavedSongs(playlist, [savedB]);
  expect(learned.songs).toEqual([A, savedB]);
  expect(learned.currentIndex).toBe(1);
  expect(withSavedSongs(learned, [savedB])).toBe(learned);
});

test("learnDuration: a song added by link (0 s) takes the length the player reports, in whole seconds", () => {
  const byLink = { ...song("zeroLength1"), duration: 0 };
  const playlist = list(0, [A, byLink]);
  const learned = learnDuration(playlist, "zeroLength1", 187.46);
  expect(learned.songs.map((s) => s.duration)).toEqual([200, 187]);
  expect(learned.currentIndex).toBe(0);
  expect(playlist.songs[1]!.duration).toBe(0); // immutable
});

test("learnDuration: a known length is never changed; 0, a non-number, over 24 h or an unknown video change nothing", () => {
  const byLink = { ...song("zeroLength1"), duration: 0 };
  const playlist = list(0, [A, byLink]);
  expect(learnDuration(playlist, A.youtubeId, 199)).toBe(playlist);
  expect(learnDuration(playlist, "zeroLength1", 0)).toBe(playlist);
  expect(learnDuration(playlist, "zeroLength1", 0.4)).toBe(playlist); // rounds to 0
  expect(learnDuration(playlist, "zeroLength1", Number.NaN)).toBe(playlist);
  expect(learnDuration(playlist, "zeroLength1", 24 * 60 * 60 + 1)).toBe(playlist);
  expect(learnDuration(playlist, "notQueued01", 100)).toBe(playlist);
  expect(learnDuration(playlist, "zeroLength1", 24 * 60 * 60).songs[1]!.duration).toBe(86_400);
});

test("withSavedSongs keeps a length learned here when the server's answer does not know it (0)", () => {
  const learned = list(0, [{ ...A, duration: 200 }]);
  const answer = { ...A, id: 9, duration: 0 };
  expect(withSavedSongs(learned, [answer]).songs[0]).toEqual({ ...A, id: 9, duration: 200 });
  // A length the catalogue knows is the catalogue's.
  expect(withSavedSongs(learned, [{ ...answer, duration: 199 }]).songs[0]!.duration).toBe(199);
});

describe("insertNext (play next)", () => {
  const E = song("dQw4w9WgXcQ", "Fifth");

  test("a new song goes right after the current one; the current song stays current", () => {
    const outcome = insertNext({ songs: [A, B, C], currentIndex: 1 }, D);
    expect(outcome.kind).toBe("added");
    expect(outcome.playlist.songs.map((s) => s.title)).toEqual(["Dynamite", "TT", "Next Level", "Hype Boy"]);
    expect(outcome.playlist.currentIndex).toBe(1);
  });

  test("into an empty playlist: the song is current and starts", () => {
    expect(insertNext(EMPTY_PLAYLIST, A)).toEqual({ kind: "added", playlist: { songs: [A], currentIndex: 0 }, autoplay: true });
  });

  test("after the last song it is appended", () => {
    const outcome = insertNext({ songs: [A, B], currentIndex: 1 }, C);
    expect(outcome.playlist).toEqual({ songs: [A, B, C], currentIndex: 1 });
  });

  test("a queued song later in the list moves up to next, never doubled", () => {
    const outcome = insertNext({ songs: [A, B, C, D], currentIndex: 0 }, D);
    expect(outcome).toMatchObject({ kind: "moved", from: 3 });
    expect(outcome.playlist).toEqual({ songs: [A, D, B, C], currentIndex: 0 });
  });

  test("a queued song before the current one moves to right after it", () => {
    const outcome = insertNext({ songs: [A, B, C, D], currentIndex: 2 }, A);
    expect(outcome).toMatchObject({ kind: "moved", from: 0 });
    expect(outcome.playlist).toEqual({ songs: [B, C, A, D], currentIndex: 1 });
  });

  test("the current song, or the one already next: nothing changes", () => {
    const playlist = { songs: [A, B, C], currentIndex: 1 };
    expect(insertNext(playlist, B)).toEqual({ kind: "already", playlist });
    expect(insertNext(playlist, C)).toEqual({ kind: "already", playlist });
  });

  test("a full playlist takes no new song", () => {
    const full = { songs: Array.from({ length: PLAYLIST_MAX_SONGS }, (_, i) => song(`v${String(i).padStart(10, "0")}`)), currentIndex: 0 };
    expect(insertNext(full, E)).toEqual({ kind: "full", playlist: full });
  });
});

describe("undo of an add", () => {
  test("removeVideos takes the added videos out; the current song stays current", () => {
    const outcome = removeVideos({ songs: [A, B, C, D], currentIndex: 2 }, [B.youtubeId, D.youtubeId, "notQueued00"]);
    expect(outcome).toEqual({ playlist: { songs: [A, C], currentIndex: 1 }, removedCurrent: false });
  });

  test("removing the current song says so", () => {
    expect(removeVideos({ songs: [A, B], currentIndex: 0 }, [A.youtubeId])).toEqual({
      playlist: { songs: [B], currentIndex: 0 },
      removedCurrent: true,
    });
  });

  test("moveVideoTo puts a moved song back where it was", () => {
    const moved = insertNext({ songs: [A, B, C, D], currentIndex: 0 }, D);
    expect(moved.kind).toBe("moved");
    expect(moveVideoTo(moved.playlist, D.youtubeId, 3)).toEqual({ songs: [A, B, C, D], currentIndex: 0 });
  });
});
