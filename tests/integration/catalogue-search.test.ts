// Catalogue search (issue 11, decision 080) on the seeded catalogue: Korean and
// Latin names, case, spacing and punctuation, an artist's other names, Hangul
// initials, ranking, pages, and the plan for broad queries.
import { Prisma } from "@prisma/client";
import { beforeAll, describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { saveArtist } from "~/models/artist.server";
import { countCatalogueMatches, searchCatalogue, writeSearchKeys } from "~/models/catalogue-search.server";
import { findOrCreateSong, findOrCreateSongs } from "~/models/song.server";
import { songSearchText } from "~/shared/search-text";
import { seedCatalogue } from "../../prisma/seed";

async function titles(query: string, page = 1, pageSize = 20) {
  const { songs } = await searchCatalogue({ query, page, pageSize });
  return songs.map((song) => song.title);
}

const BTS_SONGS = ["Dynamite", "Boy With Luv (작은 것들을 위한 시)"];

beforeAll(async () => {
  await seedCatalogue(prisma);
});

describe("the seeded catalogue, as a fan would search it", () => {
  test.each(["방탄", "방탄소년단", "방탄 소년단", "BTS", "bts", "Bangtan", "bangtan boys", "ㅂㅌㅅ", "ㅂㅌㅅㄴㄷ"])(
    "%j finds BTS's songs",
    async (query) => {
      expect((await titles(query)).sort()).toEqual([...BTS_SONGS].sort());
    }
  );

  test.each(["뉴진스", "뉴진", "new jeans", "NewJeans", "newjeans", "NEW JEANS", "New-Jeans!", "ㄴㅈㅅ"])(
    "%j finds NewJeans's song",
    async (query) => {
      expect(await titles(query)).toEqual(["Hype Boy"]);
    }
  );

  test.each([
    ["아이유", "밤편지 (Through the Night)"],
    ["IU", "밤편지 (Through the Night)"],
    ["편지", "밤편지 (Through the Night)"],
    ["through the night", "밤편지 (Through the Night)"],
    ["소녀시대", "Gee"],
    ["girls generation", "Gee"],
    ["SNSD", "Gee"],
    ["싸이", "강남스타일 (Gangnam Style)"],
    ["강남 스타일", "강남스타일 (Gangnam Style)"],
    ["블랙핑크 how you", "How You Like That"],
    ["뉴진스 hype boy", "Hype Boy"],
    ["방탄 dynamite", "Dynamite"],
  ])("%j finds %j", async (query, title) => {
    expect(await titles(query)).toContain(title);
  });

  test("words of a title in either script, and a query longer than a search key", async () => {
    expect(await titles("작은 것들")).toEqual(["Boy With Luv (작은 것들을 위한 시)"]);
    expect(await titles("Boy with Luv 작은")).toEqual(["Boy With Luv (작은 것들을 위한 시)"]);
    // Same first 8 characters, different after them.
    expect(await titles("boywithlxx")).toEqual([]);
  });

  test("nothing to search for, and nothing found", async () => {
    expect(await titles(" !? ")).toEqual([]);
    expect(await titles("존재하지않는노래제목")).toEqual([]);
  });
});

describe("ranking and pages", () => {
  test("a name equal to the whole query first, then the other matches, most played first", async () => {
    const make = (youtubeId: string, title: string, playCount: number) =>
      findOrCreateSong({ youtubeId, title, artist: "랭킹 테스트", thumbnailUrl: null, duration: 0, detailsFrom: "youtube" }).then(({ song }) =>
        prisma.song.update({ where: { id: song.id }, data: { playCount } })
      );
    await make("rankMid0001", "Moon Sonata Night", 900);
    await make("rankStart01", "Sonata Dreams", 500);
    await make("rankWhole01", "Sonata", 1);
    await make("rankStart02", "Sonata Reprise", 700);
    expect(await titles("sonata")).toEqual(["Sonata", "Moon Sonata Night", "Sonata Reprise", "Sonata Dreams"]);
    expect(await titles("SONATA", 2, 2)).toEqual(["Sonata Reprise", "Sonata Dreams"]);
  });

  test("pages follow each other without overlap, and say when there are more", async () => {
    for (let i = 0; i < 5; i++) {
      await findOrCreateSong({
        youtubeId: `pageSong00${i}`,
        title: `페이지 노래 ${i}`,
        artist: "",
        thumbnailUrl: null,
        duration: 0,
        detailsFrom: "youtube",
      });
    }
    const first = await searchCatalogue({ query: "페이지", page: 1, pageSize: 2 });
    const third = await searchCatalogue({ query: "페이지", page: 3, pageSize: 2 });
    expect(first).toMatchObject({ hasMore: true });
    expect(third).toMatchObject({ hasMore: false });
    expect(third.songs).toHaveLength(1);
    const all = [
      ...first.songs,
      ...(await searchCatalogue({ query: "페이지", page: 2, pageSize: 2 })).songs,
      ...third.songs,
    ];
    expect(new Set(all.map((song) => song.id)).size).toBe(5);
  });

  test("a broad query (answered by walking the songs by plays) gives the most played matching songs", async () => {
    const count = 1200;
    await prisma.song.createMany({
      data: Array.from({ length: count }, (_, i) => {
        const title = i % 2 === 0 ? `사랑의 연습곡 ${i}` : `이별 연습곡 ${i}`;
        return {
          youtubeId: `dense${String(i).padStart(6, "0")}`,
          title,
          artist: "",
          playCount: i,
          searchText: songSearchText({ title, artist: "" }),
        };
      }),
    });
    await writeSearchKeys(prisma, Prisma.sql`"youtubeId" LIKE 'dense%'`);
    const { songs, hasMore } = await searchCatalogue({ query: "연습곡", page: 1, pageSize: 3 });
    expect(songs.map((song) => song.title)).toEqual([
      `이별 연습곡 ${count - 1}`,
      `사랑의 연습곡 ${count - 2}`,
      `이별 연습곡 ${count - 3}`,
    ]);
    expect(hasMore).toBe(true);
    const loved = await searchCatalogue({ query: "사랑의 연습곡", page: 2, pageSize: 2 });
    expect(loved.songs.map((song) => song.title)).toEqual([`사랑의 연습곡 ${count - 6}`, `사랑의 연습곡 ${count - 8}`]);
    expect(await countCatalogueMatches("사랑의 연습곡")).toBe(count / 2);
    expect(await countCatalogueMatches("연습곡")).toBe(count);
  });
});

describe("artists known by several names", () => {
  test("a song added with an artist's other name belongs to that artist and is found by all its names", async () => {
    await findOrCreateSong({
      youtubeId: "njAddedSong",
      title: "Ditto",
      artist: "뉴진스",
      thumbnailUrl: null,
      duration: 185,
      detailsFrom: "youtube",
    });
    expect(await titles("newjeans")).toEqual(expect.arrayContaining(["Ditto", "Hype Boy"]));
    const song = await prisma.song.findUniqueOrThrow({
      where: { youtubeId: "njAddedSong" },
      include: { artistRef: true },
    });
    expect(song.artistRef?.name).toBe("NewJeans");
  });

  test("songs added several at once (a playlist or queue save) are found at once too, by the artist's other names", async () => {
    await prisma.$transaction((tx) =>
      findOrCreateSongs(
        [
          { youtubeId: "batchSong01", title: "Supernatural", artist: "뉴진스", thumbnailUrl: null, duration: 191, detailsFrom: "youtube" },
          { youtubeId: "batchSong02", title: "How Sweet", artist: "뉴진스", thumbnailUrl: null, duration: 219, detailsFrom: "youtube" },
          { youtubeId: "batchSong03", title: "처음 듣는 노래", artist: "모르는 가수", thumbnailUrl: null, duration: 200, detailsFrom: "youtube" },
        ],
        tx,
      ),
    );
    expect(await titles("newjeans supernatural")).toEqual(["Supernatural"]);
    expect(await titles("new jeans how sweet")).toEqual(["How Sweet"]);
    expect(await titles("모르는가수")).toEqual(["처음 듣는 노래"]);
  });

  test("a name given to an artist later finds its songs at once; saving the same names again changes nothing", async () => {
    expect(await titles("njz")).toEqual([]);
    expect(await saveArtist(prisma, ["NewJeans", "NJZ"])).toBe(1);
    expect(await titles("njz")).toEqual(expect.arrayContaining(["Ditto", "Hype Boy"]));
    expect(await saveArtist(prisma, ["NewJeans", "NJZ", "뉴진스"])).toBe(0);
  });
});
