// The admin area's forms and queries (issue 13), shared by the pages and the
// admin API. Messages are i18n keys (admin namespace unless namespaced).
import * as z from "zod";
import { ConcertInputSchema, inDateYears } from "~/schemas/concert";
import { lineText, multilineText } from "~/schemas/text";
import { STAT_METRICS, USER_PROVIDER_FILTERS } from "~/shared/admin";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "~/shared/audit";
import {
  ANNOUNCEMENT_TEXT_MAX_LENGTH,
  CONCERT_REGIONS,
  CONCERT_STATUSES,
  DATABASE_ID_MAX,
  EMAIL_MAX_LENGTH,
  MAINTENANCE_BANNER_MAX_LENGTH,
  REPORT_NOTE_MAX_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
  STATS_DEFAULT_PERIOD,
  STATS_PERIODS_DAYS,
  SUSPEND_REASON_MAX_LENGTH,
  YOUTUBE_SEARCHES_PER_DAY_MAX,
} from "~/shared/constants";
import { fromKoreaDateTimeLocal } from "~/shared/korea-time";
import { ADMIN_PLAYLIST_VISIBILITIES, REPORT_RESOLUTIONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from "~/shared/reports";
import { ROLES } from "~/shared/roles";
import { SongArtistSchema, SongTitleSchema } from "~/schemas/song";
import { SONG_DETAILS_FROM } from "~/shared/song";

const message = (key: string) => ({ error: `admin:validation.${key}` }) as const;
const REQUIRED = { error: "common:validation.required" } as const;

/** Pages beyond this are not worth a request. */
const ADMIN_MAX_PAGE = 10_000;
const page = z.coerce.number(message("page")).int(message("page")).min(1, message("page")).max(ADMIN_MAX_PAGE, message("page")).default(1);
/** An empty select or text box in a GET form means "any". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const query = optional(lineText(message("query")).trim().max(SEARCH_QUERY_MAX_LENGTH, message("query")));
const databaseId = z.coerce.number(message("id")).int(message("id")).min(1, message("id")).max(DATABASE_ID_MAX, message("id"));

export const UserListQuerySchema = z.object({
  q: query,
  role: optional(z.enum(ROLES, message("role"))),
  provider: optional(z.enum(USER_PROVIDER_FILTERS, message("provider"))),
  page,
});

export const SuspendSchema = z.object({
  reason: multilineText(REQUIRED).trim().min(1, REQUIRED).max(SUSPEND_REASON_MAX_LENGTH, message("reasonTooLong")),
});

/** The "lift the suspension" button: nothing to fill in. */
export const UnsuspendSchema = z.object({});

export const RoleChangeSchema = z.object({ role: z.enum(ROLES, message("role")) });

export const AuditQuerySchema = z.object({
  action: optional(z.enum(AUDIT_ACTIONS, message("action"))),
  targetType: optional(z.enum(AUDIT_TARGET_TYPES, message("targetType"))),
  targetId: optional(lineText(message("targetId")).trim().max(SEARCH_QUERY_MAX_LENGTH, message("targetId"))),
  actor: optional(lineText(message("actor")).trim().max(EMAIL_MAX_LENGTH, message("actor"))),
  page,
});

export const StatsQuerySchema = z.object({
  days: z.preprocess(
    (value) => (value === undefined || value === "" ? STATS_DEFAULT_PERIOD : Number(value)),
    z.union(STATS_PERIODS_DAYS.map((days) => z.literal(days)) as unknown as [z.ZodLiteral<7>, z.ZodLiteral<14>, z.ZodLiteral<30>, z.ZodLiteral<90>], message("period")),
  ),
});


export const StatsPageQuerySchema = StatsQuerySchema.extend({ metric: z.enum(STAT_METRICS, message("metric")).default("signUps") });

/** A date and time as `<input type="datetime-local">` sends it, read in Korea's time zone. */
const koreaDateTime = z
  .string(message("dateTime"))
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, message("dateTime"))
  .transform((value, ctx) => {
    const date = fromKoreaDateTimeLocal(value);
    if (Number.isNaN(date.getTime()) || !inDateYears(date)) {
      ctx.addIssue({ code: "custom", message: "admin:validation.dateTime" });
      return z.NEVER;
    }
    return date;
  });

const announcementText = multilineText(REQUIRED).trim().min(1, REQUIRED).max(ANNOUNCEMENT_TEXT_MAX_LENGTH, message("textTooLong"));

const AnnouncementFields = z.object({
  textKo: announcementText,
  textEn: announcementText,
  startsAt: koreaDateTime,
  endsAt: optional(koreaDateTime),
});

const endsAfterStart: [(value: { startsAt: Date; endsAt?: Date | null }) => boolean, { path: string[]; error: string }] = [
  (value) => !value.endsAt || value.endsAt > value.startsAt,
  { path: ["endsAt"], ...message("endsBeforeStart") },
];

export const AnnouncementSchema = AnnouncementFields.refine(...endsAfterStart);

export const SettingsSchema = z.object({
  youtubeSearchesPerDay: z.coerce
    .number(message("quota"))
    .int(message("quota"))
    .min(0, message("quota"))
    .max(YOUTUBE_SEARCHES_PER_DAY_MAX, message("quota")),
  /** A checkbox: present when ticked. */
  signUpOpen: z.preprocess((value) => value === "on" || value === true || value === "true", z.boolean()),
  /** An empty box: no banner. */
  maintenanceBanner: lineText(message("banner")).trim().max(MAINTENANCE_BANNER_MAX_LENGTH, message("bannerTooLong")).default(""),
});

/** A database id in a form or the URL. */
export const IdSchema = z.object({ id: databaseId });

/** The announcement form when it edits one. */
export const AnnouncementUpdateSchema = AnnouncementFields.extend(IdSchema.shape).refine(...endsAfterStart);

/** /admin/concerts' delete button, with its confirmation box ticked. */
export const ConcertDeleteSchema = IdSchema.extend({ confirm: z.literal("on", message("confirmRequired")) });

export const AnnouncementListQuerySchema = z.object({
  page,
  edit: optional(z.coerce.number(message("id")).int(message("id")).min(1, message("id")).max(DATABASE_ID_MAX, message("id"))),
});

/** The admin API's bodies: the same rules, JSON types. */
export const ApiSettingsSchema = z
  .object({
    youtubeSearchesPerDay: z.number(message("quota")).int(message("quota")).min(0, message("quota")).max(YOUTUBE_SEARCHES_PER_DAY_MAX, message("quota")),
    signUpOpen: z.boolean(),
    maintenanceBanner: lineText(message("banner")).trim().max(MAINTENANCE_BANNER_MAX_LENGTH, message("bannerTooLong")),
  })
  .partial();

const isoDateTime = z.iso.datetime({ offset: true, error: "admin:validation.dateTime" }).transform((value) => new Date(value));

export const ApiAnnouncementSchema = z
  .object({ textKo: announcementText, textEn: announcementText, startsAt: isoDateTime, endsAt: isoDateTime.nullish() })
  .refine(...endsAfterStart);


export const AdminPlaylistQuerySchema = z.object({
  q: query,
  visibility: optional(z.enum(ADMIN_PLAYLIST_VISIBILITIES, message("visibility"))),
  page,
});

/** /admin/playlists' buttons: hide, show again, delete (with a confirmation box ticked). */
export const AdminPlaylistActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("hide"), id: databaseId }),
  z.object({ intent: z.literal("unhide"), id: databaseId }),
  z.object({ intent: z.literal("delete"), id: databaseId, confirm: z.literal("on", message("confirmDelete")) }),
]);

/** PATCH /api/admin/playlists/{id} */
export const ApiPlaylistVisibilitySchema = z.object({ hidden: z.boolean(message("hidden")) });

export const ReportListQuerySchema = z.object({
  status: z.preprocess((value) => (value === "" || value === undefined ? "open" : value), z.enum(REPORT_STATUSES, message("status"))),
  type: optional(z.enum(REPORT_TARGET_TYPES, message("targetType"))),
  q: query,
  page,
});

export const ResolveReportSchema = z.object({
  resolution: z.enum(REPORT_RESOLUTIONS, message("resolution")),
  note: multilineText(message("noteTooLong")).trim().max(REPORT_NOTE_MAX_LENGTH, message("noteTooLong")).default(""),
});

/**
 * The concert form of /admin/concerts: ConcertInputSchema's fields as a form
 * sends them (an empty box is "none"; ticket sales open in Korea's time). The
 * setlist is edited apart, a step at a time (SetlistChangeSchema).
 */
export const ConcertFormSchema = z.preprocess((raw) => {
  const values = raw as Record<string, unknown>;
  const blankToNull = (value: unknown) => (value === "" || value === undefined ? null : value);
  const open = blankToNull(values.ticketOpenAt);
  const parsedOpen = open === null ? null : koreaDateTime.safeParse(open);
  return {
    ...values,
    ticketUrl: blankToNull(values.ticketUrl),
    statusOverride: blankToNull(values.statusOverride),
    ticketOpenAt: parsedOpen === null ? null : parsedOpen.success ? parsedOpen.data : "not a date",
    setlist: [],
  };
}, ConcertInputSchema);

/** One step of the setlist editor: add a catalogue song, or move or remove the song at a position. */
export const SetlistChangeSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("add"), songId: databaseId }),
  z.object({ op: z.enum(["remove", "up", "down"]), position: z.coerce.number(message("id")).int(message("id")).min(0, message("id")).max(1000, message("id")) }),
]);

export const ConcertSongSearchSchema = z.object({ song: optional(lineText(message("query")).trim().max(SEARCH_QUERY_MAX_LENGTH, message("query"))) });

export const AdminConcertQuerySchema = z.object({
  status: optional(z.enum(CONCERT_STATUSES, message("status"))),
  region: optional(z.enum(CONCERT_REGIONS, message("region"))),
  page,
});

/** /admin/songs' filters: what the search box matches (title, artist, video id) and whose words the details are. */
export const AdminSongQuerySchema = z.object({
  q: query,
  from: optional(z.enum(SONG_DETAILS_FROM, message("songSource"))),
  page,
});

/** An admin's correction of a catalogue song (decision 130): the page's form and PUT /api/admin/songs/{id}. */
export const SongCorrectionSchema = z.object({ title: SongTitleSchema, artist: SongArtistSchema });
export type SongCorrection = z.output<typeof SongCorrectionSchema>;
export const SongCorrectionFormSchema = SongCorrectionSchema.extend({ intent: z.literal("correct"), id: databaseId });
