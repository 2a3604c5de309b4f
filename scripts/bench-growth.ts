// Benchmark (not a test): does a request get slower as the data grows? Builds
// the app and prepares two databases that differ only in other people's data:
//  - seed: a new database (catalogue) with the measured accounts: one with 50
//    sections on a song, a playlist and plays, and an administrator;
//  - grown: a copy of it plus 100,000 songs, 10,000 users, 1,000,000
//    sections and 200,000 playlist rows.
// Serves both and times every page (found in the build) and every API read
// (every GET route under /api that answers 200) on each, alternating request
// by request so the machine's load hits both alike. Prints the median
// latencies and their ratio; exits 1 when a ratio is above 1.5, or when the
// build has a page or API route this script cannot reach.
//   npm run bench:growth [-- --requests <n>] [--keep]   (BENCH_PORT, default 3246 and the next one)
//   --keep leaves both databases in the temporary folder it prints, for a closer look.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Database from "libsql";
import { Prisma } from "@prisma/client";
import { searchKeysStatement } from "../app/models/catalogue-search.server";
import {
  adminCookie,
  apiJson,
  apiRoutes,
  benchAccount,
  buildApp,
  describeMachine,
  guestCookie,
  importServerBuild,
  pageRoutes,
  prepareDatabase,
  startApp,
  tempDir,
  type AppServer,
} from "./bench/lib";

const PORT = Number(process.env.BENCH_PORT ?? 3246);
const requestsIndex = process.argv.indexOf("--requests");
const REQUESTS = requestsIndex > 0 ? Number(process.argv[requestsIndex + 1]) : 200;
const KEEP = process.argv.includes("--keep");
const WARM_UP = 20;
const LIMIT = 1.5;
const GROWTH = { songs: 100_000, users: 10_000, sections: 1_000_000, playlistRows: 200_000 };
const PLAYLIST_SONGS_PER_USER = GROWTH.playlistRows / GROWTH.users;

const dir = tempDir("bench-growth");
const seedFile = path.join(dir, "seed.db");
const grownFile = path.join(dir, "grown.db");
const problems: string[] = [];

/** A DateTime column's text as Prisma writes it, `seconds` before now. */
const sqlTimeAgo = (seconds: string) => `strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now', '-' || (${seconds}) || ' seconds')`;
const numbers = (count: number) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`;

/** The measured account's playlist (every catalogue song) and a few plays, written into the seed database. */
function seedPlaylistAndPlays(userId: string) {
  const db = new Database(seedFile);
  db.exec(`INSERT INTO "PlayerPlaylistSong" ("userId", "songId", "playOrder")
           SELECT '${userId}', id, ROW_NUMBER() OVER (ORDER BY id) - 1 FROM "Song"`);
  db.exec(`INSERT INTO "PlayHistory" ("userId", "songId", "playedAt")
           SELECT '${userId}', id, ${sqlTimeAgo("id * 60")} FROM "Song"`);
  db.close();
}

/** Other people's data: deterministic spreads over users, songs and a year of creation times. */
function grow() {
  const db = new Database(grownFile);
  db.exec("PRAGMA synchronous = OFF");
  const started = Date.now();
  db.exec(`BEGIN;
    ${numbers(GROWTH.users)}
    INSERT INTO "User" ("id", "email", "username", "nickname", "role", "createdAt", "updatedAt")
    SELECT 'growth-user-' || i, 'growth' || i || '@fanchant.example', 'growth_' || i, '응원팬 ' || i, 'user',
           ${sqlTimeAgo("i * 3001 % 31536000")}, ${sqlTimeAgo("i * 3001 % 31536000")}
    FROM n;
    COMMIT;`);
  db.exec(`BEGIN;
    ${numbers(GROWTH.songs)}
    INSERT INTO "Song" ("youtubeId", "title", "artist", "duration", "playCount", "createdAt", "updatedAt", "searchText")
    SELECT printf('g%010d', i), 'Growth song ' || i, 'Artist ' || (i % 7919), 120 + i % 180, i * 7919 % 100003,
           ${sqlTimeAgo("i * 317 % 31536000")}, ${sqlTimeAgo("i * 317 % 31536000")},
           -- songSearchText() of these ASCII names (decision 080)
           'growthsong' || i || ' artist' || (i % 7919)
    FROM n;
    COMMIT;`);
  // Their catalogue search keys, written by the app's own statement.
  const keys = searchKeysStatement(Prisma.sql`"youtubeId" LIKE 'g%'`);
  db.prepare(keys.sql).run(...(keys.values as Array<string | number>));
  const firstSong = (db.prepare(`SELECT MIN(id) AS id FROM "Song" WHERE youtubeId LIKE 'g%'`).get() as { id: number }).id;
  db.exec(`BEGIN;
    ${numbers(GROWTH.sections)}
    INSERT INTO "Section" ("userId", "songId", "name", "startTime", "endTime", "lyrics", "pronunciation", "type",
                           "isPublic", "lineNumber", "createdAt", "updatedAt")
    SELECT 'growth-user-' || (1 + i * 7919 % ${GROWTH.users}), ${firstSong} + i * 104729 % ${GROWTH.songs},
           '구간 ' || i, i % 150, i % 150 + 5,
           CASE WHEN i % 2 = 0 THEN '멤버 콜 ' || i END, CASE WHEN i % 4 = 0 THEN 'member call ' || i END,
           CASE WHEN i % 2 = 0 THEN 2 ELSE 1 END, i % 6 = 0, 1 + i % 9,
           ${sqlTimeAgo("i * 31 % 31536000")}, ${sqlTimeAgo("i * 31 % 31536000")}
    FROM n;
    COMMIT;`);
  db.exec(`BEGIN;
    ${numbers(GROWTH.playlistRows)}
    INSERT INTO "PlayerPlaylistSong" ("userId", "songId", "playOrder")
    SELECT 'growth-user-' || (1 + (i - 1) / ${PLAYLIST_SONGS_PER_USER}),
           ${firstSong} + ((i - 1) / ${PLAYLIST_SONGS_PER_USER} * 31 + (i - 1) % ${PLAYLIST_SONGS_PER_USER} * 997) % ${GROWTH.songs},
           (i - 1) % ${PLAYLIST_SONGS_PER_USER}
    FROM n;
    COMMIT;`);
  db.exec("ANALYZE");
  const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
  console.log(
    `Grown database in ${((Date.now() - started) / 1000).toFixed(0)} s: ${count("Song")} songs, ${count("User")} users, ` +
      `${count("Section")} sections, ${count("PlayerPlaylistSong")} playlist rows`,
  );
  db.close();
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** Milliseconds for one GET, with the status. */
function timedGet(url: string, cookie: string): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(url, { agent, headers: cookie ? { Cookie: cookie } : {} }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: response.statusCode ?? 0 }),
        );
      })
      .on("error", reject);
  });
}

/** What a route's `:id` names, from the segment before it (`/concerts/:id` → concert). */
const ENTITIES: Record<string, string> = {
  section: "section",
  song: "song",
  users: "user",
  concerts: "concert",
  reports: "report",
  playlists: "playlist",
  playlist: "playlist",
  "fanchant-archive": "archive",
};

/**
 * The pattern with each parameter replaced by its sample: `:name` itself, or
 * `:name (entity)` where the segment before it says which thing it names
 * (`:id` of a concert, `:songId` of the archive); null when one has none.
 */
function withSamples(pattern: string, samples: Record<string, string>): string | null {
  const segments = pattern.split("/");
  for (let index = 0; index < segments.length; index++) {
    const name = segments[index]!;
    if (!name.startsWith(":")) continue;
    const entity = ENTITIES[segments[index - 1] ?? ""];
    const sample = (entity && samples[`${name} (${entity})`]) ?? samples[name];
    if (sample === undefined) return null;
    segments[index] = encodeURIComponent(sample);
  }
  return segments.join("/");
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Target {
  name: string;
  path: string;
  cookie: string;
}

async function measure(seed: AppServer, grown: AppServer, target: Target) {
  const times = { seed: [] as number[], grown: [] as number[] };
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    // Alternate which server goes first, so neither always follows the other.
    const order = i % 2 === 0 ? (["seed", "grown"] as const) : (["grown", "seed"] as const);
    for (const which of order) {
      const server = which === "seed" ? seed : grown;
      const { ms, status } = await timedGet(server.base + target.path, target.cookie);
      if (status !== 200) throw new Error(`${target.name} on the ${which} database: HTTP ${status}`);
      if (i >= WARM_UP) times[which].push(ms);
    }
  }
  return { seed: median(times.seed), grown: median(times.grown) };
}

console.log(describeMachine());
buildApp();
prepareDatabase(seedFile);
let seed: AppServer | null = null;
let grown: AppServer | null = null;
try {
  seed = await startApp(PORT, seedFile);
  const account = await benchAccount(seed.base, "growth@fanchant.example");
  const admin = await adminCookie(seed.base, seedFile, "growth-admin@fanchant.example");
  const guest = await guestCookie(seed.base);
  // A community playlist of the measured account's, for its pages and the edit form.
  const playlist = await apiJson<{ id: number }>(seed.base, account.cookie, "POST", "/api/playlist", {
    name: "응원 연습 모음",
    description: "",
    isPublic: true,
    tags: [],
    songIds: [account.songId],
  });
  const seedDb = new Database(seedFile);
  const one = <T>(sql: string, ...params: Array<string | number>) => seedDb.prepare(sql).get(...params) as T;
  const userId = one<{ id: string }>(`SELECT id FROM "User" WHERE email = ?`, "growth@fanchant.example").id;
  const sectionId = one<{ id: number }>(`SELECT MIN(id) AS id FROM "Section" WHERE userId = ?`, userId).id;
  // A report of that playlist, for the moderation pages.
  const reportId = Number(
    seedDb
      .prepare(`INSERT INTO "Report" ("targetType", "targetId", "reporterId", "reason") VALUES ('playlist', ?, ?, 'spam')`)
      .run(playlist.id, userId).lastInsertRowid,
  );
  /** Values for path parameters (by URL pattern), pages and API alike: the measured accounts' own things, or the seed's. */
  const samples: Record<string, string> = {
    ":id (section)": String(sectionId),
    ":songId": String(account.songId),
    ":id (song)": String(account.songId),
    ":youtubeId": one<{ youtubeId: string }>(`SELECT youtubeId FROM "Song" WHERE id = ?`, account.songId).youtubeId,
    ":userId": userId,
    ":id (user)": userId,
    ":id (concert)": String(one<{ id: number }>(`SELECT MIN(id) AS id FROM "Concert"`).id),
    ":id (report)": String(reportId),
    ":id (playlist)": String(playlist.id),
    ":songId (archive)": String(one<{ songId: number }>(`SELECT MIN(songId) AS songId FROM "ArchiveSong"`).songId),
    ":token": one<{ shareToken: string }>(`SELECT shareToken FROM "CommunityPlaylist" WHERE shareToken IS NOT NULL`).shareToken,
  };
  seedDb.close();
  seedPlaylistAndPlays(userId);
  await seed.stop();

  // The grown database starts as an exact copy of the seed one.
  const copy = new Database(seedFile);
  copy.exec(`VACUUM INTO '${grownFile}'`);
  copy.close();
  grow();
  seed = await startApp(PORT, seedFile);
  grown = await startApp(PORT + 1, grownFile);

  const build = await importServerBuild(seedFile);
  const visitors = { "signed in": account.cookie, admin, guest, "signed out": "" };
  const targets: Target[] = [];
  for (const page of pageRoutes(build)) {
    const pathname = withSamples(page.pattern, samples);
    if (!pathname) {
      problems.push(`page ${page.pattern}: give its parameters sample values in scripts/bench-growth.ts`);
      continue;
    }
    // Each visitor that gets the page itself (not a redirect) is measured.
    let found = false;
    for (const [visitor, cookie] of Object.entries(visitors)) {
      const { status } = await timedGet(seed.base + pathname, cookie);
      if (status === 200) {
        targets.push({ name: `${pathname} (${visitor})`, path: pathname, cookie });
        found = true;
      }
    }
    if (!found) console.log(`(page ${page.pattern}: no visitor gets it with a GET; it answers form posts)`);
  }

  /** Routes that need what this benchmark cannot give: a configured sign-in provider, or YouTube itself. */
  const unreachable = new Set(["/api/auth/oauth/:provider/url", "/api/youtube/oembed"]);
  for (const route of apiRoutes(build)) {
    if (unreachable.has(route.pattern)) continue;
    // The admin API is read by the administrator, the rest by the measured fan.
    const cookie = route.pattern.startsWith("/api/admin/") ? admin : account.cookie;
    // A route that refuses GET is not a read, whatever its parameters.
    const probe = await timedGet(seed.base + route.pattern.replace(/:[\w-]+/g, "0"), cookie);
    if (probe.status === 405) continue;
    const pathname = withSamples(route.pattern, samples);
    if (!pathname) {
      problems.push(`API ${route.pattern}: give its parameters sample values in scripts/bench-growth.ts`);
      continue;
    }
    const { status } = await timedGet(seed.base + pathname, cookie);
    if (status !== 200) {
      problems.push(`API ${pathname}: HTTP ${status}`);
      continue;
    }
    targets.push({ name: `GET ${pathname}`, path: pathname, cookie });
  }
  // The catalogue search scans titles and artists: measured as the player's search box uses it.
  targets.push({ name: "GET /api/song?q=BTS (search)", path: "/api/song?q=BTS", cookie: account.cookie });

  console.log(`\n${REQUESTS} requests each after ${WARM_UP} to warm up, one at a time, the two servers alternating.\n`);
  console.log("| Request | seed ms (median) | grown ms (median) | grown/seed |");
  console.log("|---|---|---|---|");
  for (const target of targets) {
    const result = await measure(seed, grown, target);
    const ratio = result.grown / result.seed;
    if (ratio > LIMIT) problems.push(`${target.name}: ${ratio.toFixed(2)}x`);
    console.log(`| ${target.name} | ${result.seed.toFixed(2)} | ${result.grown.toFixed(2)} | ${ratio.toFixed(2)} |`);
  }
  if (problems.length > 0) {
    console.error(`\nOver ${LIMIT}x or not measured:\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log(`\nEvery ratio at most ${LIMIT}.`);
  }
  console.log(describeMachine());
} finally {
  agent.destroy();
  await seed?.stop();
  await grown?.stop();
  if (KEEP) console.log(`Databases kept in ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
