// Forms on the server, one convention for every page: read the post with a
// size limit (`readForm`), judge it with the shared zod schema through
// conform's `parseWithZod` (checks that read the database in the schema's
// async refinements), and answer a refused post with `formReply`: a
// 4xx whose JSON is `{ intent, result }`, conform's SubmissionResult holding
// the field errors (i18n keys) and what was typed, which the page's form shows
// again (components/forms.tsx). A form with several buttons names its
// `intent`; the action runs one function per intent (`runIntent`), and an
// unknown intent is a 400. A domain refusal becomes a reply through the page
// mapper (utils/page-refusal.server.ts).
import { json, type AppLoadContext } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import type { FormReply } from "~/shared/form-reply";
import { DEFAULT_FORM_BODY_LIMIT_BYTES } from "~/utils/form-body-limits.server";
import { BodyTooLargeError, readBodyBytes } from "~/utils/request-body.server";

/** A refused post: 400 unless said otherwise, with the errors beside the fields of the form named by `intent`. */
export function formReply<Extra extends Record<string, unknown> = Record<never, never>>(
  intent: string | null,
  result: SubmissionResult<string[]>,
  { status = 400, headers, extra }: { status?: number; headers?: HeadersInit; extra?: Extra } = {},
) {
  return json<FormReply & Extra>({ ...(extra as Extra), intent, result }, { status, headers });
}

/** A post naming no intent the action knows: the form again with "the request was not understood". */
function unknownIntentReply() {
  return formReply(null, { status: "error", error: { "": ["errors.400.body"] } });
}

/** Which of the page's forms was posted: its `intent` field, if any. */
export function postedIntent(formData: FormData): string | null {
  const intent = formData.get("intent");
  return typeof intent === "string" ? intent : null;
}

/**
 * Runs the function of the posted `intent` (one function per intent), or
 * `unknown` when the post names none of them (own keys only, so "constructor"
 * names nothing).
 */
export function runIntent(
  formData: FormData,
  handlers: Record<string, () => Promise<Response> | Response>,
  unknown: () => Promise<Response> | Response = unknownIntentReply,
): Promise<Response> | Response {
  const intent = postedIntent(formData);
  if (intent === null || !Object.hasOwn(handlers, intent)) return unknown();
  return handlers[intent]!();
}

/**
 * server.ts marks auth posts over RATE_LIMIT_AUTH_PER_MIN; the action then
 * answers 429 on the same page, keeping what the user typed.
 */
export function authRateLimitReply(
  context: AppLoadContext,
  reply: (formErrors: string[]) => SubmissionResult<string[]>,
) {
  const limited = context.authRateLimited;
  if (!limited) return null;
  return formReply(null, reply(["errors.rateLimited"]), {
    status: 429,
    headers: { "Retry-After": String(limited.retryAfterSeconds) },
  });
}

/**
 * What a form post may weigh when nothing says otherwise: each route's own
 * limit comes from its forms' schemas (utils/form-body-limits.server.ts),
 * through the load context; uploads have their own limit.
 */
const FORM_BODY_LIMIT_BYTES = DEFAULT_FORM_BODY_LIMIT_BYTES;

/**
 * The posted form, read only up to the route's limit (`formBodyLimit` of the
 * load context, passed as `context`) or `limit`: a larger body is answered
 * 413 (the error page, in the page's language) before anything is parsed.
 * A body that is not a form reads as an empty one (a 400, never a 500).
 */
export async function readForm(
  request: Request,
  { formBodyLimit, limit = formBodyLimit ?? FORM_BODY_LIMIT_BYTES }: { formBodyLimit?: number; limit?: number } = {},
): Promise<FormData> {
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBodyBytes(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new Response(null, { status: 413 });
    throw error;
  }
  try {
    return await new Response(body, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch {
    return new FormData();
  }
}
