// Artists and the names they are known by (decision 080): "BTS", "방탄소년단"
// and "Bangtan Boys" are one artist, and catalogue search finds its songs by
// any of them.
import type { Prisma, PrismaClient } from "@prisma/client";
import { refreshSongSearch } from "~/models/catalogue-search.server";
import { normaliseSearchText } from "~/shared/search-text";

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Makes sure the artist exists with all of `names` (the first is the name the
 * catalogue shows) and that its songs are found by them. Names already known
 * stay; a name that belongs to another artist is left to that artist.
 * Idempotent: returns how many names were added.
 */
export async function saveArtist(db: Db, names: readonly [string, ...string[]]): Promise<number> {
  const keyed = names.map((name) => ({ name, key: normaliseSearchText(name) })).filter(({ key }) => key);
  const known = await db.artistName.findMany({
    where: { key: { in: keyed.map(({ key }) => key) } },
    select: { key: true, artistId: true },
  });
  const artistId =
    known.find(({ key }) => key === keyed[0]?.key)?.artistId ??
    (await db.artist.create({ data: { name: names[0] }, select: { id: true } })).id;
  const knownKeys = new Set(known.map(({ key }) => key));
  const added = keyed.filter(
    ({ key }, index) => !knownKeys.has(key) && keyed.findIndex((k) => k.key === key) === index
  );
  if (added.length === 0) return 0;
  await db.artistName.createMany({ data: added.map(({ name, key }) => ({ artistId, name, key })) });
  await linkSongsOf(db, artistId);
  return added.length;
}

/** Songs whose artist text is one of the artist's names, or already linked to it: linked and re-indexed. */
async function linkSongsOf(db: Db, artistId: number): Promise<void> {
  const keys = new Set(
    (await db.artistName.findMany({ where: { artistId }, select: { key: true } })).map(({ key }) => key)
  );
  // A song's normalised artist is one part of its searchText, so only songs with a matching part can be the artist's.
  const candidates = await db.song.findMany({
    where: { OR: [{ artistId }, ...[...keys].map((key) => ({ searchText: { contains: key } }))] },
    select: { id: true, artist: true, artistId: true },
  });
  for (const song of candidates) {
    if (song.artistId === artistId || keys.has(normaliseSearchText(song.artist))) await refreshSongSearch(db, song.id);
  }
}
