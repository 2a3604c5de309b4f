import { describe, expect, test } from "vitest";
import { SheetLineSchema } from "~/schemas/sheet";
import { SHEET_HOLD_MIN_MS, SHEET_NUDGE_S } from "~/sheets/constants";
import {
  createTapAlong,
  derivedEnd,
  finishTapAlong,
  nudgedTime,
  parsePastedText,
  redoFrom,
  tapAlongReducer,
  tappedCount,
  toPastedText,
  type TapAlongAction,
  type TapAlongState,
} from "./tap-along";

// Invented lines only (member-name calls), never real lyrics.
const PASTED = ["가수: 오늘 밤 별이 빛나", "| 민지 하니 다니엘", "함께 걸어가 우리", "all: 사랑해 뉴진스"].join("\n");

function run(state: TapAlongState, ...actions: TapAlongAction[]): TapAlongState {
  return actions.reduce(tapAlongReducer, state);
}

/** A tap: press and release `ms` later on the page clock, the song moving on at `rate`. */
function tap(state: TapAlongState, songTime: number, at: number, { ms = 120, rate = 1 } = {}): TapAlongState {
  return run(
    state,
    { type: "press", songTime, at },
    { type: "release", songTime: songTime + (ms / 1000) * rate, at: at + ms },
  );
}

describe("parsePastedText", () => {
  test("one line per row, trimmed, blank rows ignored", () => {
    expect(parsePastedText("  하나 둘 셋  \n\n   \r\n넷 다섯\r\n")).toEqual([
      { text: "하나 둘 셋", part: "singalong" },
      { text: "넷 다섯", part: "singalong" },
    ]);
    expect(parsePastedText("")).toEqual([]);
  });

  test("Korean and English prefixes set the part, case-insensitive, with a full-width colon too", () => {
    expect(
      parsePastedText(
        [
          "팬: 김민지!",
          "FANS : 하니!",
          "fan:다니엘",
          "떼창: 랄라 랄라",
          "Sing: 라라",
          "sing-along: 나나",
          "가수： 별을 따라",
          "Artist: 달을 따라",
          "다같이: 하나 되어",
          "다 같이 : 둘 되어",
          "ALL: 셋 되어",
          "everyone: 넷 되어",
        ].join("\n"),
      ).map((line) => [line.part, line.text]),
    ).toEqual([
      ["fans", "김민지!"],
      ["fans", "하니!"],
      ["fans", "다니엘"],
      ["singalong", "랄라 랄라"],
      ["singalong", "라라"],
      ["singalong", "나나"],
      ["artist", "별을 따라"],
      ["artist", "달을 따라"],
      ["everyone", "하나 되어"],
      ["everyone", "둘 되어"],
      ["everyone", "셋 되어"],
      ["everyone", "넷 되어"],
    ]);
  });

  test("a leading | is the fans' call", () => {
    expect(parsePastedText("|민지!\n  |  하니 최고  ")).toEqual([
      { text: "민지!", part: "fans" },
      { text: "하니 최고", part: "fans" },
    ]);
  });

  test("a row without a prefix is 떼창, whatever the row above was", () => {
    expect(parsePastedText("팬: 민지!\n같이 불러요\n| 하니!\n또 불러요").map((line) => line.part)).toEqual([
      "fans",
      "singalong",
      "fans",
      "singalong",
    ]);
  });

  test("an unknown word before a colon is text; a prefix alone is a blank row", () => {
    expect(parsePastedText("Love: 너와 나\n12:30 시계\n팬:\n|  \n가수：  ")).toEqual([
      { text: "Love: 너와 나", part: "singalong" },
      { text: "12:30 시계", part: "singalong" },
    ]);
  });

  test("toPastedText writes lines back so they parse the same", () => {
    const lines = parsePastedText(PASTED);
    expect(toPastedText(lines, "ko")).toBe("가수: 오늘 밤 별이 빛나\n팬: 민지 하니 다니엘\n함께 걸어가 우리\n다같이: 사랑해 뉴진스");
    expect(toPastedText(lines, "en")).toBe("artist: 오늘 밤 별이 빛나\nfans: 민지 하니 다니엘\n함께 걸어가 우리\neveryone: 사랑해 뉴진스");
    expect(parsePastedText(toPastedText(lines, "en"))).toEqual(lines);
    expect(toPastedText([{ text: "한 줄\n두 줄", part: "fans" }], "ko")).toBe("팬: 한 줄 두 줄");
  });
});

describe("tapAlongReducer", () => {
  const initial = createTapAlong(parsePastedText(PASTED));

  test("taps at rate 1 store the song times tapped, to the millisecond", () => {
    let state = initial;
    state = tap(state, 12.3456, 1000);
    state = tap(state, 15.0004, 3700);
    state = tap(state, 18.25, 7000);
    expect(state.lines.map((line) => line.start)).toEqual([12.346, 15, 18.25, null]);
    expect(state.lines.map((line) => line.end)).toEqual([null, null, null, null]);
    expect(state.cursor).toBe(3);
    expect(tappedCount(state)).toBe(3);
    // The next tap ends the line before it.
    expect(derivedEnd(state.lines, 0)).toBe(15);
    expect(derivedEnd(state.lines, 2)).toBe(null);
  });

  test("at 0.75× the stored times are still song times (the player's time), not page-clock times", () => {
    let state = initial;
    // The page clock runs 4 s between the taps; the song moves 3 s.
    state = tap(state, 20.5, 10_000, { rate: 0.75 });
    state = tap(state, 23.5, 14_000, { rate: 0.75 });
    state = tap(state, 26.125, 17_500, { rate: 0.75 });
    expect(state.lines.map((line) => line.start)).toEqual([20.5, 23.5, 26.125, null]);
  });

  test(`a press held ${SHEET_HOLD_MIN_MS} ms is a hold: the release's song time ends the line; ${SHEET_HOLD_MIN_MS - 1} ms is a tap`, () => {
    const held = run(initial, { type: "press", songTime: 10, at: 500 }, { type: "release", songTime: 13.2, at: 500 + SHEET_HOLD_MIN_MS });
    expect(held.lines[0]).toMatchObject({ start: 10, end: 13.2 });
    expect(held.pressed).toBeNull();

    const tapped = run(initial, { type: "press", songTime: 10, at: 500 }, { type: "release", songTime: 13.2, at: 500 + SHEET_HOLD_MIN_MS - 1 });
    expect(tapped.lines[0]).toMatchObject({ start: 10, end: null });
    expect(tapped.pressed).toBeNull();
  });

  test("a hold released while the song stood still is a tap; a release without a press does nothing", () => {
    const still = run(initial, { type: "press", songTime: 10, at: 0 }, { type: "release", songTime: 10, at: 2000 });
    expect(still.lines[0]?.end).toBeNull();
    expect(run(initial, { type: "release", songTime: 5, at: 100 })).toBe(initial);
  });

  test("a second press while one is held, and a press after the last line, do nothing", () => {
    const held = run(initial, { type: "press", songTime: 10, at: 0 });
    expect(run(held, { type: "press", songTime: 11, at: 50 })).toBe(held);
    let done = initial;
    for (const [i, time] of [1, 2, 3, 4].entries()) done = tap(done, time, i * 1000);
    expect(done.cursor).toBe(4);
    expect(run(done, { type: "press", songTime: 9, at: 9000 })).toBe(done);
  });

  test("a negative player time is read as 0", () => {
    expect(run(initial, { type: "press", songTime: -0.02, at: 0 }).lines[0]?.start).toBe(0);
  });

  test("redo clears only that line, puts the cursor on it, and plays from 2 s before it", () => {
    let state = initial;
    state = tap(state, 10, 0);
    state = run(state, { type: "press", songTime: 14, at: 4000 }, { type: "release", songTime: 16, at: 6000 });
    state = tap(state, 18, 8000);
    expect(redoFrom(state.lines, 1)).toBe(12);
    expect(redoFrom(state.lines, 0)).toBe(8);
    const redone = run(state, { type: "redo", index: 1 });
    expect(redone.lines.map((line) => [line.start, line.end])).toEqual([
      [10, null],
      [null, null],
      [18, null],
      [null, null],
    ]);
    expect(redone.cursor).toBe(1);
    // Line 0 now ends where the next tapped line starts.
    expect(derivedEnd(redone.lines, 0)).toBe(18);
    // A line not tapped plays from 2 s before the last tapped line above it; the first from 0.
    expect(redoFrom(redone.lines, 1)).toBe(8);
    expect(redoFrom(redone.lines, 3)).toBe(16);
    expect(redoFrom(initial.lines, 2)).toBe(0);
    expect(redoFrom(run(initial, { type: "press", songTime: 1.5, at: 0 }).lines, 0)).toBe(0);
    // Tapping again times it and moves on to the next line, which the following tap re-times.
    const again = tap(redone, 14.25, 20_000);
    expect(again.lines[1]).toMatchObject({ start: 14.25, end: null });
    expect(again.cursor).toBe(2);
    const next = tap(again, 18.5, 24_000);
    expect(next.lines[2]).toMatchObject({ start: 18.5, end: null });
  });

  test(`nudges move a start or an end by ${SHEET_NUDGE_S} s, and refuse what would break the order or the 1 s minimum`, () => {
    let state = tap(tap(tap(initial, 10, 0), 14, 4000), 18, 8000);
    state = run(state, { type: "nudge", index: 1, edge: "start", by: SHEET_NUDGE_S });
    expect(state.lines[1]?.start).toBe(14.1);
    state = run(state, { type: "nudge", index: 1, edge: "start", by: -SHEET_NUDGE_S }, { type: "nudge", index: 1, edge: "start", by: -SHEET_NUDGE_S });
    expect(state.lines[1]?.start).toBe(13.9);
    // A derived end is nudged from where it is: 18 → 17.9, stored.
    state = run(state, { type: "nudge", index: 1, edge: "end", by: -SHEET_NUDGE_S });
    expect(state.lines[1]?.end).toBe(17.9);
    // The last tapped line's end starts from SHEET_LAST_LINE_S after its start.
    expect(nudgedTime(state.lines, 2, "end", SHEET_NUDGE_S)).toBe(21.1);
    // Refused: before 0, onto a neighbour's start, shorter than 1 s, a line not tapped.
    const first = run(initial, { type: "press", songTime: 0.05, at: 0 });
    expect(nudgedTime(first.lines, 0, "start", -SHEET_NUDGE_S)).toBeNull();
    const close = tap(tap(initial, 10, 0), 10.1, 500);
    expect(nudgedTime(close.lines, 1, "start", -SHEET_NUDGE_S)).toBeNull();
    expect(nudgedTime(close.lines, 0, "start", SHEET_NUDGE_S)).toBeNull();
    const held = run(initial, { type: "press", songTime: 10, at: 0 }, { type: "release", songTime: 11, at: 1000 });
    expect(nudgedTime(held.lines, 0, "end", -SHEET_NUDGE_S)).toBeNull();
    expect(nudgedTime(held.lines, 0, "start", SHEET_NUDGE_S)).toBeNull();
    expect(nudgedTime(held.lines, 1, "start", SHEET_NUDGE_S)).toBeNull();
    expect(run(held, { type: "nudge", index: 0, edge: "end", by: -SHEET_NUDGE_S })).toBe(held);
  });

  test("undo reverts the last action: a whole tap or hold, a redo, a nudge, a reset", () => {
    const one = tap(initial, 10, 0);
    const held = run(one, { type: "press", songTime: 14, at: 4000 }, { type: "release", songTime: 16, at: 6000 });
    expect(run(held, { type: "undo" }).lines).toEqual(one.lines);
    expect(run(held, { type: "undo" }).cursor).toBe(1);
    const nudged = run(held, { type: "nudge", index: 0, edge: "start", by: SHEET_NUDGE_S });
    expect(run(nudged, { type: "undo" }).lines).toEqual(held.lines);
    const redone = run(held, { type: "redo", index: 0 });
    expect(run(redone, { type: "undo" })).toMatchObject({ lines: held.lines, cursor: 2 });
    const reset = run(held, { type: "reset" });
    expect(reset.lines.every((line) => line.start === null && line.end === null)).toBe(true);
    expect(reset.cursor).toBe(0);
    expect(run(reset, { type: "undo" })).toMatchObject({ lines: held.lines, cursor: 2 });
    // Back to the start, and nothing more to undo.
    const back = run(held, { type: "undo" }, { type: "undo" });
    expect(back.lines).toEqual(initial.lines);
    expect(run(back, { type: "undo" })).toBe(back);
    // Resetting nothing is no step.
    expect(run(initial, { type: "reset" })).toBe(initial);
  });
});

describe("finishTapAlong", () => {
  const initial = createTapAlong(parsePastedText(PASTED));

  test("ends from holds, else the next tapped line's start; the last gets 3 s, capped at the song's end", () => {
    let state = tap(initial, 10, 0);
    state = run(state, { type: "press", songTime: 14, at: 4000 }, { type: "release", songTime: 16.5, at: 6500 });
    state = tap(state, 18, 8000);
    state = tap(state, 25, 15_000);
    const lines = finishTapAlong(state, { duration: 200 });
    expect(lines).toEqual([
      { start: 10, end: 14, text: "오늘 밤 별이 빛나", part: "artist" },
      { start: 14, end: 16.5, text: "민지 하니 다니엘", part: "fans" },
      { start: 18, end: 25, text: "함께 걸어가 우리", part: "singalong" },
      { start: 25, end: 28, text: "사랑해 뉴진스", part: "everyone" },
    ]);
    for (const line of lines) expect(SheetLineSchema.safeParse(line).success).toBe(true);
    expect(finishTapAlong(state, { duration: 26.5 }).at(-1)).toMatchObject({ start: 25, end: 26.5 });
    // Unknown duration (0): no cap.
    expect(finishTapAlong(state, { duration: 0 }).at(-1)).toMatchObject({ start: 25, end: 28 });
  });

  test("every line is at least 1 s long (its end moves, overlapping the next); only tapped lines", () => {
    let state = tap(initial, 10, 0);
    state = tap(state, 10.4, 400);
    state = run(state, { type: "press", songTime: 12, at: 2000 }, { type: "release", songTime: 12.35, at: 2350 });
    const lines = finishTapAlong(state, { duration: 200 });
    expect(lines.map((line) => [line.start, line.end])).toEqual([
      [10, 11],
      [10.4, 12],
      [12, 13],
    ]);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(SheetLineSchema.parse(line)).toMatchObject({ start: line.start, end: line.end });
    // A last line tapped less than 1 s before the song's end still gets 1 s.
    const late = tap(initial, 199.5, 0);
    expect(finishTapAlong(late, { duration: 200 })).toEqual([{ start: 199.5, end: 200.5, text: "오늘 밤 별이 빛나", part: "artist" }]);
  });

  test("a line after a redone one ends at the next line still tapped", () => {
    let state = tap(tap(tap(initial, 10, 0), 14, 4000), 18, 8000);
    state = run(state, { type: "redo", index: 1 });
    expect(finishTapAlong(state, { duration: 200 }).map((line) => [line.start, line.end])).toEqual([
      [10, 18],
      [18, 21],
    ]);
  });

  test("nothing tapped gives no lines", () => {
    expect(finishTapAlong(initial, { duration: 200 })).toEqual([]);
  });
});
