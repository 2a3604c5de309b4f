// A practice set up by its address (issue 28): a shared practice moment
// (/practice/moment/{sectionId}), a routine's next item, or a link from the
// section list open practice mode at one section with a speed, a loop count,
// the part view and the ladder. Pure: parsed from and written to a query
// string, every value checked (an unknown one is simply not set).
import { CHANT_PARTS, PRACTICE_TARGET_MAX } from "~/shared/constants";
import { toPlaybackRate } from "~/shared/playback-rate";
import type { HideMode } from "./practice-session";

export interface PracticePreset {
  /** Practise this one server section (a line); null: the song's lines. */
  sectionId: number | null;
  /** One of the player's rates (PLAYBACK_RATES); null keeps the fan's. */
  rate: number | null;
  /** Loops to play (1 to PRACTICE_TARGET_MAX); null keeps the fan's. */
  loops: number | null;
  /** The part view: which part is hidden to recall it ("none" shows all); null keeps the fan's. */
  hide: HideMode | null;
  /** Climb the ladder (its loops per step: `loops` when set). */
  ladder: boolean;
  /** The ladder's slowest and fastest rates (PLAYBACK_RATES; both dropped when they would climb down). */
  from: number | null;
  to: number | null;
}

export const NO_PRESET: PracticePreset = { sectionId: null, rate: null, loops: null, hide: null, ladder: false, from: null, to: null };

const HIDE_MODES: readonly string[] = ["none", "all", ...CHANT_PARTS];

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

/** One of the player's rates, or null. */
function rateOf(value: string | null): number | null {
  return value === null || value.trim() === "" ? null : toPlaybackRate(Number(value));
}

export function parsePracticePreset(params: URLSearchParams): PracticePreset {
  const hide = params.get("hide");
  const from = rateOf(params.get("from"));
  const to = rateOf(params.get("to"));
  const ordered = from === null || to === null || from <= to;
  return {
    sectionId: positiveInt(params.get("section"), 2_147_483_647),
    rate: rateOf(params.get("rate")),
    loops: positiveInt(params.get("loops"), PRACTICE_TARGET_MAX),
    hide: hide !== null && HIDE_MODES.includes(hide) ? (hide as HideMode) : null,
    ladder: params.get("ladder") === "1",
    from: ordered ? from : null,
    to: ordered ? to : null,
  };
}

/** The query string of a preset (without "?"), only what is set, in a stable order. */
export function practicePresetQuery(preset: Partial<PracticePreset>): string {
  const params = new URLSearchParams();
  if (preset.sectionId != null) params.set("section", String(preset.sectionId));
  if (preset.rate != null) params.set("rate", String(preset.rate));
  if (preset.loops != null) params.set("loops", String(preset.loops));
  if (preset.hide != null) params.set("hide", preset.hide);
  if (preset.ladder) params.set("ladder", "1");
  if (preset.from != null) params.set("from", String(preset.from));
  if (preset.to != null) params.set("to", String(preset.to));
  return params.toString();
}
