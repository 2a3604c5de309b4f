// POST /auth/login (email, password). A failed post renders the sign-in panel
// here with the errors; a GET goes home. When the account is signed in on
// another device the browser is asked first (/auth/other-device).
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { SignInPanel } from "~/components/auth-forms";
import { signInAndRedirect } from "~/auth/sign-in.server";
import { checkPassword } from "~/models/user.server";
import { LoginSchema } from "~/schemas/auth";
import authStylesHref from "~/styles/auth.css";
import { accountLockedSubmission, authRateLimitReply, invalidSubmission, readForm } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { redirectPlainVisitHome } from "~/utils/http.server";

const HIDDEN = ["password"];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStylesHref }];

export const loader = redirectPlainVisitHome;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const limited = authRateLimitReply(context, (formErrors) =>
    parseWithZod(formData, { schema: LoginSchema }).reply({ formErrors, hideFields: HIDDEN }),
  );
  if (limited) return limited;

  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return invalidSubmission(submission.reply({ hideFields: HIDDEN }));
  }
  const { email, password, redirectTo } = submission.value;
  const check = await checkPassword(email, password);
  if (check.status === "locked") {
    return accountLockedSubmission(
      submission.reply({ formErrors: ["auth:errors.accountLocked"], hideFields: HIDDEN }),
      check.retryAfterSeconds,
    );
  }
  if (check.status === "invalid") {
    return invalidSubmission(submission.reply({ formErrors: ["auth:errors.invalidCredentials"], hideFields: HIDDEN }));
  }
  return signInAndRedirect(request, { userId: check.user.id, provider: "password", redirectTo });
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches);

export default function LoginRoute() {
  const actionData = useActionData<typeof action>();
  const redirectTo = actionData?.result.initialValue?.redirectTo;
  return (
    <div className="page page--narrow">
      <SignInPanel
        mode="login"
        lastResult={actionData?.result}
        redirectTo={typeof redirectTo === "string" ? redirectTo : null}
      />
    </div>
  );
}
