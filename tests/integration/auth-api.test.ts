// The auth API of spec §7, endpoint by endpoint: the answers, and bad input
// (wrong types, missing fields, huge bodies, unknown providers) as 4xx JSON.
import type { ActionFunction, LoaderFunction } from "@remix-run/node";
import { beforeEach, describe, expect, test } from "vitest";
import { revokeSession, REVOKE_REASONS } from "~/auth/session.server";
import { prisma } from "~/db/client.server";
import { countActiveSessions } from "~/models/admin.server";
import * as checkExisting from "~/routes/_api+/api.auth.check-existing-sessions";
import * as forceLogin from "~/routes/_api+/api.auth.force-login";
import * as login from "~/routes/_api+/api.auth.login";
import * as logout from "~/routes/_api+/api.auth.logout";
import * as logoutAll from "~/routes/_api+/api.auth.logout-all";
import * as tokenCallback from "~/routes/_api+/api.auth.oauth.callback";
import * as codeCallback from "~/routes/_api+/api.auth.oauth.$provider.callback";
import * as oauthUrl from "~/routes/_api+/api.auth.oauth.$provider.url";
import * as onlineUsers from "~/routes/_api+/api.auth.online-users-count";
import * as register from "~/routes/_api+/api.auth.register";
import { checkPassword, setPassword } from "~/models/user.server";
import { ACCOUNT_LOCK_FAILED_ATTEMPTS } from "~/shared/constants";
import { requireApiUser } from "~/auth/guards.server";
import { signToken } from "~/utils/signed-token.server";
import { callJson, callRoute, cookieJar, createUser, sessionCookieFor } from "./helpers";
import { decideAtProvider, routeFetchToMockProvider, switchMocksOn, type MockIdentity } from "./mock-provider";

switchMocksOn();

beforeEach(() => {
  routeFetchToMockProvider();
});

type Route = { loader?: LoaderFunction; action?: ActionFunction };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const USER_KEYS = ["email", "id", "loginAt", "name", "profileImage", "provider", "role", "updatedAt"];

async function expectToken(token: string, userId: string) {
  const session = await requireApiUser(new Request("http://localhost/api/x", { headers: bearer(token) }));
  expect(session.user.id).toBe(userId);
}

/** Wrong types, missing fields, a huge body, broken JSON, another media type, another method. */
function describeBadInput(route: Route, path: string, valid: Record<string, unknown>, params: Record<string, string> = {}) {
  test("bad input is a 4xx JSON answer, never a 500", async () => {
    const missing = await callJson(route, path, { body: {}, params });
    expect(missing.status).toBe(400);
    expect(missing.body!.error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(missing.body!.error.fields).length).toBeGreaterThan(0);

    const wrongTypes = Object.fromEntries(Object.keys(valid).map((key) => [key, { not: "a string" }]));
    const wrong = await callJson(route, path, { body: wrongTypes, params });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body!.error.fields).sort()).toEqual(Object.keys(valid).sort());

    expect((await callJson(route, path, { body: [1, 2, 3], params })).status).toBe(400);
    expect((await callJson(route, path, { body: "text", params })).status).toBe(400);
    const huge = await callJson(route, path, { body: { ...valid, filler: "x".repeat(100 * 1024) }, params });
    expect(huge).toMatchObject({ status: 413, body: { error: { code: "PAYLOAD_TOO_LARGE" } } });
    expect((await callJson(route, path, { raw: "{not json", params })).body!.error.code).toBe("BAD_REQUEST");
    const form = await callJson(route, path, { raw: "a=b", headers: { "Content-Type": "application/x-www-form-urlencoded" }, params });
    expect(form).toMatchObject({ status: 415, body: { error: { code: "UNSUPPORTED_MEDIA_TYPE" } } });

    const get = await callJson(route, path, { params });
    expect(get).toMatchObject({ status: 405, body: { error: { code: "METHOD_NOT_ALLOWED" } } });
    expect(get.headers.get("Allow")).toBe("POST");
  });
}

describe("POST /api/auth/login", () => {
  test("the right password: { user, token } with the spec's user shape", async () => {
    const { user, password } = await createUser();
    const answer = await callJson(login, "/api/auth/login", { body: { email: user.email.toUpperCase(), password } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(Object.keys(answer.body!.user).sort()).toEqual(USER_KEYS);
    expect(answer.body!.user).toMatchObject({
      id: user.id,
      name: user.nickname,
      email: user.email,
      role: "user",
      provider: "password",
      profileImage: null,
    });
    expect(Date.parse(answer.body!.user.loginAt)).not.toBeNaN();
    await expectToken(answer.body!.token, user.id);
  });

  test("a wrong password and an unknown e-mail get the same 400", async () => {
    const { user } = await createUser();
    const wrong = await callJson(login, "/api/auth/login", { body: { email: user.email, password: "wrong-password" } });
    const unknown = await callJson(login, "/api/auth/login", { body: { email: "nobody@example.com", password: "wrong-password" } });
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: { code: "INVALID_CREDENTIALS", message: "이메일 또는 비밀번호가 올바르지 않습니다." } },
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  test("another live session: 409 EXISTING_SESSION, and no session is opened", async () => {
    const { user, password } = await createUser();
    const phone = await sessionCookieFor(user.id);
    const answer = await callJson(login, "/api/auth/login", { body: { email: user.email, password } });
    expect(answer).toMatchObject({
      status: 409,
      body: {
        hasExistingSessions: true,
        pendingSignIn: expect.any(String),
        error: { code: "EXISTING_SESSION", message: "다른 기기에서 이미 로그인되어 있습니다." },
      },
    });
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1);
    await expectToken(phone.token, user.id);
  });

  test("the caller's own session is replaced, not 'another device'", async () => {
    const { user, password } = await createUser();
    const own = await sessionCookieFor(user.id);
    const answer = await callJson(login, "/api/auth/login", { body: { email: user.email, password }, headers: bearer(own.token) });
    expect(answer.status).toBe(200);
    expect((await prisma.session.findUniqueOrThrow({ where: { id: own.session.id } })).revokedReason).toBe("LOGOUT");
  });

  test("a locked account: 429 ACCOUNT_LOCKED with Retry-After, whatever the password", async () => {
    const { user, password } = await createUser();
    for (let i = 0; i < ACCOUNT_LOCK_FAILED_ATTEMPTS; i++) {
      await callJson(login, "/api/auth/login", { body: { email: user.email, password: `wrong-${i}` } });
    }
    const answer = await callJson(login, "/api/auth/login", { body: { email: user.email, password } });
    expect(answer).toMatchObject({ status: 429, body: { error: { code: "ACCOUNT_LOCKED" } } });
    expect(answer.body!.error.message).toContain("15분");
    expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(890);
  });

  describeBadInput(login, "/api/auth/login", { email: "fan@example.com", password: "fanchant-test" });
});

describe("POST /api/auth/force-login", () => {
  test("signs in here and ends the other sessions with SESSION_EXPIRED", async () => {
    const { user, password } = await createUser();
    const phone = await sessionCookieFor(user.id);
    const answer = await callJson(forceLogin, "/api/auth/force-login", { body: { email: user.email, password } });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body!.user).sort()).toEqual(USER_KEYS);
    await expectToken(answer.body!.token, user.id);
    await expect(requireApiUser(new Request("http://localhost/api/x", { headers: bearer(phone.token) }))).rejects.toMatchObject({
      code: "SESSION_EXPIRED",
    });
  });

  test("takes the pendingSignIn of a 409 instead of the password", async () => {
    const { user, password } = await createUser();
    await sessionCookieFor(user.id);
    const conflict = await callJson(login, "/api/auth/login", { body: { email: user.email, password } });
    const answer = await callJson(forceLogin, "/api/auth/force-login", { body: { pendingSignIn: conflict.body!.pendingSignIn } });
    expect(answer.status).toBe(200);
    expect(answer.body!.user.id).toBe(user.id);
  });

  test("a pendingSignIn works once, not after a password change, not while the account is locked", async () => {
    const pendingFor = async (email: string, password: string) => {
      const conflict = await callJson(login, "/api/auth/login", { body: { email, password } });
      expect(conflict.status).toBe(409);
      return conflict.body!.pendingSignIn as string;
    };
    const { user, password } = await createUser();
    await sessionCookieFor(user.id);
    const refused = { status: 400, body: { error: { code: "VALIDATION_ERROR", fields: { pendingSignIn: [expect.any(String)] } } } };

    // Replays, one after the other and at the same moment: one sign-in only.
    const once = await pendingFor(user.email, password);
    expect((await callJson(forceLogin, "/api/auth/force-login", { body: { pendingSignIn: once } })).status).toBe(200);
    expect(await callJson(forceLogin, "/api/auth/force-login", { body: { pendingSignIn: once } })).toMatchObject(refused);
    const twice = await pendingFor(user.email, password);
    const both = await Promise.all(
      [1, 2].map(() => callJson(forceLogin, "/api/auth/force-login", { body: { pendingSignIn: twice } })),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);

    const beforeChange = await pendingFor(user.email, password);
    await setPassword(user.id, "changed-password");
    expect(await callJson(forceLogin, "/api/auth/force-login", { body: { pendingSignIn: beforeChange } })).toMatchObject(refused);

    const beforeLock = await pendingFor(user.email, "changed-password");
    for (let i = 0; i < ACCOUNT_LOCK_FAILED_ATTEMPTS; i++) await checkPassword(user.email, `wrong-${i}`);
    const locked = await callJson(forceLogin, "/api/auth/force-login", { body: { pendingSignIn: beforeLock } });
    expect(locked).toMatchObject({ status: 429, body: { error: { code: "ACCOUNT_LOCKED" } } });
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  test("a forged pendingSignIn or a wrong password is refused", async () => {
    const { user } = await createUser();
    const forged = await callJson(forceLogin, "/api/auth/force-login", { body: { pendingSignIn: "eyJ1c2VySWQiOiJ4In0.sig" } });
    expect(forged).toMatchObject({ status: 400, body: { error: { code: "VALIDATION_ERROR", fields: { pendingSignIn: [expect.any(String)] } } } });
    const wrong = await callJson(forceLogin, "/api/auth/force-login", { body: { email: user.email, password: "wrong-one" } });
    expect(wrong.body!.error.code).toBe("INVALID_CREDENTIALS");
  });

  describeBadInput(forceLogin, "/api/auth/force-login", { email: "fan@example.com", password: "fanchant-test" });
});

describe("POST /api/auth/logout and /api/auth/logout-all", () => {
  test("logout ends only the caller's session", async () => {
    const { user } = await createUser();
    const own = await sessionCookieFor(user.id);
    const other = await sessionCookieFor(user.id);
    const answer = await callJson(logout, "/api/auth/logout", { method: "POST", headers: bearer(own.token) });
    expect(answer).toMatchObject({ status: 204, body: null });
    expect((await prisma.session.findUniqueOrThrow({ where: { id: own.session.id } })).revokedReason).toBe("LOGOUT");
    expect((await prisma.session.findUniqueOrThrow({ where: { id: other.session.id } })).revokedAt).toBeNull();
  });

  test("logout-all ends every session of the account", async () => {
    const { user } = await createUser();
    const own = await sessionCookieFor(user.id);
    await sessionCookieFor(user.id);
    expect((await callJson(logoutAll, "/api/auth/logout-all", { method: "POST", headers: bearer(own.token) })).status).toBe(204);
    expect(await prisma.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
    expect(await prisma.session.count({ where: { userId: user.id, revokedReason: "LOGOUT_ALL" } })).toBe(2);
  });

  test("without a session: 401 UNAUTHORIZED; a replaced one: 401 SESSION_EXPIRED; a guest cannot logout-all", async () => {
    expect(await callJson(logout, "/api/auth/logout", { method: "POST" })).toMatchObject({
      status: 401,
      body: { error: { code: "UNAUTHORIZED", message: "인증이 필요합니다" } },
    });
    const { user } = await createUser();
    const replaced = await sessionCookieFor(user.id);
    await revokeSession(replaced.session.id, REVOKE_REASONS.replaced);
    expect((await callJson(logout, "/api/auth/logout", { method: "POST", headers: bearer(replaced.token) })).body!.error.code).toBe(
      "SESSION_EXPIRED",
    );
    const guest = await sessionCookieFor(null);
    expect((await callJson(logoutAll, "/api/auth/logout-all", { method: "POST", headers: bearer(guest.token) })).status).toBe(401);
    expect((await callJson(logout, "/api/auth/logout", { method: "POST", headers: bearer(guest.token) })).status).toBe(204);
  });

  test("GET is 405", async () => {
    expect((await callJson(logout, "/api/auth/logout")).status).toBe(405);
    expect((await callJson(logoutAll, "/api/auth/logout-all")).status).toBe(405);
  });
});

describe("POST /api/auth/register", () => {
  test("201 { user, token }", async () => {
    const email = `api-register-${Date.now()}@example.com`;
    const answer = await callJson(register, "/api/auth/register", {
      body: { email, password: "fanchant-api", nickname: "에이피아이", agreeTerms: true },
    });
    expect(answer.status).toBe(201);
    expect(answer.body!.user).toMatchObject({ email, name: "에이피아이", provider: "password", role: "user" });
    await expectToken(answer.body!.token, answer.body!.user.id);
  });

  test("a taken e-mail is a 409 with the field; bad values are 400 per field", async () => {
    const { user } = await createUser();
    const taken = await callJson(register, "/api/auth/register", {
      body: { email: user.email, password: "fanchant-api", nickname: "중복", agreeTerms: true },
    });
    expect(taken).toMatchObject({ status: 409, body: { error: { code: "CONFLICT", fields: { email: [expect.any(String)] } } } });
    const bad = await callJson(register, "/api/auth/register", { body: { email: "x", password: "short", nickname: "a" } });
    expect(bad.body!.error.fields).toEqual({
      email: ["올바른 이메일 주소를 입력해 주세요."],
      password: ["비밀번호는 8자 이상이어야 합니다."],
      nickname: ["닉네임은 2자 이상이어야 합니다."],
      agreeTerms: ["이용약관과 개인정보처리방침에 동의해 주세요."],
    });
  });

  test("the form's rules: the terms must be accepted", async () => {
    const body = { email: `api-terms-${Date.now()}@example.com`, password: "fanchant-api", nickname: "약관" };
    for (const agreeTerms of [undefined, false, "on"]) {
      const refused = await callJson(register, "/api/auth/register", { body: { ...body, agreeTerms } });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body!.error.fields)).toEqual(["agreeTerms"]);
    }
    expect(await prisma.user.count({ where: { email: body.email } })).toBe(0);
  });

  test("two registrations of one e-mail at once: one account, and the other gets the usual 409", async () => {
    const email = `api-race-${Date.now()}@example.com`;
    const answers = await Promise.all(
      ["첫째", "둘째"].map((nickname) =>
        callJson(register, "/api/auth/register", { body: { email, password: "fanchant-api", nickname, agreeTerms: true } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body!.error).toMatchObject({ code: "CONFLICT", fields: { email: [expect.any(String)] } });
    expect(await prisma.user.count({ where: { email } })).toBe(1);
  });

  test("two registrations whose e-mails share a local part, at once: two accounts with different usernames", async () => {
    const stamp = Date.now();
    const answers = await Promise.all(
      ["a.example", "b.example"].map((domain) =>
        callJson(register, "/api/auth/register", {
          body: { email: `same${stamp}@${domain}`, password: "fanchant-api", nickname: "같은이름", agreeTerms: true },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const users = await prisma.user.findMany({ where: { email: { startsWith: `same${stamp}@` } }, select: { username: true } });
    expect(new Set(users.map((user) => user.username)).size).toBe(2);
  });

  describeBadInput(register, "/api/auth/register", { email: "a@example.com", password: "fanchant-api", nickname: "팬팬", agreeTerms: true });
});

describe("POST /api/auth/check-existing-sessions", () => {
  test("true only while the account has a live session; an unknown e-mail looks like an account without one", async () => {
    const { user } = await createUser();
    const ask = (email: string) => callJson(checkExisting, "/api/auth/check-existing-sessions", { body: { email } });
    const unknown = await ask("nobody-at-all@example.com");
    const known = await ask(user.email);
    expect(unknown).toMatchObject({ status: 200, body: { hasExistingSessions: false } });
    expect(known.body).toEqual(unknown.body);
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());

    const { session } = await sessionCookieFor(user.id);
    expect((await ask(user.email)).body).toEqual({ hasExistingSessions: true });
    await revokeSession(session.id, "LOGOUT");
    expect((await ask(user.email)).body).toEqual({ hasExistingSessions: false });
  });

  describeBadInput(checkExisting, "/api/auth/check-existing-sessions", { email: "fan@example.com" });
});

describe("GET /api/auth/online-users-count", () => {
  test("{ count } of sessions seen in the last five minutes", async () => {
    await sessionCookieFor(null);
    const answer = await callJson(onlineUsers, "/api/auth/online-users-count");
    expect(answer).toMatchObject({ status: 200, body: { count: await countActiveSessions() } });
    expect(answer.body!.count).toBeGreaterThan(0);
    expect((await callJson(onlineUsers, "/api/auth/online-users-count", { body: {} })).status).toBe(405);
  });
});

const CALLBACK = "http://127.0.0.1:3000/auth/callback";

async function startApiSignIn(provider: string, redirectUri = CALLBACK, cookies = "") {
  const response = await callRoute(oauthUrl, `/api/auth/oauth/${provider}/url?redirectUri=${encodeURIComponent(redirectUri)}`, {
    cookie: cookies,
    params: { provider },
  });
  return { response, body: await response.json(), cookies: cookieJar(cookies, response) };
}

let counter = 0;
function person(provider: string): MockIdentity {
  counter += 1;
  return { sub: provider === "kakao" ? String(700_000 + counter) : `api-${provider}-${counter}-${Date.now()}`, email: `api-social-${counter}-${Date.now()}@example.com`, name: `API팬${counter}` };
}

describe("GET /api/auth/oauth/{provider}/url", () => {
  test("{ authUrl } of the provider, for our return address, with state and PKCE in a cookie", async () => {
    const { response, body } = await startApiSignIn("kakao");
    expect(response.status).toBe(200);
    const url = new URL(body.authUrl);
    expect(url.pathname).toBe("/mock-oauth/kakao/authorize");
    expect(url.searchParams.get("redirect_uri")).toBe(CALLBACK);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(response.headers.get("Set-Cookie")).toMatch(/^fc_oauth_kakao:[\w-]+=state=/);
  });

  test.each([
    ["https://evil.example/auth/callback"],
    ["http://127.0.0.1:3000/profile"],
    ["http://127.0.0.1:3000/auth/callback?next=https://evil.example"],
    ["//evil.example/auth/callback"],
    ["javascript:alert(1)"],
  ])("a redirectUri that is not ours is refused: %s", async (redirectUri) => {
    const { response, body } = await startApiSignIn("google", redirectUri);
    expect(response.status).toBe(400);
    expect(body.error.fields.redirectUri).toEqual(["이 서비스의 로그인 콜백 주소(/auth/callback)만 사용할 수 있습니다."]);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  test("no redirectUri is a 400; an unknown provider a 404", async () => {
    const missing = await callRoute(oauthUrl, "/api/auth/oauth/google/url", { params: { provider: "google" } });
    expect(missing.status).toBe(400);
    const { response, body } = await startApiSignIn("facebook");
    expect(response.status).toBe(404);
    expect(body.error).toEqual({ code: "NOT_FOUND", message: "지원하지 않는 로그인 방식입니다." });
  });
});

describe("POST /api/auth/oauth/{provider}/callback", () => {
  async function codeFor(provider: "google" | "naver" | "kakao", identity: MockIdentity, decision: "allow" | "token_error" = "allow") {
    const start = await startApiSignIn(provider);
    const callback = new URL(await decideAtProvider(provider, start.body.authUrl, identity, decision));
    return { code: callback.searchParams.get("code")!, state: callback.searchParams.get("state")!, cookies: start.cookies };
  }

  test.each(["google", "naver", "kakao"] as const)("%s: the code for { user, token }, creating the account", async (provider) => {
    const identity = person(provider);
    const { code, state, cookies } = await codeFor(provider, identity);
    const answer = await callJson(codeCallback, `/api/auth/oauth/${provider}/callback`, {
      body: { code, state },
      headers: { Cookie: cookies },
      params: { provider },
    });
    expect(answer.status).toBe(200);
    expect(answer.body!.user).toMatchObject({ email: identity.email, name: identity.name, provider });
    expect(answer.body!.user.profileImage).toMatch(/^\/profile-images\//);
    await expectToken(answer.body!.token, answer.body!.user.id);
    expect(answer.headers.getSetCookie()).toEqual([expect.stringMatching(new RegExp(`^fc_oauth_${provider}:.*Max-Age=0`))]);
  });

  test("without state, the one sign-in the client started is used", async () => {
    const { code, cookies } = await codeFor("google", person("google"));
    const answer = await callJson(codeCallback, "/api/auth/oauth/google/callback", {
      body: { code },
      headers: { Cookie: cookies },
      params: { provider: "google" },
    });
    expect(answer.status).toBe(200);
  });

  test("a code without the client's sign-in cookie, or refused by the provider, is a 400 OAUTH_FAILED", async () => {
    const { code, state } = await codeFor("naver", person("naver"));
    const noCookie = await callJson(codeCallback, "/api/auth/oauth/naver/callback", {
      body: { code, state },
      params: { provider: "naver" },
    });
    expect(noCookie).toMatchObject({
      status: 400,
      body: { error: { code: "OAUTH_FAILED", message: "로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해 주세요." } },
    });
    const failing = await codeFor("naver", person("naver"), "token_error");
    const refused = await callJson(codeCallback, "/api/auth/oauth/naver/callback", {
      body: { code: failing.code, state: failing.state },
      headers: { Cookie: failing.cookies },
      params: { provider: "naver" },
    });
    expect(refused.body!.error.code).toBe("OAUTH_FAILED");
    const garbage = await codeFor("google", person("google"));
    const wrongCode = await callJson(codeCallback, "/api/auth/oauth/google/callback", {
      body: { code: "not-a-code", state: garbage.state },
      headers: { Cookie: garbage.cookies },
      params: { provider: "google" },
    });
    expect(wrongCode.body!.error.code).toBe("OAUTH_FAILED");
  });

  test("an unknown provider is a 404", async () => {
    const answer = await callJson(codeCallback, "/api/auth/oauth/myspace/callback", {
      body: { code: "x" },
      params: { provider: "myspace" },
    });
    expect(answer).toMatchObject({ status: 404, body: { error: { code: "NOT_FOUND" } } });
  });

  describeBadInput(codeCallback, "/api/auth/oauth/google/callback", { code: "abc", state: "def", force: true }, { provider: "google" });
});

describe("POST /api/auth/oauth/callback", () => {
  const accessToken = (provider: string, identity: MockIdentity) =>
    signToken(
      "mock-oauth-access",
      {
        provider,
        identity: { email: "", name: "", emailVerified: true, picture: false, ...identity },
      },
      60_000,
    );

  test("a provider's access token for { user, token }: the provider is asked who holds it", async () => {
    const identity = person("google");
    const answer = await callJson(tokenCallback, "/api/auth/oauth/callback", {
      body: { provider: "google", accessToken: accessToken("google", identity) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body!.user).toMatchObject({ email: identity.email, provider: "google" });
    const connection = await prisma.connection.findFirstOrThrow({ where: { providerUserId: identity.sub } });
    expect(connection.provider).toBe("google");
  });

  test("a token the provider rejects (or another provider's) is a 400 OAUTH_FAILED", async () => {
    const forged = await callJson(tokenCallback, "/api/auth/oauth/callback", { body: { provider: "kakao", accessToken: "forged" } });
    expect(forged).toMatchObject({
      status: 400,
      body: { error: { code: "OAUTH_FAILED", message: "로그인 서비스가 토큰을 받아들이지 않았습니다. 다시 로그인해 주세요." } },
    });
    const naverToken = accessToken("naver", person("naver"));
    expect(
      (await callJson(tokenCallback, "/api/auth/oauth/callback", { body: { provider: "kakao", accessToken: naverToken } })).status,
    ).toBe(400);
  });

  test("an unknown provider is a field error", async () => {
    const answer = await callJson(tokenCallback, "/api/auth/oauth/callback", { body: { provider: "facebook", accessToken: "x" } });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { code: "VALIDATION_ERROR", fields: { provider: ["google, naver, kakao 중 하나여야 합니다."] } } },
    });
  });

  test("an unverified e-mail of an existing account: 409 EMAIL_NOT_VERIFIED", async () => {
    const { user } = await createUser();
    const answer = await callJson(tokenCallback, "/api/auth/oauth/callback", {
      body: { provider: "google", accessToken: accessToken("google", { ...person("google"), email: user.email, emailVerified: false }) },
    });
    expect(answer).toMatchObject({ status: 409, body: { error: { code: "EMAIL_NOT_VERIFIED" } } });
  });

  test("signed in elsewhere: 409 with a pendingSignIn that force-login accepts; or force: true at once", async () => {
    const identity = person("kakao");
    const token = accessToken("kakao", identity);
    const first = await callJson(tokenCallback, "/api/auth/oauth/callback", { body: { provider: "kakao", accessToken: token } });
    const second = await callJson(tokenCallback, "/api/auth/oauth/callback", { body: { provider: "kakao", accessToken: token } });
    expect(second).toMatchObject({ status: 409, body: { error: { code: "EXISTING_SESSION" } } });
    const forced = await callJson(forceLogin, "/api/auth/force-login", { body: { pendingSignIn: second.body!.pendingSignIn } });
    expect(forced.body!.user).toMatchObject({ id: first.body!.user.id, provider: "kakao" });
    const direct = await callJson(tokenCallback, "/api/auth/oauth/callback", {
      body: { provider: "kakao", accessToken: token, force: true },
    });
    expect(direct.status).toBe(200);
    await expect(requireApiUser(new Request("http://localhost/api/x", { headers: bearer(forced.body!.token) }))).rejects.toMatchObject({
      code: "SESSION_EXPIRED",
    });
  });

  test("the provider unreachable: 502 PROVIDER_UNAVAILABLE", async () => {
    const { spy } = routeFetchToMockProvider();
    spy.mockRejectedValue(new TypeError("fetch failed"));
    const answer = await callJson(tokenCallback, "/api/auth/oauth/callback", { body: { provider: "google", accessToken: "x" } });
    expect(answer).toMatchObject({ status: 502, body: { error: { code: "PROVIDER_UNAVAILABLE" } } });
  });

  describeBadInput(tokenCallback, "/api/auth/oauth/callback", { provider: "google", accessToken: "token", force: false });
});
