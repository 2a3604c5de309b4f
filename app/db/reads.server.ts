// The raw read path (decision 072), one interface for both databases
// (decision 110): plain SQL written for SQLite, run on the SQLite read
// connection, or translated (app/db/sql-dialect.ts) and run on the
// PostgreSQL pool. Rows look the same from both: text, numbers, null;
// booleans 0/1; dates as Prisma's SQLite text (isoFromSql reads it).
import { Prisma } from "@prisma/client";
import type pg from "pg";
import { resolveDatabaseUrl } from "~/db/database-url";
import { pgPool } from "~/db/pg-pool.server";
import { sqliteRow, sqliteRows, sqliteTuple, sqliteTuples, type SqlValue } from "~/db/sqlite-reads.server";
import { databaseDialect, toPostgres } from "~/db/sql-dialect";

export type { SqlValue };

/** timestamp(3) text ("2026-01-31 12:00:00.5") as Prisma's SQLite text ("2026-01-31T12:00:00.500+00:00"). */
function timestampText(value: string): string {
  const [seconds, fraction = ""] = value.split(".");
  return `${seconds!.replace(" ", "T")}.${fraction.padEnd(3, "0").slice(0, 3)}+00:00`;
}

const OID = { bool: 16, int8: 20, numeric: 1700, timestamp: 1114, timestamptz: 1184 } as const;

/** How the read path's PostgreSQL rows are typed: as the SQLite read connection types them. */
function readTypes(types: typeof pg.types): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: "text" | "binary") => {
      switch (oid) {
        case OID.bool:
          return (value: string) => (value === "t" ? 1 : 0);
        case OID.int8:
        case OID.numeric:
          return (value: string) => Number(value);
        case OID.timestamp:
          return timestampText;
        case OID.timestamptz:
          return (value: string) => new Date(value).toISOString().replace("Z", "+00:00");
        default:
          return types.getTypeParser(oid, format);
      }
    }) as pg.CustomTypesConfig["getTypeParser"],
  };
}

let typesConfig: pg.CustomTypesConfig | undefined;

async function postgresRows<Row>(url: string, sql: string, params: SqlValue[], rowMode?: "array"): Promise<Row[]> {
  // The SQLite read connection is query_only; on the shared pool the read path refuses writes itself.
  if (!/^\s*(SELECT|WITH)\b/i.test(sql)) throw new Error("reads: the read path is read-only");
  const pool = pgPool(url);
  typesConfig ??= readTypes((await import("pg")).default.types);
  const query = {
    text: toPostgres(sql),
    values: params.map((value) => (typeof value === "bigint" ? value.toString() : value)),
    types: typesConfig,
  };
  const result = rowMode ? await pool.query({ ...query, rowMode }) : await pool.query(query);
  return result.rows as Row[];
}

function target() {
  const url = resolveDatabaseUrl(process.env.DATABASE_URL);
  return { url, postgres: databaseDialect(url) === "postgresql" };
}

/** Every row of a query, as column → value objects. */
export async function readRows<Row>(sql: string, params: SqlValue[] = []): Promise<Row[]> {
  const { url, postgres } = target();
  return postgres ? postgresRows<Row>(url, sql, params) : sqliteRows<Row>(sql, params);
}

/**
 * Every row of a query as an array of its values, in the order of the SELECT
 * list: for long lists on a hot path, where SQLite hands 50 rows over as
 * arrays in about two thirds of the time it takes as objects.
 */
export async function readTuples<Row extends unknown[]>(sql: string, params: SqlValue[] = []): Promise<Row[]> {
  const { url, postgres } = target();
  return postgres ? postgresRows<Row>(url, sql, params, "array") : sqliteTuples<Row>(sql, params);
}

/** The first row of a query as an array of its values. */
async function readTuple<Row extends unknown[]>(sql: string, params: SqlValue[] = []): Promise<Row | undefined> {
  const { url, postgres } = target();
  if (!postgres) return sqliteTuple<Row>(sql, params);
  return (await postgresRows<Row>(url, sql, params, "array"))[0];
}

export async function readRow<Row>(sql: string, params: SqlValue[] = []): Promise<Row | undefined> {
  const { url, postgres } = target();
  if (!postgres) return sqliteRow<Row>(sql, params);
  return (await postgresRows<Row>(url, sql, params))[0];
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

interface ModelColumns {
  /** Every scalar column, as the database names it. */
  names: string[];
  /** The columns whose read-path value differs from Prisma's (dates, booleans, …). */
  converters: Array<[string, Converter]>;
}

/** Per model, from the generated client: new columns come along by themselves. */
const modelColumns = new Map<string, ModelColumns>();

function columnsOf(model: Prisma.ModelName): ModelColumns {
  let columns = modelColumns.get(model);
  if (!columns) {
    const fields = (Prisma.dmmf.datamodel.models.find((candidate) => candidate.name === model)?.fields ?? []).filter(
      (field) => field.kind === "scalar" || field.kind === "enum",
    );
    columns = {
      names: fields.map((field) => field.dbName ?? field.name),
      converters: fields.flatMap((field) => {
        const convert = CONVERTERS[field.type];
        return convert ? [[field.dbName ?? field.name, convert] as [string, Converter]] : [];
      }),
    };
    modelColumns.set(model, columns);
  }
  return columns;
}

/** The columns of one model's row, taken from a joined row's values from `offset` on and typed as Prisma types them. */
function pick(model: Prisma.ModelName, values: unknown[], offset: number): Record<string, unknown> {
  const { names, converters } = columnsOf(model);
  const picked: Record<string, unknown> = {};
  for (let index = 0; index < names.length; index++) picked[names[index]!] = values[offset + index];
  for (const [name, convert] of converters) picked[name] = convert(picked[name]);
  return picked;
}

/** Per model pair: the joined query, where the parent's columns start in its values, and which of them is the parent's id. */
const joinedReads = new Map<string, { sql: string; parentOffset: number; parentIdAt: number }>();

/**
 * One row of `model` by a unique column and, in the same query, the row of
 * `parent.model` its `parent.foreignKey` points at (null when there is none),
 * every scalar field typed as Prisma types it: one round trip where two
 * lookups would take two (the session and its account, on every request).
 */
export async function readUniqueWithParent<Row, Parent>(
  model: Prisma.ModelName,
  column: string,
  value: SqlValue,
  parent: { model: Prisma.ModelName; foreignKey: string },
): Promise<{ row: Row; parent: Parent | null } | null> {
  const key = `${model}.${column}>${parent.model}.${parent.foreignKey}`;
  let read = joinedReads.get(key);
  if (!read) {
    const select = (alias: string, of: Prisma.ModelName) => columnsOf(of).names.map((name) => `${alias}."${name}"`);
    const parentOffset = columnsOf(model).names.length;
    read = {
      sql: `SELECT ${[...select("a", model), ...select("b", parent.model)].join(", ")}
            FROM "${model}" a LEFT JOIN "${parent.model}" b ON b."id" = a."${parent.foreignKey}"
            WHERE a."${column}" = ? LIMIT 1`,
      parentOffset,
      parentIdAt: parentOffset + columnsOf(parent.model).names.indexOf("id"),
    };
    joinedReads.set(key, read);
  }
  // As values, not objects: SQLite hands over a row of two dozen columns about twice as fast so.
  const values = await readTuple<unknown[]>(read.sql, [value]);
  if (!values) return null;
  return {
    row: pick(model, values, 0) as Row,
    parent: values[read.parentIdAt] === null ? null : (pick(parent.model, values, read.parentOffset) as Parent),
  };
}

/** Prisma keeps SQLite DateTime columns as ISO text; a parameter compared with them is written the same way (PostgreSQL reads it as a timestamp). */
export function sqlDate(date: Date): string {
  return date.toISOString().replace("Z", "+00:00");
}
