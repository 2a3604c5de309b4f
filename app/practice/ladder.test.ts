import { describe, expect, test } from "vitest";
import { afterDrill, afterLoop, currentRate, followOfferedRates, ladderRates, ladderView, startLadder, type LadderPlan } from "./ladder";

const RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2];
const plan = (overrides: Partial<LadderPlan> = {}): LadderPlan => ({ from: 0.5, to: 1, loopsPerStep: 3, trigger: "loops", gapMs: 0, ...overrides });

describe("the ladder's rates", () => {
  test("the player's rates from the slowest to the fastest wanted, slowest first", () => {
    expect(ladderRates(RATES, 0.5, 1)).toEqual([0.5, 0.75, 1]);
    expect(ladderRates([1, 0.5, 0.75, 0.5], 1, 0.5)).toEqual([0.5, 0.75, 1]);
  });

  test("never a rate the player does not offer", () => {
    expect(ladderRates([0.5, 1], 0.5, 1)).toEqual([0.5, 1]);
    expect(ladderRates([1], 0.6, 0.9)).toEqual([1]);
    expect(ladderRates([0.5, 2], 0.6, 0.9)).toEqual([0.5]);
    expect(ladderRates([], 0.5, 1)).toEqual([1]);
  });
});

describe("stepping up", () => {
  test("after N loops: 0.5 ×3, 0.75 ×3, 1 ×3, then finished", () => {
    let state = startLadder(plan(), RATES);
    const seen: number[] = [];
    for (let loop = 0; loop < 9; loop++) {
      seen.push(currentRate(state));
      state = afterLoop(state, plan());
    }
    expect(seen).toEqual([0.5, 0.5, 0.5, 0.75, 0.75, 0.75, 1, 1, 1]);
    expect(state.finished).toBe(true);
    expect(afterLoop(state, plan())).toBe(state);
  });

  test("after a clean drill pass, not after a failed one; loops alone do not move a 'clean' ladder", () => {
    const clean = plan({ trigger: "clean" });
    let state = startLadder(clean, RATES);
    for (let loop = 0; loop < 10; loop++) state = afterLoop(state, clean);
    expect(currentRate(state)).toBe(0.5);
    state = afterDrill(state, clean, false);
    expect(currentRate(state)).toBe(0.5);
    state = afterDrill(state, clean, true);
    expect([currentRate(state), state.loops]).toEqual([0.75, 0]);
  });

  test("either: whichever comes first; a 'loops' ladder ignores drills", () => {
    const either = plan({ trigger: "either", loopsPerStep: 5 });
    let state = afterLoop(startLadder(either, RATES), either);
    state = afterDrill(state, either, true);
    expect(currentRate(state)).toBe(0.75);
    const loops = plan();
    expect(currentRate(afterDrill(startLadder(loops, RATES), loops, true))).toBe(0.5);
  });
});

test("what the screen shows: the step, the rate and what is left", () => {
  let state = afterLoop(startLadder(plan(), RATES), plan());
  expect(ladderView(state, plan())).toEqual({ rate: 0.5, stepNumber: 1, steps: 3, loopsLeft: 2, rest: [0.75, 1], finished: false });
  state = afterLoop(afterLoop(state, plan()), plan());
  expect(ladderView(state, plan())).toMatchObject({ rate: 0.75, stepNumber: 2, loopsLeft: 3, rest: [1] });
  expect(ladderView(startLadder(plan({ trigger: "clean" }), RATES), plan({ trigger: "clean" })).loopsLeft).toBeNull();
});

describe("followOfferedRates", () => {
  test("the ladder built before the video was known becomes the video's own rates, at the same rate", () => {
    const before = { ...startLadder(plan(), [0.5, 0.75, 1, 1.25]), step: 1, loops: 2 };
    expect(followOfferedRates(before, plan(), [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2])).toBe(before);
    expect(followOfferedRates(before, plan(), [0.5, 1])).toEqual({ rates: [0.5, 1], step: 1, loops: 2, finished: false });
    expect(followOfferedRates(before, plan(), [1])).toEqual({ rates: [1], step: 0, loops: 2, finished: false });
  });
});
