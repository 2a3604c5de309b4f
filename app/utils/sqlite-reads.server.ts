// The read path of the hottest queries (decision 072): plain SQL on one
// read-only connection to the SQLite file, each statement prepared once and
// kept. A Prisma query costs about 4 ms of CPU here (the query compiler,
// the adapter, a new prepared statement each time) where the SQL itself
// takes well under 1 ms; these reads skip all of that. Prisma remains the
// way to write, and to read everything else. In WAL mode this connection
// sees every committed write at once.
import { Prisma } from "@prisma/client";
import Database from "libsql";
import { BUSY_TIMEOUT_MS } from "~/utils/libsql-adapter.server";
import { resolveDatabaseUrl, sqliteFilePath } from "~/utils/database-url";

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

function statement(sql: string): Statement {
  const { db, statements } = connection();
  let prepared = statements.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    statements.set(sql, prepared);
  }
  return prepared;
}

export type SqlValue = string | number | bigint | null;

/** Every row of a query, as column → value objects (text, numbers, null; booleans are 0/1, dates ISO text). */
export function readRows<Row>(sql: string, params: SqlValue[] = []): Row[] {
  return statement(sql).all(...params) as Row[];
}

export function readRow<Row>(sql: string, params: SqlValue[] = []): Row | undefined {
  return statement(sql).get(...params) as Row | undefined;
}

type Converter = (value: unknown) => unknown;

const PRISMA_UTC_TEXT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/;

/** A DateTime column's text (Prisma writes `2026-01-31T12:00:00.000+00:00`) as toISOString() would give it. */
export function isoFromSql(value: string): string {
  return PRISMA_UTC_TEXT.test(value) ? `${value.slice(0, 23)}Z` : new Date(value).toISOString();
}

const CONVERTERS: Partial<Record<string, Converter>> = {
  DateTime: (value) => (typeof value === "string" ? new Date(value) : value),
  Boolean: (value) => (value === null ? null : value === 1 || value === 1n),
  BigInt: (value) => (typeof value === "number" ? BigInt(value) : value),
  Bytes: (value) => (value instanceof Buffer ? new Uint8Array(value) : value),
};

/** Per model, the columns whose SQLite value differs from Prisma's (dates, booleans, …), from the generated client. */
const modelConverters = new Map<string, Array<[string, Converter]>>();

function convertersOf(model: Prisma.ModelName): Array<[string, Converter]> {
  let converters = modelConverters.get(model);
  if (!converters) {
    const fields = Prisma.dmmf.datamodel.models.find((candidate) => candidate.name === model)?.fields ?? [];
    converters = fields.flatMap((field) => {
      const convert = field.kind === "scalar" ? CONVERTERS[field.type] : undefined;
      return convert ? [[field.dbName ?? field.name, convert] as [string, Converter]] : [];
    });
    modelConverters.set(model, converters);
  }
  return converters;
}

/**
 * One row of `model` by a unique column, with every scalar field typed as
 * Prisma types it (`SELECT *`: new columns come along by themselves).
 */
export function readUnique<Row>(model: Prisma.ModelName, column: string, value: SqlValue): Row | null {
  const row = readRow<Record<string, unknown>>(`SELECT * FROM "${model}" WHERE "${column}" = ? LIMIT 1`, [value]);
  if (!row) return null;
  for (const [name, convert] of convertersOf(model)) row[name] = convert(row[name]);
  return row as Row;
}

/** Prisma keeps DateTime columns as ISO text; a parameter compared with them must be written the same way. */
export function sqlDate(date: Date): string {
  return date.toISOString().replace("Z", "+00:00");
}

export function closeSqliteReads(): void {
  globalThis.__sqliteReads?.db.close();
  globalThis.__sqliteReads = undefined;
}
