// Social sign-in with remix-auth + remix-auth-oauth2: authorization code with
// PKCE (S256) and state. remix-auth v4 keeps no session: a strategy's result
// is the provider's profile, and the caller opens our own database session.
// The state and PKCE verifier live in a short cookie per started sign-in,
// named after the provider, so the single return address (/auth/callback)
// knows which provider it is hearing from.
import { createCookie } from "@remix-run/node";
import { OAuth2Tokens } from "arctic";
import { Authenticator } from "remix-auth";
import { CodeChallengeMethod, OAuth2RequestError, OAuth2Strategy } from "remix-auth-oauth2";
import {
  callbackUrl,
  providerConfig,
  type ProviderConfig,
  type SocialProfile,
} from "~/auth/providers.server";
import { getEnv } from "~/env.server";
import { OAUTH_FLOW_TTL_MS, PROVIDER_REQUEST_TIMEOUT_MS } from "~/shared/constants";
import { SOCIAL_PROVIDERS, type SocialProvider } from "~/shared/roles";
import { safeRedirectPath } from "~/utils/http.server";

export type SocialSignInFailure =
  /** The person said no on the provider's consent screen. */
  | "denied"
  /** No sign-in of ours is waiting for this answer (expired, other browser, forged). */
  | "badState"
  /** The provider answered with an error or something we cannot read. */
  | "providerError"
  /** The provider could not be reached. */
  | "unavailable"
  /** An access token the provider does not accept (the API's token callback). */
  | "invalidToken";

export class SocialSignInError extends Error {
  constructor(
    readonly failure: SocialSignInFailure,
    options?: { cause?: unknown },
  ) {
    super(`social sign-in failed: ${failure}`, options);
  }
}

const FLOW_COOKIE_PREFIX = "fc_oauth_";

function flowCookieName(provider: SocialProvider) {
  return `${FLOW_COOKIE_PREFIX}${provider}`;
}

async function providerFetch(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(PROVIDER_REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new SocialSignInError("unavailable", { cause: error });
  }
}

/** Asks the provider who holds this access token. */
export async function fetchSocialProfile(config: ProviderConfig, accessToken: string): Promise<SocialProfile> {
  const response = await providerFetch(config.profileEndpoint, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
  });
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new SocialSignInError("invalidToken");
  }
  const body: unknown = await response.json().catch(() => null);
  const profile = response.ok ? config.readProfile(body) : null;
  if (!profile) throw new SocialSignInError("providerError");
  return { provider: config.provider, ...profile };
}

class ProviderStrategy extends OAuth2Strategy<SocialProfile> {
  constructor(private readonly config: ProviderConfig) {
    super(
      {
        cookie: {
          name: flowCookieName(config.provider),
          maxAge: OAUTH_FLOW_TTL_MS / 1000,
          ...(getEnv().secureCookies ? { secure: true as const } : {}),
        },
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        authorizationEndpoint: config.authorizationEndpoint,
        tokenEndpoint: config.tokenEndpoint,
        redirectURI: callbackUrl(),
        scopes: config.scopes,
        codeChallengeMethod: CodeChallengeMethod.S256,
      },
      ({ tokens }) => fetchSocialProfile(config, tokens.accessToken()),
    );
    this.name = config.provider;
  }

  // The library sends the client secret as HTTP Basic; Kakao and Naver read it only from the
  // body, which Google accepts too (client_secret_post). Naver also answers errors with a 200.
  protected override async validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    const response = await providerFetch(this.config.tokenEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded;charset=utf-8", Accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: callbackUrl(),
        code_verifier: codeVerifier,
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
      }),
    });
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (typeof data?.error === "string") {
      const description = typeof data.error_description === "string" ? data.error_description : null;
      throw new OAuth2RequestError(data.error, description, null, null);
    }
    if (!response.ok || typeof data?.access_token !== "string") throw new SocialSignInError("providerError");
    return new OAuth2Tokens(data);
  }
}

let authenticator: Authenticator<SocialProfile> | undefined;

function socialAuthenticator(): Authenticator<SocialProfile> {
  if (!authenticator) {
    authenticator = new Authenticator<SocialProfile>();
    for (const provider of SOCIAL_PROVIDERS) {
      const config = providerConfig(provider);
      if (config) authenticator.use(new ProviderStrategy(config), provider);
    }
  }
  return authenticator;
}

/** The provider's authorize URL for a new sign-in, and the cookie that remembers it. */
export async function startSocialSignIn(
  provider: SocialProvider,
  request: Request,
): Promise<{ authUrl: string; setCookie: string }> {
  // A request without `state`, so the strategy starts a flow whatever the caller's URL held.
  const start = new Request(callbackUrl(), { headers: { Cookie: request.headers.get("Cookie") ?? "" } });
  try {
    await socialAuthenticator().authenticate(provider, start);
  } catch (thrown) {
    const location = thrown instanceof Response ? thrown.headers.get("Location") : null;
    if (location && thrown instanceof Response) {
      return { authUrl: location, setCookie: thrown.headers.get("Set-Cookie") ?? "" };
    }
    throw thrown;
  }
  throw new Error(`${provider}: the strategy did not redirect to the provider`);
}

function cookiePairs(request: Request): Array<[string, string]> {
  const header = request.headers.get("Cookie") ?? "";
  return header
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf("=");
      return at < 0 ? [part, ""] : [part.slice(0, at), part.slice(at + 1)];
    });
}

/** The started sign-ins this browser holds: one cookie each, with their state. */
function pendingFlows(request: Request) {
  return cookiePairs(request).flatMap(([name, value]) => {
    const provider = SOCIAL_PROVIDERS.find((p) => name.startsWith(`${flowCookieName(p)}:`));
    const state = new URLSearchParams(value).get("state");
    return provider && state ? [{ provider, state, cookieName: name }] : [];
  });
}

/** Expires the cookie of the sign-in that `state` belongs to (the library leaves it behind). */
export function clearFlowCookies(request: Request, state: string | null): string[] {
  const secure = getEnv().secureCookies ? "; Secure" : "";
  return pendingFlows(request)
    .filter((flow) => flow.state === state)
    .map((flow) => `${flow.cookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
}

function toFailure(error: unknown): SocialSignInError {
  if (error instanceof SocialSignInError) return error;
  if (error instanceof OAuth2RequestError) {
    return new SocialSignInError(error.code === "access_denied" ? "denied" : "providerError", { cause: error });
  }
  // remix-auth-oauth2: no or wrong state cookie, no code, no verifier.
  if (error instanceof ReferenceError || error instanceof RangeError) {
    return new SocialSignInError("badState", { cause: error });
  }
  throw error;
}

async function authenticate(provider: SocialProvider, request: Request): Promise<SocialProfile> {
  try {
    return await socialAuthenticator().authenticate(provider, request);
  } catch (error) {
    throw toFailure(error);
  }
}

/** The provider's answer at /auth/callback: who signed in, or why not. */
export async function finishSocialSignIn(request: Request): Promise<SocialProfile> {
  const url = new URL(request.url);
  const state = url.searchParams.get("state");
  const flow = pendingFlows(request).find((candidate) => candidate.state === state);
  if (!flow) {
    // Without a matching sign-in we still say "cancelled" when that is what the provider reports.
    throw new SocialSignInError(url.searchParams.get("error") === "access_denied" ? "denied" : "badState");
  }
  return authenticate(flow.provider, request);
}

/**
 * The API's code exchange (POST /api/auth/oauth/{provider}/callback): the
 * code from the return address, checked against the sign-in this client
 * started with GET /api/auth/oauth/{provider}/url. Without `state`, the one
 * sign-in of that provider the client holds is used.
 */
export async function exchangeSocialCode(
  provider: SocialProvider,
  request: Request,
  input: { code: string; state?: string | null },
): Promise<{ profile: SocialProfile; state: string }> {
  const flows = pendingFlows(request).filter((flow) => flow.provider === provider);
  const state = input.state ?? (flows.length === 1 ? flows[0]!.state : null);
  if (!state) throw new SocialSignInError("badState");
  const callback = new URL(callbackUrl());
  callback.search = new URLSearchParams({ code: input.code, state }).toString();
  const profile = await authenticate(provider, new Request(callback, { headers: { Cookie: request.headers.get("Cookie") ?? "" } }));
  return { profile, state };
}

/** Where the browser goes after a social sign-in started from a page. */
const returnToCookie = createCookie("fc_oauth_return", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: OAUTH_FLOW_TTL_MS / 1000,
});

export function commitReturnTo(redirectTo: string | null): Promise<string> {
  return returnToCookie.serialize(safeRedirectPath(redirectTo), { secure: getEnv().secureCookies });
}

export async function readReturnTo(request: Request): Promise<string> {
  return safeRedirectPath((await returnToCookie.parse(request.headers.get("Cookie"))) as unknown as string | null);
}

export function clearReturnTo(): Promise<string> {
  return returnToCookie.serialize("", { maxAge: 0, expires: new Date(0), secure: getEnv().secureCookies });
}
