// What a response tells the browser beyond its status: the toast it sets and
// a form's field errors. The custom matchers read them here; so may a test
// that needs the value itself.

export type FieldErrors = Record<string, string[]>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The field errors of a form's reply, whichever shape it has: conform's
 * `{ result: { error } }` (auth, profile) or `{ errors, values }` (admin,
 * playlists, search). The one place to follow when the two become one.
 */
export function fieldErrorsOf(reply: unknown): FieldErrors | null {
  if (!isObject(reply)) return null;
  if (isObject(reply.result) && isObject(reply.result.error)) return reply.result.error as FieldErrors;
  if (isObject(reply.errors)) return reply.errors as FieldErrors;
  return null;
}

/** The toast a response's `__toast` cookie carries, as the root loader would read it; null when it carries none. */
export async function readToast(headers: Headers) {
  const cookie = headers.getSetCookie().find((header) => header.startsWith("__toast="));
  if (!cookie) return null;
  // Imported when needed: the matchers load before every test file, unit tests too.
  const { getToast } = await import("~/utils/toast.server");
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie.split(";")[0]! } }))).toast;
}
