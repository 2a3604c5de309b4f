// Every access rule of spec §2 and §6 in one place. Loaders and actions start
// with one of these; each throws a redirect when the rule is not met.
import { redirect } from "@remix-run/node";
import type { User } from "@prisma/client";
import { getActiveSession, type SessionWithUser } from "~/auth/session.server";
import { hasPermission, type Permission } from "~/shared/permissions";
import type { Role, SessionProvider } from "~/shared/roles";
import type { Viewer } from "~/shared/viewer";
import { ApiError, requireApiSession } from "~/utils/api.server";
import { redirectWithToast } from "~/utils/toast.server";

export type UserSession = SessionWithUser & { user: User };

export function toViewer(session: SessionWithUser): Viewer {
  const { user } = session;
  return {
    id: user?.id ?? `guest_${session.id}`,
    name: user?.nickname ?? null,
    email: user?.email ?? null,
    role: (user?.role as Role | undefined) ?? "user",
    provider: session.provider as SessionProvider,
    profileImage: user?.profileImage ?? null,
    loginAt: session.createdAt.toISOString(),
    updatedAt: user?.updatedAt.toISOString() ?? null,
  };
}

export async function getViewer(request: Request): Promise<Viewer | null> {
  const session = await getActiveSession(request);
  return session ? toViewer(session) : null;
}

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
  if (!session?.user) throw signInRedirect(request, "/");
  return session as UserSession;
}

/**
 * The admin area (spec §2, §6), for pages and their form actions: a visitor
 * who is not signed in goes to /admin/login; anyone signed in without an
 * admin role (a guest too) goes to / and is told "Admin permission required";
 * an admin without this permission (a super_admin's) goes back to /admin and
 * is told so. What each role may do is `ROLE_PERMISSIONS` (shared/permissions.ts).
 */
export async function requirePermission(request: Request, permission: Permission): Promise<UserSession> {
  const session = await getActiveSession(request);
  if (!session) throw signInRedirect(request, "/admin/login");
  if (!session.user || !hasPermission(session.user.role, "admin:view")) {
    throw await redirectWithToast("/", { type: "error", key: "guard.adminRequired" });
  }
  if (!hasPermission(session.user.role, permission)) {
    throw await redirectWithToast("/admin", { type: "error", key: "guard.permissionRequired" });
  }
  return session as UserSession;
}

/** Any admin page: the area itself. */
export function requireAdmin(request: Request): Promise<UserSession> {
  return requirePermission(request, "admin:view");
}

/** The admin JSON API: 401 without a session (or for a guest), 403 FORBIDDEN without the permission. */
export async function requireApiPermission(request: Request, permission: Permission): Promise<UserSession> {
  const session = await requireApiSession(request);
  if (!session.user) throw new ApiError("UNAUTHORIZED");
  if (!hasPermission(session.user.role, permission)) {
    throw new ApiError("FORBIDDEN", { messageKey: "guard.adminRequired" });
  }
  return session as UserSession;
}

/** Sign-in forms: a signed-in visitor has nothing to do there. */
export async function requireAnonymous(request: Request, to = "/"): Promise<void> {
  if (await getActiveSession(request)) throw redirect(to);
}
