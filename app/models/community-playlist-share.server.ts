// Share tokens of community playlists (issue 10): the owner makes (or
// remakes, ending the old link) and revokes the token behind
// /shared/playlist/{token}; anyone with it sees the playlist unless an admin
// hid it.
import { randomBytes } from "node:crypto";
import { prisma } from "~/db/client.server";
import { access } from "~/models/community-playlist-access.server";
import { detailSelect, toDetail, type PlaylistDetail } from "~/models/community-playlist.server";
import { ok, type Result } from "~/models/result";
import { PLAYLIST_SHARE_TOKEN_BYTES } from "~/shared/constants";
import type { Actor } from "~/shared/permissions";

/** What a share token looks like (anything else is not looked up). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** 128 random bits or more, URL-safe. */
function newShareToken(): string {
  return randomBytes(PLAYLIST_SHARE_TOKEN_BYTES).toString("base64url");
}

/** The shared page: any playlist with this token, unless an admin hid it. No account needed. */
export async function getSharedPlaylist(token: string): Promise<PlaylistDetail | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const row = await prisma.communityPlaylist.findUnique({ where: { shareToken: token }, select: detailSelect });
  if (!row || row.hiddenAt !== null) return null;
  return toDetail(row, null);
}

/** Creates the share token, or a new one in place of the old (regenerate: the old link stops working). */
export async function regenerateShareToken(actor: Actor | null, id: number): Promise<Result<{ shareToken: string }>> {
  const found = await access(prisma, actor, id, { owner: true });
  if (!found.ok) return found;
  const shareToken = newShareToken();
  await prisma.communityPlaylist.update({ where: { id }, data: { shareToken } });
  return ok({ shareToken });
}

export async function revokeShareToken(actor: Actor | null, id: number): Promise<Result<null>> {
  const found = await access(prisma, actor, id, { owner: true });
  if (!found.ok) return found;
  await prisma.communityPlaylist.update({ where: { id }, data: { shareToken: null } });
  return ok(null);
}
