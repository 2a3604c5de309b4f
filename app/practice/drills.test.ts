import { describe, expect, test } from "vitest";
import { hiddenWords, initialsHint, readiness, scoreTaps, wordsOf } from "./drills";

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
