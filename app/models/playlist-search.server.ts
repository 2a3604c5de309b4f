// Search of community playlists and tags on /search (issue 11, decision 083).
// A playlist is found by its name as songs are by theirs (decision 080): the
// name normalised (shared/search-text.ts) in `searchText`, and every window of
// it in PlaylistSearchKey, so a word's candidates are one range of an index.
// Only listed playlists (public, not hidden) are found. Tags are found by how
// they start, and ranked by CommunityPlaylistTagCount, which triggers keep.
// Plain SQL on the read path (decision 072); writes in the caller's transaction.
import { Prisma, type PrismaClient } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { AFTER_EVERY_CHARACTER, inTransaction, searchKeysOf, WHOLE_PART } from "~/models/catalogue-search.server";
import type { PlaylistCard } from "~/schemas/playlist-card";
import { normaliseTag } from "~/schemas/community-playlist";
import { SEARCH_KEY_COUNT_CAP, SEARCH_PLAYLIST_RESULTS, SEARCH_TAG_RESULTS } from "~/shared/constants";
import { youtubeThumbnailUrl } from "~/shared/youtube";
import { parseSearchQuery, playlistSearchText, searchKeyPrefix } from "~/shared/search-text";
import { readRow, readRows, type SqlValue } from "~/db/reads.server";

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Gives the playlist the searchText of `name` and its keys. Run it in the
 * transaction that creates or renames the playlist.
 */
export async function indexPlaylistName(db: Db, playlistId: number, name: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    // In SQL, so that the row's updatedAt (the "recently changed" order of my playlists) stays.
    // Prisma.sql passed to $executeRaw, never nested in the tagged form (decision 110).
    await tx.$executeRaw(
      Prisma.sql`UPDATE "CommunityPlaylist" SET "searchText" = ${playlistSearchText(name)} WHERE "id" = ${playlistId}`,
    );
    await tx.$executeRaw(Prisma.sql`DELETE FROM "PlaylistSearchKey" WHERE "playlistId" = ${playlistId}`);
    await tx.$executeRaw(Prisma.sql`
      INSERT INTO "PlaylistSearchKey" ("playlistId", "key")
      SELECT id, key FROM (${searchKeysOf(
        Prisma.sql`SELECT "id", "searchText" FROM "CommunityPlaylist" WHERE "id" = ${playlistId}`,
      )}) AS k WHERE true
      ON CONFLICT DO NOTHING`);
  });
}

/** Playlists never indexed (written before search, or by the seed): indexed now. Returns how many. */
export async function indexUnsearchablePlaylists(db: Db = prisma): Promise<number> {
  const playlists = await db.communityPlaylist.findMany({ where: { searchText: "" }, select: { id: true, name: true } });
  let indexed = 0;
  for (const { id, name } of playlists) {
    // A name of punctuation only has no text to find it by.
    if (!playlistSearchText(name)) continue;
    await indexPlaylistName(db, id, name);
    indexed += 1;
  }
  return indexed;
}

/** A playlist as /search shows it: less than the feed's card (no tags, no counters but two). */
export interface PlaylistResult {
  id: number;
  name: string;
  owner: string;
  songCount: number;
  playCount: number;
  coverUrl: string | null;
}

interface ResultRow {
  id: number;
  name: string;
  nickname: string;
  songCount: number;
  playCount: number;
  coverYoutubeId: string | null;
}

const RESULT_COLUMNS = `p.id, p.name, u.nickname, p.songCount, p.playCount,
  (SELECT g.youtubeId FROM "CommunityPlaylistSong" ps JOIN "Song" g ON g.id = ps.songId
    WHERE ps.playlistId = p.id ORDER BY ps.position LIMIT 1) AS coverYoutubeId`;

function toResult(row: ResultRow): PlaylistResult {
  const { id, name, nickname, songCount, playCount, coverYoutubeId } = row;
  return { id, name, owner: nickname, songCount, playCount, coverUrl: coverYoutubeId ? youtubeThumbnailUrl(coverYoutubeId) : null };
}

/** A feed card (the popular playlists) as /search shows it. */
export function playlistResultOf(card: PlaylistCard): PlaylistResult {
  const { id, name, songCount, playCount, coverUrl } = card;
  return { id, name, owner: card.owner.nickname, songCount, playCount, coverUrl };
}

const LISTED = `p."isPublic" = TRUE AND p."hiddenAt" IS NULL`;
const BY_PLAYS = `ORDER BY p."playCount" DESC, p."id" DESC`;
/** Checking a playlist while walking them by plays costs about a third of reading a candidate (as for songs, decision 080). */
const WALK_COST_PER_PLAYLIST = 0.3;

/**
 * The listed playlists `ids` selects (a derived table of playlistId), most played first,
 * read by id: CROSS JOIN keeps SQLite from walking the popular index instead
 * and testing every listed playlist against the ids (PostgreSQL plans it
 * itself; the SQL is standard).
 */
function byIds(ids: string, where: string): string {
  return `SELECT ${RESULT_COLUMNS} FROM (${ids}) AS k CROSS JOIN "CommunityPlaylist" p JOIN "User" u ON u.id = p.ownerId
    WHERE p."id" = k."playlistId" AND ${where} ${BY_PLAYS} LIMIT ?`;
}

async function countKeys(prefix: string): Promise<number> {
  return (await readRow<{ keys: number }>(
    `SELECT count(*) AS keys FROM (SELECT 1 FROM "PlaylistSearchKey" WHERE "key" >= ? AND "key" < ? LIMIT ?) AS k`,
    [prefix, prefix + AFTER_EVERY_CHARACTER, SEARCH_KEY_COUNT_CAP],
  ))!.keys;
}

/**
 * Listed playlists whose name contains every word of `query` (normalised as
 * catalogue search does): a name equal to the whole query first, then the
 * most played. The others are found whichever way reads less (decision 080's
 * plan): the candidates of the word with the fewest keys, read by id; or a
 * walk of the index by plays, which covers searchText, until `limit` are found.
 */
export async function searchPlaylists(query: string, limit = SEARCH_PLAYLIST_RESULTS): Promise<PlaylistResult[]> {
  const parsed = parseSearchQuery(query);
  if (!parsed) return [];
  const whole = `SELECT "playlistId" FROM "PlaylistSearchKey" WHERE "key" = ?`;
  const wholeKey = WHOLE_PART + parsed.phrase;
  const rows = await readRows<ResultRow>(byIds(whole, LISTED), [wholeKey, limit]);
  if (rows.length < limit) {
    const size = Math.max(1, (await readRow<{ n: number | null }>(`SELECT max("id") AS n FROM "CommunityPlaylist"`))?.n ?? 0);
    const counted: Array<{ prefix: string; keys: number }> = [];
    for (const term of parsed.terms) {
      const prefix = searchKeyPrefix(term);
      counted.push({ prefix, keys: await countKeys(prefix) });
    }
    const narrowest = counted.reduce((best, next) => (next.keys < best.keys ? next : best));
    // Assuming the words occur independently: the share of playlists that match.
    const density = counted.reduce((product, { keys }) => product * Math.min(1, keys / size), 1);
    const take = limit - rows.length;
    const walkCost = (take / Math.max(density, 1 / size)) * WALK_COST_PER_PLAYLIST;
    const walk = narrowest.keys >= SEARCH_KEY_COUNT_CAP || walkCost < narrowest.keys;
    const where = [LISTED, ...parsed.terms.map(() => `instr(p."searchText", ?) > 0`), `p."id" NOT IN (${whole})`].join(" AND ");
    const params: SqlValue[] = [...parsed.terms, wholeKey, take];
    rows.push(
      ...(walk
        ? await readRows<ResultRow>(
            `SELECT ${RESULT_COLUMNS} FROM "CommunityPlaylist" p JOIN "User" u ON u.id = p.ownerId WHERE ${where} ${BY_PLAYS} LIMIT ?`,
            params,
          )
        : await readRows<ResultRow>(
            byIds(`SELECT DISTINCT "playlistId" FROM "PlaylistSearchKey" WHERE "key" >= ? AND "key" < ?`, where),
            [narrowest.prefix, narrowest.prefix + AFTER_EVERY_CHARACTER, ...params],
          )),
    );
  }
  return rows.map(toResult);
}

export interface TagCount {
  tag: string;
  /** Listed playlists carrying it. */
  playlists: number;
}

/** The tags most listed playlists carry (index on (playlists DESC, tag)). */
export async function listPopularTags(limit: number): Promise<TagCount[]> {
  return readRows<TagCount>(
    `SELECT "tag", "playlists" FROM "CommunityPlaylistTagCount" ORDER BY "playlists" DESC, "tag" LIMIT ?`,
    [limit],
  );
}

/**
 * Tags of listed playlists that start with the query, written as tags are
 * stored (lower case, one space, no '#'), or without its spaces ("new jeans"
 * finds "newjeans"): the query itself first, then the most carried.
 */
export async function searchTags(query: string, limit = SEARCH_TAG_RESULTS): Promise<TagCount[]> {
  const tag = normaliseTag(query);
  const prefixes = [...new Set([tag, tag.replace(/ /g, "")])].filter(Boolean);
  if (prefixes.length === 0) return [];
  return readRows<TagCount>(
    `SELECT "tag", "playlists" FROM "CommunityPlaylistTagCount"
     WHERE ${prefixes.map(() => `("tag" >= ? AND "tag" < ?)`).join(" OR ")}
     ORDER BY CASE WHEN "tag" = ? THEN 0 ELSE 1 END, "playlists" DESC, "tag" LIMIT ?`,
    [...prefixes.flatMap((prefix) => [prefix, prefix + AFTER_EVERY_CHARACTER]), tag, limit],
  );
}
