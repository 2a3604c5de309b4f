// POST /auth/register (email, password, nickname, agreeTerms). A guest opening
// it gets the form (auth/guest-pages.server.ts); anyone else goes home.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { signInPageLoader } from "~/auth/guest-pages.server";
import { SignInPanel } from "~/components/auth-forms";
import { signInAndRedirect } from "~/auth/sign-in.server";
import { isEmailTaken, registerWithPassword } from "~/models/user.server";
import { RegisterSchema } from "~/schemas/auth";
import authStylesHref from "~/styles/auth.css";
import { authRateLimitReply, formReply, readForm } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";

const HIDDEN = ["password"];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStylesHref }];

// A guest gets the form here (issue 25); a visitor the home page's panel; an account goes home.
export const loader = (args: LoaderFunctionArgs) => signInPageLoader(args, "register");

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context);
  const limited = authRateLimitReply(context, (formErrors) =>
    parseWithZod(formData, { schema: RegisterSchema }).reply({ formErrors, hideFields: HIDDEN }),
  );
  if (limited) return limited;

  const submission = await parseWithZod(formData, {
    async: true,
    schema: RegisterSchema.superRefine(async (data, ctx) => {
      if (await isEmailTaken(data.email)) {
        ctx.addIssue({ code: "custom", path: ["email"], message: "validation.email.taken" });
      }
    }),
  });
  if (submission.status !== "success") {
    return formReply(null, submission.reply({ hideFields: HIDDEN }));
  }
  const { email, password, nickname, redirectTo } = submission.value;
  const registration = await registerWithPassword({ email, password, nickname });
  if (registration.status === "signUpClosed") {
    return formReply(null, submission.reply({ formErrors: ["auth:errors.signUpClosed"], hideFields: HIDDEN }));
  }
  if (registration.status === "emailTaken") {
    return formReply(null, submission.reply({ fieldErrors: { email: ["validation.email.taken"] }, hideFields: HIDDEN }));
  }
  return signInAndRedirect(request, { userId: registration.user.id, provider: "password", redirectTo });
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches);

export default function RegisterRoute() {
  const actionData = useActionData<typeof action>();
  const loaderData = useLoaderData<typeof loader>();
  const redirectTo = actionData ? actionData.result.initialValue?.redirectTo : loaderData?.redirectTo;
  return (
    <div className="page page--narrow">
      <SignInPanel
        mode="register"
        lastResult={actionData?.result}
        redirectTo={typeof redirectTo === "string" ? redirectTo : null}
      />
    </div>
  );
}
