// Once per run: a migrated base database that each test file copies. Under
// `npm run test:pg` (TEST_POSTGRES_URL set) a PostgreSQL database that each
// test file clones as a template (decision 112).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import { BASE_DB, PG_BASE_DATABASE, TMP_DIR, postgresDatabaseUrl } from "./paths";

export default async function setup() {
  fs.mkdirSync(TMP_DIR, { recursive: true });
  const server = process.env.TEST_POSTGRES_URL;
  if (server) {
    const { adminQuery } = await import("../../scripts/pg/throwaway");
    const { migratePostgres } = await import("../../scripts/pg/migrate");
    await adminQuery(server, `DROP DATABASE IF EXISTS "${PG_BASE_DATABASE}"`);
    await adminQuery(server, `CREATE DATABASE "${PG_BASE_DATABASE}"`);
    await migratePostgres(postgresDatabaseUrl(server, PG_BASE_DATABASE));
    return;
  }
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(BASE_DB + suffix, { force: true });
  const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");
  execFileSync(process.execPath, [prismaCli, "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${BASE_DB}` },
    stdio: "pipe",
  });
}
