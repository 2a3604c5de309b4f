// A span of a song in seconds, and the rounding every section rule shares.

export interface TimeRange {
  start: number;
  end: number;
}

/**
 * Seconds rounded to the millisecond. Rules compare rounded values so float
 * noise (10 - 7.1 = 2.9000000000000004) never changes their outcome.
 */
export function roundToMillisecond(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
