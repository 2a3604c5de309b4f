// Playlist and tag search on /search (issue 11, decision 083): playlists by
// name as songs are found (script, case, spacing, punctuation, Hangul
// initials), only listed ones; tag counts kept by triggers through every
// change that lists, unlists, tags or deletes a playlist, cascades included.
import type { Actor } from "~/shared/permissions";
import { beforeEach, describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { copyPlaylist } from "~/models/community-playlist-social.server";
import { createPlaylist, deletePlaylist, updatePlaylist } from "~/models/community-playlist.server";
import {
  indexUnsearchablePlaylists,
  listPopularTags,
  searchPlaylists,
  searchTags,
} from "~/models/playlist-search.server";
import { createActor } from "./helpers";

async function newPlaylist(owner: Actor, name: string, extra: { isPublic?: boolean; tags?: string[] } = {}) {
  const result = await createPlaylist(owner.id, { name, description: "", isPublic: extra.isPublic ?? true, tags: extra.tags ?? [] });
  if (!result.ok) throw new Error(result.reason);
  return result.value.id;
}

/** What an admin's moderation does (moderation.server.ts): the row's hiddenAt. */
const hide = (id: number, hidden: boolean) =>
  prisma.communityPlaylist.update({ where: { id }, data: { hiddenAt: hidden ? new Date() : null } });
const names = async (query: string) => (await searchPlaylists(query)).map((card) => card.name);
const counts = async () => Object.fromEntries((await listPopularTags(100)).map(({ tag, playlists }) => [tag, playlists]));

beforeEach(async () => {
  await prisma.communityPlaylist.deleteMany();
});

describe("playlists by name", () => {
  test("Korean and Latin, any case, spacing or punctuation, a word inside a Korean compound, Hangul initials", async () => {
    const owner = await createActor();
    await newPlaylist(owner, "뉴진스 응원법 연습");
    await newPlaylist(owner, "NewJeans Live Set!");
    await newPlaylist(owner, "방탄소년단 콘서트 떼창");
    expect(await names("뉴진스")).toEqual(["뉴진스 응원법 연습"]);
    expect((await names("new jeans")).sort()).toEqual(["NewJeans Live Set!"]);
    expect(await names("NEWJEANS live")).toEqual(["NewJeans Live Set!"]);
    expect(await names("live-set")).toEqual(["NewJeans Live Set!"]);
    expect(await names("소년단")).toEqual(["방탄소년단 콘서트 떼창"]);
    expect(await names("떼창 방탄")).toEqual(["방탄소년단 콘서트 떼창"]);
    expect(await names("ㅇㅇㅂ")).toEqual(["뉴진스 응원법 연습"]);
    expect(await names("없는 이름")).toEqual([]);
    expect(await names("  !!  ")).toEqual([]);
  });

  test("only listed playlists: not private ones, not hidden ones; a name equal to the query first, then the most played", async () => {
    const owner = await createActor();
    const played = await newPlaylist(owner, "콘서트 예습 모음");
    await prisma.communityPlaylist.update({ where: { id: played }, data: { playCount: 50 } });
    await newPlaylist(owner, "콘서트");
    await newPlaylist(owner, "콘서트 비공개", { isPublic: false });
    const hidden = await newPlaylist(owner, "콘서트 숨김");
    await hide(hidden, true);
    expect(await names("콘서트")).toEqual(["콘서트", "콘서트 예습 모음"]);
  });

  test("renamed and copied playlists are found by their new names; a deleted one is gone with its keys", async () => {
    const owner = await createActor();
    const other = await createActor();
    const id = await newPlaylist(owner, "처음 이름");
    expect(await updatePlaylist(owner, id, { name: "바뀐 이름" })).toMatchObject({ ok: true });
    expect(await names("처음")).toEqual([]);
    expect(await names("바뀐")).toEqual(["바뀐 이름"]);
    const copy = await copyPlaylist(other, id);
    if (!copy.ok) throw new Error(copy.reason);
    await updatePlaylist(other, copy.value.id, { isPublic: true });
    expect(await names("바뀐")).toHaveLength(2);
    expect(await deletePlaylist(owner, id)).toMatchObject({ ok: true });
    expect(await prisma.playlistSearchKey.count({ where: { playlistId: id } })).toBe(0);
    expect(await names("바뀐")).toEqual(["바뀐 이름"]);
  });

  test("a broad word walks the playlists by plays and a narrow one reads its candidates: both give the same answer", async () => {
    // Three fans, ten playlists each: one account makes at most 10 a minute (WRITE_LIMITS.playlist).
    const owners = [await createActor(), await createActor(), await createActor()];
    for (let i = 0; i < 30; i++) await newPlaylist(owners[i % 3]!, `응원 목록 ${i}`);
    const rare = await newPlaylist(await createActor(), "드문단어 응원 목록");
    await prisma.communityPlaylist.update({ where: { id: rare }, data: { playCount: 7 } });
    expect((await searchPlaylists("응원", 5)).map((card) => card.id)[0]).toBe(rare);
    expect(await searchPlaylists("응원", 5)).toHaveLength(5);
    expect(await names("드문단어")).toEqual(["드문단어 응원 목록"]);
  });

  test("playlists written without their keys (the seed, an old database) are indexed by db-setup's step", async () => {
    const owner = await createActor();
    await prisma.communityPlaylist.create({ data: { ownerId: owner.id, name: "시드 목록", isPublic: true } });
    const before = await prisma.communityPlaylist.findFirstOrThrow({ where: { name: "시드 목록" } });
    expect(await names("시드")).toEqual([]);
    expect(await indexUnsearchablePlaylists()).toBe(1);
    expect(await names("시드")).toEqual(["시드 목록"]);
    // Indexing is not a change the owner made: "recently changed" keeps its order.
    const after = await prisma.communityPlaylist.findFirstOrThrow({ where: { name: "시드 목록" } });
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await indexUnsearchablePlaylists()).toBe(0);
  });
});

describe("tags", () => {
  test("counted while their playlist is listed: tagging, untagging, private, hidden and shown again, deleted", async () => {
    const owner = await createActor();
    const a = await newPlaylist(owner, "가", { tags: ["live", "kpop"] });
    const b = await newPlaylist(owner, "나", { tags: ["live"] });
    await newPlaylist(owner, "다", { tags: ["live", "secret"], isPublic: false });
    expect(await counts()).toEqual({ live: 2, kpop: 1 });
    await updatePlaylist(owner, a, { tags: ["live", "concert"] });
    expect(await counts()).toEqual({ live: 2, concert: 1 });
    await updatePlaylist(owner, b, { isPublic: false });
    expect(await counts()).toEqual({ live: 1, concert: 1 });
    await hide(a, true);
    expect(await counts()).toEqual({});
    await hide(a, false);
    await updatePlaylist(owner, b, { isPublic: true });
    expect(await counts()).toEqual({ live: 2, concert: 1 });
    await deletePlaylist(owner, a);
    expect(await counts()).toEqual({ live: 1 });
    // An account's deletion cascades to its playlists, and their tags stop counting.
    await prisma.user.delete({ where: { id: owner.id } });
    expect(await counts()).toEqual({});
  });

  test("popular tags: most carried first; a query finds tags by how they start, itself first, spaces or none", async () => {
    const owner = await createActor();
    await newPlaylist(owner, "1", { tags: ["live", "live tour", "kpop"] });
    await newPlaylist(owner, "2", { tags: ["live tour", "newjeans"] });
    await newPlaylist(owner, "3", { tags: ["live tour", "new jeans"] });
    expect(await listPopularTags(2)).toEqual([
      { tag: "live tour", playlists: 3 },
      { tag: "kpop", playlists: 1 },
    ]);
    expect((await searchTags("LIVE")).map((t) => t.tag)).toEqual(["live", "live tour"]);
    expect((await searchTags("#live t")).map((t) => t.tag)).toEqual(["live tour"]);
    expect((await searchTags("New Jeans")).map((t) => t.tag)).toEqual(["new jeans", "newjeans"]);
    expect(await searchTags("zz")).toEqual([]);
    expect(await searchTags("  ")).toEqual([]);
  });
});
