// Time as the interface shows it. Inside the app time is seconds (numbers).

/**
 * 75 -> "1:15", 3725 -> "1:02:05"; fractions are dropped, or kept to a tenth
 * with `{ tenths: true }` (75.34 -> "1:15.3", for the handles' 0.1 s steps).
 * Values are rounded to the millisecond first so float noise
 * (10.2 - 0.1 = 10.099999…) never shows as the tenth below.
 */
export function formatTime(totalSeconds: number, { tenths = false }: { tenths?: boolean } = {}): string {
  const milliseconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.round(totalSeconds * 1000) : 0;
  const safe = Math.floor(milliseconds / 1000);
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = String(safe % 60).padStart(2, "0");
  const fraction = tenths ? `.${Math.floor((milliseconds % 1000) / 100)}` : "";
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}${fraction}`
    : `${minutes}:${seconds}${fraction}`;
}
