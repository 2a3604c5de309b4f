// Benchmark (not a test): builds the app, serves it on a fresh database and
// reports the gzipped JavaScript a browser loads for `/` — the entry, the
// route modules and every modulepreload — signed out and as a guest with an
// empty playlist, and the size of the player panel loaded later on demand.
// Exits 1 when a figure is over its budget.
//   npm run bench:first-load            (BENCH_PORT, default 3310)
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";

/** Budgets, gzip as served: React and Remix alone are about 100 KiB. */
const FIRST_LOAD_BUDGET_KIB = 160;
const PLAYER_PANEL_BUDGET_KIB = 50;

const PORT = Number(process.env.BENCH_PORT ?? 3310);
const BASE = `http://127.0.0.1:${PORT}`;
const root = process.cwd();
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

/** One response as served: status, headers and the body bytes on the wire (gzip as the server sends it). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; wire: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "gzip", ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, wire: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

async function text(url: string, headers: Record<string, string> = {}) {
  const response = await get(url, headers);
  return response.headers["content-encoding"] === "gzip"
    ? gunzipSync(response.wire).toString("utf8")
    : response.wire.toString("utf8");
}

/** JavaScript files a page's HTML asks for: modulepreloads and the imports of its inline module scripts. */
function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="(\/build\/[^"]+)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/import(?:[^"']*from)?\s*["'](\/build\/[^"']+\.js)["']/g)) found.add(match[1]!);
  return [...found];
}

/** A module and everything it imports statically, as built. */
async function closure(entry: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = await text(BASE + entry);
  for (const match of source.matchAll(/(?:from|import)\s*"(\/build\/[^"]+\.js)"/g)) await closure(match[1]!, seen);
  return seen;
}

async function gzippedSize(file: string): Promise<number> {
  const response = await get(BASE + file);
  if (response.status !== 200) throw new Error(`${file}: HTTP ${response.status}`);
  return response.wire.length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function report(title: string, files: string[]) {
  let total = 0;
  console.log(`\n${title}`);
  for (const file of files.sort()) {
    const size = await gzippedSize(file);
    total += size;
    console.log(`  ${kb(size).padStart(10)}  ${file}`);
  }
  console.log(`  ${kb(total).padStart(10)}  total (${files.length} files, gzip as served)`);
  return total;
}

async function waitForServer() {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await get(`${BASE}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start");
}

execFileSync(bin("remix"), ["build"], { stdio: "ignore" });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanchant-bench-"));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(PORT),
  DATABASE_URL: `file:${path.join(dir, "bench.db")}`,
  SESSION_SECRET: "bench-session-secret-that-is-long-enough",
  LOG_REQUESTS: "false",
  MOCKS: "false",
};
execFileSync(process.execPath, ["--import", "tsx", "scripts/db-setup.ts"], { env, stdio: "ignore" });
const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], { env, stdio: "ignore" });

try {
  await waitForServer();
  const signedOut = scriptsOf(await text(`${BASE}/`));
  const guest = await new Promise<string>((resolve, reject) => {
    const request = http.request(`${BASE}/auth/guest`, { method: "POST", headers: { Origin: BASE } }, (response) => {
      const cookie = response.headers["set-cookie"]?.find((c) => c.startsWith("__session="));
      response.resume();
      if (cookie) resolve(cookie.split(";")[0]!);
      else reject(new Error(`no session cookie (HTTP ${response.statusCode})`));
    });
    request.on("error", reject);
    request.end();
  });
  const guestHtml = await text(`${BASE}/`, { Cookie: guest });
  const asGuest = scriptsOf(guestHtml);

  const outSize = await report("First load of / signed out:", signedOut);
  const guestSize = await report("First load of / as a guest with an empty playlist:", asGuest);

  const rootModule = asGuest.find((file) => /\/build\/root-[^/]+\.js$/.test(file));
  const rootSource = rootModule ? await text(BASE + rootModule) : "";
  const lazyEntries = [...rootSource.matchAll(/import\("(\/build\/[^"]+\.js)"\)/g)].map((match) => match[1]!);
  const lazy = new Set<string>();
  for (const entry of lazyEntries) for (const file of await closure(entry)) if (!asGuest.includes(file)) lazy.add(file);
  const lazySize = await report("Loaded when the player panel opens or the playlist has songs (not already loaded):", [
    ...lazy,
  ]);

  const localesHref =
    /id="i18n-resources"[^>]+href="([^"]+)"/.exec(guestHtml)?.[1] ?? /href="(\/locales\/[^"]+)"/.exec(guestHtml)?.[1];
  const locales = localesHref ? (await get(BASE + localesHref.replace(/&amp;/g, "&"))).wire.length : 0;
  console.log(`\nTranslations for the browser (${localesHref}): ${kb(locales)} gzip`);
  console.log(`\nSummary: signed out ${kb(outSize)}, guest ${kb(guestSize)}, player panel +${kb(lazySize)} on demand.`);
  const over = [
    Math.max(outSize, guestSize) > FIRST_LOAD_BUDGET_KIB * 1024 && `first load over ${FIRST_LOAD_BUDGET_KIB} KiB`,
    lazySize > PLAYER_PANEL_BUDGET_KIB * 1024 && `player panel over ${PLAYER_PANEL_BUDGET_KIB} KiB`,
  ].filter(Boolean);
  if (over.length > 0) {
    console.error(`Over budget: ${over.join("; ")}`);
    process.exitCode = 1;
  } else {
    console.log(`Within budget (first load ${FIRST_LOAD_BUDGET_KIB} KiB, player panel ${PLAYER_PANEL_BUDGET_KIB} KiB).`);
  }
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
}
