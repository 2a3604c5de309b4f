// Announcements: written by admins with their audit entry, shown on the home
// page within their window in the visitor's language, dismissed per browser.
import { describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { listAuditEntries } from "~/models/audit-log.server";
import { action as announcementsAction, loader as announcementsLoader } from "~/routes/_admin+/admin.announcements";
import { action as dismissAction } from "~/routes/_announcements+/announcements.$id.dismiss";
import { loader as homeLoader } from "~/routes/_site+/_index";
import { KOREA_UTC_OFFSET_MS } from "~/shared/korea-time";
import { typedValuesOf } from "../setup/replies";
import { callRoute, cookieJar, signedInUser } from "./helpers";

/** Loaders called as for a browser opening the page. */
const pageVisit = { isPageVisit: true };

/** "2026-11-24T09:00" in Korea, `hours` from now. */
function koreaLocal(hours: number) {
  return new Date(Date.now() + hours * 3600_000 + KOREA_UTC_OFFSET_MS).toISOString().slice(0, 16);
}

describe("announcements", () => {
  test("create, edit, delete: each with its audit entry; the window decides what the home page shows", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const post = (fields: Record<string, string>) => callRoute(announcementsAction, "/admin/announcements", { form: fields, cookie });

    const created = await post({ intent: "create", textKo: "오늘 밤 점검이 있습니다", textEn: "Maintenance tonight", startsAt: koreaLocal(-1), endsAt: koreaLocal(2) });
    expect(created.status).toBe(302);
    await post({ intent: "create", textKo: "다음 주 공지", textEn: "Next week", startsAt: koreaLocal(24 * 7) });
    await post({ intent: "create", textKo: "지난 공지", textEn: "Old news", startsAt: koreaLocal(-48), endsAt: koreaLocal(-24) });

    const home = await (await callRoute(homeLoader, "/", { context: pageVisit })).json();
    expect(home.announcements.map((a: { textEn: string }) => a.textEn)).toEqual(["Maintenance tonight"]);

    const row = await prisma.announcement.findFirstOrThrow({ where: { textEn: "Maintenance tonight" } });
    // The form shows the times in Korea's time zone, as typed.
    const page = await (await callRoute(announcementsLoader, `/admin/announcements?edit=${row.id}`, { cookie, context: pageVisit })).json();
    expect(page.editing.startsAt).toBe(koreaLocal(-1));

    await post({ intent: "update", id: String(row.id), textKo: "오늘 밤 점검", textEn: "Maintenance at night", startsAt: koreaLocal(-1), endsAt: "" });
    expect((await prisma.announcement.findUniqueOrThrow({ where: { id: row.id } })).endsAt).toBeNull();
    await post({ intent: "delete", id: String(row.id) });
    expect(await prisma.announcement.count({ where: { id: row.id } })).toBe(0);

    const { entries } = await listAuditEntries({ page: 1, targetType: "announcement", targetId: String(row.id) });
    expect(entries.map((entry) => entry.action)).toEqual(["announcement.delete", "announcement.update", "announcement.create"]);
    expect(JSON.parse(entries[1]!.before!)).toMatchObject({ textEn: "Maintenance tonight" });
    expect(JSON.parse(entries[1]!.after!)).toMatchObject({ textEn: "Maintenance at night", endsAt: null });
  });

  test("bad input: 400 with field errors and what was typed; an end before the start", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const response = await callRoute(announcementsAction, "/admin/announcements", {
      form: { intent: "create", textKo: "", textEn: "Only English", startsAt: koreaLocal(2), endsAt: koreaLocal(1) },
      cookie,
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    await expect(body).toHaveFieldErrors({ textKo: ["common:validation.required"] });
    expect(typedValuesOf(body)!.textEn).toBe("Only English");
    const endFirst = await callRoute(announcementsAction, "/admin/announcements", {
      form: { intent: "create", textKo: "가", textEn: "A", startsAt: koreaLocal(2), endsAt: koreaLocal(1) },
      cookie,
    });
    await expect(endFirst).toHaveFieldErrors({ endsAt: ["admin:validation.endsBeforeStart"] });
  });

  test("a visitor dismisses one: gone for that browser only", async () => {
    const announcement = await prisma.announcement.create({ data: { textKo: "닫을 공지", textEn: "Dismiss me", startsAt: new Date(Date.now() - 60_000) } });
    const dismissed = await callRoute(dismissAction, `/announcements/${announcement.id}/dismiss`, {
      form: { redirectTo: "/?lng=en" },
      params: { id: String(announcement.id) },
    });
    expect(dismissed).toHaveRedirect("/?lng=en", { status: 302 });
    const jar = cookieJar("", dismissed);
    const mine = await (await callRoute(homeLoader, "/", { cookie: jar, context: pageVisit })).json();
    expect(mine.announcements.some((a: { id: number }) => a.id === announcement.id)).toBe(false);
    const others = await (await callRoute(homeLoader, "/", { context: pageVisit })).json();
    expect(others.announcements.some((a: { id: number }) => a.id === announcement.id)).toBe(true);
  });
});
