// Section mode (spec §4 "Player"): the toggle, choosing a saved section by
// its marker, and the repeat toggle. Pure state changes plus what the player
// must do; the caller applies both.
import { EMPTY_RANGE, type SelectedRange } from "./range-selection";
import type { TimeRange } from "./time-range";

export interface SectionModeState {
  /** Section mode (long presses choose a range). */
  active: boolean;
  /** The range being chosen, or the selected saved section's. */
  range: SelectedRange;
  /** The saved section the range belongs to, if any (edit and delete act on it). */
  selectedSectionId: string | null;
  repeating: boolean;
}

export const SECTION_MODE_OFF: SectionModeState = {
  active: false,
  range: EMPTY_RANGE,
  selectedSectionId: null,
  repeating: false,
};

/** What the player must do after a change. */
export interface PlayerCommand {
  seekTo: number;
  then: "play" | "pause";
}

export interface SectionModeChange {
  state: SectionModeState;
  command: PlayerCommand | null;
}

/** The complete range, when both ends are chosen. */
export function completeRange(range: SelectedRange): TimeRange | null {
  return range.start !== null && range.end !== null ? { start: range.start, end: range.end } : null;
}

/** On and off; turning it off clears the selected section and repeat. */
export function toggleSectionMode(state: SectionModeState): SectionModeState {
  return state.active ? SECTION_MODE_OFF : { ...state, active: true };
}

/** Clicking a saved section's marker: seek to its start, pause, enter section mode and select it. */
export function selectSavedSection(state: SectionModeState, section: TimeRange & { id: string }): SectionModeChange {
  return {
    state: { ...state, active: true, range: { start: section.start, end: section.end }, selectedSectionId: section.id },
    command: { seekTo: section.start, then: "pause" },
  };
}

/**
 * A new range from a long press or a handle: it no longer is the saved
 * section's, unless only a handle of the selected section moved (an edit).
 */
export function changeRange(
  state: SectionModeState,
  range: SelectedRange,
  { keepSelection = false } = {},
): SectionModeState {
  const repeating = state.repeating && completeRange(range) !== null;
  return { ...state, range, repeating, selectedSectionId: keepSelection ? state.selectedSectionId : null };
}

/** Turning repeat on seeks to the start and plays; it needs a complete range. Turning it off does nothing else. */
export function toggleSectionRepeat(state: SectionModeState): SectionModeChange {
  if (state.repeating) return { state: { ...state, repeating: false }, command: null };
  const range = completeRange(state.range);
  if (!range) return { state, command: null };
  return { state: { ...state, repeating: true }, command: { seekTo: range.start, then: "play" } };
}

/** After the selected section was deleted: nothing is selected any more. */
export function forgetSection(state: SectionModeState, sectionId: string): SectionModeState {
  return state.selectedSectionId === sectionId
    ? { ...state, range: EMPTY_RANGE, selectedSectionId: null, repeating: false }
    : state;
}
