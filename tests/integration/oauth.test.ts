// Social sign-in through the mock provider: the same redirect flow as a
// browser, with the server's calls to the provider answered in-process.
import { beforeEach, describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { SOCIAL_PROVIDERS, type SocialProvider } from "~/shared/roles";
import { createUser, parseSetCookie, sessionCookieFor, sessionOf } from "./helpers";
import {
  decideAtProvider,
  returnFromProvider,
  routeFetchToMockProvider,
  runSocialSignIn,
  startSocialSignIn,
  switchMocksOn,
} from "./mock-provider";

switchMocksOn();

let fetchCalls: string[];
beforeEach(() => {
  fetchCalls = routeFetchToMockProvider().calls;
});

let counter = 0;
function identity(provider: SocialProvider, overrides: Partial<{ email: string; emailVerified: boolean; picture: boolean; name: string }> = {}) {
  counter += 1;
  const domain = provider === "naver" ? "naver.com" : "example.com";
  return {
    sub: provider === "kakao" ? String(900_000 + counter) : `${provider}-${counter}-${Date.now()}`,
    email: `social${counter}x${Date.now()}@${domain}`,
    name: `소셜팬${counter}`,
    ...overrides,
  };
}

describe.each(SOCIAL_PROVIDERS)("%s", (provider) => {
  test("the authorize URL carries the client, our callback, state and an S256 PKCE challenge", async () => {
    const { authUrl, cookies } = await startSocialSignIn(provider);
    const url = new URL(authUrl!);
    expect(url.pathname).toBe(`/mock-oauth/${provider}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: `mock-${provider}-client`,
      redirect_uri: "http://127.0.0.1:3000/auth/callback",
      code_challenge_method: "S256",
    });
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{32,}$/);
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(cookies).toContain(`fc_oauth_${provider}:`);
  });

  test("a first sign-in creates the account, its connection and a copy of the picture", async () => {
    const person = identity(provider);
    const { response } = await runSocialSignIn(provider, person, { query: "?redirectTo=%2Fprofile" });
    expect(response).toHaveRedirect("/profile", { status: 302 });

    const user = await prisma.user.findUniqueOrThrow({
      where: { email: person.email },
      include: { connections: true, uploadedImage: true },
    });
    expect(user).toMatchObject({ nickname: person.name, role: "user" });
    expect(user.username).toMatch(/^[a-z0-9_]{3,20}$/);
    expect(user.connections).toEqual([expect.objectContaining({ provider, providerUserId: person.sub })]);
    expect(user.uploadedImage?.contentType).toBe("image/png");
    expect(user.profileImage).toBe(`/profile-images/${user.uploadedImage!.id}`);
    expect(await sessionOf(response)).toMatchObject({ userId: user.id, provider, revokedAt: null });
    // The server asked the provider for the token and the profile, then the picture.
    expect(fetchCalls).toEqual([
      `POST /mock-oauth/${provider}/token`,
      `GET /mock-oauth/${provider}/profile`,
      `GET /mock-oauth/${provider}/picture`,
    ]);
    // The flow's cookies are cleared.
    expect(response.headers.getSetCookie().filter((c) => c.startsWith(`fc_oauth_${provider}:`))).toEqual([
      expect.stringMatching(/Max-Age=0/),
    ]);
  });

  test("signing in again finds the same account through its connection", async () => {
    const person = identity(provider);
    const first = await runSocialSignIn(provider, person);
    const firstSession = await sessionOf(first.response);
    await prisma.session.update({ where: { id: firstSession!.id }, data: { revokedAt: new Date(), revokedReason: "LOGOUT" } });
    // The provider now reports a different e-mail: the connection, not the e-mail, decides.
    const again = await runSocialSignIn(provider, { ...person, email: `changed${Date.now()}@example.com` });
    expect((await sessionOf(again.response))?.userId).toBe(firstSession!.userId);
    expect(await prisma.connection.count({ where: { userId: firstSession!.userId! } })).toBe(1);
  });

  test("a verified e-mail links to the existing account", async () => {
    const person = identity(provider, { emailVerified: true });
    const existing = await prisma.user.create({ data: { email: person.email, username: `link${counter}x${Date.now() % 1e6}`, nickname: "기존팬" } });
    const { response } = await runSocialSignIn(provider, person);
    expect(response.headers.get("Location")).toBe("/");
    expect((await sessionOf(response))?.userId).toBe(existing.id);
    expect(await prisma.connection.findMany({ where: { userId: existing.id } })).toEqual([
      expect.objectContaining({ provider, providerUserId: person.sub }),
    ]);
    // Linking keeps the account as it was.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: existing.id } })).nickname).toBe("기존팬");
  });

  test("an unverified e-mail of an existing account is refused with a clear message", async () => {
    const person = identity(provider, {
      emailVerified: false,
      ...(provider === "naver" ? { email: `other${Date.now()}@example.com` } : {}),
    });
    const { user } = await createUser();
    await prisma.user.update({ where: { id: user.id }, data: { email: person.email } });
    const { response } = await runSocialSignIn(provider, person);
    expect(response.headers.get("Location")).toBe("/");
    await expect(response).toSendToast({ type: "error", key: "auth:oauth.emailNotVerified" });
    expect(parseSetCookie(response, "__session")).toBeNull();
    expect(await prisma.connection.count({ where: { userId: user.id } })).toBe(0);
  });

  test("no shared e-mail: no account, and the person is told why", async () => {
    const person = identity(provider, { email: "" });
    const { response } = await runSocialSignIn(provider, person);
    await expect(response).toSendToast({ key: "auth:oauth.emailRequired" });
    expect(await prisma.connection.count({ where: { providerUserId: person.sub } })).toBe(0);
  });

  test.each([
    ["deny", "auth:oauth.denied"],
    ["error", "auth:oauth.providerError"],
    ["token_error", "auth:oauth.providerError"],
  ] as const)("the provider answers %s: home with %s, never a 500", async (decision, key) => {
    const { response } = await runSocialSignIn(provider, identity(provider), { decision });
    expect(response).toHaveRedirect("/", { status: 302 });
    await expect(response).toSendToast({ type: "error", key });
    expect(parseSetCookie(response, "__session")).toBeNull();
  });
});

describe("state and PKCE", () => {
  test("a return without our state cookie (another browser, or forged) is refused", async () => {
    const start = await startSocialSignIn("google");
    const callback = await decideAtProvider("google", start.authUrl!, identity("google"));
    const { response } = await returnFromProvider(callback, "");
    await expect(response).toSendToast({ key: "auth:oauth.badState" });
  });

  test("a state that does not match the cookie's is refused", async () => {
    const start = await startSocialSignIn("kakao");
    const callback = new URL(await decideAtProvider("kakao", start.authUrl!, identity("kakao")));
    callback.searchParams.set("state", "forged-state");
    const { response } = await returnFromProvider(callback.href, start.cookies);
    await expect(response).toSendToast({ key: "auth:oauth.badState" });
  });

  test("/auth/callback opened with nothing is refused, not a 500", async () => {
    const { response } = await returnFromProvider("http://localhost/auth/callback", "");
    await expect(response).toSendToast({ key: "auth:oauth.badState" });
  });

  test("a code redeemed with another PKCE verifier is refused by the provider", async () => {
    const start = await startSocialSignIn("google");
    const callback = await decideAtProvider("google", start.authUrl!, identity("google"));
    const state = new URL(callback).searchParams.get("state")!;
    const tampered = start.cookies.replace(new RegExp(`${state}=[\\w-]+`), `${state}=${"x".repeat(43)}`);
    const { response } = await returnFromProvider(callback, tampered);
    await expect(response).toSendToast({ key: "auth:oauth.providerError" });
    expect(fetchCalls).toEqual(["POST /mock-oauth/google/token"]);
  });

  test("the provider unreachable: told so, never a 500", async () => {
    const start = await startSocialSignIn("naver");
    const callback = await decideAtProvider("naver", start.authUrl!, identity("naver"));
    fetchCalls.length = 0;
    const { spy } = routeFetchToMockProvider();
    spy.mockRejectedValue(new TypeError("fetch failed"));
    const { response } = await returnFromProvider(callback, start.cookies);
    await expect(response).toSendToast({ key: "auth:oauth.unavailable" });
  });
});

describe("one device at a time", () => {
  test("an account signed in elsewhere is asked first, with a pending sign-in and no session yet", async () => {
    const person = identity("google");
    const first = await runSocialSignIn("google", person);
    const { response } = await runSocialSignIn("google", person);
    expect(response.headers.get("Location")).toBe("/auth/other-device");
    expect(parseSetCookie(response, "__pending_sign_in")?.value).toBeTruthy();
    expect(parseSetCookie(response, "__session")).toBeNull();
    expect((await sessionOf(first.response))?.revokedAt).toBeNull();
  });

  test("this browser's own earlier session does not count as elsewhere", async () => {
    const person = identity("kakao");
    const first = await runSocialSignIn("kakao", person);
    const again = await runSocialSignIn("kakao", person, { cookies: first.cookies.replace(/fc_oauth_[^;]*;?\s*/g, "") });
    expect(again.response.headers.get("Location")).toBe("/");
    expect((await prisma.session.findUniqueOrThrow({ where: { id: (await sessionOf(first.response))!.id } })).revokedReason).toBe(
      "LOGOUT",
    );
  });

  test("a guest who signs in with a provider leaves the guest session", async () => {
    const guest = await sessionCookieFor(null);
    const { response } = await runSocialSignIn("naver", identity("naver"), { cookies: guest.cookie });
    expect(response.headers.get("Location")).toBe("/");
    expect((await prisma.session.findUniqueOrThrow({ where: { id: guest.session.id } })).revokedReason).toBe("LOGOUT");
  });
});
