// The Vibration API where the device has it (spec §4 "Range selection": 100 / 50 / 100 ms).
export function vibrate(ms: number | null): void {
  if (ms !== null && typeof navigator.vibrate === "function") navigator.vibrate(ms);
}
