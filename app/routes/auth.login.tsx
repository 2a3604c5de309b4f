// POST /auth/login (email, password). A failed post renders the sign-in panel
// here with the errors; a GET goes home.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { z } from "zod";
import { SignInPanel } from "~/components/auth-forms";
import { signInAndRedirect } from "~/auth/sign-in.server";
import { verifyLogin } from "~/models/user.server";
import { LoginSchema } from "~/schemas/auth";
import { authRateLimitReply, invalidSubmission, readForm } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { redirectPlainVisitHome } from "~/utils/http.server";

const HIDDEN = ["password"];

export const loader = redirectPlainVisitHome;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const limited = authRateLimitReply(context, (formErrors) =>
    parseWithZod(formData, { schema: LoginSchema }).reply({ formErrors, hideFields: HIDDEN }),
  );
  if (limited) return limited;

  const submission = await parseWithZod(formData, {
    async: true,
    schema: LoginSchema.transform(async (data, ctx) => {
      const user = await verifyLogin(data.email, data.password);
      if (!user) {
        ctx.addIssue({ code: "custom", message: "auth:errors.invalidCredentials" });
        return z.NEVER;
      }
      return { ...data, user };
    }),
  });
  if (submission.status !== "success") {
    return invalidSubmission(submission.reply({ hideFields: HIDDEN }));
  }
  const { user, redirectTo } = submission.value;
  return signInAndRedirect(request, { userId: user.id, provider: "password", redirectTo });
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
