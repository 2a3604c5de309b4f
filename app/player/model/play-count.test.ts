import { describe, expect, test } from "vitest";
import { PLAY_COUNT_THRESHOLD_S, TICK_GAP_IGNORED_ABOVE_S } from "~/shared/constants";
import { PlayCountTracker } from "./play-count";

/** Plays from `from` with 1 s ticks; returns the media times at which a play was registered. */
function play(tracker: PlayCountTracker, from: number, seconds: number): number[] {
  const registered: number[] = [];
  tracker.resume(from);
  for (let t = from + 1; t <= from + seconds; t++) if (tracker.tick(t)) registered.push(t);
  return registered;
}

describe("PlayCountTracker (spec §4: 30 s cumulative, once per song, gaps over 5 s ignored)", () => {
  test("the spec's numbers", () => {
    expect(PLAY_COUNT_THRESHOLD_S).toBe(30);
    expect(TICK_GAP_IGNORED_ABOVE_S).toBe(5);
  });

  test("registers at exactly 30 s of play, not at 29 s", () => {
    const tracker = new PlayCountTracker();
    tracker.load();
    expect(play(tracker, 0, 29)).toEqual([]);
    expect(tracker.tick(30)).toBe(true);
  });

  test("once per play of a song", () => {
    const tracker = new PlayCountTracker();
    tracker.load();
    expect(play(tracker, 0, 90)).toEqual([30]);
    tracker.load();
    expect(play(tracker, 0, 30)).toEqual([30]);
  });

  test("play is cumulative across pauses, including the part of a second before a pause", () => {
    const tracker = new PlayCountTracker();
    tracker.load();
    play(tracker, 0, 10);
    expect(tracker.pause(10.5)).toBe(false);
    expect(play(tracker, 10.5, 19)).toEqual([]);
    expect(tracker.pause(30)).toBe(true);
  });

  test("a 6 s jump between ticks adds nothing", () => {
    const tracker = new PlayCountTracker();
    tracker.load();
    play(tracker, 0, 25);
    expect(tracker.tick(31)).toBe(false); // 6 s gap: a seek or a sleeping tab
    expect(tracker.playedSeconds).toBe(25);
    expect(play(tracker, 31, 4)).toEqual([]);
    expect(tracker.tick(36)).toBe(true);
  });

  test("a gap of exactly 5 s still counts", () => {
    const tracker = new PlayCountTracker();
    tracker.load();
    play(tracker, 0, 25);
    expect(tracker.tick(30)).toBe(true);
  });

  test("fractional media times still add up to exactly 30 s", () => {
    const tracker = new PlayCountTracker();
    tracker.load();
    play(tracker, 0, 25);
    tracker.tick(31.001); // a jump
    // In floating point 32.001 - 31.001 is 0.9999999999999964: five such seconds are not quite 5.
    expect([32.001, 33.001, 34.001, 35.001, 36.001].map((t) => tracker.tick(t))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  test("seeking back adds nothing", () => {
    const tracker = new PlayCountTracker();
    tracker.load();
    play(tracker, 0, 20);
    expect(tracker.tick(3)).toBe(false);
    expect(tracker.playedSeconds).toBe(20);
  });

  test("ticks while paused (no resume) add nothing", () => {
    const tracker = new PlayCountTracker();
    tracker.load();
    play(tracker, 0, 20);
    tracker.pause(20);
    expect(tracker.tick(25)).toBe(false);
    expect(tracker.playedSeconds).toBe(20);
  });
});
