// What a response tells the browser beyond its status: the toast it sets, and
// a refused form's errors and typed values. The custom matchers read them
// here; so may a test that needs the value itself.

export type FieldErrors = Record<string, string[]>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

// A refused post's reply is `{ intent, result }`, result being conform's
// SubmissionResult (utils/forms.server.ts formReply). Tests read it only
// through these two, so a change of that shape is followed here alone.

/** The errors of a form's reply, by field ("" for the whole form). */
export function fieldErrorsOf(reply: unknown): FieldErrors | null {
  if (!isObject(reply) || !isObject(reply.result) || !isObject(reply.result.error)) return null;
  return reply.result.error as FieldErrors;
}

/** What a form's reply keeps of what was typed. */
export function typedValuesOf(reply: unknown): Record<string, unknown> | null {
  if (!isObject(reply) || !isObject(reply.result) || !isObject(reply.result.initialValue)) return null;
  return reply.result.initialValue;
}

/** The toast a response's `__toast` cookie carries, as the root loader would read it; null when it carries none. */
export async function readToast(headers: Headers) {
  const cookie = headers.getSetCookie().find((header) => header.startsWith("__toast="));
  if (!cookie) return null;
  // Imported when needed: the matchers load before every test file, unit tests too.
  const { getToast } = await import("~/utils/toast.server");
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie.split(";")[0]! } }))).toast;
}
