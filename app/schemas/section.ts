// Sections (spec §3, §5), shared by the JSON API, the section modals and the
// browser's local copy. Messages are i18n keys ("sections:" keys live in the
// sections namespace, the others in common).
import * as z from "zod";
import { LineProgressSchema } from "~/schemas/practice";
import { multilineText, nameText } from "~/schemas/text";
import { CHANT_PARTS, DATABASE_ID_MAX, LINE_NUMBER_DEFAULT, LINE_NUMBER_MAX, LINE_NUMBER_MIN, MIN_RANGE_GAP_S, PLAYBACK_RATES, SECTION_DESCRIPTION_MAX_LENGTH, SECTION_LYRICS_MAX_LENGTH, SECTION_NAME_MAX_LENGTH, SECTION_PRONUNCIATION_MAX_LENGTH, SECTION_TIME_MAX_S, SECTION_TYPE_LYRICS, SECTION_TYPE_REPEAT } from "~/shared/constants";
import { SHEET_MAX_SPANS_PER_LINE } from "~/sheets/constants";

const required = { error: "validation.required" } as const;

export const SectionTypeSchema = z.literal([SECTION_TYPE_REPEAT, SECTION_TYPE_LYRICS], {
  error: "sections:validation.type",
});
export type SectionType = z.infer<typeof SectionTypeSchema>;

export const SectionNameSchema = nameText(required)
  .trim()
  .min(1, required)
  .max(SECTION_NAME_MAX_LENGTH, { error: "sections:validation.nameTooLong" });

/** Optional text: trimmed, and blank (or absent) becomes null. */
function optionalText(max: number, tooLong: string) {
  return multilineText({ error: "sections:validation.text" })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((text) => (text ? text : null));
}

export const LyricsSchema = optionalText(SECTION_LYRICS_MAX_LENGTH, "sections:validation.lyricsTooLong");
export const PronunciationSchema = optionalText(
  SECTION_PRONUNCIATION_MAX_LENGTH,
  "sections:validation.pronunciationTooLong",
);

const LineNumberSchema = z
  .int({ error: "sections:validation.lineNumber" })
  .min(LINE_NUMBER_MIN, { error: "sections:validation.lineNumber" })
  .max(LINE_NUMBER_MAX, { error: "sections:validation.lineNumber" });

export const SecondsSchema = z
  .number({ error: "sections:validation.time" })
  .min(0, { error: "sections:validation.time" })
  .max(SECTION_TIME_MAX_S, { error: "sections:validation.time" });

/** The speed a section loops at (issue 9): one of the player's speeds. */
export const PlaybackRateSchema = z.literal(PLAYBACK_RATES, { error: "sections:validation.rate" });

/** A form's speed: the select's value ("" for the current speed, else "0.75") or a number; none is null. */
const SectionRateFieldSchema = z
  .preprocess(
    (value) => (value === "" || value === undefined ? null : typeof value === "string" ? Number(value) : value),
    PlaybackRateSchema.nullable(),
  )
  .optional()
  .transform((rate) => rate ?? null);

/** Whose line it is in the chant (issue 12): optional everywhere, a new line is a sing-along part. */
export const ChantPartSchema = z.enum(CHANT_PARTS, { error: "sections:validation.part" });

/**
 * A word or syllable of a lyrics line (issue 27, decision 131): the spans of a line are its text
 * cut in pieces, in order (joined they give the lyrics exactly, spaces included). A span may have
 * its own part (a call inside an artist's line) and its own times, in song seconds.
 */
export const SectionSpanSchema = z.object({
  text: z.string({ error: "sections:validation.spans" }).min(1, { error: "sections:validation.spans" }),
  start: SecondsSchema.nullable().default(null),
  end: SecondsSchema.nullable().default(null),
  part: ChantPartSchema.nullable().default(null),
});
export type SectionSpan = z.output<typeof SectionSpanSchema>;

export const SectionSpansSchema = z
  .array(SectionSpanSchema, { error: "sections:validation.spans" })
  .min(1, { error: "sections:validation.spans" })
  .max(SHEET_MAX_SPANS_PER_LINE, { error: "sections:validation.spans" });

/**
 * Why spans do not fit their line: null when they cut its lyrics exactly and their times run in
 * order within the line (a span's end not before its start). Message keys.
 */
export function spanIssue(
  spans: readonly SectionSpan[],
  line: { lyrics: string | null; startTime: number; endTime: number },
): string | null {
  if (spans.map((span) => span.text).join("") !== (line.lyrics ?? "")) return "sections:validation.spansText";
  let previous = line.startTime;
  for (const span of spans) {
    if (span.start === null) {
      if (span.end !== null) return "sections:validation.spansTimes";
      continue;
    }
    // A hundredth of a second of slack: times come back from files rounded to 10 ms.
    if (span.start < previous - 0.01 || span.start > line.endTime + 0.01) return "sections:validation.spansTimes";
    if (span.end !== null && (span.end < span.start || span.end > line.endTime + 0.01)) return "sections:validation.spansTimes";
    previous = span.start;
  }
  return null;
}

/** GET /api/section/public/song/{youtubeId}: a shared lyrics section of another fan, read-only in the player. */
export const CommunitySectionSchema = z.object({
  id: z.int(),
  name: z.string(),
  start: z.number(),
  end: z.number(),
  lyrics: z.string().nullable(),
  pronunciation: z.string().nullable(),
  lineNumber: z.int(),
  /** The author's nickname. */
  nickname: z.string(),
  /** Older answers have none. */
  part: ChantPartSchema.optional(),
  /** Its words or syllables (issue 27); older answers have none. */
  spans: SectionSpansSchema.nullish(),
});
export type CommunitySection = z.output<typeof CommunitySectionSchema>;

/** POST /api/section/{id}/practice */
/** A loop's answer: the section's count, and the fan's progress of it (issue 28). */
export const SectionPracticeSchema = z.object({ id: z.int(), practiceCount: z.int(), progress: LineProgressSchema });
export type SectionPractice = z.output<typeof SectionPracticeSchema>;

/** Pronunciation belongs to lyrics: without lyrics there is none (spec §5). */
function dropPronunciationWithoutLyrics<T extends { lyrics: string | null; pronunciation: string | null }>(
  texts: T,
): T {
  return texts.lyrics === null ? { ...texts, pronunciation: null } : texts;
}

/** The save-section modal: name required, lyrics optional, pronunciation only with lyrics; trimmed, blank -> null. */
export const SaveSectionFormSchema = z
  .object({ name: SectionNameSchema, lyrics: LyricsSchema, pronunciation: PronunciationSchema, rate: SectionRateFieldSchema })
  .transform(dropPronunciationWithoutLyrics);

/** The lyrics-section modal: name and lyrics required, line number ≥ 1 (default 1), not shared by default. */
export const LyricsSectionFormSchema = z.object({
  name: SectionNameSchema,
  lyrics: multilineText(required)
    .trim()
    .min(1, required)
    .max(SECTION_LYRICS_MAX_LENGTH, { error: "sections:validation.lyricsTooLong" }),
  pronunciation: PronunciationSchema,
  lineNumber: LineNumberSchema.default(LINE_NUMBER_DEFAULT),
  isPublic: z.boolean({ error: "sections:validation.isPublic" }).default(false),
  part: ChantPartSchema.optional(),
  rate: SectionRateFieldSchema,
});

/** The range a section may have: end after start, and at least 1 s long. Keys by field. */
export function rangeIssues(startTime: number, endTime: number, duration = 0): Record<string, string[]> | null {
  const length = Math.round((endTime - startTime) * 1000) / 1000;
  if (length <= 0) return { endTime: ["sections:validation.endBeforeStart"] };
  if (length < MIN_RANGE_GAP_S) return { endTime: ["sections:validation.tooShort"] };
  // The song's duration is 0 when unknown; then any end is accepted.
  if (duration > 0 && endTime > duration) return { endTime: ["sections:validation.beyondDuration"] };
  return null;
}

function hasText(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

const SectionBodyObject = z.object({
  type: SectionTypeSchema.default(SECTION_TYPE_REPEAT),
  name: SectionNameSchema,
  startTime: SecondsSchema,
  endTime: SecondsSchema,
  lyrics: LyricsSchema,
  pronunciation: PronunciationSchema,
  /** Accepted for the spec's clients; answers always derive it from the song ('title - artist'). */
  description: multilineText({ error: "sections:validation.text" })
    .max(SECTION_DESCRIPTION_MAX_LENGTH, { error: "sections:validation.descriptionTooLong" })
    .nullish(),
  /** Used by lyrics sections only: a repeat section ignores both (spec §7). */
  lineNumber: LineNumberSchema.optional(),
  isPublic: z.boolean({ error: "sections:validation.isPublic" }).optional(),
  /** Lyrics sections only; absent keeps the line's part (a new line: sing-along). */
  part: ChantPartSchema.optional(),
  /** Either type (issue 9): the speed while it loops; null for the current speed; absent keeps it (a new one: null). */
  rate: PlaybackRateSchema.nullish(),
  /** Lyrics sections only (issue 27): the line's words or syllables; null clears them, absent keeps them while they still spell the lyrics. */
  spans: SectionSpansSchema.nullish(),
});

function refineSectionBody(section: z.output<typeof SectionBodyObject>, ctx: z.RefinementCtx): void {
  const issues = rangeIssues(section.startTime, section.endTime) ?? {};
  if (section.type === SECTION_TYPE_LYRICS && !hasText(section.lyrics))
    issues.lyrics = ["sections:validation.lyricsRequired"];
  const spans = section.spans && spanIssue(section.spans, section);
  if (spans) issues.spans = [spans];
  for (const [path, messages] of Object.entries(issues)) {
    for (const message of messages) ctx.addIssue({ code: "custom", path: [path], message });
  }
}

const refineOptions = {
  // Check the range even when another field is wrong, so every mistake shows at once.
  when: ({ value }: { value: unknown }) => {
    const body = value as Record<string, unknown> | null;
    return Number.isFinite(body?.startTime) && Number.isFinite(body?.endTime);
  },
};

/** POST /api/section */
export const CreateSectionSchema = SectionBodyObject.extend({
  songId: z
    .int({ error: "sections:validation.songId" })
    .positive({ error: "sections:validation.songId" })
    .max(DATABASE_ID_MAX, { error: "sections:validation.songId" }),
})
  .superRefine(refineSectionBody, refineOptions)
  .transform(dropPronunciationWithoutLyrics);
export type CreateSectionInput = z.output<typeof CreateSectionSchema>;
export type CreateSectionBody = z.input<typeof CreateSectionSchema>;

/** PUT /api/section/{id} */
export const UpdateSectionSchema = SectionBodyObject.superRefine(refineSectionBody, refineOptions).transform(
  dropPronunciationWithoutLyrics,
);
export type UpdateSectionInput = z.output<typeof UpdateSectionSchema>;
export type UpdateSectionBody = z.input<typeof UpdateSectionSchema>;

/**
 * A section as the API answers it (spec §3 "Section (server)", plus
 * updatedAt, practiceCount, part and rate): models/section.server.ts builds
 * its answers to this type.
 */
export const SectionViewSchema = z.object({
  id: z.int(),
  songId: z.int(),
  songYouTubeId: z.string(),
  songTitle: z.string(),
  songArtist: z.string(),
  name: z.string(),
  startTime: z.number(),
  endTime: z.number(),
  lyrics: z.string().nullable(),
  pronunciation: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  type: SectionTypeSchema,
  /** 'title - artist' of the song, always derived from the song. */
  description: z.string(),
  isPublic: z.boolean(),
  lineNumber: z.int(),
  practiceCount: z.int(),
  /** Whose line it is in the chant (issue 12); sing-along unless marked. */
  part: ChantPartSchema,
  /** The speed while it loops (issue 9); null keeps the player's current speed. */
  rate: PlaybackRateSchema.nullable(),
  /** Its words or syllables with their own times or parts (issue 27); null when it has none. */
  spans: SectionSpansSchema.nullable(),
});
export type SectionView = z.output<typeof SectionViewSchema>;

/**
 * The same answer as the browser reads it (spec §3, §7): the spec's own
 * fields are all it needs, so an answer without the song's texts or the
 * later fields still loads (song texts missing become "Unknown", a speed the
 * player does not offer reads as none).
 */
export const ServerSectionSchema = SectionViewSchema.extend({
  songYouTubeId: z.string().nullish(),
  songTitle: z.string().nullish(),
  songArtist: z.string().nullish(),
  updatedAt: z.string().optional(),
  description: z.string().nullish(),
  practiceCount: z.int().optional(),
  part: ChantPartSchema.optional(),
  rate: z.number().nullish(),
  spans: SectionSpansSchema.nullish().catch(null),
});
export type ServerSection = z.infer<typeof ServerSectionSchema>;
