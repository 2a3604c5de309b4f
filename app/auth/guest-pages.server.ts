// The sign-in pages a guest opens (issue 25, decision 120): /auth/login and
// /auth/register show their form to a guest, who signs in without leaving
// guest mode first (so nothing kept in the browser is lost on the way); and
// /auth/logout asks a guest before anything is deleted. Everyone else keeps
// what these URLs did before: a visitor finds the sign-in panel on the home
// page, an account goes home.
import { redirect, type AppLoadContext } from "@remix-run/node";
import { optionalSession } from "~/auth/guards.server";
import { safeRedirectPath } from "~/utils/http.server";

type LoaderArgs = { request: Request; context: AppLoadContext };

/** The path to come back to, from the URL's redirectTo; null when none (or not one of ours). */
export function redirectToParam(request: Request): string | null {
  const value = new URL(request.url).searchParams.get("redirectTo");
  return value ? safeRedirectPath(value, "") || null : null;
}

/** The query that carries redirectTo on to another sign-in URL. */
function carried(redirectTo: string | null, prefix: "?" | "&"): string {
  return redirectTo ? `${prefix}redirectTo=${encodeURIComponent(redirectTo)}` : "";
}

/**
 * GET /auth/login and /auth/register: a guest gets the form here; a visitor
 * goes to the home page's panel in the same mode; an account goes where it
 * was going. The page rendered after a post (and its data request) is left alone.
 */
export async function signInPageLoader({ request, context }: LoaderArgs, mode: "login" | "register") {
  const redirectTo = redirectToParam(request);
  if (!context.isPageVisit) return { redirectTo };
  const session = await optionalSession(request);
  if (session && !session.user) return { redirectTo };
  if (session) throw redirect(redirectTo ?? "/");
  // The home page's panel: in sign-in mode by default.
  throw redirect(mode === "register" ? `/?mode=register${carried(redirectTo, "&")}` : `/${carried(redirectTo, "?")}`);
}

/** The home page's sign-in links (/?mode=…, /?redirectTo=…) opened by a guest: the form on its own page. */
export function guestSignInPath(request: Request): string | null {
  const url = new URL(request.url);
  const mode = url.searchParams.get("mode");
  if (mode !== "login" && mode !== "register" && !url.searchParams.has("redirectTo")) return null;
  return `/auth/${mode === "register" ? "register" : "login"}${carried(redirectToParam(request), "?")}`;
}

/** GET /auth/logout: a guest is asked first (the page); anyone else goes home, as before. */
export async function signOutPageLoader({ request, context }: LoaderArgs) {
  const redirectTo = redirectToParam(request);
  if (!context.isPageVisit) return { redirectTo };
  const session = await optionalSession(request);
  if (session && !session.user) return { redirectTo };
  throw redirect("/");
}

/** Whether this sign-out must ask first: a guest's, not yet confirmed on the page. */
export async function guestMustConfirm(request: Request, form: FormData): Promise<boolean> {
  if (form.get("confirm") === "yes") return false;
  const session = await optionalSession(request);
  return session !== null && !session.user;
}
