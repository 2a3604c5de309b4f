// The admin area's changes to accounts and settings: suspension (at once, for
// every way of signing in), roles (who may change what), the audit log, and
// sign-up closed.
import { describe, expect, test } from "vitest";
import { signInAndRedirect } from "~/auth/sign-in.server";
import { prisma } from "~/db/client.server";
import { changeUserRole, listUsers, suspendUser, unsuspendUser } from "~/models/admin-users.server";
import { listAuditEntries } from "~/models/audit-log.server";
import { findOrCreateSocialAccount } from "~/models/social-account.server";
import { getSiteSetting, getSiteSettings } from "~/models/site-settings.server";
import { loader as rootLoader } from "~/root";
import { action as userAction, loader as userLoader } from "~/routes/_admin+/admin.users.$id";
import { loader as usersLoader } from "~/routes/_admin+/admin.users._index";
import { action as settingsAction } from "~/routes/_admin+/admin.settings";
import { loader as auditLoader } from "~/routes/_admin+/admin.audit";
import { action as loginAction } from "~/routes/_auth+/auth.login";
import { action as registerAction } from "~/routes/_auth+/auth.register";
import { action as apiLoginAction } from "~/routes/_api+/api.auth.login";
import { action as apiRegisterAction } from "~/routes/_api+/api.auth.register";
import { loader as apiSongsLoader } from "~/routes/_api+/api.section.user";
import { getToast } from "~/utils/toast.server";
import { context, createUser, formRequest, sessionCookieFor, settle } from "./helpers";

const args = (request: Request, params: Record<string, string> = {}) => ({ request, context: context({ isPageVisit: true }), params });
const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const jsonPost = (path: string, body: unknown) =>
  new Request(`http://localhost${path}`, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

async function signedIn(role: string) {
  const { user, password } = await createUser({ role });
  const { cookie } = await sessionCookieFor(user.id);
  return { user, password, cookie };
}

async function toastOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__toast="))!.split(";")[0]!;
  return (await getToast(get("/", cookie))).toast;
}

describe("suspension", () => {
  test("an admin suspends with a reason: the signed-in browser is out on its next request, told why; the audit has it", async () => {
    const admin = await signedIn("admin");
    const fan = await signedIn("user");
    const api = await sessionCookieFor(fan.user.id);

    const response = await settle(
      userAction(args(formRequest(`/admin/users/${fan.user.id}`, { intent: "suspend", reason: "Invented lyrics spam" }, { Cookie: admin.cookie }), { id: fan.user.id })),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/users/${fan.user.id}`);
    expect(await toastOf(response)).toMatchObject({ type: "success", key: "admin:user.done.suspend" });

    expect(await prisma.session.count({ where: { userId: fan.user.id, revokedAt: null } })).toBe(0);
    const root = await (await settle(rootLoader(args(get("/", fan.cookie))))).json();
    expect(root.viewer).toBeNull();
    expect(root.toast).toMatchObject({ type: "error", key: "auth:errors.accountSuspended" });

    // The API with its Bearer token: 403 ACCOUNT_SUSPENDED.
    const apiResponse = await apiSongsLoader(args(new Request("http://localhost/api/section/user", { headers: { Authorization: `Bearer ${api.token}` } })));
    expect(apiResponse.status).toBe(403);
    expect((await apiResponse.json()).error.code).toBe("ACCOUNT_SUSPENDED");

    const { entries } = await listAuditEntries({ page: 1, targetId: fan.user.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "user.suspend", targetType: "user", actor: { email: admin.user.email } });
    expect(JSON.parse(entries[0]!.before!)).toEqual({ suspended: false });
    expect(JSON.parse(entries[0]!.after!)).toEqual({ suspended: true, reason: "Invented lyrics spam", sessionsRevoked: 2 });
  });

  test("sign-in is refused with a message: the form, the API, social sign-in", async () => {
    const admin = await signedIn("admin");
    const { user, password } = await createUser();
    expect(await suspendUser({ id: admin.user.id, role: "admin" }, user.id, "Testing")).toEqual({ ok: true, value: null });

    const form = await settle(loginAction(args(formRequest("/auth/login", { email: user.email, password }))));
    expect(form.status).toBe(400);
    expect((await form.json()).result.error[""]).toEqual(["auth:errors.accountSuspended"]);

    const api = await apiLoginAction(args(jsonPost("/api/auth/login", { email: user.email, password })));
    expect(api.status).toBe(403);
    expect((await api.json()).error).toMatchObject({ code: "ACCOUNT_SUSPENDED" });

    const social = await signInAndRedirect(get("/auth/callback"), { userId: user.id, provider: "google" });
    expect(social.headers.get("Location")).toBe("/");
    expect(await toastOf(social)).toMatchObject({ type: "error", key: "auth:errors.accountSuspended" });
    expect(await prisma.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);

    expect(await unsuspendUser({ id: admin.user.id, role: "admin" }, user.id)).toEqual({ ok: true, value: null });
    const again = await settle(loginAction(args(formRequest("/auth/login", { email: user.email, password }))));
    expect(again.status).toBe(302);
  });

  test("a reason is required; the typed values come back with the error", async () => {
    const admin = await signedIn("admin");
    const { user } = await createUser();
    const response = await settle(
      userAction(args(formRequest(`/admin/users/${user.id}`, { intent: "suspend", reason: "   " }, { Cookie: admin.cookie }), { id: user.id })),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors.reason).toEqual(["common:validation.required"]);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).suspendedAt).toBeNull();
  });

  test("an admin cannot suspend an admin, nor anyone themselves; a super_admin can suspend an admin", async () => {
    const admin = await signedIn("admin");
    const other = await signedIn("admin");
    const superAdmin = await signedIn("super_admin");
    expect(await suspendUser({ id: admin.user.id, role: "admin" }, other.user.id, "x")).toEqual({ ok: false, reason: "FORBIDDEN", messageKey: "admin:users.errors.adminOnlyBySuperAdmin" });
    expect(await suspendUser({ id: admin.user.id, role: "admin" }, admin.user.id, "x")).toEqual({ ok: false, reason: "FORBIDDEN", messageKey: "admin:users.errors.self" });
    expect(await suspendUser({ id: superAdmin.user.id, role: "super_admin" }, other.user.id, "x")).toEqual({ ok: true, value: null });
  });
});

describe("roles", () => {
  test("only a super_admin changes roles; nobody their own; the last super_admin stays", async () => {
    await prisma.user.updateMany({ where: { role: "super_admin" }, data: { role: "user" } });
    const superAdmin = await signedIn("super_admin");
    const admin = await signedIn("admin");
    const fan = await signedIn("user");
    const as = (who: { user: { id: string; role: string } }) => ({ id: who.user.id, role: who.user.role });

    expect(await changeUserRole(as(admin), fan.user.id, "admin")).toEqual({ ok: false, reason: "FORBIDDEN", messageKey: "admin:users.errors.adminOnlyBySuperAdmin" });
    expect(await changeUserRole(as(superAdmin), superAdmin.user.id, "admin")).toEqual({ ok: false, reason: "FORBIDDEN", messageKey: "admin:users.errors.self" });
    expect(await changeUserRole(as(superAdmin), fan.user.id, "super_admin")).toEqual({ ok: true, value: null });
    // Two super_admins now: one may demote the other, and then the last one stays.
    expect(await changeUserRole(as(superAdmin), fan.user.id, "user")).toEqual({ ok: true, value: null });
    expect(await prisma.user.count({ where: { role: "super_admin" } })).toBe(1);
    const second = await signedIn("super_admin");
    expect(await changeUserRole(as(second), superAdmin.user.id, "admin")).toEqual({ ok: true, value: null });
    expect(await changeUserRole({ id: fan.user.id, role: "super_admin" }, second.user.id, "user")).toEqual({
      ok: false,
      reason: "CONFLICT",
      messageKey: "admin:users.errors.lastSuperAdmin",
    });

    const { entries } = await listAuditEntries({ page: 1, action: "user.role", targetId: fan.user.id });
    expect(entries.map((entry) => [JSON.parse(entry.before!).role, JSON.parse(entry.after!).role])).toEqual([
      ["super_admin", "user"],
      ["user", "super_admin"],
    ]);
  });

  test("the page shows a refusal as a form error in the page", async () => {
    await prisma.user.updateMany({ where: { role: "super_admin" }, data: { role: "user" } });
    const superAdmin = await signedIn("super_admin");
    const response = await settle(
      userAction(args(formRequest(`/admin/users/${superAdmin.user.id}`, { intent: "role", role: "user" }, { Cookie: superAdmin.cookie }), { id: superAdmin.user.id })),
    );
    // The refusal's own status, as the API answers it: not on one's own account.
    expect(response.status).toBe(403);
    expect((await response.json()).errors[""]).toEqual(["admin:users.errors.self"]);
  });

  test("an unknown intent is a 400, not a silent no-op", async () => {
    const admin = await signedIn("admin");
    const response = await settle(userAction(args(formRequest(`/admin/users/${admin.user.id}`, { intent: "erase" }, { Cookie: admin.cookie }), { id: admin.user.id })));
    expect(response.status).toBe(400);
  });
});

describe("the user list and page", () => {
  test("search by e-mail or nickname, filter by role and provider, pages of 20", async () => {
    const admin = await signedIn("admin");
    const marker = `zz${Date.now()}`;
    for (let index = 0; index < 21; index++) {
      await prisma.user.create({ data: { email: `${marker}-${index}@example.com`, username: `${marker}_${index}`, nickname: `팬${index}` } });
    }
    await prisma.user.create({
      data: { email: `other-${marker}@example.com`, username: `k${marker}`, nickname: `닉${marker}`, role: "admin", connections: { create: { provider: "kakao", providerUserId: marker } } },
    });
    const first = await (await settle(usersLoader(args(get(`/admin/users?q=${marker}`, admin.cookie))))).json();
    expect(first.users).toHaveLength(20);
    expect(first.hasNext).toBe(true);
    const second = await (await settle(usersLoader(args(get(`/admin/users?q=${marker}&page=2`, admin.cookie))))).json();
    expect(second.users).toHaveLength(2);
    expect(second.hasNext).toBe(false);
    const byNickname = await listUsers({ q: `닉${marker}`, page: 1 });
    expect(byNickname.users.map((user) => user.email)).toEqual([`other-${marker}@example.com`]);
    expect((await listUsers({ q: marker, role: "admin", page: 1 })).users).toHaveLength(1);
    expect((await listUsers({ q: marker, provider: "kakao", page: 1 })).users[0]!.providers).toEqual(["kakao"]);
    expect((await listUsers({ q: marker, provider: "password", page: 1 })).users).toHaveLength(0);
    const bad = await settle(usersLoader(args(get(`/admin/users?role=emperor`, admin.cookie))));
    expect(bad.status).toBe(400);
  });

  test("a user's page: content counts and sign-in history", async () => {
    const admin = await signedIn("admin");
    const fan = await signedIn("user");
    await sessionCookieFor(fan.user.id, "google");
    const song = await prisma.song.create({ data: { youtubeId: `vid${Date.now()}`.slice(0, 11), title: "Invented song", artist: "Nobody" } });
    await prisma.section.create({ data: { userId: fan.user.id, songId: song.id, name: "Chorus", startTime: 1, endTime: 5 } });
    await prisma.playHistory.createMany({ data: [{ userId: fan.user.id, songId: song.id }, { userId: fan.user.id, songId: song.id }] });
    const data = await (await settle(userLoader(args(get(`/admin/users/${fan.user.id}`, admin.cookie), { id: fan.user.id })))).json();
    expect(data.user.counts).toEqual({ sections: 1, plays: 2, playlistSongs: 0 });
    expect(data.user.signIns.map((signIn: { provider: string }) => signIn.provider)).toEqual(["google", "password"]);
    expect((await settle(userLoader(args(get(`/admin/users/nobody`, admin.cookie), { id: "nobody" })))).status).toBe(404);
  });
});

describe("settings", () => {
  test("saved with their audit entry; sign-up closed refuses the form, the API and a new social account", async () => {
    const admin = await signedIn("admin");
    const response = await settle(
      settingsAction(
        args(formRequest("/admin/settings", { intent: "save", youtubeSearchesPerDay: "25", maintenanceBanner: "Back at 3 a.m." }, { Cookie: admin.cookie })),
      ),
    );
    expect(response.status).toBe(302);
    expect(await getSiteSettings()).toEqual({ youtubeSearchesPerDay: 25, signUpOpen: false, maintenanceBanner: "Back at 3 a.m." });
    const audit = await (await settle(auditLoader(args(get("/admin/audit?action=settings.update", admin.cookie))))).json();
    expect(JSON.parse(audit.entries[0].after)).toEqual({ youtubeSearchesPerDay: 25, signUpOpen: false, maintenanceBanner: "Back at 3 a.m." });

    const root = await (await settle(rootLoader(args(get("/"))))).json();
    expect(root.maintenanceBanner).toBe("Back at 3 a.m.");

    const email = `closed-${Date.now()}@example.com`;
    const form = await settle(
      registerAction(args(formRequest("/auth/register", { email, password: "fanchant-test", nickname: "닫힘", agreeTerms: "on" }))),
    );
    expect(form.status).toBe(400);
    expect((await form.json()).result.error[""]).toEqual(["auth:errors.signUpClosed"]);
    const api = await apiRegisterAction(args(jsonPost("/api/auth/register", { email, password: "fanchant-test", nickname: "닫힘", agreeTerms: true })));
    expect(api.status).toBe(403);
    expect((await api.json()).error.code).toBe("SIGN_UP_CLOSED");
    const social = await findOrCreateSocialAccount({ provider: "naver", providerUserId: `n${Date.now()}`, email, emailVerified: true, name: "닫힘", imageUrl: null });
    expect(social).toEqual({ status: "signUpClosed" });
    expect(await prisma.user.count({ where: { email } })).toBe(0);

    // Saving the same values again changes nothing and writes no entry.
    const count = await prisma.auditLog.count();
    await settle(
      settingsAction(
        args(formRequest("/admin/settings", { intent: "save", youtubeSearchesPerDay: "25", maintenanceBanner: "Back at 3 a.m." }, { Cookie: admin.cookie })),
      ),
    );
    expect(await prisma.auditLog.count()).toBe(count);
    await settle(settingsAction(args(formRequest("/admin/settings", { intent: "save", youtubeSearchesPerDay: "25", signUpOpen: "on" }, { Cookie: admin.cookie }))));
    expect(await getSiteSetting("signUpOpen")).toBe(true);
  });

  test("a quota that is not a whole number: 400 with the field error and the typed value", async () => {
    const admin = await signedIn("admin");
    const response = await settle(settingsAction(args(formRequest("/admin/settings", { intent: "save", youtubeSearchesPerDay: "2.5" }, { Cookie: admin.cookie }))));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors.youtubeSearchesPerDay).toEqual(["admin:validation.quota"]);
    expect(body.values.youtubeSearchesPerDay).toBe("2.5");
  });
});
