// The player's keyboard shortcuts (issue 9): Space play/pause, ←/→ seek 5 s,
// [ and ] set the section's start and end at the current time, L section
// repeat, N/P next and previous song, ? the help dialog. Never while typing in
// a field, with a modifier, or when the focused control uses the key itself.
// Issue 25: whenever a song is loaded, the panel open or closed (the
// mini-player showing); see shortcutRuns.
import { MIN_RANGE_GAP_S } from "~/shared/constants";
import type { SelectedRange } from "./range-selection";
import { roundToMillisecond } from "./time-range";

export type ShortcutAction =
  | "togglePlay"
  | "seekBack"
  | "seekForward"
  | "setStart"
  | "setEnd"
  | "toggleRepeat"
  | "next"
  | "previous"
  | "help";

/** Seconds ←/→ move playback. */
export const SHORTCUT_SEEK_S = 5;

/** What the listener knows of a key press. */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The focused element's tag name (upper case), e.g. "INPUT". */
  targetTag?: string;
  /** The focused element's role attribute, if any. */
  targetRole?: string | null;
  targetEditable?: boolean;
}

const TYPING_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);
/** Controls that use Space (activate) or the arrows (move) themselves. */
const SPACE_USERS = new Set(["BUTTON", "A", "SUMMARY"]);
const ARROW_ROLES = new Set(["slider", "tab", "listbox", "menu", "menuitem", "radiogroup", "option"]);

export function shortcutFor(press: KeyPress): ShortcutAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (press.targetEditable || (press.targetTag && TYPING_TAGS.has(press.targetTag))) return null;
  const role = press.targetRole ?? "";
  switch (press.key) {
    case " ":
      return (press.targetTag && SPACE_USERS.has(press.targetTag)) || role === "slider" || role === "tab"
        ? null
        : "togglePlay";
    case "ArrowLeft":
      return ARROW_ROLES.has(role) ? null : "seekBack";
    case "ArrowRight":
      return ARROW_ROLES.has(role) ? null : "seekForward";
    case "[":
      return "setStart";
    case "]":
      return "setEnd";
    case "l":
    case "L":
      return "toggleRepeat";
    case "n":
    case "N":
      return "next";
    case "p":
    case "P":
      return "previous";
    case "?":
      return "help";
    default:
      return null;
  }
}

/** Where the page is when a shortcut's key is pressed. */
export interface ShortcutContext {
  /** The player panel is open (closed, the mini-player shows the loaded song). */
  panelOpen: boolean;
  /** A song is loaded (the queue has a current song). */
  songLoaded: boolean;
}

/**
 * Whether `action` runs now (issue 25): the playback keys whenever a song is
 * loaded, the panel open or closed; the range's ends only with the panel open
 * (where the range can be seen); the help with the panel open, or closed with
 * a song loaded (it opens the panel). Otherwise the key is the page's (Space
 * scrolls it).
 */
export function shortcutRuns(action: ShortcutAction, { panelOpen, songLoaded }: ShortcutContext): boolean {
  switch (action) {
    case "help":
      return panelOpen || songLoaded;
    case "setStart":
    case "setEnd":
      return panelOpen && songLoaded;
    default:
      return songLoaded;
  }
}

/**
 * `[` or `]` at `time`: the new range. A start at or after the end (or an end
 * at or before the start, closer than the shortest section) drops the other end.
 */
export function setBoundary(range: SelectedRange, which: "start" | "end", time: number): SelectedRange {
  const at = roundToMillisecond(Math.max(0, time));
  if (which === "start") {
    const keepEnd = range.end !== null && range.end - at >= MIN_RANGE_GAP_S;
    return { start: at, end: keepEnd ? range.end : null };
  }
  const keepStart = range.start !== null && at - range.start >= MIN_RANGE_GAP_S;
  return { start: keepStart ? range.start : null, end: at };
}
