// What form actions answer when the submission cannot be accepted.
import { json, type AppLoadContext } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { BodyTooLargeError, readBodyBytes } from "~/utils/request-body.server";

type Reply = { result: SubmissionResult<string[]> };

/** 400 with the field errors; conform shows them beside the fields. */
export function invalidSubmission(result: SubmissionResult<string[]>) {
  return json<Reply>({ result }, { status: 400 });
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
  return json<Reply>(
    { result: reply(["errors.rateLimited"]) },
    { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
  );
}

/** The account is locked (too many wrong passwords): 429 until it opens again. */
export function accountLockedSubmission(result: SubmissionResult<string[]>, retryAfterSeconds: number) {
  return json<Reply>({ result }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
}

/** What a form post may weigh: sign-in, registration and profile forms need far less; uploads have their own limit. */
export const FORM_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * The posted form, read only up to `limit` bytes: a larger body is answered
 * 413 (the error page, in the page's language) before anything is parsed.
 * A body that is not a form reads as an empty one (a 400, never a 500).
 */
export async function readForm(request: Request, { limit = FORM_BODY_LIMIT_BYTES } = {}): Promise<FormData> {
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
