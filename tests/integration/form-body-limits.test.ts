// Issue 26 item 5: every page form's longest valid post, in Korean, goes
// through its route's body limit; the limits come from the schemas and sign-in
// forms stay small; a post over the limit is still a 413.
import fs from "node:fs";
import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test, vi } from "vitest";
import { busyAwareAction } from "../../server/busy-pages";
import type * as z from "zod";
import { prisma } from "~/db/client.server";
import {
  AdminPlaylistActionSchema,
  AnnouncementSchema,
  AnnouncementUpdateSchema,
  ConcertFormSchema,
  ResolveReportSchema,
  SettingsSchema,
  SuspendSchema,
} from "~/schemas/admin";
import { LoginSchema, RegisterSchema } from "~/schemas/auth";
import { AddSongByLinkSchema, AddToPlaylistSchema, CommentSchema, PlaylistFieldsSchema } from "~/schemas/community-playlist";
import { ArchiveLineSchema } from "~/schemas/fanchant-archive";
import { SheetLineFormSchema } from "~/schemas/sheet";
import { ChangePasswordSchema, ProfileDetailsSchema } from "~/schemas/profile";
import { ReportSchema } from "~/schemas/report";
import {
  ANNOUNCEMENT_TEXT_MAX_LENGTH,
  COMMUNITY_PLAYLIST_DESCRIPTION_MAX_LENGTH,
  COMMUNITY_PLAYLIST_MAX_TAGS,
  COMMUNITY_PLAYLIST_NAME_MAX_LENGTH,
  COMMUNITY_PLAYLIST_TAG_MAX_LENGTH,
  CONCERT_TEXT_MAX_LENGTH,
  CONCERT_URL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MAINTENANCE_BANNER_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PLAYLIST_COMMENT_MAX_LENGTH,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_NOTE_MAX_LENGTH,
  SONG_ARTIST_MAX_LENGTH,
  SONG_TITLE_MAX_LENGTH,
  SUSPEND_REASON_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  SECTION_LYRICS_MAX_LENGTH,
  SECTION_PRONUNCIATION_MAX_LENGTH,
} from "~/shared/constants";
import {
  DEFAULT_FORM_BODY_LIMIT_BYTES,
  ENCODED_BYTES_PER_CHARACTER,
  FORM_BODY_LIMITS,
  PAGE_FORMS,
  longestSubmissionBytes,
} from "~/utils/form-body-limits.server";
import { readForm } from "~/utils/forms.server";
import { action as playlistsAction } from "~/routes/_playlists+/playlists";
import { action as editAction } from "~/routes/_playlists+/playlists_.$id_.edit";
import { callRoute, signedInUser } from "./helpers";

/** Invented Korean text (no lyrics): syllables in turn, `length` characters. */
function hangul(length: number, start = 0): string {
  const syllables = "가나다라마바사아자차카타파하팬응원";
  return Array.from({ length }, (_, i) => syllables[(start + i) % syllables.length]).join("");
}


const tags = Array.from({ length: COMMUNITY_PLAYLIST_MAX_TAGS }, (_, i) => hangul(COMMUNITY_PLAYLIST_TAG_MAX_LENGTH, i)).join(", ");
const longEmail = `${"a".repeat(64)}@${"b".repeat(EMAIL_MAX_LENGTH - 69)}.com`;

interface MaxForm {
  route: string;
  schema: z.ZodType;
  fields: Record<string, string>;
}

const playlistFields = {
  name: hangul(COMMUNITY_PLAYLIST_NAME_MAX_LENGTH),
  description: hangul(COMMUNITY_PLAYLIST_DESCRIPTION_MAX_LENGTH),
  tags,
  isPublic: "on",
};

const concertFields = {
  artist: hangul(CONCERT_TEXT_MAX_LENGTH),
  tourName: hangul(CONCERT_TEXT_MAX_LENGTH, 1),
  venue: hangul(CONCERT_TEXT_MAX_LENGTH, 2),
  city: hangul(CONCERT_TEXT_MAX_LENGTH, 3),
  country: hangul(CONCERT_TEXT_MAX_LENGTH, 4),
  region: "domestic",
  startDate: "2027-05-01",
  endDate: "2027-05-02",
  ticketUrl: `https://ticket.example.com/${hangul(CONCERT_URL_MAX_LENGTH - 27)}`,
  ticketOpenAt: "2027-04-01T20:00",
  statusOverride: "sold_out",
};

/** Every page form that takes text, at its longest valid value in Korean. */
const MAX_FORMS: MaxForm[] = [
  { route: "routes/_auth+/auth.login", schema: LoginSchema, fields: { email: longEmail, password: hangul(PASSWORD_MAX_LENGTH), redirectTo: "/playlists" } },
  { route: "routes/_admin+/admin_.login", schema: LoginSchema, fields: { email: longEmail, password: hangul(PASSWORD_MAX_LENGTH) } },
  {
    route: "routes/_auth+/auth.register",
    schema: RegisterSchema,
    fields: { email: longEmail, password: hangul(PASSWORD_MAX_LENGTH), nickname: hangul(NICKNAME_MAX_LENGTH), agreeTerms: "on", redirectTo: "/" },
  },
  {
    route: "routes/_profile+/profile",
    schema: ProfileDetailsSchema,
    fields: { intent: "details", nickname: hangul(NICKNAME_MAX_LENGTH), username: "a".repeat(USERNAME_MAX_LENGTH), emailNotifications: "on" },
  },
  {
    route: "routes/_profile+/profile",
    schema: ChangePasswordSchema,
    fields: { intent: "password", currentPassword: hangul(PASSWORD_MAX_LENGTH), newPassword: hangul(PASSWORD_MAX_LENGTH, 1), confirmPassword: hangul(PASSWORD_MAX_LENGTH, 1) },
  },
  { route: "routes/_playlists+/playlists", schema: PlaylistFieldsSchema, fields: { intent: "create", ...playlistFields } },
  { route: "routes/_playlists+/playlists_.$id_.edit", schema: PlaylistFieldsSchema, fields: { intent: "details", ...playlistFields } },
  {
    route: "routes/_playlists+/playlists_.$id_.edit",
    schema: AddSongByLinkSchema,
    fields: { intent: "addLink", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: hangul(SONG_TITLE_MAX_LENGTH), artist: hangul(SONG_ARTIST_MAX_LENGTH) },
  },
  { route: "routes/_playlists+/playlists_.$id", schema: CommentSchema, fields: { intent: "comment", body: hangul(PLAYLIST_COMMENT_MAX_LENGTH) } },
  {
    route: "routes/_playlists+/playlists_.$id",
    schema: ReportSchema,
    fields: { intent: "report", targetId: "123456", reason: "inappropriate", details: hangul(REPORT_DETAILS_MAX_LENGTH) },
  },
  {
    route: "routes/_search+/search",
    schema: AddToPlaylistSchema,
    fields: {
      intent: "addToPlaylist",
      playlistId: "new",
      name: hangul(COMMUNITY_PLAYLIST_NAME_MAX_LENGTH),
      youtubeId: "dQw4w9WgXcQ",
      title: hangul(SONG_TITLE_MAX_LENGTH),
      artist: hangul(SONG_ARTIST_MAX_LENGTH),
      duration: "1:02:03",
      q: hangul(100),
    },
  },
  {
    route: "routes/_archive+/fanchant-archive.$songId",
    schema: ArchiveLineSchema.extend(ReportSchema.shape),
    fields: { intent: "report", sectionId: "123456", reason: "inappropriate", details: hangul(REPORT_DETAILS_MAX_LENGTH) },
  },
  {
    route: "routes/_sheets+/sheets.$songId",
    schema: SheetLineFormSchema,
    fields: {
      intent: "save",
      lineId: "123456",
      start: "0:12.50",
      end: "12:34.56",
      part: "singalong",
      text: hangul(SECTION_LYRICS_MAX_LENGTH),
      romanization: hangul(SECTION_PRONUNCIATION_MAX_LENGTH),
    },
  },
  {
    route: "routes/_admin+/admin.announcements",
    schema: AnnouncementSchema,
    fields: { intent: "create", textKo: hangul(ANNOUNCEMENT_TEXT_MAX_LENGTH), textEn: hangul(ANNOUNCEMENT_TEXT_MAX_LENGTH), startsAt: "2027-01-01T09:00", endsAt: "2027-01-31T09:00" },
  },
  {
    route: "routes/_admin+/admin.announcements",
    schema: AnnouncementUpdateSchema,
    fields: { intent: "update", id: "123456", textKo: hangul(ANNOUNCEMENT_TEXT_MAX_LENGTH), textEn: hangul(ANNOUNCEMENT_TEXT_MAX_LENGTH), startsAt: "2027-01-01T09:00", endsAt: "2027-01-31T09:00" },
  },
  { route: "routes/_admin+/admin.concerts.new", schema: ConcertFormSchema, fields: concertFields },
  { route: "routes/_admin+/admin.concerts.$id", schema: ConcertFormSchema, fields: { intent: "update", ...concertFields } },
  {
    route: "routes/_admin+/admin.reports.$id",
    schema: ResolveReportSchema,
    fields: { resolution: "dismissed", note: hangul(REPORT_NOTE_MAX_LENGTH) },
  },
  { route: "routes/_admin+/admin.users.$id", schema: SuspendSchema, fields: { intent: "suspend", reason: hangul(SUSPEND_REASON_MAX_LENGTH) } },
  { route: "routes/_admin+/admin.playlists", schema: AdminPlaylistActionSchema, fields: { intent: "delete", id: "123456", confirm: "on" } },
  {
    route: "routes/_admin+/admin.settings",
    schema: SettingsSchema,
    fields: { youtubeSearchesPerDay: "10000", signUpOpen: "on", maintenanceBanner: hangul(MAINTENANCE_BANNER_MAX_LENGTH) },
  },
];

/** The form as a browser posts it: form-urlencoded. */
function encode(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

function formRequest(body: string, { chunked = false } = {}): Request {
  const bytes = new TextEncoder().encode(body);
  return new Request("http://localhost/form", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(chunked ? {} : { "Content-Length": String(bytes.byteLength) }) },
    body: chunked ? new Blob([bytes]).stream() : bytes,
    duplex: "half",
  });
}

describe("form body limits (issue 26 item 5)", () => {
  test("every route of the table is a route file, and every page form that takes text is covered", () => {
    for (const route of Object.keys(PAGE_FORMS)) {
      const file = ["tsx", "ts"].map((ext) => path.join("app", `${route}.${ext}`)).find((candidate) => fs.existsSync(candidate));
      expect(file, route).toBeDefined();
    }
    expect(new Set(MAX_FORMS.map((form) => form.route))).toEqual(
      new Set(Object.keys(PAGE_FORMS).filter((route) => !["routes/_concerts+/concerts.$id", "routes/_admin+/admin.concerts._index"].includes(route))),
    );
  });

  test("a Hangul character is 9 bytes once form-urlencoded", () => {
    expect(encode({ d: "한" }).length - 2).toBe(ENCODED_BYTES_PER_CHARACTER);
  });

  test.each(MAX_FORMS.map((form) => [`${form.route} ${form.fields.intent ?? ""}`, form] as const))(
    "%s: its longest valid post in Korean is valid and read whole, with and without Content-Length",
    async (_, { route, schema, fields }) => {
      const body = encode(fields);
      const formBodyLimit = FORM_BODY_LIMITS[route]!;
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(formBodyLimit);
      for (const chunked of [false, true]) {
        const form = await readForm(formRequest(body, { chunked }), { formBodyLimit });
        const submission = parseWithZod(form, { schema });
        expect(submission.status === "success" ? null : submission.error, route).toBeNull();
      }
    },
  );

  test("the 1,000-character Korean description is over the old 8 KiB and within the playlist forms' limits", () => {
    const body = Buffer.byteLength(encode({ intent: "create", ...playlistFields }));
    expect(body).toBeGreaterThan(8 * 1024);
    expect(COMMUNITY_PLAYLIST_DESCRIPTION_MAX_LENGTH * ENCODED_BYTES_PER_CHARACTER).toBe(9000);
    expect(FORM_BODY_LIMITS["routes/_playlists+/playlists"]).toBeGreaterThanOrEqual(body);
    expect(FORM_BODY_LIMITS["routes/_playlists+/playlists_.$id_.edit"]).toBeGreaterThanOrEqual(body);
  });

  test("each limit is its heaviest form plus 1 KiB for hidden fields; sign-in forms stay small", () => {
    expect(FORM_BODY_LIMITS["routes/_playlists+/playlists"]).toBe(longestSubmissionBytes(PlaylistFieldsSchema) + 1024);
    for (const route of ["routes/_auth+/auth.login", "routes/_admin+/admin_.login", "routes/_auth+/auth.register", "routes/_profile+/profile"]) {
      expect(FORM_BODY_LIMITS[route], route).toBeLessThan(DEFAULT_FORM_BODY_LIMIT_BYTES);
    }
    // No route's forms need more than 64 KiB (the JSON API's limit).
    for (const [route, limit] of Object.entries(FORM_BODY_LIMITS)) expect(limit, route).toBeLessThanOrEqual(64 * 1024);
  });

  test("one byte over the route's limit is a 413, with and without Content-Length", async () => {
    const formBodyLimit = FORM_BODY_LIMITS["routes/_playlists+/playlists"]!;
    const body = encode({ intent: "create", name: "x", description: "y".repeat(formBodyLimit) }).slice(0, formBodyLimit + 1);
    for (const chunked of [false, true]) {
      const refusal = await readForm(formRequest(body, { chunked }), { formBodyLimit }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(Response);
      expect((refusal as Response).status).toBe(413);
    }
    // Without a route's limit, the default.
    const small = await readForm(formRequest("a=" + "b".repeat(DEFAULT_FORM_BODY_LIMIT_BYTES))).catch((error: unknown) => error);
    expect((small as Response).status).toBe(413);
  });

  test("the playlist pages' actions store a 1,000-character Korean description", async () => {
    const { cookie, user } = await signedInUser();
    const context = { formBodyLimit: FORM_BODY_LIMITS["routes/_playlists+/playlists"] };
    const created = await callRoute(playlistsAction, "/playlists", { cookie, form: { intent: "create", ...playlistFields }, context });
    expect(created.status).toBe(303);
    const stored = await prisma.communityPlaylist.findFirstOrThrow({ where: { ownerId: user.id }, orderBy: { id: "desc" } });
    expect(stored.description).toHaveLength(COMMUNITY_PLAYLIST_DESCRIPTION_MAX_LENGTH);
    expect(created.headers.get("Location")).toBe(`/playlists/${stored.id}/edit`);

    const edited = await callRoute(editAction, `/playlists/${stored.id}/edit`, {
      cookie,
      params: { id: String(stored.id) },
      form: { intent: "details", ...playlistFields, description: hangul(COMMUNITY_PLAYLIST_DESCRIPTION_MAX_LENGTH).replace(/^가/, "팬") },
      context: { formBodyLimit: FORM_BODY_LIMITS["routes/_playlists+/playlists_.$id_.edit"] },
    });
    expect(edited.status).toBe(303);
    const after = await prisma.communityPlaylist.findUniqueOrThrow({ where: { id: stored.id } });
    expect(after.description.startsWith("팬")).toBe(true);
    expect(after.description).toHaveLength(COMMUNITY_PLAYLIST_DESCRIPTION_MAX_LENGTH);
  });
});

describe("a page form the database is too busy for (issue 26 item 11)", () => {
  test("the create form answers 503 with Retry-After, what was typed and 'try again'; nothing is created", async () => {
    const { cookie, user } = await signedInUser();
    const busy = Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), {
      name: "PrismaClientKnownRequestError",
      code: "P2028",
    });
    const spy = vi.spyOn(prisma, "$transaction").mockRejectedValue(busy);
    try {
      const action = busyAwareAction(playlistsAction as never);
      const context = { formBodyLimit: FORM_BODY_LIMITS["routes/_playlists+/playlists"] };
      const answer = await callRoute(action as never, "/playlists", { cookie, form: { intent: "create", ...playlistFields }, context });
      expect(answer.status).toBe(503);
      expect(answer.headers.get("Retry-After")).toBe("1");
      const reply = await answer.json();
      expect(reply.intent).toBe("create");
      expect(reply.result.error).toEqual({ "": ["common:api.errors.busy"] });
      expect(reply.result.initialValue.description).toBe(playlistFields.description);
      expect(reply.result.initialValue.name).toBe(playlistFields.name);
    } finally {
      spy.mockRestore();
    }
    expect(await prisma.communityPlaylist.count({ where: { ownerId: user.id } })).toBe(0);
  });
});
