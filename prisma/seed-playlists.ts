// A few public community playlists for a new database (issue 10), so the
// feed, the home page's top 10 and the sitemap are not empty on a fresh
// `npm start`. Owners are seed accounts without a password (nobody signs in
// as them); names, descriptions and comments are invented.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@prisma/client";
import { CATALOGUE } from "./seed";

const CURATOR_EMAIL = "curator@fanchant.example";
const FANS = [
  { email: "cheer-leader@fanchant.example", username: "cheerleader", nickname: "응원단장" },
  { email: "front-row@fanchant.example", username: "frontrow", nickname: "직관러" },
] as const;

const PLAYLISTS = [
  {
    owner: CURATOR_EMAIL,
    name: "응원법 입문 세트",
    description: "처음 응원법을 연습하는 팬을 위한 따라 하기 쉬운 곡 모음.",
    tags: ["입문", "kpop"],
    songs: ["gdZLi9oWNZg", "ePpPVE-GGJw", "11cta61wi0g", "Y8JFxS1HlDo", "U7mPqycQ0tQ"],
    playCount: 42,
  },
  {
    owner: FANS[0].email,
    name: "가장 어려운 응원법",
    description: "숨 돌릴 틈 없는 콜이 이어지는 곡들. 연습 모드로 구간을 반복해 보세요.",
    tags: ["고난도", "kpop", "live"],
    songs: ["IHNzOHi8sJs", "4TWR90KJl84", "J-wFp43XOrA", "uR8Mrt1IpXg", "XsX3ATc3FbA", "ioNng23DkIM"],
    playCount: 27,
  },
  {
    owner: FANS[1].email,
    name: "콘서트 세트리스트 예습",
    description: "다음 공연 전에 한 번씩 돌려 보는 예습용 목록.",
    tags: ["concert", "setlist"],
    songs: ["9bZkp7q19f0", "gdZLi9oWNZg", "ioNng23DkIM", "BzYnNdJhZQw"],
    playCount: 15,
  },
] as const;

const COMMENTS = ["후렴 콜 타이밍 연습하기 딱 좋아요!", "다음 공연 전에 매일 한 번씩 돌릴게요.", "브릿지 부분 박수 위치 덕분에 헷갈리지 않았어요."];

export async function seedCommunityPlaylists(prisma: PrismaClient): Promise<number> {
  if ((await prisma.communityPlaylist.count()) > 0) return 0;
  const owners = new Map<string, string>();
  const curator = await prisma.user.findUnique({ where: { email: CURATOR_EMAIL } });
  if (curator) owners.set(CURATOR_EMAIL, curator.id);
  for (const fan of FANS) {
    const user = await prisma.user.upsert({ where: { email: fan.email }, update: {}, create: fan });
    owners.set(fan.email, user.id);
  }
  const songs = new Map(
    (await prisma.song.findMany({ where: { youtubeId: { in: CATALOGUE.map((s) => s.youtubeId) } } })).map((s) => [s.youtubeId, s.id]),
  );
  const likers = [...owners.values()];
  let created = 0;
  for (const [index, playlist] of PLAYLISTS.entries()) {
    const ownerId = owners.get(playlist.owner);
    if (!ownerId) continue;
    const songIds = playlist.songs.map((id) => songs.get(id)).filter((id): id is number => id !== undefined);
    const others = likers.filter((id) => id !== ownerId);
    const comment = COMMENTS[index % COMMENTS.length]!;
    await prisma.communityPlaylist.create({
      data: {
        ownerId,
        name: playlist.name,
        description: playlist.description,
        isPublic: true,
        // Shared, so the shared page and the sitemap have something to show (128 random bits).
        shareToken: randomBytes(16).toString("base64url"),
        songCount: songIds.length,
        playCount: playlist.playCount,
        likeCount: others.length,
        commentCount: 1,
        tags: { create: playlist.tags.map((tag) => ({ tag })) },
        songs: { create: songIds.map((songId, position) => ({ songId, position })) },
        likes: { create: others.map((userId) => ({ userId })) },
        comments: { create: [{ userId: others[0]!, body: comment }] },
      },
    });
    created += 1;
  }
  return created;
}
