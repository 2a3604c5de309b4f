// Every access rule of spec §2 and §6, for pages and the JSON API, in one
// place. A loader, an action or an API route starts with one of these.
//
//                          page (loader, form action)          JSON API (/api/*)
//   anyone                 optionalSession                     optionalSession
//   signed in (or guest)   requireSignedIn → sign-in redirect  requireApiSession → 401
//   an account             requireUser     → sign-in redirect  requireApiUser    → 401
//   an admin permission    requirePermission / requireAdmin    requireApiPermission → 401, 403
//                          → /admin/login, or back with a toast
//
// A page's refusal is a thrown redirect; the API's is a thrown ApiError
// (`{ error: { code, message } }`, utils/api.server.ts). What each role may do
// is data: ROLE_PERMISSIONS in shared/permissions.ts.
import { redirect } from "@remix-run/node";
import type { User } from "@prisma/client";
import { getActiveSession, lookupSession, REVOKE_REASONS, type SessionWithUser } from "~/auth/session.server";
import { hasPermission, type Actor, type Permission } from "~/shared/permissions";
import { ApiError } from "~/utils/api.server";
import { redirectWithToast } from "~/utils/toast.server";

/** A session of an account (not a guest's). */
export type UserSession = SessionWithUser & { user: User };

const isAccount = (session: SessionWithUser): session is UserSession => session.user !== null;

/** Who asks, if anyone: for what everyone may see, and what it shows signed-in viewers differently. */
export function optionalSession(request: Request): Promise<SessionWithUser | null> {
  return getActiveSession(request);
}

/** The account acting in a session, as domain functions take it; null for a guest. */
export function actorOf(session: UserSession): Actor;
export function actorOf(session: SessionWithUser): Actor | null;
export function actorOf(session: SessionWithUser): Actor | null {
  return session.user ? { id: session.user.id, role: session.user.role } : null;
}

// Pages

function signInRedirect(request: Request, path: string, returnTo?: string): Response {
  const url = new URL(request.url);
  const back = returnTo ?? url.pathname + url.search;
  return redirect(back === "/" ? path : `${path}?redirectTo=${encodeURIComponent(back)}`);
}

/**
 * A signed-in page: an account or a guest. Otherwise to `/`, to come back to
 * this URL (or `returnTo`, for a form post made from another page) after sign-in.
 */
export async function requireSignedIn(request: Request, returnTo?: string): Promise<SessionWithUser> {
  const session = await getActiveSession(request);
  if (!session) throw signInRedirect(request, "/", returnTo);
  return session;
}

/** Something only an account can do (a guest writes nothing to the server). */
export async function requireUser(request: Request): Promise<UserSession> {
  const session = await getActiveSession(request);
  if (!session || !isAccount(session)) throw signInRedirect(request, "/");
  return session;
}

/**
 * The admin area (spec §2, §6), for pages and their form actions: a visitor
 * who is not signed in goes to /admin/login; anyone signed in without an
 * admin role (a guest too) goes to / and is told "Admin permission required";
 * an admin without this permission (a super_admin's) goes back to /admin and
 * is told so.
 */
export async function requirePermission(request: Request, permission: Permission): Promise<UserSession> {
  const session = await getActiveSession(request);
  if (!session) throw signInRedirect(request, "/admin/login");
  if (!isAccount(session) || !hasPermission(session.user.role, "admin:view")) {
    throw await redirectWithToast("/", { type: "error", key: "guard.adminRequired" });
  }
  if (!hasPermission(session.user.role, permission)) {
    throw await redirectWithToast("/admin", { type: "error", key: "guard.permissionRequired" });
  }
  return session;
}

/** Any admin page: the area itself. */
export function requireAdmin(request: Request): Promise<UserSession> {
  return requirePermission(request, "admin:view");
}

// The JSON API

/**
 * The caller's session (an account or a guest), from `Authorization: Bearer`
 * or the cookie; 401 otherwise, with the reason a session we issued ended
 * (another device signed in: SESSION_EXPIRED; suspended: ACCOUNT_SUSPENDED, 403).
 */
export async function requireApiSession(request: Request): Promise<SessionWithUser> {
  const found = await lookupSession(request);
  if (found.status === "active") return found.session;
  if (found.status === "ended" && found.reason === REVOKE_REASONS.replaced) throw new ApiError("SESSION_EXPIRED");
  if (found.status === "ended" && found.reason === REVOKE_REASONS.suspended) throw new ApiError("ACCOUNT_SUSPENDED");
  throw new ApiError("UNAUTHORIZED");
}

/**
 * The caller's account. Guests get 401 too: nothing of theirs is written to
 * the server, and the browser ignores a guest's 401 (spec §6).
 */
export async function requireApiUser(request: Request): Promise<UserSession> {
  const session = await requireApiSession(request);
  if (!isAccount(session)) throw new ApiError("UNAUTHORIZED");
  return session;
}

/** The admin JSON API: 401 without an account, 403 FORBIDDEN without the permission. */
export async function requireApiPermission(request: Request, permission: Permission): Promise<UserSession> {
  const session = await requireApiUser(request);
  if (!hasPermission(session.user.role, permission)) {
    throw new ApiError("FORBIDDEN", { messageKey: "guard.adminRequired" });
  }
  return session;
}
