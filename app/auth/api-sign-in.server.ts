// The JSON API's sign-in answers (spec §7): `{ user, token }` where the token
// is the session token, or the ApiError that says why not.
import { json } from "@remix-run/node";
import type { User } from "@prisma/client";
import { toViewer } from "~/auth/session.server";
import type { SocialSignInError } from "~/auth/oauth.server";
import { issuePendingSignIn } from "~/auth/pending-sign-in.server";
import type { SocialProfile } from "~/auth/providers.server";
import { openAccountSession, type AccountProvider } from "~/auth/sign-in.server";
import { findOrCreateSocialAccount } from "~/models/social-account.server";
import { checkPassword } from "~/models/user.server";
import { ApiError } from "~/utils/api.server";

/**
 * Opens the session and answers `{ user, token }`. Another live session of
 * the account (and no `force`) is a 409 EXISTING_SESSION carrying a
 * `pendingSignIn` that POST /api/auth/force-login accepts once within five
 * minutes, so a social sign-in need not be repeated to confirm.
 */
export async function apiSignIn(
  request: Request,
  input: { userId: string; provider: AccountProvider; force: boolean; status?: number; headers?: HeadersInit },
): Promise<Response> {
  const opened = await openAccountSession(request, input);
  // Tokens must not be kept by caches on the way.
  const headers = new Headers(input.headers);
  headers.set("Cache-Control", "no-store");
  if (opened.status === "suspended") throw new ApiError("ACCOUNT_SUSPENDED", { headers });
  if (opened.status === "elsewhere") {
    throw new ApiError("EXISTING_SESSION", {
      headers,
      extra: {
        hasExistingSessions: true,
        pendingSignIn: await issuePendingSignIn({ userId: input.userId, provider: input.provider, redirectTo: null }),
      },
    });
  }
  return json({ user: toViewer(opened.session), token: opened.token }, { status: input.status ?? 200, headers });
}

/** The account whose password this is; otherwise 400 INVALID_CREDENTIALS or 429 ACCOUNT_LOCKED. */
export async function requirePasswordAccount(email: string, password: string): Promise<User> {
  const check = await checkPassword(email, password);
  if (check.status === "ok") return check.user;
  if (check.status === "locked") {
    throw new ApiError("ACCOUNT_LOCKED", { headers: { "Retry-After": String(check.retryAfterSeconds) } });
  }
  throw new ApiError("INVALID_CREDENTIALS");
}

export function socialSignInApiError(error: SocialSignInError, headers?: HeadersInit): ApiError {
  if (error.failure === "unavailable") return new ApiError("PROVIDER_UNAVAILABLE", { headers });
  return new ApiError("OAUTH_FAILED", { messageKey: `auth:oauth.${error.failure}`, headers });
}

/** Signs in with the account behind this provider profile (creating it when new). */
export async function apiSocialSignIn(
  request: Request,
  profile: SocialProfile,
  options: { force: boolean; headers?: HeadersInit },
): Promise<Response> {
  const account = await findOrCreateSocialAccount(profile);
  if (account.status === "emailNotVerified") throw new ApiError("EMAIL_NOT_VERIFIED", { headers: options.headers });
  if (account.status === "signUpClosed") throw new ApiError("SIGN_UP_CLOSED", { headers: options.headers });
  if (account.status === "emailRequired") {
    throw new ApiError("OAUTH_FAILED", { messageKey: "auth:oauth.emailRequired", headers: options.headers });
  }
  return apiSignIn(request, { userId: account.user.id, provider: profile.provider, ...options });
}
