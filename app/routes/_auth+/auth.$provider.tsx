// GET /auth/{google|naver|kakao}: starts a social sign-in. A plain link (no
// form post), so the CSP's form-action 'self' never meets the provider.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { commitReturnTo, startSocialSignIn } from "~/auth/oauth.server";
import { isSocialProvider, providerConfig } from "~/auth/providers.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const provider = params.provider;
  if (!isSocialProvider(provider) || !providerConfig(provider)) {
    throw await redirectWithToast("/", { type: "error", key: "auth:oauth.unknownProvider" });
  }
  const { authUrl, setCookie } = await startSocialSignIn(provider, request);
  const headers = new Headers({ "Set-Cookie": setCookie });
  headers.append("Set-Cookie", await commitReturnTo(new URL(request.url).searchParams.get("redirectTo")));
  return redirect(authUrl, { headers });
}
