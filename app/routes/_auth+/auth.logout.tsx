// POST /auth/logout: revokes this session in the database and clears the cookie,
// then goes home (or to the form's redirectTo, a path on this site).
import { type ActionFunctionArgs } from "@remix-run/node";
import { signOutAndRedirect } from "~/auth/sign-in.server";
import { readForm } from "~/utils/forms.server";
import { redirectPlainVisitHome, safeRedirectPath } from "~/utils/http.server";

export const loader = redirectPlainVisitHome;

export async function action({ request }: ActionFunctionArgs) {
  // A form may say where to go next (a guest leaving guest mode to sign in and come back).
  const form = await readForm(request);
  return signOutAndRedirect(request, safeRedirectPath(form.get("redirectTo")));
}
