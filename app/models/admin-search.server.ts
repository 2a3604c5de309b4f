// What an admin types into a list's search box (issue 26, item 10) is matched
// literally: `%` and `_` are characters, not wildcards, in any (ASCII) case,
// on both databases. Prisma's `contains` is a LIKE without an escape character
// on SQLite, so an admin list takes its page of ids from the read path (one
// query with every filter, LIKE … ESCAPE '\') and Prisma then loads those rows.
import { readRows, type SqlValue } from "~/db/reads.server";
import { escapeLike } from "~/db/sql-dialect";
import { ADMIN_PAGE_SIZE } from "~/shared/constants";

/** One condition of a list's WHERE clause, with its parameters. */
export type SqlCondition = { sql: string; params: SqlValue[] };

/** `text` anywhere in any of `columns` (SQL expressions), literally and in any case. */
export function containsText(columns: readonly string[], text: string): SqlCondition {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return {
    sql: `(${columns.map((column) => `lower(${column}) LIKE ? ESCAPE '\\'`).join(" OR ")})`,
    params: columns.map(() => pattern),
  };
}

type MaybeCondition = SqlCondition | null | undefined | false | "" | 0;

function present(conditions: readonly MaybeCondition[]): SqlCondition[] {
  return conditions.filter((condition): condition is SqlCondition => Boolean(condition));
}

/** Any of the conditions (those given). */
export function anyOf(conditions: readonly MaybeCondition[]): SqlCondition {
  const used = present(conditions);
  return { sql: `(${used.map((condition) => condition.sql).join(" OR ")})`, params: used.flatMap((condition) => condition.params) };
}

/**
 * The ids of page `page` (ADMIN_PAGE_SIZE a page) of `SELECT <id> FROM <from>`
 * under `conditions`, in `orderBy`, and whether a next page exists.
 */
export async function adminPageOfIds<Id extends string | number>({
  select,
  from,
  conditions,
  orderBy,
  page,
}: {
  select: string;
  from: string;
  conditions: readonly MaybeCondition[];
  orderBy: string;
  page: number;
}): Promise<{ ids: Id[]; hasNext: boolean }> {
  const used = present(conditions);
  const where = used.length > 0 ? `WHERE ${used.map((condition) => condition.sql).join(" AND ")}` : "";
  const rows = await readRows<{ id: Id }>(
    `SELECT ${select} AS "id" FROM ${from} ${where} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
    [...used.flatMap((condition) => condition.params), ADMIN_PAGE_SIZE + 1, (page - 1) * ADMIN_PAGE_SIZE],
  );
  const ids = rows.map((row) => row.id);
  return { ids: ids.slice(0, ADMIN_PAGE_SIZE), hasNext: ids.length > ADMIN_PAGE_SIZE };
}

/** Rows loaded by id, back in the order of `ids`. */
export function inIdOrder<Row extends { id: string | number }>(rows: readonly Row[], ids: readonly Row["id"][]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
