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
import { SongInputSchema } from "~/schemas/song";
import { multilineText } from "~/schemas/text";
import {
  CHANT_PART_DEFAULT,
  SECTION_LYRICS_MAX_LENGTH,
  SHEET_FORMATS,
  SHEET_MAX_LINES,
  SHEET_MAX_VIDEOS,
  SHEET_VIDEO_OFFSET_MAX_S,
} from "~/shared/constants";

const required = { error: "validation.required" } as const;

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
    for (const [path, messages] of Object.entries(rangeIssues(line.start, line.end) ?? {})) {
      for (const message of messages) ctx.addIssue({ code: "custom", path: [path === "endTime" ? "end" : path], message });
    }
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
