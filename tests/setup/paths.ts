// Where the tests keep their databases (git-ignored).
import path from "node:path";

export const TMP_DIR = path.resolve(import.meta.dirname, "../.tmp");
/** A migrated, empty database that every test file copies. */
export const BASE_DB = path.join(TMP_DIR, "base.db");
