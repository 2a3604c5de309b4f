// Benchmark (not a test): the community playlist feed at scale (issue 10).
// Seeds two separate databases (tests/.tmp/bench-feed.db: 50,000 playlists,
// 500,000 playlist songs, 1,000,000 likes; bench-feed-small.db: a tenth of
// each; kept between runs, --fresh makes them again), builds the app and calls
// the built loaders — /community/playlists for every sort, song-count filter,
// a tag and a deep page, and /playlists/{id} — as Remix does. Prints p50/p99
// per query on both databases, their ratio, and EXPLAIN QUERY PLAN of each
// feed query. Exits 1 when a feed query's p99 is 50 ms or more, or its median
// more than twice its median on the small database (with 0.5 ms of slack for
// timer noise). The growth is judged on the median: at about a millisecond a
// request, one collector pause is the p99 of either database.
//   npm run bench:feed [-- --fresh]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import Database from "libsql";
import { percentile } from "./bench/lib";

const root = process.cwd();
const fresh = process.argv.includes("--fresh");
const ROUNDS = 100;
const BUDGET_P99_MS = 50;
const TAGS = Array.from({ length: 60 }, (_, i) => `tag${i}`);

interface Size {
  name: string;
  file: string;
  playlists: number;
  songsPerPlaylistMax: number;
  likes: number;
  users: number;
  catalogue: number;
}

const SIZES: Size[] = [
  { name: "large", file: "tests/.tmp/bench-feed.db", playlists: 50_000, songsPerPlaylistMax: 20, likes: 1_000_000, users: 2_000, catalogue: 5_000 },
  { name: "small", file: "tests/.tmp/bench-feed-small.db", playlists: 5_000, songsPerPlaylistMax: 20, likes: 100_000, users: 200, catalogue: 500 },
];

/** A deterministic pseudo-random sequence, so both runs seed alike. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const prismaCli = path.join(root, "node_modules/prisma/build/index.js");

function seed(size: Size) {
  const file = path.join(root, size.file);
  const done = fs.existsSync(file) && !fresh && (() => {
    const db = new Database(file);
    try {
      const row = db.prepare(`SELECT count(*) AS n FROM "CommunityPlaylistLike"`).get() as { n: number };
      return row.n >= size.likes * 0.95;
    } catch {
      return false;
    } finally {
      db.close();
    }
  })();
  if (done) {
    console.log(`bench:feed: reusing ${size.file} (--fresh makes it again)`);
    return file;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  execFileSync(process.execPath, [prismaCli, "migrate", "deploy"], { stdio: "ignore", env: { ...process.env, DATABASE_URL: `file:${file}` } });
  const started = performance.now();
  const db = new Database(file);
  db.prepare("PRAGMA journal_mode = WAL").get();
  db.prepare("PRAGMA synchronous = OFF").run();
  const rand = random(42);
  const now = Date.parse("2026-11-01T00:00:00Z");
  const date = (ms: number) => new Date(ms).toISOString().replace("Z", "+00:00");
  db.exec("BEGIN");
  const user = db.prepare(`INSERT INTO "User" (id, email, username, nickname, updatedAt) VALUES (?, ?, ?, ?, ?)`);
  for (let i = 0; i < size.users; i++) user.run(`bench-user-${i}`, `bench${i}@example.com`, `bench${i}`, `팬${i}`, date(now));
  const song = db.prepare(`INSERT INTO "Song" (youtubeId, title, artist, duration, updatedAt) VALUES (?, ?, ?, ?, ?)`);
  for (let i = 0; i < size.catalogue; i++) song.run(`b${String(i).padStart(10, "0")}`, `노래 ${i}`, `가수 ${i % 300}`, 180 + (i % 120), date(now));
  const firstSong = (db.prepare(`SELECT min(id) AS id FROM "Song" WHERE youtubeId LIKE 'b%'`).get() as { id: number }).id;
  const playlist = db.prepare(
    `INSERT INTO "CommunityPlaylist" (ownerId, name, description, isPublic, songCount, copyCount, playCount, viewCount, bookmarkCount, createdAt, updatedAt)
     VALUES (?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const entry = db.prepare(`INSERT INTO "CommunityPlaylistSong" (playlistId, songId, position) VALUES (?, ?, ?)`);
  const tag = db.prepare(`INSERT INTO "CommunityPlaylistTag" (playlistId, tag) VALUES (?, ?)`);
  for (let i = 0; i < size.playlists; i++) {
    const songs = Math.floor(rand() * (size.songsPerPlaylistMax + 1));
    const created = now - Math.floor(rand() * 365 * 86_400_000);
    const { lastInsertRowid } = playlist.run(
      `bench-user-${Math.floor(rand() * size.users)}`,
      `플레이리스트 ${i}`,
      rand() < 0.9 ? 1 : 0,
      songs,
      Math.floor(rand() * 50),
      Math.floor(rand() * 500),
      Math.floor(rand() * 2000),
      Math.floor(rand() * 100),
      date(created),
      date(created),
    );
    const start = Math.floor(rand() * size.catalogue);
    for (let position = 0; position < songs; position++) entry.run(lastInsertRowid, firstSong + ((start + position * 7) % size.catalogue), position);
    const tagCount = Math.floor(rand() * 3);
    const first = Math.floor(rand() * TAGS.length);
    for (let t = 0; t < tagCount; t++) tag.run(lastInsertRowid, TAGS[(first + t) % TAGS.length]);
  }
  // Likes: each user likes a run of playlists, so (playlist, user) pairs never repeat.
  const like = db.prepare(`INSERT INTO "CommunityPlaylistLike" (playlistId, userId, createdAt) VALUES (?, ?, ?)`);
  const perUser = Math.ceil(size.likes / size.users);
  const firstPlaylist = (db.prepare(`SELECT min(id) AS id FROM "CommunityPlaylist"`).get() as { id: number }).id;
  let likes = 0;
  for (let u = 0; u < size.users && likes < size.likes; u++) {
    const start = Math.floor(rand() * size.playlists);
    for (let k = 0; k < perUser && likes < size.likes; k++, likes++) {
      like.run(firstPlaylist + ((start + k) % size.playlists), `bench-user-${u}`, date(now));
    }
  }
  db.exec(`UPDATE "CommunityPlaylist" SET likeCount = (SELECT count(*) FROM "CommunityPlaylistLike" l WHERE l.playlistId = "CommunityPlaylist".id)`);
  db.exec("COMMIT");
  db.exec("ANALYZE");
  db.close();
  console.log(`bench:feed: seeded ${size.file} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return file;
}

const measureFile = process.argv[process.argv.indexOf("--measure") + 1];
const child = process.argv.includes("--measure");
process.env.NODE_ENV = "production";
process.env.SESSION_SECRET = "bench-session-secret-that-is-long-enough";
process.env.LOG_REQUESTS = "false";
delete process.env.MOCKS;
if (child) process.env.DATABASE_URL = `file:${measureFile}`;
const files = child ? [] : SIZES.map((size) => seed(size));
if (!child) execFileSync(path.join(root, "node_modules/.bin/remix"), ["build"], { stdio: "ignore" });
const build = (await import(pathToFileURL(path.join(root, "build/index.js")).href)) as ServerBuild;
const maybeFeed = build.routes["routes/_playlists+/community.playlists"]?.module.loader;
const maybeDetail = build.routes["routes/_playlists+/playlists_.$id"]?.module.loader;
if (!maybeFeed || !maybeDetail) throw new Error("the build has no playlist loaders");
const feedLoader = maybeFeed;
const detailLoader = maybeDetail;

const QUERIES = [
  "",
  "?sort=popular",
  "?sort=liked",
  "?sort=viewed",
  "?sort=copied",
  "?sort=bookmarked",
  "?min=5",
  "?min=10",
  "?min=20",
  "?sort=liked&min=20",
  "?tag=tag7",
  "?sort=liked&tag=tag7&min=10",
];

type Result = Map<string, { p50: number; p99: number }>;

/** Each database is measured in its own process: the app's modules hold one database each. */
function measure(file: string): Result {
  const output = execFileSync(process.execPath, ["--import", "tsx", "scripts/bench-feed.ts", "--measure", file], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  return new Map(JSON.parse(output.trim().split("\n").at(-1)!) as Array<[string, { p50: number; p99: number }]>);
}

async function measureHere(): Promise<Result> {
  const { createSession, commitSessionCookie } = await import("../app/auth/session.server");
  const { token } = await createSession({ userId: "bench-user-1", provider: "password" });
  const cookie = (await commitSessionCookie(token)).split(";")[0]!;
  const context = { cspNonce: "", isPageVisit: true, authRateLimited: null, clientAddress: "127.0.0.1" };
  const call = async (loader: typeof feedLoader, url: string, params: Record<string, string> = {}) => {
    const started = performance.now();
    const response = (await loader({ request: new Request(`http://localhost${url}`, { headers: { Cookie: cookie } }), params, context })) as Response;
    const data = await response.json();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    return { elapsed, data };
  };
  // A deep page: follow the cursor 50 pages into "most liked".
  let deep = "/community/playlists?sort=liked";
  for (let i = 0; i < 50; i++) {
    const { data } = await call(feedLoader, deep);
    if (!data.nextCursor) break;
    deep = `/community/playlists?sort=liked&cursor=${encodeURIComponent(data.nextCursor)}`;
  }
  const targets: Array<[string, () => Promise<unknown>]> = [
    ...QUERIES.map((q) => [`feed ${q || "(recent)"}`, () => call(feedLoader, `/community/playlists${q}`)] as [string, () => Promise<unknown>]),
    ["feed page 51 (liked)", () => call(feedLoader, deep)],
    ["detail /playlists/{id}", () => call(detailLoader, "/playlists/1234", { id: "1234" })],
  ];
  const result: Result = new Map();
  for (const [, run] of targets) for (let i = 0; i < 3; i++) await run();
  const times = new Map<string, number[]>(targets.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, run] of targets) {
      const started = performance.now();
      await run();
      times.get(name)!.push(performance.now() - started);
    }
  }
  for (const [name, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    result.set(name, { p50: percentile(sorted, 50), p99: percentile(sorted, 99) });
  }
  return result;
}

if (child) {
  const result = await measureHere();
  console.log(JSON.stringify([...result]));
  process.exit(0);
}
const [large, small] = [measure(files[0]!), measure(files[1]!)];
const { feedQuery, tagPlan } = await import("../app/models/community-playlist-feed.server");
const { FeedQuerySchema } = await import("../app/schemas/community-playlist");

console.log(`\nloaders, ${ROUNDS} requests each (ms); large = 50k playlists / 500k songs / 1M likes, small = a tenth\n`);
console.log(
  `${"query".padEnd(34)} ${"p50".padStart(6)} ${"p99".padStart(6)} ${"small p50".padStart(10)} ${"small p99".padStart(10)} ${"p50 ratio".padStart(10)}`,
);
const problems: string[] = [];
for (const [name, { p50, p99 }] of large) {
  const base = small.get(name)!;
  const ratio = p50 / base.p50;
  console.log(
    `${name.padEnd(34)} ${p50.toFixed(1).padStart(6)} ${p99.toFixed(1).padStart(6)} ${base.p50.toFixed(1).padStart(10)} ${base.p99.toFixed(1).padStart(10)} ${ratio.toFixed(2).padStart(10)}`,
  );
  if (!name.startsWith("feed")) continue;
  if (p99 >= BUDGET_P99_MS) problems.push(`${name}: p99 ${p99.toFixed(1)} ms`);
  if (p50 > 2 * base.p50 + 0.5) problems.push(`${name}: median ${ratio.toFixed(2)}x the small database's`);
}

console.log("\nEXPLAIN QUERY PLAN (large database; a tag's plan as the loader chooses it)\n");
process.env.DATABASE_URL = `file:${files[0]}`;
const db = new Database(files[0]!, { readonly: true });
for (const q of QUERIES) {
  const query = FeedQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
  const { sql, params } = feedQuery({ ...query, ...(query.tag === null ? {} : await tagPlan(query.tag)) });
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>;
  const main = plan.map((row) => row.detail).filter((detail) => !detail.includes("CORRELATED") && /CommunityPlaylist\b|p USING|SEARCH p|SCAN p|t USING/.test(detail));
  console.log(`${(q || "(recent)").padEnd(30)} ${main.join(" | ")}`);
  if (main.some((detail) => /^SCAN p\b/.test(detail) && !detail.includes("INDEX"))) problems.push(`${q || "(recent)"}: scans the table`);
}
db.close();

if (problems.length > 0) {
  console.error(`\nbench:feed: over budget:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`\nbench:feed: every feed query under ${BUDGET_P99_MS} ms p99, its median under 2x the small database's`);
