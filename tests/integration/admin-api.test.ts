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

async function communityPlaylist(name: string) {
  const { user } = await createUser();
  const playlist = await prisma.communityPlaylist.create({ data: { ownerId: user.id, name, isPublic: true } });
  return { owner: user, playlist };
}

const json = async (response: Response | Promise<Response>) => {
  const answer = await response;
  return { status: answer.status, body: answer.status === 204 ? null : await answer.json() };
};

describe("admin API: playlists", () => {
  test("list, hide, show again, delete: 204 each, audited; 409 for no change, 404 once gone, 400 for a bad body", async () => {
    const admin = await bearer("admin");
    const { owner, playlist } = await communityPlaylist("Invented API playlist");
    const params = { id: String(playlist.id) };
    const path = `/api/admin/playlists/${playlist.id}`;
    const list = await json(call(playlistsLoader as never, "GET", "/api/admin/playlists?q=Invented%20API", admin.headers));
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

    expect((await call(playlistAction, "PATCH", path, admin.headers, { hidden: true }, params)).status).toBe(204);
    const hidden = await json(call(playlistsLoader as never, "GET", "/api/admin/playlists?visibility=hidden&q=Invented%20API", admin.headers));
    expect(hidden.body.playlists.map((row: { id: number }) => row.id)).toEqual([playlist.id]);
    expect(hidden.body.playlists[0].hiddenAt).toEqual(expect.any(String));
    const again = await json(call(playlistAction, "PATCH", path, admin.headers, { hidden: true }, params));
    expect(again).toMatchObject({ status: 409, body: { error: { code: "CONFLICT" } } });
    const bad = await json(call(playlistAction, "PATCH", path, admin.headers, { hidden: "yes" }, params));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(["hidden"]);
    expect((await call(playlistAction, "PATCH", path, admin.headers, { hidden: false }, params)).status).toBe(204);
    expect((await prisma.communityPlaylist.findUniqueOrThrow({ where: { id: playlist.id } })).hiddenAt).toBeNull();

    expect((await call(playlistAction, "DELETE", path, admin.headers, undefined, params)).status).toBe(204);
    expect(await prisma.communityPlaylist.count({ where: { id: playlist.id } })).toBe(0);
    expect((await json(call(playlistAction, "DELETE", path, admin.headers, undefined, params))).status).toBe(404);
    const badFilter = await json(call(playlistsLoader as never, "GET", "/api/admin/playlists?visibility=secret", admin.headers));
    expect(badFilter.status).toBe(400);

    const audit = await (await call(auditLoader as never, "GET", `/api/admin/audit?targetType=playlist&targetId=${playlist.id}`, admin.headers)).json();
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
    const openBefore = (await json(call(dashboardLoader as never, "GET", "/api/admin/dashboard", admin.headers))).body.openReports;

    const queue = await json(call(reportsLoader as never, "GET", "/api/admin/reports?type=comment&q=rude%20remark", admin.headers));
    expect(queue.status).toBe(200);
    expect(queue.body.reports).toMatchObject([
      { targetType: "comment", targetId: comment.id, reason: "inappropriate", details: "Invented first report", excerpt: "An invented rude remark", resolvedAt: null, resolution: null, reporter: { id: first.id }, resolvedBy: null },
      { reason: "spam", reporter: { id: second.id } },
    ]);
    const id = queue.body.reports[0].id as number;
    const one = await json(call(reportLoader as never, "GET", `/api/admin/reports/${id}`, admin.headers, undefined, { id: String(id) }));
    expect(one.body).toMatchObject({
      report: { id, reason: "inappropriate" },
      content: { title: "Reported list", text: "An invented rude remark", author: { id: owner.id }, hidden: false, href: `/playlists/${playlist.id}#comment-${comment.id}` },
      others: [{ reason: "spam", reporter: { id: second.id } }],
    });
    expect((await json(call(reportLoader as never, "GET", "/api/admin/reports/999999", admin.headers, undefined, { id: "999999" }))).status).toBe(404);

    const path = `/api/admin/reports/${id}`;
    const bad = await json(call(reportAction, "POST", path, admin.headers, { resolution: "ignored" }, { id: String(id) }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(["resolution"]);
    expect((await call(reportAction, "POST", path, admin.headers, { resolution: "hidden", note: "Invented hiding note" }, { id: String(id) })).status).toBe(204);
    expect((await prisma.communityPlaylistComment.findUniqueOrThrow({ where: { id: comment.id } })).hiddenAt).not.toBeNull();
    const again = await json(call(reportAction, "POST", path, admin.headers, { resolution: "dismissed" }, { id: String(id) }));
    expect(again).toMatchObject({ status: 409, body: { error: { code: "CONFLICT" } } });

    const resolved = await json(call(reportsLoader as never, "GET", "/api/admin/reports?status=resolved&q=hiding%20note", admin.headers));
    expect(resolved.body.reports).toHaveLength(2);
    expect(resolved.body.reports[0]).toMatchObject({ resolution: "hidden", note: "Invented hiding note", resolvedBy: { id: admin.user.id } });
    const dashboard = await json(call(dashboardLoader as never, "GET", "/api/admin/dashboard", admin.headers));
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
    const created = await json(call(concertsAction, "POST", "/api/admin/concerts", admin.headers, { ...body, setlist: songs.map((song) => song.id) }));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const params = { id: String(id) };

    const read = await json(call(concertLoader as never, "GET", `/api/admin/concerts/${id}`, admin.headers, undefined, params));
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
    const list = await json(call(concertsLoader as never, "GET", "/api/admin/concerts?region=domestic&status=upcoming", admin.headers));
    expect(list.body).toMatchObject({ page: 1, hasNext: false });
    expect(list.body.concerts.map((concert: { id: number }) => concert.id)).toContain(id);

    const path = `/api/admin/concerts/${id}`;
    const replaced = await call(concertAction, "PUT", path, admin.headers, { ...body, tourName: "API Tour (added date)", endDate: "2031-05-03", statusOverride: "sold_out", setlist: [songs[1]!.id] }, params);
    expect(replaced.status).toBe(204);
    const after = (await json(call(concertLoader as never, "GET", path, admin.headers, undefined, params))).body.concert;
    expect(after).toMatchObject({ tourName: "API Tour (added date)", endDate: "2031-05-03", status: "sold_out", setlist: [{ position: 0, id: songs[1]!.id }] });

    for (const [change, field] of [
      [{ region: "moon" }, "region"],
      [{ endDate: "2031-04-30" }, "endDate"],
      [{ ticketUrl: "javascript:alert(1)" }, "ticketUrl"],
    ] as const) {
      const bad = await json(call(concertAction, "PUT", path, admin.headers, { ...body, ...change }, params));
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fields)).toEqual([field]);
    }
    const unknownSong = await json(call(concertsAction, "POST", "/api/admin/concerts", admin.headers, { ...body, setlist: [99_999_999] }));
    expect(unknownSong.status).toBe(400);
    expect(Object.keys(unknownSong.body.error.fields)).toEqual(["setlist"]);

    expect((await call(concertAction, "DELETE", path, admin.headers, undefined, params)).status).toBe(204);
    expect(await prisma.setlistEntry.count({ where: { concertId: id } })).toBe(0);
    expect((await json(call(concertLoader as never, "GET", path, admin.headers, undefined, params))).status).toBe(404);
    expect((await json(call(concertAction, "DELETE", path, admin.headers, undefined, params))).status).toBe(404);
    const audit = await (await call(auditLoader as never, "GET", `/api/admin/audit?targetType=concert&targetId=${id}`, admin.headers)).json();
    expect(audit.entries.map((entry: { action: string }) => entry.action)).toEqual(["concert.delete", "concert.update", "concert.create"]);
  });
});
