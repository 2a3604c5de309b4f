// Who may see and change a community playlist (issue 10): the rule every
// read and write of the community-playlist models checks first. A private or
// hidden playlist is NOT_FOUND to others (never hinted at); a change by
// anyone but the owner is FORBIDDEN.
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { ok, refuse, type Result } from "~/models/result";
import { hasPermission, type Actor } from "~/shared/permissions";

export const PLAYLIST_NOT_FOUND = refuse("NOT_FOUND", "playlists:errors.notFound");
export const PLAYLIST_FORBIDDEN = refuse("FORBIDDEN", "playlists:errors.forbidden");

interface PlaylistAccess {
  id: number;
  ownerId: string;
  isPublic: boolean;
  hiddenAt: Date | null;
}

/** An admin who moderates playlists: sees private and hidden ones, deletes any comment. */
export function isPlaylistModerator(actor: Actor | null): boolean {
  return actor !== null && hasPermission(actor.role, "playlists:moderate");
}

/** Whether the actor may see the playlist: public and not hidden, or the owner's, or an admin. */
export function canView(actor: Actor | null, playlist: PlaylistAccess): boolean {
  if (actor && (actor.id === playlist.ownerId || isPlaylistModerator(actor))) return true;
  return playlist.isPublic && playlist.hiddenAt === null;
}

export const accessSelect = { id: true, ownerId: true, isPublic: true, hiddenAt: true } as const;

type Db = Prisma.TransactionClient | typeof prisma;

/**
 * The playlist if the actor may see it (else NOT_FOUND: a private playlist is
 * not hinted at); with `owner`, FORBIDDEN unless the actor owns it.
 */
export async function access(
  db: Db,
  actor: Actor | null,
  id: number,
  { owner = false }: { owner?: boolean } = {},
): Promise<Result<PlaylistAccess>> {
  const playlist = await db.communityPlaylist.findUnique({ where: { id }, select: accessSelect });
  if (!playlist || !canView(actor, playlist)) return PLAYLIST_NOT_FOUND;
  if (owner && playlist.ownerId !== actor?.id) return PLAYLIST_FORBIDDEN;
  return ok(playlist);
}
