// `npm run start:cluster`: one app worker per core on one port (node's
// cluster module), all against one PostgreSQL database (decision 113). The
// primary forks the workers, starts a new one when one dies, and on SIGTERM
// or SIGINT lets each finish its requests (server.ts's graceful shutdown).
// Migrations run once before (npm run db:setup), not in each worker.
import cluster from "node:cluster";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { resolveDatabaseUrl } from "../app/db/database-url";
import { databaseDialect } from "../app/db/sql-dialect";

if (cluster.isPrimary) {
  const problems: string[] = [];
  if (!process.env.SESSION_SECRET || process.env.SESSION_SECRET.length < 32) {
    problems.push("SESSION_SECRET: required, the same for every worker (at least 32 characters: `openssl rand -base64 32`)");
  }
  // FANCHANT_CLUSTER_SQLITE=1: only for npm run bench:scale's comparison (rate limits would count per worker).
  if (databaseDialect(resolveDatabaseUrl(process.env.DATABASE_URL)) !== "postgresql" && process.env.FANCHANT_CLUSTER_SQLITE !== "1") {
    problems.push("DATABASE_URL: a postgresql:// URL; one SQLite file is served by one process (npm start)");
  }
  if (problems.length > 0) {
    console.error(`start:cluster: invalid environment:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exit(1);
  }
  const workers = Number(process.env.WEB_CONCURRENCY) || os.availableParallelism();
  let stopping = false;
  console.log(`start:cluster: ${workers} worker(s)`);
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    console.warn(`start:cluster: worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const done = () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0);
    cluster.on("exit", done);
    done();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
} else {
  const here = path.dirname(fileURLToPath(import.meta.url));
  await import(path.join(here, "..", "server.ts"));
}
