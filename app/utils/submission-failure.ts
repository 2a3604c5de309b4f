// A post made with JavaScript (a fetcher, or a <Form>) that got no answer
// (offline, a dropped connection) or a server error. Without this Remix throws
// it to the root error boundary, which replaces the whole page with a 500 page;
// a route with `clientAction = keepPageOnFailedSubmission` gets it as action
// data instead, so the page keeps what it shows (an optimistic change rolls
// back to the loader's data) and says what went wrong. Nothing is reloaded
// after such a failure (`shouldRevalidate`): nothing changed on the server, and
// offline the reload would fail the same way.
import type { SerializeFrom } from "@remix-run/node";
import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";

export type SubmissionFailureKind = "networkFailed" | "serverError";

export interface SubmissionFailure {
  submissionFailed: SubmissionFailureKind;
}

export function isSubmissionFailure(value: unknown): value is SubmissionFailure {
  return typeof value === "object" && value !== null && "submissionFailed" in value;
}

/**
 * A route's clientAction: the server's answer as usual, a failed request as SubmissionFailure.
 * `export const clientAction = (args) => keepPageOnFailedSubmission<typeof action>(args)`.
 */
export async function keepPageOnFailedSubmission<Action = unknown>({
  request,
  serverAction,
}: ClientActionFunctionArgs): Promise<SerializeFrom<Action> | SubmissionFailure> {
  try {
    return await serverAction<Action>();
  } catch (error) {
    // Redirects and refusals (thrown Responses) and an interrupted post go on as before.
    if (error instanceof Response || request.signal.aborted) throw error;
    // fetch() rejects with a TypeError when the request could not be made or answered.
    if (error instanceof TypeError) return { submissionFailed: "networkFailed" } satisfies SubmissionFailure;
    // Remix hands a server error (500) over as an Error.
    if (error instanceof Error) return { submissionFailed: "serverError" } satisfies SubmissionFailure;
    throw error;
  }
}

/** For the routes on screen during such a post (the root, the page): no reload after a failure. */
export const skipRevalidationAfterFailedSubmission: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isSubmissionFailure(actionResult) ? false : defaultShouldRevalidate;
