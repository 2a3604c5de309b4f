/// <reference types="vite/client" />
// Every admin URL, form action and admin API call, tried as an anonymous
// visitor, a guest, a user, an admin and a super_admin: a redirect (pages) or
// 401/403 (API) for whoever may not, and never a change.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { prisma } from "~/db.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { getToast } from "~/utils/toast.server";
import { context, createUser, formRequest, sessionCookieFor, settle } from "./helpers";

type Who = "anonymous" | "guest" | "user" | "admin" | "super_admin";
type Handler = (args: { request: Request; context: ReturnType<typeof context>; params: Record<string, string> }) => unknown;

interface Endpoint {
  /** The route module, relative to app/routes */
  module: string;
  export: "loader" | "action";
  method: "GET" | "POST";
  path: (targetId: string) => string;
  form?: Record<string, string>;
  /** The lowest role that may: admin, or super_admin only */
  allowed: "admin" | "super_admin";
  api?: boolean;
}

const ADMIN_PAGES: Endpoint[] = [
  { module: "_admin+/admin", export: "loader", method: "GET", path: () => "/admin", allowed: "admin" },
  { module: "_admin+/admin._index", export: "loader", method: "GET", path: () => "/admin", allowed: "admin" },
  { module: "_admin+/admin.$", export: "loader", method: "GET", path: () => "/admin/nowhere", allowed: "admin" },
  { module: "_admin+/admin.$", export: "action", method: "POST", path: () => "/admin/nowhere", form: {}, allowed: "admin" },
  { module: "_admin+/admin.users._index", export: "loader", method: "GET", path: () => "/admin/users", allowed: "admin" },
  { module: "_admin+/admin.users.$id", export: "loader", method: "GET", path: (id) => `/admin/users/${id}`, allowed: "admin" },
  {
    module: "_admin+/admin.users.$id",
    export: "action",
    method: "POST",
    path: (id) => `/admin/users/${id}`,
    form: { intent: "suspend", reason: "Spam in lyrics" },
    allowed: "admin",
  },
  {
    module: "_admin+/admin.users.$id",
    export: "action",
    method: "POST",
    path: (id) => `/admin/users/${id}`,
    form: { intent: "role", role: "admin" },
    allowed: "super_admin",
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
  },
];

export const ENDPOINTS: Endpoint[] = [...ADMIN_PAGES];

const modules = import.meta.glob<Record<string, Handler>>("../../app/routes/{_admin+,_api+}/*.{ts,tsx}");

async function handler(endpoint: Endpoint): Promise<Handler> {
  const load = modules[`../../app/routes/${endpoint.module}.${endpoint.module.startsWith("_api+") ? "ts" : "tsx"}`];
  if (!load) throw new Error(`no route module ${endpoint.module}`);
  const handler = (await load())[endpoint.export];
  if (!handler) throw new Error(`${endpoint.module} has no ${endpoint.export}`);
  return handler;
}

async function cookieFor(who: Who): Promise<string | undefined> {
  if (who === "anonymous") return undefined;
  if (who === "guest") return (await sessionCookieFor(null)).cookie;
  const { user } = await createUser({ role: who });
  return (await sessionCookieFor(user.id)).cookie;
}

function requestFor(endpoint: Endpoint, targetId: string, cookie: string | undefined): Request {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  if (endpoint.method === "GET") return new Request(`http://localhost${endpoint.path(targetId)}`, { headers });
  return formRequest(endpoint.path(targetId), endpoint.form ?? {}, headers);
}

/** What a refused call may not have changed. */
async function snapshot(targetId: string) {
  return {
    target: await prisma.user.findUnique({ where: { id: targetId } }),
    audit: await prisma.auditLog.count(),
    settings: await getSiteSettings(),
    announcements: await prisma.announcement.count(),
    sessions: await prisma.session.count({ where: { userId: targetId, revokedAt: null } }),
  };
}

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path(":id")}${endpoint.form?.intent ? ` (${endpoint.form.intent})` : ""} [${endpoint.module} ${endpoint.export}]`;

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
    const { user } = await createUser();
    await sessionCookieFor(user.id);
    targetId = user.id;
  });

  test("anonymous: to the admin login, nothing changed", async () => {
    const before = await snapshot(targetId);
    const response = await settle((await handler(endpoint))({ request: requestFor(endpoint, targetId, undefined), context: context(), params: { id: targetId, "*": "nowhere" } }) as Promise<Response>);
    if (endpoint.api) expect(response.status).toBe(401);
    else {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/admin\/login(\?|$)/);
    }
    expect(await snapshot(targetId)).toEqual(before);
  });

  test.each(["guest", "user"] as const)("%s: to / with 'Admin permission required', nothing changed", async (who) => {
    const before = await snapshot(targetId);
    const cookie = await cookieFor(who);
    const response = await settle((await handler(endpoint))({ request: requestFor(endpoint, targetId, cookie), context: context(), params: { id: targetId, "*": "nowhere" } }) as Promise<Response>);
    if (endpoint.api) expect(response.status).toBe(who === "guest" ? 401 : 403);
    else {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
      const { toast } = await getToast(new Request("http://localhost/", { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0]! } }));
      expect(toast).toMatchObject({ type: "error", key: "guard.adminRequired" });
    }
    expect(await snapshot(targetId)).toEqual(before);
  });

  if (endpoint.allowed === "super_admin") {
    test("admin: refused (a super_admin's permission), nothing changed", async () => {
      const before = await snapshot(targetId);
      const cookie = await cookieFor("admin");
      const response = await settle((await handler(endpoint))({ request: requestFor(endpoint, targetId, cookie), context: context(), params: { id: targetId } }) as Promise<Response>);
      if (endpoint.api) expect(response.status).toBe(403);
      else {
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).toBe("/admin");
      }
      expect(await snapshot(targetId)).toEqual(before);
    });
  }

  test.each((endpoint.allowed === "admin" ? ["admin", "super_admin"] : ["super_admin"]) as Who[])("%s: allowed", async (who) => {
    const cookie = await cookieFor(who);
    const response = await settle((await handler(endpoint))({ request: requestFor(endpoint, targetId, cookie), context: context(), params: { id: targetId, "*": "nowhere" } }) as Promise<Response>);
    // A page (200), a redirect after a change or into the area (302 within /admin), never a refusal.
    expect([200, 302]).toContain(response.status);
    if (response.status === 302) expect(response.headers.get("Location")).toMatch(/^\/admin(\/|$)/);
    if (endpoint.method === "POST" && endpoint.form?.intent === "suspend") {
      // The second allowed caller meets an account already suspended: put it back for it.
      await prisma.user.update({ where: { id: targetId }, data: { suspendedAt: null } });
    }
    if (endpoint.form?.intent === "role") await prisma.user.update({ where: { id: targetId }, data: { role: "user" } });
  });
});
