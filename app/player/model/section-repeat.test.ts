import { describe, expect, test } from "vitest";
import { REPEAT_MAX_OVERSHOOT_MS, REPEAT_SEEK_BACK_DELAY_MS } from "~/shared/constants";
import { checkRepeat, IDLE_REPEAT, type RepeatWatch } from "./section-repeat";

const range = { start: 10, end: 20 };

describe("seek back to start 100 ms after playback reaches or passes the end", () => {
  test("reaching the end exactly starts the wait; 99 ms later nothing, 100 ms later seek to start", () => {
    expect(REPEAT_SEEK_BACK_DELAY_MS).toBe(100);
    let step = checkRepeat({ range, repeating: true, time: 20, now: 5000 }, IDLE_REPEAT);
    expect(step).toEqual({ watch: { reachedEndAt: 5000, seekedAt: null }, seekTo: null });
    step = checkRepeat({ range, repeating: true, time: 20.099, now: 5099 }, step.watch);
    expect(step.seekTo).toBeNull();
    step = checkRepeat({ range, repeating: true, time: 20.1, now: 5100 }, step.watch);
    expect(step).toEqual({ watch: { reachedEndAt: null, seekedAt: 5100 }, seekTo: 10 });
  });

  test("the 100 ms count from when playback crossed the end, not from when it was noticed", () => {
    const noticed = checkRepeat({ range, repeating: true, time: 20.05, now: 1000 }, IDLE_REPEAT);
    expect(noticed.watch.reachedEndAt).toBe(950);
    expect(checkRepeat({ range, repeating: true, time: 20.099, now: 1049 }, noticed.watch).seekTo).toBeNull();
    expect(checkRepeat({ range, repeating: true, time: 20.1, now: 1050 }, noticed.watch).seekTo).toBe(10);
  });

  test("at half speed, 20.05 s of playback is 100 ms after the end", () => {
    const noticed = checkRepeat({ range, repeating: true, time: 20.05, now: 1000, playbackRate: 0.5 }, IDLE_REPEAT);
    expect(noticed).toEqual({ watch: { reachedEndAt: null, seekedAt: 1000 }, seekTo: 10 });
  });

  test("passing far beyond the end (e.g. a seek past it) loops at once", () => {
    expect(checkRepeat({ range, repeating: true, time: 35, now: 0 }, IDLE_REPEAT).seekTo).toBe(10);
  });

  test("just before the end nothing happens", () => {
    expect(checkRepeat({ range, repeating: true, time: 19.999, now: 0 }, IDLE_REPEAT)).toEqual({
      watch: IDLE_REPEAT,
      seekTo: null,
    });
  });

  test("repeat off, or no section: never seeks", () => {
    const waiting: RepeatWatch = { reachedEndAt: 0, seekedAt: null };
    expect(checkRepeat({ range, repeating: false, time: 25, now: 500 }, waiting)).toEqual({
      watch: IDLE_REPEAT,
      seekTo: null,
    });
    expect(checkRepeat({ range: null, repeating: true, time: 25, now: 500 }, waiting)).toEqual({
      watch: IDLE_REPEAT,
      seekTo: null,
    });
  });

  test("seeking back inside the section during the wait cancels it", () => {
    const waiting = checkRepeat({ range, repeating: true, time: 20, now: 0 }, IDLE_REPEAT).watch;
    const back = checkRepeat({ range, repeating: true, time: 12, now: 50 }, waiting);
    expect(back).toEqual({ watch: IDLE_REPEAT, seekTo: null });
    expect(checkRepeat({ range, repeating: true, time: 20, now: 120 }, back.watch).seekTo).toBeNull();
  });

  test("a player still reporting the old time just after the seek is not seeked again at once", () => {
    const seeked = checkRepeat({ range, repeating: true, time: 20.1, now: 100 }, { reachedEndAt: 0, seekedAt: null });
    expect(seeked.seekTo).toBe(10);
    expect(checkRepeat({ range, repeating: true, time: 20.12, now: 117 }, seeked.watch).seekTo).toBeNull();
    expect(checkRepeat({ range, repeating: true, time: 20.2, now: 200 }, seeked.watch).seekTo).toBe(10);
  });
});

/**
 * Plays at 1× from `from`, calling checkRepeat every `intervalMs` (the
 * player's clock and the caller's are not aligned: `phase` shifts them);
 * returns how far past the end (ms) each loop went.
 */
function simulateLoops(loops: number, intervalMs: number, phase: number): number[] {
  const overshoots: number[] = [];
  let time = 18 + phase / 1000;
  let now = 0;
  let watch = IDLE_REPEAT;
  while (overshoots.length < loops) {
    now += intervalMs;
    time += intervalMs / 1000;
    const step = checkRepeat({ range, repeating: true, time, now }, watch);
    watch = step.watch;
    if (step.seekTo !== null) {
      overshoots.push((time - range.end) * 1000);
      time = step.seekTo + phase / 1000;
    }
  }
  return overshoots;
}

/** Every loop's overshoot over 50 phases. */
function overshoots(intervalMs: number): number[] {
  const phases = Array.from({ length: 50 }, (_, i) => (i * intervalMs) / 50);
  return phases.flatMap((phase) => simulateLoops(20, intervalMs, phase));
}

describe("overshoot over 20 loops, whatever the frames' phase", () => {
  test("checked on animation frames (60 Hz): under 150 ms past the end, never before 100 ms", () => {
    const measured = overshoots(1000 / 60);
    expect(Math.max(...measured)).toBeLessThan(REPEAT_MAX_OVERSHOOT_MS);
    // The crossing is estimated to the millisecond.
    expect(Math.min(...measured)).toBeGreaterThan(REPEAT_SEEK_BACK_DELAY_MS - 1);
  });

  test("on a slow phone dropping to 30 Hz frames: still under 150 ms", () => {
    expect(Math.max(...overshoots(1000 / 30))).toBeLessThan(REPEAT_MAX_OVERSHOOT_MS);
  });

  test("the 250 ms poll alone would overshoot (why frames are needed)", () => {
    expect(Math.max(...overshoots(250))).toBeGreaterThan(REPEAT_MAX_OVERSHOOT_MS);
  });
});
