// Chant sheets (issue 27, decision 131): a sheet is the ordered set of one
// author's lyrics sections of a song. Shared by the sheet page's forms, the
// tap-along editor, the file formats and /api/sheet.
import * as z from "zod";
import {
  ChantPartSchema,
  LyricsSectionFormSchema,
  PlaybackRateSchema,
  PronunciationSchema,
  rangeIssues,
  SecondsSchema,
  SectionNameSchema,
  SectionSpansSchema,
  spanIssue,
} from "~/schemas/section";
import { SongInputSchema, YouTubeIdSchema } from "~/schemas/song";
import { parseYouTubeVideoId } from "~/shared/youtube-url";
import { lineText, multilineText } from "~/schemas/text";
import { parseSheetTime } from "~/sheets/times";
import { CHANT_PART_DEFAULT, DATABASE_ID_MAX, SECTION_LYRICS_MAX_LENGTH, SECTION_TIME_MAX_S } from "~/shared/constants";
import { SHEET_FORMATS, SHEET_MAX_LINES, SHEET_MAX_VIDEOS, SHEET_TYPED_TIME_MAX_LENGTH, SHEET_VIDEO_OFFSET_MAX_S, SHEET_VIDEO_URL_MAX_LENGTH } from "~/sheets/constants";

const required = { error: "validation.required" } as const;

/** A line's range as a section's (spec §5: end after start, at least 1 s), the end's issues on `end`. */
function addRangeIssues(line: { start: number; end: number }, ctx: z.RefinementCtx): void {
  for (const [path, messages] of Object.entries(rangeIssues(line.start, line.end) ?? {})) {
    for (const message of messages) ctx.addIssue({ code: "custom", path: [path === "endTime" ? "end" : path], message });
  }
}

/** One line of a sheet: a lyrics section's fields as the sheet sees them. */
export const SheetLineSchema = z
  .object({
    /** The section's server id; absent or null for a new line. */
    id: z.int().positive().nullish().transform((id) => id ?? null),
    /** Absent or blank: made from the lyrics (decision 131). */
    name: SectionNameSchema.nullish().catch(null).transform((name) => name ?? null),
    start: SecondsSchema,
    end: SecondsSchema,
    text: multilineText(required)
      .trim()
      .min(1, required)
      .max(SECTION_LYRICS_MAX_LENGTH, { error: "sections:validation.lyricsTooLong" }),
    part: ChantPartSchema.default(CHANT_PART_DEFAULT),
    /** A romanisation corrected by hand; null shows the automatic draft (stored as the section's pronunciation). */
    romanization: PronunciationSchema,
    /** Words or syllables with their own times or parts; null when the line has none. */
    spans: SectionSpansSchema.nullish().transform((spans) => spans ?? null),
    /** Kept as it is (issue 9); a new line has none. */
    rate: LyricsSectionFormSchema.shape.rate,
  })
  .superRefine((line, ctx) => {
    addRangeIssues(line, ctx);
    const issue = line.spans && spanIssue(line.spans, { lyrics: line.text, startTime: line.start, endTime: line.end });
    if (issue) ctx.addIssue({ code: "custom", path: ["spans"], message: issue });
  });
export type SheetLine = z.output<typeof SheetLineSchema>;
export type SheetLineInput = z.input<typeof SheetLineSchema>;

/** PUT /api/sheet/song/{songId}: the whole sheet, in one change. */
export const SheetBodySchema = z.object({
  lines: z.array(SheetLineSchema).max(SHEET_MAX_LINES, { error: "sheets:validation.tooManyLines" }),
  /** Whether the sheet is shared (every line in the archive); absent keeps it as it was (a new sheet: not shared). */
  isPublic: z.boolean({ error: "sections:validation.isPublic" }).optional(),
});
export type SheetBody = z.output<typeof SheetBodySchema>;

export const SheetFormatSchema = z.enum(SHEET_FORMATS, { error: "sheets:validation.format" });

/** A video's shift against the sheet, in seconds to 0.01: the sheet's time t is the video's t + offset. */
export const SheetOffsetSchema = z
  .number({ error: "sheets:validation.offset" })
  .min(-SHEET_VIDEO_OFFSET_MAX_S, { error: "sheets:validation.offset" })
  .max(SHEET_VIDEO_OFFSET_MAX_S, { error: "sheets:validation.offset" })
  .transform((offset) => Math.round(offset * 100) / 100);

/** PUT /api/sheet/song/{songId}/videos/{youtubeId}: a linked video's offset. */
export const SheetVideoBodySchema = z.object({ offset: SheetOffsetSchema });

/** POST /api/sheet/song/{songId}/videos: another video of the song follows the sheet (added to the catalogue if new). */
export const SheetVideoLinkSchema = z.object({ video: SongInputSchema, offset: SheetOffsetSchema });

export const SheetVideoViewSchema = z.object({
  /** The video's catalogue song. */
  id: z.int(),
  youtubeId: z.string(),
  title: z.string(),
  artist: z.string(),
  thumbnailUrl: z.string().nullable(),
  duration: z.number(),
  offset: z.number(),
});
export type SheetVideoView = z.output<typeof SheetVideoViewSchema>;

export const SheetLineViewSchema = z.object({
  id: z.int(),
  name: z.string(),
  start: z.number(),
  end: z.number(),
  text: z.string(),
  part: ChantPartSchema,
  romanization: z.string().nullable(),
  spans: SectionSpansSchema.nullable(),
  rate: PlaybackRateSchema.nullable(),
});
export type SheetLineView = z.output<typeof SheetLineViewSchema>;

/** GET /api/sheet/song/{songId} (and the author's other reads): a sheet as the API answers it. */
export const SheetViewSchema = z.object({
  song: z.object({
    id: z.int(),
    youtubeId: z.string(),
    title: z.string(),
    artist: z.string(),
    thumbnailUrl: z.string().nullable(),
    duration: z.number(),
  }),
  author: z.object({ id: z.string(), nickname: z.string() }),
  isPublic: z.boolean(),
  lines: z.array(SheetLineViewSchema),
  videos: z.array(SheetVideoViewSchema).max(SHEET_MAX_VIDEOS),
  updatedAt: z.string().nullable(),
});
export type SheetView = z.output<typeof SheetViewSchema>;

/** GET /api/sheet/video/{youtubeId}: the sheets a video follows, with its offset against each. */
export const SheetsFollowingVideoSchema = z.array(z.object({ offset: z.number(), sheet: SheetViewSchema }));

// The sheet page's forms (routes/_sheets+/sheets.$songId.tsx): one line edited or added, and
// the buttons of a line. Times are typed as m:ss.cc (app/sheets/edit.ts).
const TypedTimeSchema = lineText({ error: "sheets:validation.time" })
  .max(SHEET_TYPED_TIME_MAX_LENGTH, { error: "sheets:validation.time" })
  .transform((text, ctx) => {
    const seconds = parseSheetTime(text);
    if (seconds === null || seconds > SECTION_TIME_MAX_S) {
      ctx.addIssue({ code: "custom", message: "sheets:validation.time" });
      return z.NEVER;
    }
    return seconds;
  });

const LineIdField = z.coerce
  .number({ error: "sheets:validation.line" })
  .int({ error: "sheets:validation.line" })
  .positive({ error: "sheets:validation.line" })
  .max(DATABASE_ID_MAX, { error: "sheets:validation.line" });

/** Edit a line (with its id) or add one (without). */
export const SheetLineFormSchema = z
  .object({
    lineId: LineIdField.optional(),
    start: TypedTimeSchema,
    end: TypedTimeSchema,
    text: SheetLineSchema.shape.text,
    part: ChantPartSchema.default(CHANT_PART_DEFAULT),
    romanization: PronunciationSchema,
  })
  .superRefine(addRangeIssues);

/** A line's buttons: delete, split, merge with the next. */
export const SheetLineActionSchema = z.object({ lineId: LineIdField });

/** A line's nudges: one edge, 0.1 s earlier or later. */
export const SheetNudgeSchema = SheetLineActionSchema.extend({
  edge: z.enum(["start", "end"], { error: "sheets:validation.line" }),
  direction: z.enum(["earlier", "later"], { error: "sheets:validation.line" }),
});

/** Share the whole sheet (every line in the archive) or stop. */
export const SheetShareSchema = z.object({ isPublic: z.enum(["true", "false"], { error: "sections:validation.isPublic" }) });

/** A form's offset: typed seconds ("-3.5", "12,4"). */
const TypedOffsetSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim().replace(",", ".")) : value),
  SheetOffsetSchema,
);

/** Link another video of the song by its YouTube link (or id), with an offset. */
export const SheetVideoFormSchema = z.object({
  url: lineText({ error: "sheets:validation.videoUrl" })
    .trim()
    .max(SHEET_VIDEO_URL_MAX_LENGTH, { error: "sheets:validation.videoUrl" })
    .transform((text, ctx) => {
      const id = parseYouTubeVideoId(text);
      if (!id) {
        ctx.addIssue({ code: "custom", message: "sheets:validation.videoUrl" });
        return z.NEVER;
      }
      return id;
    }),
  offset: TypedOffsetSchema.default(0),
});

/** A linked video's offset changed, or the link removed. */
export const SheetVideoOffsetFormSchema = z.object({ youtubeId: YouTubeIdSchema, offset: TypedOffsetSchema });
export const SheetVideoRemoveSchema = z.object({ youtubeId: YouTubeIdSchema });
