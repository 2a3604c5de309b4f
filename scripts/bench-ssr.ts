// Benchmark (not a test): server rendering and API reads under load. Builds
// the app, serves it on a fresh seeded database and, for each request below,
// runs autocannon (50 connections, 10 s) against a bare node:http server
// sending the same status, headers and bytes, then against the app, in the
// same run. Absolute figures move with the machine's load; the ratio app/bare
// is the figure to compare between runs. With --rounds N each pair runs N
// times and the median ratio is reported (a shared machine's load comes and goes).
//   npm run bench:ssr [-- --only <text>] [--duration <s>] [--rounds <n>]
//   (BENCH_PORT, default 3242; the bare server on the next port)
import { fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import {
  benchAccount,
  buildApp,
  describeMachine,
  percentile,
  prepareDatabase,
  request,
  ROOT,
  SECTIONS_PER_SONG,
  startApp,
  stopProcess,
  tempDir,
  type Answer,
} from "./bench/lib";

const PORT = Number(process.env.BENCH_PORT ?? 3242);
const BARE_PORT = PORT + 1;
const CONNECTIONS = 50;
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const DURATION_S = Number(option("--duration") ?? 10);
const ROUNDS = Number(option("--rounds") ?? 1);
const only = option("--only");

/** What a browser sends when it may take compressed answers. */
const BROWSER_ENCODINGS = { "Accept-Encoding": "gzip, deflate, br" };

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/** Headers that describe the connection, not the answer: the bare server sets its own. */
const CONNECTION_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

function recordable(answer: Answer) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && !CONNECTION_HEADERS.has(name)) headers[name] = value;
  }
  headers["content-length"] = String(answer.wire.length);
  return { status: answer.status, headers, body: answer.wire.toString("base64") };
}

/** "0", or how many requests failed and how: connection errors, timeouts, answers other than 2xx. */
function describeFailures(runs: Array<{ errors: number; timeouts: number; non2xx: number }>): string {
  const sum = (kind: "errors" | "timeouts" | "non2xx") => runs.reduce((total, run) => total + run[kind], 0);
  const kinds = (["errors", "timeouts", "non2xx"] as const).filter((kind) => sum(kind) > 0);
  return kinds.length === 0 ? "0" : kinds.map((kind) => `${sum(kind)} ${kind}`).join(", ");
}

async function load(url: string, headers: Record<string, string>, duration = DURATION_S) {
  const run = autocannon({ url, headers, connections: CONNECTIONS, duration });
  // Every run opens its connections anew. While the server is saturated Node takes on a new
  // connection about once per turn of its event loop, so the last of the 50 wait up to seconds
  // for their first answer; a plain node:http server spending the same CPU per request does the
  // same (docs/performance.md). The steady p99 leaves out what comes before every connection
  // has had its first answer.
  const answered = new Set<object>();
  const steady: number[] = [];
  run.on("response", (client, _status, _bytes, milliseconds) => {
    if (answered.size === CONNECTIONS) steady.push(milliseconds);
    else answered.add(client);
  });
  const result = await run;
  steady.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    steadyP99: Math.round(percentile(steady, 99)),
    failures: { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
  };
}

console.log(describeMachine());
buildApp();
const dir = tempDir("bench-ssr");
const database = path.join(dir, "bench.db");
prepareDatabase(database);
const app = await startApp(PORT, database);
let bare: ReturnType<typeof fork> | null = null;

try {
  const account = await benchAccount(app.base, "bench@fanchant.example");
  const entryScript = /<link rel="modulepreload" href="(\/build\/entry\.client-[^"]+\.js)"/.exec(
    (await request(`${app.base}/`)).wire.toString("utf8"),
  )?.[1];
  const signedIn = { Cookie: account.cookie };
  const targets: Target[] = [
    { name: "GET / signed out", path: "/", headers: {} },
    { name: "GET / signed out, compressed (gzip, deflate, br)", path: "/", headers: BROWSER_ENCODINGS },
    { name: "GET /terms-of-service", path: "/terms-of-service", headers: {} },
    { name: "GET /privacy-policy", path: "/privacy-policy", headers: {} },
    { name: "GET / signed in", path: "/", headers: signedIn },
    {
      name: `GET /api/section/user/song/{id} (${SECTIONS_PER_SONG} sections)`,
      path: `/api/section/user/song/${account.songId}`,
      headers: signedIn,
    },
    { name: "GET /api/song/popular", path: "/api/song/popular", headers: signedIn },
    { name: "GET /build/entry.client-….js (br)", path: entryScript ?? "/build/missing.js", headers: BROWSER_ENCODINGS },
  ].filter((target) => !only || target.name.includes(only));

  const recorded: Record<string, ReturnType<typeof recordable>> = {};
  for (const [index, target] of targets.entries()) {
    const answer = await request(app.base + target.path, { headers: target.headers });
    if (answer.status !== 200) throw new Error(`${target.name}: HTTP ${answer.status}`);
    recorded[`/t/${index}`] = recordable(answer);
  }
  const recordFile = path.join(dir, "answers.json");
  fs.writeFileSync(recordFile, JSON.stringify(recorded));
  bare = fork(path.join(ROOT, "scripts/bench/bare-server.ts"), [recordFile, String(BARE_PORT)], {
    execArgv: ["--import", "tsx"],
    stdio: "ignore",
  });
  await new Promise((resolve) => bare!.once("message", resolve));

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, ${ROUNDS} round(s); bare node first, then the app.\n`);
  const rows: string[][] = [
    ["Request", "bare req/s", "app req/s", "app/bare", "app p50 ms", "app p99 ms", "app p99 ms, steady", "failed"],
  ];
  for (const [index, target] of targets.entries()) {
    await load(app.base + target.path, target.headers, 2); // warm-up
    const rounds: Array<{ bare: Awaited<ReturnType<typeof load>>; app: Awaited<ReturnType<typeof load>> }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const bareResult = await load(`http://127.0.0.1:${BARE_PORT}/t/${index}`, {});
      const appResult = await load(app.base + target.path, target.headers);
      rounds.push({ bare: bareResult, app: appResult });
      console.log(
        `  ${target.name}: bare ${bareResult.rps.toFixed(0)}, app ${appResult.rps.toFixed(0)} req/s, ` +
          `ratio ${(appResult.rps / bareResult.rps).toFixed(3)}, p99 ${appResult.p99} ms (steady ${appResult.steadyP99} ms)`,
      );
    }
    // The round with the median ratio stands for the request.
    rounds.sort((a, b) => a.app.rps / a.bare.rps - b.app.rps / b.bare.rps);
    const { bare: bareResult, app: appResult } = rounds[Math.floor(rounds.length / 2)]!;
    const row = [
      target.name,
      bareResult.rps.toFixed(0),
      appResult.rps.toFixed(0),
      (appResult.rps / bareResult.rps).toFixed(3),
      String(appResult.p50),
      String(appResult.p99),
      String(appResult.steadyP99),
      describeFailures(rounds.flatMap((round) => [round.app.failures, round.bare.failures])),
    ];
    rows.push(row);
  }
  console.log(`\n| ${rows[0]!.join(" | ")} |\n|${rows[0]!.map(() => "---").join("|")}|`);
  for (const row of rows.slice(1)) console.log(`| ${row.join(" | ")} |`);
  console.log(`\n${describeMachine()}`);
} finally {
  if (bare) await stopProcess(bare);
  await app.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
