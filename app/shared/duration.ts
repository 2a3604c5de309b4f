// A song's duration as people and APIs write it (spec §3 "Playlist song"),
// turned into seconds. Shown again with formatTime (./time.ts).

const NUMERIC = /^\d+(\.\d+)?$/;
const CLOCK = /^(?:(\d+):([0-5]?\d):([0-5]\d)|(\d+):([0-5]\d))$/;

/**
 * A number, a numeric string, "m:ss" or "h:mm:ss", in whole seconds
 * (rounded). Anything else, or a negative or non-finite number, is null.
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
