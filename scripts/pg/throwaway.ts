// A throwaway PostgreSQL server for tests and benchmarks (issue 15): Debian's
// binaries, a new cluster in a temporary folder, on a free port of 127.0.0.1,
// run as an unprivileged user (initdb and postgres refuse root), removed by stop().
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** The folder of Debian's PostgreSQL binaries (newest version), or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (process.env.PG_BIN_DIR) return fs.existsSync(path.join(process.env.PG_BIN_DIR, "initdb")) ? process.env.PG_BIN_DIR : null;
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

export function postgresAvailable(): boolean {
  return postgresBinDir() !== null;
}

/** A free TCP port on 127.0.0.1 (or `preferred` when given). */
export async function freePort(preferred?: number): Promise<number> {
  if (preferred) return preferred;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs as root: commands go through runuser to this user, who owns the data folder. */
const SERVICE_USER = process.env.PG_USER ?? "postgres";

function asServiceUser(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ["runuser", ["-u", SERVICE_USER, "--", command, ...args]];
}

export interface ThrowawayPostgres {
  /** postgresql://fanchant@127.0.0.1:<port>/<database> */
  url(database: string): string;
  port: number;
  stop(): Promise<void>;
}

export interface ThrowawayOptions {
  port?: number;
  /** Durable commits (fsync) as in production; off by default: a test server needs no crash safety. */
  durable?: boolean;
  maxConnections?: number;
}

export const PG_ROLE = "fanchant";

export async function startThrowawayPostgres(options: ThrowawayOptions = {}): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install postgresql)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanchant-pg-"));
  const data = path.join(dir, "data");
  if (process.getuid?.() === 0) execFileSync("chown", [SERVICE_USER, dir]);
  const [initdb, initArgs] = asServiceUser(path.join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    PG_ROLE,
    "--auth=trust",
    "--encoding=UTF8",
    // Byte order: search keys are compared as ranges (key >= prefix AND key < prefix || U+10FFFF), decision 110.
    "--locale=C",
    "--no-sync",
  ]);
  execFileSync(initdb, initArgs, { stdio: "pipe" });
  const port = await freePort(options.port);
  const settings = [
    "-p",
    String(port),
    "-h",
    "127.0.0.1",
    "-k",
    dir,
    "-c",
    `max_connections=${options.maxConnections ?? 200}`,
    ...(options.durable ? [] : ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]),
  ];
  const [postgres, args] = asServiceUser(path.join(bin, "postgres"), ["-D", data, ...settings]);
  const child: ChildProcess = spawn(postgres, args, { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const url = (database: string) => `postgresql://${PG_ROLE}@127.0.0.1:${port}/${database}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${log}`);
    if (await accepts(port)) break;
    if (Date.now() > deadline) throw new Error(`PostgreSQL did not start within 30 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { default: pg } = await import("pg");
  for (;;) {
    const client = new pg.Client({ connectionString: url("postgres") });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  let stopped = false;
  return {
    url,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      // As root the child is runuser, which ends on a signal without passing it on: the
      // postmaster (its pid is the first line of postmaster.pid) is signalled itself, or it
      // would outlive the run, holding the port, in a removed folder.
      let postmaster = 0;
      try {
        postmaster = Number(fs.readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]) || 0;
      } catch {
        // Already gone.
      }
      const running = () => {
        try {
          process.kill(postmaster, 0);
          return true;
        } catch {
          return false;
        }
      };
      // SIGINT: "fast shutdown", open connections are ended.
      if (postmaster > 0 && running()) process.kill(postmaster, "SIGINT");
      if (child.exitCode === null) child.kill("SIGINT");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      for (const deadline = Date.now() + 10_000; postmaster > 0 && running() && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (postmaster > 0 && running()) process.kill(postmaster, "SIGKILL");
      if (child.exitCode === null) child.kill("SIGKILL");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** Runs SQL on the server's `postgres` database (CREATE/DROP DATABASE). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
