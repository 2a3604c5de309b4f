// Issue 13's moderation: fans report a playlist, a comment and a shared lyrics
// line through the pages' own forms; the queue lists open reports oldest
// first; resolving hides or deletes the content (or keeps it) for every open
// report of it at once, with its note and one audit entry; resolved reports
// stay searchable. Admin playlists: hide, show, delete. Concert setlists a
// step at a time. Exact numbers throughout.
import { beforeAll, describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { deletePlaylistAsAdmin, listAdminPlaylists } from "~/models/admin-playlists.server";
import { getDashboard } from "~/models/admin-stats.server";
import { changedSetlist, changeSetlist, createConcert, getConcert } from "~/models/concert.server";
import { listComments } from "~/models/community-playlist-comments.server";
import { getSharedPlaylist } from "~/models/community-playlist-share.server";
import { listFeed, listSitemapPlaylists } from "~/models/community-playlist-feed.server";
import { setHiddenAsAdmin } from "~/models/moderation.server";
import { countOpenReports, getReport, listReports, resolveReport } from "~/models/report.server";
import { action as archiveAction } from "~/routes/_archive+/fanchant-archive.$songId";
import { action as playlistAction } from "~/routes/_playlists+/playlists_.$id";
import { ConcertInputSchema } from "~/schemas/concert";
import { SECTION_TYPE_LYRICS } from "~/shared/constants";
import { callRoute, signedInUser } from "./helpers";

type Person = Awaited<ReturnType<typeof signedInUser>>;

let owner: Person;
let fan: Person;
let otherFan: Person;
let admin: Person;
let playlistId: number;
let commentId: number;
let lineId: number;
let songId: number;

beforeAll(async () => {
  [owner, fan, otherFan, admin] = [await signedInUser(), await signedInUser(), await signedInUser(), await signedInUser({ role: "admin" })];
  const song = await prisma.song.create({ data: { youtubeId: "moderate001", title: "Invented moderation song", artist: "Nobody", duration: 200 } });
  songId = song.id;
  const playlist = await prisma.communityPlaylist.create({
    data: { ownerId: owner.user.id, name: "Moderated list", isPublic: true, shareToken: "moderation-token-0123456789", commentCount: 1 },
  });
  playlistId = playlist.id;
  commentId = (await prisma.communityPlaylistComment.create({ data: { playlistId, userId: owner.user.id, body: "An invented rude comment" } })).id;
  lineId = (
    await prisma.section.create({
      data: { userId: owner.user.id, songId, name: "Hook", startTime: 10, endTime: 14, type: SECTION_TYPE_LYRICS, isPublic: true, lyrics: "Invented call line", part: "fans" },
    })
  ).id;
});

const reportPlaylist = (who: Person, form: Record<string, string>) =>
  callRoute(playlistAction, `/playlists/${playlistId}`, { form, cookie: who.cookie, params: { id: String(playlistId) } });

const reportLine = (who: Person, fields: Record<string, string>) =>
  callRoute(archiveAction, `/fanchant-archive/${songId}`, {
    form: { intent: "report", sectionId: String(lineId), ...fields },
    cookie: who.cookie,
    params: { songId: String(songId) },
  });

describe("reporting, through the pages' forms", () => {
  test("a playlist, a comment and a line; not one's own; the reason is required", async () => {
    await expect(await reportPlaylist(fan, { intent: "report", reason: "spam", details: "Invented advert" })).toSendToast({
      key: "playlists:toast.reported",
    });
    await expect(await reportPlaylist(fan, { intent: "reportComment", commentId: String(commentId), reason: "inappropriate" })).toSendToast({
      key: "playlists:toast.commentReported",
    });
    await expect(await reportPlaylist(otherFan, { intent: "reportComment", commentId: String(commentId), reason: "other", details: "Rude" })).toSendToast({
      key: "playlists:toast.commentReported",
    });
    await expect(await reportLine(fan, { reason: "copyright" })).toSendToast({ key: "archive:toast.reported" });
    // Refused: one's own content, no reason.
    await expect(await reportPlaylist(owner, { intent: "reportComment", commentId: String(commentId), reason: "spam" })).toSendToast({
      type: "error",
      key: "playlists:errors.cannotReportOwnComment",
    });
    await expect(await reportLine(owner, { reason: "spam" })).toSendToast({ type: "error", key: "archive:toast.ownLine" });
    await expect(await reportLine(otherFan, { reason: "" })).toSendToast({ type: "error", key: "common:report.validation.reason" });
    // A second report by the same fan updates the first.
    await reportPlaylist(fan, { intent: "report", reason: "misleading" });

    expect(await countOpenReports()).toBe(4);
    const open = await listReports({ status: "open", page: 1 });
    expect(open.reports.map((report) => [report.targetType, report.reason])).toEqual([
      ["comment", "inappropriate"],
      ["comment", "other"],
      ["section", "copyright"],
      ["playlist", "misleading"],
    ]);
    expect(open.reports[2]!.excerpt).toBe("Hook\nInvented call line");
    expect((await listReports({ status: "open", type: "comment", page: 1 })).reports).toHaveLength(2);
    expect((await getDashboard()).openReports).toBe(4);
  });

  test("resolving by hiding the comment resolves both of its reports, once, with the note and one audit entry", async () => {
    const [first] = (await listReports({ status: "open", type: "comment", page: 1 })).reports;
    const found = await getReport(first!.id);
    expect(found!.content).toMatchObject({ text: "An invented rude comment", hidden: false, href: `/playlists/${playlistId}#comment-${commentId}` });
    expect(found!.others).toHaveLength(1);

    const auditBefore = await prisma.auditLog.count({ where: { action: "report.resolve" } });
    expect(await resolveReport(admin.user, first!.id, "hidden", "Rude words")).toEqual({ ok: true, value: null });
    expect(await prisma.auditLog.count({ where: { action: "report.resolve" } })).toBe(auditBefore + 1);
    expect(await countOpenReports()).toBe(2);
    // Gone from the page, and from the count of comments it shows.
    expect((await listComments(null, playlistId)).comments).toEqual([]);
    expect((await prisma.communityPlaylist.findUniqueOrThrow({ where: { id: playlistId } })).commentCount).toBe(0);
    // Again: refused, nothing changes.
    expect(await resolveReport(admin.user, first!.id, "deleted", "")).toEqual({ ok: false, reason: "CONFLICT", messageKey: "admin:reports.errors.alreadyResolved" });
    expect(await prisma.communityPlaylistComment.count({ where: { id: commentId } })).toBe(1);

    expect((await listReports({ status: "resolved", q: "Rude_words", page: 1 })).reports).toEqual([]);
    const resolved = await listReports({ status: "resolved", q: "rude WORDS", page: 1 });
    expect(resolved.reports.map((report) => [report.resolution, report.note, report.resolvedBy?.id])).toEqual([
      ["hidden", "Rude words", admin.user.id],
      ["hidden", "Rude words", admin.user.id],
    ]);
  });

  test("deleting a line: it leaves the archive; dismissing keeps the playlist", async () => {
    const [line] = (await listReports({ status: "open", type: "section", page: 1 })).reports;
    expect(await resolveReport(admin.user, line!.id, "deleted", "")).toEqual({ ok: true, value: null });
    expect(await prisma.section.count({ where: { id: lineId } })).toBe(0);
    expect(await prisma.archiveSong.count({ where: { songId } })).toBe(0);
    // The report stays, and shows the line as it read.
    const after = await getReport(line!.id);
    expect(after).toMatchObject({ content: null, report: { resolution: "deleted", excerpt: "Hook\nInvented call line" } });

    const [playlist] = (await listReports({ status: "open", type: "playlist", page: 1 })).reports;
    expect(await resolveReport(admin.user, playlist!.id, "dismissed", "Looks fine")).toEqual({ ok: true, value: null });
    expect(await prisma.communityPlaylist.count({ where: { id: playlistId, hiddenAt: null } })).toBe(1);
    expect(await countOpenReports()).toBe(0);
  });

  test("a report of content deleted since can only be dismissed", async () => {
    const comment = await prisma.communityPlaylistComment.create({ data: { playlistId, userId: owner.user.id, body: "Another invented comment" } });
    await reportPlaylist(fan, { intent: "reportComment", commentId: String(comment.id), reason: "spam" });
    await prisma.communityPlaylistComment.delete({ where: { id: comment.id } });
    const [report] = (await listReports({ status: "open", page: 1 })).reports;
    expect(await resolveReport(admin.user, report!.id, "hidden", "")).toEqual({ ok: false, reason: "CONFLICT", messageKey: "admin:reports.errors.contentGone" });
    expect(await resolveReport(admin.user, report!.id, "dismissed", "")).toEqual({ ok: true, value: null });
  });
});

describe("admin playlists", () => {
  test("hidden: out of the feed, the sitemap and its shared page; shown again; deleted; each audited", async () => {
    const inFeed = async () => (await listFeed({ sort: "recent", min: null, tag: null, cursor: null, limit: 50 })).playlists.some((card) => card.id === playlistId);
    const inSitemap = async () => (await listSitemapPlaylists()).some((entry) => entry.shareToken === "moderation-token-0123456789");
    expect([await inFeed(), await inSitemap(), Boolean(await getSharedPlaylist("moderation-token-0123456789"))]).toEqual([true, true, true]);

    expect(await setHiddenAsAdmin(admin.user, { type: "playlist", id: playlistId }, true)).toEqual({ ok: true, value: null });
    expect([await inFeed(), await inSitemap(), await getSharedPlaylist("moderation-token-0123456789")]).toEqual([false, false, null]);
    expect(await setHiddenAsAdmin(admin.user, { type: "playlist", id: playlistId }, true)).toEqual({ ok: false, reason: "CONFLICT", messageKey: "admin:content.errors.alreadyHidden" });
    expect((await listAdminPlaylists({ visibility: "hidden", page: 1 })).playlists.map((row) => row.id)).toEqual([playlistId]);
    expect((await listAdminPlaylists({ q: String(playlistId), page: 1 })).playlists.map((row) => row.id)).toContain(playlistId);
    // Typed text is matched literally: "_" is not any character.
    const name = (await prisma.communityPlaylist.findUniqueOrThrow({ where: { id: playlistId } })).name;
    expect((await listAdminPlaylists({ q: name.toUpperCase(), page: 1 })).playlists.map((row) => row.id)).toContain(playlistId);
    expect((await listAdminPlaylists({ q: `${name.slice(0, -1)}_`, page: 1 })).playlists.map((row) => row.id)).not.toContain(playlistId);

    expect(await setHiddenAsAdmin(admin.user, { type: "playlist", id: playlistId }, false)).toEqual({ ok: true, value: null });
    expect(await inFeed()).toBe(true);
    expect(await deletePlaylistAsAdmin(admin.user, playlistId)).toEqual({ ok: true, value: null });
    expect(await deletePlaylistAsAdmin(admin.user, playlistId)).toEqual({ ok: false, reason: "NOT_FOUND", messageKey: "admin:content.errors.notFound" });
    const audit = await prisma.auditLog.findMany({ where: { targetType: "playlist", targetId: String(playlistId) }, orderBy: { id: "asc" } });
    expect(audit.map((entry) => entry.action)).toEqual(["playlist.hide", "playlist.unhide", "playlist.delete"]);
    expect(JSON.parse(audit[2]!.before!)).toMatchObject({ name: "Moderated list", ownerId: owner.user.id });
  });
});

describe("concert setlists, a step at a time", () => {
  test("the pure rule: add at the end (once), remove, move up and down; a stale step changes nothing", () => {
    expect(changedSetlist([1, 2, 3], { op: "add", songId: 4 })).toEqual([1, 2, 3, 4]);
    expect(changedSetlist([1, 2, 3], { op: "add", songId: 2 })).toBeNull();
    expect(changedSetlist([1, 2, 3], { op: "remove", position: 1 })).toEqual([1, 3]);
    expect(changedSetlist([1, 2, 3], { op: "up", position: 2 })).toEqual([1, 3, 2]);
    expect(changedSetlist([1, 2, 3], { op: "down", position: 0 })).toEqual([2, 1, 3]);
    expect(changedSetlist([1, 2, 3], { op: "up", position: 0 })).toBeNull();
    expect(changedSetlist([1, 2, 3], { op: "down", position: 2 })).toBeNull();
    expect(changedSetlist([1, 2, 3], { op: "remove", position: 3 })).toBeNull();
  });

  test("each step is saved with its audit entry; an unknown song is refused", async () => {
    const songs = await Promise.all(
      ["set01", "set02"].map((key) => prisma.song.create({ data: { youtubeId: `${key}000000`, title: `Invented ${key}`, artist: "Nobody", duration: 100 } })),
    );
    const input = ConcertInputSchema.parse({
      artist: "가상밴드", tourName: "세트 투어", venue: "홀", city: "서울", country: "대한민국", region: "domestic", startDate: "2027-02-01", endDate: "2027-02-01",
    });
    const created = await createConcert(admin.user, input);
    if (!created.ok) throw new Error("not created");
    const { id } = created.value;
    expect(await changeSetlist(admin.user, id, { op: "add", songId: songs[0]!.id })).toEqual({ ok: true, value: { changed: true } });
    expect(await changeSetlist(admin.user, id, { op: "add", songId: songs[1]!.id })).toEqual({ ok: true, value: { changed: true } });
    expect(await changeSetlist(admin.user, id, { op: "up", position: 1 })).toEqual({ ok: true, value: { changed: true } });
    expect((await getConcert(id))!.setlist.map((song) => song.id)).toEqual([songs[1]!.id, songs[0]!.id]);
    expect(await changeSetlist(admin.user, id, { op: "add", songId: 999_999 })).toEqual({
      ok: false,
      reason: "VALIDATION_ERROR",
      fields: { setlist: ["concerts:validation.songNotFound"] },
    });
    expect(await changeSetlist(admin.user, 999_999, { op: "remove", position: 0 })).toEqual({ ok: false, reason: "NOT_FOUND", messageKey: "admin:concerts.errors.notFound" });
    const audit = await prisma.auditLog.findMany({ where: { targetType: "concert", targetId: String(id) }, orderBy: { id: "asc" } });
    expect(audit.map((entry) => entry.action)).toEqual(["concert.create", "concert.update", "concert.update", "concert.update"]);
    expect(JSON.parse(audit[3]!.after!)).toEqual({ setlist: [songs[1]!.id, songs[0]!.id] });
  });
});
