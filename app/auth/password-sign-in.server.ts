// The e-mail and password form's action, shared by /auth/login and /admin/login:
// rate limit, parse, account lock, password, then the one-device rule.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { User } from "@prisma/client";
import { signInAndRedirect } from "~/auth/sign-in.server";
import { checkPassword } from "~/models/user.server";
import { LoginSchema } from "~/schemas/auth";
import { authRateLimitReply, formReply, readForm } from "~/utils/forms.server";
import { safeRedirectPath } from "~/utils/http.server";

const HIDDEN = ["password"];

export async function passwordSignInAction(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  options: {
    /** Where to go when the form names nowhere (safe paths only). */
    defaultRedirect?: string;
    /** An i18n key refusing an account whose password was right (e.g. not an admin). */
    refuse?: (user: User) => string | null;
  } = {},
) {
  const formData = await readForm(request, context);
  const limited = authRateLimitReply(context, (formErrors) =>
    parseWithZod(formData, { schema: LoginSchema }).reply({ formErrors, hideFields: HIDDEN }),
  );
  if (limited) return limited;

  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return formReply(null, submission.reply({ hideFields: HIDDEN }));
  }
  const formError = (key: string) => submission.reply({ formErrors: [key], hideFields: HIDDEN });
  const { email, password, redirectTo } = submission.value;
  const check = await checkPassword(email, password);
  if (check.status === "locked") {
    return formReply(null, formError("auth:errors.accountLocked"), {
      status: 429,
      headers: { "Retry-After": String(check.retryAfterSeconds) },
    });
  }
  if (check.status === "invalid") return formReply(null, formError("auth:errors.invalidCredentials"));
  if (check.user.suspendedAt) return formReply(null, formError("auth:errors.accountSuspended"));
  const refusal = options.refuse?.(check.user);
  if (refusal) return formReply(null, formError(refusal));
  return signInAndRedirect(request, {
    userId: check.user.id,
    provider: "password",
    redirectTo: safeRedirectPath(redirectTo, options.defaultRedirect ?? "/"),
  });
}
