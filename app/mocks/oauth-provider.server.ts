// A stand-in for Google, Naver and Kakao that development, the tests and the
// offline demo sign in through: the real redirect flow (authorize → our
// /auth/callback → token → profile) with no network. Served at /mock-oauth/*
// by app/routes/_mocks+/mock-oauth.$provider.$endpoint.ts, only when MOCKS is
// on, which the environment refuses in production. Its consent page lets
// the person (or a test) choose who signs in, and say no or fail instead.
// The page imitates a third-party site, so its text is not in our locales.
// See docs/decisions/014-mock-oauth-provider.md.
import crypto from "node:crypto";
import * as z from "zod";
import { mockClient } from "~/auth/providers.server";
import { getEnv } from "~/env.server";
import { SOCIAL_PROVIDERS, type SocialProvider } from "~/shared/roles";
import { readForm } from "~/utils/forms.server";
import { readSignedToken, signToken } from "~/utils/signed-token.server";

const CODE_TTL_MS = 60_000;
const ACCESS_TOKEN_TTL_MS = 60 * 60_000;

const Identity = z.object({
  sub: z.string().trim().min(1).max(100),
  email: z.string().trim().max(254),
  name: z.string().trim().max(100),
  emailVerified: z.boolean(),
  picture: z.boolean(),
});
type Identity = z.output<typeof Identity>;

const CodePayload = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  redirectUri: z.string(),
  codeChallenge: z.string().nullable(),
  identity: Identity,
  /** The test asked the token endpoint to fail. */
  failToken: z.boolean(),
});

const AccessPayload = z.object({ provider: z.enum(SOCIAL_PROVIDERS), identity: Identity });

const DEFAULT_IDENTITIES: Record<SocialProvider, Omit<Identity, "emailVerified" | "picture">> = {
  google: { sub: "google-fan-1", email: "google.fan@example.com", name: "구글 팬" },
  naver: { sub: "naver-fan-1", email: "naverfan@naver.com", name: "네이버 팬" },
  kakao: { sub: "1001", email: "kakao.fan@example.com", name: "카카오 팬" },
};

/** A 1×1 PNG: the picture every mock identity may have. */
const PICTURE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

function plain(text: string, status: number): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

function pictureUrl(provider: SocialProvider): string {
  return new URL(`/mock-oauth/${provider}/picture`, getEnv().APP_URL).href;
}

/** A real provider only returns to addresses registered for the client: here, the app's own. */
function checkClient(provider: SocialProvider, clientId: string | null, redirectUri: string | null): string | null {
  if (clientId !== mockClient(provider).clientId) return "invalid_client: unknown client_id";
  try {
    if (!redirectUri || new URL(redirectUri).origin !== new URL(getEnv().APP_URL).origin) {
      return "invalid_request: redirect_uri is not registered for this client";
    }
  } catch {
    return "invalid_request: redirect_uri is not a URL";
  }
  return null;
}

function consentPage(provider: SocialProvider, params: URLSearchParams): Response {
  const hidden = ["client_id", "redirect_uri", "state", "code_challenge", "code_challenge_method", "scope"]
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? "")}">`)
    .join("");
  const identity = DEFAULT_IDENTITIES[provider];
  const field = (name: string, label: string, value: string) =>
    `<p><label for="${name}">${label}</label><br><input id="${name}" name="${name}" value="${escapeHtml(value)}"></p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mock ${provider} sign-in</title></head>
<body><main>
<h1>Mock ${provider} sign-in</h1>
<p>A local stand-in for ${provider}'s consent screen (MOCKS is on). Choose who signs in.</p>
<form method="post">${hidden}
${field("sub", "Account id", identity.sub)}
${field("email", "E-mail (leave empty to share none)", identity.email)}
${field("name", "Name", identity.name)}
<p><input type="checkbox" id="email_verified" name="email_verified" checked> <label for="email_verified">E-mail verified${
    provider === "naver" ? " (Naver reports no such flag: only @naver.com counts as verified)" : ""
  }</label></p>
<p><input type="checkbox" id="picture" name="picture" checked> <label for="picture">Has a profile picture</label></p>
<p><button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
<button type="submit" name="decision" value="error">Provider error</button>
<button type="submit" name="decision" value="token_error">Fail at token exchange</button></p>
</form></main></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

async function decide(provider: SocialProvider, request: Request): Promise<Response> {
  const form = await readForm(request);
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const redirectUri = get("redirect_uri");
  const problem = checkClient(provider, get("client_id"), redirectUri);
  if (problem) return plain(problem, 400);
  const back = new URL(redirectUri!);
  const state = get("state");
  if (state) back.searchParams.set("state", state);

  const decision = get("decision");
  if (decision === "deny") {
    back.searchParams.set("error", "access_denied");
    back.searchParams.set("error_description", "The user denied access");
    return Response.redirect(back, 302);
  }
  if (decision === "error") {
    back.searchParams.set("error", "server_error");
    back.searchParams.set("error_description", "The mock provider failed on purpose");
    return Response.redirect(back, 302);
  }
  const identity = Identity.safeParse({
    sub: get("sub"),
    email: get("email") ?? "",
    name: get("name") ?? "",
    emailVerified: form.has("email_verified"),
    picture: form.has("picture"),
  });
  if (!identity.success) return plain("invalid_request: the account id is required", 400);
  const challenge = get("code_challenge") || null;
  if (challenge && get("code_challenge_method") !== "S256") return plain("invalid_request: only S256 is supported", 400);
  const code = signToken(
    "mock-oauth-code",
    {
      provider,
      redirectUri: redirectUri!,
      codeChallenge: challenge,
      identity: identity.data,
      failToken: decision === "token_error",
    },
    CODE_TTL_MS,
  );
  back.searchParams.set("code", code);
  return Response.redirect(back, 302);
}

function clientCredentials(request: Request, body: URLSearchParams) {
  const basic = request.headers.get("Authorization")?.match(/^Basic\s+(\S+)$/i)?.[1];
  if (basic) {
    const [id, secret] = Buffer.from(basic, "base64").toString("utf8").split(":");
    return { id: id ?? null, secret: secret ?? null };
  }
  return { id: body.get("client_id"), secret: body.get("client_secret") };
}

async function token(provider: SocialProvider, request: Request): Promise<Response> {
  const body = new URLSearchParams();
  for (const [name, value] of await readForm(request)) if (typeof value === "string") body.append(name, value);
  // Naver answers token errors with 200 and an `error` member; the others with 400.
  const fail = (error: string) => json({ error, error_description: `mock ${provider}: ${error}` }, provider === "naver" ? 200 : 400);
  const credentials = clientCredentials(request, body);
  const client = mockClient(provider);
  if (credentials.id !== client.clientId || credentials.secret !== client.clientSecret) return fail("invalid_client");
  if (body.get("grant_type") !== "authorization_code") return fail("unsupported_grant_type");
  const code = readSignedToken("mock-oauth-code", body.get("code"), CodePayload);
  if (!code || code.provider !== provider || code.redirectUri !== body.get("redirect_uri")) return fail("invalid_grant");
  if (code.codeChallenge) {
    const verifier = body.get("code_verifier") ?? "";
    const computed = crypto.createHash("sha256").update(verifier).digest("base64url");
    if (computed !== code.codeChallenge) return fail("invalid_grant");
  }
  if (code.failToken) return plain("mock provider: internal error", 500);
  return json({
    access_token: signToken("mock-oauth-access", { provider, identity: code.identity }, ACCESS_TOKEN_TTL_MS),
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_TTL_MS / 1000,
  });
}

/** Each provider's own profile shape, so the app's parsers are exercised. */
function profileBody(provider: SocialProvider, identity: Identity): unknown {
  const email = identity.email || undefined;
  const name = identity.name || undefined;
  const picture = identity.picture ? pictureUrl(provider) : undefined;
  switch (provider) {
    case "google":
      return { sub: identity.sub, email, email_verified: email ? identity.emailVerified : undefined, name, picture };
    case "naver":
      return { resultcode: "00", message: "success", response: { id: identity.sub, email, nickname: name, profile_image: picture } };
    case "kakao":
      return {
        id: /^\d+$/.test(identity.sub) ? Number(identity.sub) : identity.sub,
        kakao_account: {
          email,
          is_email_valid: email ? true : undefined,
          is_email_verified: email ? identity.emailVerified : undefined,
          profile: { nickname: name, profile_image_url: picture ?? pictureUrl(provider), is_default_image: !picture },
        },
      };
  }
}

function profile(provider: SocialProvider, request: Request): Response {
  const bearer = request.headers.get("Authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const access = readSignedToken("mock-oauth-access", bearer, AccessPayload);
  if (!access || access.provider !== provider) {
    return provider === "naver"
      ? json({ resultcode: "024", message: "Authentication failed" }, 401)
      : json({ error: "invalid_token" }, 401);
  }
  return json(profileBody(provider, access.identity));
}

/** Answers /mock-oauth/{provider}/{authorize|token|profile|picture}; a 404 unless MOCKS is on. */
export async function handleMockOAuth(request: Request, params: { provider?: string; endpoint?: string }) {
  const provider = SOCIAL_PROVIDERS.find((p) => p === params.provider);
  if (!getEnv().MOCKS || !provider) return plain("Not Found", 404);
  const method = request.method;
  switch (`${method} ${params.endpoint}`) {
    case "GET authorize": {
      const query = new URL(request.url).searchParams;
      const problem = checkClient(provider, query.get("client_id"), query.get("redirect_uri"));
      if (problem) return plain(problem, 400);
      if (query.get("response_type") !== "code") return plain("unsupported_response_type", 400);
      return consentPage(provider, query);
    }
    case "POST authorize":
      return decide(provider, request);
    case "POST token":
      return token(provider, request);
    case "GET profile":
      return profile(provider, request);
    case "GET picture":
      return new Response(PICTURE, { headers: { "Content-Type": "image/png", "Cache-Control": "no-store" } });
    default:
      return plain("Not Found", 404);
  }
}
