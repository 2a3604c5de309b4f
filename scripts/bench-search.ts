// Benchmark (not a test): /search on a catalogue of 100,000 songs and 100,000
// community playlists. Seeds a separate database (tests/.tmp/bench-search.db,
// kept between runs; --fresh makes it again), builds the app and calls the
// built /search loader — guard, session, catalogue, playlist and tag search,
// page data — as Remix does for every request, for Korean, Latin, spacing,
// case, initials and broad queries, and the page before a query (popular
// playlists and tags). Prints p50 and p99 per query and overall; exits 1 when
// the overall p99 is 50 ms or more.
// YouTube is off (no key, no MOCKS): its own latency is not ours to measure.
//   npm run bench:search [-- --fresh]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PrismaClient } from "@prisma/client";
import type { ServerBuild } from "@remix-run/node";
import { createLibSQLAdapter } from "../app/db/libsql-adapter.server";
import { percentile } from "./bench/lib";

const SONGS = 100_000;
const ARTISTS = 3_000;
const PLAYLISTS = 100_000;
const PLAYLIST_OWNERS = 2_000;
const ROUNDS = 40;
const BUDGET_P99_MS = 50;

/** What fans type: names in both scripts, spacing and case variants, initials, broad and narrow words. */
const QUERIES = [
  "방탄",
  "방탄소년단",
  "방탄 소년단",
  "BTS",
  "뉴진스",
  "new jeans",
  "NewJeans",
  "NEWJEANS",
  "뉴진스 hype boy",
  "아이유",
  "IU",
  "밤편지",
  "편지",
  "첫사랑",
  "사랑",
  "love",
  "love night",
  "hype boy",
  "ㄴㅈㅅ",
  "ㅂㅌㅅㄴㄷ",
  "ㅅㄹ",
  "사",
  "a",
  "zzqx 없음",
  // Words of playlist names and tags (decision 083).
  "응원법",
  "콘서트 예습",
  "떼창 연습",
  "live tour",
  "kpop",
  "ㅇㅇㅂ",
  // The page before a query: popular playlists, tags and songs.
  "",
];

const root = process.cwd();
const file = path.join(root, "tests/.tmp/bench-search.db");
const fresh = process.argv.includes("--fresh");

const ms = (value: number) => value.toFixed(1).padStart(6);

process.env.DATABASE_URL = `file:${file}`;
process.env.NODE_ENV = "production";
process.env.SESSION_SECRET = "bench-session-secret-that-is-long-enough";
process.env.LOG_REQUESTS = "false";
delete process.env.MOCKS;
delete process.env.YOUTUBE_API_KEY;

const migrations = fs.readdirSync(path.join(root, "prisma/migrations")).filter((name) => /^\d/.test(name)).length;
const prismaCli = path.join(root, "node_modules/prisma/build/index.js");

/** The kept database, if it is complete and migrated as this checkout's schema. */
async function reusable(): Promise<boolean> {
  if (fresh || !fs.existsSync(file)) return false;
  const db = new PrismaClient({ adapter: createLibSQLAdapter(`file:${file}`) });
  try {
    const [{ applied }] = await db.$queryRaw<[{ applied: number | bigint }]>`
      SELECT count(*) AS applied FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL`;
    return Number(applied) === migrations && (await db.song.count()) >= SONGS && (await db.communityPlaylist.count()) >= PLAYLISTS;
  } catch {
    return false;
  } finally {
    await db.$disconnect();
  }
}

const reuse = await reusable();
if (!reuse) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  execFileSync(process.execPath, [prismaCli, "migrate", "deploy"], { stdio: "ignore", env: process.env });
}
const { prisma } = await import("../app/db/client.server");
if (reuse) {
  console.log(`bench:search: reusing ${path.relative(root, file)} (--fresh makes it again)`);
} else {
  const { generateCatalogue } = await import("./bench-search-catalogue");
  const { generatePlaylists } = await import("./bench-search-playlists");
  const started = performance.now();
  await generateCatalogue(prisma, { songs: SONGS, artists: ARTISTS });
  console.log(
    `bench:search: seeded ${SONGS.toLocaleString("en")} songs in ${((performance.now() - started) / 1000).toFixed(0)} s`
  );
  const playlistsStarted = performance.now();
  await generatePlaylists(prisma, { playlists: PLAYLISTS, owners: PLAYLIST_OWNERS });
  console.log(
    `bench:search: seeded ${PLAYLISTS.toLocaleString("en")} playlists in ${((performance.now() - playlistsStarted) / 1000).toFixed(0)} s`
  );
}
const keys = await prisma.songSearchKey.count();
const sizeMb = fs.statSync(file).size / 1024 / 1024;
console.log(
  `bench:search: ${(await prisma.song.count()).toLocaleString("en")} songs, ${keys.toLocaleString(
    "en"
  )} search keys, ${sizeMb.toFixed(0)} MiB`
);
console.log(
  `bench:search: ${(await prisma.communityPlaylist.count()).toLocaleString("en")} playlists, ${(
    await prisma.playlistSearchKey.count()
  ).toLocaleString("en")} playlist search keys, ${(await prisma.communityPlaylistTagCount.count()).toLocaleString("en")} tags`
);

execFileSync(path.join(root, "node_modules/.bin/remix"), ["build"], { stdio: "ignore" });
const build = (await import(pathToFileURL(path.join(root, "build/index.js")).href)) as ServerBuild;
const route = build.routes["routes/_search+/search"];
if (!route?.module.loader) throw new Error("the build has no /search loader");
const loader = route.module.loader;

const { createSession, commitSessionCookie } = await import("../app/auth/session.server");
const { createUserWithPassword } = await import("../app/models/user.server");
const email = `bench-${Date.now()}@example.com`;
const user = await createUserWithPassword({ email, password: "bench-password", nickname: "벤치" });
const { token } = await createSession({ userId: user.id, provider: "password" });
const cookie = (await commitSessionCookie(token)).split(";")[0]!;

interface Found {
  songs: number;
  playlists: number;
  tags: number;
}

async function visit(query: string): Promise<{ ms: number } & Found> {
  const request = new Request(`http://localhost/search?q=${encodeURIComponent(query)}`, {
    headers: { Cookie: cookie },
  });
  const started = performance.now();
  const response = (await loader({
    request,
    params: {},
    context: { cspNonce: "", isPageVisit: true, authRateLimited: null, clientAddress: "127.0.0.1" },
  })) as Response;
  type Lists = { songs?: unknown[]; popular?: unknown[]; playlists?: unknown[]; tags?: unknown[] };
  const data = (await response.json()) as { results: Lists | null; suggestions: Lists | null };
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${query}: HTTP ${response.status}`);
  const lists = (data.results ?? data.suggestions)!;
  return {
    ms: elapsed,
    songs: (lists.songs ?? lists.popular)!.length,
    playlists: lists.playlists?.length ?? 0,
    tags: lists.tags?.length ?? 0,
  };
}

for (const query of QUERIES) for (let i = 0; i < 3; i++) await visit(query);

const times = new Map<string, number[]>(QUERIES.map((query) => [query, []]));
const found = new Map<string, Found>();
for (let round = 0; round < ROUNDS; round++) {
  for (const query of QUERIES) {
    const { ms: elapsed, ...lists } = await visit(query);
    times.get(query)!.push(elapsed);
    found.set(query, lists);
  }
}

console.log(`\n/search loader, ${ROUNDS} requests per query (ms)\n`);
console.log(`${"query".padEnd(18)} songs lists tags    p50    p99`);
const all: number[] = [];
for (const [query, list] of times) {
  const sorted = [...list].sort((a, b) => a - b);
  all.push(...sorted);
  const { songs, playlists, tags } = found.get(query)!;
  const label = query || "(no query)";
  console.log(
    `${label.padEnd(18 - (label.match(/[\u1100-\uffdc]/g)?.length ?? 0))} ${String(songs).padStart(5)} ${String(
      playlists
    ).padStart(5)} ${String(tags).padStart(4)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 99))}`
  );
}
all.sort((a, b) => a - b);
const p99 = percentile(all, 99);
console.log(
  `\nall ${all.length} requests: p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${p99.toFixed(
    1
  )} ms (budget ${BUDGET_P99_MS} ms)`
);

await prisma.user.delete({ where: { id: user.id } });
await prisma.$disconnect();
if (p99 >= BUDGET_P99_MS) {
  console.error(`bench:search: p99 ${p99.toFixed(1)} ms is over the budget`);
  process.exit(1);
}
