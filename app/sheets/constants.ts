// Chant sheets' constants (issue 27, decision 131). Apart from
// app/shared/constants.ts, which every page loads: these load with the sheet
// pages, their editors and the player only. Their messages' limits are handed
// to each translation (SHEET_MESSAGE_VALUES), not made default variables of
// every page's i18n.
/** Lines a sheet may have (a long chant has about 120). */
export const SHEET_MAX_LINES = 400;
/** Timed words or syllables a line may have. */
export const SHEET_MAX_SPANS_PER_LINE = 120;
/** Files bigger than this are refused before they are read (1 MB). */
export const SHEET_IMPORT_MAX_BYTES = 1_000_000;
/** Other videos of a song that may follow one sheet, and how far one may be shifted (seconds, either way). */
export const SHEET_MAX_VIDEOS = 12;
export const SHEET_VIDEO_OFFSET_MAX_S = 3600;
/** The file formats a sheet is exported to and imported from. */
export const SHEET_FORMATS = ["lrc", "elrc", "ttml", "vtt"] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];
/** "Redo this line" plays from this many seconds before the line. */
export const SHEET_REDO_LEAD_S = 2;
/** One nudge of a line's or a video's time. */
export const SHEET_NUDGE_S = 0.1;
/** A press held at least this long while tapping along is a hold: its release ends the line. */
export const SHEET_HOLD_MIN_MS = 300;
/** A line without an end (the next tap ends it) keeps at least this long when it is the last one. */
export const SHEET_LAST_LINE_S = 3;
/** A whole sheet sent as JSON (PUT /api/sheet/…): 400 long lines with their syllables fit. */
export const SHEET_JSON_MAX_BYTES = 2_000_000;
/** A time typed in the sheet editor ("12:34.56"): longer is not a time. */
export const SHEET_TYPED_TIME_MAX_LENGTH = 12;
/** A YouTube link typed to link a video to a sheet. */
export const SHEET_VIDEO_URL_MAX_LENGTH = 300;

/** The limits the sheets' messages quote ({{sheetMaxLines}}, …): the values of each translation of them. */
export const SHEET_MESSAGE_VALUES = {
  sheetMaxLines: SHEET_MAX_LINES,
  sheetMaxSpansPerLine: SHEET_MAX_SPANS_PER_LINE,
  sheetVideoOffsetMax: SHEET_VIDEO_OFFSET_MAX_S,
  sheetMaxVideos: SHEET_MAX_VIDEOS,
  sheetImportMaxMb: SHEET_IMPORT_MAX_BYTES / 1_000_000,
} as const;
