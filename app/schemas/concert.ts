// Concerts (issue 12): the list's filters and what createConcert/updateConcert
// take (the admin forms of issue 13 share it). Messages are i18n keys of the
// concerts namespace.
import * as z from "zod";
import { lineText } from "~/schemas/text";
import {
  CONCERT_REGIONS,
  CONCERT_STATUS_OVERRIDES,
  CONCERT_STATUSES,
  CONCERT_TEXT_MAX_LENGTH,
  CONCERT_URL_MAX_LENGTH,
  DATABASE_ID_MAX,
  DATE_YEAR_MAX,
  DATE_YEAR_MIN,
  SETLIST_MAX_SONGS,
} from "~/shared/constants";

const message = (key: string) => ({ error: `concerts:validation.${key}` } as const);

const CONCERTS_MAX_PAGE = 500;

export const ConcertFilterSchema = z.object({
  status: z.enum(CONCERT_STATUSES, message("status")).optional(),
  region: z.enum(CONCERT_REGIONS, message("region")).optional(),
  page: z.coerce
    .number(message("page"))
    .int(message("page"))
    .min(1, message("page"))
    .max(CONCERTS_MAX_PAGE, message("page"))
    .default(1),
});

const text = (key: string) =>
  lineText(message(key)).trim().min(1, message(key)).max(CONCERT_TEXT_MAX_LENGTH, message("tooLong"));

/** Whether a date is within the years both databases keep (DATE_YEAR_MIN–DATE_YEAR_MAX). */
export function inDateYears(date: Date): boolean {
  const year = date.getUTCFullYear();
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}

/** A day in Korea's calendar, "YYYY-MM-DD", that exists, in the years we keep. */
const KoreaDate = z
  .string(message("date"))
  .regex(/^\d{4}-\d{2}-\d{2}$/, message("date"))
  .superRefine((value, ctx) => {
    const day = new Date(`${value}T00:00:00Z`);
    // "2026-02-30" is a Date of March; "2026-13-01" is no Date at all.
    if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(value)) ctx.addIssue({ code: "custom", message: "concerts:validation.date" });
    else if (!inDateYears(day)) ctx.addIssue({ code: "custom", message: "concerts:validation.dateYears" });
  });

export const ConcertInputSchema = z
  .object({
    artist: text("artist"),
    tourName: text("tourName"),
    venue: text("venue"),
    city: text("city"),
    country: text("country"),
    region: z.enum(CONCERT_REGIONS, message("region")),
    startDate: KoreaDate,
    endDate: KoreaDate,
    ticketUrl: z
      .url({ protocol: /^https?$/, error: "concerts:validation.ticketUrl" })
      .max(CONCERT_URL_MAX_LENGTH, message("ticketUrl"))
      .nullish()
      .transform((value) => value ?? null),
    ticketOpenAt: z.coerce
      .date({ error: "concerts:validation.ticketOpenAt" })
      .refine(inDateYears, message("dateYears"))
      .nullish()
      .transform((value) => value ?? null),
    statusOverride: z
      .enum(CONCERT_STATUS_OVERRIDES, message("statusOverride"))
      .nullish()
      .transform((value) => value ?? null),
    /** Catalogue song ids in the order they are played. */
    setlist: z
      .array(z.int(message("setlist")).positive(message("setlist")).max(DATABASE_ID_MAX, message("setlist")), message("setlist"))
      .max(SETLIST_MAX_SONGS, message("setlistTooLong"))
      .default([]),
  })
  .refine((concert) => concert.endDate >= concert.startDate, { path: ["endDate"], ...message("endBeforeStart") });
export type ConcertInput = z.output<typeof ConcertInputSchema>;
export type ConcertInputBody = z.input<typeof ConcertInputSchema>;
