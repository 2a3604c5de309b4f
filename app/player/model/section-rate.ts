// The playback speed a looped section asks for (issue 9). A saved section may
// remember a speed (Section.rate); a page's playSection may ask for one. It
// applies while that range repeats; leaving it (repeat off, another range or
// section, section mode off, another song) goes back to the speed from before.
// Pure: the panel applies `rateInEffect` to the player.
import type { PlaybackRate } from "~/shared/playback-rate";
import { completeRange, type SectionModeState } from "./section-mode";
import type { TimeRange } from "./time-range";

/** The speed the looped range asks for, and what asks for it (a saved section, or a page's range). */
export interface LoopRate {
  key: string;
  rate: PlaybackRate;
}

const sameRange = (a: TimeRange, b: TimeRange) => a.start === b.start && a.end === b.end;

/**
 * What the repeating range asks for: the selected saved section's speed, or
 * the speed a page asked for exactly this range (`asked`). Nothing while
 * nothing repeats, or when neither has a speed.
 */
export function loopRateFor(
  mode: SectionModeState,
  selected: { id: string; rate: PlaybackRate | null } | null,
  asked: { range: TimeRange; rate: PlaybackRate } | null,
): LoopRate | null {
  const range = completeRange(mode.range);
  if (!mode.repeating || !range) return null;
  if (selected && selected.id === mode.selectedSectionId && selected.rate !== null) {
    return { key: `section:${selected.id}`, rate: selected.rate };
  }
  if (asked && sameRange(asked.range, range)) {
    return { key: `range:${range.start}~${range.end}`, rate: asked.rate };
  }
  return null;
}

export interface RateState {
  /** The speed chosen in the controls (or by practice mode): what playback returns to. */
  chosen: number;
  /** The looped range's speed while it applies: what asked for it, its own speed, and the speed now in effect. */
  loop: { key: string; asked: number; rate: number } | null;
}

export function initialRate(chosen = 1): RateState {
  return { chosen, loop: null };
}

/** The speed the player should play at. */
export function rateInEffect(state: RateState): number {
  return state.loop?.rate ?? state.chosen;
}

/**
 * The looped range's speed changed. Another range, or the same one asking
 * for another speed (its section was edited), applies it; none goes back to
 * the chosen speed. The same one again changes nothing, so a speed changed in
 * the controls while it loops holds until it stops.
 */
export function followLoop(state: RateState, loop: LoopRate | null): RateState {
  if (!loop) return state.loop ? { ...state, loop: null } : state;
  if (state.loop?.key === loop.key && state.loop.asked === loop.rate) return state;
  return { ...state, loop: { key: loop.key, asked: loop.rate, rate: loop.rate } };
}

/**
 * A speed picked in the controls (or sent by practice mode). While a section's
 * speed applies, it changes the speed of this loop only, and leaving the
 * section still goes back to the speed from before; otherwise it is the speed
 * from now on.
 */
export function chooseRate(state: RateState, rate: number): RateState {
  return state.loop ? { ...state, loop: { ...state.loop, rate } } : { ...state, chosen: rate };
}
