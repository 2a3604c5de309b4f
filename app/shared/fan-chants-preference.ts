// "Show fans' chants" (issue 25): on by default, remembered in this browser
// (FAN_CHANTS_STORAGE_KEY), one value for the player panel, the mini-player,
// the karaoke view and practice mode (all on one page: they listen here).
// Read after hydration: the server and the first client render assume the
// default (on), then the stored choice. Kept small: practice's first load.
import { useSyncExternalStore } from "react";
import { FAN_CHANTS_STORAGE_KEY } from "./storage-keys";

const listeners = new Set<() => void>();
/** Set in this page (a refused write still holds until reload). */
let chosen: boolean | undefined;

function read(): boolean {
  try {
    return chosen ?? localStorage.getItem(FAN_CHANTS_STORAGE_KEY) !== "off";
  } catch {
    return true;
  }
}

function set(shown: boolean): void {
  chosen = shown;
  try {
    localStorage.setItem(FAN_CHANTS_STORAGE_KEY, shown ? "on" : "off");
  } catch {
    // Private mode or a full quota: this page keeps the choice.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** [shown, set]: the fans' chants' switch as every surface reads it. */
export function useFanChantsShown(): [boolean, (shown: boolean) => void] {
  return [useSyncExternalStore(subscribe, read, () => true), set];
}
