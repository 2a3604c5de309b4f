import { describe, expect, test } from "vitest";
import { REPEAT_MAX_OVERSHOOT_MS, REPEAT_SEEK_BACK_DELAY_MS } from "~/shared/constants";
import { checkRepeat, IDLE_REPEAT, type RepeatWatch } from "./section-repeat";

const range = { start: 10, end: 20 };

describe("seek back to start 100 ms after playback reaches or passes the end", () => {
  test("reaching the end exactly starts the wait; 99 ms later nothing, 100 ms later seek to start", () => {
    expect(REPEAT_SEEK_BACK_DELAY_MS).toBe(100);
    let step = checkRepeat({ range, repeating: true, time: 20, now: 5000 }, IDLE_REPEAT);
    expect(step).toEqual({ watch: { reachedEndAt: 5000 }, seekTo: null });
    step = checkRepeat({ range, repeating: true, time: 20.099, now: 5099 }, step.watch);
    expect(step.seekTo).toBeNull();
    step = checkRepeat({ range, repeating: true, time: 20.1, now: 5100 }, step.watch);
    expect(step).toEqual({ watch: IDLE_REPEAT, seekTo: 10 });
  });

  test("passing the end (e.g. after a seek beyond it) also loops", () => {
    const first = checkRepeat({ range, repeating: true, time: 35, now: 0 }, IDLE_REPEAT);
    expect(checkRepeat({ range, repeating: true, time: 35.1, now: 100 }, first.watch).seekTo).toBe(10);
  });

  test("just before the end nothing happens", () => {
    expect(checkRepeat({ range, repeating: true, time: 19.999, now: 0 }, IDLE_REPEAT)).toEqual({ watch: IDLE_REPEAT, seekTo: null });
  });

  test("repeat off, or no section: never seeks", () => {
    const waiting: RepeatWatch = { reachedEndAt: 0 };
    expect(checkRepeat({ range, repeating: false, time: 25, now: 500 }, waiting)).toEqual({ watch: IDLE_REPEAT, seekTo: null });
    expect(checkRepeat({ range: null, repeating: true, time: 25, now: 500 }, waiting)).toEqual({ watch: IDLE_REPEAT, seekTo: null });
  });

  test("seeking back inside the section during the wait cancels it", () => {
    const waiting = checkRepeat({ range, repeating: true, time: 20, now: 0 }, IDLE_REPEAT).watch;
    const back = checkRepeat({ range, repeating: true, time: 12, now: 50 }, waiting);
    expect(back).toEqual({ watch: IDLE_REPEAT, seekTo: null });
    expect(checkRepeat({ range, repeating: true, time: 20, now: 120 }, back.watch).seekTo).toBeNull();
  });
});

/** Plays at 1× from `from`, calling checkRepeat every `intervalMs`; returns how far past the end each loop went. */
function simulateLoops(loops: number, intervalMs: number, from = 18.003): number[] {
  const overshoots: number[] = [];
  let time = from;
  let now = 0;
  let watch = IDLE_REPEAT;
  while (overshoots.length < loops) {
    now += intervalMs;
    time += intervalMs / 1000;
    const step = checkRepeat({ range, repeating: true, time, now }, watch);
    watch = step.watch;
    if (step.seekTo !== null) {
      overshoots.push((time - range.end) * 1000);
      time = step.seekTo;
    }
  }
  return overshoots;
}

describe("overshoot over 20 loops", () => {
  test("checked on animation frames (60 Hz): every loop stays under 150 ms past the end", () => {
    const overshoots = simulateLoops(20, 1000 / 60);
    expect(Math.max(...overshoots)).toBeLessThan(REPEAT_MAX_OVERSHOOT_MS);
    expect(Math.min(...overshoots)).toBeGreaterThanOrEqual(REPEAT_SEEK_BACK_DELAY_MS);
  });

  test("on a slow phone dropping to 30 Hz frames: still under 150 ms", () => {
    expect(Math.max(...simulateLoops(20, 1000 / 30))).toBeLessThan(REPEAT_MAX_OVERSHOOT_MS);
  });

  test("the 250 ms poll alone would overshoot (why frames are needed)", () => {
    expect(Math.max(...simulateLoops(20, 250))).toBeGreaterThan(REPEAT_MAX_OVERSHOOT_MS);
  });
});
