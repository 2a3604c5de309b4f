// Catalogue search (decision 080): songs by title and artist in any script,
// ignoring case, spaces and punctuation, by an artist's other names, and by
// Hangul initials. Each song keeps its normalised `searchText`; the
// SongSearchKey table holds every window of up to SEARCH_KEY_LENGTH characters
// of it, so a query's candidates are one range of the key's index.
import { Prisma, type PrismaClient } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { SEARCH_KEY_COUNT_CAP, SEARCH_KEY_LENGTH } from "~/shared/constants";
import { readRow, readRows, type SqlValue } from "~/db/reads.server";
import { databaseDialect, SQL_FUNCTIONS } from "~/db/sql-dialect";
import { normaliseSearchText, parseSearchQuery, searchKeyPrefix, songSearchText } from "~/shared/search-text";
import type { CatalogueSong } from "~/schemas/song";

type Db = PrismaClient | Prisma.TransactionClient;

/** Runs `work` in a transaction: a new one, or the caller's when `db` already is one. */
export function inTransaction<T>(db: Db, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return "$transaction" in db ? db.$transaction(work) : work(db);
}

/** Above every character a key can hold: `key < prefix + MAX` keeps exactly the keys starting with prefix. */
export const AFTER_EVERY_CHARACTER = "\u{10FFFF}";
/** Marks a whole-part key ("=newjeans"): normalised text never contains it, so it never matches a prefix range. */
export const WHOLE_PART = "=";

/**
 * The search keys (columns id, key) of the rows `source` selects (columns id, text): from
 * every character of every part of the text, the window of up to
 * SEARCH_KEY_LENGTH characters that stays inside the part; and each whole
 * part, marked, for "a name equal to the query" (decision 080).
 */
export function searchKeysOf(source: Prisma.Sql): Prisma.Sql {
  // Portable SQL (decision 110): CASE for SQLite's two-argument min(), instr/strpos by dialect.
  const instr = Prisma.raw(SQL_FUNCTIONS[databaseDialect()].instr);
  return Prisma.sql`
    WITH RECURSIVE source(id, text) AS (${source}),
    pos(id, text, i) AS (
      SELECT id, text, 1 FROM source WHERE length(text) > 0
      UNION ALL
      SELECT id, text, i + 1 FROM pos WHERE i < length(text)
    ),
    part(id, text, i, length) AS (
      SELECT id, text, i, ${instr}(substr(text, i) || ' ', ' ') - 1 FROM pos WHERE substr(text, i, 1) <> ' '
    )
    SELECT id, substr(text, i, CASE WHEN length < ${SEARCH_KEY_LENGTH} THEN length ELSE ${SEARCH_KEY_LENGTH} END) AS key FROM part
    UNION
    SELECT id, CAST(${WHOLE_PART} AS TEXT) || substr(text, i, length) FROM part WHERE i = 1 OR substr(text, i - 1, 1) = ' '`;
}

/** The statement that writes the search keys of the songs `where` selects (a condition on Song) from their searchText. */
export function searchKeysStatement(where: Prisma.Sql): Prisma.Sql {
  // "WHERE true" lets SQLite parse ON CONFLICT after a SELECT (PostgreSQL needs no such help).
  return Prisma.sql`
    INSERT INTO "SongSearchKey" ("songId", "key")
    SELECT id, key FROM (${searchKeysOf(Prisma.sql`SELECT "id", "searchText" FROM "Song" WHERE ${where}`)}) AS k WHERE true
    ON CONFLICT DO NOTHING`;
}

export async function writeSearchKeys(db: Db, where: Prisma.Sql): Promise<void> {
  await db.$executeRaw(searchKeysStatement(where));
}

/** The artist a song's artist text names, if the catalogue knows that name, with all its names. */
export async function findArtistByName(db: Db, artist: string) {
  const key = normaliseSearchText(artist);
  if (!key) return null;
  const found = await db.artistName.findUnique({
    where: { key },
    select: { artist: { select: { id: true, names: { select: { name: true }, orderBy: { id: "asc" } } } } },
  });
  return found ? { id: found.artist.id, names: found.artist.names.map(({ name }) => name) } : null;
}

/** What a new catalogue row needs for search: its artist's id and its searchText. */
export async function searchFieldsFor(db: Db, song: { title: string; artist: string }) {
  const artist = await findArtistByName(db, song.artist);
  return {
    artistId: artist?.id ?? null,
    searchText: songSearchText({ ...song, artistNames: artist?.names ?? [] }),
  };
}

/**
 * Brings one song's searchText and keys up to date (after its artist's names
 * changed, or for a song written before search existed).
 */
export async function refreshSongSearch(db: Db, songId: number): Promise<void> {
  const song = await db.song.findUnique({
    where: { id: songId },
    select: { title: true, artist: true, searchText: true },
  });
  if (!song) return;
  const { artistId, searchText } = await searchFieldsFor(db, song);
  await inTransaction(db, async (tx) => {
    // Prisma.sql, not a tagged $executeRaw: the PostgreSQL client would not see the nested SQL as SQL (decision 110).
    await tx.$executeRaw(Prisma.sql`
      DELETE FROM "SongSearchKey" WHERE "songId" = ${songId} AND "key" IN (
        SELECT key FROM (${searchKeysOf(Prisma.sql`SELECT CAST(${songId} AS INTEGER), CAST(${song.searchText} AS TEXT)`)}) AS k)`);
    await tx.song.update({ where: { id: songId }, data: { artistId, searchText } });
    await writeSearchKeys(tx, Prisma.sql`"id" = ${songId}`);
  });
}

/** Songs never indexed (added before search existed): indexed now. Returns how many. */
export async function indexUnsearchableSongs(db: Db = prisma): Promise<number> {
  const songs = await db.song.findMany({ where: { searchText: "" }, select: { id: true } });
  for (const { id } of songs) await refreshSongSearch(db, id);
  return songs.length;
}

/** How many keys start with `prefix`, counting no further than `cap`. */
async function countKeys(prefix: string, cap: number): Promise<number> {
  return (await readRow<{ keys: number }>(
    `SELECT count(*) AS keys FROM (SELECT 1 FROM "SongSearchKey" WHERE "key" >= ? AND "key" < ? LIMIT ?) AS k`,
    [prefix, prefix + AFTER_EVERY_CHARACTER, cap]
  ))!.keys;
}

const SUMMARY_COLUMNS = `s."id", s."youtubeId", s."title", s."artist", s."thumbnailUrl", s."duration", s."playCount"`;
const BY_PLAYS = `ORDER BY s."playCount" DESC, s."id" LIMIT ? OFFSET ?`;

/** A piece of SQL and its parameters, in order. */
interface Sql {
  text: string;
  params: SqlValue[];
}

/**
 * Checking a song while walking the songs by plays (an index holding the
 * searchText, read in order) costs about a third of reading a candidate song
 * by its id (measured, decision 080).
 */
const WALK_COST_PER_SONG = 0.3;

/**
 * How a query is answered (decision 080). Songs match when their text
 * contains every word of the query. First come the songs with a name equal to
 * the whole query (its whole-part key), then the others, each group most
 * played first. The others are found one of two ways, whichever reads less:
 * the candidates of the word with the fewest keys, read by id and sorted; or
 * the songs in order of plays, checked one by one until the page is full,
 * which is quick when matches are common (short or frequent words).
 * Plain SQL on the read connection (decision 072): no Prisma on this hot path.
 */
async function planSearch(query: string) {
  const parsed = parseSearchQuery(query);
  if (!parsed) return null;
  const { phrase, terms } = parsed;
  const catalogueSize = Math.max(
    1,
    (await readRow<{ songs: number | null }>(`SELECT max("id") AS songs FROM "Song"`))?.songs ?? 0
  );
  const counted = [];
  for (const term of terms) {
    const prefix = searchKeyPrefix(term);
    counted.push({ prefix, keys: await countKeys(prefix, SEARCH_KEY_COUNT_CAP) });
  }
  const narrowest = counted.reduce((best, next) => (next.keys < best.keys ? next : best));
  // Assuming the words occur independently: the share of songs that match.
  const density = counted.reduce((product, { keys }) => product * Math.min(1, keys / catalogueSize), 1);

  const wholePart: Sql = {
    text: `SELECT "songId" FROM "SongSearchKey" WHERE "key" = ?`,
    params: [WHOLE_PART + phrase],
  };
  const containsAll = terms.map(() => `instr(s."searchText", ?) > 0`).join(" AND ");
  return {
    wholePart,
    /** The other matches, for a page that needs the first `rows` of them. */
    others(rows: number): Sql {
      const walkCost = (rows / Math.max(density, 1 / catalogueSize)) * WALK_COST_PER_SONG;
      const walk = narrowest.keys >= SEARCH_KEY_COUNT_CAP || walkCost < narrowest.keys;
      const rest = `${containsAll} AND s."id" NOT IN (${wholePart.text})`;
      if (walk) return { text: rest, params: [...terms, ...wholePart.params] };
      return {
        text: `s."id" IN (SELECT "songId" FROM "SongSearchKey" WHERE "key" >= ? AND "key" < ?) AND ${rest}`,
        params: [narrowest.prefix, narrowest.prefix + AFTER_EVERY_CHARACTER, ...terms, ...wholePart.params],
      };
    },
  };
}

/** A page of the catalogue's songs matching `query`: a name equal to it first, then the most played. */
export async function searchCatalogue({ query, page, pageSize }: { query: string; page: number; pageSize: number }): Promise<{
  songs: CatalogueSong[];
  hasMore: boolean;
}> {
  const plan = await planSearch(query);
  if (!plan) return { songs: [], hasMore: false };
  const offset = (page - 1) * pageSize;
  const limit = pageSize + 1;
  const { wholePart } = plan;
  const wholeCount = (await readRow<{ n: number }>(`SELECT count(*) AS n FROM (${wholePart.text}) AS w`, wholePart.params))!.n;
  const rows: CatalogueSong[] = [];
  if (offset < wholeCount) {
    rows.push(
      ...(await readRows<CatalogueSong>(
        `SELECT ${SUMMARY_COLUMNS} FROM "Song" s WHERE s."id" IN (${wholePart.text}) ${BY_PLAYS}`,
        [...wholePart.params, limit, offset]
      ))
    );
  }
  if (rows.length < limit) {
    const skip = Math.max(0, offset - wholeCount);
    const take = limit - rows.length;
    const others = plan.others(skip + take);
    rows.push(
      ...(await readRows<CatalogueSong>(`SELECT ${SUMMARY_COLUMNS} FROM "Song" s WHERE ${others.text} ${BY_PLAYS}`, [
        ...others.params,
        take,
        skip,
      ]))
    );
  }
  return { songs: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}

/** How many songs match `query` (the JSON API's total). */
export async function countCatalogueMatches(query: string): Promise<number> {
  const plan = await planSearch(query);
  if (!plan) return 0;
  const others = plan.others(Infinity);
  return (await readRow<{ total: number }>(
    `SELECT (SELECT count(*) FROM (${plan.wholePart.text}) AS w) + (SELECT count(*) FROM "Song" s WHERE ${others.text}) AS total`,
    [...plan.wholePart.params, ...others.params]
  ))!.total;
}
