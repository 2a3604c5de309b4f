import { describe, expect, test } from "vitest";
import { EMPTY_PLAYLIST, type Playlist } from "./playlist";
import { A, B, C, D } from "./test-songs";
import { initialPlayerState, playerReducer, type PlayerAction, type PlayerState } from "./player-reducer";

function run(state: PlayerState, ...actions: PlayerAction[]): PlayerState {
  return actions.reduce(playerReducer, state);
}

const playing = (playlist: Playlist, repeat = false) =>
  run(initialPlayerState(playlist, 0, repeat), { type: "status", status: "playing", currentTime: 10, duration: 200 });

describe("the player's state", () => {
  test("restored playback is cued at the saved time, paused", () => {
    const state = initialPlayerState({ songs: [A, B], currentIndex: 1 }, 42, false);
    expect(state.load).toEqual({ youtubeId: B.youtubeId, startSeconds: 42, autoplay: false, seq: 1 });
    expect(state.status).toBe("cued");
  });

  test("a play asked of the player counts as buffering until the player answers", () => {
    const cued = initialPlayerState({ songs: [A], currentIndex: 0 }, 0, false);
    const asked = run(cued, { type: "play" });
    expect(asked.status).toBe("buffering");
    expect(run(asked, { type: "status", status: "paused", currentTime: 0, duration: 200 }).status).toBe("paused");
    const already = playing({ songs: [A], currentIndex: 0 });
    expect(run(already, { type: "play" })).toBe(already);
    const empty = initialPlayerState(EMPTY_PLAYLIST, 0, false);
    expect(run(empty, { type: "play" })).toBe(empty);
  });

  test("nothing to load for an empty playlist", () => {
    expect(initialPlayerState(EMPTY_PLAYLIST, 0, false)).toMatchObject({ load: null, status: "idle" });
  });

  test("the first song added to an empty playlist starts playing; later ones do not", () => {
    const first = run(initialPlayerState(EMPTY_PLAYLIST, 0, false), { type: "add", song: A });
    expect(first.load).toMatchObject({ youtubeId: A.youtubeId, autoplay: true });
    const second = run(first, { type: "add", song: B });
    expect(second.load).toBe(first.load);
    expect(run(second, { type: "add", song: A })).toBe(second);
  });

  test("a song that ends plays the next one; after the last it stops unless repeat is on", () => {
    const state = playing({ songs: [A, B], currentIndex: 0 });
    const next = run(state, { type: "ended" });
    expect(next.load).toMatchObject({ youtubeId: B.youtubeId, autoplay: true });
    expect(run(next, { type: "ended" })).toMatchObject({ status: "ended", load: next.load });
    const repeating = run(next, { type: "toggleRepeat" }, { type: "ended" });
    expect(repeating.load).toMatchObject({ youtubeId: A.youtubeId, autoplay: true });
    expect(repeating.playlist.currentIndex).toBe(0);
  });

  test("error 5 does not skip; others skip to the next song", () => {
    const state = playing({ songs: [A, B, C], currentIndex: 0 });
    const five = run(state, { type: "error", code: 5, time: 12 });
    expect(five.playlist.currentIndex).toBe(0);
    expect(five.videoError).toEqual({ code: 5, youtubeId: A.youtubeId, title: A.title, time: 12, skipped: false });
    const hundred = run(state, { type: "error", code: 100, time: 0 });
    expect(hundred.playlist.currentIndex).toBe(1);
    expect(hundred.load).toMatchObject({ youtubeId: B.youtubeId, autoplay: true });
    expect(hundred.videoError).toMatchObject({ code: 100, skipped: true });
  });

  test("when every song fails in a row, errors stop skipping", () => {
    const state = playing({ songs: [A, B], currentIndex: 0 }, true);
    const afterTwo = run(state, { type: "error", code: 150, time: 0 }, { type: "error", code: 150, time: 0 });
    expect(afterTwo).toMatchObject({ status: "paused", consecutiveErrors: 2 });
    expect(afterTwo.videoError?.skipped).toBe(false);
    // A song that plays, or one the user picks, resets the count.
    expect(run(afterTwo, { type: "status", status: "playing", currentTime: 0, duration: 1 }).consecutiveErrors).toBe(0);
    expect(run(afterTwo, { type: "select", index: 1 }).consecutiveErrors).toBe(0);
    expect(run(afterTwo, { type: "next" }).consecutiveErrors).toBe(0);
  });

  test("removing the playing song plays the one taking its place; removing a paused one cues it", () => {
    const state = playing({ songs: [A, B, C], currentIndex: 1 });
    expect(run(state, { type: "remove", index: 1 }).load).toMatchObject({ youtubeId: C.youtubeId, autoplay: true });
    const paused = run(state, { type: "status", status: "paused", currentTime: 3, duration: 200 });
    expect(run(paused, { type: "remove", index: 1 }).load).toMatchObject({ youtubeId: C.youtubeId, autoplay: false });
    expect(run(state, { type: "remove", index: 0 }).load).toBe(state.load);
  });

  test("moving songs keeps the video: no new load", () => {
    const state = playing({ songs: [A, B, C], currentIndex: 1 });
    const moved = run(state, { type: "move", from: 1, to: 0 });
    expect(moved.load).toBe(state.load);
    expect(moved.playlist.currentIndex).toBe(0);
  });

  test("clearing stops the player", () => {
    expect(run(playing({ songs: [A, B], currentIndex: 0 }), { type: "clear" })).toMatchObject({
      playlist: EMPTY_PLAYLIST,
      load: null,
      status: "idle",
    });
  });

  test("selecting the current song again reloads it (a new play)", () => {
    const state = playing({ songs: [A], currentIndex: 0 });
    const again = run(state, { type: "select", index: 0 });
    expect(again.load?.seq).toBe(state.load!.seq + 1);
  });

  test("commands: playSong plays a queued song where it is, else appends it and plays it from the given time", () => {
    const state = playing({ songs: [A, B], currentIndex: 0 });
    const queued = run(state, { type: "playSong", song: B });
    expect(queued.playlist).toEqual({ songs: [A, B], currentIndex: 1 });
    expect(queued.load).toMatchObject({ youtubeId: B.youtubeId, autoplay: true, startSeconds: 0 });
    const added = run(state, { type: "playSong", song: C, startSeconds: 42.5 });
    expect(added.playlist).toEqual({ songs: [A, B, C], currentIndex: 2 });
    expect(added.load).toMatchObject({ youtubeId: C.youtubeId, autoplay: true, startSeconds: 42.5 });
  });

  test("commands: enqueue appends only new songs and keeps the current one", () => {
    const state = playing({ songs: [A], currentIndex: 0 });
    const next = run(state, { type: "enqueue", songs: [A, B, C, B] });
    expect(next.playlist).toEqual({ songs: [A, B, C], currentIndex: 0 });
    expect(next.load).toBe(state.load);
  });

  test("commands: replaceQueue drops duplicates and plays the chosen index", () => {
    const state = playing({ songs: [A], currentIndex: 0 });
    const next = run(state, { type: "replaceQueue", songs: [B, C, B], startIndex: 1 });
    expect(next.playlist).toEqual({ songs: [B, C], currentIndex: 1 });
    expect(next.load).toMatchObject({ youtubeId: C.youtubeId, autoplay: true });
    expect(run(state, { type: "replaceQueue", songs: [], startIndex: 0 })).toMatchObject({ load: null, status: "idle" });
  });

  test("the player's reported length goes to a queued song that did not know it (even one not playing); nothing else changes", () => {
    const byLink = { ...C, duration: 0 };
    const state = playing({ songs: [A, byLink], currentIndex: 0 });
    const next = run(state, { type: "duration", youtubeId: C.youtubeId, duration: 241 });
    expect(next.playlist.songs.map((song) => song.duration)).toEqual([200, 241]);
    expect(next.load).toBe(state.load);
    expect(next.status).toBe(state.status);
    // Known already: the same state, so nothing is saved again.
    expect(run(next, { type: "duration", youtubeId: C.youtubeId, duration: 240 })).toBe(next);
    expect(run(state, { type: "duration", youtubeId: A.youtubeId, duration: 100 })).toBe(state);
  });

  test("play next puts the song after the current one without interrupting it; undo takes it out", () => {
    const state = playing({ songs: [A, B], currentIndex: 0 });
    const next = run(state, { type: "playNext", song: C });
    expect(next.playlist).toEqual({ songs: [A, C, B], currentIndex: 0 });
    expect(next.load).toBe(state.load);
    expect(next.status).toBe("playing");
    expect(run(next, { type: "removeVideos", youtubeIds: [C.youtubeId] }).playlist).toEqual(state.playlist);
  });

  test("play next on an empty queue plays the song; on the current song changes nothing", () => {
    const empty = initialPlayerState(EMPTY_PLAYLIST, 0, false);
    expect(run(empty, { type: "playNext", song: A }).load).toMatchObject({ youtubeId: A.youtubeId, autoplay: true });
    const state = playing({ songs: [A, B], currentIndex: 0 });
    expect(run(state, { type: "playNext", song: A })).toBe(state);
  });

  test("undo of a moved song puts it back", () => {
    const state = playing({ songs: [A, B, C, D], currentIndex: 0 });
    const moved = run(state, { type: "playNext", song: D });
    expect(moved.playlist.songs).toEqual([A, D, B, C]);
    expect(run(moved, { type: "moveVideo", youtubeId: D.youtubeId, index: 3 }).playlist.songs).toEqual([A, B, C, D]);
  });
});

