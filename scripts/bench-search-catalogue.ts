// A catalogue of 100,000 invented songs for the search benchmark
// (scripts/bench-search.ts): the seeded catalogue and its artists, then
// generated artists with a Hangul and a Latin name each and songs whose
// titles mix Korean and English words, with play counts from a long tail.
// Deterministic (seeded random numbers), written in bulk.
import { Prisma, type PrismaClient } from "@prisma/client";
import { writeSearchKeys } from "../app/models/catalogue-search.server";
import { normaliseSearchText, songSearchText } from "../app/shared/search-text";
import { seedCatalogue } from "../prisma/seed";

const KOREAN_WORDS = [
  "사랑",
  "밤",
  "별",
  "꿈",
  "너",
  "우리",
  "하늘",
  "바다",
  "봄",
  "여름",
  "가을",
  "겨울",
  "눈꽃",
  "비",
  "바람",
  "마음",
  "기억",
  "시간",
  "노래",
  "춤",
  "빛",
  "그림자",
  "약속",
  "편지",
  "하루",
  "첫사랑",
  "이별",
  "안녕",
  "거짓말",
  "비밀",
  "운명",
  "청춘",
  "소원",
  "다시",
  "오늘",
  "내일",
  "어제",
  "달빛",
  "불꽃",
  "고백",
];
const ENGLISH_WORDS = [
  "love",
  "night",
  "star",
  "dream",
  "you",
  "heart",
  "fire",
  "light",
  "summer",
  "blue",
  "red",
  "gold",
  "forever",
  "tonight",
  "dance",
  "party",
  "baby",
  "girl",
  "boy",
  "magic",
  "moon",
  "sky",
  "rain",
  "wish",
  "secret",
  "crazy",
  "sweet",
  "run",
  "fly",
  "wave",
  "shine",
  "lucky",
  "bad",
  "good",
  "feel",
  "wild",
  "young",
  "hype",
  "next",
  "level",
];
const SYLLABLES = "가나다라마바사아자차카타파하은진수민지현서윤하준도영재희리나연소유태".split("");
const LATIN_SYLLABLES = [
  "ka",
  "ra",
  "mi",
  "so",
  "lu",
  "ne",
  "ji",
  "on",
  "ve",
  "ta",
  "ri",
  "yo",
  "ha",
  "el",
  "ze",
  "no",
];

/** mulberry32: the same data on every run (the playlists' generator uses it too). */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function generateCatalogue(
  prisma: PrismaClient,
  { songs: songCount, artists: artistCount }: { songs: number; artists: number }
): Promise<void> {
  const next = random(11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const word = (syllables: readonly string[], min: number, max: number) =>
    Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () => pick(syllables)).join("");

  await seedCatalogue(prisma);

  const usedKeys = new Set((await prisma.artistName.findMany({ select: { key: true } })).map(({ key }) => key));
  const named: string[][] = [];
  while (named.length < artistCount) {
    const latin = word(LATIN_SYLLABLES, 2, 3);
    const names = [latin[0]!.toUpperCase() + latin.slice(1), word(SYLLABLES, 2, 4)];
    const keys = names.map(normaliseSearchText);
    if (keys.some((key) => usedKeys.has(key))) continue;
    keys.forEach((key) => usedKeys.add(key));
    named.push(names);
  }
  const created = await prisma.artist.createManyAndReturn({ data: named.map((names) => ({ name: names[0]! })) });
  const artists = created.map(({ id }, i) => ({ id, names: named[i]! }));
  await prisma.artistName.createMany({
    data: artists.flatMap(({ id, names }) =>
      names.map((name) => ({ artistId: id, name, key: normaliseSearchText(name) }))
    ),
  });

  const base = await prisma.song.count();
  const BATCH = 2000;
  for (let start = 0; start < songCount - base; start += BATCH) {
    const data = Array.from({ length: Math.min(BATCH, songCount - base - start) }, (_, i) => {
      const n = start + i;
      const artist = pick(artists);
      const words = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
        next() < 0.5 ? pick(KOREAN_WORDS) : pick(ENGLISH_WORDS)
      );
      const title = words.join(" ") + (next() < 0.15 ? ` (${pick(ENGLISH_WORDS)} ver.)` : "");
      const shown = next() < 0.5 ? artist.names[0]! : artist.names[1]!;
      return {
        youtubeId: `bench${n.toString(36).padStart(6, "0")}`,
        title,
        artist: shown,
        artistId: artist.id,
        duration: 120 + Math.floor(next() * 180),
        playCount: Math.floor(100_000 * next() ** 4),
        searchText: songSearchText({ title, artist: shown, artistNames: artist.names }),
      };
    });
    await prisma.song.createMany({ data });
  }
  await writeSearchKeys(prisma, Prisma.sql`"youtubeId" LIKE 'bench%'`);
}
