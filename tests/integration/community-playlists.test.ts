// Community playlists (issue 10): the domain rules with exact numbers —
// visibility, ownership, counters in the same transaction, the 200-song limit,
// copies, views per Seoul day, share tokens and the feed's sorts and filters.
import type { Actor } from "~/shared/permissions";
import { describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { addComment, deleteComment, listComments } from "~/models/community-playlist-comments.server";
import { getSharedPlaylist, regenerateShareToken, revokeShareToken } from "~/models/community-playlist-share.server";
import { copyPlaylist, copySharedPlaylist, recordPlaylistView, setPlaylistBookmark, setPlaylistLike } from "~/models/community-playlist-social.server";
import { addSongToPlaylist, createPlaylist, deletePlaylist, getPlaylist, getPlaylistPage, moveSongInPlaylist, removeSongFromPlaylist, reorderPlaylist } from "~/models/community-playlist.server";
import { feedQuery, listBookmarks, listFeed, listMyPlaylists, listSitemapPlaylists, readsSortFirst } from "~/models/community-playlist-feed.server";
import { countRows } from "~/models/row-count.server";
import { CommentCursorSchema } from "~/schemas/community-playlist";
import { COMMUNITY_PLAYLIST_MAX_SONGS, PLAYLIST_COMMENTS_PAGE_SIZE } from "~/shared/constants";
import { koreaDay } from "~/shared/korea-time";
import { readRows } from "~/db/reads.server";
import { createActor, forgetWriteLimits } from "./helpers";

let songCounter = 0;
async function createSongs(count: number): Promise<number[]> {
  const data = Array.from({ length: count }, () => {
    songCounter += 1;
    return { youtubeId: `cpl${String(songCounter).padStart(8, "0")}`, title: `노래 ${songCounter}`, artist: "응원단", duration: 180 };
  });
  const songs = await prisma.song.createManyAndReturn({ data, select: { id: true } });
  return songs.map((song) => song.id);
}

const fields = (name: string, extra: Partial<{ isPublic: boolean; tags: string[]; description: string }> = {}) => ({
  name,
  description: extra.description ?? "",
  isPublic: extra.isPublic ?? true,
  tags: extra.tags ?? [],
});

async function newPlaylist(owner: Actor, songCount = 0, extra: Parameters<typeof fields>[1] = {}) {
  // Fixtures make more playlists a minute than a fan may (WRITE_LIMITS.playlist).
  await forgetWriteLimits(owner.id);
  const ids = await createSongs(songCount);
  const result = await createPlaylist(owner.id, fields(`목록 ${Math.random().toString(36).slice(2, 7)}`, extra), ids);
  if (!result.ok) throw new Error(result.reason);
  return { id: result.value.id, songIds: ids };
}

describe("visibility and ownership", () => {
  test("a private playlist is NOT_FOUND for others and guests, visible to its owner and admins", async () => {
    const owner = await createActor();
    const other = await createActor();
    const admin = await createActor("admin");
    const { id } = await newPlaylist(owner, 1, { isPublic: false });
    expect(await getPlaylistPage(other, id)).toMatchObject({ ok: false, reason: "NOT_FOUND" });
    expect(await getPlaylistPage(null, id)).toMatchObject({ ok: false, reason: "NOT_FOUND" });
    expect(await setPlaylistLike(other, id, true)).toMatchObject({ ok: false, reason: "NOT_FOUND" });
    expect(await getPlaylistPage(owner, id)).toMatchObject({ ok: true, value: { isOwner: true } });
    expect(await getPlaylistPage(admin, id)).toMatchObject({ ok: true, value: { isOwner: false } });
  });

  test("another person's public playlist: readable, but changing it is FORBIDDEN", async () => {
    const owner = await createActor();
    const other = await createActor();
    const { id, songIds } = await newPlaylist(owner, 2);
    expect(await getPlaylist(other, id, { owner: true })).toMatchObject({ ok: false, reason: "FORBIDDEN" });
    expect(await removeSongFromPlaylist(other, id, songIds[0]!)).toMatchObject({ ok: false, reason: "FORBIDDEN" });
    expect(await deletePlaylist(other, id)).toMatchObject({ ok: false, reason: "FORBIDDEN" });
    expect(await regenerateShareToken(other, id)).toMatchObject({ ok: false, reason: "FORBIDDEN" });
    expect(await prisma.communityPlaylist.count({ where: { id } })).toBe(1);
  });

  test("a hidden playlist leaves the feed, the sitemap and its shared page", async () => {
    const owner = await createActor();
    const { id } = await newPlaylist(owner, 1, { tags: ["hidden-test"] });
    const token = await regenerateShareToken(owner, id);
    if (!token.ok) throw new Error();
    expect((await listFeed({ sort: "recent", min: null, tag: "hidden-test", cursor: null })).playlists.map((p) => p.id)).toEqual([id]);
    expect((await listSitemapPlaylists()).map((p) => p.shareToken)).toContain(token.value.shareToken);
    await prisma.communityPlaylist.update({ where: { id }, data: { hiddenAt: new Date() } });
    expect((await listFeed({ sort: "recent", min: null, tag: "hidden-test", cursor: null })).playlists).toEqual([]);
    expect((await listSitemapPlaylists()).map((p) => p.shareToken)).not.toContain(token.value.shareToken);
    expect(await getSharedPlaylist(token.value.shareToken)).toBeNull();
    expect(await getPlaylistPage(await createActor(), id)).toMatchObject({ ok: false, reason: "NOT_FOUND" });
  });
});

describe("counters", () => {
  test("20 concurrent likes from 20 accounts leave exactly 20, and 20 unlikes exactly 0", { timeout: 60_000 }, async () => {
    const owner = await createActor();
    const { id } = await newPlaylist(owner, 1);
    // Accounts without passwords: hashing 20 passwords is not what this test measures.
    const stamp = Date.now();
    const fans = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        prisma.user
          .create({ data: { email: `like${stamp}-${i}@example.com`, username: `like${stamp}${i}`, nickname: `좋아요${i}` } })
          .then((user) => ({ id: user.id, role: user.role })),
      ),
    );
    const likes = await Promise.all(fans.map((fan) => setPlaylistLike(fan, id, true)));
    expect(likes.every((result) => result.ok)).toBe(true);
    expect((await prisma.communityPlaylist.findUniqueOrThrow({ where: { id } })).likeCount).toBe(20);
    expect(await prisma.communityPlaylistLike.count({ where: { playlistId: id } })).toBe(20);
    await Promise.all(fans.map((fan) => setPlaylistLike(fan, id, false)));
    expect((await prisma.communityPlaylist.findUniqueOrThrow({ where: { id } })).likeCount).toBe(0);
  });

  test("the same account liking twice at once is one like; bookmarks likewise", async () => {
    const owner = await createActor();
    const fan = await createActor();
    const { id } = await newPlaylist(owner, 1);
    await Promise.all([setPlaylistLike(fan, id, true), setPlaylistLike(fan, id, true)]);
    await Promise.all([setPlaylistBookmark(fan, id, true), setPlaylistBookmark(fan, id, true)]);
    const row = await prisma.communityPlaylist.findUniqueOrThrow({ where: { id } });
    expect([row.likeCount, row.bookmarkCount]).toEqual([1, 1]);
    expect((await listBookmarks(fan.id)).playlists.map((p) => p.id)).toEqual([id]);
  });

  test("comments: 1 to 500 characters through the schema; the count follows adds and deletes; admins delete any", async () => {
    const owner = await createActor();
    const fan = await createActor();
    const admin = await createActor("admin");
    const { id } = await newPlaylist(owner, 1);
    const first = await addComment(fan, id, "응원법 최고");
    const second = await addComment(owner, id, "고마워요");
    if (!first.ok || !second.ok) throw new Error();
    expect(second.value.commentCount).toBe(2);
    expect(await deleteComment(owner, id, first.value.id)).toMatchObject({ ok: false, reason: "FORBIDDEN" });
    expect(await deleteComment(admin, id, first.value.id)).toMatchObject({ ok: true, value: { commentCount: 1 } });
    expect(await deleteComment(owner, id, second.value.id)).toMatchObject({ ok: true, value: { commentCount: 0 } });
  });

  test("comments come in keyset pages, newest first: every comment reachable once, hidden ones left out", async () => {
    const owner = await createActor();
    const fan = await createActor();
    const { id } = await newPlaylist(owner, 1);
    const ids: number[] = [];
    for (let n = 0; n < 45; n += 1) {
      const added = await addComment(n % 2 ? fan : owner, id, `댓글 ${n}`);
      if (!added.ok) throw new Error();
      ids.push(added.value.id);
    }
    // Ties on the time are ordered by id: five comments written in the same millisecond.
    const same = new Date("2026-11-24T09:00:00.000Z");
    await prisma.communityPlaylistComment.updateMany({ where: { id: { in: ids.slice(10, 15) } }, data: { createdAt: same } });
    await prisma.communityPlaylistComment.updateMany({ where: { id: { in: ids.slice(0, 10) } }, data: { createdAt: new Date(same.getTime() - 60_000) } });
    await prisma.communityPlaylistComment.update({ where: { id: ids[44]! }, data: { hiddenAt: new Date() } });

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await listComments(fan, id, { cursor: cursor === null ? null : CommentCursorSchema.parse(cursor) });
      expect(page.comments.length).toBeLessThanOrEqual(PLAYLIST_COMMENTS_PAGE_SIZE);
      seen.push(...page.comments.map((comment) => comment.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    // Newest first: by time, then by id; the hidden one nowhere.
    const expected = [...ids.slice(15, 44).reverse(), ...ids.slice(10, 15).reverse(), ...ids.slice(0, 10).reverse()];
    expect(seen).toEqual(expected);
    const first = await getPlaylistPage(fan, id);
    expect(first).toMatchObject({ ok: true, value: { comments: expect.any(Array), nextCursor: expect.any(String) } });
    if (!first.ok) throw new Error();
    expect(first.value.comments.map((comment) => comment.id)).toEqual(expected.slice(0, PLAYLIST_COMMENTS_PAGE_SIZE));
  });

  test("a view counts once per viewer per day in Korea", async () => {
    const owner = await createActor();
    const { id } = await newPlaylist(owner, 1);
    // 23:30 UTC on the 23rd is the 24th in Seoul; 14:59 UTC on the 24th is still the 24th; 15:00 UTC is the 25th.
    expect(koreaDay(new Date("2026-11-23T23:30:00Z"))).toBe("2026-11-24");
    expect(await recordPlaylistView(id, "viewer-a", new Date("2026-11-23T23:30:00Z"))).toBe(true);
    expect(await recordPlaylistView(id, "viewer-a", new Date("2026-11-24T14:59:00Z"))).toBe(false);
    expect(await recordPlaylistView(id, "viewer-b", new Date("2026-11-24T14:59:00Z"))).toBe(true);
    expect(await recordPlaylistView(id, "viewer-a", new Date("2026-11-24T15:00:00Z"))).toBe(true);
    expect((await prisma.communityPlaylist.findUniqueOrThrow({ where: { id } })).viewCount).toBe(3);
  });

  test("row counts follow inserts and cascaded deletes", async () => {
    const owner = await createActor();
    const before = await Promise.all([countRows("CommunityPlaylist"), countRows("CommunityPlaylistSong")]);
    const { id } = await newPlaylist(owner, 3);
    expect(await countRows("CommunityPlaylist")).toBe(before[0] + 1);
    expect(await countRows("CommunityPlaylistSong")).toBe(before[1] + 3);
    await deletePlaylist(owner, id);
    expect(await Promise.all([countRows("CommunityPlaylist"), countRows("CommunityPlaylistSong")])).toEqual(before);
  });
});

describe("songs", () => {
  test("at most 200 songs: the 201st is refused with the limit message", async () => {
    const owner = await createActor();
    const { id } = await newPlaylist(owner, COMMUNITY_PLAYLIST_MAX_SONGS);
    const [extra] = await createSongs(1);
    expect(await addSongToPlaylist(owner, id, extra!)).toEqual({
      ok: false,
      reason: "BAD_REQUEST",
      messageKey: "playlists:errors.full",
    });
    expect((await prisma.communityPlaylist.findUniqueOrThrow({ where: { id } })).songCount).toBe(200);
    expect(await createPlaylist(owner.id, fields("너무 많음"), [...(await createSongs(201))])).toMatchObject({ ok: false });
  });

  test("add, move up and down, reorder and remove keep positions 0..n-1 and the count", async () => {
    const owner = await createActor();
    const { id, songIds } = await newPlaylist(owner, 3);
    const [a, b, c] = songIds as [number, number, number];
    const order = async () => (await prisma.communityPlaylistSong.findMany({ where: { playlistId: id }, orderBy: { position: "asc" } })).map((s) => s.songId);
    expect(await moveSongInPlaylist(owner, id, c, "up")).toMatchObject({ ok: true, value: { moved: true } });
    expect(await order()).toEqual([a, c, b]);
    expect(await moveSongInPlaylist(owner, id, a, "up")).toMatchObject({ ok: true, value: { moved: false } });
    expect(await reorderPlaylist(owner, id, [b, a, c])).toMatchObject({ ok: true });
    expect(await order()).toEqual([b, a, c]);
    expect(await reorderPlaylist(owner, id, [b, a])).toMatchObject({ ok: false, reason: "VALIDATION_ERROR" });
    expect(await removeSongFromPlaylist(owner, id, a)).toMatchObject({ ok: true, value: { songCount: 2 } });
    expect(await order()).toEqual([b, c]);
    expect(await addSongToPlaylist(owner, id, a)).toMatchObject({ ok: true, value: { added: true, songCount: 3 } });
    expect(await addSongToPlaylist(owner, id, a)).toMatchObject({ ok: true, value: { added: false, songCount: 3 } });
    const positions = (await prisma.communityPlaylistSong.findMany({ where: { playlistId: id }, orderBy: { position: "asc" } })).map((s) => s.position);
    expect(positions).toEqual([0, 1, 2]);
  });
});

describe("copies and sharing", () => {
  test("cannot copy own playlist; another's copy is private, keeps songs and tags, and records its origin", async () => {
    const owner = await createActor();
    const fan = await createActor();
    const { id, songIds } = await newPlaylist(owner, 2, { tags: ["live", "kpop"] });
    expect(await copyPlaylist(owner, id)).toEqual({ ok: false, reason: "BAD_REQUEST", messageKey: "playlists:errors.cannotCopyOwn" });
    const copy = await copyPlaylist(fan, id);
    if (!copy.ok) throw new Error(copy.reason);
    const copied = await getPlaylist(fan, copy.value.id);
    if (!copied.ok) throw new Error();
    expect(copied.value).toMatchObject({ isPublic: false, copiedFrom: { id }, tags: ["kpop", "live"], songCount: 2 });
    expect(copied.value.songs.map((s) => s.id)).toEqual(songIds);
    expect((await prisma.communityPlaylist.findUniqueOrThrow({ where: { id } })).copyCount).toBe(1);
  });

  test("a copy through a share link: allowed for a private playlist (the token is the permission), not for one's own, a revoked or hidden one", async () => {
    const owner = await createActor();
    const fan = await createActor();
    const { id } = await newPlaylist(owner, 2, { isPublic: false, tags: ["링크"] });
    const token = await regenerateShareToken(owner, id);
    if (!token.ok) throw new Error();
    expect(await copyPlaylist(fan, id)).toMatchObject({ ok: false, reason: "NOT_FOUND" });
    const copy = await copySharedPlaylist(fan, token.value.shareToken);
    if (!copy.ok) throw new Error(copy.reason);
    expect(await getPlaylist(fan, copy.value.id)).toMatchObject({ ok: true, value: { isPublic: false, songCount: 2, tags: ["링크"], copiedFrom: null } });
    expect(await prisma.communityPlaylist.findUniqueOrThrow({ where: { id: copy.value.id } })).toMatchObject({ copiedFromId: id });
    expect((await prisma.communityPlaylist.findUniqueOrThrow({ where: { id } })).copyCount).toBe(1);
    expect(await copySharedPlaylist(owner, token.value.shareToken)).toMatchObject({ ok: false, messageKey: "playlists:errors.cannotCopyOwn" });
    expect(await copySharedPlaylist(fan, "not a token")).toMatchObject({ ok: false, reason: "NOT_FOUND" });
    await prisma.communityPlaylist.update({ where: { id }, data: { hiddenAt: new Date() } });
    expect(await copySharedPlaylist(fan, token.value.shareToken)).toMatchObject({ ok: false, reason: "NOT_FOUND" });
    await prisma.communityPlaylist.update({ where: { id }, data: { hiddenAt: null } });
    await revokeShareToken(owner, id);
    expect(await copySharedPlaylist(fan, token.value.shareToken)).toMatchObject({ ok: false, reason: "NOT_FOUND" });
  });

  test("share tokens have at least 128 bits; regenerate voids the old one, revoke voids it", async () => {
    const owner = await createActor();
    const { id } = await newPlaylist(owner, 1, { isPublic: false });
    const first = await regenerateShareToken(owner, id);
    if (!first.ok) throw new Error();
    expect(Buffer.from(first.value.shareToken, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    expect((await getSharedPlaylist(first.value.shareToken))?.id).toBe(id);
    const second = await regenerateShareToken(owner, id);
    if (!second.ok) throw new Error();
    expect(await getSharedPlaylist(first.value.shareToken)).toBeNull();
    expect((await getSharedPlaylist(second.value.shareToken))?.id).toBe(id);
    // A private playlist shared by link is not advertised in the sitemap.
    expect((await listSitemapPlaylists()).map((p) => p.shareToken)).not.toContain(second.value.shareToken);
    await revokeShareToken(owner, id);
    expect(await getSharedPlaylist(second.value.shareToken)).toBeNull();
  });
});

describe("feed", () => {
  test("sorts, song-count filters, tags and keyset pages", async () => {
    const owner = await createActor();
    const fans = await Promise.all(Array.from({ length: 3 }, () => createActor()));
    const tag = `feed-${Math.random().toString(36).slice(2, 8)}`;
    const small = await newPlaylist(owner, 4, { tags: [tag] });
    const medium = await newPlaylist(owner, 10, { tags: [tag] });
    const large = await newPlaylist(owner, 20, { tags: [tag] });
    await newPlaylist(owner, 30, { tags: [tag], isPublic: false });
    for (const fan of fans) await setPlaylistLike(fan, small.id, true);
    await setPlaylistLike(fans[0]!, large.id, true);
    const ids = (options: { sort?: "recent" | "liked"; min?: number | null; cursor?: string | null; limit?: number }) =>
      listFeed({ sort: options.sort ?? "recent", min: options.min ?? null, tag, cursor: options.cursor ?? null, limit: options.limit });
    expect((await ids({})).playlists.map((p) => p.id)).toEqual([large.id, medium.id, small.id]);
    expect((await ids({ sort: "liked" })).playlists.map((p) => [p.id, p.likeCount])).toEqual([
      [small.id, 3],
      [large.id, 1],
      [medium.id, 0],
    ]);
    expect((await ids({ min: 5 })).playlists.map((p) => p.id)).toEqual([large.id, medium.id]);
    expect((await ids({ min: 10 })).playlists.map((p) => p.id)).toEqual([large.id, medium.id]);
    expect((await ids({ min: 20 })).playlists.map((p) => p.id)).toEqual([large.id]);
    const first = await ids({ sort: "liked", limit: 2 });
    expect(first.playlists.map((p) => p.id)).toEqual([small.id, large.id]);
    const second = await ids({ sort: "liked", limit: 2, cursor: first.nextCursor });
    expect(second.playlists.map((p) => p.id)).toEqual([medium.id]);
    expect(second.nextCursor).toBeNull();
    expect((await listMyPlaylists(owner.id, "songs")).map((p) => p.songCount)).toEqual([30, 20, 10, 4]);
  });

  test("a tag's page is the same read either way: the tag's playlists sorted, or the sort's index walked", async () => {
    const owner = await createActor();
    const tag = `plan-${Math.random().toString(36).slice(2, 8)}`;
    const tagged = [];
    for (let n = 0; n < 5; n++) {
      tagged.push((await newPlaylist(owner, n + 1, { tags: [tag] })).id);
      await newPlaylist(owner, 1, { tags: [`${tag}-other`] });
    }
    await newPlaylist(owner, 2, { tags: [tag], isPublic: false });
    const page = async (sortFirst: boolean, options: { sort: "recent" | "liked"; min?: number }) => {
      const { sql, params } = feedQuery({ sort: options.sort, min: options.min ?? null, tag, cursor: null, limit: 2, sortFirst });
      return (await readRows<{ id: number }>(sql, params)).map((row) => row.id);
    };
    for (const sort of ["recent", "liked"] as const) {
      for (const min of [undefined, 3]) {
        const first = await page(false, { sort, min });
        expect(await page(true, { sort, min })).toEqual(first);
      }
    }
    expect(await page(true, { sort: "recent" })).toEqual([tagged[4], tagged[3], tagged[2]]);
    // What listFeed answers, whichever plan it picks, is the same page.
    expect((await listFeed({ sort: "recent", min: null, tag, cursor: null, limit: 2 })).playlists.map((p) => p.id)).toEqual([tagged[4], tagged[3]]);
  });

  test("the sort's index is walked once the tag's playlists squared reach five times all listed ones", () => {
    expect(readsSortFirst(22, 100)).toBe(false); // 484 < 500
    expect(readsSortFirst(23, 100)).toBe(true); // 529 ≥ 500
    expect(readsSortFirst(0, 0)).toBe(true);
    expect(readsSortFirst(1, 1)).toBe(false);
    // The bench's databases: 800 of 45,000 listed walk the index, 90 of 4,500 read the tag.
    expect(readsSortFirst(800, 45_000)).toBe(true);
    expect(readsSortFirst(90, 4_500)).toBe(false);
  });
});
