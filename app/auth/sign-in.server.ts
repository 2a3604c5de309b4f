// Starting and ending sessions from the sign-in forms.
import { redirect } from "@remix-run/node";
import { prisma } from "~/db.server";
import {
  commitSessionCookie,
  createSession,
  destroySessionCookie,
  getActiveSession,
  revokeSession,
  REVOKE_REASONS,
} from "~/auth/session.server";
import type { SessionProvider } from "~/shared/roles";
import { safeRedirectPath } from "~/utils/http.server";

/**
 * Opens a session for this account (or a guest) and sends the browser on with
 * its cookie. A session this browser already had is ended first.
 */
export async function signInAndRedirect(
  request: Request,
  input: { userId: string | null; provider: SessionProvider; redirectTo?: string | null },
): Promise<Response> {
  const previous = await getActiveSession(request);
  if (previous) await revokeSession(previous.id, REVOKE_REASONS.logout);
  const { token } = await createSession({
    userId: input.userId,
    provider: input.provider,
    userAgent: request.headers.get("User-Agent"),
  });
  if (input.userId) {
    await prisma.user.update({ where: { id: input.userId }, data: { lastLoginAt: new Date() } });
  }
  return redirect(safeRedirectPath(input.redirectTo), {
    headers: { "Set-Cookie": await commitSessionCookie(token) },
  });
}

/** Revokes this request's session (if any) and clears the cookie. */
export async function signOutAndRedirect(request: Request, to = "/"): Promise<Response> {
  const session = await getActiveSession(request);
  if (session) await revokeSession(session.id, REVOKE_REASONS.logout);
  return redirect(to, { headers: { "Set-Cookie": await destroySessionCookie() } });
}
