// Applies the committed PostgreSQL migrations (prisma/postgresql/migrations)
// in order, each in one transaction, recorded in Prisma's _prisma_migrations
// table (decision 110). Prisma 6.19's `migrate deploy` cannot run offline
// through the pg driver adapter; this does the same thing. An advisory lock
// makes instances that start together apply them once (docs/deploy.md).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PG_MIGRATIONS_DIR = path.join(ROOT, "prisma/postgresql/migrations");
const LOCK_ID = 15_110;

export interface MigrationResult {
  /** No migration had been applied before: a brand-new database. */
  fresh: boolean;
  applied: string[];
}

export function migrationNames(dir = PG_MIGRATIONS_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => fs.existsSync(path.join(dir, name, "migration.sql")))
    .sort();
}

export async function migratePostgres(url: string, dir = PG_MIGRATIONS_DIR): Promise<MigrationResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const done = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT "migration_name", "checksum" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
    );
    const applied = new Map(done.rows.map((row) => [row.migration_name, row.checksum]));
    const result: MigrationResult = { fresh: applied.size === 0, applied: [] };
    for (const name of migrationNames(dir)) {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      const checksum = crypto.createHash("sha256").update(sql).digest("hex");
      if (applied.has(name)) {
        if (applied.get(name) !== checksum) console.warn(`db-setup: migration ${name} was changed after it was applied`);
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "applied_steps_count")
           VALUES ($1, $2, now(), $3, 1)`,
          [crypto.randomUUID(), checksum, name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      }
      result.applied.push(name);
    }
    return result;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_ID]).catch(() => {});
    await client.end();
  }
}

/** The database's collation: anything but byte order sorts text differently from SQLite. */
export async function postgresCollation(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datcollate: string }>(
      "SELECT datcollate FROM pg_database WHERE datname = current_database()",
    );
    return rows[0]?.datcollate ?? "";
  } finally {
    await client.end();
  }
}
