import { describe, expect, test, vi } from "vitest";
import { revokeSession, REVOKE_REASONS } from "~/auth/session.server";
import { prisma } from "~/db/client.server";
import { getDashboardCounts } from "~/models/admin.server";
import { loader as adminIndexLoader } from "~/routes/_admin+/admin._index";
import { action as adminLoginAction, loader as adminLoginLoader } from "~/routes/_admin+/admin_.login";
import { loader as profileLoader } from "~/routes/_profile+/profile";
import { loader as rootLoader } from "~/root";
import { callRoute, createUser, sessionCookieFor, signedInUser } from "./helpers";

/** Loaders called as for a browser opening the page. */
const pageVisit = { isPageVisit: true };

describe("signed-in pages", () => {
  test("without a session: to / with the way back", async () => {
    const response = await callRoute(profileLoader, "/profile", { context: pageVisit });
    expect(response).toHaveRedirect("/?redirectTo=%2Fprofile", { status: 302 });
  });

  test("a guest may open them", async () => {
    const { cookie } = await sessionCookieFor(null);
    const response = await callRoute(profileLoader, "/profile", { cookie, context: pageVisit });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ provider: "guest", profile: null });
  });

  test("an account sees its profile from the database", async () => {
    const { user, cookie } = await signedInUser();
    const data = await (await callRoute(profileLoader, "/profile", { cookie, context: pageVisit })).json();
    expect(data.profile).toMatchObject({
      email: user.email,
      nickname: user.nickname,
      username: user.username,
      emailNotifications: false,
      role: "user",
    });
  });
});

describe("admin routes", () => {
  test("without a session: to /admin/login", async () => {
    const response = await callRoute(adminIndexLoader, "/admin", { context: pageVisit });
    expect(response.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin");
  });

  // Spec §2: a signed-in visitor without an admin role goes to / and is told why; a guest is signed in.
  test.each([
    ["a guest", () => sessionCookieFor(null)],
    ["an account without an admin role", async () => sessionCookieFor((await createUser()).user.id)],
  ])("%s: to / with 'Admin permission required'", async (_who, signIn) => {
    const { cookie } = await signIn();
    const response = await callRoute(adminIndexLoader, "/admin", { cookie, context: pageVisit });
    expect(response.headers.get("Location")).toBe("/");
    await expect(response).toSendToast({ type: "error", key: "guard.adminRequired" });
  });

  test.each(["admin", "super_admin"])("role %s sees the dashboard with real counts", async (role) => {
    const { cookie } = await signedInUser({ role });
    const response = await callRoute(adminIndexLoader, "/admin", { cookie, context: pageVisit });
    expect(response.status).toBe(200);
    const data = await response.json();
    const counts = await getDashboardCounts();
    expect(data.totals).toMatchObject({ users: counts.users, songs: counts.songs, sections: counts.sections });
    expect(data.online).toBe(counts.activeSessions);
  });

  test("the admin login admits only admin roles", async () => {
    const { user, password } = await createUser();
    const refused = await callRoute(adminLoginAction, "/admin/login", { form: { email: user.email, password } });
    expect(refused.status).toBe(400);
    await expect(refused).toHaveFieldErrors({ "": ["guard.adminRequired"] });

    const admin = await createUser({ role: "admin" });
    const admitted = await callRoute(adminLoginAction, "/admin/login", { form: { email: admin.user.email, password: admin.password } });
    expect(admitted).toHaveRedirect("/admin", { status: 302 });
  });

  test("an admin who is already signed in skips the admin login", async () => {
    const { cookie } = await signedInUser({ role: "super_admin" });
    const response = await callRoute(adminLoginLoader, "/admin/login", { cookie, context: pageVisit });
    expect(response.headers.get("Location")).toBe("/admin");
  });
});

describe("dashboard counts", () => {
  test("active sessions: seen in the last 5 minutes, not revoked, not expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const now = new Date("2026-11-21T12:00:00Z");
    vi.setSystemTime(now);
    const base = await getDashboardCounts();
    const { user } = await createUser();
    const seen = async (msAgo: number) => {
      const { session } = await sessionCookieFor(user.id);
      await prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: new Date(now.getTime() - msAgo) } });
      return session;
    };
    await seen(0);
    await seen(5 * 60_000);
    await seen(5 * 60_000 + 1);
    const revoked = await seen(1000);
    await revokeSession(revoked.id, REVOKE_REASONS.logout);
    expect((await getDashboardCounts()).activeSessions - base.activeSessions).toBe(2);
    vi.useRealTimers();
  });
});

describe("root loader", () => {
  test("a session revoked by another device's sign-in: cookie cleared and the user told", async () => {
    const { cookie, session } = await signedInUser();
    await revokeSession(session.id, REVOKE_REASONS.replaced);
    const response = await callRoute(rootLoader, "/", { cookie, context: pageVisit });
    const data = await response.json();
    expect(data.viewer).toBeNull();
    expect(data.toast).toMatchObject({ type: "warning", key: "auth:sessionReplaced" });
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__session=;") && /Max-Age=0/i.test(c))).toBe(true);
  });

  test("a session that expired or was signed out elsewhere: cookie cleared, asked to sign in again", async () => {
    const { cookie, session } = await signedInUser();
    await revokeSession(session.id, REVOKE_REASONS.logoutAll);
    const data = await (await callRoute(rootLoader, "/", { cookie, context: pageVisit })).json();
    expect(data.toast).toMatchObject({ type: "info", key: "auth:sessionEnded" });
  });

  test("?lng=en stores the language in a cookie", async () => {
    const response = await callRoute(rootLoader, "/?lng=en", { context: pageVisit });
    expect((await response.json()).locale).toBe("en");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("lng="))).toBe(true);
  });

  test("Korean by default, whatever the browser's language", async () => {
    const response = await callRoute(rootLoader, "/", { headers: { "Accept-Language": "en-US,en;q=0.9" }, context: pageVisit });
    expect((await response.json()).locale).toBe("ko");
  });
});
