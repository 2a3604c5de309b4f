// "Show fans' chants" (issue 25): on by default, remembered in this browser
// (FAN_CHANTS_STORAGE_KEY), one value for the player panel, the mini-player,
// the karaoke view and practice mode. Read after hydration: the server and
// the first client render assume the default (on), then the stored choice.
import { useSyncExternalStore } from "react";
import { FAN_CHANTS_STORAGE_KEY } from "./storage-keys";

const listeners = new Set<() => void>();
/** The value set in this tab (localStorage may refuse writes: the choice still holds until reload). */
let memory: boolean | null = null;

export function readFanChantsShown(): boolean {
  if (memory !== null) return memory;
  try {
    return localStorage.getItem(FAN_CHANTS_STORAGE_KEY) !== "off";
  } catch {
    return true;
  }
}

export function setFanChantsShown(shown: boolean): void {
  memory = shown;
  try {
    if (shown) localStorage.removeItem(FAN_CHANTS_STORAGE_KEY);
    else localStorage.setItem(FAN_CHANTS_STORAGE_KEY, "off");
  } catch {
    // Private mode or a full quota: this page keeps the choice.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== FAN_CHANTS_STORAGE_KEY && event.key !== null) return;
    memory = null;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** [shown, set]: the fans' chants' switch as every surface reads it. */
export function useFanChantsShown(): [boolean, (shown: boolean) => void] {
  const shown = useSyncExternalStore(subscribe, readFanChantsShown, () => true);
  return [shown, setFanChantsShown];
}
