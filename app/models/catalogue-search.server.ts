// Catalogue search (decision 080): songs by title and artist in any script,
// ignoring case, spaces and punctuation, by an artist's other names, and by
// Hangul initials. Each song keeps its normalised `searchText`; the
// SongSearchKey table holds every window of up to SEARCH_KEY_LENGTH characters
// of it, so a query's candidates are one range of the key's index.
import { Prisma, type PrismaClient } from "@prisma/client";
import { prisma } from "~/db.server";
import { SEARCH_DENSE_KEY_COUNT, SEARCH_KEY_LENGTH } from "~/shared/constants";
import { normaliseSearchText, parseSearchQuery, searchKeyPrefix, songSearchText } from "~/shared/search-text";
import type { SongSummary } from "~/models/song.server";

type Db = PrismaClient | Prisma.TransactionClient;

/** Above every character a key can hold: `key < prefix + MAX` keeps exactly the keys starting with prefix. */
const AFTER_EVERY_CHARACTER = "\u{10FFFF}";

/**
 * The search keys of the songs `source` selects (columns songId, text): from
 * every character of every part of the text, the window of up to
 * SEARCH_KEY_LENGTH characters that stays inside the part.
 */
function searchKeysOf(source: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    WITH RECURSIVE source(songId, text) AS (${source}),
    pos(songId, text, i) AS (
      SELECT songId, text, 1 FROM source WHERE length(text) > 0
      UNION ALL
      SELECT songId, text, i + 1 FROM pos WHERE i < length(text)
    )
    SELECT DISTINCT songId, substr(text, i, min(${SEARCH_KEY_LENGTH}, instr(substr(text, i) || ' ', ' ') - 1)) AS key
    FROM pos
    WHERE substr(text, i, 1) <> ' '`;
}

/** Writes the search keys of the songs `where` selects (a condition on Song) from their searchText. */
export async function writeSearchKeys(db: Db, where: Prisma.Sql): Promise<void> {
  await db.$executeRaw`
    INSERT OR IGNORE INTO "SongSearchKey" ("songId", "key")
    SELECT songId, key FROM (${searchKeysOf(Prisma.sql`SELECT "id", "searchText" FROM "Song" WHERE ${where}`)})`;
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
  const song = await db.song.findUnique({ where: { id: songId }, select: { title: true, artist: true, searchText: true } });
  if (!song) return;
  const { artistId, searchText } = await searchFieldsFor(db, song);
  await db.$executeRaw`
    DELETE FROM "SongSearchKey" WHERE "songId" = ${songId} AND "key" IN (
      SELECT key FROM (${searchKeysOf(Prisma.sql`SELECT ${songId}, ${song.searchText}`)}))`;
  await db.song.update({ where: { id: songId }, data: { artistId, searchText } });
  await writeSearchKeys(db, Prisma.sql`"id" = ${songId}`);
}

/** Songs never indexed (added before search existed): indexed now. Returns how many. */
export async function indexUnsearchableSongs(db: Db = prisma): Promise<number> {
  const songs = await db.song.findMany({ where: { searchText: "" }, select: { id: true } });
  for (const { id } of songs) await refreshSongSearch(db, id);
  return songs.length;
}

/** How many keys start with `prefix`, counting no further than just past the dense threshold. */
async function countKeys(prefix: string): Promise<number> {
  const [{ keys }] = await prisma.$queryRaw<[{ keys: number | bigint }]>`
    SELECT count(*) AS keys FROM (
      SELECT 1 FROM "SongSearchKey"
      WHERE "key" >= ${prefix} AND "key" < ${prefix + AFTER_EVERY_CHARACTER}
      LIMIT ${SEARCH_DENSE_KEY_COUNT + 1})`;
  return Number(keys);
}

/**
 * Which songs match (every word of the query) and in what order. The word
 * with the fewest keys gives the candidates from the key index, ranked by how
 * well the whole query matches a name (equal, start, inside), then by plays.
 * When even that word matches more than SEARCH_DENSE_KEY_COUNT keys, the songs
 * are walked by popularity instead, which stops at the first page (decision 080).
 */
async function matchPlan(query: string) {
  const parsed = parseSearchQuery(query);
  if (!parsed) return null;
  const { phrase, terms } = parsed;
  const counted = await Promise.all(terms.map(async (term) => ({ term, keys: await countKeys(searchKeyPrefix(term)) })));
  const narrowest = counted.reduce((best, next) => (next.keys < best.keys ? next : best));
  const containsAll = Prisma.join(
    terms.map((term) => Prisma.sql`instr(s."searchText", ${term}) > 0`),
    " AND ",
  );
  if (narrowest.keys > SEARCH_DENSE_KEY_COUNT) {
    return { where: containsAll, orderBy: Prisma.sql`s."playCount" DESC, s."id"` };
  }
  const prefix = searchKeyPrefix(narrowest.term);
  return {
    where: Prisma.sql`s."id" IN (
      SELECT "songId" FROM "SongSearchKey" WHERE "key" >= ${prefix} AND "key" < ${prefix + AFTER_EVERY_CHARACTER}
    ) AND ${containsAll}`,
    orderBy: Prisma.sql`
      CASE
        WHEN instr(' ' || s."searchText" || ' ', ' ' || ${phrase} || ' ') > 0 THEN 0
        WHEN instr(' ' || s."searchText", ' ' || ${phrase}) > 0 THEN 1
        WHEN instr(s."searchText", ${phrase}) > 0 THEN 2
        ELSE 3
      END, s."playCount" DESC, s."id"`,
  };
}

/** A page of the catalogue's songs matching `query`: best matches, then the most played. */
export async function searchCatalogue({
  query,
  page,
  pageSize,
}: {
  query: string;
  page: number;
  pageSize: number;
}): Promise<{ songs: SongSummary[]; hasMore: boolean }> {
  const plan = await matchPlan(query);
  if (!plan) return { songs: [], hasMore: false };
  const rows = await prisma.$queryRaw<SongSummary[]>`
    SELECT s."id", s."youtubeId", s."title", s."artist", s."thumbnailUrl", s."duration", s."playCount"
    FROM "Song" s
    WHERE ${plan.where}
    ORDER BY ${plan.orderBy}
    LIMIT ${pageSize + 1} OFFSET ${(page - 1) * pageSize}`;
  const songs = rows.slice(0, pageSize).map((row) => ({
    ...row,
    id: Number(row.id),
    duration: Number(row.duration),
    playCount: Number(row.playCount),
  }));
  return { songs, hasMore: rows.length > pageSize };
}

/** How many songs match `query` (the JSON API's total). */
export async function countCatalogueMatches(query: string): Promise<number> {
  const plan = await matchPlan(query);
  if (!plan) return 0;
  const [{ total }] = await prisma.$queryRaw<[{ total: number | bigint }]>`
    SELECT count(*) AS total FROM "Song" s WHERE ${plan.where}`;
  return Number(total);
}
