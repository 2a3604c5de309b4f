/// <reference types="vite/client" />
// Every admin URL, form action and admin API call, tried as an anonymous
// visitor, a guest, a user, an admin and a super_admin: a redirect (pages) or
// 401/403 (API) for whoever may not, and never a change; for whoever may, the
// endpoint's own answer and change, which no refusal looks like.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { getSiteSettings, setSiteSetting, type SiteSettingKey } from "~/models/site-settings.server";
import { callRoute, sessionCookieFor, signedInUser, type RouteCall, type RouteHandler } from "./helpers";

type Who = "anonymous" | "guest" | "user" | "admin" | "super_admin";
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/**
 * What an allowed caller gets: a page or an API answer (its status; an API
 * error past the guard with its code, a page form's with its error), or an
 * action's own redirect and toast (none: `toast: null`). A refusal is a
 * redirect to /admin/login, to / or to /admin with an error toast, or a 401
 * or 403: none of these.
 */
type Success =
  | { status: 200 | 201 | 204 | 404 }
  | { status: 404 | 405; code: string }
  | { status: 404; formError: string }
  | { status: 302 | 303; redirect: string | RegExp | ((targetId: string) => string); toast: { type: "success"; key: string } | null };

interface Endpoint {
  /** The route module, relative to app/routes */
  module: string;
  export: "loader" | "action";
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: (targetId: string) => string;
  form?: Record<string, string>;
  json?: unknown;
  /** The lowest role that may: admin, or super_admin only */
  allowed: "admin" | "super_admin";
  api?: boolean;
  /** A method the API route does not serve: 405 for everyone, before any guard, and so never a change. */
  unserved?: boolean;
  /** What an allowed caller gets (200 unless said). */
  success?: Success;
  /** What an allowed call changes (nothing unless said), given the state before it. */
  changes?: (before: Snapshot) => Partial<Record<keyof Snapshot, unknown>>;
}

const suspended = (before: Snapshot) => ({ target: { suspendedAt: expect.any(Date) }, sessions: 0, audit: before.audit + 1 });
const madeAdmin = (before: Snapshot) => ({ target: { role: "admin" }, audit: before.audit + 1 });
const oneMore = (table: "announcements" | "concerts") => (before: Snapshot) => ({ [table]: before[table] + 1, audit: before.audit + 1 });
const NOT_FOUND = { status: 404, code: "NOT_FOUND" } as const;

const CONCERT_FORM = {
  artist: "가상밴드",
  tourName: "권한 투어",
  venue: "가상 홀",
  city: "서울",
  country: "대한민국",
  region: "domestic",
  startDate: "2027-01-09",
  endDate: "2027-01-10",
};

const ADMIN_PAGES: Endpoint[] = [
  { module: "_admin+/admin", export: "loader", method: "GET", path: () => "/admin", allowed: "admin" },
  { module: "_admin+/admin._index", export: "loader", method: "GET", path: () => "/admin", allowed: "admin" },
  // An unknown admin URL goes to the dashboard, with no toast (a refused admin would get one).
  { module: "_admin+/admin.$", export: "loader", method: "GET", path: () => "/admin/nowhere", allowed: "admin", success: { status: 302, redirect: "/admin", toast: null } },
  {
    module: "_admin+/admin.$",
    export: "action",
    method: "POST",
    path: () => "/admin/nowhere",
    form: {},
    allowed: "admin",
    success: { status: 302, redirect: "/admin", toast: null },
  },
  { module: "_admin+/admin.users._index", export: "loader", method: "GET", path: () => "/admin/users", allowed: "admin" },
  { module: "_admin+/admin.users.$id", export: "loader", method: "GET", path: (id) => `/admin/users/${id}`, allowed: "admin" },
  {
    module: "_admin+/admin.users.$id",
    export: "action",
    method: "POST",
    path: (id) => `/admin/users/${id}`,
    form: { intent: "suspend", reason: "Spam in lyrics" },
    allowed: "admin",
    success: { status: 302, redirect: (id) => `/admin/users/${id}`, toast: { type: "success", key: "admin:user.done.suspend" } },
    changes: suspended,
  },
  {
    module: "_admin+/admin.users.$id",
    export: "action",
    method: "POST",
    path: (id) => `/admin/users/${id}`,
    form: { intent: "role", role: "admin" },
    allowed: "super_admin",
    success: { status: 302, redirect: (id) => `/admin/users/${id}`, toast: { type: "success", key: "admin:user.done.role" } },
    changes: madeAdmin,
  },
  { module: "_admin+/admin.audit", export: "loader", method: "GET", path: () => "/admin/audit", allowed: "admin" },
  { module: "_admin+/admin.settings", export: "loader", method: "GET", path: () => "/admin/settings", allowed: "admin" },
  {
    module: "_admin+/admin.settings",
    export: "action",
    method: "POST",
    path: () => "/admin/settings",
    form: { intent: "save", youtubeSearchesPerDay: "7", maintenanceBanner: "Back soon" },
    allowed: "admin",
    success: { status: 302, redirect: "/admin/settings", toast: { type: "success", key: "admin:settings.saved" } },
    changes: (before) => ({ settings: { youtubeSearchesPerDay: 7, signUpOpen: false, maintenanceBanner: "Back soon" }, audit: before.audit + 1 }),
  },
  { module: "_admin+/admin.stats", export: "loader", method: "GET", path: () => "/admin/stats?days=30", allowed: "admin" },
  { module: "_admin+/admin.stats[.]csv", export: "loader", method: "GET", path: () => "/admin/stats.csv?days=90", allowed: "admin" },
  { module: "_admin+/admin.announcements", export: "loader", method: "GET", path: () => "/admin/announcements", allowed: "admin" },
  {
    module: "_admin+/admin.announcements",
    export: "action",
    method: "POST",
    path: () => "/admin/announcements",
    form: { intent: "create", textKo: "공지 테스트", textEn: "Test notice", startsAt: "2026-11-24T09:00" },
    allowed: "admin",
    success: { status: 302, redirect: "/admin/announcements", toast: { type: "success", key: "admin:announcements.done.create" } },
    changes: oneMore("announcements"),
  },
  { module: "_admin+/admin.playlists", export: "loader", method: "GET", path: () => "/admin/playlists?visibility=hidden", allowed: "admin" },
  // A playlist that does not exist: past the guard, a 404.
  {
    module: "_admin+/admin.playlists",
    export: "action",
    method: "POST",
    path: () => "/admin/playlists",
    form: { intent: "hide", id: "999999" },
    allowed: "admin",
    success: { status: 404, formError: "admin:content.errors.notFound" },
  },
  { module: "_admin+/admin.reports._index", export: "loader", method: "GET", path: () => "/admin/reports?status=resolved", allowed: "admin" },
  { module: "_admin+/admin.reports.$id", export: "loader", method: "GET", path: (id) => `/admin/reports/${id}`, allowed: "admin", success: { status: 404 } },
  {
    module: "_admin+/admin.reports.$id",
    export: "action",
    method: "POST",
    path: (id) => `/admin/reports/${id}`,
    form: { resolution: "dismissed" },
    allowed: "admin",
    success: { status: 404 },
  },
  { module: "_admin+/admin.songs", export: "loader", method: "GET", path: () => "/admin/songs?from=fan", allowed: "admin" },
  {
    module: "_admin+/admin.songs",
    export: "action",
    method: "POST",
    path: () => "/admin/songs",
    form: { intent: "correct", id: "999999", title: "권한 확인" },
    allowed: "admin",
    success: { status: 404, formError: "admin:songs.errors.notFound" },
  },
  { module: "_admin+/admin.concerts._index", export: "loader", method: "GET", path: () => "/admin/concerts?region=global", allowed: "admin" },
  {
    module: "_admin+/admin.concerts._index",
    export: "action",
    method: "POST",
    path: () => "/admin/concerts",
    form: { intent: "delete", id: "999999", confirm: "on" },
    allowed: "admin",
    success: { status: 404, formError: "admin:concerts.errors.notFound" },
  },
  { module: "_admin+/admin.concerts.new", export: "loader", method: "GET", path: () => "/admin/concerts/new", allowed: "admin" },
  {
    module: "_admin+/admin.concerts.new",
    export: "action",
    method: "POST",
    path: () => "/admin/concerts/new",
    form: { intent: "details", ...CONCERT_FORM },
    allowed: "admin",
    success: { status: 303, redirect: /^\/admin\/concerts\/\d+$/, toast: { type: "success", key: "admin:concerts.done.create" } },
    changes: oneMore("concerts"),
  },
  { module: "_admin+/admin.concerts.$id", export: "loader", method: "GET", path: (id) => `/admin/concerts/${id}`, allowed: "admin", success: { status: 404 } },
  {
    module: "_admin+/admin.concerts.$id",
    export: "action",
    method: "POST",
    path: (id) => `/admin/concerts/${id}`,
    form: { intent: "setlist", op: "up", position: "1" },
    allowed: "admin",
    success: { status: 404 },
  },
];

const api = (module: string, method: Endpoint["method"], path: Endpoint["path"], json?: unknown, allowed: Endpoint["allowed"] = "admin"): Endpoint => ({
  module: `_api+/${module}`,
  export: method === "GET" ? "loader" : "action",
  method,
  path,
  json,
  allowed,
  api: true,
});

const ADMIN_API: Endpoint[] = [
  api("api.admin.dashboard", "GET", () => "/api/admin/dashboard"),
  { ...api("api.admin.dashboard", "POST", () => "/api/admin/dashboard", {}), unserved: true },
  api("api.admin.stats", "GET", () => "/api/admin/stats?days=14"),
  { ...api("api.admin.stats", "POST", () => "/api/admin/stats", {}), unserved: true },
  api("api.admin.users", "GET", () => "/api/admin/users"),
  { ...api("api.admin.users", "POST", () => "/api/admin/users", {}), unserved: true },
  api("api.admin.users.$id", "GET", (id) => `/api/admin/users/${id}`),
  { ...api("api.admin.users.$id", "POST", (id) => `/api/admin/users/${id}`, {}), unserved: true },
  { ...api("api.admin.users.$id.suspend", "GET", (id) => `/api/admin/users/${id}/suspend`), unserved: true },
  { ...api("api.admin.users.$id.suspend", "POST", (id) => `/api/admin/users/${id}/suspend`, { reason: "Invented spam" }), success: { status: 204 }, changes: suspended },
  { ...api("api.admin.users.$id.role", "GET", (id) => `/api/admin/users/${id}/role`), unserved: true },
  { ...api("api.admin.users.$id.role", "PUT", (id) => `/api/admin/users/${id}/role`, { role: "admin" }, "super_admin"), success: { status: 204 }, changes: madeAdmin },
  api("api.admin.audit", "GET", () => "/api/admin/audit"),
  { ...api("api.admin.audit", "POST", () => "/api/admin/audit", {}), unserved: true },
  api("api.admin.settings", "GET", () => "/api/admin/settings"),
  {
    ...api("api.admin.settings", "PUT", () => "/api/admin/settings", { maintenanceBanner: "API banner", youtubeSearchesPerDay: 9 }),
    changes: (before) => ({ settings: { ...before.settings, maintenanceBanner: "API banner", youtubeSearchesPerDay: 9 }, audit: before.audit + 1 }),
  },
  api("api.admin.announcements", "GET", () => "/api/admin/announcements"),
  {
    ...api("api.admin.announcements", "POST", () => "/api/admin/announcements", { textKo: "가", textEn: "A", startsAt: "2026-11-24T00:00:00Z" }),
    success: { status: 201 },
    changes: oneMore("announcements"),
  },
  { ...api("api.admin.announcements.$id", "GET", () => "/api/admin/announcements/1"), unserved: true },
  // One that does not exist: past the guard, a 404.
  { ...api("api.admin.announcements.$id", "DELETE", () => "/api/admin/announcements/999999"), success: NOT_FOUND },
  api("api.admin.playlists", "GET", () => "/api/admin/playlists?q=list"),
  { ...api("api.admin.playlists", "POST", () => "/api/admin/playlists", {}), unserved: true },
  { ...api("api.admin.playlists.$id", "GET", () => "/api/admin/playlists/1"), unserved: true },
  { ...api("api.admin.playlists.$id", "PATCH", () => "/api/admin/playlists/999999", { hidden: true }), success: NOT_FOUND },
  { ...api("api.admin.playlists.$id", "DELETE", () => "/api/admin/playlists/999999"), success: NOT_FOUND },
  api("api.admin.reports", "GET", () => "/api/admin/reports?status=open&type=comment"),
  { ...api("api.admin.reports", "POST", () => "/api/admin/reports", {}), unserved: true },
  { ...api("api.admin.reports.$id", "GET", (id) => `/api/admin/reports/${id}`), success: NOT_FOUND },
  { ...api("api.admin.reports.$id", "POST", (id) => `/api/admin/reports/${id}`, { resolution: "dismissed" }), success: NOT_FOUND },
  api("api.admin.songs", "GET", () => "/api/admin/songs?q=50%25_off"),
  { ...api("api.admin.songs", "POST", () => "/api/admin/songs", {}), unserved: true },
  { ...api("api.admin.songs.$id", "GET", () => "/api/admin/songs/999999"), success: NOT_FOUND },
  { ...api("api.admin.songs.$id", "PUT", () => "/api/admin/songs/999999", { title: "권한 확인" }), success: NOT_FOUND },
  api("api.admin.concerts", "GET", () => "/api/admin/concerts"),
  { ...api("api.admin.concerts", "POST", () => "/api/admin/concerts", { ...CONCERT_FORM, setlist: [] }), success: { status: 201 }, changes: oneMore("concerts") },
  { ...api("api.admin.concerts.$id", "GET", (id) => `/api/admin/concerts/${id}`), success: NOT_FOUND },
  { ...api("api.admin.concerts.$id", "PUT", (id) => `/api/admin/concerts/${id}`, CONCERT_FORM), success: NOT_FOUND },
  { ...api("api.admin.concerts.$id", "DELETE", (id) => `/api/admin/concerts/${id}`), success: NOT_FOUND },
];

export const ENDPOINTS: Endpoint[] = [...ADMIN_PAGES, ...ADMIN_API];

const modules = import.meta.glob<Record<string, RouteHandler>>("../../app/routes/{_admin+,_api+}/*.{ts,tsx}");

async function handler(endpoint: Endpoint): Promise<RouteHandler> {
  const load = modules[`../../app/routes/${endpoint.module}.tsx`] ?? modules[`../../app/routes/${endpoint.module}.ts`];
  if (!load) throw new Error(`no route module ${endpoint.module}`);
  const handler = (await load())[endpoint.export];
  if (!handler) throw new Error(`${endpoint.module} has no ${endpoint.export}`);
  return handler;
}

async function cookieFor(who: Who): Promise<string | undefined> {
  if (who === "anonymous") return undefined;
  if (who === "guest") return (await sessionCookieFor(null)).cookie;
  return (await signedInUser({ role: who })).cookie;
}

/** The endpoint called by `who` (by their cookie), about the account `targetId`. */
async function callAs(endpoint: Endpoint, targetId: string, cookie: string | undefined, params: Record<string, string> = { id: targetId, "*": "nowhere" }) {
  const request: RouteCall =
    endpoint.method === "GET"
      ? {}
      : endpoint.api
        ? { method: endpoint.method, body: endpoint.json, headers: { "Content-Type": "application/json" } }
        : { form: endpoint.form ?? {} };
  return callRoute(await handler(endpoint), endpoint.path(targetId), { ...request, cookie, params });
}

async function expectSuccess(response: Response, success: Success, targetId: string) {
  if ("redirect" in success) {
    const location = typeof success.redirect === "function" ? success.redirect(targetId) : success.redirect;
    expect(response).toHaveRedirect(location, { status: success.status });
    if (success.toast) await expect(response).toSendToast(success.toast);
    else await expect(response).not.toSendToast();
  } else if ("code" in success) await expect(response).toBeApiError(success.status, success.code);
  else if ("formError" in success) {
    expect(response.status).toBe(success.status);
    await expect(response).toHaveFieldErrors({ "": [success.formError] });
  } else expect(response.status).toBe(success.status);
}

/** What a refused call may not have changed. */
async function snapshot(targetId: string) {
  return {
    target: await prisma.user.findUnique({ where: { id: targetId } }),
    audit: await prisma.auditLog.count(),
    settings: await getSiteSettings(),
    announcements: await prisma.announcement.count(),
    sessions: await prisma.session.count({ where: { userId: targetId, revokedAt: null } }),
    concerts: await prisma.concert.count(),
    openReports: await prisma.report.count({ where: { resolvedAt: null } }),
    hiddenPlaylists: await prisma.communityPlaylist.count({ where: { NOT: { hiddenAt: null } } }),
  };
}

const label = (endpoint: Endpoint) =>
  `${endpoint.method} ${endpoint.path(":id")}${endpoint.form?.intent ? ` (${endpoint.form.intent})` : ""} [${endpoint.module} ${endpoint.export}]`;

describe("every admin route is in this walk", () => {
  test("each loader and action of _admin+ (but the login) and of _api+/api.admin.* is listed", async () => {
    const dir = path.resolve(import.meta.dirname, "../../app/routes");
    const files = [
      ...fs.readdirSync(path.join(dir, "_admin+")).filter((file) => !file.startsWith("__") && !file.startsWith("admin_.login")).map((file) => `_admin+/${file}`),
      ...fs.readdirSync(path.join(dir, "_api+")).filter((file) => file.startsWith("api.admin.")).map((file) => `_api+/${file}`),
    ];
    for (const file of files) {
      const module = file.replace(/\.tsx?$/, "");
      const exported = (await modules[`../../app/routes/${file}`]!()) as Record<string, unknown>;
      for (const name of ["loader", "action"] as const) {
        if (typeof exported[name] !== "function") continue;
        expect(ENDPOINTS.some((endpoint) => endpoint.module === module && endpoint.export === name), `${module} ${name}`).toBe(true);
      }
    }
  });
});

describe.each(ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))("%s", (_name, endpoint) => {
  let targetId: string;
  beforeAll(async () => {
    targetId = (await signedInUser()).user.id;
  });

  test("anonymous: to the admin login, nothing changed", async () => {
    const before = await snapshot(targetId);
    const response = await callAs(endpoint, targetId, undefined);
    if (endpoint.unserved) expect(response.status).toBe(405);
    else if (endpoint.api) expect(response.status).toBe(401);
    else expect(response).toHaveRedirect(/^\/admin\/login(\?|$)/, { status: 302 });
    expect(await snapshot(targetId)).toEqual(before);
  });

  test.each(["guest", "user"] as const)("%s: to / with 'Admin permission required', nothing changed", async (who) => {
    const before = await snapshot(targetId);
    const cookie = await cookieFor(who);
    const response = await callAs(endpoint, targetId, cookie);
    if (endpoint.unserved) expect(response.status).toBe(405);
    else if (endpoint.api) expect(response.status).toBe(who === "guest" ? 401 : 403);
    else {
      expect(response).toHaveRedirect("/", { status: 302 });
      await expect(response).toSendToast({ type: "error", key: "guard.adminRequired" });
    }
    expect(await snapshot(targetId)).toEqual(before);
  });

  if (endpoint.allowed === "super_admin") {
    test("admin: refused (a super_admin's permission), nothing changed", async () => {
      const before = await snapshot(targetId);
      const cookie = await cookieFor("admin");
      const response = await callAs(endpoint, targetId, cookie, { id: targetId });
      if (endpoint.api) expect(response.status).toBe(403);
      else expect(response).toHaveRedirect("/admin", { status: 302 });
      expect(await snapshot(targetId)).toEqual(before);
    });
  }

  test.each((endpoint.allowed === "admin" ? ["admin", "super_admin"] : ["super_admin"]) as Who[])("%s: allowed: its own answer and change", async (who) => {
    const before = await snapshot(targetId);
    const cookie = await cookieFor(who);
    const response = await callAs(endpoint, targetId, cookie);
    await expectSuccess(response, endpoint.unserved ? { status: 405, code: "METHOD_NOT_ALLOWED" } : (endpoint.success ?? { status: 200 }), targetId);
    const after = await snapshot(targetId);
    if (endpoint.changes) expect(after).toMatchObject(endpoint.changes(before));
    else expect(after).toEqual(before);
    // The second allowed caller meets the state the first left: put it back for it.
    await prisma.user.update({ where: { id: targetId }, data: { suspendedAt: null, role: "user" } });
    for (const [key, value] of Object.entries(before.settings)) await setSiteSetting(key as SiteSettingKey, value as never);
  });
});
