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
import { typedValuesOf } from "../setup/replies";
import { callRoute, createUser, routeRequest, sessionCookieFor, signedInUser } from "./helpers";

/** Loaders called as for a browser opening the page. */
const pageVisit = { isPageVisit: true };

/** A form post on an account's admin page, by the signed-in `who`. */
const postUserForm = (who: { cookie: string }, id: string, form: Record<string, string>) =>
  callRoute(userAction, `/admin/users/${id}`, { form, cookie: who.cookie, params: { id } });
const saveSettings = (who: { cookie: string }, form: Record<string, string>) => callRoute(settingsAction, "/admin/settings", { form, cookie: who.cookie });

describe("suspension", () => {
  test("an admin suspends with a reason: the signed-in browser is out on its next request, told why; the audit has it", async () => {
    const admin = await signedInUser({ role: "admin" });
    const fan = await signedInUser();
    const api = await sessionCookieFor(fan.user.id);

    const response = await postUserForm(admin, fan.user.id, { intent: "suspend", reason: "Invented lyrics spam" });
    expect(response).toHaveRedirect(`/admin/users/${fan.user.id}`, { status: 302 });
    await expect(response).toSendToast({ type: "success", key: "admin:user.done.suspend" });

    expect(await prisma.session.count({ where: { userId: fan.user.id, revokedAt: null } })).toBe(0);
    const root = await (await callRoute(rootLoader, "/", { cookie: fan.cookie, context: pageVisit })).json();
    expect(root.viewer).toBeNull();
    expect(root.toast).toMatchObject({ type: "error", key: "auth:errors.accountSuspended" });

    // The API with its Bearer token: 403 ACCOUNT_SUSPENDED.
    const apiResponse = await callRoute(apiSongsLoader, "/api/section/user", { headers: { Authorization: `Bearer ${api.token}` } });
    await expect(apiResponse).toBeApiError(403, "ACCOUNT_SUSPENDED");

    const { entries } = await listAuditEntries({ page: 1, targetId: fan.user.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "user.suspend", targetType: "user", actor: { email: admin.user.email } });
    expect(JSON.parse(entries[0]!.before!)).toEqual({ suspended: false });
    expect(JSON.parse(entries[0]!.after!)).toEqual({ suspended: true, reason: "Invented lyrics spam", sessionsRevoked: 2 });
  });

  test("sign-in is refused with a message: the form, the API, social sign-in", async () => {
    const admin = await signedInUser({ role: "admin" });
    const { user, password } = await createUser();
    expect(await suspendUser({ id: admin.user.id, role: "admin" }, user.id, "Testing")).toEqual({ ok: true, value: null });

    const form = await callRoute(loginAction, "/auth/login", { form: { email: user.email, password } });
    expect(form.status).toBe(400);
    await expect(form).toHaveFieldErrors({ "": ["auth:errors.accountSuspended"] });

    const api = await callRoute(apiLoginAction, "/api/auth/login", { body: { email: user.email, password } });
    await expect(api).toBeApiError(403, "ACCOUNT_SUSPENDED");

    const social = await signInAndRedirect(routeRequest("/auth/callback"), { userId: user.id, provider: "google" });
    expect(social.headers.get("Location")).toBe("/");
    await expect(social).toSendToast({ type: "error", key: "auth:errors.accountSuspended" });
    expect(await prisma.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);

    expect(await unsuspendUser({ id: admin.user.id, role: "admin" }, user.id)).toEqual({ ok: true, value: null });
    const again = await callRoute(loginAction, "/auth/login", { form: { email: user.email, password } });
    expect(again.status).toBe(302);
  });

  test("a reason is required; the typed values come back with the error", async () => {
    const admin = await signedInUser({ role: "admin" });
    const { user } = await createUser();
    const response = await postUserForm(admin, user.id, { intent: "suspend", reason: "   " });
    expect(response.status).toBe(400);
    await expect(response).toHaveFieldErrors({ reason: ["common:validation.required"] });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).suspendedAt).toBeNull();
  });

  test("an admin cannot suspend an admin, nor anyone themselves; a super_admin can suspend an admin", async () => {
    const admin = await signedInUser({ role: "admin" });
    const other = await signedInUser({ role: "admin" });
    const superAdmin = await signedInUser({ role: "super_admin" });
    expect(await suspendUser({ id: admin.user.id, role: "admin" }, other.user.id, "x")).toEqual({ ok: false, reason: "FORBIDDEN", messageKey: "admin:users.errors.adminOnlyBySuperAdmin" });
    expect(await suspendUser({ id: admin.user.id, role: "admin" }, admin.user.id, "x")).toEqual({ ok: false, reason: "FORBIDDEN", messageKey: "admin:users.errors.self" });
    expect(await suspendUser({ id: superAdmin.user.id, role: "super_admin" }, other.user.id, "x")).toEqual({ ok: true, value: null });
  });
});

describe("roles", () => {
  test("only a super_admin changes roles; nobody their own; the last super_admin stays", async () => {
    await prisma.user.updateMany({ where: { role: "super_admin" }, data: { role: "user" } });
    const superAdmin = await signedInUser({ role: "super_admin" });
    const admin = await signedInUser({ role: "admin" });
    const fan = await signedInUser();
    const as = (who: { user: { id: string; role: string } }) => ({ id: who.user.id, role: who.user.role });

    expect(await changeUserRole(as(admin), fan.user.id, "admin")).toEqual({ ok: false, reason: "FORBIDDEN", messageKey: "admin:users.errors.adminOnlyBySuperAdmin" });
    expect(await changeUserRole(as(superAdmin), superAdmin.user.id, "admin")).toEqual({ ok: false, reason: "FORBIDDEN", messageKey: "admin:users.errors.self" });
    expect(await changeUserRole(as(superAdmin), fan.user.id, "super_admin")).toEqual({ ok: true, value: null });
    // Two super_admins now: one may demote the other, and then the last one stays.
    expect(await changeUserRole(as(superAdmin), fan.user.id, "user")).toEqual({ ok: true, value: null });
    expect(await prisma.user.count({ where: { role: "super_admin" } })).toBe(1);
    const second = await signedInUser({ role: "super_admin" });
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
    const superAdmin = await signedInUser({ role: "super_admin" });
    const response = await postUserForm(superAdmin, superAdmin.user.id, { intent: "role", role: "user" });
    // The refusal's own status, as the API answers it: not on one's own account.
    expect(response.status).toBe(403);
    await expect(response).toHaveFieldErrors({ "": ["admin:users.errors.self"] });
  });

  test("an unknown intent is a 400, not a silent no-op", async () => {
    const admin = await signedInUser({ role: "admin" });
    const response = await postUserForm(admin, admin.user.id, { intent: "erase" });
    expect(response.status).toBe(400);
  });
});

describe("the user list and page", () => {
  test("search by e-mail or nickname, filter by role and provider, pages of 20", async () => {
    const admin = await signedInUser({ role: "admin" });
    const marker = `zz${Date.now()}`;
    for (let index = 0; index < 21; index++) {
      await prisma.user.create({ data: { email: `${marker}-${index}@example.com`, username: `${marker}_${index}`, nickname: `팬${index}` } });
    }
    await prisma.user.create({
      data: { email: `other-${marker}@example.com`, username: `k${marker}`, nickname: `닉${marker}`, role: "admin", connections: { create: { provider: "kakao", providerUserId: marker } } },
    });
    const first = await (await callRoute(usersLoader, `/admin/users?q=${marker}`, { cookie: admin.cookie, context: pageVisit })).json();
    expect(first.users).toHaveLength(20);
    expect(first.hasNext).toBe(true);
    const second = await (await callRoute(usersLoader, `/admin/users?q=${marker}&page=2`, { cookie: admin.cookie, context: pageVisit })).json();
    expect(second.users).toHaveLength(2);
    expect(second.hasNext).toBe(false);
    const byNickname = await listUsers({ q: `닉${marker}`, page: 1 });
    expect(byNickname.users.map((user) => user.email)).toEqual([`other-${marker}@example.com`]);
    expect((await listUsers({ q: marker, role: "admin", page: 1 })).users).toHaveLength(1);
    expect((await listUsers({ q: marker, provider: "kakao", page: 1 })).users[0]!.providers).toEqual(["kakao"]);
    expect((await listUsers({ q: marker, provider: "password", page: 1 })).users).toHaveLength(0);
    const bad = await callRoute(usersLoader, `/admin/users?role=emperor`, { cookie: admin.cookie, context: pageVisit });
    expect(bad.status).toBe(400);
  });

  test("% and _ are characters, not wildcards; case does not matter", async () => {
    const marker = `pct${Date.now()}`;
    const names = [`${marker}100%`, `${marker}100x`, `${marker}a_b`, `${marker}axb`];
    for (const [index, nickname] of names.entries()) {
      await prisma.user.create({ data: { email: `${marker}-${index}@Example.com`, username: `${marker}_${index}`, nickname } });
    }
    const nicknames = async (q: string) => (await listUsers({ q, page: 1 })).users.map((user) => user.nickname).sort();
    expect(await nicknames(`${marker}100%`)).toEqual([`${marker}100%`]);
    expect(await nicknames(`${marker}a_b`)).toEqual([`${marker}a_b`]);
    expect(await nicknames("%")).toContain(`${marker}100%`);
    expect(await nicknames("%")).not.toContain(`${marker}axb`);
    expect(await nicknames(`${marker.toUpperCase()}A_B`)).toEqual([`${marker}a_b`]);
    expect((await listUsers({ q: `${marker}-3@example.COM`, page: 1 })).users.map((user) => user.nickname)).toEqual([`${marker}axb`]);
    expect(await nicknames("\\")).not.toContain(`${marker}axb`);
  });

  test("a user's page: content counts and sign-in history", async () => {
    const admin = await signedInUser({ role: "admin" });
    const fan = await signedInUser();
    await sessionCookieFor(fan.user.id, "google");
    const song = await prisma.song.create({ data: { youtubeId: `vid${Date.now()}`.slice(0, 11), title: "Invented song", artist: "Nobody" } });
    await prisma.section.create({ data: { userId: fan.user.id, songId: song.id, name: "Chorus", startTime: 1, endTime: 5 } });
    await prisma.playHistory.createMany({ data: [{ userId: fan.user.id, songId: song.id }, { userId: fan.user.id, songId: song.id }] });
    const page = await callRoute(userLoader, `/admin/users/${fan.user.id}`, { cookie: admin.cookie, params: { id: fan.user.id }, context: pageVisit });
    const data = await page.json();
    expect(data.user.counts).toEqual({ sections: 1, plays: 2, playlistSongs: 0 });
    expect(data.user.signIns.map((signIn: { provider: string }) => signIn.provider)).toEqual(["google", "password"]);
    expect((await callRoute(userLoader, `/admin/users/nobody`, { cookie: admin.cookie, params: { id: "nobody" }, context: pageVisit })).status).toBe(404);
  });
});

describe("settings", () => {
  test("saved with their audit entry; sign-up closed refuses the form, the API and a new social account", async () => {
    const admin = await signedInUser({ role: "admin" });
    const response = await saveSettings(admin, { intent: "save", youtubeSearchesPerDay: "25", maintenanceBanner: "Back at 3 a.m." });
    expect(response.status).toBe(302);
    expect(await getSiteSettings()).toEqual({ youtubeSearchesPerDay: 25, signUpOpen: false, maintenanceBanner: "Back at 3 a.m." });
    const audit = await (await callRoute(auditLoader, "/admin/audit?action=settings.update", { cookie: admin.cookie, context: pageVisit })).json();
    expect(JSON.parse(audit.entries[0].after)).toEqual({ youtubeSearchesPerDay: 25, signUpOpen: false, maintenanceBanner: "Back at 3 a.m." });

    const root = await (await callRoute(rootLoader, "/", { context: pageVisit })).json();
    expect(root.maintenanceBanner).toBe("Back at 3 a.m.");

    const email = `closed-${Date.now()}@example.com`;
    const form = await callRoute(registerAction, "/auth/register", { form: { email, password: "fanchant-test", nickname: "닫힘", agreeTerms: "on" } });
    expect(form.status).toBe(400);
    await expect(form).toHaveFieldErrors({ "": ["auth:errors.signUpClosed"] });
    const api = await callRoute(apiRegisterAction, "/api/auth/register", { body: { email, password: "fanchant-test", nickname: "닫힘", agreeTerms: true } });
    await expect(api).toBeApiError(403, "SIGN_UP_CLOSED");
    const social = await findOrCreateSocialAccount({ provider: "naver", providerUserId: `n${Date.now()}`, email, emailVerified: true, name: "닫힘", imageUrl: null });
    expect(social).toEqual({ status: "signUpClosed" });
    expect(await prisma.user.count({ where: { email } })).toBe(0);

    // Saving the same values again changes nothing and writes no entry.
    const count = await prisma.auditLog.count();
    await saveSettings(admin, { intent: "save", youtubeSearchesPerDay: "25", maintenanceBanner: "Back at 3 a.m." });
    expect(await prisma.auditLog.count()).toBe(count);
    await saveSettings(admin, { intent: "save", youtubeSearchesPerDay: "25", signUpOpen: "on" });
    expect(await getSiteSetting("signUpOpen")).toBe(true);
  });

  test("a quota that is not a whole number: 400 with the field error and the typed value", async () => {
    const admin = await signedInUser({ role: "admin" });
    const response = await saveSettings(admin, { intent: "save", youtubeSearchesPerDay: "2.5" });
    expect(response.status).toBe(400);
    const body = await response.json();
    await expect(body).toHaveFieldErrors({ youtubeSearchesPerDay: ["admin:validation.quota"] });
    expect(typedValuesOf(body)!.youtubeSearchesPerDay).toBe("2.5");
  });
});
