// The built server as a black box, started as `npm start` starts it (run
// `npm run build` first; `npm test` does), on its own copy of the migrated
// database. Used by the server.*.test.ts files.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { BASE_DB } from "../setup/paths";

const ROOT = path.resolve(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  url: string;
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  stop: () => Promise<number | null>;
}

export async function startServer(env: Record<string, string>, dir: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH!,
      NODE_ENV: "test",
      PORT: String(port),
      DATABASE_URL: `file:${path.join(dir, "app.db")}`,
      ...env,
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes("listening on")) {
        clearInterval(timer);
        resolve();
      }
      if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited: ${output}`));
      }
    }, 50);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

export function newDatabaseDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanchant-server-"));
  fs.copyFileSync(BASE_DB, path.join(dir, "app.db"));
  return dir;
}

export async function register(url: string, email: string) {
  const response = await fetch(`${url}/auth/register`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ email, password: "fanchant-test", nickname: "서버팬", agreeTerms: "on" }),
  });
  return response;
}

/** One server on its own database for the tests of a describe block. */
export function useRunningServer(env: Record<string, string> = {}): { url: string; pid: number } {
  const shared = { url: "", pid: 0 };
  let server: Running | undefined;
  let dir = "";
  beforeAll(async () => {
    dir = newDatabaseDir();
    server = await startServer(env, dir);
    shared.url = server.url;
    shared.pid = server.child.pid!;
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return shared;
}
