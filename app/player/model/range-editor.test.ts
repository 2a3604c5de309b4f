import { describe, expect, test } from "vitest";
import { formatTime } from "~/shared/time";
import {
  canNudge,
  dragEdge,
  fractionInWindow,
  nearerEdge,
  nudgeEdge,
  parseTypedTime,
  roundToTenth,
  timeInWindow,
  typeEdge,
  zoomWindow,
} from "./range-editor";

describe("typed times", () => {
  test.each([
    ["0:12.3", 12.3],
    ["0:20.4", 20.4],
    ["1:05.3", 65.3],
    ["1:05", 65],
    ["1:5", 65],
    ["12.3", 12.3],
    ["65.3", 65.3],
    ["65", 65],
    [".5", 0.5],
    ["12.", 12],
    [" 0:12.3 ", 12.3],
    ["0:12,3", 12.3],
    ["0:12.34", 12.3],
    ["0:12.35", 12.4],
    ["0:59.96", 60],
    ["1:02:05.5", 3725.5],
    ["0", 0],
  ])("%j is %s s", (text, seconds) => {
    expect(parseTypedTime(text)).toBe(seconds);
  });

  test.each(["", " ", "abc", "1:60", "1:75.2", "-3", "1::05", "1:05:", "12.3.4", "1:02:5", "1분 5초", "0x10", "1e2"])(
    "%j is not a time",
    (text) => {
      expect(parseTypedTime(text)).toBeNull();
    },
  );

  test("what formatTime shows with tenths reads back exactly", () => {
    for (const seconds of [0, 0.1, 12.3, 20.4, 59.9, 65.3, 199.9, 3725.5]) {
      expect(parseTypedTime(formatTime(seconds, { tenths: true }))).toBe(seconds);
    }
  });

  test("tenths without float noise", () => {
    expect(roundToTenth(12.3)).toBe(12.3);
    expect(roundToTenth(10.2 - 0.1)).toBe(10.1);
    expect(roundToTenth(0.15)).toBe(0.2);
    expect(roundToTenth(20.449)).toBe(20.4);
  });
});

describe("a typed edge", () => {
  const range = { start: 20, end: 60 };

  test("sets the edge to the tenth", () => {
    expect(typeEdge(range, "start", "0:12.3", 200)).toEqual({ ok: true, range: { start: 12.3, end: 60 } });
    expect(typeEdge({ start: 12.3, end: 60 }, "end", "0:20.4", 200)).toEqual({
      ok: true,
      range: { start: 12.3, end: 20.4 },
    });
  });

  test("bad text is refused as a format error, the range kept", () => {
    expect(typeEdge(range, "start", "twelve", 200)).toEqual({ ok: false, reason: "format" });
  });

  test("a time the handle cannot reach is refused with its limits", () => {
    // start within [0, end − 1 s]
    expect(typeEdge(range, "start", "0:59.1", 200)).toEqual({ ok: false, reason: "limits", min: 0, max: 59 });
    expect(typeEdge(range, "start", "0:59", 200)).toEqual({ ok: true, range: { start: 59, end: 60 } });
    // end within [start + 1 s, duration]
    expect(typeEdge(range, "end", "0:20.9", 200)).toEqual({ ok: false, reason: "limits", min: 21, max: 200 });
    expect(typeEdge(range, "end", "3:20.1", 200)).toEqual({ ok: false, reason: "limits", min: 21, max: 200 });
    expect(typeEdge(range, "end", "3:20", 200)).toEqual({ ok: true, range: { start: 20, end: 200 } });
  });
});

describe("nudges", () => {
  test("move by 0.1 s and 1 s without float noise", () => {
    const range = { start: 12.3, end: 20.4 };
    expect(nudgeEdge(range, "start", 0.1, 200)).toEqual({ start: 12.4, end: 20.4 });
    expect(nudgeEdge(range, "start", -0.1, 200)).toEqual({ start: 12.2, end: 20.4 });
    expect(nudgeEdge(range, "start", 1, 200)).toEqual({ start: 13.3, end: 20.4 });
    expect(nudgeEdge(range, "end", -1, 200)).toEqual({ start: 12.3, end: 19.4 });
    expect(nudgeEdge(range, "end", 0.1, 200)).toEqual({ start: 12.3, end: 20.5 });
  });

  test("stop at the limits: 0, the other edge ± 1 s, the duration", () => {
    expect(nudgeEdge({ start: 0.5, end: 10 }, "start", -1, 200)).toEqual({ start: 0, end: 10 });
    expect(nudgeEdge({ start: 8.5, end: 10 }, "start", 1, 200)).toEqual({ start: 9, end: 10 });
    expect(nudgeEdge({ start: 8.5, end: 9.6 }, "end", -0.1, 200)).toEqual({ start: 8.5, end: 9.5 });
    expect(nudgeEdge({ start: 8.5, end: 9.5 }, "end", -0.1, 200)).toEqual({ start: 8.5, end: 9.5 });
    expect(nudgeEdge({ start: 190, end: 199.5 }, "end", 1, 200)).toEqual({ start: 190, end: 200 });
  });

  test("a nudge that cannot move is known", () => {
    expect(canNudge({ start: 0, end: 10 }, "start", -0.1, 200)).toBe(false);
    expect(canNudge({ start: 0, end: 10 }, "start", 0.1, 200)).toBe(true);
    expect(canNudge({ start: 9, end: 10 }, "start", 0.1, 200)).toBe(false);
    expect(canNudge({ start: 9, end: 10 }, "end", -1, 200)).toBe(false);
    expect(canNudge({ start: 9, end: 200 }, "end", 0.1, 200)).toBe(false);
    expect(canNudge({ start: 9, end: 199.95 }, "end", 0.1, 200)).toBe(true);
  });
});

describe("the zoomed bar", () => {
  test("an 8 s range is shown in 12 s: 2 s either side, two thirds of the bar", () => {
    const window = zoomWindow({ start: 12.3, end: 20.3 }, 200);
    expect(window).toEqual({ start: 10.3, end: 22.3 });
    expect(fractionInWindow(20.3, window) - fractionInWindow(12.3, window)).toBeCloseTo(2 / 3, 10);
  });

  test("a long range gets a quarter of its length either side", () => {
    expect(zoomWindow({ start: 40, end: 80 }, 200)).toEqual({ start: 30, end: 90 });
  });

  test("slides to stay within the song, or is the whole song", () => {
    expect(zoomWindow({ start: 1, end: 9 }, 200)).toEqual({ start: 0, end: 12 });
    expect(zoomWindow({ start: 190, end: 199 }, 200)).toEqual({ start: 186.5, end: 200 }); // 9 s: 2.25 s either side, 13.5 s
    expect(zoomWindow({ start: 2, end: 8 }, 9)).toEqual({ start: 0, end: 9 });
    expect(zoomWindow({ start: 10, end: 18 }, 0)).toEqual({ start: 8, end: 20 });
  });

  test("fractions and times on it", () => {
    const window = { start: 10, end: 22 };
    expect(fractionInWindow(16, window)).toBe(0.5);
    expect(fractionInWindow(5, window)).toBe(0);
    expect(fractionInWindow(30, window)).toBe(1);
    expect(timeInWindow(0.25, window)).toBe(13);
    expect(timeInWindow(-1, window)).toBe(10);
    expect(timeInWindow(2, window)).toBe(22);
  });

  test("a press takes the nearer edge", () => {
    const range = { start: 12, end: 20 };
    expect(nearerEdge(range, 11)).toBe("start");
    expect(nearerEdge(range, 15.9)).toBe("start");
    expect(nearerEdge(range, 16)).toBe("end");
    expect(nearerEdge(range, 25)).toBe("end");
  });

  test("a drag moves the edge to the tenth, keeping where the grip was taken, within the limits", () => {
    const range = { start: 12, end: 20 };
    expect(dragEdge(range, "start", 13.04, -0.5, 200)).toEqual({ start: 12.5, end: 20 });
    expect(dragEdge(range, "start", 13.06, 0, 200)).toEqual({ start: 13.1, end: 20 });
    expect(dragEdge(range, "start", 25, 0, 200)).toEqual({ start: 19, end: 20 });
    expect(dragEdge(range, "end", 20.44, 0.3, 200)).toEqual({ start: 12, end: 20.7 });
    expect(dragEdge(range, "end", 250, 0, 200)).toEqual({ start: 12, end: 200 });
  });
});
