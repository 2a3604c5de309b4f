// Which saved section is playing and which one comes next (spec §4 "Player").
import { UPCOMING_LOOKAHEAD_S } from "~/shared/constants";
import { roundToMillisecond, type TimeRange } from "./time-range";

/** Sections with a line number (lyrics) keep that order when they start together. */
type OrderedSection = TimeRange & { lineNumber?: number };

/** Playback order: by start, then line number, then end. */
export function compareSections(a: OrderedSection, b: OrderedSection): number {
  return a.start - b.start || (a.lineNumber ?? 0) - (b.lineNumber ?? 0) || a.end - b.end;
}

/** A section contains the times from its start up to, not including, its end. */
export function containsTime(section: TimeRange, time: number): boolean {
  return time >= section.start && time < section.end;
}

/**
 * The section containing the playback time. When sections overlap, the one
 * that started last wins: it is the more specific part the user is in.
 */
export function findCurrentSection<S extends OrderedSection>(sections: readonly S[], time: number): S | null {
  let current: S | null = null;
  for (const section of sections) {
    if (containsTime(section, time) && (!current || compareSections(section, current) > 0)) current = section;
  }
  return current;
}

/** The first section that starts after the playback time (the lyrics display's next line). */
export function findNextSection<S extends OrderedSection>(sections: readonly S[], time: number): S | null {
  let next: S | null = null;
  for (const section of sections) {
    if (section.start > time && (!next || compareSections(section, next) < 0)) next = section;
  }
  return next;
}

/** Whole seconds left, rounded up: 2.9 s -> 3, 2.0 s -> 2, 0.1 s -> 1. */
export function countdownSeconds(secondsLeft: number): number {
  return Math.ceil(roundToMillisecond(secondsLeft));
}

export interface UpcomingSection<S> {
  section: S;
  /** What the countdown shows: whole seconds until it starts, rounded up. */
  countdown: number;
}

/** The next section if it starts within the lookahead (3 s, inclusive) after the playback time. */
export function findUpcomingSection<S extends OrderedSection>(
  sections: readonly S[],
  time: number,
): UpcomingSection<S> | null {
  const next = findNextSection(sections, time);
  if (!next) return null;
  const secondsLeft = roundToMillisecond(next.start - time);
  return secondsLeft > 0 && secondsLeft <= UPCOMING_LOOKAHEAD_S
    ? { section: next, countdown: countdownSeconds(secondsLeft) }
    : null;
}

/**
 * The first moment after `time` at which the current section, the next one or
 * the countdown can change: a section's start or end, or a whole second 3, 2
 * or 1 s before a start. The player's time is read exactly then, so the
 * display never waits for the next poll. Null when nothing changes any more.
 */
export function nextSectionChange(sections: readonly TimeRange[], time: number): number | null {
  const now = roundToMillisecond(time);
  let next: number | null = null;
  const consider = (at: number) => {
    const moment = roundToMillisecond(at);
    if (moment > now && (next === null || moment < next)) next = moment;
  };
  for (const section of sections) {
    consider(section.end);
    for (let secondsBefore = 0; secondsBefore <= UPCOMING_LOOKAHEAD_S; secondsBefore++) {
      consider(section.start - secondsBefore);
    }
  }
  return next;
}
