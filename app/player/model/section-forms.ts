// The section modals' rules beyond their zod schemas (spec §5): when the save
// button is enabled, when the pronunciation field shows, and the lyrics
// modal's single alert. Values are what the inputs hold (strings).
import * as z from "zod";
import { LyricsSectionFormSchema, SaveSectionFormSchema } from "~/schemas/section";
import type { PlaybackRate } from "~/shared/playback-rate";

export interface SectionTexts {
  name: string;
  lyrics: string | null;
  pronunciation: string | null;
  /** The speed while it loops (issue 9); null: the current speed. */
  rate: PlaybackRate | null;
}

export interface LyricsSectionValues extends SectionTexts {
  lineNumber: number;
  isPublic: boolean;
}

export type FormReading<T> =
  | { ok: true; value: T }
  /** `fields`: i18n keys by field; `alertKey`: the message to show, if the spec names one. */
  | { ok: false; fields: Record<string, string[]>; alertKey: string | null };

function fieldErrors(error: z.ZodError): Record<string, string[]> {
  return z.flattenError(error).fieldErrors as Record<string, string[]>;
}

function isBlank(text: string | null | undefined): boolean {
  return !text || text.trim() === "";
}

/** The save button is disabled while the trimmed name is blank. */
export function canSaveSection(name: string): boolean {
  return !isBlank(name);
}

/** The pronunciation field shows only when the lyrics are not blank. */
export function showsPronunciation(lyrics: string | null | undefined): boolean {
  return !isBlank(lyrics);
}

/** The save-section modal's values as stored: trimmed, blank -> null, no pronunciation without lyrics. */
export function readSaveSectionForm(values: {
  name: string;
  lyrics?: string | null;
  pronunciation?: string | null;
  /** The select's value ("" for the current speed) or a speed. */
  rate?: string | number | null;
}): FormReading<SectionTexts> {
  const result = SaveSectionFormSchema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, fields: fieldErrors(result.error), alertKey: null };
}

/**
 * The lyrics-section modal's values. A blank line number means the default
 * (1). A missing name or lyrics gives the spec's one alert, "Please enter
 * lyrics section name and lyrics."
 */
export function readLyricsSectionForm(values: {
  name: string;
  lyrics: string;
  pronunciation?: string | null;
  lineNumber?: string | number | null;
  isPublic?: boolean;
  part?: string;
  rate?: string | number | null;
}): FormReading<LyricsSectionValues> {
  const lineNumber =
    values.lineNumber === null || values.lineNumber === undefined || String(values.lineNumber).trim() === ""
      ? undefined
      : Number(values.lineNumber);
  const result = LyricsSectionFormSchema.safeParse({ ...values, lineNumber });
  if (result.success) return { ok: true, value: result.data };
  const fields = fieldErrors(result.error);
  const missing = "name" in fields || "lyrics" in fields;
  return { ok: false, fields, alertKey: missing ? "sections:messages.lyricsRequired" : null };
}
