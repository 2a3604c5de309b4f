// The admin JSON API: the same rules as the pages, JSON errors with codes;
// the working path of every endpoint (the permission walk, admin-permissions,
// only checks who is refused).
import { describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { fileReport } from "~/models/report.server";
import { loader as concertsLoader, action as concertsAction } from "~/routes/_api+/api.admin.concerts";
import { loader as concertLoader, action as concertAction } from "~/routes/_api+/api.admin.concerts.$id";
import { loader as dashboardLoader } from "~/routes/_api+/api.admin.dashboard";
import { loader as playlistsLoader } from "~/routes/_api+/api.admin.playlists";
import { action as playlistAction } from "~/routes/_api+/api.admin.playlists.$id";
import { loader as reportsLoader } from "~/routes/_api+/api.admin.reports";
import { loader as reportLoader, action as reportAction } from "~/routes/_api+/api.admin.reports.$id";
import { action as roleAction } from "~/routes/_api+/api.admin.users.$id.role";
import { action as suspendAction } from "~/routes/_api+/api.admin.users.$id.suspend";
import { action as settingsAction } from "~/routes/_api+/api.admin.settings";
import { loader as auditLoader } from "~/routes/_api+/api.admin.audit";
import { loader as statsLoader } from "~/routes/_api+/api.admin.stats";
import { action as announcementsAction } from "~/routes/_api+/api.admin.announcements";
import { callJson, callRoute, createUser, signedInUser } from "./helpers";

/** An account of this role calling the API with its Bearer token (every request typed as JSON). */
async function bearer(role: string) {
  const { user, token } = await signedInUser({ role });
  return { user, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" } };
}

describe("admin API", () => {
  test("suspend and unsuspend: 204; again: 409 CONFLICT; oneself: 403", async () => {
    const admin = await bearer("admin");
    const { user } = await createUser();
    const path = `/api/admin/users/${user.id}/suspend`;
    expect((await callRoute(suspendAction, path, { headers: admin.headers, body: { reason: "Invented spam" }, params: { id: user.id } })).status).toBe(204);
    const again = await callRoute(suspendAction, path, { headers: admin.headers, body: { reason: "Again" }, params: { id: user.id } });
    await expect(again).toBeApiError(409, "CONFLICT");
    expect((await callRoute(suspendAction, path, { method: "DELETE", headers: admin.headers, params: { id: user.id } })).status).toBe(204);
    const self = await callRoute(suspendAction, `/api/admin/users/${admin.user.id}/suspend`, {
      headers: admin.headers,
      body: { reason: "x" },
      params: { id: admin.user.id },
    });
    expect(self.status).toBe(403);
    const empty = await callRoute(suspendAction, path, { headers: admin.headers, body: { reason: "" }, params: { id: user.id } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields.reason).toBeDefined();
  });

  test("role: a super_admin's change (204); a caller no longer super_admin is refused (403)", async () => {
    await prisma.user.updateMany({ where: { role: "super_admin" }, data: { role: "user" } });
    const superAdmin = await bearer("super_admin");
    const { user } = await createUser();
    expect(
      (
        await callRoute(roleAction, `/api/admin/users/${user.id}/role`, {
          method: "PUT",
          headers: superAdmin.headers,
          body: { role: "admin" },
          params: { id: user.id },
        })
      ).status,
    ).toBe(204);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("admin");
    const second = await bearer("super_admin");
    await prisma.user.update({ where: { id: superAdmin.user.id }, data: { role: "admin" } });
    const last = await callRoute(roleAction, `/api/admin/users/${second.user.id}/role`, {
      method: "PUT",
      headers: superAdmin.headers,
      body: { role: "user" },
      params: { id: second.user.id },
    });
    // The caller is no longer a super_admin: refused before anything else.
    expect(last.status).toBe(403);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: second.user.id } })).role).toBe("super_admin");
  });

  test("settings: a partial change, audited; a bad value is 400 with its field", async () => {
    const admin = await bearer("admin");
    const response = await callRoute(settingsAction, "/api/admin/settings", { method: "PUT", headers: admin.headers, body: { signUpOpen: false } });
    expect(await response.json()).toMatchObject({ signUpOpen: false, maintenanceBanner: "" });
    const bad = await callRoute(settingsAction, "/api/admin/settings", { method: "PUT", headers: admin.headers, body: { youtubeSearchesPerDay: -1 } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["youtubeSearchesPerDay"]);
    const audit = await (await callRoute(auditLoader, "/api/admin/audit?action=settings.update", { headers: admin.headers })).json();
    expect(audit.entries[0]).toMatchObject({ before: { signUpOpen: true }, after: { signUpOpen: false } });
  });

  test("stats: 7, 14, 30 or 90 days; announcements: 201 with ISO times", async () => {
    const admin = await bearer("admin");
    const stats = await (await callRoute(statsLoader, "/api/admin/stats?days=30", { headers: admin.headers })).json();
    expect(stats.rows).toHaveLength(30);
    expect((await callRoute(statsLoader, "/api/admin/stats?days=31", { headers: admin.headers })).status).toBe(400);
    const created = await callRoute(announcementsAction, "/api/admin/announcements", { headers: admin.headers, body: {
      textKo: "새 공지",
      textEn: "New notice",
      startsAt: "2026-11-24T09:00:00+09:00",
    } });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ textEn: "New notice", startsAt: "2026-11-24T00:00:00.000Z", endsAt: null });
  });
});

async function communityPlaylist(name: string) {
  const { user } = await createUser();
  const playlist = await prisma.communityPlaylist.create({ data: { ownerId: user.id, name, isPublic: true } });
  return { owner: user, playlist };
}

describe("admin API: playlists", () => {
  test("list, hide, show again, delete: 204 each, audited; 409 for no change, 404 once gone, 400 for a bad body", async () => {
    const admin = await bearer("admin");
    const { owner, playlist } = await communityPlaylist("Invented API playlist");
    const params = { id: String(playlist.id) };
    const path = `/api/admin/playlists/${playlist.id}`;
    const list = await callJson(playlistsLoader, "/api/admin/playlists?q=Invented%20API", { headers: admin.headers });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      playlists: [
        {
          id: playlist.id,
          name: "Invented API playlist",
          isPublic: true,
          hiddenAt: null,
          songCount: 0,
          likeCount: 0,
          commentCount: 0,
          createdAt: playlist.createdAt.toISOString(),
          owner: { id: owner.id, nickname: owner.nickname },
        },
      ],
      page: 1,
      hasNext: false,
    });

    expect((await callRoute(playlistAction, path, { method: "PATCH", headers: admin.headers, body: { hidden: true }, params })).status).toBe(204);
    const hidden = await callJson(playlistsLoader, "/api/admin/playlists?visibility=hidden&q=Invented%20API", { headers: admin.headers });
    expect(hidden.body.playlists.map((row: { id: number }) => row.id)).toEqual([playlist.id]);
    expect(hidden.body.playlists[0].hiddenAt).toEqual(expect.any(String));
    const again = await callJson(playlistAction, path, { method: "PATCH", headers: admin.headers, body: { hidden: true }, params });
    await expect(again).toBeApiError(409, "CONFLICT");
    const bad = await callJson(playlistAction, path, { method: "PATCH", headers: admin.headers, body: { hidden: "yes" }, params });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(["hidden"]);
    expect((await callRoute(playlistAction, path, { method: "PATCH", headers: admin.headers, body: { hidden: false }, params })).status).toBe(204);
    expect((await prisma.communityPlaylist.findUniqueOrThrow({ where: { id: playlist.id } })).hiddenAt).toBeNull();

    expect((await callRoute(playlistAction, path, { method: "DELETE", headers: admin.headers, params })).status).toBe(204);
    expect(await prisma.communityPlaylist.count({ where: { id: playlist.id } })).toBe(0);
    expect((await callJson(playlistAction, path, { method: "DELETE", headers: admin.headers, params })).status).toBe(404);
    const badFilter = await callJson(playlistsLoader, "/api/admin/playlists?visibility=secret", { headers: admin.headers });
    expect(badFilter.status).toBe(400);

    const audit = await (await callRoute(auditLoader, `/api/admin/audit?targetType=playlist&targetId=${playlist.id}`, { headers: admin.headers })).json();
    expect(audit.entries.map((entry: { action: string }) => entry.action)).toEqual(["playlist.delete", "playlist.unhide", "playlist.hide"]);
  });
});

describe("admin API: reports", () => {
  test("the queue oldest first, one report with its content and the others, resolved for all at once with a note", async () => {
    const admin = await bearer("admin");
    const { owner, playlist } = await communityPlaylist("Reported list");
    const comment = await prisma.communityPlaylistComment.create({
      data: { playlistId: playlist.id, userId: owner.id, body: "An invented rude remark" },
    });
    await prisma.communityPlaylist.update({ where: { id: playlist.id }, data: { commentCount: 1 } });
    const target = { type: "comment" as const, id: comment.id };
    const [first, second] = [(await createUser()).user, (await createUser()).user];
    await fileReport(prisma, first.id, target, comment.body, { reason: "inappropriate", details: "Invented first report" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await fileReport(prisma, second.id, target, comment.body, { reason: "spam", details: "Invented second report" });
    const openBefore = (await callJson(dashboardLoader, "/api/admin/dashboard", { headers: admin.headers })).body.openReports;

    const queue = await callJson(reportsLoader, "/api/admin/reports?type=comment&q=rude%20remark", { headers: admin.headers });
    expect(queue.status).toBe(200);
    expect(queue.body.reports).toMatchObject([
      { targetType: "comment", targetId: comment.id, reason: "inappropriate", details: "Invented first report", excerpt: "An invented rude remark", resolvedAt: null, resolution: null, reporter: { id: first.id }, resolvedBy: null },
      { reason: "spam", reporter: { id: second.id } },
    ]);
    const id = queue.body.reports[0].id as number;
    const one = await callJson(reportLoader, `/api/admin/reports/${id}`, { headers: admin.headers, params: { id: String(id) } });
    expect(one.body).toMatchObject({
      report: { id, reason: "inappropriate" },
      content: { title: "Reported list", text: "An invented rude remark", author: { id: owner.id }, hidden: false, href: `/playlists/${playlist.id}#comment-${comment.id}` },
      others: [{ reason: "spam", reporter: { id: second.id } }],
    });
    expect((await callJson(reportLoader, "/api/admin/reports/999999", { headers: admin.headers, params: { id: "999999" } })).status).toBe(404);

    const path = `/api/admin/reports/${id}`;
    const bad = await callJson(reportAction, path, { headers: admin.headers, body: { resolution: "ignored" }, params: { id: String(id) } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(["resolution"]);
    expect(
      (
        await callRoute(reportAction, path, {
          headers: admin.headers,
          body: { resolution: "hidden", note: "Invented hiding note" },
          params: { id: String(id) },
        })
      ).status,
    ).toBe(204);
    expect((await prisma.communityPlaylistComment.findUniqueOrThrow({ where: { id: comment.id } })).hiddenAt).not.toBeNull();
    const again = await callJson(reportAction, path, { headers: admin.headers, body: { resolution: "dismissed" }, params: { id: String(id) } });
    await expect(again).toBeApiError(409, "CONFLICT");

    const resolved = await callJson(reportsLoader, "/api/admin/reports?status=resolved&q=hiding%20note", { headers: admin.headers });
    expect(resolved.body.reports).toHaveLength(2);
    expect(resolved.body.reports[0]).toMatchObject({ resolution: "hidden", note: "Invented hiding note", resolvedBy: { id: admin.user.id } });
    const dashboard = await callJson(dashboardLoader, "/api/admin/dashboard", { headers: admin.headers });
    expect(dashboard.body.openReports).toBe(openBefore - 2);
    expect(dashboard.body.totals.playlists).toBe(await prisma.communityPlaylist.count());
    expect(dashboard.body.today).toHaveProperty("playlists");
  });
});

describe("admin API: concerts", () => {
  const body = {
    artist: "가상밴드",
    tourName: "API Tour",
    venue: "가상 홀",
    city: "서울",
    country: "대한민국",
    region: "domestic",
    startDate: "2031-05-01",
    endDate: "2031-05-02",
    ticketUrl: "https://tickets.example.com/api-tour",
    ticketOpenAt: "2031-04-01T11:00:00+09:00",
    statusOverride: null,
  };

  test("create with a setlist, read, list, replace, delete; bad fields and unknown songs are 400 with fields", async () => {
    const admin = await bearer("admin");
    const songs = await Promise.all(
      ["concertApi01", "concertApi02"].map((youtubeId, i) =>
        prisma.song.create({ data: { youtubeId, title: `Invented encore ${i + 1}`, artist: "가상밴드", duration: 180 } }),
      ),
    );
    const created = await callJson(concertsAction, "/api/admin/concerts", { headers: admin.headers, body: { ...body, setlist: songs.map((song) => song.id) } });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const params = { id: String(id) };

    const read = await callJson(concertLoader, `/api/admin/concerts/${id}`, { headers: admin.headers, params });
    expect(read.body.concert).toMatchObject({
      id,
      tourName: "API Tour",
      region: "domestic",
      ticketOpenAt: "2031-04-01T02:00:00.000Z",
      statusOverride: null,
      status: "upcoming",
      songCount: 2,
      setlist: [
        { position: 0, id: songs[0]!.id, title: "Invented encore 1" },
        { position: 1, id: songs[1]!.id, title: "Invented encore 2" },
      ],
    });
    const list = await callJson(concertsLoader, "/api/admin/concerts?region=domestic&status=upcoming", { headers: admin.headers });
    expect(list.body).toMatchObject({ page: 1, hasNext: false });
    expect(list.body.concerts.map((concert: { id: number }) => concert.id)).toContain(id);

    const path = `/api/admin/concerts/${id}`;
    const replaced = await callRoute(concertAction, path, {
      method: "PUT",
      headers: admin.headers,
      body: { ...body, tourName: "API Tour (added date)", endDate: "2031-05-03", statusOverride: "sold_out", setlist: [songs[1]!.id] },
      params,
    });
    expect(replaced.status).toBe(204);
    const after = (await callJson(concertLoader, path, { headers: admin.headers, params })).body.concert;
    expect(after).toMatchObject({ tourName: "API Tour (added date)", endDate: "2031-05-03", status: "sold_out", setlist: [{ position: 0, id: songs[1]!.id }] });

    for (const [change, field] of [
      [{ region: "moon" }, "region"],
      [{ endDate: "2031-04-30" }, "endDate"],
      [{ ticketUrl: "javascript:alert(1)" }, "ticketUrl"],
    ] as const) {
      const bad = await callJson(concertAction, path, { method: "PUT", headers: admin.headers, body: { ...body, ...change }, params });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fields)).toEqual([field]);
    }
    const unknownSong = await callJson(concertsAction, "/api/admin/concerts", { headers: admin.headers, body: { ...body, setlist: [99_999_999] } });
    expect(unknownSong.status).toBe(400);
    expect(Object.keys(unknownSong.body.error.fields)).toEqual(["setlist"]);

    expect((await callRoute(concertAction, path, { method: "DELETE", headers: admin.headers, params })).status).toBe(204);
    expect(await prisma.setlistEntry.count({ where: { concertId: id } })).toBe(0);
    expect((await callJson(concertLoader, path, { headers: admin.headers, params })).status).toBe(404);
    expect((await callJson(concertAction, path, { method: "DELETE", headers: admin.headers, params })).status).toBe(404);
    const audit = await (await callRoute(auditLoader, `/api/admin/audit?targetType=concert&targetId=${id}`, { headers: admin.headers })).json();
    expect(audit.entries.map((entry: { action: string }) => entry.action)).toEqual(["concert.delete", "concert.update", "concert.create"]);
  });
});
