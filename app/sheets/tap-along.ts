// Tap-along timing of a chant sheet (issue 27, docs/decisions/133-tap-along.md):
// the fan pastes the whole text, plays the song and taps one button as each
// line starts (or holds it while the line is sung). Pure rules, no React, no
// DOM: the component (sheets/components/tap-along.tsx) reads the player's time
// at the moment of the press and hands it here.
//
// Pasted text (parsePastedText):
// - one line per row; rows are trimmed, blank rows are ignored;
// - a row may begin with a part prefix, a word and a colon (":" or the
//   full-width "："), case-insensitive, spaces allowed around the colon:
//     fans       팬:     fan:  fans:
//     singalong  떼창:   sing:  singalong:  sing-along:
//     artist     가수:   artist:
//     everyone   다같이: (or 다 같이:)  all:  everyone:
//   and a leading "|" is the short form of the fans' call ("| 사랑해 민지");
// - a row without a prefix is the default part, 떼창 (CHANT_PART_DEFAULT),
//   whatever the rows above it were: each row reads the same wherever it is;
// - a row that is only a prefix (nothing after the colon) is blank: ignored.
//
// Timing (tapAlongReducer): times are song seconds (the player's currentTime,
// song time at every rate) rounded to the millisecond.
// - press: the cursor line starts at the press's song time, any end it had is
//   cleared, and the cursor moves to the next line. The line before it needs
//   no end: a line without one ends where the next tapped line starts (the
//   end is derived, so redoing or nudging the next start moves it too).
// - release: held at least SHEET_HOLD_MIN_MS (page clock), the press was a
//   hold and the release's song time is the line's end; shorter, it was a tap
//   and the end stays derived. The release belongs to its press: one undo
//   takes back the whole gesture.
// - redo: clears one line's times and puts the cursor on it (the caller plays
//   from redoFrom(), SHEET_REDO_LEAD_S before it); the lines after keep theirs,
//   and the taps that follow re-time them in turn.
// - nudge: moves a start or an end by SHEET_NUDGE_S; a nudge that would put a
//   start at or beyond a neighbour's, below 0, or leave the line shorter than
//   MIN_RANGE_GAP_S does nothing (the buttons say so by being disabled).
// - undo: reverts the last press (with its release), redo, nudge or reset.
import type { SheetLineInput } from "~/schemas/sheet";
import { CHANT_PART_DEFAULT, MIN_RANGE_GAP_S, type ChantPart } from "~/shared/constants";
import { SHEET_HOLD_MIN_MS, SHEET_LAST_LINE_S, SHEET_NUDGE_S, SHEET_REDO_LEAD_S } from "~/sheets/constants";

export interface PastedLine {
  text: string;
  part: ChantPart;
}

/** The prefix words of each part (compared lower-cased, without spaces or hyphens). */
export const PART_PREFIXES: Readonly<Record<ChantPart, readonly string[]>> = {
  fans: ["팬", "fan", "fans"],
  singalong: ["떼창", "sing", "singalong"],
  artist: ["가수", "artist"],
  everyone: ["다같이", "all", "everyone"],
};

/** The short form of the fans' call: a row beginning with this. */
export const FANS_MARK = "|";

const PART_BY_PREFIX: ReadonlyMap<string, ChantPart> = new Map(
  (Object.entries(PART_PREFIXES) as Array<[ChantPart, readonly string[]]>).flatMap(([part, words]) =>
    words.map((word) => [word, part] as const),
  ),
);

/** A prefix word (letters, Hangul, spaces, hyphens) then ":" or "：". */
const PREFIX = /^([\p{L}][\p{L} \-]*?)\s*[:：]\s*(.*)$/u;

function prefixKey(word: string): string {
  return word.toLowerCase().replace(/[\s-]+/g, "");
}

/** One pasted row as a line; null for a blank row. */
function parseRow(row: string): PastedLine | null {
  const trimmed = row.trim();
  if (trimmed === "") return null;
  if (trimmed.startsWith(FANS_MARK)) {
    const text = trimmed.slice(FANS_MARK.length).trim();
    return text === "" ? null : { text, part: "fans" };
  }
  const match = PREFIX.exec(trimmed);
  const part = match ? PART_BY_PREFIX.get(prefixKey(match[1] ?? "")) : undefined;
  if (match && part) {
    const text = (match[2] ?? "").trim();
    return text === "" ? null : { text, part };
  }
  return { text: trimmed, part: CHANT_PART_DEFAULT };
}

/** The pasted text as lines with their parts (rules in the file header). */
export function parsePastedText(text: string): PastedLine[] {
  return text
    .split(/\r\n|\r|\n/)
    .map(parseRow)
    .filter((line): line is PastedLine => line !== null);
}

/**
 * Lines back as text to paste (a sheet's lines in the textarea): the default
 * part without a prefix, the others with their first prefix in the language.
 * A line's own line breaks become spaces (one row per line).
 */
export function toPastedText(lines: readonly PastedLine[], language: "ko" | "en"): string {
  const word = (part: ChantPart) => PART_PREFIXES[part][language === "ko" ? 0 : PART_PREFIXES[part].length - 1];
  return lines
    .map((line) => {
      const text = line.text.replace(/\s*[\r\n]+\s*/g, " ").trim();
      return line.part === CHANT_PART_DEFAULT ? text : `${word(line.part)}: ${text}`;
    })
    .filter((row) => row !== "")
    .join("\n");
}

export interface TapLine extends PastedLine {
  /** Song seconds; null until tapped. */
  start: number | null;
  /** Song seconds from a hold or a nudge; null: the next tapped line's start ends it. */
  end: number | null;
}

interface Snapshot {
  lines: TapLine[];
  cursor: number;
}

export interface TapAlongState extends Snapshot {
  /** The press being held: its line, the page clock (ms) and the song time. */
  pressed: { index: number; at: number; songTime: number } | null;
  /** What undo goes back to, the latest last. */
  history: Snapshot[];
}

export type TapAlongAction =
  /** `songTime`: the player's time at the press (s); `at`: the page clock (performance.now(), ms). */
  | { type: "press"; songTime: number; at: number }
  | { type: "release"; songTime: number; at: number }
  | { type: "redo"; index: number }
  | { type: "nudge"; index: number; edge: "start" | "end"; by: number }
  | { type: "undo" }
  | { type: "reset" };

/** Song seconds to the millisecond. */
export function roundTime(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

export function createTapAlong(lines: readonly PastedLine[]): TapAlongState {
  return {
    lines: lines.map(({ text, part }) => ({ text, part, start: null, end: null })),
    cursor: 0,
    pressed: null,
    history: [],
  };
}

function withChange(state: TapAlongState, lines: TapLine[], cursor: number, pressed = state.pressed): TapAlongState {
  return { lines, cursor, pressed, history: [...state.history, { lines: state.lines, cursor: state.cursor }] };
}

function replaceLine(lines: readonly TapLine[], index: number, line: TapLine): TapLine[] {
  return lines.map((old, i) => (i === index ? line : old));
}

/** The start of a tapped line (null for none). */
function startOf(lines: readonly TapLine[], index: number | null): number | null {
  return index === null ? null : (lines[index]?.start ?? null);
}

/** The tapped line before `index`, if any. */
function previousTapped(lines: readonly TapLine[], index: number): number | null {
  for (let i = index - 1; i >= 0; i -= 1) if (lines[i]?.start != null) return i;
  return null;
}

/** The tapped line after `index`, if any. */
function nextTapped(lines: readonly TapLine[], index: number): number | null {
  for (let i = index + 1; i < lines.length; i += 1) if (lines[i]?.start != null) return i;
  return null;
}

/**
 * Where a line ends while timing: its own end (a hold, a nudge), else the next
 * tapped line's start when later than its own; null when neither is known yet
 * (finishTapAlong then gives the last line SHEET_LAST_LINE_S).
 */
export function derivedEnd(lines: readonly TapLine[], index: number): number | null {
  const line = lines[index];
  if (!line || line.start === null) return null;
  if (line.end !== null) return line.end;
  const nextStart = startOf(lines, nextTapped(lines, index));
  return nextStart !== null && nextStart > line.start ? nextStart : null;
}

/** The new time of a nudged edge, or null when that nudge may not move it (see the file header). */
export function nudgedTime(lines: readonly TapLine[], index: number, edge: "start" | "end", by: number): number | null {
  const line = lines[index];
  if (!line || line.start === null) return null;
  if (edge === "start") {
    const start = roundTime(line.start + by);
    const previous = startOf(lines, previousTapped(lines, index));
    const next = startOf(lines, nextTapped(lines, index));
    if (start < 0) return null;
    if (previous !== null && start <= previous) return null;
    if (next !== null && start >= next) return null;
    if (line.end !== null && roundTime(line.end - start) < MIN_RANGE_GAP_S) return null;
    return start;
  }
  const base = derivedEnd(lines, index) ?? roundTime(line.start + SHEET_LAST_LINE_S);
  const end = roundTime(base + by);
  return roundTime(end - line.start) < MIN_RANGE_GAP_S ? null : end;
}

export function tapAlongReducer(state: TapAlongState, action: TapAlongAction): TapAlongState {
  switch (action.type) {
    case "press": {
      // A second press while one is held (a key and a finger), or nothing left to tap: nothing.
      const index = state.cursor;
      const line = state.lines[index];
      if (state.pressed || !line) return state;
      const songTime = roundTime(Math.max(0, action.songTime));
      const lines = replaceLine(state.lines, index, { ...line, start: songTime, end: null });
      return withChange(state, lines, index + 1, { index, at: action.at, songTime });
    }
    case "release": {
      const pressed = state.pressed;
      if (!pressed) return state;
      const songTime = roundTime(action.songTime);
      const line = state.lines[pressed.index];
      // A hold ends the line, unless the song did not move on (paused, or moved back).
      const hold = line !== undefined && isHold(pressed.at, action.at) && line.start !== null && songTime > line.start;
      if (!hold) return { ...state, pressed: null };
      // The release completes its press: no undo step of its own.
      return { ...state, pressed: null, lines: replaceLine(state.lines, pressed.index, { ...line, end: songTime }) };
    }
    case "redo": {
      const line = state.lines[action.index];
      if (!line) return state;
      const lines = replaceLine(state.lines, action.index, { ...line, start: null, end: null });
      return withChange(state, lines, action.index, null);
    }
    case "nudge": {
      const time = nudgedTime(state.lines, action.index, action.edge, action.by);
      const line = state.lines[action.index];
      if (time === null || !line) return state;
      return withChange(state, replaceLine(state.lines, action.index, { ...line, [action.edge]: time }), state.cursor);
    }
    case "undo": {
      const last = state.history.at(-1);
      if (!last) return state;
      return { lines: last.lines, cursor: last.cursor, pressed: null, history: state.history.slice(0, -1) };
    }
    case "reset": {
      if (state.cursor === 0 && state.lines.every((line) => line.start === null)) return state;
      const lines = state.lines.map((line) => ({ ...line, start: null, end: null }));
      return withChange(state, lines, 0, null);
    }
    default:
      action satisfies never;
      return state;
  }
}

/** The nudge steps the editor offers. */
export const NUDGE_STEPS = [-SHEET_NUDGE_S, SHEET_NUDGE_S] as const;

/**
 * Where "redo this line" plays from: SHEET_REDO_LEAD_S before the line's start,
 * or, for a line not tapped yet, before the last tapped line above it (0 when none).
 */
export function redoFrom(lines: readonly TapLine[], index: number): number {
  const anchor = startOf(lines, index) ?? startOf(lines, previousTapped(lines, index));
  return anchor === null ? 0 : roundTime(Math.max(0, anchor - SHEET_REDO_LEAD_S));
}

/** Lines tapped so far. */
export function tappedCount(state: TapAlongState): number {
  return state.lines.filter((line) => line.start !== null).length;
}

/**
 * The sheet's lines from the tapping (only tapped lines, in the pasted order):
 * each ends at its hold's release (or nudged end), else at the next tapped
 * line's start, the last one SHEET_LAST_LINE_S after its start but not after
 * the song's end (`duration`, 0 when unknown); then every line is made at least
 * MIN_RANGE_GAP_S long by moving its end (it may overlap the next line).
 */
export function finishTapAlong(state: TapAlongState, { duration }: { duration: number }): SheetLineInput[] {
  const result: SheetLineInput[] = [];
  state.lines.forEach((line, index) => {
    if (line.start === null) return;
    const start = line.start;
    let end = derivedEnd(state.lines, index);
    if (end === null) {
      end = start + SHEET_LAST_LINE_S;
      if (duration > 0) end = Math.min(end, duration);
    }
    end = roundTime(Math.max(end, start + MIN_RANGE_GAP_S));
    result.push({ start, end, text: line.text, part: line.part });
  });
  return result;
}

/** Whether a press's page-clock length makes it a hold (for the component's feedback). */
export function isHold(pressedAt: number, releasedAt: number): boolean {
  return releasedAt - pressedAt >= SHEET_HOLD_MIN_MS;
}
