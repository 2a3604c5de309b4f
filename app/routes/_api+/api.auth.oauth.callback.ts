// POST /api/auth/oauth/callback {provider, accessToken, force?} → { user, token }.
// For clients that signed in with the provider themselves (its SDK): the
// token is checked by asking the provider's profile endpoint who holds it.
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiSocialSignIn, socialSignInApiError } from "~/auth/api-sign-in.server";
import { fetchSocialProfile, SocialSignInError } from "~/auth/oauth.server";
import { providerConfig } from "~/auth/providers.server";
import { OAuthTokenSignInSchema } from "~/schemas/auth";
import { allowMethods, ApiError, apiRoute, methodNotAllowed, readJson } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  allowMethods(request, ["POST"]);
  const { provider, accessToken, force } = await readJson(request, OAuthTokenSignInSchema);
  const config = providerConfig(provider);
  if (!config) {
    throw new ApiError("VALIDATION_ERROR", { fields: { provider: ["auth:oauth.unknownProvider"] } });
  }
  let profile;
  try {
    profile = await fetchSocialProfile(config, accessToken);
  } catch (error) {
    if (error instanceof SocialSignInError) throw socialSignInApiError(error);
    throw error;
  }
  return apiSocialSignIn(request, profile, { force: force ?? false });
});
