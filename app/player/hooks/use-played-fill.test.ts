import { describe, expect, it } from "vitest";
import { FILL_DRIFT_S, fillInStep } from "./use-played-fill";

describe("the seek bar's fill between readings", () => {
  const run = { from: 10, at: 1_000, speed: 1 };

  it("stays in step while the song is where the animation shows it", () => {
    expect(fillInStep(run, 12, 1, 3_000)).toBe(true);
    expect(fillInStep(run, 12 + FILL_DRIFT_S - 0.01, 1, 3_000)).toBe(true);
  });

  it("restarts after a seek, a loop back or a stall", () => {
    expect(fillInStep(run, 40, 1, 3_000)).toBe(false);
    expect(fillInStep(run, 10, 1, 3_000)).toBe(false);
    expect(fillInStep(run, 12 - FILL_DRIFT_S, 1, 3_000)).toBe(false);
  });

  it("restarts when the speed changes, and follows song time at 0.75x", () => {
    expect(fillInStep(run, 12, 0.75, 3_000)).toBe(false);
    expect(fillInStep({ ...run, speed: 0.75 }, 11.5, 0.75, 3_000)).toBe(true);
    expect(fillInStep({ ...run, speed: 0.75 }, 12, 0.75, 3_000)).toBe(false);
  });
});
