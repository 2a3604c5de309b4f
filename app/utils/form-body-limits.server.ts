// What a page form's post may weigh, per route, derived from the forms' zod
// schemas (issue 26 item 5, docs/decisions/129-form-body-limits.md): the
// longest valid submission of each form the route's action takes, every
// character of every text at its maximum length in Hangul (9 bytes once
// form-urlencoded: "한" is %ED%95%9C), plus room for the hidden fields
// (intent, redirectTo, ids). server.ts looks a post's route up here
// (server/request-guards.ts formBodyLimits) and hands the limit to the action
// in the load context; readForm (utils/forms.server.ts) refuses a longer body
// with 413 before reading it. Routes not listed take DEFAULT_FORM_BODY_LIMIT_BYTES.
import type * as z from "zod";
import {
  AdminPlaylistActionSchema,
  AnnouncementSchema,
  AnnouncementUpdateSchema,
  ConcertDeleteSchema,
  ConcertFormSchema,
  IdSchema,
  ResolveReportSchema,
  RoleChangeSchema,
  SetlistChangeSchema,
  SettingsSchema,
  SuspendSchema,
} from "~/schemas/admin";
import { LoginSchema, RegisterSchema } from "~/schemas/auth";
import {
  AddSongByLinkSchema,
  CommentSchema,
  DeletePlaylistSchema,
  MoveSongSchema,
  PlaylistFieldsSchema,
  PlaylistSongSchema,
  ReorderSchema,
} from "~/schemas/community-playlist";
import { ArchiveLineSchema } from "~/schemas/fanchant-archive";
import { ChangePasswordSchema, ProfileDetailsSchema, SignOutDeviceSchema } from "~/schemas/profile";
import { ReportSchema } from "~/schemas/report";
import {
  SheetLineActionSchema,
  SheetLineFormSchema,
  SheetNudgeSchema,
  SheetShareSchema,
  SheetVideoFormSchema,
  SheetVideoOffsetFormSchema,
  SheetVideoRemoveSchema,
} from "~/schemas/sheet";
import { SongInputSchema } from "~/schemas/song";

/** What a form post may weigh on a route this table does not name: forms of buttons and ids. */
export const DEFAULT_FORM_BODY_LIMIT_BYTES = 8 * 1024;

/** One character at its heaviest once form-urlencoded: a Hangul syllable, 3 UTF-8 bytes as %XX each. */
export const ENCODED_BYTES_PER_CHARACTER = 9;

/** Room for what a form sends beside its schema's fields: intent, redirectTo, ids, separators. */
export const HIDDEN_FIELDS_ROOM_BYTES = 1024;

/**
 * A string the schema bounds by its format rather than a length (a date, a
 * video id, a link, a duration): counted as this many characters.
 */
export const FORMAT_BOUNDED_CHARACTERS = 100;

/** A number, a boolean or a date as a form sends it. */
const SCALAR_CHARACTERS = 30;

type Schema = z.core.$ZodType;

interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  shape?: Record<string, Schema>;
  element?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  left?: Schema;
  right?: Schema;
}

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
/** The schema's own `.max(n)` on a length (a string's characters, an array's elements), if any. */
function maxLengthOf(schema: Schema): number | undefined {
  const checks = (schema._zod.def as { checks?: Array<{ _zod: { def: { check: string; maximum?: number } } }> }).checks ?? [];
  const maxima = checks.filter((check) => check._zod.def.check === "max_length").map((check) => check._zod.def.maximum!);
  return maxima.length > 0 ? Math.min(...maxima) : undefined;
}

/** The longest value a schema accepts, in form-urlencoded bytes, every text in Hangul. */
function longestValueBytes(schema: Schema, path: string): number {
  const def = defOf(schema);
  switch (def.type) {
    case "string": {
      const max = maxLengthOf(schema);
      return (max ?? FORMAT_BOUNDED_CHARACTERS) * ENCODED_BYTES_PER_CHARACTER;
    }
    // A value the schema reads itself (a duration as a number or "m:ss"): bounded by its format.
    case "unknown":
      return FORMAT_BOUNDED_CHARACTERS * ENCODED_BYTES_PER_CHARACTER;
    case "number":
    case "int":
    case "bigint":
    case "boolean":
    case "date":
      return SCALAR_CHARACTERS;
    case "enum":
      return Math.max(...Object.values(def.entries ?? {}).map((value) => encodedLength(String(value))));
    case "literal":
      return Math.max(...(def.values ?? []).map((value) => encodedLength(String(value))));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return longestValueBytes(def.innerType!, path);
    case "pipe":
      // A preprocess is a pipe from a transform: what is posted is what the schema after it takes.
      return defOf(def.in!).type === "transform" ? longestValueBytes(def.out!, path) : longestValueBytes(def.in!, path);
    case "union": {
      // A field that is one text in a form and a list in the API (tags): the form's text.
      const single = def.options!.filter((option) => defOf(option).type !== "array");
      return Math.max(...single.map((option) => longestValueBytes(option, path)));
    }
    default:
      throw new Error(`form-body-limits: cannot bound ${path} (a ${def.type}): describe the form with bounded fields`);
  }
}

const encodedLength = (text: string) => new URLSearchParams({ x: text }).toString().length - 2;

/**
 * The longest valid post of a form: each field's name and longest value
 * (an array field once per element), joined with "&". The form is its
 * schemas' fields together (several schemas when one form posts them all).
 */
export function longestSubmissionBytes(...schemas: Schema[]): number {
  let bytes = 0;
  for (const schema of schemas) bytes += fieldsBytes(schema, "form");
  return bytes;
}

function fieldsBytes(schema: Schema, path: string): number {
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      return Object.entries(def.shape!).reduce((sum, [name, field]) => sum + fieldBytes(name, field), 0);
    case "pipe":
      return defOf(def.in!).type === "transform" ? fieldsBytes(def.out!, path) : fieldsBytes(def.in!, path);
    case "union":
      return Math.max(...def.options!.map((option) => fieldsBytes(option, path)));
    case "intersection":
      return fieldsBytes(def.left!, path) + fieldsBytes(def.right!, path);
    default:
      throw new Error(`form-body-limits: ${path} is a ${def.type}, not an object of fields`);
  }
}

/** An array field: an element at most as often as the array takes. */
function arrayOf(schema: Schema): { element: Schema; max: number } | null {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.type === "array") {
      const max = maxLengthOf(current);
      if (max === undefined) throw new Error("form-body-limits: an array field needs a maximum length");
      return { element: def.element!, max };
    }
    if (def.innerType) current = def.innerType;
    else return null;
  }
}

function fieldBytes(name: string, field: Schema): number {
  const separators = encodedLength(name) + 2; // "name=" and "&"
  const array = arrayOf(field);
  if (array) return array.max * (separators + longestValueBytes(array.element, name));
  return separators + longestValueBytes(field, name);
}

/** A route's limit: its heaviest form, and room for the hidden fields. */
function routeLimit(forms: Schema[][]): number {
  return Math.max(...forms.map((schemas) => longestSubmissionBytes(...schemas))) + HIDDEN_FIELDS_ROOM_BYTES;
}

/**
 * The forms each route's action takes (route ids as in the build: the file
 * under app/routes without its extension), each form as the schemas of its fields.
 */
export const PAGE_FORMS: Record<string, Schema[][]> = {
  // Sign-in forms stay small: an e-mail address and a password.
  "routes/_auth+/auth.login": [[LoginSchema]],
  "routes/_admin+/admin_.login": [[LoginSchema]],
  "routes/_auth+/auth.register": [[RegisterSchema]],
  "routes/_profile+/profile": [[ProfileDetailsSchema], [ChangePasswordSchema], [SignOutDeviceSchema]],
  // Community playlists: the create form, the edit page's forms, the detail page's comment and report.
  "routes/_playlists+/playlists": [[PlaylistFieldsSchema]],
  "routes/_playlists+/playlists_.$id_.edit": [
    [PlaylistFieldsSchema],
    [AddSongByLinkSchema],
    [DeletePlaylistSchema],
    [MoveSongSchema],
    [PlaylistSongSchema],
    [ReorderSchema],
  ],
  "routes/_playlists+/playlists_.$id": [[CommentSchema], [ReportSchema]],
  // "Add to one of my playlists" from a search result: a new playlist's name and the video's details.
  "routes/_search+/search": [[PlaylistFieldsSchema.pick({ name: true }), SongInputSchema]],
  "routes/_concerts+/concerts.$id": [[PlaylistFieldsSchema.pick({ name: true })]],
  "routes/_archive+/fanchant-archive.$songId": [[ArchiveLineSchema], [ArchiveLineSchema, ReportSchema]],
  // A chant sheet's line forms (its import form sends a file: upload.server.ts has that limit).
  "routes/_sheets+/sheets.$songId": [
    [SheetLineFormSchema],
    [SheetLineActionSchema],
    [SheetNudgeSchema],
    [SheetShareSchema],
    [SheetVideoFormSchema],
    [SheetVideoOffsetFormSchema],
    [SheetVideoRemoveSchema],
  ],
  // Admin.
  "routes/_admin+/admin.announcements": [[AnnouncementSchema], [AnnouncementUpdateSchema], [IdSchema]],
  "routes/_admin+/admin.concerts.new": [[ConcertFormSchema]],
  "routes/_admin+/admin.concerts.$id": [[ConcertFormSchema], [SetlistChangeSchema]],
  "routes/_admin+/admin.concerts._index": [[ConcertDeleteSchema]],
  "routes/_admin+/admin.reports.$id": [[ResolveReportSchema]],
  "routes/_admin+/admin.users.$id": [[SuspendSchema], [RoleChangeSchema]],
  "routes/_admin+/admin.playlists": [[AdminPlaylistActionSchema]],
  "routes/_admin+/admin.settings": [[SettingsSchema]],
};

/** Route id -> the most its form posts may weigh, in bytes. */
export const FORM_BODY_LIMITS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(PAGE_FORMS).map(([routeId, forms]) => [routeId, routeLimit(forms)]),
);

/** The limit of a post to this route (null: no route). */
export function formBodyLimitOf(routeId: string | null): number {
  return (routeId !== null && FORM_BODY_LIMITS[routeId]) || DEFAULT_FORM_BODY_LIMIT_BYTES;
}
