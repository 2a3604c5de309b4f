// The admin JSON API: the same rules as the pages, JSON errors with codes.
import { describe, expect, test } from "vitest";
import { prisma } from "~/db.server";
import { action as roleAction } from "~/routes/_api+/api.admin.users.$id.role";
import { action as suspendAction } from "~/routes/_api+/api.admin.users.$id.suspend";
import { action as settingsAction } from "~/routes/_api+/api.admin.settings";
import { loader as auditLoader } from "~/routes/_api+/api.admin.audit";
import { loader as statsLoader } from "~/routes/_api+/api.admin.stats";
import { action as announcementsAction } from "~/routes/_api+/api.admin.announcements";
import { context, createUser, sessionCookieFor } from "./helpers";

async function bearer(role: string) {
  const { user } = await createUser({ role });
  const { token } = await sessionCookieFor(user.id);
  return { user, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" } };
}

const call = (handler: (args: never) => Promise<Response>, method: string, path: string, headers: Record<string, string>, body?: unknown, params = {}) =>
  handler({
    request: new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    context: context(),
    params,
  } as never);

describe("admin API", () => {
  test("suspend and unsuspend: 204; again: 409 CONFLICT; oneself: 403", async () => {
    const admin = await bearer("admin");
    const { user } = await createUser();
    const path = `/api/admin/users/${user.id}/suspend`;
    expect((await call(suspendAction, "POST", path, admin.headers, { reason: "Invented spam" }, { id: user.id })).status).toBe(204);
    const again = await call(suspendAction, "POST", path, admin.headers, { reason: "Again" }, { id: user.id });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("CONFLICT");
    expect((await call(suspendAction, "DELETE", path, admin.headers, undefined, { id: user.id })).status).toBe(204);
    const self = await call(suspendAction, "POST", `/api/admin/users/${admin.user.id}/suspend`, admin.headers, { reason: "x" }, { id: admin.user.id });
    expect(self.status).toBe(403);
    const empty = await call(suspendAction, "POST", path, admin.headers, { reason: "" }, { id: user.id });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields.reason).toBeDefined();
  });

  test("role: a super_admin's change (204); a caller no longer super_admin is refused (403)", async () => {
    await prisma.user.updateMany({ where: { role: "super_admin" }, data: { role: "user" } });
    const superAdmin = await bearer("super_admin");
    const { user } = await createUser();
    expect((await call(roleAction, "PUT", `/api/admin/users/${user.id}/role`, superAdmin.headers, { role: "admin" }, { id: user.id })).status).toBe(204);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("admin");
    const second = await bearer("super_admin");
    await prisma.user.update({ where: { id: superAdmin.user.id }, data: { role: "admin" } });
    const last = await call(roleAction, "PUT", `/api/admin/users/${second.user.id}/role`, superAdmin.headers, { role: "user" }, { id: second.user.id });
    // The caller is no longer a super_admin: refused before anything else.
    expect(last.status).toBe(403);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: second.user.id } })).role).toBe("super_admin");
  });

  test("settings: a partial change, audited; a bad value is 400 with its field", async () => {
    const admin = await bearer("admin");
    const response = await call(settingsAction, "PUT", "/api/admin/settings", admin.headers, { signUpOpen: false });
    expect(await response.json()).toMatchObject({ signUpOpen: false, maintenanceBanner: "" });
    const bad = await call(settingsAction, "PUT", "/api/admin/settings", admin.headers, { youtubeSearchesPerDay: -1 });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["youtubeSearchesPerDay"]);
    const audit = await (await call(auditLoader as never, "GET", "/api/admin/audit?action=settings.update", admin.headers)).json();
    expect(audit.entries[0]).toMatchObject({ before: { signUpOpen: true }, after: { signUpOpen: false } });
  });

  test("stats: 7, 14, 30 or 90 days; announcements: 201 with ISO times", async () => {
    const admin = await bearer("admin");
    const stats = await (await call(statsLoader as never, "GET", "/api/admin/stats?days=30", admin.headers)).json();
    expect(stats.rows).toHaveLength(30);
    expect((await call(statsLoader as never, "GET", "/api/admin/stats?days=31", admin.headers)).status).toBe(400);
    const created = await call(announcementsAction, "POST", "/api/admin/announcements", admin.headers, {
      textKo: "새 공지",
      textEn: "New notice",
      startsAt: "2026-11-24T09:00:00+09:00",
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ textEn: "New notice", startsAt: "2026-11-24T00:00:00.000Z", endsAt: null });
  });
});
