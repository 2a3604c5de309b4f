// Lists of community playlists (issue 10): the feed, my playlists, bookmarks,
// the home page's top 10 and the sitemap. With playlist search
// (playlist-search.server.ts), the one place with SQL of its own for
// playlists: plain SQL on the read path (decision 072) so every list walks
// its index (decision 060). Keyset pagination (a cursor of the sort value and
// the id) keeps a deep page as cheap as the first. Row values and
// `LIMIT`/`IS NULL` are standard SQL that PostgreSQL runs as written; booleans are
// compared with TRUE (both accept it), camelCase names are quoted by the dialect
// (decision 110).
import {
  BOOKMARKS_PAGE_SIZE,
  MY_RECENT_PLAYLISTS_ON_HOME,
  POPULAR_PLAYLISTS_TOP,
  MY_PLAYLISTS_PAGE_SIZE,
  PLAYLIST_FEED_PAGE_SIZE,
  type MyPlaylistSort,
  type PlaylistFeedSort,
} from "~/shared/constants";
import type { FeedPage, PlaylistCard } from "~/schemas/playlist-card";
import { youtubeThumbnailUrl } from "~/shared/youtube";
import { isoFromSql, readRow, readRows, type SqlValue } from "~/db/reads.server";

interface CardRow {
  id: number;
  name: string;
  description: string;
  isPublic: number;
  songCount: number;
  likeCount: number;
  viewCount: number;
  copyCount: number;
  bookmarkCount: number;
  playCount: number;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
  nickname: string;
  coverYoutubeId: string | null;
}

const CARD_COLUMNS = `p.id, p.name, p.description, p.isPublic, p.songCount, p.likeCount, p.viewCount, p.copyCount,
  p.bookmarkCount, p.playCount, p.commentCount, p.createdAt, p.updatedAt, u.nickname,
  (SELECT g.youtubeId FROM "CommunityPlaylistSong" ps JOIN "Song" g ON g.id = ps.songId
    WHERE ps.playlistId = p.id ORDER BY ps.position LIMIT 1) AS coverYoutubeId`;

/** The column each feed sort orders by, newest/largest first (the index on (isPublic, hiddenAt, column, id, songCount)). */
const FEED_SORT_COLUMNS: Record<PlaylistFeedSort, string> = {
  recent: "createdAt",
  popular: "playCount",
  liked: "likeCount",
  viewed: "viewCount",
  copied: "copyCount",
  bookmarked: "bookmarkCount",
};

async function tagsOf(ids: number[]): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>();
  if (ids.length === 0) return tags;
  const rows = await readRows<{ playlistId: number; tag: string }>(
    `SELECT playlistId, tag FROM "CommunityPlaylistTag" WHERE playlistId IN (${ids.map(() => "?").join(", ")}) ORDER BY tag`,
    ids,
  );
  for (const { playlistId, tag } of rows) tags.set(playlistId, [...(tags.get(playlistId) ?? []), tag]);
  return tags;
}

async function toCards(rows: CardRow[]): Promise<PlaylistCard[]> {
  const tags = await tagsOf(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    isPublic: row.isPublic === 1,
    songCount: row.songCount,
    likeCount: row.likeCount,
    viewCount: row.viewCount,
    copyCount: row.copyCount,
    bookmarkCount: row.bookmarkCount,
    playCount: row.playCount,
    commentCount: row.commentCount,
    createdAt: isoFromSql(row.createdAt),
    updatedAt: isoFromSql(row.updatedAt),
    owner: { nickname: row.nickname },
    coverUrl: row.coverYoutubeId ? youtubeThumbnailUrl(row.coverYoutubeId) : null,
    tags: tags.get(row.id) ?? [],
  }));
}

/** A cursor: the last card's sort value and id ("12_345"; dates as stored). */
function encodeCursor(value: string | number, id: number): string {
  return `${value}_${id}`;
}

function decodeCursor(cursor: string | null, numeric: boolean): [SqlValue, number] | null {
  if (!cursor) return null;
  const at = cursor.lastIndexOf("_");
  const value = cursor.slice(0, at);
  const id = Number(cursor.slice(at + 1));
  if (at < 1 || !Number.isSafeInteger(id) || id < 1) return null;
  if (numeric) return /^\d{1,10}$/.test(value) ? [Number(value), id] : null;
  return /^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)$/.test(value) ? [value, id] : null;
}

export interface FeedOptions {
  sort: PlaylistFeedSort;
  /** Song-count filter: at least this many songs */
  min: number | null;
  tag: string | null;
  cursor: string | null;
  limit?: number;
  /** With a tag: walk the sort's index and keep the tag's playlists (see tagPlan). */
  sortFirst?: boolean;
}

/**
 * How a tag filter is read (measured with npm run bench:feed, docs/performance.md).
 * Tag first: the tag's playlists from its index, then sorted; costs about 1.5 µs
 * per playlist of the tag, so it grows with the tag. Sort first: the sort's
 * index walked, each playlist's tag looked up, until a page is full; costs about
 * 0.35 µs per playlist walked, about a page × listed / tag of them, so it grows
 * as the tag gets rarer. Tag first is cheaper while tag² < 5 × listed: either
 * way a page costs at most about 1.5 µs × √(5 × listed) (under 4 ms at a
 * million listed playlists), and a tag's page on a ten times larger database
 * about as much as on the smaller one.
 */
export function readsSortFirst(tagged: number, listed: number): boolean {
  return tagged * tagged >= 5 * listed;
}

/** The plan for a tag's page: from the tag's listed playlists (kept by triggers) and all listed playlists. */
export async function tagPlan(tag: string): Promise<{ sortFirst: boolean }> {
  const row = await readRow<{ playlists: number }>(`SELECT playlists FROM "CommunityPlaylistTagCount" WHERE tag = ?`, [tag]);
  return { sortFirst: readsSortFirst(row?.playlists ?? 0, await listedPlaylists()) };
}

/** How many playlists are listed (public, not hidden), counted at most once a minute: a hint for tagPlan, not a figure anyone sees. */
const LISTED_COUNT_TTL_MS = 60_000;
let listed: { count: number; at: number } | null = null;

async function listedPlaylists(): Promise<number> {
  if (listed && Date.now() - listed.at < LISTED_COUNT_TTL_MS) return listed.count;
  const row = await readRow<{ count: number }>(`SELECT count(*) AS count FROM "CommunityPlaylist" p WHERE p.isPublic = TRUE AND p.hiddenAt IS NULL`);
  listed = { count: Number(row?.count ?? 0), at: Date.now() };
  return listed.count;
}

/** The SQL of a feed page (also for EXPLAIN QUERY PLAN in npm run bench:feed). */
export function feedQuery({ sort, min, tag, cursor, limit = PLAYLIST_FEED_PAGE_SIZE, sortFirst = false }: FeedOptions): {
  sql: string;
  params: SqlValue[];
} {
  const column = FEED_SORT_COLUMNS[sort];
  const where = [`p.isPublic = TRUE`, `p.hiddenAt IS NULL`];
  const params: SqlValue[] = [];
  if (min !== null) {
    where.push(`p.songCount >= ?`);
    params.push(min);
  }
  if (tag !== null) {
    where.push(
      sortFirst
        ? `EXISTS (SELECT 1 FROM "CommunityPlaylistTag" t WHERE t.playlistId = p.id AND t.tag = ?)`
        : `p.id IN (SELECT t.playlistId FROM "CommunityPlaylistTag" t WHERE t.tag = ?)`,
    );
    params.push(tag);
  }
  const after = decodeCursor(cursor, column !== "createdAt");
  if (after) {
    where.push(`(p.${column}, p.id) < (?, ?)`);
    params.push(...after);
  }
  params.push(limit + 1);
  return {
    sql: `SELECT ${CARD_COLUMNS} FROM "CommunityPlaylist" p JOIN "User" u ON u.id = p.ownerId
      WHERE ${where.join(" AND ")} ORDER BY p.${column} DESC, p.id DESC LIMIT ?`,
    params,
  };
}

/** A page of the public feed (spec §9 sorts and song-count filters, a tag). */
export async function listFeed(options: FeedOptions): Promise<FeedPage> {
  const limit = options.limit ?? PLAYLIST_FEED_PAGE_SIZE;
  const plan = options.tag === null ? {} : await tagPlan(options.tag);
  const { sql, params } = feedQuery({ ...options, ...plan, limit });
  const rows = await readRows<CardRow>(sql, params);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const column = FEED_SORT_COLUMNS[options.sort] as keyof CardRow;
  return {
    playlists: await toCards(page),
    nextCursor: rows.length > limit && last ? encodeCursor(last[column] as string | number, last.id) : null,
  };
}

/** Spec §9 "popular playlists top 10": the most played public playlists. */
export async function listPopularPlaylists(limit: number): Promise<PlaylistCard[]> {
  return (await listFeed({ sort: "popular", min: null, tag: null, cursor: null, limit })).playlists;
}

const MY_SORT_ORDER: Record<MyPlaylistSort, string> = {
  recent: "p.updatedAt DESC, p.id DESC",
  name: "p.name ASC, p.id ASC",
  songs: "p.songCount DESC, p.id DESC",
  created: "p.createdAt DESC, p.id DESC",
};

/** The owner's playlists, private ones too (index on (ownerId, column)). */
export async function listMyPlaylists(
  ownerId: string,
  sort: MyPlaylistSort,
  limit = MY_PLAYLISTS_PAGE_SIZE,
): Promise<PlaylistCard[]> {
  return toCards(
    await readRows<CardRow>(
      `SELECT ${CARD_COLUMNS} FROM "CommunityPlaylist" p JOIN "User" u ON u.id = p.ownerId
       WHERE p.ownerId = ? ORDER BY ${MY_SORT_ORDER[sort]} LIMIT ?`,
      [ownerId, limit],
    ),
  );
}

/** One of my playlists as a place to add a song (the search page's "add to one of my playlists"). */
export interface PlaylistTarget {
  id: number;
  name: string;
}

/** The owner's playlists, most recently changed first (index on (ownerId, updatedAt)): names only. */
export async function listPlaylistTargets(ownerId: string, limit = MY_PLAYLISTS_PAGE_SIZE): Promise<PlaylistTarget[]> {
  return readRows<PlaylistTarget>(
    `SELECT id, name FROM "CommunityPlaylist" WHERE ownerId = ? ORDER BY updatedAt DESC, id DESC LIMIT ?`,
    [ownerId, limit],
  );
}

export interface BookmarkPage {
  playlists: Array<PlaylistCard & { bookmarkedAt: string }>;
  page: number;
  hasMore: boolean;
}

/** The account's bookmarks, newest first; playlists it can no longer see are left out. */
export async function listBookmarks(userId: string, page = 1, pageSize = BOOKMARKS_PAGE_SIZE): Promise<BookmarkPage> {
  const rows = await readRows<CardRow & { bookmarkedAt: string }>(
    `SELECT ${CARD_COLUMNS}, b.createdAt AS bookmarkedAt
     FROM "CommunityPlaylistBookmark" b JOIN "CommunityPlaylist" p ON p.id = b.playlistId JOIN "User" u ON u.id = p.ownerId
     WHERE b.userId = ? AND ((p.isPublic = TRUE AND p.hiddenAt IS NULL) OR p.ownerId = ?)
     ORDER BY b.createdAt DESC, b.playlistId DESC LIMIT ? OFFSET ?`,
    [userId, userId, pageSize + 1, (page - 1) * pageSize],
  );
  const cards = await toCards(rows.slice(0, pageSize));
  return {
    playlists: cards.map((card, index) => ({ ...card, bookmarkedAt: isoFromSql(rows[index]!.bookmarkedAt) })),
    page,
    hasMore: rows.length > pageSize,
  };
}

/** Every public shared playlist not hidden: the sitemap. */
export async function listSitemapPlaylists(limit = 50_000): Promise<Array<{ shareToken: string; updatedAt: string }>> {
  const rows = await readRows<{ shareToken: string; updatedAt: string }>(
    `SELECT shareToken, updatedAt FROM "CommunityPlaylist"
     WHERE shareToken IS NOT NULL AND isPublic = TRUE AND hiddenAt IS NULL ORDER BY id LIMIT ?`,
    [limit],
  );
  return rows.map((row) => ({ shareToken: row.shareToken, updatedAt: isoFromSql(row.updatedAt) }));
}

/** The signed-in home page (spec §9 "popular playlists top 10"): the top 10, and the account's recent playlists. */
export async function loadHomePlaylists(userId: string | null): Promise<{ popular: PlaylistCard[]; mine: PlaylistCard[] | null }> {
  const [popular, mine] = await Promise.all([
    listPopularPlaylists(POPULAR_PLAYLISTS_TOP),
    userId ? listMyPlaylists(userId, "recent", MY_RECENT_PLAYLISTS_ON_HOME) : null,
  ]);
  return { popular, mine };
}
