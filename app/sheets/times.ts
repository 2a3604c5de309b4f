// A chant sheet's times and names as fans type and read them (issue 27):
// times to the hundredth (taps are that precise). Plain TypeScript, without
// the schemas (which read typed times through it).
import { SECTION_NAME_MAX_LENGTH } from "~/shared/constants";

/** A line's name when none is given: its first line of lyrics, as long as a name may be. */
export function lineName(text: string): string {
  const first = text.split("\n", 1)[0]!.trim();
  return [...first].slice(0, SECTION_NAME_MAX_LENGTH).join("");
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** 75.346 → "1:15.35": a sheet's times to the hundredth (taps are that precise). */
export function formatSheetTime(seconds: number): string {
  const hundredths = Math.max(0, Math.round(seconds * 100));
  const minutes = Math.floor(hundredths / 6000);
  const rest = (hundredths % 6000) / 100;
  return `${minutes}:${rest.toFixed(2).padStart(5, "0")}`;
}

const TIME = /^(?:(\d+):)?(\d+(?:[.,]\d+)?)$/;

/** "1:15.35", "75.35", "1:15" → seconds (to the millisecond); null when it is not a time. Seconds after a colon stay under 60. */
export function parseSheetTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const seconds = Number(match[2]!.replace(",", "."));
  if (match[1] !== undefined && seconds >= 60) return null;
  return round(Number(match[1] ?? 0) * 60 + seconds);
}

