// Social sign-in in integration tests: the app's own mock provider answers
// the server's calls (token, profile, picture) in-process instead of over
// the network, and `runSocialSignIn` walks the browser's part of the flow.
import { vi } from "vitest";
import { handleMockOAuth } from "~/mocks/oauth-provider.server";
import { getEnv } from "~/env.server";
import { loader as callbackLoader } from "~/routes/_auth+/auth.callback";
import { loader as startLoader } from "~/routes/_auth+/auth.$provider";
import type { SocialProvider } from "~/shared/roles";
import { callRoute, cookieJar } from "./helpers";

/** Call before any test of the file reads the environment. */
export function switchMocksOn() {
  process.env.MOCKS = "true";
}

/** fetch() reaches the mock provider on APP_URL; anything else fails as the network would. */
export function routeFetchToMockProvider() {
  const appOrigin = new URL(getEnv().APP_URL).origin;
  const calls: string[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    if (url.origin === appOrigin && url.pathname.startsWith("/mock-oauth/")) {
      const [, , provider, endpoint] = url.pathname.split("/");
      return handleMockOAuth(request, { provider, endpoint });
    }
    throw new TypeError(`fetch failed: no network in tests (${url.href})`);
  });
  return { spy, calls };
}

export interface MockIdentity {
  sub: string;
  email?: string;
  name?: string;
  emailVerified?: boolean;
  picture?: boolean;
}

export type MockDecision = "allow" | "deny" | "error" | "token_error";

/** The browser opens these URLs: page visits. */
const pageVisit = { isPageVisit: true };

/** GET /auth/{provider}: the provider's authorize URL and the browser's cookies after it. */
export async function startSocialSignIn(provider: SocialProvider, cookies = "", query = "") {
  const response = await callRoute(startLoader, `/auth/${provider}${query}`, { cookie: cookies, params: { provider }, context: pageVisit });
  return { response, authUrl: response.headers.get("Location"), cookies: cookieJar(cookies, response) };
}

/** The consent page's post: where the provider sends the browser back. */
export async function decideAtProvider(provider: SocialProvider, authUrl: string, identity: MockIdentity, decision: MockDecision = "allow") {
  const params = new URL(authUrl).searchParams;
  const form = new URLSearchParams();
  for (const name of ["client_id", "redirect_uri", "state", "code_challenge", "code_challenge_method", "scope"]) {
    form.set(name, params.get(name) ?? "");
  }
  form.set("sub", identity.sub);
  form.set("email", identity.email ?? "");
  form.set("name", identity.name ?? "");
  if (identity.emailVerified ?? true) form.set("email_verified", "on");
  if (identity.picture ?? true) form.set("picture", "on");
  form.set("decision", decision);
  const response = await handleMockOAuth(
    new Request(authUrl, { method: "POST", body: form, headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
    { provider, endpoint: "authorize" },
  );
  return response.headers.get("Location")!;
}

/** GET /auth/callback as the browser makes it. */
export async function returnFromProvider(callbackUrl: string, cookies: string) {
  const url = new URL(callbackUrl);
  const response = await callRoute(callbackLoader, `${url.pathname}${url.search}`, { cookie: cookies, context: pageVisit });
  return { response, cookies: cookieJar(cookies, response) };
}

/** The whole round trip: start, decide at the provider, come back. */
export async function runSocialSignIn(
  provider: SocialProvider,
  identity: MockIdentity,
  options: { decision?: MockDecision; cookies?: string; query?: string } = {},
) {
  const start = await startSocialSignIn(provider, options.cookies, options.query);
  const callbackUrl = await decideAtProvider(provider, start.authUrl!, identity, options.decision);
  return returnFromProvider(callbackUrl, start.cookies);
}
