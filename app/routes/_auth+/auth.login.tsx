// POST /auth/login (email, password). A failed post renders the sign-in panel
// here with the errors; a GET goes home. When the account is signed in on
// another device the browser is asked first (/auth/other-device).
import { type ActionFunctionArgs, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { passwordSignInAction } from "~/auth/password-sign-in.server";
import { SignInPanel } from "~/components/auth-forms";
import authStylesHref from "~/styles/auth.css";
import { pageMeta } from "~/utils/meta";
import { redirectPlainVisitHome } from "~/utils/http.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStylesHref }];

export const loader = redirectPlainVisitHome;

export const action = (args: ActionFunctionArgs) => passwordSignInAction(args);

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
