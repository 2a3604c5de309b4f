// GET /api/auth/oauth/{provider}/url?redirectUri= → { authUrl }. Starts a
// social sign-in for an API client; the state and PKCE verifier go into the
// same short cookie the pages use. Only our registered return address is
// accepted as redirectUri (no open redirect through the provider).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { startSocialSignIn } from "~/auth/oauth.server";
import { callbackUrl, isSocialProvider, providerConfig } from "~/auth/providers.server";
import { ApiError, apiRoute, methodNotAllowed } from "~/utils/api.server";

function isOurCallback(value: string | null): boolean {
  if (!value) return false;
  try {
    return new URL(value).href === callbackUrl();
  } catch {
    return false;
  }
}

export const loader = apiRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const provider = params.provider;
  if (!isSocialProvider(provider) || !providerConfig(provider)) {
    throw new ApiError("NOT_FOUND", { messageKey: "auth:oauth.unknownProvider" });
  }
  const redirectUri = new URL(request.url).searchParams.get("redirectUri");
  if (!isOurCallback(redirectUri)) {
    throw new ApiError("VALIDATION_ERROR", {
      fields: { redirectUri: [redirectUri ? "auth:validation.redirectUri" : "validation.required"] },
    });
  }
  const { authUrl, setCookie } = await startSocialSignIn(provider, request);
  return Response.json({ authUrl }, { headers: { "Set-Cookie": setCookie, "Cache-Control": "no-store" } });
});

export const action = methodNotAllowed(["GET"]);
