import { describe, expect, test } from "vitest";
import { drillPieces, drillTargets, hiddenWords, measuredLatency, initialsHint, readiness, resultsByLine, scoreTaps, targetLine, wordsOf, type DrillLine } from "./drills";

describe("초성 hints", () => {
  test("each Hangul syllable as its initial consonant, punctuation kept", () => {
    expect(initialsHint("나연")).toBe("ㄴㅇ");
    expect(initialsHint("지민!")).toBe("ㅈㅁ!");
    expect(initialsHint("빛나는")).toBe("ㅂㄴㄴ");
  });

  test("another word keeps its first letter", () => {
    expect(initialsHint("Hope!")).toBe("H···!");
    expect(initialsHint("J-Hope")).toBe("J-····");
  });
});

describe("progressive blanking", () => {
  const words = wordsOf("김남준 김석진 민윤기 정호석 박지민 김태형 전정국 방탄 사랑해");

  test("a third, then half, then all of the words", () => {
    expect(words).toHaveLength(9);
    expect([0, 1, 2].map((stage) => hiddenWords(9, stage).size)).toEqual([3, 5, 9]);
    expect(hiddenWords(1, 0).size).toBe(1);
    expect(hiddenWords(0, 2).size).toBe(0);
  });

  test("each stage hides what the one before did, spread through the line", () => {
    const [first, second, third] = [0, 1, 2].map((stage) => hiddenWords(9, stage));
    expect([...first!].every((index) => second!.has(index))).toBe(true);
    expect([...second!].every((index) => third!.has(index))).toBe(true);
    const sorted = [...first!].sort((a, b) => a - b);
    expect(sorted[2]! - sorted[0]!).toBeGreaterThanOrEqual(4);
  });
});

describe("taps on the beat", () => {
  const calls = [
    { id: "a", at: 10 },
    { id: "b", at: 12 },
    { id: "c", at: 14 },
    { id: "d", at: 16 },
  ];

  test("within 150 ms on the beat, within 300 ms close, else a miss (at 1x)", () => {
    const result = scoreTaps(calls, [10.1, 12.15, 14.29, 16.31], { rate: 1, latencyMs: 0 });
    expect(result.targets.map((target) => [target.result, target.errorMs])).toEqual([
      ["onBeat", 100],
      ["onBeat", 150],
      ["close", 290],
      ["miss", null],
    ]);
    // 2 + 0.5 points over 4 calls and 1 stray tap.
    expect([result.onBeat, result.close, result.miss, result.extra, result.score]).toEqual([2, 1, 1, 1, 50]);
  });

  test("at 0.75x the error is as heard: 0.1 s of song is 133 ms", () => {
    const result = scoreTaps([{ id: "a", at: 10 }], [10.1], { rate: 0.75, latencyMs: 0 });
    expect(result.targets[0]).toEqual({ id: "a", result: "onBeat", errorMs: 133 });
    expect(scoreTaps([{ id: "a", at: 10 }], [10.15], { rate: 0.75, latencyMs: 0 }).targets[0]!.result).toBe("close");
    expect(scoreTaps([{ id: "a", at: 10 }], [10.15], { rate: 1, latencyMs: 0 }).targets[0]!.result).toBe("onBeat");
  });

  test("the device's tap-to-paint delay is taken off each tap", () => {
    expect(scoreTaps([{ id: "a", at: 10 }], [10.2], { rate: 1, latencyMs: 80 }).targets[0]).toEqual({ id: "a", result: "onBeat", errorMs: 120 });
  });

  test("early taps count as well as late ones; each tap answers one call; tapping all the time scores low", () => {
    const early = scoreTaps(calls, [9.9, 11.95, 13.9, 15.95], { rate: 1, latencyMs: 0 });
    expect(early.targets.map((target) => target.errorMs)).toEqual([-100, -50, -100, -50]);
    expect(early.score).toBe(100);
    const spam = Array.from({ length: 80 }, (_, index) => 9 + index * 0.1);
    expect(scoreTaps(calls, spam, { rate: 1, latencyMs: 0 }).score).toBeLessThan(10);
  });
});

test("readiness from loops, the best drill and a clean pass at full speed", () => {
  expect(readiness({ loops: 0, bestScore: null, cleanAtFullSpeed: false })).toBe("new");
  expect(readiness({ loops: 3, bestScore: null, cleanAtFullSpeed: false })).toBe("learning");
  expect(readiness({ loops: 3, bestScore: 59, cleanAtFullSpeed: false })).toBe("learning");
  expect(readiness({ loops: 3, bestScore: 60, cleanAtFullSpeed: false })).toBe("almost");
  expect(readiness({ loops: 9, bestScore: 90, cleanAtFullSpeed: true })).toBe("ready");
});

describe("what a drill scores and hides (issue 28)", () => {
  const fans: DrillLine = { key: "s1", start: 10, end: 12, lyrics: "나연 사나 모모!", part: "fans", spans: null };
  const artist: DrillLine = { key: "s2", start: 12, end: 14, lyrics: "노래 하는 부분", part: "artist", spans: null };
  const mixed: DrillLine = {
    key: "s3",
    start: 14,
    end: 16,
    lyrics: "라 라 지효",
    part: "artist",
    spans: [
      { text: "라 ", start: 14, end: 14.5, part: null },
      { text: "라 ", start: 14.5, end: 15, part: null },
      { text: "지효", start: 15.2, end: 16, part: "fans" },
    ],
  };

  test("the calls of the part: line starts, or the part's timed syllables, within the segment", () => {
    expect(drillTargets([artist, mixed, fans], "fans", { start: 0, end: 20 })).toEqual([
      { id: "s1", at: 10 },
      { id: "s3:2", at: 15.2 },
    ]);
    expect(drillTargets([artist, mixed, fans], "artist", { start: 12, end: 15 })).toEqual([
      { id: "s2", at: 12 },
      { id: "s3:0", at: 14 },
      { id: "s3:1", at: 14.5 },
    ]);
    expect(targetLine("s3:2")).toBe("s3");
  });

  test("blanking hides the part's words by stage, with 초성 hints when asked; other parts stay", () => {
    const third = drillPieces(fans, "fans", 0, true);
    expect(third.map((piece) => piece.text).join("")).toBe("나연 사나 모모!");
    // A third of three words: the middle one (the golden-ratio order spreads them).
    expect(third.filter((piece) => piece.hidden)).toEqual([{ text: "사나", hidden: true, hint: "ㅅㄴ" }]);
    expect(drillPieces(fans, "fans", 2, false).filter((piece) => piece.hidden).map((piece) => [piece.text, piece.hint])).toEqual([
      ["나연", null],
      ["사나", null],
      ["모모!", null],
    ]);
    expect(drillPieces(artist, "fans", 2, true).some((piece) => piece.hidden)).toBe(false);
    expect(drillPieces(mixed, "fans", 0, true)).toEqual([
      { text: "라 ", hidden: false, hint: null },
      { text: "라 ", hidden: false, hint: null },
      { text: "지효", hidden: true, hint: "ㅈㅎ" },
    ]);
  });

  test("a pass's results line by line", () => {
    const lines = resultsByLine([
      { id: "s1", result: "onBeat", errorMs: 10 },
      { id: "s3:0", result: "close", errorMs: 200 },
      { id: "s3:1", result: "miss", errorMs: null },
    ]);
    expect(lines.get("s1")).toEqual({ onBeat: 1, close: 0, miss: 0 });
    expect(lines.get("s3")).toEqual({ onBeat: 0, close: 1, miss: 1 });
  });
});

describe("the tap delay, measured (issue 28)", () => {
  const flashes = Array.from({ length: 10 }, (_, beat) => 1000 + beat * 600);
  test("the median of each tap's offset from its flash: a stray tap moves it little", () => {
    const taps = flashes.map((flash, beat) => flash + [40, 60, 50, 45, 55, 50, 48, 52, 50, 250][beat]!);
    expect(measuredLatency(flashes, taps, 600)).toBe(50);
  });
  test("early taps count as no delay; the most is the limit; too few taps near a flash: none", () => {
    expect(measuredLatency(flashes, flashes.map((flash) => flash - 30), 600)).toBe(0);
    expect(measuredLatency(flashes, flashes.map((flash) => flash + 290), 600)).toBe(250);
    expect(measuredLatency(flashes, [1040, 1640, 2240, 2840], 600)).toBeNull();
    // Taps far from every flash (more than half a beat) are not counted.
    expect(measuredLatency([1000], [1000, 1040, 1301, 1302, 1303, 1304], 600)).toBeNull();
  });
});
