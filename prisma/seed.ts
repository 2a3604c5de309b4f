// The song catalogue, its artists' names in both scripts, and a few public
// sections for a new database. Section texts are our own lines (calls and
// invented phrases), never song lyrics.
import type { PrismaClient } from "@prisma/client";
import { saveArtist } from "../app/models/artist.server";
import { storedSpans } from "../app/models/section.server";
import { findOrCreateSong } from "../app/models/song.server";
import { SheetLineSchema } from "../app/schemas/sheet";
import { lineName } from "../app/sheets/times";
import { SECTION_TYPE_LYRICS, SECTION_TYPE_REPEAT, type ChantPart } from "../app/shared/constants";
import { youtubeThumbnailUrl } from "../app/shared/youtube";
import { CHANT_SHEET_AUTHORS, CHANT_SHEETS } from "./seed-chant-sheets";
import { seedConcerts } from "./seed-concerts";

const CURATOR = { email: "curator@fanchant.example", username: "fanchant", nickname: "응원법 연습실" };

export const CATALOGUE = [
  { youtubeId: "gdZLi9oWNZg", title: "Dynamite", artist: "BTS", duration: 199 },
  { youtubeId: "XsX3ATc3FbA", title: "Boy With Luv (작은 것들을 위한 시)", artist: "BTS", duration: 229 },
  { youtubeId: "IHNzOHi8sJs", title: "DDU-DU DDU-DU (뚜두뚜두)", artist: "BLACKPINK", duration: 216 },
  { youtubeId: "ioNng23DkIM", title: "How You Like That", artist: "BLACKPINK", duration: 184 },
  { youtubeId: "ePpPVE-GGJw", title: "TT", artist: "TWICE", duration: 215 },
  { youtubeId: "11cta61wi0g", title: "Hype Boy", artist: "NewJeans", duration: 239 },
  { youtubeId: "4TWR90KJl84", title: "Next Level", artist: "aespa", duration: 236 },
  { youtubeId: "Y8JFxS1HlDo", title: "LOVE DIVE", artist: "IVE", duration: 179 },
  { youtubeId: "J-wFp43XOrA", title: "아주 NICE (Very Nice)", artist: "SEVENTEEN", duration: 238 },
  { youtubeId: "uR8Mrt1IpXg", title: "Psycho", artist: "Red Velvet", duration: 216 },
  { youtubeId: "U7mPqycQ0tQ", title: "Gee", artist: "소녀시대", duration: 236 },
  { youtubeId: "BzYnNdJhZQw", title: "밤편지 (Through the Night)", artist: "아이유", duration: 273 },
  { youtubeId: "9bZkp7q19f0", title: "강남스타일 (Gangnam Style)", artist: "PSY", duration: 253 },
] as const;

/**
 * Every seeded artist by its names in Hangul and Latin letters (the first is
 * how the catalogue writes it), so that catalogue search finds "방탄" and
 * "BTS", "뉴진스" and "new jeans" alike (decision 080).
 */
export const ARTISTS: ReadonlyArray<readonly [string, ...string[]]> = [
  ["BTS", "방탄소년단", "Bangtan Boys", "BANGTANTV"],
  ["BLACKPINK", "블랙핑크"],
  ["TWICE", "트와이스"],
  ["NewJeans", "뉴진스"],
  ["aespa", "에스파"],
  ["IVE", "아이브"],
  ["SEVENTEEN", "세븐틴"],
  ["Red Velvet", "레드벨벳"],
  ["소녀시대", "Girls' Generation", "SNSD"],
  ["아이유", "IU"],
  ["PSY", "싸이"],
];

/** Adds the seeded artists' names that a database lacks (every start: a database made before search gets them). */
export async function seedArtists(prisma: PrismaClient): Promise<number> {
  let added = 0;
  for (const names of ARTISTS) added += await saveArtist(prisma, names);
  return added;
}

type CatalogueId = (typeof CATALOGUE)[number]["youtubeId"];

const SECTIONS: Array<{
  youtubeId: CatalogueId;
  name: string;
  startTime: number;
  endTime: number;
  type: number;
  lyrics?: string;
  pronunciation?: string;
  lineNumber?: number;
  /** Chant part of a lyrics line (issue 12): these calls are the fans' part. */
  part?: ChantPart;
}> = [
  {
    youtubeId: "gdZLi9oWNZg",
    name: "인트로 떼창 콜",
    startTime: 0,
    endTime: 12,
    type: SECTION_TYPE_LYRICS,
    lyrics: "하나 둘 셋, 방탄! 다 같이 소리 질러!",
    pronunciation: "hana dul set, bangtan! da gachi sori jilleo!",
    lineNumber: 1,
    part: "fans",
  },
  {
    youtubeId: "gdZLi9oWNZg",
    name: "후렴 반복 구간",
    startTime: 44,
    endTime: 70,
    type: SECTION_TYPE_REPEAT,
  },
  {
    youtubeId: "ePpPVE-GGJw",
    name: "멤버 이름 콜",
    startTime: 8,
    endTime: 20,
    type: SECTION_TYPE_LYRICS,
    lyrics: "나연! 정연! 모모! 사나! 지효! 미나! 다현! 채영! 쯔위!",
    pronunciation: "nayeon! jeongyeon! momo! sana! jihyo! mina! dahyun! chaeyoung! tzuyu!",
    lineNumber: 1,
    part: "fans",
  },
  {
    youtubeId: "11cta61wi0g",
    name: "응원 구호",
    startTime: 30,
    endTime: 41,
    type: SECTION_TYPE_LYRICS,
    lyrics: "우리는 오늘도 함께 뛰어! 끝까지 외쳐 줘!",
    pronunciation: "urineun oneuldo hamkke ttwieo! kkeutkkaji oechyeo jwo!",
    lineNumber: 1,
    part: "fans",
  },
  {
    youtubeId: "J-wFp43XOrA",
    name: "브릿지 박수 구간",
    startTime: 150,
    endTime: 166,
    type: SECTION_TYPE_REPEAT,
  },
];

export async function seedCatalogue(prisma: PrismaClient): Promise<void> {
  const curator = await prisma.user.upsert({
    where: { email: CURATOR.email },
    update: {},
    create: CURATOR,
  });
  await seedArtists(prisma);
  for (const song of CATALOGUE) {
    await findOrCreateSong({ ...song, thumbnailUrl: youtubeThumbnailUrl(song.youtubeId), detailsFrom: "youtube" }, prisma);
  }
  await seedConcerts(prisma);
  if ((await prisma.section.count({ where: { userId: curator.id } })) > 0) return;
  for (const { youtubeId, ...section } of SECTIONS) {
    const song = await prisma.song.findUniqueOrThrow({ where: { youtubeId } });
    await prisma.section.create({
      data: {
        ...section,
        songId: song.id,
        userId: curator.id,
        isPublic: true,
        description: `${song.title} - ${song.artist}`,
      },
    });
  }
}

/**
 * The demo chant sheets (issue 27): whole sheets of the catalogue's songs by
 * the seed's own accounts, with their linked videos. An author who already has
 * lines on a song keeps them (a sheet is not seeded twice). Returns the sheets written.
 */
export async function seedChantSheets(prisma: PrismaClient): Promise<number> {
  const authors = new Map<string, string>();
  for (const author of CHANT_SHEET_AUTHORS) {
    authors.set(author.email, (await prisma.user.upsert({ where: { email: author.email }, update: {}, create: author })).id);
  }
  let written = 0;
  for (const sheet of CHANT_SHEETS) {
    const userId = authors.get(sheet.author)!;
    const song = await prisma.song.findUniqueOrThrow({ where: { youtubeId: sheet.youtubeId } });
    if ((await prisma.section.count({ where: { userId, songId: song.id, type: SECTION_TYPE_LYRICS } })) > 0) continue;
    const lines = sheet.lines.map((line) => SheetLineSchema.parse(line));
    await prisma.section.createMany({
      data: lines.map((line, index) => ({
        userId,
        songId: song.id,
        type: SECTION_TYPE_LYRICS,
        name: line.name ?? lineName(line.text),
        startTime: line.start,
        endTime: line.end,
        lyrics: line.text,
        pronunciation: line.romanization,
        part: line.part,
        spans: storedSpans(line.spans),
        lineNumber: index + 1,
        isPublic: sheet.isPublic,
        description: `${song.title} - ${song.artist}`,
      })),
    });
    for (const { offset, ...video } of sheet.videos) {
      const { song: videoSong } = await findOrCreateSong(
        { ...video, thumbnailUrl: youtubeThumbnailUrl(video.youtubeId), detailsFrom: "youtube" },
        prisma,
      );
      await prisma.sheetVideo.create({ data: { userId, songId: song.id, videoSongId: videoSong.id, offset } });
    }
    written += 1;
  }
  return written;
}
