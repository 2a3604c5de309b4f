// One device at a time (spec §7, §8) on the pages: the question, "sign in
// here", "cancel", and what the other device is told.
import { afterEach, describe, expect, test, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { lookupSession, revokeSession } from "~/auth/session.server";
import { prisma } from "~/db/client.server";
import { loader as rootLoader } from "~/root";
import { action as adminLoginAction } from "~/routes/_admin+/admin_.login";
import { action as loginAction } from "~/routes/_auth+/auth.login";
import { action as otherDeviceAction, loader as otherDeviceLoader } from "~/routes/_auth+/auth.other-device";
import { checkPassword, setPassword } from "~/models/user.server";
import { ACCOUNT_LOCK_FAILED_ATTEMPTS, PENDING_SIGN_IN_TTL_MS } from "~/shared/constants";
import { requireApiUser } from "~/auth/guards.server";
import { callRoute, cookieJar, createUser, parseSetCookie, sessionCookieFor, sessionOf, signedInUser } from "./helpers";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

afterEach(() => {
  vi.useRealTimers();
});

async function signInWithPassword(email: string, password: string, cookies = "", extra: Record<string, string> = {}) {
  const response = await callRoute(loginAction, "/auth/login", { form: { email, password, ...extra }, cookie: cookies });
  return { response, cookies: cookieJar(cookies, response) };
}

async function otherDevice(intent: string | null, cookies: string, context: Partial<AppLoadContext> = {}) {
  return callRoute(otherDeviceAction, "/auth/other-device", { form: intent ? { intent } : {}, cookie: cookies, context });
}

/** An account already signed in on "another device" (an Android phone). */
async function accountSignedInElsewhere() {
  const { user, password, ...phone } = await signedInUser();
  await prisma.session.update({ where: { id: phone.session.id }, data: { userAgent: ANDROID_CHROME } });
  return { user, password, phone };
}

describe("signing in while another device is signed in", () => {
  test("asks first: no session yet, a pending sign-in that holds no password", async () => {
    const { user, password, phone } = await accountSignedInElsewhere();
    const { response, cookies } = await signInWithPassword(user.email, password, "", { redirectTo: "/profile" });
    expect(response).toHaveRedirect("/auth/other-device", { status: 302 });
    expect(parseSetCookie(response, "__session")).toBeNull();
    const pending = parseSetCookie(response, "__pending_sign_in")!;
    expect(pending.attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/", "max-age=300"]));
    const decoded = Buffer.from(decodeURIComponent(pending.value).replace(/^"|"$/g, "").split(".")[0]!, "base64url").toString();
    expect(decoded).not.toContain(password);
    expect((await lookupSession(new Request("http://localhost/", { headers: { Cookie: phone.cookie } }))).status).toBe("active");

    const page = await callRoute(otherDeviceLoader, "/auth/other-device", { cookie: cookies });
    expect(await page.json()).toMatchObject({ device: { name: "Chrome · Android", lastSeenAt: expect.any(String) } });
  });

  test("'sign in here' signs in and ends the other device with SESSION_EXPIRED, which it is told", async () => {
    const { user, password, phone } = await accountSignedInElsewhere();
    const asked = await signInWithPassword(user.email, password, "", { redirectTo: "/profile" });
    const response = await otherDevice("force", asked.cookies);
    expect(response.headers.get("Location")).toBe("/profile");
    expect(parseSetCookie(response, "__pending_sign_in")?.attributes).toEqual(expect.arrayContaining(["max-age=0"]));
    const newSession = await prisma.session.findUniqueOrThrow({ where: { id: (await sessionOf(response))!.id } });
    expect(newSession).toMatchObject({ userId: user.id, provider: "password", revokedAt: null });
    expect(await prisma.session.findUniqueOrThrow({ where: { id: phone.session.id } })).toMatchObject({
      revokedReason: "SESSION_EXPIRED",
    });

    // The phone's next page: signed out, its cookie cleared, the spec's message.
    const page = await callRoute(rootLoader, "/", { cookie: phone.cookie });
    const data = await page.json();
    expect(data.viewer).toBeNull();
    expect(data.toast).toMatchObject({ type: "warning", key: "auth:sessionReplaced" });
    expect(parseSetCookie(page, "__session")?.attributes).toEqual(expect.arrayContaining(["max-age=0"]));
    // Its next API call: 401 SESSION_EXPIRED.
    await expect(requireApiUser(new Request("http://localhost/api/x", { headers: { Authorization: `Bearer ${phone.token}` } }))).rejects.toMatchObject({
      code: "SESSION_EXPIRED",
    });
    // The pending sign-in was used up on this browser's side.
    const reused = await otherDevice("force", cookieJar(asked.cookies, response));
    await expect(reused).toSendToast({ key: "auth:otherDevice.expired" });
  });

  test("'cancel' leaves the other device signed in and this browser signed out", async () => {
    const { user, password, phone } = await accountSignedInElsewhere();
    const asked = await signInWithPassword(user.email, password);
    const response = await otherDevice("cancel", asked.cookies);
    expect(response.headers.get("Location")).toBe("/");
    await expect(response).toSendToast({ key: "auth:otherDevice.cancelled" });
    expect(parseSetCookie(response, "__session")).toBeNull();
    expect(parseSetCookie(response, "__pending_sign_in")?.attributes).toEqual(expect.arrayContaining(["max-age=0"]));
    expect((await prisma.session.findUniqueOrThrow({ where: { id: phone.session.id } })).revokedAt).toBeNull();
  });

  test("an unknown intent is a 400; no pending sign-in, a forged or an expired one: home, told it expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T10:00:00Z"));
    const { user, password } = await accountSignedInElsewhere();
    const asked = await signInWithPassword(user.email, password);
    expect((await otherDevice("nope", asked.cookies)).status).toBe(400);
    expect((await otherDevice(null, asked.cookies)).status).toBe(400);

    for (const cookies of ["", asked.cookies.replace(/__pending_sign_in=[^;]*/, '__pending_sign_in="forged.value"')]) {
      const response = await otherDevice("force", cookies);
      await expect(response).toSendToast({ key: "auth:otherDevice.expired" });
    }
    const page = await callRoute(otherDeviceLoader, "/auth/other-device");
    expect(page.headers.get("Location")).toBe("/");

    vi.setSystemTime(new Date(Date.now() + PENDING_SIGN_IN_TTL_MS));
    const late = await otherDevice("force", asked.cookies);
    await expect(late).toSendToast({ key: "auth:otherDevice.expired" });
    expect(parseSetCookie(late, "__session")).toBeNull();
  });

  test("the question's post is rate limited like the other sign-in posts", async () => {
    const { user, password } = await accountSignedInElsewhere();
    const asked = await signInWithPassword(user.email, password);
    const response = await otherDevice("force", asked.cookies, { authRateLimited: { retryAfterSeconds: 30 } });
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("30");
  });

  test("the admin login asks too, and goes on to /admin", async () => {
    const { user, password } = await createUser({ role: "admin" });
    await sessionCookieFor(user.id);
    const asked = await callRoute(adminLoginAction, "/admin/login", { form: { email: user.email, password, redirectTo: "/admin" } });
    expect(asked.headers.get("Location")).toBe("/auth/other-device");
    const response = await otherDevice("force", cookieJar("", asked));
    expect(response.headers.get("Location")).toBe("/admin");
  });
});

describe("a pending sign-in is used once, under the password it was issued with, never while locked", () => {
  async function expectNoNewSession(userId: string, before: number) {
    expect(await prisma.session.count({ where: { userId } })).toBe(before);
  }

  test("replaying the question's cookie: the second 'sign in here' is refused", async () => {
    const { user, password } = await accountSignedInElsewhere();
    const asked = await signInWithPassword(user.email, password);
    expect((await otherDevice("force", asked.cookies)).headers.get("Location")).toBe("/");
    const sessions = await prisma.session.count({ where: { userId: user.id } });
    const replayed = await otherDevice("force", asked.cookies);
    await expect(replayed).toSendToast({ key: "auth:otherDevice.expired" });
    expect(parseSetCookie(replayed, "__session")).toBeNull();
    await expectNoNewSession(user.id, sessions);
  });

  test("'cancel' uses it up too", async () => {
    const { user, password } = await accountSignedInElsewhere();
    const asked = await signInWithPassword(user.email, password);
    await otherDevice("cancel", asked.cookies);
    await expect(await otherDevice("force", asked.cookies)).toSendToast({ key: "auth:otherDevice.expired" });
  });

  test("a password change since it was issued voids it", async () => {
    const { user, password } = await accountSignedInElsewhere();
    const asked = await signInWithPassword(user.email, password);
    await setPassword(user.id, "a-brand-new-password");
    const sessions = await prisma.session.count({ where: { userId: user.id } });
    const response = await otherDevice("force", asked.cookies);
    await expect(response).toSendToast({ key: "auth:otherDevice.expired" });
    await expectNoNewSession(user.id, sessions);
    const page = await callRoute(otherDeviceLoader, "/auth/other-device", { cookie: asked.cookies });
    expect(page.headers.get("Location")).toBe("/");
  });

  test("while the account is locked it is refused, and told so", async () => {
    const { user, password } = await accountSignedInElsewhere();
    const asked = await signInWithPassword(user.email, password);
    for (let i = 0; i < ACCOUNT_LOCK_FAILED_ATTEMPTS; i++) await checkPassword(user.email, `wrong-${i}`);
    const sessions = await prisma.session.count({ where: { userId: user.id } });
    const response = await otherDevice("force", asked.cookies);
    expect(response.headers.get("Location")).toBe("/");
    await expect(response).toSendToast({ type: "error", key: "auth:errors.accountLocked" });
    expect(parseSetCookie(response, "__session")).toBeNull();
    await expectNoNewSession(user.id, sessions);
  });
});

describe("what counts as signed in elsewhere", () => {
  test("only live sessions of the same account: not revoked, not expired, not guests, not other accounts", async () => {
    const { user, password } = await createUser();
    const revoked = await sessionCookieFor(user.id);
    await revokeSession(revoked.session.id, "LOGOUT");
    const expired = await sessionCookieFor(user.id);
    await prisma.session.update({ where: { id: expired.session.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await sessionCookieFor(null);
    const other = await createUser();
    await sessionCookieFor(other.user.id);

    const { response } = await signInWithPassword(user.email, password);
    expect(response.headers.get("Location")).toBe("/");
    expect(parseSetCookie(response, "__session")).not.toBeNull();
  });

  test("a session seen long ago still counts until it expires or is signed out", async () => {
    const { user, password, phone } = await accountSignedInElsewhere();
    await prisma.session.update({ where: { id: phone.session.id }, data: { lastSeenAt: new Date(Date.now() - 20 * 24 * 3600_000) } });
    const { response } = await signInWithPassword(user.email, password);
    expect(response.headers.get("Location")).toBe("/auth/other-device");
  });
});
