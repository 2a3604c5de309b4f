// Whose words name a new video (issue 26, item 7; decision 130): YouTube's
// title and channel whenever it describes the video, whoever adds it and
// whatever they send; the caller's words only when YouTube does not, marked
// so; an admin corrects a song for everyone, in the audit log.
import { beforeEach, describe, expect, test, vi } from "vitest";
import { prisma } from "~/db/client.server";
import { listAdminSongs } from "~/models/admin-songs.server";
import { searchCatalogue } from "~/models/catalogue-search.server";
import { replacePlayerPlaylist } from "~/models/player-playlist.server";
import { action as adminSongsAction } from "~/routes/_admin+/admin.songs";
import * as adminSongRoute from "~/routes/_api+/api.admin.songs.$id";
import * as songRoute from "~/routes/_api+/api.song";
import { routeFetchToFakeYouTube } from "../fixtures/fake-youtube-fetch";
import { callJson, callRoute, signedInUser } from "./helpers";

const SPAM = { title: "click bit.ly/free-tickets", artist: "totally official" };

describe("a new video's details", () => {
  beforeEach(() => {
    routeFetchToFakeYouTube();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  test("YouTube describes it: its title and channel, not the caller's words", async () => {
    const { cookie } = await signedInUser();
    const { status, body } = await callJson(songRoute.action, "/api/song", {
      method: "POST",
      cookie,
      body: { youtubeId: "spamVideo01", ...SPAM },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ youtubeId: "spamVideo01", title: "Demo video spamVideo01", artist: "Demo channel" });
    expect(await prisma.song.findUniqueOrThrow({ where: { youtubeId: "spamVideo01" } })).toMatchObject({ detailsFrom: "youtube" });
    // The next fan's words change nothing either.
    const again = await callJson(songRoute.action, "/api/song", { method: "POST", cookie, body: { youtubeId: "spamVideo01", title: "Other words" } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ title: "Demo video spamVideo01" });
  });

  test("a queue saved with new videos: each takes YouTube's details", async () => {
    const { user } = await signedInUser();
    const saved = await replacePlayerPlaylist(user.id, [
      { id: null, youtubeId: "queueNew001", ...SPAM, thumbnailUrl: null, duration: 0 },
      { id: null, youtubeId: "queueNew002", title: "Mine", artist: "", thumbnailUrl: null, duration: 0 },
    ]);
    expect(saved.map((song) => [song.youtubeId, song.title, song.artist])).toEqual([
      ["queueNew001", "Demo video queueNew001", "Demo channel"],
      ["queueNew002", "Demo video queueNew002", "Demo channel"],
    ]);
  });

  test("YouTube does not describe it (unknown, or not answering): the caller's words, marked as a fan's", async () => {
    const { cookie } = await signedInUser();
    for (const youtubeId of ["notfound001", "unreach0001"]) {
      const { status, body } = await callJson(songRoute.action, "/api/song", { method: "POST", cookie, body: { youtubeId, ...SPAM } });
      expect(status).toBe(201);
      expect(body).toMatchObject(SPAM);
    }
    const fans = await listAdminSongs({ from: "fan", page: 1 });
    expect(fans.songs.map((song) => song.youtubeId)).toEqual(expect.arrayContaining(["notfound001", "unreach0001"]));
    expect(fans.songs.every((song) => song.detailsFrom === "fan")).toBe(true);
  });
});

describe("an admin's correction", () => {
  let made = 0;
  /** A song a fan described (YouTube did not): what admins check. */
  const fanDescribedSong = () =>
    prisma.song.create({ data: { youtubeId: `fixMe${String(++made).padStart(6, "0")}`, ...SPAM, detailsFrom: "fan" } });

  test("the page: title and artist for everyone, marked as the admins', searchable, audited", async () => {
    const admin = await signedInUser({ role: "admin" });
    const song = await fanDescribedSong();
    const response = await callRoute(adminSongsAction, "/admin/songs?from=fan", {
      form: { intent: "correct", id: String(song.id), title: "정정된 응원곡", artist: "정정 아티스트" },
      cookie: admin.cookie,
    });
    expect(response).toHaveRedirect("/admin/songs?from=fan", { status: 303 });
    await expect(response).toSendToast({ type: "success", key: "admin:songs.done.correct" });
    expect(await prisma.song.findUniqueOrThrow({ where: { id: song.id } })).toMatchObject({
      title: "정정된 응원곡",
      artist: "정정 아티스트",
      detailsFrom: "admin",
    });
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { action: "song.update", targetId: String(song.id) } });
    expect(audit.actorId).toBe(admin.user.id);
    expect(JSON.parse(audit.before!)).toEqual({ ...SPAM, detailsFrom: "fan" });
    expect(JSON.parse(audit.after!)).toEqual({ title: "정정된 응원곡", artist: "정정 아티스트", detailsFrom: "admin" });
    const found = await searchCatalogue({ query: "정정된 응원곡", page: 1, pageSize: 10 });
    expect(found.songs.map((row) => row.id)).toContain(song.id);
    expect((await searchCatalogue({ query: "bit.ly", page: 1, pageSize: 10 })).songs.map((row) => row.id)).not.toContain(song.id);
  });

  test("an empty title: 400 beside the field, what was typed kept; nothing changes", async () => {
    const admin = await signedInUser({ role: "admin" });
    const song = await fanDescribedSong();
    const response = await callRoute(adminSongsAction, "/admin/songs", {
      form: { intent: "correct", id: String(song.id), title: " ", artist: "새 아티스트" },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(400);
    await expect(response).toHaveFieldErrors({ title: ["player:validation.titleRequired"] });
    expect(await prisma.song.findUniqueOrThrow({ where: { id: song.id } })).toMatchObject({ ...SPAM, detailsFrom: "fan" });
  });

  test("the API corrects with PUT (who may: admin-permissions.test.ts)", async () => {
    const fan = await signedInUser();
    const admin = await signedInUser({ role: "admin" });
    const song = await fanDescribedSong();
    const params = { id: String(song.id) };
    const refused = await callJson(adminSongRoute.action, `/api/admin/songs/${song.id}`, { method: "PUT", cookie: fan.cookie, params, body: { title: "x" } });
    expect(refused.status).toBe(403);
    const done = await callJson(adminSongRoute.action, `/api/admin/songs/${song.id}`, { method: "PUT", cookie: admin.cookie, params, body: { title: "API 정정", artist: "" } });
    expect(done.status).toBe(204);
    const read = await callJson(adminSongRoute.loader, `/api/admin/songs/${song.id}`, { cookie: admin.cookie, params });
    expect(read.body).toMatchObject({ title: "API 정정", artist: "", detailsFrom: "admin" });
    const missing = await callJson(adminSongRoute.action, "/api/admin/songs/999999", { method: "PUT", cookie: admin.cookie, params: { id: "999999" }, body: { title: "x" } });
    expect(missing.status).toBe(404);
  });
});
