import { describe, expect, test } from "vitest";
import { groupBySong } from "./guest-progress";
import type { LocalProgressRecord } from "./local-progress";

const record = (time: string, overrides: Partial<LocalProgressRecord> = {}): LocalProgressRecord => ({
  loops: 1,
  bestScore: null,
  lastScore: null,
  cleanAtFullSpeed: false,
  practisedAt: `2026-11-20T${time}:00.000Z`,
  ...overrides,
});

describe("a guest's records by song", () => {
  test("a song's lines together (by video, the catalogue id from whichever line knows it), latest practice first", () => {
    const songA = { songId: null, youtubeId: "videoAAAAAA", title: "가상 노래 A", artist: "가상 가수" };
    const songB = { songId: 8, youtubeId: "videoBBBBBB", title: "가상 노래 B", artist: "가상 가수" };
    const songs = groupBySong([
      { song: songA, record: record("09:00", { loops: 2, bestScore: 90, lastScore: 90, cleanAtFullSpeed: true }) },
      { song: songB, record: record("10:00") },
      { song: { ...songA, songId: 5 }, record: record("11:00", { loops: 3, bestScore: 64, lastScore: 64 }) },
    ]);
    expect(songs).toEqual([
      {
        ...songA,
        songId: 5,
        progress: { loops: 5, bestScore: 90, lastScore: 64, cleanAtFullSpeed: false, readiness: "almost", practisedAt: "2026-11-20T11:00:00.000Z" },
      },
      {
        ...songB,
        progress: { loops: 1, bestScore: null, lastScore: null, cleanAtFullSpeed: false, readiness: "learning", practisedAt: "2026-11-20T10:00:00.000Z" },
      },
    ]);
  });

  test("a song known only by its catalogue id is one song too", () => {
    const bySongId = { songId: 9, youtubeId: null, title: "가상 노래 C", artist: "가상 가수" };
    expect(groupBySong([{ song: bySongId, record: record("09:00") }, { song: bySongId, record: record("10:00") }])).toHaveLength(1);
  });
});
