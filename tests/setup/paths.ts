// Where the tests keep their databases (git-ignored).
import path from "node:path";

export const TMP_DIR = path.resolve(import.meta.dirname, "../.tmp");
/** A migrated, empty database that every test file copies. */
export const BASE_DB = path.join(TMP_DIR, "base.db");

/** Under `npm run test:pg`: the migrated, empty PostgreSQL database every test file clones. */
export const PG_BASE_DATABASE = "fanchant_test_base";

/** A database's URL on the server of `serverUrl` (which names its `postgres` database). */
export function postgresDatabaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
