// Saved sections' markers above the seek bar (issue 9): one marker per
// section at its start, MARKER_WIDTH_PX wide (WCAG 2.5.8's minimum target).
// Markers whose hit areas would overlap (their starts closer than a marker's
// width on the bar as drawn) become one marker with the count, so that every
// section stays reachable: the grouped marker opens a list of them. Pure:
// positions in CSS pixels along the bar, times in seconds.
import { compareSections } from "./sections";
import { clamp, type TimeRange } from "./time-range";

export const MARKER_WIDTH_PX = 24;

export interface MarkerGroup<S> {
  /** Where the marker's middle sits, in px from the bar's left edge: its first section's start. */
  x: number;
  /** The first section's start (s). */
  start: number;
  /** Its sections in playback order (start, then line number, then end); one for a plain marker. */
  sections: S[];
}

/** Pixels to the thousandth: float noise never decides whether two markers touch. */
function roundPx(px: number): number {
  return Math.round(px * 1000) / 1000;
}

/**
 * The markers to draw on a bar `width` px wide for a song of `duration` s.
 * A group starts at its first section; every later section whose marker
 * would overlap that one's (less than `markerWidth` px to its right) joins
 * it. So a group spans less than a marker's width, and the drawn markers are
 * at least `markerWidth` px apart: none covers another. Nothing to draw
 * while the duration or the width is unknown (0).
 */
export function groupMarkers<S extends TimeRange & { lineNumber?: number }>(
  sections: readonly S[],
  duration: number,
  width: number,
  markerWidth = MARKER_WIDTH_PX,
): MarkerGroup<S>[] {
  if (!(duration > 0) || !(width > 0)) return [];
  const groups: MarkerGroup<S>[] = [];
  for (const section of [...sections].sort(compareSections)) {
    const x = roundPx(clamp(section.start / duration, 0, 1) * width);
    const last = groups.at(-1);
    if (last && roundPx(x - last.x) < markerWidth) last.sections.push(section);
    else groups.push({ x, start: section.start, sections: [section] });
  }
  return groups;
}
