// What form actions answer when the submission cannot be accepted.
import { json, type AppLoadContext } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";

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

/** The posted form; a body that is not a form reads as an empty one (a 400, never a 500). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
