// Before each test file: its own copy of the migrated database (a clone of
// the PostgreSQL base database under `npm run test:pg`), a fixed session
// secret, and console.error turned into a failure.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeEach, vi } from "vitest";
import { BASE_DB, PG_BASE_DATABASE, TMP_DIR, postgresDatabaseUrl } from "./paths";

const postgresServer = process.env.TEST_POSTGRES_URL;
const name = `test-${process.env.VITEST_POOL_ID ?? 0}-${crypto.randomUUID()}`;
const file = path.join(TMP_DIR, `${name}.db`);
const database = name.replace(/-/g, "_");
if (postgresServer) {
  const { adminQuery } = await import("../../scripts/pg/throwaway");
  await adminQuery(postgresServer, `CREATE DATABASE "${database}" TEMPLATE "${PG_BASE_DATABASE}"`);
  process.env.DATABASE_URL = postgresDatabaseUrl(postgresServer, database);
} else {
  fs.copyFileSync(BASE_DB, file);
  process.env.DATABASE_URL = `file:${file}`;
}
process.env.SESSION_SECRET = "test-session-secret-that-is-long-enough";
process.env.NODE_ENV = "test";

// A client left by an earlier file of this worker points at that file's database.
if (globalThis.__prisma) {
  await globalThis.__prisma.$disconnect();
  globalThis.__prisma = undefined;
}
if (globalThis.__pgPool) {
  await globalThis.__pgPool.pool.end();
  globalThis.__pgPool = undefined;
}

/** YouTube's hosts: no network in tests. A test that wants YouTube routes fetch to the fakes (tests/fixtures/fake-youtube-fetch.ts). */
const YOUTUBE_HOSTS = /(^|\.)(youtube\.com|googleapis\.com)$/;
const realFetch = globalThis.fetch;
const realWarn = console.warn.bind(console);

beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (YOUTUBE_HOSTS.test(url.hostname)) return Promise.reject(new TypeError(`fetch failed: no network in tests (${url.href})`));
    return realFetch(input, init);
  });
  // Which follows from that: a new song keeps the caller's words (decision 130). Said once per song, it is noise here.
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith("oEmbed: YouTube unreachable")) return;
    realWarn(...args);
  });
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});

afterAll(async () => {
  await globalThis.__prisma?.$disconnect();
  globalThis.__prisma = undefined;
  if (postgresServer) {
    const { closePgPool } = await import("~/db/pg-pool.server");
    await closePgPool();
    const { adminQuery } = await import("../../scripts/pg/throwaway");
    await adminQuery(postgresServer, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    return;
  }
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
});
