// Routines (issue 28): the forms of /practice/routines and
// /practice/routines/{id}, one schema per form. Messages are i18n keys
// (practice namespace, "routines.validation"); numbers come as form text and
// conform's parseWithZod coerces them.
import * as z from "zod";
import { ROUTINE_ITEMS_MAX, ROUTINE_NAME_MAX_LENGTH } from "~/practice/routine-constants";
import { DATABASE_ID_MAX, PRACTICE_TARGET_MAX } from "~/shared/constants";
import { toPlaybackRate } from "~/shared/playback-rate";
import { nameText } from "~/schemas/text";

const message = (key: string) => ({ error: `practice:routines.validation.${key}` } as const);

export const RoutineNameSchema = nameText(message("nameRequired"))
  .trim()
  .min(1, message("nameRequired"))
  .max(ROUTINE_NAME_MAX_LENGTH, message("nameTooLong"));

/** A new routine, or a new name. */
export const RoutineNameFormSchema = z.object({ name: RoutineNameSchema });

const RateSchema = (key: string) =>
  z.number(message(key)).refine((rate) => toPlaybackRate(rate) !== null, message(key));

/** The ladder every item climbs: its slowest and fastest rate (the player's), and loops at each. */
export const RoutineLadderSchema = z
  .object({
    ladderFrom: RateSchema("rate"),
    ladderTo: RateSchema("rate"),
    loopsPerStep: z.number(message("loops")).int(message("loops")).min(1, message("loops")).max(PRACTICE_TARGET_MAX, message("loops")),
  })
  .refine((ladder) => ladder.ladderFrom <= ladder.ladderTo, { ...message("ladderOrder"), path: ["ladderTo"] });
export type RoutineLadderInput = z.infer<typeof RoutineLadderSchema>;

const IdSchema = (key: string) => z.number(message(key)).int(message(key)).min(1, message(key)).max(DATABASE_ID_MAX, message(key));

/** An item to add: a song (the whole song), or one of its lines. */
export const RoutineItemAddSchema = z.object({
  songId: IdSchema("song"),
  sectionId: IdSchema("section").optional().nullable().transform((id) => id ?? null),
});
export type RoutineItemAdd = z.infer<typeof RoutineItemAddSchema>;

const PositionSchema = z.number(message("item")).int(message("item")).min(0, message("item")).max(ROUTINE_ITEMS_MAX - 1, message("item"));

/** An item of the routine, by its place (0 first). */
export const RoutineItemSchema = z.object({ position: PositionSchema });

export const RoutineItemMoveSchema = z.object({
  position: PositionSchema,
  direction: z.enum(["up", "down"], message("direction")),
});

/** The song whose lines the add form offers (a GET form: `?add={songId}`). */
export const RoutineAddSongQuerySchema = z.object({
  add: z.coerce.number().int().min(1).max(DATABASE_ID_MAX).optional().catch(undefined),
});
