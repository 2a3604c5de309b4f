// The one place that knows how SQLite and PostgreSQL differ for this app's
// SQL (decision 110). The app's raw SQL is written once, for SQLite, with
// portable constructs wherever both accept the same text (quoted
// identifiers, TRUE/FALSE, INSERT … ON CONFLICT, an alias on every
// subquery); `toPostgres` rewrites what remains for PostgreSQL.
import { resolveDatabaseUrl } from "./database-url";

export type Dialect = "sqlite" | "postgresql";

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** The dialect of DATABASE_URL: a postgresql:// URL selects PostgreSQL, anything else is a SQLite file. */
export function databaseDialect(url: string = resolveDatabaseUrl(process.env.DATABASE_URL)): Dialect {
  return isPostgresUrl(url) ? "postgresql" : "sqlite";
}

/** SQL functions named differently: `instr(haystack, needle)` is `strpos(haystack, needle)` in PostgreSQL. */
export const SQL_FUNCTIONS: Record<Dialect, { instr: string }> = {
  sqlite: { instr: "instr" },
  postgresql: { instr: "strpos" },
};

const cache = new Map<string, string>();

/**
 * SQLite-flavoured SQL of the read path as PostgreSQL runs it:
 * - `?` parameters become `$1`, `$2`, …;
 * - unquoted camelCase identifiers (`s.songId`) are quoted, since PostgreSQL folds
 *   unquoted names to lower case (SQLite ignores case);
 * - `instr(` becomes `strpos(`.
 * String literals and quoted identifiers are left alone. Each text is translated once.
 */
export function toPostgres(sql: string): string {
  let translated = cache.get(sql);
  if (translated !== undefined) return translated;
  let index = 0;
  translated = sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?|\binstr\(|\b[a-z_][a-z0-9_]*[A-Z][A-Za-z0-9_]*\b/g, (token) => {
    if (token === "?") return `$${++index}`;
    if (token === "instr(") return "strpos(";
    if (token.startsWith("'") || token.startsWith('"')) return token;
    return `"${token}"`;
  });
  cache.set(sql, translated);
  return translated;
}

/** Escapes `%`, `_` and the escape character itself for `LIKE ? ESCAPE '\'` (the same in both). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
