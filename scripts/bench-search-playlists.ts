// 100,000 invented community playlists for the search benchmark
// (scripts/bench-search.ts, decision 083): names as fans write them (an
// artist's name in either script, fan-chant words, Korean and English),
// mostly public, a few hidden, tags from a long tail, play counts from a long
// tail. Deterministic (seeded random numbers), written in bulk; the search keys
// by one statement, as playlist-search.server.ts writes them.
import { Prisma, type PrismaClient } from "@prisma/client";
import { searchKeysOf } from "../app/models/catalogue-search.server";
import { playlistSearchText } from "../app/shared/search-text";
import { random } from "./bench-search-catalogue";

const WORDS = [
  "응원법",
  "떼창",
  "연습",
  "콘서트",
  "예습",
  "복습",
  "입문",
  "세트리스트",
  "모음",
  "플리",
  "최애곡",
  "명곡",
  "라이브",
  "팬미팅",
  "직관",
  "출근길",
  "새벽",
  "드라이브",
  "고난도",
  "따라 부르기",
  "chant",
  "practice",
  "concert",
  "live",
  "setlist",
  "tour",
  "favorites",
  "mix",
  "best",
  "encore",
];
const TAG_WORDS = ["kpop", "live", "concert", "응원법", "입문", "고난도", "떼창", "setlist", "tour", "팬미팅", "커버", "ballad", "트로트", "dance"];

export async function generatePlaylists(
  prisma: PrismaClient,
  { playlists: count, owners: ownerCount }: { playlists: number; owners: number },
): Promise<void> {
  const next = random(23);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const artistNames = (await prisma.artistName.findMany({ select: { name: true }, take: 3000 })).map(({ name }) => name);
  // A long tail of tags: common words, artists' names, and numbered variants.
  const tags = [...TAG_WORDS, ...artistNames.slice(0, 500).map((name) => name.toLowerCase()), ...Array.from({ length: 3000 }, (_, i) => `${pick(TAG_WORDS)}${i}`)];

  await prisma.user.createMany({
    data: Array.from({ length: ownerCount }, (_, i) => ({
      id: `bench-owner-${i}`,
      email: `bench-owner-${i}@example.com`,
      username: `benchowner${i}`,
      nickname: `팬${i}`,
    })),
  });
  const BATCH = 2000;
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, () => {
      const words = [pick(artistNames), ...Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(WORDS))];
      const name = next() < 0.2 ? words.slice(1).join(" ") : words.join(" ");
      return {
        ownerId: `bench-owner-${Math.floor(next() * ownerCount)}`,
        name,
        isPublic: next() < 0.9,
        hiddenAt: next() < 0.01 ? new Date() : null,
        playCount: Math.floor(5_000 * next() ** 5),
        searchText: playlistSearchText(name),
      };
    });
    const created = await prisma.communityPlaylist.createManyAndReturn({ data: rows, select: { id: true } });
    await prisma.communityPlaylistTag.createMany({
      data: created.flatMap(({ id }) => {
        const own = new Set(Array.from({ length: Math.floor(next() * 4) }, () => tags[Math.floor(tags.length * next() ** 3)]!));
        return [...own].map((tag) => ({ playlistId: id, tag }));
      }),
    });
  }
  await prisma.$executeRaw(Prisma.sql`
    INSERT INTO "PlaylistSearchKey" ("playlistId", "key")
    SELECT id, key FROM (${searchKeysOf(Prisma.sql`SELECT "id", "searchText" FROM "CommunityPlaylist"`)}) AS k WHERE true
    ON CONFLICT DO NOTHING`);
}
