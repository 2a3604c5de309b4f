// What a refused form post answers (utils/forms.server.ts `formReply`) and
// how the page reads it when it shows the form again: the errors (i18n keys)
// by field ("" for the whole form) and what was typed.
import type { SubmissionResult } from "@conform-to/react";

export type FormReply = { intent: string | null; result: SubmissionResult<string[]> };

/** The reply as the page gets it (JSON): the same members, loosely typed values. */
type ReceivedReply = {
  intent: string | null;
  result: { error?: Record<string, readonly string[] | null> | null; initialValue?: Record<string, unknown> | null };
};

const isReply = (data: unknown): data is ReceivedReply => typeof data === "object" && data !== null && "result" in data;

export interface RepliedForm {
  /** The errors of a field, or of the whole form (""). */
  errors(name?: string): string[] | undefined;
  /** Every error of the reply, fields and form. */
  allErrors(): string[];
  /** What was typed in a field (a ticked checkbox is "on"), or undefined. */
  value(name: string): string | undefined;
}

/**
 * The action's data if it is a form reply to the form named `intent` (to any
 * form without one), else null (no post yet, a success's data, a failed post).
 */
export function repliedForm(reply: unknown, intent?: string | null): RepliedForm | null {
  if (!isReply(reply) || (intent !== undefined && reply.intent !== intent)) return null;
  const { error, initialValue } = reply.result;
  return {
    errors: (name = "") => (error?.[name] ? [...error[name]] : undefined),
    allErrors: () => Object.values(error ?? {}).flatMap((messages) => (messages ? [...messages] : [])),
    value(name) {
      const typed = initialValue?.[name];
      return typeof typed === "string" ? typed : undefined;
    },
  };
}
