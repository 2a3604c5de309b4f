// POST /auth/guest: a session with provider "guest" and no account; whatever
// a guest makes stays in the browser.
import { type ActionFunctionArgs } from "@remix-run/node";
import { signInAsGuestAndRedirect } from "~/auth/sign-in.server";
import { readForm } from "~/utils/forms.server";
import { redirectPlainVisitHome } from "~/utils/http.server";

export const loader = redirectPlainVisitHome;

export async function action({ request, context }: ActionFunctionArgs) {
  if (context.authRateLimited) {
    throw new Response(null, {
      status: 429,
      headers: { "Retry-After": String(context.authRateLimited.retryAfterSeconds) },
    });
  }
  const formData = await readForm(request, context);
  const redirectTo = formData.get("redirectTo");
  return signInAsGuestAndRedirect(request, typeof redirectTo === "string" ? redirectTo : null);
}
