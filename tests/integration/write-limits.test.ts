// Fair use (issue 26, decision 127): per-account limits on community writes,
// with exact numbers, through the API and the pages, concurrent requests
// included; and counters that count people — a playlist's plays and copies
// once per account per Korea day, guests' views once per address. Runs on
// SQLite (npx vitest run) and PostgreSQL (npm run test:pg).
import { describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { recordPlaylistPlay } from "~/models/community-playlist-social.server";
import { createPlaylist } from "~/models/community-playlist.server";
import { spendWriteAllowance, WRITE_LIMITS, writeLimitKey } from "~/models/write-limits.server";
import { action as commentsAction } from "~/routes/_api+/api.playlist.$id.comments";
import { action as copyAction } from "~/routes/_api+/api.playlist.$id.copy";
import { action as createPlaylistAction } from "~/routes/_api+/api.playlist";
import { action as likeAction } from "~/routes/_api+/api.playlist.$id.like";
import { action as sectionAction } from "~/routes/_api+/api.section";
import { action as songAction } from "~/routes/_api+/api.song";
import { action as pageAction, loader as pageLoader } from "~/routes/_playlists+/playlists_.$id";
import { action as myPlaylistsAction } from "~/routes/_playlists+/playlists";
import { action as sharedAction } from "~/routes/_playlists+/shared.playlist.$token";
import { regenerateShareToken } from "~/models/community-playlist-share.server";
import { koreaDay } from "~/shared/korea-time";
import { callJson, callRoute, createActor, sessionCookieFor, signedInUser } from "./helpers";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let songCounter = 0;
async function newSong() {
  songCounter += 1;
  return prisma.song.create({ data: { youtubeId: `wl${String(songCounter).padStart(9, "0")}`, title: `곡 ${songCounter}`, artist: "응원단", duration: 200 } });
}

async function publicPlaylist(ownerId: string) {
  const song = await newSong();
  const made = await createPlaylist(ownerId, { name: `목록 ${songCounter}`, description: "", isPublic: true, tags: [] }, [song.id]);
  if (!made.ok) throw new Error(made.reason);
  return made.value.id;
}

const counters = (id: number) =>
  prisma.communityPlaylist.findUniqueOrThrow({ where: { id }, select: { playCount: true, copyCount: true, viewCount: true, commentCount: true } });

describe("the table", () => {
  test("every community write has its limits, per minute and per day, with these numbers", () => {
    const table = Object.fromEntries(Object.entries(WRITE_LIMITS).map(([kind, windows]) => [kind, windows.map((w) => [w.limit, w.windowMs])]));
    expect(table).toEqual({
      comment: [[30, MINUTE], [500, DAY]],
      playlist: [[10, MINUTE], [100, DAY]],
      copy: [[10, MINUTE], [100, DAY]],
      catalogueSong: [[100, MINUTE], [1000, DAY]],
      report: [[10, MINUTE], [100, DAY]],
      section: [[120, MINUTE], [3000, DAY]],
      reaction: [[60, MINUTE], [1000, DAY]],
    });
  });
});

describe("the rule", () => {
  test("30 comments in a minute pass, the 31st is refused until the window that began with the first ends", async () => {
    const writer = await createActor();
    const start = new Date();
    for (let i = 0; i < 30; i++) {
      expect(await spendWriteAllowance(writer.id, "comment", { now: new Date(start.getTime() + i * 1000) })).toEqual({ ok: true, value: null });
    }
    // 40 s after the first: 20 s of the window left.
    expect(await spendWriteAllowance(writer.id, "comment", { now: new Date(start.getTime() + 40_000) })).toEqual({
      ok: false,
      reason: "RATE_LIMITED",
      messageKey: "common:writeLimits.comment",
      retryAfterSeconds: 20,
    });
    // A new window starts when the old one has ended.
    expect((await spendWriteAllowance(writer.id, "comment", { now: new Date(start.getTime() + MINUTE) })).ok).toBe(true);
  });

  test("the day's total holds however the minutes are spread: 1000 new songs a day, then none until the day's window ends", async () => {
    const writer = await createActor();
    const start = new Date();
    for (let minute = 0; minute < 10; minute++) {
      const now = new Date(start.getTime() + minute * 2 * MINUTE);
      expect((await spendWriteAllowance(writer.id, "catalogueSong", { weight: 100, now })).ok).toBe(true);
    }
    const later = new Date(start.getTime() + 30 * MINUTE);
    expect(await spendWriteAllowance(writer.id, "catalogueSong", { now: later })).toMatchObject({
      ok: false,
      reason: "RATE_LIMITED",
      retryAfterSeconds: (DAY - 30 * MINUTE) / 1000,
    });
    expect((await spendWriteAllowance(writer.id, "catalogueSong", { now: new Date(start.getTime() + DAY) })).ok).toBe(true);
  });

  test("one account's limit is its own: another account still writes", async () => {
    const [a, b] = [await createActor(), await createActor()];
    for (let i = 0; i < 10; i++) expect((await spendWriteAllowance(a.id, "report")).ok).toBe(true);
    expect((await spendWriteAllowance(a.id, "report")).ok).toBe(false);
    expect((await spendWriteAllowance(b.id, "report")).ok).toBe(true);
  });

  test("counts live in the shared store (RateLimitCounter), one row per account, kind and window", async () => {
    const writer = await createActor();
    await spendWriteAllowance(writer.id, "section");
    const rows = await prisma.rateLimitCounter.findMany({ where: { key: { contains: writer.id } }, orderBy: { key: "asc" } });
    expect(rows.map((row) => [row.key, row.hits])).toEqual([
      [writeLimitKey("section", MINUTE, writer.id), 1],
      [writeLimitKey("section", DAY, writer.id), 1],
    ]);
  });
});

describe("429 with Retry-After through the API and the pages", () => {
  test("the 31st comment in a minute: 429 RATE_LIMITED with Retry-After, in the caller's language, and no comment written", { timeout: 60_000 }, async () => {
    const owner = await createActor();
    const id = await publicPlaylist(owner.id);
    const { token } = await signedInUser();
    const post = (lng: string, n: number) =>
      callJson(commentsAction, `/api/playlist/${id}/comments?lng=${lng}`, {
        params: { id: String(id) },
        headers: { Authorization: `Bearer ${token}` },
        body: { body: `오빠 화이팅 ${n}` },
      });
    for (let n = 1; n <= 30; n++) expect((await post("ko", n)).status).toBe(201);
    const ko = await post("ko", 31);
    expect(ko.status).toBe(429);
    expect(Number(ko.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(ko.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(ko.body).toEqual({ error: { code: "RATE_LIMITED", message: "댓글을 너무 빠르게 남기고 있어요. 잠시 후에 다시 남겨 주세요." } });
    const en = await post("en", 32);
    expect(en.status).toBe(429);
    expect(en.body.error).toEqual({ code: "RATE_LIMITED", message: "You're commenting too fast. Please wait a moment and post again." });
    expect((await counters(id)).commentCount).toBe(30);
  });

  test("50 writes at once by one account: exactly 30 allowed, whatever the order (one atomic statement per window)", async () => {
    const writer = await createActor();
    const answers = await Promise.all(Array.from({ length: 50 }, () => spendWriteAllowance(writer.id, "comment")));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(30);
    expect(answers.filter((answer) => !answer.ok && answer.reason === "RATE_LIMITED")).toHaveLength(20);
  });

  test("20 comments at once with 10 left: exactly 10 written (201), 10 refused (429)", async () => {
    const owner = await createActor();
    const id = await publicPlaylist(owner.id);
    const { token, user } = await signedInUser();
    for (let n = 0; n < 20; n++) expect((await spendWriteAllowance(user.id, "comment")).ok).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        callJson(commentsAction, `/api/playlist/${id}/comments`, {
          params: { id: String(id) },
          headers: { Authorization: `Bearer ${token}` },
          body: { body: `동시에 ${n}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(await prisma.communityPlaylistComment.count({ where: { playlistId: id } })).toBe(10);
    expect((await counters(id)).commentCount).toBe(10);
  });

  test("the page's comment form over the limit: 429 with Retry-After, the form again with the comment as typed and why", async () => {
    const owner = await createActor();
    const id = await publicPlaylist(owner.id);
    const fan = await signedInUser();
    for (let n = 0; n < 30; n++) expect((await spendWriteAllowance(fan.user.id, "comment")).ok).toBe(true);
    const response = await callRoute(pageAction, `/playlists/${id}`, {
      params: { id: String(id) },
      cookie: fan.cookie,
      form: { intent: "comment", body: "민지 최고! 끝까지 응원해", redirectTo: `/playlists/${id}#comments` },
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const reply = (await response.json()) as { intent: string; result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(reply.intent).toBe("comment");
    expect(reply.result.initialValue.body).toBe("민지 최고! 끝까지 응원해");
    expect(reply.result.error.body).toEqual(["common:writeLimits.comment"]);
    expect((await counters(id)).commentCount).toBe(0);
  });

  test("a like over the limit on the page: 429, the reason for the page (no redirect)", async () => {
    const owner = await createActor();
    const id = await publicPlaylist(owner.id);
    const fan = await signedInUser();
    for (let n = 0; n < 60; n++) expect((await spendWriteAllowance(fan.user.id, "reaction")).ok).toBe(true);
    const response = await callRoute(pageAction, `/playlists/${id}`, { params: { id: String(id) }, cookie: fan.cookie, form: { intent: "like" } });
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).not.toBeNull();
    expect(await response.json()).toMatchObject({ intent: null, result: { error: { "": ["common:writeLimits.reaction"] } } });
  });

  test("the new-playlist form over the limit: 429, the form again with what was typed and why beside the name", async () => {
    const fan = await signedInUser();
    for (let n = 0; n < 10; n++) expect((await spendWriteAllowance(fan.user.id, "playlist")).ok).toBe(true);
    const response = await callRoute(myPlaylistsAction, "/playlists", {
      cookie: fan.cookie,
      form: { intent: "create", name: "콘서트 예습 목록", description: "떼창 연습용", tags: "live" },
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({
      intent: "create",
      result: { initialValue: { name: "콘서트 예습 목록", description: "떼창 연습용", tags: "live" }, error: { name: ["common:writeLimits.playlist"] } },
    });
    expect(await prisma.communityPlaylist.count({ where: { ownerId: fan.user.id } })).toBe(0);
  });

  test("'save to my playlists' on a shared page over the copy limit: 429, the reason for the page", async () => {
    const owner = await createActor();
    const id = await publicPlaylist(owner.id);
    const token = await regenerateShareToken(owner, id);
    if (!token.ok) throw new Error(token.reason);
    const fan = await signedInUser();
    for (let n = 0; n < 10; n++) expect((await spendWriteAllowance(fan.user.id, "copy")).ok).toBe(true);
    const path = `/shared/playlist/${token.value.shareToken}`;
    const response = await callRoute(sharedAction, path, { cookie: fan.cookie, params: { token: token.value.shareToken }, form: { intent: "copy" } });
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).not.toBeNull();
    expect(await response.json()).toMatchObject({ intent: null, result: { error: { "": ["common:writeLimits.copy"] } } });
  });

  test.each([
    ["playlist", 10],
    ["reaction", 60],
    ["section", 120],
    ["catalogueSong", 100],
    ["copy", 10],
  ] as const)("the API refuses the write after %s's %i a minute with 429 and Retry-After", async (kind, limit) => {
    const owner = await createActor();
    const id = await publicPlaylist(owner.id);
    const song = await newSong();
    const { token, user } = await signedInUser();
    // The allowance spent as the model spends it, then one more through the API.
    for (let n = 0; n < limit; n++) expect((await spendWriteAllowance(user.id, kind)).ok).toBe(true);
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const answer = await {
      playlist: () => callJson(createPlaylistAction, "/api/playlist", { ...auth, body: { name: "하나 더", description: "", isPublic: false, tags: [] } }),
      reaction: () => callJson(likeAction, `/api/playlist/${id}/like`, { ...auth, method: "POST", params: { id: String(id) } }),
      section: () => callJson(sectionAction, "/api/section", { ...auth, body: { songId: song.id, name: "후렴", startTime: 10, endTime: 20 } }),
      catalogueSong: () =>
        callJson(songAction, "/api/song", { ...auth, body: { youtubeId: "wlNewVideo1", title: "새 영상", artist: "응원단", duration: 100 } }),
      copy: () => callJson(copyAction, `/api/playlist/${id}/copy`, { ...auth, method: "POST", params: { id: String(id) } }),
    }[kind]();
    expect(answer.status).toBe(429);
    expect(answer.body.error.code).toBe("RATE_LIMITED");
    expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  test("a song the catalogue already has costs nothing: POST /api/song for it still answers 200 over the limit", async () => {
    const song = await newSong();
    const { token, user } = await signedInUser();
    for (let n = 0; n < 100; n++) expect((await spendWriteAllowance(user.id, "catalogueSong")).ok).toBe(true);
    const answer = await callJson(songAction, "/api/song", {
      headers: { Authorization: `Bearer ${token}` },
      body: { youtubeId: song.youtubeId, title: "다른 제목", artist: "다른 가수", duration: 100 },
    });
    expect(answer.status).toBe(200);
  });
});

describe("counters that count people", () => {
  test("200 'played' posts by one account count once a day; another account's play counts too; the next day counts again", { timeout: 120_000 }, async () => {
    const owner = await createActor();
    const id = await publicPlaylist(owner.id);
    const fan = await signedInUser();
    for (let n = 0; n < 200; n++) {
      const response = await callRoute(pageAction, `/playlists/${id}`, { params: { id: String(id) }, cookie: fan.cookie, form: { intent: "played" } });
      expect(response.status).toBe(204);
    }
    expect((await counters(id)).playCount).toBe(1);
    const other = await createActor();
    expect(await recordPlaylistPlay(other, id)).toEqual({ ok: true, value: { playCount: 2, counted: true } });
    expect(await recordPlaylistPlay(other, id)).toEqual({ ok: true, value: { playCount: 2, counted: false } });
    const tomorrow = new Date(Date.now() + DAY);
    expect(await recordPlaylistPlay(other, id, tomorrow)).toEqual({ ok: true, value: { playCount: 3, counted: true } });
  });

  test("20 'played' posts at once by one account count once", async () => {
    const owner = await createActor();
    const id = await publicPlaylist(owner.id);
    const fan = await createActor();
    const results = await Promise.all(Array.from({ length: 20 }, () => recordPlaylistPlay(fan, id)));
    expect(results.filter((result) => result.ok && result.value.counted)).toHaveLength(1);
    expect((await counters(id)).playCount).toBe(1);
  });

  test("100 copies of one playlist by one account: 10 made in the minute, 90 refused (429), the copy count 1", { timeout: 60_000 }, async () => {
    const owner = await createActor();
    const id = await publicPlaylist(owner.id);
    const { token, user } = await signedInUser();
    const statuses: number[] = [];
    for (let n = 0; n < 100; n++) {
      const answer = await callRoute(copyAction, `/api/playlist/${id}/copy`, {
        method: "POST",
        params: { id: String(id) },
        headers: { Authorization: `Bearer ${token}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);
    expect(await prisma.communityPlaylist.count({ where: { ownerId: user.id, copiedFromId: id } })).toBe(10);
    expect((await counters(id)).copyCount).toBe(1);
    // The marks: one copy and no view of this account today.
    expect(await prisma.communityPlaylistView.count({ where: { playlistId: id, viewerKey: `copy:${user.id}`, day: koreaDay(new Date()) } })).toBe(1);
  });

  test("guests' views count once per address, however many guest sessions it opens", async () => {
    const owner = await createActor();
    const id = await publicPlaylist(owner.id);
    const view = async (address: string) => {
      const { cookie } = await sessionCookieFor(null);
      const response = await callRoute(pageLoader, `/playlists/${id}`, { params: { id: String(id) }, cookie, context: { clientAddress: address } });
      expect(response.status).toBe(200);
    };
    for (let n = 0; n < 5; n++) await view("198.51.100.20");
    expect((await counters(id)).viewCount).toBe(1);
    await view("198.51.100.21");
    expect((await counters(id)).viewCount).toBe(2);
    // The marks keep no address.
    const keys = (await prisma.communityPlaylistView.findMany({ where: { playlistId: id }, select: { viewerKey: true } })).map((row) => row.viewerKey);
    expect(keys.join(" ")).not.toContain("198.51.100");
  });
});
