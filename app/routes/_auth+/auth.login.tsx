// POST /auth/login (email, password). A failed post renders the sign-in panel
// here with the errors; a guest opening it gets the form, anyone else goes
// home (auth/guest-pages.server.ts). When the account is signed in on
// another device the browser is asked first (/auth/other-device).
import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { signInPageLoader } from "~/auth/guest-pages.server";
import { passwordSignInAction } from "~/auth/password-sign-in.server";
import { SignInPanel } from "~/components/auth-forms";
import authStylesHref from "~/styles/auth.css";
import { pageMeta } from "~/utils/meta";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStylesHref }];

// A guest gets the form here (issue 25); a visitor the home page's panel; an account goes home.
export const loader = (args: LoaderFunctionArgs) => signInPageLoader(args, "login");

export const action = (args: ActionFunctionArgs) => passwordSignInAction(args);

export const meta: MetaFunction = ({ matches }) => pageMeta(matches);

export default function LoginRoute() {
  const actionData = useActionData<typeof action>();
  const loaderData = useLoaderData<typeof loader>();
  const redirectTo = actionData ? actionData.result.initialValue?.redirectTo : loaderData?.redirectTo;
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
