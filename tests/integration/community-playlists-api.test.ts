// Community playlists through the JSON API and the pages (issue 10): 401
// without a session, 403 on another person's playlist, 404 for a private one,
// 400 with field errors, and the same rules through the pages' loaders and
// actions (called as Remix calls them).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { prisma } from "~/db/client.server";
import { regenerateShareToken } from "~/models/community-playlist-share.server";
import { createPlaylist } from "~/models/community-playlist.server";
import { action as addSongAction } from "~/routes/_api+/api.song.$songId.add-to-playlist.$playlistId";
import { action as removeSongAction } from "~/routes/_api+/api.song.$songId.remove-from-playlist.$playlistId";
import { action as listAction, loader as listLoader } from "~/routes/_api+/api.playlist";
import { action as detailAction, loader as detailLoader } from "~/routes/_api+/api.playlist.$id";
import { action as likeAction } from "~/routes/_api+/api.playlist.$id.like";
import { action as copyAction } from "~/routes/_api+/api.playlist.$id.copy";
import { action as commentsAction, loader as commentsLoader } from "~/routes/_api+/api.playlist.$id.comments";
import { action as shareAction } from "~/routes/_api+/api.playlist.$id.share";
import { action as orderAction } from "~/routes/_api+/api.playlist.$id.order";
import { action as pageAction, loader as pageLoader } from "~/routes/_playlists+/playlists_.$id";
import { action as editAction, loader as editLoader } from "~/routes/_playlists+/playlists_.$id_.edit";
import { action as myAction } from "~/routes/_playlists+/playlists";
import { action as sharedAction, loader as sharedLoader } from "~/routes/_playlists+/shared.playlist.$token";
import { action as logoutAction } from "~/routes/_auth+/auth.logout";
import { loader as homeLoader } from "~/routes/_site+/_index";
import { COMMUNITY_PLAYLIST_MAX_SONGS } from "~/shared/constants";
import { loader as sitemapLoader } from "~/routes/_playlists+/sitemap[.]xml";
import { loader as robotsLoader, robotsTxt } from "~/routes/_site+/robots[.]txt";
import { getEnv } from "~/env.server";
import { typedValuesOf } from "../setup/replies";
import { YOUTUBE_OEMBED_URL } from "~/integrations/youtube/oembed.server";
import { handleFakeOEmbed } from "~/mocks/youtube-oembed.server";
import { callJson, callRoute, forgetWriteLimits, sessionCookieFor, signedInUser } from "./helpers";

type Handler = (args: LoaderFunctionArgs) => Promise<Response> | Response;

type Caller = Awaited<ReturnType<typeof signedInUser>>;

let songs: number[] = [];
let owner: Caller;
let other: Caller;
let publicId: number;
let privateId: number;

beforeAll(async () => {
  const created = await prisma.song.createManyAndReturn({
    data: [1, 2, 3].map((n) => ({ youtubeId: `apiPl${String(n).padStart(6, "0")}`, title: `곡 ${n}`, artist: "가수", duration: 200 })),
    select: { id: true },
  });
  songs = created.map((s) => s.id);
  owner = await signedInUser();
  other = await signedInUser();
  const pub = await createPlaylist(owner.user.id, { name: "공개 목록", description: "", isPublic: true, tags: ["live"] }, [songs[0]!]);
  const priv = await createPlaylist(owner.user.id, { name: "비공개 목록", description: "", isPublic: false, tags: [] }, []);
  if (!pub.ok || !priv.ok) throw new Error("setup");
  publicId = pub.value.id;
  privateId = priv.value.id;
});

describe("JSON API", () => {
  test("401 without a session, on reads and writes", async () => {
    expect((await callJson(detailLoader, `/api/playlist/${publicId}`, { params: { id: String(publicId) } })).status).toBe(401);
    const like = await callJson(likeAction, `/api/playlist/${publicId}/like`, { params: { id: String(publicId) }, method: "POST" });
    await expect(like).toBeApiError(401, "UNAUTHORIZED");
  });

  test("404 for another person's private playlist, on reads and writes alike", async () => {
    for (const [handler, path, method] of [
      [detailLoader, `/api/playlist/${privateId}`, "GET"],
      [detailAction, `/api/playlist/${privateId}`, "DELETE"],
      [likeAction, `/api/playlist/${privateId}/like`, "POST"],
      [copyAction, `/api/playlist/${privateId}/copy`, "POST"],
    ] as const) {
      const result = await callJson(handler, path, { params: { id: String(privateId) }, method, cookie: other.cookie });
      await expect(result, path).toBeApiError(404, "NOT_FOUND");
    }
    const add = await callJson(addSongAction, "/api/song/x/add-to-playlist/y", { params: { songId: String(songs[1]), playlistId: String(privateId) }, method: "POST", cookie: other.cookie });
    expect(add.status).toBe(404);
  });

  test("403 when changing another person's public playlist", async () => {
    const update = await callJson(detailAction, `/api/playlist/${publicId}`, { params: { id: String(publicId) }, method: "PUT", body: { name: "탈취" }, cookie: other.cookie });
    await expect(update).toBeApiError(403, "FORBIDDEN");
    const add = await callJson(addSongAction, "/api/song", { params: { songId: String(songs[1]), playlistId: String(publicId) }, method: "POST", cookie: other.cookie });
    expect(add.status).toBe(403);
    const remove = await callJson(removeSongAction, "/api/song", { params: { songId: String(songs[0]), playlistId: String(publicId) }, method: "DELETE", cookie: other.cookie });
    expect(remove.status).toBe(403);
    const share = await callJson(shareAction, "/api/playlist/x/share", { params: { id: String(publicId) }, method: "POST", cookie: other.cookie });
    expect(share.status).toBe(403);
    expect((await prisma.communityPlaylist.findUniqueOrThrow({ where: { id: publicId } })).name).toBe("공개 목록");
  });

  test("400 with field errors: an empty title, a too long comment", async () => {
    const created = await callJson(listAction, "/api/playlist", { method: "POST", body: { name: "  " }, cookie: owner.cookie });
    await expect(created).toBeApiError(400, "VALIDATION_ERROR", { name: ["제목을 입력해 주세요."] });
    const comment = await callJson(commentsAction, "/api/playlist/x/comments", { params: { id: String(publicId) }, method: "POST", body: { body: "가".repeat(501) }, cookie: other.cookie });
    expect(comment.status).toBe(400);
    expect(comment.body.error.fields.body).toHaveLength(1);
  });

  test("comments in pages: a cursor for the older ones, newest first; a bad cursor is a 400 on the field", async () => {
    const created = await createPlaylist(owner.user.id, { name: "댓글 많은 목록", description: "", isPublic: true, tags: [] }, []);
    if (!created.ok) throw new Error();
    const id = String(created.value.id);
    const posted: number[] = [];
    for (let n = 0; n < 23; n += 1) {
      const result = await callJson(commentsAction, `/api/playlist/${id}/comments`, { params: { id }, method: "POST", body: { body: `응원 ${n}` }, cookie: other.cookie });
      expect(result.status).toBe(201);
      posted.push(result.body.id);
    }
    const first = await callJson(commentsLoader, `/api/playlist/${id}/comments`, { params: { id }, cookie: other.cookie });
    expect(first.status).toBe(200);
    expect(first.body.comments).toHaveLength(20);
    expect(first.body.comments[0]).toMatchObject({ id: posted[22], body: "응원 22", author: { nickname: expect.any(String) }, canDelete: true });
    const older = await callJson(commentsLoader, `/api/playlist/${id}/comments?cursor=${encodeURIComponent(first.body.nextCursor)}`, { params: { id }, cookie: other.cookie });
    expect(older.body.comments.map((comment: { id: number }) => comment.id)).toEqual([posted[2], posted[1], posted[0]]);
    expect(older.body.nextCursor).toBeNull();
    const bad = await callJson(commentsLoader, `/api/playlist/${id}/comments?cursor=nope`, { params: { id }, cookie: other.cookie });
    await expect(bad).toBeApiError(400, "VALIDATION_ERROR", { cursor: ["페이지 링크가 올바르지 않아요."] });
    // A private playlist's comments are as unknown as the playlist.
    expect((await callJson(commentsLoader, `/api/playlist/${privateId}/comments`, { params: { id: String(privateId) }, cookie: other.cookie })).status).toBe(404);

    // The page: ?comments=<cursor> shows the older page; a link that is not a cursor shows the newest.
    const pageData = async (search: string) =>
      (await callRoute(pageLoader, `/playlists/${id}${search}`, { cookie: other.cookie, params: { id } })).json();
    const newest = await pageData("");
    expect(newest).toMatchObject({ olderComments: false, nextCursor: first.body.nextCursor });
    expect(newest.comments).toHaveLength(20);
    const second = await pageData(`?comments=${encodeURIComponent(newest.nextCursor)}`);
    expect(second).toMatchObject({ olderComments: true, nextCursor: null });
    expect(second.comments.map((comment: { body: string }) => comment.body)).toEqual(["응원 2", "응원 1", "응원 0"]);
    expect(await pageData("?comments=garbage")).toMatchObject({ olderComments: false, nextCursor: first.body.nextCursor });
  });

  test("PUT /api/playlist/{id}/order: the whole order at once; owner only; every song exactly once", async () => {
    const created = await createPlaylist(owner.user.id, { name: "순서 목록", description: "", isPublic: true, tags: [] }, songs);
    if (!created.ok) throw new Error();
    const id = String(created.value.id);
    const order = [songs[2]!, songs[0]!, songs[1]!];
    const saved = await callJson(orderAction, `/api/playlist/${id}/order`, { params: { id }, method: "PUT", body: { songIds: order }, cookie: owner.cookie });
    expect(saved.status).toBe(200);
    expect(saved.body.songs.map((song: { id: number }) => song.id)).toEqual(order);
    expect(saved.body.songs.map((song: { position: number }) => song.position)).toEqual([0, 1, 2]);

    for (const songIds of [[songs[2], songs[0]], [songs[2], songs[0], songs[0]], [songs[2], songs[0], 999_999], "1,2,3"]) {
      const refused = await callJson(orderAction, `/api/playlist/${id}/order`, { params: { id }, method: "PUT", body: { songIds }, cookie: owner.cookie });
      await expect(refused, JSON.stringify(songIds)).toBeApiError(400, "VALIDATION_ERROR");
      expect(Object.keys(refused.body.error.fields)[0]).toMatch(/^songIds/);
    }
    const incomplete = await callJson(orderAction, `/api/playlist/${id}/order`, { params: { id }, method: "PUT", body: { songIds: [songs[0]] }, cookie: owner.cookie });
    expect(incomplete.body.error.fields).toEqual({ songIds: ["새 순서에는 플레이리스트의 모든 곡이 한 번씩 있어야 해요."] });
    expect((await callJson(orderAction, `/api/playlist/${id}/order`, { params: { id }, method: "PUT", body: { songIds: order }, cookie: other.cookie })).status).toBe(403);
    expect((await callJson(orderAction, `/api/playlist/${id}/order`, { params: { id }, method: "PUT", body: { songIds: order } })).status).toBe(401);
    expect((await callJson(orderAction, `/api/playlist/${privateId}/order`, { params: { id: String(privateId) }, method: "PUT", body: { songIds: [] }, cookie: other.cookie })).status).toBe(404);
    expect((await callJson(orderAction, `/api/playlist/${id}/order`, { params: { id }, method: "POST", body: { songIds: order }, cookie: owner.cookie })).status).toBe(405);
    const unchanged = await prisma.communityPlaylistSong.findMany({ where: { playlistId: Number(id) }, orderBy: { position: "asc" } });
    expect(unchanged.map((entry) => entry.songId)).toEqual(order);
  });

  test("create, add and remove songs (spec §7 calls), like, copy: exact numbers", async () => {
    const created = await callJson(listAction, "/api/playlist", { method: "POST", body: { name: "API 목록", isPublic: true, tags: ["Live", "live", "#콘서트"], songIds: [songs[0], songs[1]] }, cookie: owner.cookie });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "API 목록", isPublic: true, tags: ["live", "콘서트"], songCount: 2 });
    const id = String(created.body.id);
    const add = await callJson(addSongAction, "/api/song", { params: { songId: String(songs[2]), playlistId: id }, method: "POST", cookie: owner.cookie });
    expect(add).toEqual({ status: 201, body: { added: true, songCount: 3 } });
    const again = await callJson(addSongAction, "/api/song", { params: { songId: String(songs[2]), playlistId: id }, method: "POST", cookie: owner.cookie });
    expect(again).toEqual({ status: 200, body: { added: false, songCount: 3 } });
    const removed = await callJson(removeSongAction, "/api/song", { params: { songId: String(songs[0]), playlistId: id }, method: "DELETE", cookie: owner.cookie });
    expect(removed).toEqual({ status: 200, body: { songCount: 2 } });
    const like = await callJson(likeAction, "/api/x", { params: { id }, method: "POST", cookie: other.cookie });
    expect(like).toEqual({ status: 200, body: { liked: true, likeCount: 1 } });
    const ownCopy = await callJson(copyAction, "/api/x", { params: { id }, method: "POST", cookie: owner.cookie });
    expect(ownCopy).toMatchObject({ status: 400, body: { error: { message: "내 플레이리스트는 복사할 수 없어요." } } });
    const copy = await callJson(copyAction, "/api/x", { params: { id }, method: "POST", cookie: other.cookie });
    expect(copy).toMatchObject({ status: 201, body: { isPublic: false, copiedFrom: { id: Number(id) }, songCount: 2 } });
    const feed = await callJson(listLoader, "/api/playlist?tag=%EC%BD%98%EC%84%9C%ED%8A%B8", { cookie: other.cookie });
    expect(feed.body.playlists.map((p: { id: number }) => p.id)).toEqual([Number(id)]);
  });
});

describe("pages", () => {
  const page = (handler: Handler, path: string, params: Record<string, string>, cookie?: string) =>
    callRoute(handler, path, { cookie, params });

  test("a private playlist's page and edit page are 404 for another account; another's public edit page is 403", async () => {
    expect((await page(pageLoader, `/playlists/${privateId}`, { id: String(privateId) }, other.cookie)).status).toBe(404);
    expect((await page(editLoader, `/playlists/${privateId}/edit`, { id: String(privateId) }, other.cookie)).status).toBe(404);
    expect((await page(editLoader, `/playlists/${publicId}/edit`, { id: String(publicId) }, other.cookie)).status).toBe(403);
    expect((await page(pageLoader, `/playlists/${privateId}`, { id: String(privateId) }, owner.cookie)).status).toBe(200);
    expect((await page(pageLoader, "/playlists/abc", { id: "abc" }, owner.cookie)).status).toBe(404);
    const post = await callRoute(editAction, `/playlists/${publicId}/edit`, { form: { intent: "delete", confirm: "on" }, cookie: other.cookie, params: { id: String(publicId) } });
    expect(post.status).toBe(403);
    expect(await prisma.communityPlaylist.count({ where: { id: publicId } })).toBe(1);
  });

  test("a guest browses a public playlist but a like is refused with the sign-in message", async () => {
    const { cookie } = await sessionCookieFor(null);
    expect((await page(pageLoader, `/playlists/${publicId}`, { id: String(publicId) }, cookie)).status).toBe(200);
    const before = (await prisma.communityPlaylist.findUniqueOrThrow({ where: { id: publicId } })).likeCount;
    const post = await callRoute(pageAction, `/playlists/${publicId}`, { form: { intent: "like", redirectTo: `/playlists/${publicId}` }, cookie, params: { id: String(publicId) } });
    expect(post).toHaveRedirect(`/playlists/${publicId}`, { status: 303 });
    expect((await prisma.communityPlaylist.findUniqueOrThrow({ where: { id: publicId } })).likeCount).toBe(before);
  });

  test("new playlist: an empty title is a 400 that keeps what was typed", async () => {
    const response = await callRoute(myAction, "/playlists", { form: { intent: "create", name: " ", description: "설명 그대로" }, cookie: owner.cookie });
    expect(response.status).toBe(400);
    const body = await response.json();
    await expect(body).toHaveFieldErrors({ name: ["playlists:validation.titleRequired"] });
    expect(typedValuesOf(body)).toMatchObject({ description: "설명 그대로" });
  });

  test("the edit page's reorder intent saves a drop's whole order; a wrong order is a 400 on songIds", async () => {
    const created = await createPlaylist(owner.user.id, { name: "끌어서 정렬", description: "", isPublic: false, tags: [] }, songs);
    if (!created.ok) throw new Error();
    const id = String(created.value.id);
    const post = (fields: [string, string][], cookie = owner.cookie) =>
      callRoute(editAction, `/playlists/${id}/edit`, { form: new URLSearchParams(fields), cookie, params: { id } });
    const order = [songs[1]!, songs[2]!, songs[0]!];
    const saved = await post([["intent", "reorder"], ...order.map((songId): [string, string] => ["songIds", String(songId)])]);
    expect(saved).toHaveRedirect(`/playlists/${id}/edit`, { status: 303 });
    // With JavaScript the page stays on its history entry.
    expect(saved.headers.get("X-Remix-Replace")).toBe("true");
    const data = await (await callRoute(editLoader, `/playlists/${id}/edit`, { cookie: owner.cookie, params: { id } })).json();
    expect(data.playlist.songs.map((song: { id: number }) => song.id)).toEqual(order);

    const wrong = await post([["intent", "reorder"], ["songIds", String(songs[1])]]);
    expect(wrong.status).toBe(400);
    await expect(wrong).toHaveFieldErrors({ songIds: ["playlists:validation.order"] });
    expect(await wrong.json()).toMatchObject({ intent: "reorder" });
    const garbage = await post([["intent", "reorder"], ["songIds", "abc"]]);
    expect(garbage.status).toBe(400);
    expect((await post([["intent", "reorder"], ...order.map((songId): [string, string] => ["songIds", String(songId)])], other.cookie)).status).toBe(404);
  });

  test("the edit page refuses an invalid YouTube URL with 400 and the message", async () => {
    const response = await callRoute(editAction, `/playlists/${publicId}/edit`, { form: { intent: "addLink", url: "https://example.com/watch?v=abc" }, cookie: owner.cookie, params: { id: String(publicId) } });
    expect(response.status).toBe(400);
    await expect(response).toHaveFieldErrors({ url: ["playlists:validation.invalidYouTubeUrl"] });
  });

  test("a video YouTube cannot describe: the edit page asks for its title and artist, and adds it with them", async () => {
    // YouTube's oEmbed endpoint (MOCKS is off here), answered by the local fake.
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = new URL(String(input));
      expect(url.origin + url.pathname).toBe(YOUTUBE_OEMBED_URL);
      return handleFakeOEmbed(new Request(url));
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { user, cookie } = await signedInUser();
    const made = await createPlaylist(user.id, { name: "링크로 담기", description: "", isPublic: false, tags: [] });
    if (!made.ok) throw new Error();
    const params = { id: String(made.value.id) };
    const add = (form: Record<string, string>) => callRoute(editAction, "/x", { form: { intent: "addLink", ...form }, cookie, params });

    const unreachable = await add({ url: "https://youtu.be/unreach1234" });
    expect(unreachable.status).toBe(502);
    await expect(unreachable).toHaveFieldErrors({ title: ["player:add.detailsUnavailable"] });
    const notFound = await add({ url: "notfound123" });
    expect(notFound.status).toBe(404);
    await expect(notFound).toHaveFieldErrors({ title: ["player:add.videoNotFound"] });
    // A title too long is refused beside it, what was typed kept.
    const tooLong = await add({ url: "unreach1234", title: "가".repeat(201), artist: "팬 일동" });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ intent: "addLink", result: { initialValue: { url: "unreach1234", artist: "팬 일동" } } });

    const added = await add({ url: "https://youtu.be/unreach1234", title: "  우리들의 응원가 ", artist: "팬 일동" });
    await expect(added).toSendToast({ type: "success", key: "playlists:toast.songAdded" });
    const song = await prisma.song.findUniqueOrThrow({ where: { youtubeId: "unreach1234" } });
    expect(song).toMatchObject({ title: "우리들의 응원가", artist: "팬 일동", thumbnailUrl: "https://i.ytimg.com/vi/unreach1234/mqdefault.jpg" });
    // A video YouTube describes keeps YouTube's words, whatever was typed.
    await add({ url: "abcdefghijk", title: "다른 제목" });
    expect(await prisma.song.findUniqueOrThrow({ where: { youtubeId: "abcdefghijk" } })).toMatchObject({ title: "Demo video abcdefghijk" });
  });

  test("made private, a playlist's share link stops answering (the owner is told); shared again, the new link lasts through saves", async () => {
    const { user, cookie } = await signedInUser();
    const made = await createPlaylist(user.id, { name: "곧 비공개", description: "", isPublic: true, tags: [] });
    if (!made.ok) throw new Error();
    const params = { id: String(made.value.id) };
    const actor = { id: user.id, role: "user" as const };
    const first = await regenerateShareToken(actor, made.value.id);
    if (!first.ok) throw new Error();
    const save = (isPublic: boolean) =>
      callRoute(editAction, "/x", { form: { intent: "details", name: "곧 비공개", description: "", tags: "", ...(isPublic ? { isPublic: "on" } : {}) }, cookie, params });

    await expect(await save(false)).toSendToast({ type: "info", key: "playlists:toast.savedShareLinkEnded" });
    expect((await callRoute(sharedLoader, "/", { params: { token: first.value.shareToken } })).status).toBe(404);
    expect(await (await callRoute(sitemapLoader, "/sitemap.xml")).text()).not.toContain(first.value.shareToken);

    // Shared again on purpose while private: later saves keep that link.
    const again = await regenerateShareToken(actor, made.value.id);
    if (!again.ok) throw new Error();
    await expect(await save(false)).toSendToast({ type: "success", key: "playlists:toast.saved" });
    expect((await callRoute(sharedLoader, "/", { params: { token: again.value.shareToken } })).status).toBe(200);
    // Through the API as well.
    await save(true);
    const viaApi = await callJson(detailAction, "/api/playlist/x", { method: "PATCH", cookie, params, body: { isPublic: false } });
    expect(viaApi.status).toBe(200);
    expect((await callRoute(sharedLoader, "/", { params: { token: again.value.shareToken } })).status).toBe(404);
  });

  test("the shared page: public, complete, and 404 once revoked; the sitemap lists it", async () => {
    const token = await regenerateShareToken({ id: owner.user.id, role: "user" }, publicId);
    if (!token.ok) throw new Error();
    const shared = await callRoute(sharedLoader, "/", { params: { token: token.value.shareToken } });
    expect(shared.status).toBe(200);
    const data = await shared.json();
    expect(data.jsonLd).toMatchObject({ "@type": "MusicPlaylist", name: "공개 목록", numTracks: 1, track: [{ "@type": "MusicRecording", position: 1, name: "곡 1" }] });
    const sitemap = await (await callRoute(sitemapLoader, "/sitemap.xml")).text();
    expect(sitemap).toContain(`/shared/playlist/${token.value.shareToken}</loc>`);
    await callJson(shareAction, "/api/x", { params: { id: String(publicId) }, method: "DELETE", cookie: owner.cookie });
    const gone = await callRoute(sharedLoader, "/", { params: { token: token.value.shareToken } });
    expect(gone.status).toBe(404);
  });

  test("the shared page's 'Save to my playlists': an account's private copy, even of a private playlist; visitors sign in first", async () => {
    const created = await createPlaylist(owner.user.id, { name: "링크로만 공유", description: "", isPublic: false, tags: ["tour"] }, [songs[0]!, songs[1]!]);
    if (!created.ok) throw new Error();
    const token = await regenerateShareToken({ id: owner.user.id, role: "user" }, created.value.id);
    if (!token.ok) throw new Error();
    const here = `/shared/playlist/${token.value.shareToken}`;
    const save = async (cookie?: string, intent = "copy") =>
      callRoute(sharedAction, here, { form: { intent }, cookie, params: { token: token.value.shareToken } });

    // No session: sign in first, then come back here.
    const anonymous = await save();
    expect(anonymous).toHaveRedirect(`/?redirectTo=${encodeURIComponent(here)}`, { status: 303 });
    // A guest is told that signing in keeps playlists; nothing is written.
    const { cookie: guestCookie } = await sessionCookieFor(null);
    const guest = await save(guestCookie);
    expect(guest).toHaveRedirect(here, { status: 303 });
    expect(await prisma.communityPlaylist.count({ where: { copiedFromId: created.value.id } })).toBe(0);
    // An account gets a private copy that remembers its origin.
    const saved = await save(other.cookie);
    expect(saved.status).toBe(303);
    const copyId = Number(/^\/playlists\/(\d+)$/.exec(saved.headers.get("Location") ?? "")?.[1]);
    const copy = await prisma.communityPlaylist.findUniqueOrThrow({ where: { id: copyId }, include: { songs: { orderBy: { position: "asc" } }, tags: true } });
    expect(copy).toMatchObject({ ownerId: other.user.id, isPublic: false, copiedFromId: created.value.id, songCount: 2 });
    expect(copy.songs.map((entry) => entry.songId)).toEqual([songs[0], songs[1]]);
    expect(copy.tags.map((entry) => entry.tag)).toEqual(["tour"]);
    expect((await prisma.communityPlaylist.findUniqueOrThrow({ where: { id: created.value.id } })).copyCount).toBe(1);
    // The owner cannot copy their own; an unknown intent is refused; a revoked link saves nothing.
    expect((await save(owner.cookie)).headers.get("Location")).toBe(here);
    expect((await save(other.cookie, "delete")).headers.get("Location")).toBe(here);
    await callJson(shareAction, "/api/x", { params: { id: String(created.value.id) }, method: "DELETE", cookie: owner.cookie });
    expect((await save(other.cookie)).headers.get("Location")).toBe(here);
    expect(await prisma.communityPlaylist.count({ where: { copiedFromId: created.value.id } })).toBe(1);
  });

  test("signing out may go on to a path of this site (a guest who confirmed leaving guest mode), never elsewhere", async () => {
    for (const [redirectTo, location] of [
      ["/?redirectTo=%2Fshared%2Fplaylist%2Fabc", "/?redirectTo=%2Fshared%2Fplaylist%2Fabc"],
      ["//evil.example/", "/"],
      ["https://evil.example/", "/"],
    ] as const) {
      const { cookie } = await sessionCookieFor(null);
      // A guest is asked first (issue 25): this is the confirmed post.
      const response = await callRoute(logoutAction, "/auth/logout", { form: { redirectTo, confirm: "yes" }, cookie });
      expect(response, redirectTo).toHaveRedirect(location, { status: 302 });
    }
  });

  test("the edit page of a full playlist (200 songs): adding by link or from the catalogue is refused with the limit message", async () => {
    const many = await prisma.song.createManyAndReturn({
      data: Array.from({ length: COMMUNITY_PLAYLIST_MAX_SONGS + 1 }, (_, n) => ({
        youtubeId: `full${String(n).padStart(7, "0")}`,
        title: `가득 ${n}`,
        artist: "가수",
        duration: 100,
      })),
      select: { id: true, youtubeId: true },
    });
    const full = await createPlaylist(owner.user.id, { name: "가득 찬 목록", description: "", isPublic: false, tags: [] }, many.slice(0, 200).map((song) => song.id));
    if (!full.ok) throw new Error();
    const id = String(full.value.id);
    const edit = (fields: Record<string, string>) =>
      callRoute(editAction, `/playlists/${id}/edit`, { form: fields, cookie: owner.cookie, params: { id } });
    const byLink = await edit({ intent: "addLink", url: `https://youtu.be/${many[200]!.youtubeId}` });
    expect(byLink.status).toBe(400);
    await expect(byLink).toHaveFieldErrors({ url: ["playlists:errors.full"] });
    expect(await byLink.json()).toMatchObject({ intent: "addLink" });
    const fromCatalogue = await edit({ intent: "addSong", songId: String(many[200]!.id) });
    expect(fromCatalogue.status).toBe(303);
    await expect(fromCatalogue).toSendToast();
    expect((await prisma.communityPlaylist.findUniqueOrThrow({ where: { id: full.value.id } })).songCount).toBe(200);
    const data = await (await callRoute(editLoader, `/playlists/${id}/edit`, { cookie: owner.cookie, params: { id } })).json();
    expect(data.playlist.songCount).toBe(COMMUNITY_PLAYLIST_MAX_SONGS);
  });

  test("the home page for a signed-in visitor: the popular top 10 (plays of 'play all') and my recent playlists, private ones too", async () => {
    const fan = await signedInUser();
    const stamp = 1_000_000;
    const popular: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      await forgetWriteLimits(other.user.id);
      const created = await createPlaylist(other.user.id, { name: `인기 ${n}`, description: "", isPublic: true, tags: [] }, [songs[0]!]);
      if (!created.ok) throw new Error();
      await prisma.communityPlaylist.update({ where: { id: created.value.id }, data: { playCount: stamp + n } });
      popular.push(created.value.id);
    }
    // Played more than any, but private or hidden: not in the top 10.
    const hiddenOrPrivate = await Promise.all(
      [{ isPublic: false }, { isPublic: true }].map(async ({ isPublic }) => {
        const created = await createPlaylist(other.user.id, { name: "안 보임", description: "", isPublic, tags: [] }, []);
        if (!created.ok) throw new Error();
        await prisma.communityPlaylist.update({
          where: { id: created.value.id },
          data: { playCount: stamp * 2, hiddenAt: isPublic ? new Date() : null },
        });
        return created.value.id;
      }),
    );
    const mine: number[] = [];
    for (const [n, isPublic] of [true, false, true, false, true, false].entries()) {
      const created = await createPlaylist(fan.user.id, { name: `내 목록 ${n}`, description: "", isPublic, tags: [] }, []);
      if (!created.ok) throw new Error();
      await prisma.communityPlaylist.update({ where: { id: created.value.id }, data: { updatedAt: new Date(Date.UTC(2026, 0, 1 + n)) } });
      mine.push(created.value.id);
    }
    const home = await (await callRoute(homeLoader, "/", { cookie: fan.cookie })).json();
    expect(home.signedIn).toBe(true);
    expect(home.playlists.popular.map((card: { id: number }) => card.id)).toEqual(popular.slice(2).reverse());
    expect(home.playlists.popular[0]).toMatchObject({ name: "인기 11", owner: { nickname: expect.any(String) }, songCount: 1 });
    for (const id of hiddenOrPrivate) expect(home.playlists.popular.map((card: { id: number }) => card.id)).not.toContain(id);
    // The five most recently changed, private ones included, newest first.
    expect(home.playlists.mine.map((card: { id: number }) => card.id)).toEqual(mine.slice(1).reverse());
    // A guest sees the top 10 but has no playlists of their own.
    const { cookie } = await sessionCookieFor(null);
    const guest = await (await callRoute(homeLoader, "/", { cookie })).json();
    expect(guest.playlists.popular).toHaveLength(10);
    expect(guest.playlists.mine).toBeNull();
  });

  test("robots.txt names the sitemap by its absolute URL on the configured origin, and keeps the disallow rules", async () => {
    const response = robotsLoader();
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const rules = await response.text();
    expect(rules).toContain(`\nSitemap: ${new URL("/sitemap.xml", getEnv().APP_URL).href}\n`);
    expect(rules).toMatch(/^Allow: \/shared\/$/m);
    expect(rules).toMatch(/^Disallow: \/playlists$/m);
    expect(robotsTxt("https://fanchant.example/app/")).toMatch(/^Sitemap: https:\/\/fanchant\.example\/sitemap\.xml$/m);
  });
});
