// GET /auth/callback (public, spec §2): where Google, Naver and Kakao send the
// browser back. Signs in (or asks about the other device), or goes home with
// the reason: cancelled, expired or forged request, provider failure,
// unverified or missing e-mail. Never a 500 for any of these.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { clearFlowCookies, clearReturnTo, finishSocialSignIn, readReturnTo, SocialSignInError } from "~/auth/oauth.server";
import { signInAndRedirect } from "~/auth/sign-in.server";
import { findOrCreateSocialAccount } from "~/models/social-account.server";
import { combineHeaders } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const state = new URL(request.url).searchParams.get("state");
  const cleanup = combineHeaders(
    ...clearFlowCookies(request, state).map((cookie) => ({ "Set-Cookie": cookie })),
    { "Set-Cookie": await clearReturnTo() },
  );
  let profile;
  try {
    profile = await finishSocialSignIn(request);
  } catch (error) {
    if (!(error instanceof SocialSignInError)) throw error;
    return redirectWithToast("/", { type: "error", key: `auth:oauth.${error.failure}` }, { headers: cleanup });
  }
  const account = await findOrCreateSocialAccount(profile);
  if (account.status !== "ok") {
    return redirectWithToast("/", { type: "error", key: `auth:oauth.${account.status}` }, { headers: cleanup });
  }
  return signInAndRedirect(request, {
    userId: account.user.id,
    provider: profile.provider,
    redirectTo: await readReturnTo(request),
    headers: cleanup,
  });
}
