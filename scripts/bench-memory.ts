// Benchmark (not a test): does the server give memory back after a load?
// Builds and serves the app on a fresh seeded database, warms it up, takes
// its resident memory (RSS) at rest, loads it for 60 s with 50 connections
// cycling through the home page (signed out and signed in), the legal pages
// and the API reads, then watches RSS for 30 s. Exits 1 when RSS 30 s after
// the load is above 1.5x the figure at rest.
//   npm run bench:memory [-- --duration <s>]   (BENCH_PORT, default 3244)
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { benchAccount, buildApp, describeMachine, prepareDatabase, request, startApp, tempDir } from "./bench/lib";

const PORT = Number(process.env.BENCH_PORT ?? 3244);
const durationIndex = process.argv.indexOf("--duration");
const LOAD_S = durationIndex > 0 ? Number(process.argv[durationIndex + 1]) : 60;
const SETTLE_S = 30;
const LIMIT = 1.5;

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

function rss(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kib) throw new Error(`no VmRSS for ${pid}`);
  return Number(kib) * 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

console.log(describeMachine());
buildApp();
const dir = tempDir("bench-memory");
const database = path.join(dir, "bench.db");
prepareDatabase(database);
const app = await startApp(PORT, database);
const pid = app.process.pid!;

try {
  const account = await benchAccount(app.base, "memory@fanchant.example");
  const signedIn = { Cookie: account.cookie };
  const requests = [
    { path: "/" },
    { path: "/terms-of-service" },
    { path: "/privacy-policy" },
    { path: "/", headers: signedIn },
    { path: "/", headers: { ...signedIn, "Accept-Encoding": "gzip, deflate, br" } },
    { path: `/api/section/user/song/${account.songId}`, headers: signedIn },
    { path: "/api/song/popular", headers: signedIn },
  ];
  // Warm-up: every request once, so code loaded on first use is in memory at rest too.
  for (const { path: pathname, headers } of requests) await request(app.base + pathname, { headers });
  await sleep(5_000);
  const idle = rss(pid);
  console.log(`\nRSS at rest: ${mib(idle)}`);

  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 1_000);
  const result = await autocannon({ url: app.base, connections: 50, duration: LOAD_S, requests });
  clearInterval(sampler);
  console.log(
    `Load: ${LOAD_S} s, 50 connections, ${result.requests.total} requests (${result.requests.average.toFixed(0)} req/s, ` +
      `${result.errors + result.non2xx} failed); peak RSS ${mib(peak)}`,
  );

  const after: string[] = [];
  let settled = 0;
  for (let second = 1; second <= SETTLE_S; second++) {
    await sleep(1_000);
    settled = rss(pid);
    if ([1, 5, 10, 20, 30].includes(second)) after.push(`${second} s: ${mib(settled)}`);
  }
  console.log(`RSS after the load: ${after.join(", ")}`);
  const ratio = settled / idle;
  console.log(`\n${SETTLE_S} s after the load: ${mib(settled)} = ${ratio.toFixed(2)}x the figure at rest (limit ${LIMIT}x)`);
  if (ratio > LIMIT) process.exitCode = 1;
  console.log(describeMachine());
} finally {
  await app.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
