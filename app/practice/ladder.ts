// The practice ladder (issue 28), pure: a section looped at one rate, then the
// next of the player's rates up to the target, stepping after N loops or after
// a clean recall drill (or either). Rates come from what the player offers
// (YouTube's getAvailablePlaybackRates, then the app's PLAYBACK_RATES): never
// one it does not.

export type LadderTrigger = "loops" | "clean" | "either";

export interface LadderPlan {
  /** The slowest and fastest rates wanted (the player's rates between them are the steps). */
  from: number;
  to: number;
  /** Loops at each rate before stepping up (when the trigger counts loops). */
  loopsPerStep: number;
  /** What moves the ladder on: N loops, a clean drill pass, or whichever comes first. */
  trigger: LadderTrigger;
  /** Silence between loops (ms), after the loop and before the next count-in. */
  gapMs: number;
}

export interface LadderState {
  /** The rates, slowest first. */
  rates: number[];
  /** Index of the current rate. */
  step: number;
  /** Loops finished at the current rate. */
  loops: number;
  /** Every step done (the last rate's loops, or its clean pass). */
  finished: boolean;
}

/**
 * The ladder's rates: the player's rates from `from` to `to`, slowest first. A range the player
 * offers nothing in becomes its one rate nearest to `to`.
 */
export function ladderRates(available: readonly number[], from: number, to: number): number[] {
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  const offered = [...new Set(available)].filter((rate) => rate > 0).sort((a, b) => a - b);
  const within = offered.filter((rate) => rate >= low - 1e-9 && rate <= high + 1e-9);
  if (within.length > 0) return within;
  if (offered.length === 0) return [1];
  return [offered.reduce((best, rate) => (Math.abs(rate - to) < Math.abs(best - to) ? rate : best))];
}

export function startLadder(plan: LadderPlan, available: readonly number[]): LadderState {
  return { rates: ladderRates(available, plan.from, plan.to), step: 0, loops: 0, finished: false };
}

export function currentRate(state: LadderState): number {
  return state.rates[state.step]!;
}

function stepUp(state: LadderState): LadderState {
  if (state.step + 1 >= state.rates.length) return { ...state, finished: true };
  return { ...state, step: state.step + 1, loops: 0 };
}

/** A loop finished at the current rate. */
export function afterLoop(state: LadderState, plan: LadderPlan): LadderState {
  if (state.finished) return state;
  const next = { ...state, loops: state.loops + 1 };
  const counts = plan.trigger === "loops" || plan.trigger === "either";
  return counts && next.loops >= Math.max(1, plan.loopsPerStep) ? stepUp(next) : next;
}

/** A recall drill finished at the current rate; `clean`: it scored at least the fan's clean score. */
export function afterDrill(state: LadderState, plan: LadderPlan, clean: boolean): LadderState {
  if (state.finished || !clean || plan.trigger === "loops") return state;
  return stepUp(state);
}

/** What the practice screen shows of the ladder: the step, the rate, and what is left. */
export interface LadderView {
  rate: number;
  /** 1-based. */
  stepNumber: number;
  steps: number;
  /** Loops left at this rate (null when only a clean pass moves it on). */
  loopsLeft: number | null;
  /** The rates still to come after this one. */
  rest: number[];
  finished: boolean;
}

export function ladderView(state: LadderState, plan: LadderPlan): LadderView {
  return {
    rate: currentRate(state),
    stepNumber: state.step + 1,
    steps: state.rates.length,
    loopsLeft: plan.trigger === "clean" ? null : Math.max(0, plan.loopsPerStep - state.loops),
    rest: state.rates.slice(state.step + 1),
    finished: state.finished,
  };
}

/**
 * The ladder again from the rates the loaded video offers (known only once it is loaded): the
 * same step where the rate is still offered, else the nearest offered rate at or above it.
 */
export function followOfferedRates(state: LadderState, plan: LadderPlan, available: readonly number[]): LadderState {
  const rates = ladderRates(available, plan.from, plan.to);
  if (rates.length === state.rates.length && rates.every((rate, index) => rate === state.rates[index])) return state;
  const rate = currentRate(state);
  const step = rates.findIndex((offered) => offered >= rate - 1e-9);
  return { ...state, rates, step: step === -1 ? rates.length - 1 : step };
}
