// Benchmark (not a test), issue 15: reads and writes against one instance and
// against two (the cluster: scripts/cluster.ts with two workers on one port),
// on SQLite and on a throwaway PostgreSQL, printed side by side.
//   read:  GET /api/song?page=1&pageSize=20 (a signed-in account, Bearer token)
//   write: POST /api/section/{id}/practice (one counter row, incremented by every request)
//   npm run bench:scale                       (10 s per run, 20 connections)
//   npm run bench:scale -- --seconds 5 --connections 50
//   BENCH_PORT (default 3330) picks the port.
// PostgreSQL runs with fsync on and synchronous_commit off: the same promise as
// SQLite's WAL with synchronous=NORMAL (decision 041): a crash of the app loses
// nothing, a power cut may lose the last commits, never consistency.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { buildApp, describeMachine, ROOT, stopProcess, tempDir, waitFor } from "./bench/lib";
import { postgresAvailable, startThrowawayPostgres } from "./pg/throwaway";

const { values: options } = parseArgs({
  options: { seconds: { type: "string", default: "10" }, connections: { type: "string", default: "20" } },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const PORT = Number(process.env.BENCH_PORT ?? 3330);
const base = `http://127.0.0.1:${PORT}`;

const SERVER_ENV = {
  NODE_ENV: "production" as const,
  MALLOC_ARENA_MAX: "2",
  SESSION_SECRET: "bench-session-secret-that-is-long-enough",
  LOG_REQUESTS: "false",
  MOCKS: "false",
  RATE_LIMIT_PER_MIN: "1000000000",
  RATE_LIMIT_AUTH_PER_MIN: "1000000",
  PORT: String(PORT),
  APP_URL: base,
};

function setup(databaseUrl: string) {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/db-setup.ts", "--demo"], {
    cwd: ROOT,
    env: { ...process.env, ...SERVER_ENV, NODE_ENV: "development" as const, DATABASE_URL: databaseUrl },
    stdio: "ignore",
  });
}

async function serve(databaseUrl: string, instances: 1 | 2): Promise<ChildProcess> {
  const script = instances === 1 ? "server.ts" : "scripts/cluster.ts";
  const env = { ...process.env, ...SERVER_ENV, DATABASE_URL: databaseUrl, WEB_CONCURRENCY: "2", FANCHANT_CLUSTER_SQLITE: "1" };
  const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", script], { cwd: ROOT, env, stdio: "ignore" });
  await waitFor(`${base}/healthz`, child);
  return child;
}

async function json<T>(method: string, pathname: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(base + pathname, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

async function load(token: string, request: { method: string; path: string; body?: string }): Promise<Figures> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ ...request, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" } }],
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

async function measure(label: string, databaseUrl: string, instances: 1 | 2) {
  const server = await serve(databaseUrl, instances);
  try {
    // Each run signs in again: one device at a time ends the previous run's session.
    const { token } = await json<{ token: string }>("POST", "/api/auth/force-login", null, {
      email: "fan@example.com",
      password: "fanchant-demo",
    });
    const section = await json<{ id: number }>("POST", "/api/section", token, { songId: 1, name: "벤치", startTime: 1, endTime: 5 });
    await load(token, { method: "GET", path: "/api/song?page=1&pageSize=20" }); // warm-up
    const read = await load(token, { method: "GET", path: "/api/song?page=1&pageSize=20" });
    const write = await load(token, { method: "POST", path: `/api/section/${section.id}/practice`, body: "{}" });
    return { label, instances, read, write };
  } finally {
    await stopProcess(server);
  }
}

buildApp();
const dir = tempDir("scale");
const rows: Array<Awaited<ReturnType<typeof measure>>> = [];
try {
  const sqlite = `file:${path.join(dir, "bench.db")}`;
  setup(sqlite);
  rows.push(await measure("SQLite", sqlite, 1), await measure("SQLite", sqlite, 2));
  if (postgresAvailable()) {
    const pg = await startThrowawayPostgres({ durable: true });
    try {
      execFileSync(process.execPath, ["--import", "tsx", "scripts/pg/recreate-database.ts"], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: pg.url("bench") },
      });
      setup(pg.url("bench"));
      rows.push(await measure("PostgreSQL", pg.url("bench"), 1), await measure("PostgreSQL", pg.url("bench"), 2));
    } finally {
      await pg.stop();
    }
  } else console.log("bench:scale: PostgreSQL is not installed: SQLite only");
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log(`\n${describeMachine()}; ${CONNECTIONS} connections, ${SECONDS} s per run\n`);
console.log("| Database | Instances | Read req/s | Read p99 ms | Write req/s | Write p99 ms | Errors |");
console.log("|---|---|---|---|---|---|---|");
for (const { label, instances, read, write } of rows) {
  console.log(
    `| ${label} | ${instances} | ${read.rps.toFixed(0)} | ${read.p99} | ${write.rps.toFixed(0)} | ${write.p99} | ${read.errors + write.errors} |`,
  );
}
