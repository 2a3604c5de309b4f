// Issue 26 items 3 and 4 (decision 128): the rules that must hold when many
// requests arrive at once. Each race runs its operations concurrently
// (Promise.all) several rounds over; on SQLite (`npx vitest run`) and, through
// the pool of `npm run test:pg`, on PostgreSQL, where they really run side by
// side. Exact invariants: one super_admin left, positions exactly 0..n-1,
// exactly 200 songs, counters equal to their rows, exactly one live session,
// and no thrown error (a 500) anywhere.
import crypto from "node:crypto";
import { describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { databaseDialect } from "~/db/sql-dialect";
import { lockAccountForWrite, writeTransaction } from "~/db/write-locks.server";
import { changeUserRole } from "~/models/admin-users.server";
import {
  addSongToPlaylist,
  addToOwnPlaylist,
  createPlaylist,
  moveSongInPlaylist,
  removeSongFromPlaylist,
  reorderPlaylist,
  updatePlaylist,
} from "~/models/community-playlist.server";
import { addComment, deleteComment, reportPlaylist } from "~/models/community-playlist-comments.server";
import { setPlaylistBookmark, setPlaylistLike } from "~/models/community-playlist-social.server";
import { appendToPlayerPlaylist, replacePlayerPlaylist } from "~/models/player-playlist.server";
import { findOrCreateSocialAccount } from "~/models/social-account.server";
import { findOrCreateSong } from "~/models/song.server";
import { action as loginAction } from "~/routes/_auth+/auth.login";
import { action as otherDeviceAction } from "~/routes/_auth+/auth.other-device";
import { action as apiLoginAction } from "~/routes/_api+/api.auth.login";
import { action as apiForceLoginAction } from "~/routes/_api+/api.auth.force-login";
import { COMMUNITY_PLAYLIST_MAX_SONGS } from "~/shared/constants";
import type { Actor } from "~/shared/permissions";
import { callRoute, cookieJar } from "./helpers";

/**
 * Rounds of each race: PostgreSQL interleaves differently each time; SQLite runs one writer at
 * a time. RACE_ROUNDS asks for more (a probe of 20 or 50 rounds).
 */
const ROUNDS = Number(process.env.RACE_ROUNDS) || (databaseDialect() === "postgresql" ? 6 : 2);
const SLOW = { timeout: 120_000 };

let serial = 0;
/** A unique 11-character video id. */
function videoId(): string {
  serial += 1;
  return `r${process.pid.toString(36).slice(-4)}${serial.toString(36).padStart(6, "0")}`;
}

/** Accounts without passwords (hashing is not what these races measure). */
async function accounts(count: number, role = "user"): Promise<Actor[]> {
  const stamp = `${Date.now()}${(serial += 1)}`;
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      prisma.user
        .create({ data: { email: `race${stamp}-${i}@example.com`, username: `race${stamp}_${i}`, nickname: `경쟁${i}`, role } })
        .then((user) => ({ id: user.id, role: user.role })),
    ),
  );
}

async function catalogueSongs(count: number): Promise<number[]> {
  const ids = Array.from({ length: count }, () => videoId());
  await prisma.song.createMany({ data: ids.map((youtubeId, i) => ({ youtubeId, title: `응원곡 ${i}`, artist: "레이스" })) });
  const songs = await prisma.song.findMany({ where: { youtubeId: { in: ids } }, select: { id: true } });
  return songs.map((song) => song.id).sort((a, b) => a - b);
}

async function newPlaylist(owner: Actor, songIds: number[]): Promise<number> {
  const made = await createPlaylist(owner.id, { name: "동시에", description: "", isPublic: true, tags: [] }, songIds);
  if (!made.ok) throw new Error("playlist not created");
  return made.value.id;
}

/** The playlist's songs in order, and checks that hold after any race: positions 0..n-1, songCount = rows. */
async function expectContiguous(playlistId: number): Promise<number[]> {
  const rows = await prisma.communityPlaylistSong.findMany({ where: { playlistId }, orderBy: { position: "asc" } });
  expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));
  expect(new Set(rows.map((row) => row.songId)).size).toBe(rows.length);
  const { songCount } = await prisma.communityPlaylist.findUniqueOrThrow({ where: { id: playlistId } });
  expect(songCount).toBe(rows.length);
  return rows.map((row) => row.songId);
}

describe("a deadlock", () => {
  test("two transactions locking two accounts in opposite orders both complete: the one PostgreSQL ends is run again", SLOW, async () => {
    // PostgreSQL looks for deadlocks after a second of waiting (deadlock_timeout): three rounds.
    for (let round = 0; round < Math.min(ROUNDS, 3); round++) {
      const [a, b] = (await accounts(2)) as [Actor, Actor];
      let attempts = 0;
      // Raw SQL's errors and model queries' errors reach the retry differently: both kinds.
      const take = (tx: Parameters<Parameters<typeof writeTransaction>[0]>[0], account: Actor) =>
        round % 2 ? tx.user.update({ where: { id: account.id }, data: { nickname: "교차" } }) : lockAccountForWrite(tx, account.id);
      const crossing = (first: Actor, second: Actor) =>
        writeTransaction(async (tx) => {
          attempts += 1;
          await take(tx, first);
          await new Promise((resolve) => setTimeout(resolve, 50));
          await take(tx, second);
          return true;
        });
      expect(await Promise.all([crossing(a, b), crossing(b, a)])).toEqual([true, true]);
      // On PostgreSQL the two met in a deadlock and one ran again (on a loaded machine the
      // rerun may meet the other once more); SQLite ran them one after the other.
      if (databaseDialect() === "postgresql") expect(attempts).toBeGreaterThanOrEqual(3);
      else expect(attempts).toBe(2);
    }
  });
});

describe("the last super_admin", () => {
  /** The super_admins made here are the only ones: others from earlier rounds are made admins directly. */
  async function onlySuperAdmins(count: number): Promise<Actor[]> {
    await prisma.user.updateMany({ where: { role: "super_admin" }, data: { role: "admin" } });
    return accounts(count, "super_admin");
  }

  test("two super_admins demoting each other at once leave exactly one", SLOW, async () => {
    for (let round = 0; round < ROUNDS * 2; round++) {
      const [a, b] = (await onlySuperAdmins(2)) as [Actor, Actor];
      const results = await Promise.all([changeUserRole(a, b.id, "admin"), changeUserRole(b, a.id, "user")]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(await prisma.user.count({ where: { role: "super_admin" } })).toBe(1);
    }
  });

  test("three demoting one another in a ring, or one pair demoting each other several times over, leave one", SLOW, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b, c] = (await onlySuperAdmins(3)) as [Actor, Actor, Actor];
      await Promise.all([changeUserRole(a, c.id, "admin"), changeUserRole(b, a.id, "admin"), changeUserRole(c, b.id, "admin")]);
      expect(await prisma.user.count({ where: { role: "super_admin" } })).toBe(1);

      const [d, e] = (await onlySuperAdmins(2)) as [Actor, Actor];
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? changeUserRole(d, e.id, "admin") : changeUserRole(e, d.id, "user"))),
      );
      expect(await prisma.user.count({ where: { role: "super_admin" } })).toBe(1);
    }
  });
});

describe("a community playlist's songs", () => {
  test("30 adds at once: 30 songs at positions 0..29", SLOW, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [owner] = (await accounts(1)) as [Actor];
      const id = await newPlaylist(owner, []);
      const songs = await catalogueSongs(30);
      const results = await Promise.all(songs.map((songId) => addSongToPlaylist(owner, id, songId)));
      expect(results.every((result) => result.ok && result.value.added)).toBe(true);
      expect((await expectContiguous(id)).sort((a, b) => a - b)).toEqual(songs);
    }
  });

  test("20 adds at once to a 199-song playlist: exactly 200, the others told it is full", SLOW, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [owner] = (await accounts(1)) as [Actor];
      const id = await newPlaylist(owner, await catalogueSongs(COMMUNITY_PLAYLIST_MAX_SONGS - 1));
      const results = await Promise.all((await catalogueSongs(20)).map((songId) => addSongToPlaylist(owner, id, songId)));
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok && result.messageKey === "playlists:errors.full")).toHaveLength(19);
      expect(await expectContiguous(id)).toHaveLength(COMMUNITY_PLAYLIST_MAX_SONGS);
    }
  });

  test("adds, removes, moves, reorders, edits and comments at once: no error, positions 0..n-1", SLOW, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [owner, fan] = (await accounts(2)) as [Actor, Actor];
      const initial = await catalogueSongs(40);
      const id = await newPlaylist(owner, initial);
      const extra = await catalogueSongs(10);
      const comment = await addComment(fan, id, "오늘도 응원해요");
      if (!comment.ok) throw new Error("comment not added");
      const operations: Array<() => Promise<unknown>> = [
        ...extra.map((songId) => () => addSongToPlaylist(owner, id, songId)),
        ...initial.slice(0, 10).map((songId) => () => removeSongFromPlaylist(owner, id, songId)),
        ...initial.slice(10, 20).map((songId, i) => () => moveSongInPlaylist(owner, id, songId, i % 2 ? "up" : "down")),
        // The order as it was: refused (400) once the songs changed, else applied.
        ...Array.from({ length: 4 }, (_, i) => () => reorderPlaylist(owner, id, i % 2 ? [...initial].reverse() : initial)),
        () => updatePlaylist(owner, id, { tags: ["동시", "레이스"] }),
        () => updatePlaylist(owner, id, { tags: ["레이스"] }),
        () => addComment(fan, id, "한 번 더"),
        () => deleteComment(fan, id, comment.value.id),
        () => deleteComment(fan, id, comment.value.id),
      ];
      // Shuffled, so each round interleaves them differently.
      operations.sort(() => Math.random() - 0.5);
      const results = await Promise.all(operations.map((operation) => operation()));
      for (const result of results) expect(result).toHaveProperty("ok");
      const songs = await expectContiguous(id);
      expect(songs.sort((a, b) => a - b)).toEqual([...initial.slice(10), ...extra].sort((a, b) => a - b));
      const playlist = await prisma.communityPlaylist.findUniqueOrThrow({ where: { id }, include: { tags: true } });
      expect(playlist.commentCount).toBe(await prisma.communityPlaylistComment.count({ where: { playlistId: id } }));
      expect(playlist.commentCount).toBe(1);
      expect([["동시", "레이스"], ["레이스"]].map((tags) => tags.sort().join())).toContain(
        playlist.tags.map((tag) => tag.tag).sort().join(),
      );
    }
  });
});

describe("likes, bookmarks and find-or-create", () => {
  test("one account pressing like and bookmark 20 times at once: no error, each counter equal to its rows", SLOW, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [owner, fan, other] = (await accounts(3)) as [Actor, Actor, Actor];
      const id = await newPlaylist(owner, await catalogueSongs(1));
      await setPlaylistLike(other, id, true);
      const presses = Array.from({ length: 20 }, (_, i) =>
        i % 4 === 0
          ? setPlaylistBookmark(fan, id, true)
          : i % 4 === 1
            ? setPlaylistBookmark(fan, id, false)
            : setPlaylistLike(fan, id, i % 4 === 2),
      );
      const results = await Promise.all(presses);
      expect(results.every((result) => result.ok)).toBe(true);
      const row = await prisma.communityPlaylist.findUniqueOrThrow({ where: { id } });
      expect(row.likeCount).toBe(await prisma.communityPlaylistLike.count({ where: { playlistId: id } }));
      expect(row.bookmarkCount).toBe(await prisma.communityPlaylistBookmark.count({ where: { playlistId: id } }));
      expect(row.likeCount).toBeGreaterThanOrEqual(1);
      expect(row.likeCount).toBeLessThanOrEqual(2);
    }
  });

  test("20 requests naming one new video at once: one catalogue song, the same for all", SLOW, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const youtubeId = videoId();
      const input = { youtubeId, title: "새 응원 영상", artist: "레이스", thumbnailUrl: null, duration: 0, detailsFrom: "youtube" as const };
      const results = await Promise.all(Array.from({ length: 20 }, () => findOrCreateSong(input)));
      expect(new Set(results.map((result) => result.song.id)).size).toBe(1);
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(await prisma.song.count({ where: { youtubeId } })).toBe(1);
    }
  });

  test("one person's first social sign-ins at once (two tabs): one account, found by all", SLOW, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = videoId();
      const profile = { provider: "kakao" as const, providerUserId: id, email: `${id}@example.com`, emailVerified: true, name: "동시 가입", imageUrl: null };
      const results = await Promise.all(Array.from({ length: 10 }, () => findOrCreateSocialAccount(profile)));
      expect(new Set(results.map((result) => (result.status === "ok" ? result.user.id : result.status))).size).toBe(1);
      expect(results.filter((result) => result.status === "ok" && result.created)).toHaveLength(1);
      expect(await prisma.user.count({ where: { email: profile.email } })).toBe(1);
      expect(await prisma.connection.count({ where: { providerUserId: id } })).toBe(1);
    }
  });

  test("one account reporting a playlist 10 times at once: one report, no error", SLOW, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [owner, fan] = (await accounts(2)) as [Actor, Actor];
      const id = await newPlaylist(owner, []);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => reportPlaylist(fan, id, { reason: "spam", details: "같은 신고" })),
      );
      expect(results.every((result) => result.ok)).toBe(true);
      expect(await prisma.report.count({ where: { targetType: "playlist", targetId: id, reporterId: fan.id } })).toBe(1);
    }
  });

  test("queue saves of many accounts adding the same new videos at once, in any order: no error, one song each", SLOW, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const fans = await accounts(12);
      const videos = Array.from({ length: 6 }, () => videoId());
      const song = (youtubeId: string) => ({ youtubeId, title: `큐 ${youtubeId}`, artist: "레이스", thumbnailUrl: null, duration: 0, id: null });
      const saves = fans.flatMap((fan, i) => {
        // Opposite orders: the inserts of two saves cross.
        const order = i % 2 ? [...videos].reverse() : videos;
        return [
          () => replacePlayerPlaylist(fan.id, order.map(song)),
          () => appendToPlayerPlaylist(fan.id, order.slice(0, 3).map(song)),
        ];
      });
      const results = await Promise.all(saves.map((save) => save()));
      expect(results).toHaveLength(24);
      expect(await prisma.song.count({ where: { youtubeId: { in: videos } } })).toBe(videos.length);
      for (const fan of fans) {
        const queue = await prisma.playerPlaylistSong.findMany({ where: { userId: fan.id }, orderBy: { playOrder: "asc" } });
        expect(new Set(queue.map((entry) => entry.songId)).size).toBe(queue.length);
        expect(queue.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  test("20 adds of the same new video to one playlist at once: added once", SLOW, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [owner] = (await accounts(1)) as [Actor];
      const id = await newPlaylist(owner, []);
      const video = { youtubeId: videoId(), title: "같은 영상", artist: "레이스", thumbnailUrl: null, duration: 0 };
      const results = await Promise.all(
        Array.from({ length: 20 }, () => addToOwnPlaylist(owner, { playlist: { playlistId: id }, song: { video } })),
      );
      expect(results.every((result) => result.ok)).toBe(true);
      expect(results.filter((result) => result.ok && result.value.added)).toHaveLength(1);
      expect(await expectContiguous(id)).toHaveLength(1);
    }
  });
});

describe("one live session per account under simultaneous sign-ins", () => {
  /**
   * An account with a password stored with a small scrypt cost (the stored hash names its
   * parameters): the sign-ins race on the session, not on hashing.
   */
  async function passwordAccount() {
    const [actor] = (await accounts(1)) as [Actor];
    const password = "fanchant-race";
    const salt = crypto.randomBytes(16);
    const key = crypto.scryptSync(password, salt, 64, { N: 1024, r: 8, p: 1 });
    await prisma.password.create({ data: { userId: actor.id, hash: ["scrypt", 1024, 8, 1, salt.toString("base64"), key.toString("base64")].join("$") } });
    return { user: await prisma.user.findUniqueOrThrow({ where: { id: actor.id } }), password };
  }
  const liveSessions = (userId: string) => prisma.session.count({ where: { userId, revokedAt: null, expiresAt: { gt: new Date() } } });

  test("ten sign-ins at once by the form and the API: exactly one opens a session, the others get the other-device answer", SLOW, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { user, password } = await passwordAccount();
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2
            ? callRoute(loginAction, "/auth/login", { form: { email: user.email, password } })
            : callRoute(apiLoginAction, "/api/auth/login", { body: { email: user.email, password } }),
        ),
      );
      const opened = responses.filter((response) => response.status === 200 || response.headers.get("Location") === "/");
      const elsewhere = responses.filter(
        (response) => response.status === 409 || response.headers.get("Location") === "/auth/other-device",
      );
      expect(responses.map((response) => response.status).filter((status) => status >= 500)).toEqual([]);
      expect(opened).toHaveLength(1);
      expect(elsewhere).toHaveLength(9);
      expect(await liveSessions(user.id)).toBe(1);
    }
  });

  test("ten force-logins at once (the API, and 'sign in here' on the page): exactly one session stays live", SLOW, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { user, password } = await passwordAccount();
      // Signed in elsewhere first, and five browsers asked the question (each holds a pending sign-in).
      await callRoute(apiLoginAction, "/api/auth/login", { body: { email: user.email, password } });
      const asked = await Promise.all(
        Array.from({ length: 5 }, async () => cookieJar("", await callRoute(loginAction, "/auth/login", { form: { email: user.email, password } }))),
      );
      expect(await liveSessions(user.id)).toBe(1);
      const responses = await Promise.all([
        ...Array.from({ length: 5 }, () => callRoute(apiForceLoginAction, "/api/auth/force-login", { body: { email: user.email, password } })),
        ...asked.map((cookie) => callRoute(otherDeviceAction, "/auth/other-device", { form: { intent: "force" }, cookie })),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 302, 302, 302, 302, 302]);
      expect(await liveSessions(user.id)).toBe(1);
      expect(await prisma.session.count({ where: { userId: user.id, revokedReason: "SESSION_EXPIRED" } })).toBe(10);
    }
  });
});
