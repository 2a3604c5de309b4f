// The plain-SQL read path (decision 072) answers exactly what the Prisma
// queries it replaced answer, sees writes at once, and cannot write; the
// RowCount triggers keep counts right through inserts, deletes and cascades.
import { beforeAll, describe, expect, test } from "vitest";
import { findSessionWithUser } from "~/auth/session-lookup.server";
import { hashToken } from "~/auth/session.server";
import { prisma } from "~/db/client.server";
import { getDashboardCounts } from "~/models/admin.server";
import { publishedAnnouncements } from "~/models/announcement.server";
import { indexUnsearchableSongs } from "~/models/catalogue-search.server";
import { countRows } from "~/models/row-count.server";
import { listSharedLyricsSections, listUserSections, listUserSongSections } from "~/models/section.server";
import { getSong, listPopularSongs, listSongs } from "~/models/song.server";
import { catalogueSongSelect as songColumns } from "~/models/catalogue-song.server";
import { SECTION_TYPE_LYRICS, SECTION_TYPE_REPEAT } from "~/shared/constants";
import { readRows } from "~/db/reads.server";
import { createUser, sessionCookieFor } from "./helpers";

let owner: string;
let other: string;
const songIds: number[] = [];

beforeAll(async () => {
  owner = (await createUser()).user.id;
  other = (await createUser()).user.id;
  // Ties in play counts, a null thumbnail, characters LIKE treats specially.
  const songs = [
    { youtubeId: "rp-aaaaaaa", title: "100% Fan_Call", artist: "Crew", playCount: 50, duration: 200 },
    { youtubeId: "rp-bbbbbbb", title: "Tie One", artist: "crew b", playCount: 50, duration: 180, thumbnailUrl: null },
    { youtubeId: "rp-ccccccc", title: "Quiet", artist: "Solo", playCount: 0, duration: 0 },
  ];
  for (const song of songs) songIds.push((await prisma.song.create({ data: song })).id);
  await indexUnsearchableSongs();
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
  const sections = [
    // Same start on purpose: the line number and then the id decide.
    { userId: owner, songId: songIds[0]!, startTime: 10, lineNumber: 2, type: SECTION_TYPE_LYRICS, lyrics: "하나 둘", isPublic: true, createdAt: at(1) },
    { userId: owner, songId: songIds[0]!, startTime: 10, lineNumber: 1, type: SECTION_TYPE_LYRICS, lyrics: "셋 넷", pronunciation: "set net", isPublic: true, createdAt: at(1) },
    { userId: owner, songId: songIds[0]!, startTime: 5.5, lineNumber: 1, type: SECTION_TYPE_REPEAT, lyrics: null, createdAt: at(2) },
    { userId: owner, songId: songIds[0]!, startTime: 30, lineNumber: 1, type: SECTION_TYPE_REPEAT, lyrics: "", createdAt: at(3) },
    { userId: owner, songId: songIds[1]!, startTime: 1, lineNumber: 1, type: SECTION_TYPE_REPEAT, lyrics: "with words", createdAt: at(4) },
    { userId: other, songId: songIds[0]!, startTime: 2, lineNumber: 1, type: SECTION_TYPE_LYRICS, lyrics: "남의 것", isPublic: true, createdAt: at(5) },
    { userId: other, songId: songIds[1]!, startTime: 3, lineNumber: 1, type: SECTION_TYPE_LYRICS, lyrics: "비공개", isPublic: false, createdAt: at(6) },
  ];
  for (const [index, section] of sections.entries()) {
    await prisma.section.create({ data: { name: `구간 ${index}`, endTime: section.startTime + 3, ...section } });
  }
});

/** The section list as the Prisma query before decision 072 read it, mapped independently to the API's shape. */
async function prismaSections(where: object) {
  const rows = await prisma.section.findMany({
    where,
    include: { song: { select: { youtubeId: true, title: true, artist: true, duration: true } } },
    orderBy: [{ songId: "asc" }, { startTime: "asc" }, { lineNumber: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => ({
    id: row.id,
    songId: row.songId,
    songYouTubeId: row.song.youtubeId,
    songTitle: row.song.title,
    songArtist: row.song.artist,
    name: row.name,
    startTime: row.startTime,
    endTime: row.endTime,
    lyrics: row.lyrics,
    pronunciation: row.pronunciation,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    type: row.type,
    description: `${row.song.title} - ${row.song.artist}`,
    isPublic: row.isPublic,
    lineNumber: row.lineNumber,
    practiceCount: row.practiceCount,
    part: row.part,
    rate: row.rate,
    spans: row.spans === null ? null : JSON.parse(row.spans),
  }));
}

describe("sections", () => {
  test("the owner's lists equal the Prisma queries: all, one song, lyrics only, repeats only", async () => {
    expect(await listUserSections(owner)).toEqual(await prismaSections({ userId: owner }));
    expect(await listUserSections(owner, { songId: songIds[0]! })).toEqual(
      await prismaSections({ userId: owner, songId: songIds[0]! }),
    );
    const lyrics = await listUserSections(owner, { songId: songIds[0]!, only: "lyrics" });
    expect(lyrics).toEqual(
      await prismaSections({ userId: owner, songId: songIds[0]!, AND: [{ lyrics: { not: null } }, { lyrics: { not: "" } }] }),
    );
    expect(lyrics.map((s) => s.lyrics)).toEqual(["셋 넷", "하나 둘"]);
    expect(await listUserSections(owner, { only: "repeats" })).toEqual(
      await prismaSections({ userId: owner, type: SECTION_TYPE_REPEAT }),
    );
    expect(await listUserSongSections(owner, 999_999)).toEqual({ ok: false, reason: "NOT_FOUND" });
  });

  test("shared lyrics: public lyrics sections only, newest first, with song and author", async () => {
    const shared = await listSharedLyricsSections(10);
    const expected = await prisma.section.findMany({
      where: { isPublic: true, type: SECTION_TYPE_LYRICS, hiddenAt: null },
      select: {
        id: true,
        name: true,
        startTime: true,
        endTime: true,
        lyrics: true,
        pronunciation: true,
        song: { select: { title: true, artist: true, youtubeId: true } },
        user: { select: { nickname: true } },
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 10,
    });
    expect(shared).toEqual(expected);
    expect(shared.length).toBeGreaterThanOrEqual(3);
    expect(await listSharedLyricsSections(1)).toEqual(expected.slice(0, 1));
  });

  test("a write through Prisma is read back at once", async () => {
    const created = await prisma.section.create({
      data: { userId: owner, songId: songIds[2]!, name: "새 구간", startTime: 0, endTime: 1 },
    });
    expect((await listUserSections(owner, { songId: songIds[2]! })).map((s) => s.id)).toEqual([created.id]);
    await prisma.section.delete({ where: { id: created.id } });
    expect(await listUserSections(owner, { songId: songIds[2]! })).toEqual([]);
  });
});

describe("songs", () => {
  const popularOrder = [{ playCount: "desc" }, { id: "asc" }] as const;

  test("popular songs: most played first, the older song first on a tie", async () => {
    const expected = await prisma.song.findMany({ select: songColumns, orderBy: [...popularOrder], take: 50 });
    expect(await listPopularSongs(50)).toEqual(expected);
    const tie = expected.filter((song) => song.playCount === 50).map((song) => song.id);
    expect(tie).toEqual([songIds[0], songIds[1]]);
  });

  test("catalogue pages and search in the same order, with totals", async () => {
    const all = await prisma.song.findMany({ select: songColumns, orderBy: [...popularOrder] });
    const page2 = await listSongs({ page: 2, pageSize: 3 });
    expect(page2).toEqual({ songs: all.slice(3, 6), page: 2, pageSize: 3, total: all.length });
    // Catalogue search (decision 080): case and punctuation are ignored, a name equal to the query comes first.
    expect((await listSongs({ page: 1, pageSize: 10, query: "CREW" })).songs.map((s) => s.id)).toEqual([
      songIds[0],
      songIds[1],
    ]);
    expect(await listSongs({ page: 5, pageSize: 10, query: "crew" })).toEqual({ songs: [], page: 5, pageSize: 10, total: 2 });
    const percent = await listSongs({ page: 1, pageSize: 10, query: "100%" });
    expect(percent).toMatchObject({ total: 1, songs: [{ id: songIds[0] }] });
    // "%F" is "f" and "0_" is "0": neither is a pattern.
    expect((await listSongs({ page: 1, pageSize: 10, query: "%F" })).songs.map((s) => s.id)).toEqual([songIds[0]]);
    expect((await listSongs({ page: 1, pageSize: 10, query: "0_" })).songs.map((s) => s.id)).toEqual([songIds[0]]);
    expect((await listSongs({ page: 1, pageSize: 10, query: "n_c" })).songs.map((s) => s.id)).toEqual([songIds[0]]);
  });

  test("one song, or null", async () => {
    expect(await getSong(songIds[1]!)).toEqual(
      await prisma.song.findUnique({ where: { id: songIds[1]! }, select: songColumns }),
    );
    expect(await getSong(999_999)).toBeNull();
  });
});

describe("announcements", () => {
  test("published at the window's edges: from startsAt, until before endsAt; dismissed ones left out; newest 3", async () => {
    await prisma.announcement.deleteMany();
    const now = new Date(Date.UTC(2026, 5, 1, 12, 0, 0));
    const ms = (offset: number) => new Date(now.getTime() + offset);
    const made = [];
    for (const [startsAt, endsAt] of [
      [ms(0), null], // starts now: shown
      [ms(1), null], // a millisecond later: not yet
      [ms(-5000), ms(0)], // ended now: gone
      [ms(-5000), ms(1)], // ends in a millisecond: shown
      [ms(-6000), null],
      [ms(-7000), null],
    ] as const) {
      made.push((await prisma.announcement.create({ data: { textKo: "공지", textEn: "Notice", startsAt, endsAt } })).id);
    }
    const ids = async (dismissed: number[] = []) => (await publishedAnnouncements(dismissed, now)).map((row) => row.id);
    expect(await ids()).toEqual([made[0], made[3], made[4]]);
    expect(await ids([made[0]!, made[4]!])).toEqual([made[3], made[5]]);
    expect(await publishedAnnouncements([], now)).toEqual([{ id: made[0], textKo: "공지", textEn: "Notice" }, expect.anything(), expect.anything()]);
  });
});

describe("sessions", () => {
  test("a session and its account read exactly as Prisma reads them (dates, booleans, nulls)", async () => {
    const { user } = await createUser();
    await prisma.user.update({
      where: { id: user.id },
      data: { emailNotifications: true, lockedUntil: new Date(Date.UTC(2026, 4, 5, 6, 7, 8, 9)) },
    });
    for (const userId of [user.id, null]) {
      const { token } = await sessionCookieFor(userId);
      const tokenHash = hashToken(token);
      expect(await findSessionWithUser(tokenHash)).toEqual(
        await prisma.session.findUnique({ where: { tokenHash }, include: { user: true } }),
      );
    }
    expect(await findSessionWithUser("no-such-token")).toBeNull();
  });
});

describe("the read connection", () => {
  test("refuses to write", async () => {
    await expect(readRows(`DELETE FROM "Song"`)).rejects.toThrow(/readonly|read-only|query_only/i);
  });
});

describe("row counts", () => {
  test("equal COUNT(*) through inserts, deletes and cascaded deletes", async () => {
    const exact = async () => ({
      users: await prisma.user.count(),
      songs: await prisma.song.count(),
      sections: await prisma.section.count(),
    });
    const counted = async () => ({
      users: await countRows("User"),
      songs: await countRows("Song"),
      sections: await countRows("Section"),
    });
    expect(await counted()).toEqual(await exact());

    const { user } = await createUser();
    const song = await prisma.song.create({ data: { youtubeId: "rp-ddddddd", title: "Counted", artist: "Crew" } });
    await prisma.section.createMany({
      data: [0, 1, 2].map((i) => ({ userId: user.id, songId: song.id, name: `c${i}`, startTime: i, endTime: i + 1 })),
    });
    expect(await counted()).toEqual(await exact());

    // Deleting the account deletes its sections by cascade.
    await prisma.user.delete({ where: { id: user.id } });
    await prisma.song.delete({ where: { id: song.id } });
    expect(await counted()).toEqual(await exact());
    expect((await getDashboardCounts()).sections).toBe(await prisma.section.count());
  });
});
