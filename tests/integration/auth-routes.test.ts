import { describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { action as guestAction } from "~/routes/_auth+/auth.guest";
import { action as loginAction } from "~/routes/_auth+/auth.login";
import { action as logoutAction } from "~/routes/_auth+/auth.logout";
import { action as registerAction } from "~/routes/_auth+/auth.register";
import { fieldErrorsOf, typedValuesOf } from "../setup/replies";
import { callRoute, createUser, parseSetCookie, sessionCookieFor, sessionOf, signedInUser } from "./helpers";

describe("POST /auth/login", () => {
  test("the right password opens a session: HttpOnly, SameSite=Lax, Path=/, not Secure over http", async () => {
    const { user, password } = await createUser();
    const response = await callRoute(loginAction, "/auth/login", { form: { email: user.email, password } });
    expect(response).toHaveRedirect("/", { status: 302 });
    const cookie = parseSetCookie(response, "__session")!;
    expect(cookie.attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/", "max-age=2592000"]));
    expect(cookie.attributes).not.toContain("secure");

    const session = await sessionOf(response);
    expect(session).toMatchObject({ userId: user.id, provider: "password", revokedAt: null });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).lastLoginAt).not.toBeNull();
  });

  test("goes back to a same-site redirectTo, never to another site", async () => {
    const { user, password } = await createUser();
    const back = await callRoute(loginAction, "/auth/login", { form: { email: user.email, password, redirectTo: "/profile" } });
    expect(back.headers.get("Location")).toBe("/profile");
    // The same browser (its cookie), so the first session is not "another device".
    const sameBrowser = parseSetCookie(back, "__session")!.value;
    const away = await callRoute(loginAction, "/auth/login", {
      form: { email: user.email, password, redirectTo: "//evil.example" },
      cookie: `__session=${sameBrowser}`,
    });
    expect(away.headers.get("Location")).toBe("/");
  });

  test("a wrong password is a 400 with a form error; the e-mail is kept, the password never echoed", async () => {
    const { user } = await createUser();
    const response = await callRoute(loginAction, "/auth/login", { form: { email: user.email, password: "wrong-password" } });
    expect(response.status).toBe(400);
    await expect(response).toHaveFieldErrors({ "": ["auth:errors.invalidCredentials"] });
    const reply = await response.json();
    expect(typedValuesOf(reply)!.email).toBe(user.email);
    expect(JSON.stringify(reply)).not.toContain("wrong-password");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  test("an unknown e-mail gets the same answer as a wrong password", async () => {
    const response = await callRoute(loginAction, "/auth/login", { form: { email: "nobody@example.com", password: "whatever1" } });
    expect(response.status).toBe(400);
    await expect(response).toHaveFieldErrors({ "": ["auth:errors.invalidCredentials"] });
  });

  test("over the auth rate limit: 429 with Retry-After, the e-mail kept and the password dropped", async () => {
    const { user, password } = await createUser();
    const response = await callRoute(loginAction, "/auth/login", {
      form: { email: user.email, password },
      context: { authRateLimited: { retryAfterSeconds: 42 } },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("42");
    await expect(response).toHaveFieldErrors({ "": ["errors.rateLimited"] });
    const typed = typedValuesOf(await response.json())!;
    expect(typed.email).toBe(user.email);
    expect(typed.password).toBeUndefined();
  });

  test("signing in again ends the browser's previous session", async () => {
    const { user, password } = await createUser();
    const previous = await sessionCookieFor(null);
    await callRoute(loginAction, "/auth/login", { form: { email: user.email, password }, cookie: previous.cookie });
    const old = await prisma.session.findUniqueOrThrow({ where: { id: previous.session.id } });
    expect(old.revokedReason).toBe("LOGOUT");
  });
});

describe("POST /auth/register", () => {
  test("creates the account with a hashed password and signs in", async () => {
    const response = await callRoute(registerAction, "/auth/register", {
      form: {
        email: "  New.Fan@Example.com",
        password: "fanchant-new",
        nickname: "새 팬",
        agreeTerms: "on",
      },
    });
    expect(response.status).toBe(302);
    const user = await prisma.user.findUniqueOrThrow({ where: { email: "new.fan@example.com" }, include: { password: true } });
    expect(user).toMatchObject({ nickname: "새 팬", role: "user", username: "new_fan" });
    expect(user.password?.hash).toMatch(/^scrypt\$/);
    expect(parseSetCookie(response, "__session")).not.toBeNull();
  });

  test("a taken e-mail is a field error", async () => {
    const { user } = await createUser();
    const response = await callRoute(registerAction, "/auth/register", {
      form: {
        email: user.email,
        password: "fanchant-new",
        nickname: "또 팬",
        agreeTerms: "on",
      },
    });
    expect(response.status).toBe(400);
    await expect(response).toHaveFieldErrors({ email: ["validation.email.taken"] });
    const typed = typedValuesOf(await response.json())!;
    expect(typed.password).toBeUndefined();
  });

  test("two sign-ups with one e-mail at once: one account, and the other sees the usual field error", async () => {
    const email = `form-race-${Date.now()}@example.com`;
    const responses = await Promise.all(
      ["첫째 팬", "둘째 팬"].map((nickname) =>
        callRoute(registerAction, "/auth/register", { form: { email, password: "fanchant-new", nickname, agreeTerms: "on" } }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([302, 400]);
    const refused = responses.find((response) => response.status === 400)!;
    await expect(refused).toHaveFieldErrors({ email: ["validation.email.taken"] });
    const typed = typedValuesOf(await refused.json())!;
    expect(typed.password).toBeUndefined();
    expect(await prisma.user.count({ where: { email } })).toBe(1);
  });

  test("a control character in the nickname is a field error, not a 500", async () => {
    const response = await callRoute(registerAction, "/auth/register", {
      form: {
        email: "control@example.com",
        password: "fanchant-new",
        nickname: "팬\u0000팬",
        agreeTerms: "on",
      },
    });
    expect(response.status).toBe(400);
    expect(fieldErrorsOf(await response.json())).toEqual({ nickname: ["common:validation.invalidCharacters"] });
  });

  test("bad input is a 400 with every field error, never a 500", async () => {
    const response = await callRoute(registerAction, "/auth/register", { form: { email: "x", password: "1", nickname: "" } });
    expect(response.status).toBe(400);
    expect(fieldErrorsOf(await response.json())).toEqual({
      email: ["validation.email.invalid"],
      password: ["validation.password.tooShort"],
      nickname: ["validation.required"],
      agreeTerms: ["validation.agreeTerms"],
    });
  });
});

describe("POST /auth/guest and /auth/logout", () => {
  test("a guest session has provider guest and no user", async () => {
    const response = await callRoute(guestAction, "/auth/guest", { form: {} });
    expect(response.status).toBe(302);
    const session = await sessionOf(response);
    expect(session).toMatchObject({ provider: "guest", userId: null });
  });

  test("guest sign-in is rate limited too", async () => {
    const response = await callRoute(guestAction, "/auth/guest", { form: {}, context: { authRateLimited: { retryAfterSeconds: 7 } } });
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("7");
  });

  test("logout revokes the session row and clears the cookie", async () => {
    const { cookie, session } = await signedInUser();
    const response = await callRoute(logoutAction, "/auth/logout", { form: {}, cookie });
    expect(response.headers.get("Location")).toBe("/");
    expect(parseSetCookie(response, "__session")?.attributes).toEqual(expect.arrayContaining(["max-age=0"]));
    expect(await prisma.session.findUniqueOrThrow({ where: { id: session.id } })).toMatchObject({
      revokedReason: "LOGOUT",
    });
  });
});

describe("social sign-in with no provider configured (and mocks off)", () => {
  test("no buttons, no start, no API URL, no mock provider", async () => {
    const { enabledSocialProviders } = await import("~/auth/providers.server");
    const { loader: startLoader } = await import("~/routes/_auth+/auth.$provider");
    const { loader: urlLoader } = await import("~/routes/_api+/api.auth.oauth.$provider.url");
    const { loader: mockLoader } = await import("~/routes/_mocks+/mock-oauth.$provider.$endpoint");
    expect(enabledSocialProviders()).toEqual([]);

    const start = await callRoute(startLoader, "/auth/google", { params: { provider: "google" } });
    expect(start.headers.get("Location")).toBe("/");

    const url = await callRoute(urlLoader, "/api/auth/oauth/google/url?redirectUri=http%3A%2F%2F127.0.0.1%3A3000%2Fauth%2Fcallback", {
      params: { provider: "google" },
    });
    expect(url.status).toBe(404);

    const mock = await callRoute(mockLoader, "/mock-oauth/google/authorize?client_id=mock-google-client", {
      params: { provider: "google", endpoint: "authorize" },
    });
    expect(mock.status).toBe(404);
  });
});

describe("guests on the sign-in pages (issue 25, decision 120)", () => {
  async function guestCookie() {
    const response = await callRoute(guestAction, "/auth/guest", { form: {} });
    return `__session=${parseSetCookie(response, "__session")!.value}`;
  }

  test("a guest opening /auth/login or /auth/register gets the form; a visitor the home page's panel; an account goes home", async () => {
    const { loader: loginLoader } = await import("~/routes/_auth+/auth.login");
    const { loader: registerLoader } = await import("~/routes/_auth+/auth.register");
    const guest = await guestCookie();
    const visit = { context: { isPageVisit: true } };
    expect(await callRoute(loginLoader, "/auth/login?redirectTo=%2Fprofile", { ...visit, cookie: guest })).toEqual({ redirectTo: "/profile" });
    expect(await callRoute(registerLoader, "/auth/register?redirectTo=//evil.example", { ...visit, cookie: guest })).toEqual({ redirectTo: null });
    expect((await callRoute(loginLoader, "/auth/login?redirectTo=%2Fprofile", visit)).headers.get("Location")).toBe("/?redirectTo=%2Fprofile");
    expect((await callRoute(registerLoader, "/auth/register", visit)).headers.get("Location")).toBe("/?mode=register");
    const { cookie } = await signedInUser();
    expect((await callRoute(loginLoader, "/auth/login", { ...visit, cookie })).headers.get("Location")).toBe("/");
  });

  test("the home page's sign-in links take a guest to the form", async () => {
    const { loader: homeLoader } = await import("~/routes/_site+/_index");
    const cookie = await guestCookie();
    const visit = { context: { isPageVisit: true }, cookie };
    expect((await callRoute(homeLoader, "/?redirectTo=%2Fsearch%3Fq%3DTT", visit)).headers.get("Location")).toBe(
      "/auth/login?redirectTo=%2Fsearch%3Fq%3DTT",
    );
    expect((await callRoute(homeLoader, "/?mode=register", visit)).headers.get("Location")).toBe("/auth/register");
    expect((await callRoute(homeLoader, "/", visit)).status).toBe(200);
  });

  test("a guest's sign-out asks first; confirmed, it signs out; an account's is at once", async () => {
    const { loader: logoutLoader } = await import("~/routes/_auth+/auth.logout");
    const cookie = await guestCookie();
    const asked = await callRoute(logoutAction, "/auth/logout", { form: { redirectTo: "/concerts" }, cookie });
    expect(asked).toHaveRedirect("/auth/logout?redirectTo=%2Fconcerts", { status: 303 });
    expect(parseSetCookie(asked, "__session")).toBeNull();
    expect(await callRoute(logoutLoader, "/auth/logout?redirectTo=%2Fconcerts", { context: { isPageVisit: true }, cookie })).toEqual({
      redirectTo: "/concerts",
    });
    const confirmed = await callRoute(logoutAction, "/auth/logout", { form: { confirm: "yes", redirectTo: "/concerts" }, cookie });
    expect(confirmed.headers.get("Location")).toBe("/concerts");
    expect(parseSetCookie(confirmed, "__session")?.attributes).toEqual(expect.arrayContaining(["max-age=0"]));

    const account = await signedInUser();
    expect((await callRoute(logoutLoader, "/auth/logout", { context: { isPageVisit: true }, cookie: account.cookie })).headers.get("Location")).toBe("/");
    expect((await callRoute(logoutAction, "/auth/logout", { form: {}, cookie: account.cookie })).headers.get("Location")).toBe("/");
  });
});
