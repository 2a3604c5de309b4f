// Benchmark (not a test): writes under load. Builds the app, serves it on a
// fresh database and runs concurrent writers for a while against the JSON API,
// each writer its own account (or --accounts of them in turn): playlist saves,
// section creates, updates and deletes, plays. Prints how many answers were
// 2xx, 503 (the database too busy) and other, throughput and latency (p50,
// p99, max), then stops the server and checks in the database that every
// acknowledged write is there.
// Exits 1 when a write was lost or the targets below were missed.
//   npm run bench:writes                         (200 writers, 200 accounts, 60 s)
//   npm run bench:writes -- --seconds 15 --writers 50
//   npm run bench:writes -- --accounts 3         (the runs of issue 8: 3 accounts)
//   BENCH_PORT (default 3320) picks the port.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { percentile } from "./bench/lib";

/** Targets of issue 8 on the 2-core machine. */
const P99_TARGET_MS = 1000;
const MAX_WAIT_TARGET_MS = 5000;
/** A client gives up after this long (the request is then counted as timed out, never as acknowledged). */
const CLIENT_TIMEOUT_MS = 30_000;
/** Songs in each playlist save: catalogue songs plus one video new to the catalogue. */
const PLAYLIST_SONGS = 10;

const { values: options } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    writers: { type: "string", default: "200" },
    accounts: { type: "string" },
  },
});
const SECONDS = Number(options.seconds);
const WRITERS = Number(options.writers);
/** Accounts the writers take in turn: one each unless said otherwise. */
const ACCOUNTS = Number(options.accounts ?? WRITERS);
if (!(SECONDS > 0) || !(WRITERS > 0) || !(ACCOUNTS > 0)) throw new Error("--seconds, --writers and --accounts must be positive numbers");

const PORT = Number(process.env.BENCH_PORT ?? 3320);
const root = process.cwd();
const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS + 10 });

interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

function call(method: string, url: string, token: string | null, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: PORT, path: url, method, agent, timeout: CLIENT_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed: unknown = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = text;
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, ms: performance.now() - started });
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error("client timeout")));
    request.on("error", reject);
    if (token) request.setHeader("Authorization", `Bearer ${token}`);
    if (payload) {
      request.setHeader("Content-Type", "application/json");
      request.setHeader("Content-Length", payload.length);
      request.end(payload);
    } else {
      request.end();
    }
  });
}

async function waitForServer(exited: () => boolean) {
  for (let attempt = 0; attempt < 300; attempt++) {
    // Another server on the port would answer instead: stop if ours is gone.
    if (exited()) throw new Error(`the server stopped: ${serverErrors}`);
    try {
      if ((await call("GET", "/healthz", null)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start");
}

interface Account {
  userId: string;
  token: string;
}

type Operation = "playlist" | "create" | "update" | "delete" | "play";

/** How often each write is picked (a writer without sections of its own creates one instead). */
const MIX: Array<[Operation, number]> = [
  ["playlist", 15],
  ["create", 30],
  ["update", 20],
  ["delete", 15],
  ["play", 20],
];

function pickOperation(): Operation {
  let roll = Math.random() * MIX.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [operation, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return operation;
  }
  return "create";
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** What the server acknowledged (2xx), to be found in the database afterwards. */
const acknowledged = {
  /** Section id -> its owner and the name of the last acknowledged write (one writer owns each section). */
  sections: new Map<number, { userId: string; name: string }>(),
  deletedSections: new Set<number>(),
  /** Per account, every acknowledged playlist (youtube ids in order). */
  playlists: new Map<string, string[][]>(),
  /** "userId songId" -> plays answered with counted: true. */
  countedPlays: new Map<string, number>(),
};

const latencies = new Map<Operation, number[]>(MIX.map(([operation]) => [operation, []]));
/** Answers by kind: 2xx, 503 (busy), other statuses and requests without an answer. */
const answered = { "2xx": 0, "503": 0, other: 0 };
const failures = new Map<string, number>();
const fail = (label: string) => failures.set(label, (failures.get(label) ?? 0) + 1);

interface CatalogueSong {
  id: number;
  youtubeId: string;
  title: string;
  artist: string;
  duration: number;
}

async function writer(index: number, account: Account, catalogue: CatalogueSong[], deadline: number) {
  const own: number[] = [];
  const newSongs: number[] = [];
  let counter = 0;
  while (performance.now() < deadline) {
    counter += 1;
    let operation = pickOperation();
    if ((operation === "update" || operation === "delete") && own.length === 0) operation = "create";
    try {
      const answer = await perform(operation);
      latencies.get(operation)!.push(answer.ms);
      answered[answer.status >= 200 && answer.status < 300 ? "2xx" : answer.status === 503 ? "503" : "other"] += 1;
      if (answer.status >= 300) fail(`${operation} HTTP ${answer.status}`);
    } catch (error) {
      answered.other += 1;
      fail(`${operation} ${(error as Error).message}`);
    }
  }

  async function perform(operation: Operation): Promise<Answer> {
    const tag = `w${index.toString(36)}n${counter.toString(36)}`;
    switch (operation) {
      case "playlist": {
        // A video id new to the catalogue: 11 characters of [A-Za-z0-9_-].
        const fresh = `b${index.toString(36).padStart(3, "0")}${counter.toString(36).padStart(7, "0")}`.slice(0, 11);
        const songs = [...catalogue].sort(() => Math.random() - 0.5).slice(0, PLAYLIST_SONGS - 1);
        const playlist = [
          ...songs.map(({ youtubeId, title, artist, duration }) => ({ youtubeId, title, artist, duration })),
          { youtubeId: fresh, title: `Bench ${tag}`, artist: "Bench", duration: 200 },
        ];
        const answer = await call("POST", "/api/userplaylist", account.token, { userId: account.userId, playlist });
        if (answer.status === 200) {
          const saved = answer.body as Array<{ id: number; youtubeId: string }>;
          acknowledged.playlists.get(account.userId)!.push(saved.map((song) => song.youtubeId));
          newSongs.push(saved.find((song) => song.youtubeId === fresh)!.id);
        }
        return answer;
      }
      case "create": {
        const song = pick(catalogue);
        const startTime = Math.floor(Math.random() * 100);
        const name = `bench ${tag}`;
        const body = { songId: song.id, name, startTime, endTime: startTime + 5 + Math.floor(Math.random() * 50) };
        const answer = await call("POST", "/api/section", account.token, body);
        if (answer.status === 201) {
          const { id } = answer.body as { id: number };
          own.push(id);
          acknowledged.sections.set(id, { userId: account.userId, name });
        }
        return answer;
      }
      case "update": {
        const id = pick(own);
        const name = `bench ${tag} edited`;
        const answer = await call("PUT", `/api/section/${id}`, account.token, { name, startTime: 10, endTime: 20 });
        if (answer.status === 200) acknowledged.sections.set(id, { userId: account.userId, name });
        return answer;
      }
      case "delete": {
        const id = own.splice(Math.floor(Math.random() * own.length), 1)[0]!;
        const answer = await call("DELETE", `/api/section/${id}`, account.token);
        if (answer.status === 204) acknowledged.deletedSections.add(id);
        return answer;
      }
      case "play": {
        // A song new to this writer is counted; a catalogue song often is not (one play per 30 s per account).
        const songId = newSongs.length > 0 && Math.random() < 0.7 ? newSongs.shift()! : pick(catalogue).id;
        const answer = await call("POST", `/api/song/${songId}/play`, account.token);
        if (answer.status === 200 && (answer.body as { counted: boolean }).counted) {
          const key = `${account.userId} ${songId}`;
          acknowledged.countedPlays.set(key, (acknowledged.countedPlays.get(key) ?? 0) + 1);
        }
        return answer;
      }
    }
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** CPU time (user + system) the server process has used so far, in ms; null where /proc is missing. */
function serverCpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime are fields 14 and 15 of /proc/PID/stat, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Every acknowledged write, looked up in the database once the server has stopped. */
async function verify(initialPlayCounts: Map<number, number>): Promise<string[]> {
  process.env.DATABASE_URL = databaseUrl;
  const { prisma } = await import("../app/db/client.server");
  const problems: string[] = [];
  try {
    const rows = await prisma.section.findMany({ where: { name: { startsWith: "bench " } }, select: { id: true, userId: true, name: true } });
    const stored = new Map(rows.map((row) => [row.id, row]));
    for (const [id, expected] of acknowledged.sections) {
      const row = stored.get(id);
      if (acknowledged.deletedSections.has(id)) {
        if (row) problems.push(`section ${id}: deleted (acknowledged) but still stored`);
      } else if (!row) {
        problems.push(`section ${id}: acknowledged, missing`);
      } else if (row.name !== expected.name || row.userId !== expected.userId) {
        problems.push(`section ${id}: "${row.name}" stored, "${expected.name}" acknowledged last`);
      }
    }

    for (const [userId, saves] of acknowledged.playlists) {
      if (saves.length === 0) continue;
      const entries = await prisma.playerPlaylistSong.findMany({
        where: { userId },
        orderBy: { playOrder: "asc" },
        select: { song: { select: { youtubeId: true } } },
      });
      const final = entries.map((entry) => entry.song.youtubeId).join(",");
      if (!saves.some((save) => save.join(",") === final)) {
        problems.push(`playlist of ${userId}: the stored list is none of the ${saves.length} acknowledged saves`);
      }
      const ids = [...new Set(saves.flat())];
      let known = 0;
      // In chunks: a fast run saves more new songs than SQLite takes parameters in one query.
      for (let from = 0; from < ids.length; from += 500) {
        known += await prisma.song.count({ where: { youtubeId: { in: ids.slice(from, from + 500) } } });
      }
      if (known !== ids.length) problems.push(`playlist of ${userId}: ${ids.length - known} saved songs missing from the catalogue`);
    }

    for (const [key, counted] of acknowledged.countedPlays) {
      const [userId, songId] = key.split(" ");
      const rowsStored = await prisma.playHistory.count({ where: { userId, songId: Number(songId) } });
      if (rowsStored < counted) problems.push(`plays of song ${songId} by ${userId}: ${counted} counted, ${rowsStored} stored`);
    }
    const history = await prisma.playHistory.groupBy({ by: ["songId"], _count: { _all: true } });
    for (const { songId, _count } of history) {
      const song = await prisma.song.findUnique({ where: { id: songId }, select: { playCount: true } });
      const added = (song?.playCount ?? 0) - (initialPlayCounts.get(songId) ?? 0);
      if (added !== _count._all) problems.push(`song ${songId}: play count grew by ${added}, ${_count._all} plays stored`);
    }
  } finally {
    await prisma.$disconnect();
  }
  return problems;
}

execFileSync(path.join(root, "node_modules/.bin/remix"), ["build"], { stdio: "ignore" });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanchant-bench-writes-"));
const databaseUrl = `file:${path.join(dir, "bench.db")}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(PORT),
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: "bench-session-secret-that-is-long-enough",
  LOG_REQUESTS: "false",
  MOCKS: "false",
  // Every writer comes from 127.0.0.1: the per-address limits would refuse the load itself.
  RATE_LIMIT_PER_MIN: "100000000",
  RATE_LIMIT_AUTH_PER_MIN: "100000000",
};
execFileSync(process.execPath, ["--import", "tsx", "scripts/db-setup.ts"], { env, stdio: "ignore" });
const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], { env, stdio: ["ignore", "ignore", "pipe"] });
let serverErrors = "";
server.stderr.on("data", (chunk: Buffer) => (serverErrors += chunk.toString()));
const serverExited = new Promise<number | null>((resolve) => server.on("exit", resolve));

try {
  await waitForServer(() => server.exitCode !== null);
  const accounts = new Array<Account>(ACCOUNTS);
  // Ten sign-ups at a time: each hashes a password.
  for (let from = 0; from < ACCOUNTS; from += 10) {
    const batch = Array.from({ length: Math.min(10, ACCOUNTS - from) }, (_, k) => from + k);
    await Promise.all(
      batch.map(async (i) => {
        const answer = await call("POST", "/api/auth/register", null, {
          email: `bench${i}@example.com`,
          password: "bench-password",
          nickname: `벤치${i}`,
          agreeTerms: true,
        });
        if (answer.status !== 201) throw new Error(`register: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
        const { user, token } = answer.body as { user: { id: string }; token: string };
        accounts[i] = { userId: user.id, token };
        acknowledged.playlists.set(user.id, []);
      }),
    );
  }
  const list = await call("GET", "/api/song?pageSize=100", accounts[0]!.token);
  const catalogue = (list.body as { songs: CatalogueSong[] }).songs;
  const initialPlayCounts = new Map(
    (list.body as { songs: Array<{ id: number; playCount: number }> }).songs.map((song) => [song.id, song.playCount]),
  );

  const loadBefore = os.loadavg();
  console.log(
    `${WRITERS} writers for ${SECONDS} s, ${ACCOUNTS} accounts, against the built server on a fresh database ` +
      `(${os.cpus().length} CPUs, load average before ${loadBefore.map((l) => l.toFixed(2)).join(" ")})`,
  );
  const cpuBefore = serverCpuMs(server.pid);
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: WRITERS }, (_, index) => writer(index, accounts[index % ACCOUNTS]!, catalogue, deadline)),
  );
  const elapsed = (performance.now() - started) / 1000;
  const loadAfter = os.loadavg();
  const cpuAfter = serverCpuMs(server.pid);

  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const failed = [...failures.values()].reduce((sum, n) => sum + n, 0);
  console.log(`\n${all.length} answers in ${elapsed.toFixed(1)} s: ${(all.length / elapsed).toFixed(0)} requests/s`);
  console.log(`Answered 2xx: ${answered["2xx"]}; 503 (busy): ${answered["503"]}; other: ${answered.other}`);
  console.log(`${"".padEnd(10)}${"count".padStart(8)}${"p50".padStart(9)}${"p99".padStart(9)}${"max".padStart(9)}`);
  for (const [operation, values] of [...latencies, ["all", all] as const]) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `${operation.padEnd(10)}${String(sorted.length).padStart(8)}${ms(percentile(sorted, 50)).padStart(9)}` +
        `${ms(percentile(sorted, 99)).padStart(9)}${ms(sorted.at(-1) ?? 0).padStart(9)}`,
    );
  }
  if (cpuBefore !== null && cpuAfter !== null) {
    const busy = cpuAfter - cpuBefore;
    console.log(
      `Server CPU: ${(busy / 1000).toFixed(1)} s in ${elapsed.toFixed(1)} s (${((100 * busy) / 1000 / elapsed).toFixed(0)}% of one core), ` +
        `${(busy / all.length).toFixed(1)} ms per request`,
    );
  }
  console.log(`Over 1 s: ${all.filter((v) => v > 1000).length}; over 5 s: ${all.filter((v) => v > 5000).length}`);
  console.log(failed === 0 ? "Every request succeeded." : `Not acknowledged: ${JSON.stringify(Object.fromEntries(failures))}`);
  console.log(`Load average after: ${loadAfter.map((l) => l.toFixed(2)).join(" ")}`);

  server.kill("SIGTERM");
  await serverExited;
  const problems = await verify(initialPlayCounts);
  const writes = acknowledged.sections.size + [...acknowledged.playlists.values()].flat().length;
  if (problems.length > 0) {
    console.error(`\nLOST or wrong: ${problems.length}\n  ${problems.slice(0, 20).join("\n  ")}`);
  } else {
    console.log(
      `\nDatabase check: all acknowledged writes are stored (${acknowledged.sections.size} sections, ` +
        `${acknowledged.deletedSections.size} deletions, ${writes - acknowledged.sections.size} playlist saves, ` +
        `${[...acknowledged.countedPlays.values()].reduce((a, b) => a + b, 0)} counted plays; play counters match the plays).`,
    );
  }
  const p99 = percentile(all, 99);
  const max = all.at(-1) ?? 0;
  const missed = [
    problems.length > 0 && "acknowledged writes lost",
    failed > 0 && "requests failed",
    p99 >= P99_TARGET_MS && `p99 ${ms(p99)} ≥ ${P99_TARGET_MS} ms`,
    max > MAX_WAIT_TARGET_MS && `max ${ms(max)} > ${MAX_WAIT_TARGET_MS} ms`,
  ].filter(Boolean);
  if (missed.length > 0) {
    console.error(`Targets missed: ${missed.join("; ")}`);
    process.exitCode = 1;
  } else {
    console.log(`Within targets: p99 < ${P99_TARGET_MS} ms, nothing over ${MAX_WAIT_TARGET_MS} ms, nothing lost.`);
  }
  if (serverErrors.trim()) console.error(`\nServer errors:\n${serverErrors.slice(0, 4000)}`);
} finally {
  if (server.exitCode === null) server.kill("SIGTERM");
  await serverExited;
  agent.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}
