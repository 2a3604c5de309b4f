// Starting and ending sessions: the forms, social sign-in and the API all
// open an account's session here, so the one-device rule (spec §7, §8) is
// applied in one place. See docs/decisions/011-one-device-at-a-time.md.
import { redirect } from "@remix-run/node";
import { commitPendingSignIn } from "~/auth/pending-sign-in.server";
import {
  commitSessionCookie,
  createSession,
  destroySessionCookie,
  getActiveSession,
  listLiveSessions,
  revokeOtherSessions,
  revokeSession,
  REVOKE_REASONS,
  type SessionWithUser,
} from "~/auth/session.server";
import { lockAccountForWrite, writeTransaction } from "~/db/write-locks.server";
import { markSignedIn } from "~/models/user.server";
import type { SessionProvider } from "~/shared/roles";
import { combineHeaders, safeRedirectPath } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export type AccountProvider = Exclude<SessionProvider, "guest">;

/** Where a browser is asked whether to sign the other device out. */
const OTHER_DEVICE_PATH = "/auth/other-device";

export type OpenSessionResult =
  | { status: "opened"; token: string; session: SessionWithUser }
  /** Another device holds a live session and `force` was not given. */
  | { status: "elsewhere" }
  /** An admin suspended the account (issue 13): no sign-in by any way. */
  | { status: "suspended" };

/**
 * Opens a session of this account for the caller. The caller's own previous
 * session (this browser's cookie, or the API's Bearer token) is ended
 * either way and never counts as "elsewhere". Any other live session of the
 * account stops the sign-in unless `force`, which ends them with
 * SESSION_EXPIRED so those devices are told why.
 */
export async function openAccountSession(
  request: Request,
  input: { userId: string; provider: AccountProvider; force: boolean },
): Promise<OpenSessionResult> {
  const current = await getActiveSession(request);
  const userAgent = request.headers.get("User-Agent");
  // Check and open in one transaction that first locks the account's row: of several sign-ins
  // at once exactly one opens a session; the others then see it (decision 128).
  return writeTransaction(async (tx): Promise<OpenSessionResult> => {
    await lockAccountForWrite(tx, input.userId);
    const account = await tx.user.findUnique({ where: { id: input.userId }, select: { suspendedAt: true } });
    if (!account || account.suspendedAt) return { status: "suspended" };
    if (input.force) {
      await revokeOtherSessions(input.userId, current?.id ?? null, REVOKE_REASONS.replaced, tx);
    } else if ((await listLiveSessions(input.userId, current?.id, tx)).length > 0) {
      return { status: "elsewhere" };
    }
    if (current) await revokeSession(current.id, REVOKE_REASONS.logout, tx);
    const { token, session } = await createSession({ userId: input.userId, provider: input.provider, userAgent }, tx);
    await markSignedIn(input.userId, tx);
    return { status: "opened", token, session };
  });
}

/**
 * The pages' sign-in: a session and its cookie, then on to `redirectTo`; or,
 * when another device is signed in, a pending sign-in and the question.
 */
export async function signInAndRedirect(
  request: Request,
  input: {
    userId: string;
    provider: AccountProvider;
    redirectTo?: string | null;
    force?: boolean;
    headers?: HeadersInit;
  },
): Promise<Response> {
  const opened = await openAccountSession(request, {
    userId: input.userId,
    provider: input.provider,
    force: input.force ?? false,
  });
  const redirectTo = input.redirectTo ? safeRedirectPath(input.redirectTo) : null;
  if (opened.status === "suspended") {
    return redirectWithToast("/", { type: "error", key: "auth:errors.accountSuspended" }, { headers: input.headers });
  }
  if (opened.status === "elsewhere") {
    const pending = await commitPendingSignIn({ userId: input.userId, provider: input.provider, redirectTo });
    return redirect(OTHER_DEVICE_PATH, { headers: combineHeaders(input.headers, { "Set-Cookie": pending }) });
  }
  return redirect(redirectTo ?? "/", {
    headers: combineHeaders(input.headers, { "Set-Cookie": await commitSessionCookie(opened.token) }),
  });
}

/** Guest mode: a session without an account, which never meets the one-device rule. */
export async function signInAsGuestAndRedirect(request: Request, redirectTo: string | null): Promise<Response> {
  const previous = await getActiveSession(request);
  if (previous) await revokeSession(previous.id, REVOKE_REASONS.logout);
  const { token } = await createSession({ userId: null, provider: "guest", userAgent: request.headers.get("User-Agent") });
  return redirect(safeRedirectPath(redirectTo), { headers: { "Set-Cookie": await commitSessionCookie(token) } });
}

/** Revokes this request's session (if any) and clears the cookie. */
export async function signOutAndRedirect(request: Request, to = "/", headers?: HeadersInit): Promise<Response> {
  const session = await getActiveSession(request);
  if (session) await revokeSession(session.id, REVOKE_REASONS.logout);
  return redirect(to, { headers: combineHeaders(headers, { "Set-Cookie": await destroySessionCookie() }) });
}
