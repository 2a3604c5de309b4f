// POST /api/auth/oauth/{provider}/callback {code, state?, force?} → { user, token }.
// The code the provider returned to /auth/callback for a sign-in started
// with GET /api/auth/oauth/{provider}/url, checked against that sign-in's
// state and PKCE verifier (its cookie).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiSocialSignIn, socialSignInApiError } from "~/auth/api-sign-in.server";
import { clearFlowCookies, exchangeSocialCode, SocialSignInError } from "~/auth/oauth.server";
import { isSocialProvider, providerConfig } from "~/auth/providers.server";
import { OAuthCodeSignInSchema } from "~/schemas/auth";
import { allowMethods, ApiError, apiRoute, methodNotAllowed, readJson } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  allowMethods(request, ["POST"]);
  const provider = params.provider;
  if (!isSocialProvider(provider) || !providerConfig(provider)) {
    throw new ApiError("NOT_FOUND", { messageKey: "auth:oauth.unknownProvider" });
  }
  const body = await readJson(request, OAuthCodeSignInSchema);
  let result;
  try {
    result = await exchangeSocialCode(provider, request, body);
  } catch (error) {
    if (error instanceof SocialSignInError) {
      const headers = new Headers();
      for (const cookie of clearFlowCookies(request, body.state ?? null)) headers.append("Set-Cookie", cookie);
      throw socialSignInApiError(error, headers);
    }
    throw error;
  }
  const headers = new Headers();
  for (const cookie of clearFlowCookies(request, result.state)) headers.append("Set-Cookie", cookie);
  return apiSocialSignIn(request, result.profile, { force: body.force ?? false, headers });
});
