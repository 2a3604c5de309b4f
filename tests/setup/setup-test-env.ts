// Before each test file: its own copy of the migrated database, a fixed
// session secret, and console.error turned into a failure.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeEach, vi } from "vitest";
import { BASE_DB, TMP_DIR } from "./paths";

const file = path.join(TMP_DIR, `test-${process.env.VITEST_POOL_ID ?? 0}-${crypto.randomUUID()}.db`);
fs.copyFileSync(BASE_DB, file);

process.env.DATABASE_URL = `file:${file}`;
process.env.SESSION_SECRET = "test-session-secret-that-is-long-enough";
process.env.NODE_ENV = "test";

// A client left by an earlier file of this worker points at that file's database.
if (globalThis.__prisma) {
  await globalThis.__prisma.$disconnect();
  globalThis.__prisma = undefined;
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});

afterAll(async () => {
  await globalThis.__prisma?.$disconnect();
  globalThis.__prisma = undefined;
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
});
