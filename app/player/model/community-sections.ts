// Community chants (issue 9): the public lyrics sections other fans shared
// for a song, shown read-only in the player beside the viewer's own.
import type { CommunitySection, SectionSpan } from "~/schemas/section";
import { LINE_NUMBER_DEFAULT, SECTION_TYPE_LYRICS, type ChantPart } from "~/shared/constants";

/** What the lyrics display needs of any section (mine or shared). */
export interface DisplaySection {
  id: string;
  name: string;
  start: number;
  end: number;
  lyrics: string | null;
  pronunciation: string | null;
  lineNumber: number;
  type: number;
  shared?: boolean;
  /** Whose line it is in the chant (issue 12): the display marks the fans' part. */
  part?: ChantPart;
  /** Its words or syllables (issue 27): drawn in their parts, highlighted in time when timed. */
  spans?: readonly SectionSpan[] | null;
}

/** A shared chant as the display shows it: its id cannot clash with mine ("shared_{id}"). */
export function toDisplaySection(section: CommunitySection): DisplaySection {
  return {
    id: `shared_${section.id}`,
    name: section.name,
    start: section.start,
    end: section.end,
    lyrics: section.lyrics,
    pronunciation: section.pronunciation,
    lineNumber: section.lineNumber ?? LINE_NUMBER_DEFAULT,
    type: SECTION_TYPE_LYRICS,
    shared: true,
    part: section.part,
    spans: section.spans ?? null,
  };
}

/**
 * Shared chants worth showing beside mine: not one I already have (same range
 * and same lyrics: a copy), ordered by start then line number.
 */
export function communityToShow<
  C extends { start: number; end: number; lyrics: string | null; lineNumber?: number },
  S extends { start: number; end: number; lyrics: string | null },
>(community: readonly C[], mine: readonly S[]): C[] {
  const key = (section: { start: number; end: number; lyrics: string | null }) =>
    `${section.start}|${section.end}|${(section.lyrics ?? "").trim()}`;
  const owned = new Set(mine.map(key));
  return community
    .filter((section) => !owned.has(key(section)))
    .sort((a, b) => a.start - b.start || (a.lineNumber ?? 0) - (b.lineNumber ?? 0) || a.end - b.end);
}

/**
 * What the lyrics display says while no line plays (issue 25): when the next
 * line starts, that the song's lines are over, that the song has none, or
 * that the fans' chants (switched off) have some.
 */
export type LyricsIdle =
  | { kind: "next"; at: number }
  | { kind: "over" }
  | { kind: "none" }
  | { kind: "switchedOff" };

export function lyricsIdle(
  lines: readonly { start: number }[],
  time: number,
  { fansHidden }: { fansHidden: boolean },
): LyricsIdle {
  let at: number | null = null;
  for (const line of lines) if (line.start > time && (at === null || line.start < at)) at = line.start;
  if (at !== null) return { kind: "next", at };
  if (lines.length > 0) return { kind: "over" };
  return fansHidden ? { kind: "switchedOff" } : { kind: "none" };
}
