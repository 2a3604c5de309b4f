// What the benchmark scripts share: building the app, serving it on a
// database of its own, plain HTTP requests, accounts and the machine's
// description, percentiles. Benchmarks are scripts, never timed tests.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";

export const ROOT = process.cwd();

/** Set for every benchmark server: as `npm start` (production, glibc arenas), no request log, no rate limit in the way of the load. */
const SERVER_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: "production",
  MALLOC_ARENA_MAX: "2",
  SESSION_SECRET: "bench-session-secret-that-is-long-enough",
  LOG_REQUESTS: "false",
  MOCKS: "false",
  RATE_LIMIT_PER_MIN: "1000000000",
  RATE_LIMIT_AUTH_PER_MIN: "1000000",
};

export function describeMachine(): string {
  const cpus = os.cpus();
  const [one, five] = os.loadavg();
  return [
    `Machine: ${cpus.length} x ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB,`,
    `Node ${process.version}, load average ${one!.toFixed(2)} (1 min) ${five!.toFixed(2)} (5 min)`,
  ].join(" ");
}

/** `npm run build`: the Remix build and its precompressed assets. */
export function buildApp() {
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
}

export function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `fanchant-${prefix}-`));
}

/** A migrated, seeded database file (scripts/db-setup.ts, as `npm start` does). */
export function prepareDatabase(file: string) {
  const env = { ...process.env, ...SERVER_ENV, DATABASE_URL: `file:${file}` };
  execFileSync(process.execPath, ["--import", "tsx", "scripts/db-setup.ts"], { cwd: ROOT, env, stdio: "ignore" });
}

export interface AppServer {
  base: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Serves the built app as `npm start` does (`node --expose-gc --import tsx server.ts`, production) on `port` and `databaseFile`. */
export async function startApp(port: number, databaseFile: string, extraEnv: Record<string, string> = {}) {
  const env = {
    ...process.env,
    ...SERVER_ENV,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `file:${databaseFile}`,
    ...extraEnv,
  };
  const stdio = process.env.BENCH_DEBUG ? "inherit" : "ignore";
  // BENCH_NODE_ARGS: more options for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, ["--expose-gc", ...nodeArgs, "--import", "tsx", "server.ts"], { cwd: ROOT, env, stdio });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, child);
  return { base, process: child, stop: () => stopProcess(child) } satisfies AppServer;
}

export async function waitFor(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    try {
      if ((await request(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent on the wire (compressed when the server compressed it). */
  wire: Buffer;
}

export function request(
  url: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a kept-alive one may have been closed by the server meanwhile.
    const req = http.request(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, wire: Buffer.concat(chunks) }),
      );
    });
    req.on("error", (error) => reject(new Error(`${method} ${url}: ${error.message}`)));
    req.end(body);
  });
}

/** The decoded body of an answer. */
export function bodyText(answer: Answer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "gzip") return gunzipSync(answer.wire).toString("utf8");
  if (encoding === "br") return brotliDecompressSync(answer.wire).toString("utf8");
  return answer.wire.toString("utf8");
}

function sessionCookie(answer: Answer): string {
  const cookie = answer.headers["set-cookie"]?.find((c) => c.startsWith("__session="));
  if (!cookie) throw new Error(`no session cookie (HTTP ${answer.status})`);
  return cookie.split(";")[0]!;
}

/** A guest session's cookie ("continue as a guest"). */
export async function guestCookie(base: string): Promise<string> {
  return sessionCookie(await request(`${base}/auth/guest`, { method: "POST", headers: { Origin: base } }));
}

/** Registers an account through the sign-up form and returns its session cookie. */
export async function registerAccount(base: string, email: string, nickname = "벤치마크"): Promise<string> {
  const body = new URLSearchParams({ email, nickname, password: "bench-password-1", agreeTerms: "on" }).toString();
  const answer = await request(`${base}/auth/register`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return sessionCookie(answer);
}

/** Creates an administrator (npm run admin:create) and signs in at /admin/login; returns the session cookie. */
export async function adminCookie(base: string, databaseFile: string, email: string): Promise<string> {
  const env = { ...process.env, ...SERVER_ENV, DATABASE_URL: `file:${databaseFile}` };
  const output = execFileSync(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", email, "--super"], {
    cwd: ROOT,
    env,
    encoding: "utf8",
  });
  const password = /One-time password: (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`admin-create said: ${output}`);
  const body = new URLSearchParams({ email, password }).toString();
  const answer = await request(`${base}/admin/login`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return sessionCookie(answer);
}

export async function apiJson<T>(base: string, cookie: string, method: string, pathname: string, body?: unknown) {
  const answer = await request(base + pathname, {
    method,
    headers: { Cookie: cookie, Origin: base, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (answer.status >= 400) throw new Error(`${method} ${pathname}: HTTP ${answer.status} ${bodyText(answer)}`);
  return JSON.parse(bodyText(answer)) as T;
}

export const SECTIONS_PER_SONG = 50;

/**
 * The signed-in visitor every benchmark measures: an account with
 * SECTIONS_PER_SONG sections (repeats and lyrics) on the catalogue's first
 * song, the list `GET /api/section/user/song/{id}` answers.
 */
export async function benchAccount(base: string, email: string) {
  const cookie = await registerAccount(base, email);
  const songs = await apiJson<{ songs: Array<{ id: number; duration: number }> }>(
    base,
    cookie,
    "GET",
    "/api/song?pageSize=1",
  );
  const song = songs.songs[0]!;
  for (let i = 0; i < SECTIONS_PER_SONG; i++) {
    const startTime = (i * (song.duration - 4)) / SECTIONS_PER_SONG;
    await apiJson(base, cookie, "POST", "/api/section", {
      songId: song.id,
      name: `구간 ${i + 1}`,
      startTime,
      endTime: startTime + 3,
      type: i % 2 === 0 ? 1 : 2,
      ...(i % 2 === 0 ? {} : { lyrics: `멤버 이름 콜 ${i + 1}`, lineNumber: (i % 9) + 1 }),
    });
  }
  return { cookie, songId: song.id };
}

/** The server build (build/index.js), imported with DATABASE_URL pointing at `databaseFile`. */
export async function importServerBuild(databaseFile: string): Promise<ServerBuild> {
  process.env.DATABASE_URL = `file:${databaseFile}`;
  return (await import(pathToFileURL(path.join(ROOT, "build/index.js")).href)) as ServerBuild;
}

export interface RouteInfo {
  id: string;
  /** The URL pattern, e.g. /admin or /playlists/:id */
  pattern: string;
  /** The route and its parents, root first. */
  chain: string[];
}

function routeInfo(build: ServerBuild, id: string): RouteInfo {
  const chain: string[] = [];
  for (let route = build.routes[id]; route; route = route.parentId ? build.routes[route.parentId] : undefined) {
    chain.unshift(route.id);
  }
  const segments = chain.map((routeId) => build.routes[routeId]!.path ?? "").filter(Boolean);
  return { id, pattern: `/${segments.join("/")}`, chain };
}

/** Every route that renders a page: it has a component and no index child renders in its place. */
export function pageRoutes(build: ServerBuild): RouteInfo[] {
  const rendersPage = (id: string) => typeof build.routes[id]?.module.default === "function";
  const routes = Object.values(build.routes);
  return routes
    .filter((route) => route.id !== "root" && rendersPage(route.id))
    .filter((route) => !routes.some((child) => child.parentId === route.id && child.index && rendersPage(child.id)))
    .map((route) => routeInfo(build, route.id))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** Every route under /api that answers requests (has a loader), splats aside. */
export function apiRoutes(build: ServerBuild): RouteInfo[] {
  return Object.values(build.routes)
    .filter((route) => typeof route.module.loader === "function")
    .map((route) => routeInfo(build, route.id))
    .filter((route) => route.pattern.startsWith("/api/") && !route.pattern.includes("*"))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** The nearest-rank percentile `p` (0–100) of ascending values; 0 when there are none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
