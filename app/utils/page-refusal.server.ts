// The pages' refusal mapper: a domain refusal (models/result.ts) as a page's
// answer, with the status of its code (404 not found or private, 403 not
// yours, 409 conflict, 400 bad input). The JSON API's mapper is
// `valueOrRefusal` (utils/api.server.ts).
import type { Submission } from "@conform-to/react";
import { refuse, type Refusal } from "~/models/result";
import { ERROR_CODE_MESSAGE, ERROR_CODE_STATUS } from "~/shared/error-codes";
import { formReply } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";

type PageAnswer =
  /** The error page (the root boundary's, by status): a loader's refusal, or a post whose page is gone. */
  | { as: "error-page" }
  /** Back where the post came from, the reason in an error toast (`toast` overrides the refusal's key). */
  | { as: "toast"; back: string; toast?: string }
  /**
   * The form again (formReply): the refusal's field errors beside their
   * fields, and its reason beside `field` (above the form without one).
   */
  | { as: "form"; intent: string | null; submission: Submission<unknown>; field?: string; extra?: Record<string, unknown> };

/** A post its schema refused (conform's submission), as a refusal carrying the field errors. */
export function submissionRefusal(submission: Submission<unknown>): Refusal {
  const fields: Record<string, string[]> = {};
  for (const [name, errors] of Object.entries(submission.reply().error ?? {})) if (errors) fields[name] = errors;
  return refuse("VALIDATION_ERROR", undefined, fields);
}

/** The reason in words: the refusal's own key, else its first field's, else its code's. */
function reasonKey(refusal: Refusal): string {
  return refusal.messageKey ?? Object.values(refusal.fields ?? {})[0]?.[0] ?? ERROR_CODE_MESSAGE[refusal.reason];
}

export async function refusePage(refusal: Refusal, answer: PageAnswer): Promise<Response> {
  const status = ERROR_CODE_STATUS[refusal.reason];
  const headers = refusal.retryAfterSeconds ? { "Retry-After": String(refusal.retryAfterSeconds) } : undefined;
  switch (answer.as) {
    case "error-page":
      return new Response(null, { status, headers });
    case "toast":
      // A limit's 429 cannot be a redirect: the page again, the reason above its forms (FormAlert).
      if (refusal.reason === "RATE_LIMITED") {
        return formReply(null, { status: "error", error: { "": [reasonKey(refusal)] } }, { status, headers });
      }
      return redirectWithToast(answer.back, { type: "error", key: answer.toast ?? reasonKey(refusal) }, { status: 303 });
    case "form": {
      const { "": formErrorsOfFields = [], ...fieldErrors } = refusal.fields ?? {};
      const formErrors = [...formErrorsOfFields];
      if (refusal.messageKey && answer.field) (fieldErrors[answer.field] ??= []).push(refusal.messageKey);
      else if (refusal.messageKey) formErrors.push(refusal.messageKey);
      return formReply(answer.intent, answer.submission.reply({ formErrors, fieldErrors }), { status, headers, extra: answer.extra });
    }
  }
}
