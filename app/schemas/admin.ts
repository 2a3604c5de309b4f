// The admin area's forms and queries (issue 13), shared by the pages and the
// admin API. Messages are i18n keys (admin namespace unless namespaced).
import * as z from "zod";
import { lineText, multilineText } from "~/schemas/text";
import { STAT_METRICS, USER_PROVIDER_FILTERS } from "~/shared/admin";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "~/shared/audit";
import {
  ANNOUNCEMENT_TEXT_MAX_LENGTH,
  DATABASE_ID_MAX,
  MAINTENANCE_BANNER_MAX_LENGTH,
  STATS_DEFAULT_PERIOD,
  STATS_PERIODS_DAYS,
  SUSPEND_REASON_MAX_LENGTH,
} from "~/shared/constants";
import { ROLES } from "~/shared/roles";

const message = (key: string) => ({ error: `admin:validation.${key}` }) as const;
const REQUIRED = { error: "common:validation.required" } as const;

/** Pages beyond this are not worth a request. */
export const ADMIN_MAX_PAGE = 10_000;
const page = z.coerce.number(message("page")).int(message("page")).min(1, message("page")).max(ADMIN_MAX_PAGE, message("page")).default(1);
/** An empty select or text box in a GET form means "any". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());


export const UserListQuerySchema = z.object({
  q: optional(lineText(message("query")).trim().max(100, message("query"))),
  role: optional(z.enum(ROLES, message("role"))),
  provider: optional(z.enum(USER_PROVIDER_FILTERS, message("provider"))),
  page,
});

export const SuspendSchema = z.object({
  reason: multilineText(REQUIRED).trim().min(1, REQUIRED).max(SUSPEND_REASON_MAX_LENGTH, message("reasonTooLong")),
});

export const RoleChangeSchema = z.object({ role: z.enum(ROLES, message("role")) });

export const AuditQuerySchema = z.object({
  action: optional(z.enum(AUDIT_ACTIONS, message("action"))),
  targetType: optional(z.enum(AUDIT_TARGET_TYPES, message("targetType"))),
  targetId: optional(lineText(message("targetId")).trim().max(100, message("targetId"))),
  actor: optional(lineText(message("actor")).trim().max(254, message("actor"))),
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
    const date = new Date(`${value.length === 16 ? `${value}:00` : value}+09:00`);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: "admin:validation.dateTime" });
      return z.NEVER;
    }
    return date;
  });

const announcementText = multilineText(REQUIRED).trim().min(1, REQUIRED).max(ANNOUNCEMENT_TEXT_MAX_LENGTH, message("textTooLong"));

export const AnnouncementSchema = z
  .object({
    textKo: announcementText,
    textEn: announcementText,
    startsAt: koreaDateTime,
    endsAt: optional(koreaDateTime),
  })
  .refine((value) => !value.endsAt || value.endsAt > value.startsAt, { path: ["endsAt"], ...message("endsBeforeStart") });

export const SettingsSchema = z.object({
  youtubeSearchesPerDay: z.coerce
    .number(message("quota"))
    .int(message("quota"))
    .min(0, message("quota"))
    .max(1_000_000, message("quota")),
  /** A checkbox: present when ticked. */
  signUpOpen: z.preprocess((value) => value === "on" || value === true || value === "true", z.boolean()),
  maintenanceBanner: z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    lineText(message("banner")).trim().max(MAINTENANCE_BANNER_MAX_LENGTH, message("bannerTooLong")),
  ),
});

export const AnnouncementIdSchema = z.object({
  id: z.coerce.number(message("id")).int(message("id")).min(1, message("id")).max(DATABASE_ID_MAX, message("id")),
});

export const AnnouncementListQuerySchema = z.object({
  page,
  edit: optional(z.coerce.number(message("id")).int(message("id")).min(1, message("id")).max(DATABASE_ID_MAX, message("id"))),
});

/** The admin API's bodies: the same rules, JSON types. */
export const ApiSettingsSchema = z
  .object({
    youtubeSearchesPerDay: z.number(message("quota")).int(message("quota")).min(0, message("quota")).max(1_000_000, message("quota")),
    signUpOpen: z.boolean(),
    maintenanceBanner: lineText(message("banner")).trim().max(MAINTENANCE_BANNER_MAX_LENGTH, message("bannerTooLong")),
  })
  .partial();

const isoDateTime = z.iso.datetime({ offset: true, error: "admin:validation.dateTime" }).transform((value) => new Date(value));

export const ApiAnnouncementSchema = z
  .object({ textKo: announcementText, textEn: announcementText, startsAt: isoDateTime, endsAt: isoDateTime.nullish() })
  .refine((value) => !value.endsAt || value.endsAt > value.startsAt, { path: ["endsAt"], ...message("endsBeforeStart") });
