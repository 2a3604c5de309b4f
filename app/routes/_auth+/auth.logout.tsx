// POST /auth/logout: revokes this session in the database and clears the cookie.
import { type ActionFunctionArgs } from "@remix-run/node";
import { signOutAndRedirect } from "~/auth/sign-in.server";
import { redirectPlainVisitHome } from "~/utils/http.server";

export const loader = redirectPlainVisitHome;

export async function action({ request }: ActionFunctionArgs) {
  return signOutAndRedirect(request);
}
