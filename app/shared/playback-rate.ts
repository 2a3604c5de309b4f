// Playback speeds (issue 9): the player's controls, practice mode and the
// speed a saved section remembers offer the same ones (PLAYBACK_RATES).
import { PLAYBACK_RATES } from "./constants";

export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

function isPlaybackRate(value: unknown): value is PlaybackRate {
  return PLAYBACK_RATES.includes(value as PlaybackRate);
}

/** A stored or received speed as the app knows it: one of PLAYBACK_RATES, else none (null). */
export function toPlaybackRate(value: unknown): PlaybackRate | null {
  return isPlaybackRate(value) ? value : null;
}
