// The SQLite side of the read path of the hottest queries (decision 072;
// the app calls app/db/reads.server.ts, which also runs them on PostgreSQL): plain SQL on one
// read-only connection to the SQLite file, each statement prepared once and
// kept. A Prisma query costs about 4 ms of CPU here (the query compiler,
// the adapter, a new prepared statement each time) where the SQL itself
// takes well under 1 ms; these reads skip all of that. Prisma remains the
// way to write, and to read everything else. In WAL mode this connection
// sees every committed write at once.
import Database from "libsql";
import { BUSY_TIMEOUT_MS } from "~/db/libsql-adapter.server";
import { resolveDatabaseUrl, sqliteFilePath } from "~/db/database-url";

type Statement = Database.Statement;

interface ReadConnection {
  url: string;
  db: Database.Database;
  statements: Map<string, Statement>;
}

declare global {
  // eslint-disable-next-line no-var
  var __sqliteReads: ReadConnection | undefined;
}

function open(url: string): ReadConnection {
  const file = sqliteFilePath(url);
  if (!file) throw new Error(`sqlite-reads: ${url} is not a SQLite file`);
  const db = new Database(file);
  db.prepare(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`).all();
  // Reads only: a write through this connection is refused.
  db.prepare("PRAGMA query_only = 1").all();
  return { url, db, statements: new Map() };
}

/** The connection to DATABASE_URL (tests switch databases between files: follow them). */
function connection(): ReadConnection {
  const url = resolveDatabaseUrl(process.env.DATABASE_URL);
  let current = globalThis.__sqliteReads;
  if (current?.url !== url) {
    current?.db.close();
    current = globalThis.__sqliteReads = open(url);
  }
  return current;
}

/** The kept statement of `sql`; one answering arrays (`raw`) is kept apart from one answering objects. */
function statement(sql: string, raw = false): Statement {
  const { db, statements } = connection();
  const key = raw ? `raw:${sql}` : sql;
  let prepared = statements.get(key);
  if (!prepared) {
    prepared = db.prepare(sql);
    if (raw) prepared.raw(true);
    statements.set(key, prepared);
  }
  return prepared;
}

export type SqlValue = string | number | bigint | null;

/** Every row of a query (the SQLite side of app/db/reads.server.ts, which the app uses). */
export function sqliteRows<Row>(sql: string, params: SqlValue[] = []): Row[] {
  return statement(sql).all(...params) as Row[];
}

/** Every row of a query as an array of its values, in the order of the SELECT list. */
export function sqliteTuples<Row extends unknown[]>(sql: string, params: SqlValue[] = []): Row[] {
  return statement(sql, true).all(...params) as Row[];
}

/** The first row of a query as an array of its values. */
export function sqliteTuple<Row extends unknown[]>(sql: string, params: SqlValue[] = []): Row | undefined {
  return statement(sql, true).get(...params) as Row | undefined;
}

export function sqliteRow<Row>(sql: string, params: SqlValue[] = []): Row | undefined {
  return statement(sql).get(...params) as Row | undefined;
}
