// Time as the interface shows and accepts it. Inside the app time is seconds (numbers).

/** 75 -> "1:15", 3725 -> "1:02:05"; fractions are dropped. */
export function formatTime(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = String(safe % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

const NUMERIC = /^\d+(\.\d+)?$/;
const CLOCK = /^(?:(\d+):([0-5]?\d):([0-5]\d)|(\d+):([0-5]\d))$/;

/**
 * A song's duration as spec §3 accepts it: a number, a numeric string, "m:ss"
 * or "h:mm:ss", in whole seconds (rounded). Anything else, or a negative or
 * non-finite number, is null.
 */
export function parseDuration(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (NUMERIC.test(text)) return Math.round(Number(text));
  const clock = CLOCK.exec(text);
  if (!clock) return null;
  const [, h, m, s, mm, ss] = clock;
  return h !== undefined ? Number(h) * 3600 + Number(m) * 60 + Number(s) : Number(mm) * 60 + Number(ss);
}
