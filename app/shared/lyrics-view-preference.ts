// How the lyrics are shown (issue 27): the romanisation display mode and the part the player's
// lyrics display hides, remembered in this browser (ROMANIZATION_MODE_STORAGE_KEY,
// HIDDEN_PART_STORAGE_KEY). One value for the panel's lyrics display, the karaoke view, the
// mini-player and practice mode (all on one page: they listen here). Read after hydration: the
// server and the first client render assume the defaults. Kept small: practice's first load.
import { useSyncExternalStore } from "react";
import {
  readHiddenPart,
  readRomanizationMode,
  ROMANIZATION_MODE_DEFAULT,
  type HiddenPart,
  type RomanizationMode,
} from "./chant-lanes";
import { HIDDEN_PART_STORAGE_KEY, ROMANIZATION_MODE_STORAGE_KEY } from "./storage-keys";

function preference<T extends string>(key: string, parse: (stored: string | null) => T, fallback: T) {
  const listeners = new Set<() => void>();
  /** Set in this page (a refused write still holds until reload). */
  let chosen: T | undefined;
  /** Held for a while and not remembered (practice hides the part it drills): over the fan's choice. */
  let held: T | undefined;
  const read = (): T => {
    if (held !== undefined) return held;
    if (chosen !== undefined) return chosen;
    try {
      return parse(localStorage.getItem(key));
    } catch {
      return fallback;
    }
  };
  const set = (value: T) => {
    chosen = value;
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private mode or a full quota: this page keeps the choice.
    }
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const hold = (value: T | undefined) => {
    held = value;
    listeners.forEach((listener) => listener());
  };
  const use = (): [T, (value: T) => void] => [useSyncExternalStore(subscribe, read, () => fallback), set];
  return Object.assign(use, { hold });
}

/** [mode, set]: Hangul, romanised, or both (romanisation above or below). */
export const useRomanizationMode = preference<RomanizationMode>(
  ROMANIZATION_MODE_STORAGE_KEY,
  readRomanizationMode,
  ROMANIZATION_MODE_DEFAULT,
);

/**
 * [part, set]: the part the player's lyrics display hides, or "none". `useHiddenPart.hold(part)`
 * hides one for a while without changing the fan's choice (a practice that hides or drills it:
 * the panel and the mini-player must not show what the fan is recalling); `hold(undefined)` ends it.
 */
export const useHiddenPart = preference<HiddenPart>(HIDDEN_PART_STORAGE_KEY, readHiddenPart, "none");
