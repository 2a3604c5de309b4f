// The one Prisma client. server.ts (loaded by tsx) and the Remix build each
// import this module, so the client lives on globalThis to stay single.
// DATABASE_URL chooses the database: a SQLite file through libSQL (the
// default), or postgresql://… through Prisma's pg adapter and the client
// generated from prisma/postgresql/schema.prisma (decision 110).
import { createRequire } from "node:module";
import { PrismaClient } from "@prisma/client";
import { PrismaPg } from "@prisma/adapter-pg";
import { ensureDatabaseDirectory, resolveDatabaseUrl } from "~/db/database-url";
import { createLibSQLAdapter } from "~/db/libsql-adapter.server";
import { pgPool } from "~/db/pg-pool.server";
import { databaseDialect } from "~/db/sql-dialect";

declare global {
  // eslint-disable-next-line no-var
  var __prisma: PrismaClient | undefined;
}

/**
 * The PostgreSQL client: the same models and API, generated for the other
 * provider (`npm run db:pg-schema`, postinstall). Loaded only when asked for,
 * so a SQLite-only run never needs it.
 */
function createPostgresClient(url: string): PrismaClient {
  const require = createRequire(import.meta.url);
  const { PrismaClient: PostgresClient } = require(".prisma/client-pg") as { PrismaClient: typeof PrismaClient };
  return new PostgresClient({ adapter: new PrismaPg(pgPool(url)) });
}

/**
 * How long a transaction on SQLite waits for its turn before the request is
 * answered 503 (Prisma's P2028). SQLite takes one write at a time: the
 * adapter's lock is a first-come queue, and under a burst (200 writers at
 * once) a write waits its turn there rather than being refused after Prisma's
 * default 2 s (issue 26 item 11, docs/decisions/129-form-body-limits.md). Below the
 * browser's 10 s API timeout, so the answer still reaches whoever asked.
 */
export const SQLITE_TRANSACTION_MAX_WAIT_MS = 8_000;

function createClient() {
  const url = resolveDatabaseUrl(process.env.DATABASE_URL);
  if (databaseDialect(url) === "postgresql") return createPostgresClient(url);
  ensureDatabaseDirectory(url);
  return new PrismaClient({ adapter: createLibSQLAdapter(url), transactionOptions: { maxWait: SQLITE_TRANSACTION_MAX_WAIT_MS } });
}

export const prisma = (globalThis.__prisma ??= createClient());
