// Practice progress on the wire (issue 28, decision 137): the optional drill
// result a completed loop posts (POST /api/section/{id}/practice), and a
// guest's browser records moving into the account (POST /api/practice/progress).
import * as z from "zod";
import { READINESS_LEVELS } from "~/practice/constants";
import { DATABASE_ID_MAX, PLAYBACK_RATES } from "~/shared/constants";

/** At most this many lines' records move in one request (a guest's browser holds fewer). */
export const GUEST_PROGRESS_MAX_RECORDS = 500;
/** Loops one record may bring: far above what a fan loops, below what overflows a counter. */
export const GUEST_PROGRESS_MAX_LOOPS = 100_000;

const ScoreSchema = z
  .int({ error: "practice:progress.validation.score" })
  .min(0, { error: "practice:progress.validation.score" })
  .max(100, { error: "practice:progress.validation.score" });

const DrillSchema = z.object({
  score: ScoreSchema,
  rate: z.literal(PLAYBACK_RATES, { error: "practice:progress.validation.rate" }),
  clean: z.boolean({ error: "practice:progress.validation.clean" }),
});

/** A completed loop, with the recall drill's result when the loop was a drill; `{}` (or no body) is a plain loop. */
export const PracticeLoopSchema = z.object({ drill: DrillSchema.optional() });
export type PracticeLoopInput = z.output<typeof PracticeLoopSchema>;

const GuestRecordSchema = z.object({
  sectionId: z
    .int({ error: "practice:progress.validation.sectionId" })
    .min(1, { error: "practice:progress.validation.sectionId" })
    .max(DATABASE_ID_MAX, { error: "practice:progress.validation.sectionId" }),
  loops: z
    .int({ error: "practice:progress.validation.loops" })
    .min(0, { error: "practice:progress.validation.loops" })
    .max(GUEST_PROGRESS_MAX_LOOPS, { error: "practice:progress.validation.loops" }),
  bestScore: ScoreSchema.nullable(),
  lastScore: ScoreSchema.nullable(),
  cleanAtFullSpeed: z.boolean({ error: "practice:progress.validation.clean" }),
  practisedAt: z.iso.datetime({ offset: true, error: "practice:progress.validation.practisedAt" }),
});
export type GuestProgressRecord = z.output<typeof GuestRecordSchema>;

export const GuestProgressSchema = z.object({
  records: z
    .array(GuestRecordSchema, { error: "practice:progress.validation.records" })
    .max(GUEST_PROGRESS_MAX_RECORDS, { error: "practice:progress.validation.tooMany" }),
});
export type GuestProgressInput = z.output<typeof GuestProgressSchema>;

/** A line's progress as the API answers it (practice/progress.ts LineProgress). */
export const LineProgressSchema = z.object({
  loops: z.int(),
  bestScore: z.int().nullable(),
  lastScore: z.int().nullable(),
  cleanAtFullSpeed: z.boolean(),
  readiness: z.enum(READINESS_LEVELS),
});

/** `GET /api/practice/lines?ids=1,2,3`: the lines whose songs a guest's browser asks for. */
export const PracticeLinesQuerySchema = z.object({
  ids: z
    .string({ error: "practice:progress.validation.ids" })
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, { error: "practice:progress.validation.ids" })
    .transform((ids) => ids.split(",").map(Number))
    .refine((ids) => ids.length <= GUEST_PROGRESS_MAX_RECORDS && ids.every((id) => id <= DATABASE_ID_MAX), {
      error: "practice:progress.validation.ids",
    }),
});

export const PracticeLinesSchema = z.object({
  lines: z.array(
    z.object({
      id: z.int(),
      song: z.object({ id: z.int(), youtubeId: z.string(), title: z.string(), artist: z.string() }),
    }),
  ),
});
