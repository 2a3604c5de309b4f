// GET and DELETE /api/userplaylist/{userId}: an account's player playlist (spec §7), owner or admin only.
import { json } from "@remix-run/node";
import {
  canManagePlaylist,
  deletePlayerPlaylist,
  getPlayerPlaylist,
  userExists,
} from "~/models/player-playlist.server";
import { requireApiUser } from "~/auth/guards.server";
import { allowMethods, ApiError, apiRoute } from "~/utils/api.server";

async function requireOwnerOrAdmin(request: Request, userId: string | undefined): Promise<string> {
  const { user } = await requireApiUser(request);
  if (!userId || !canManagePlaylist(user, userId)) throw new ApiError("FORBIDDEN");
  if (userId !== user.id && !(await userExists(userId))) throw new ApiError("NOT_FOUND");
  return userId;
}

export const loader = apiRoute(async ({ request, params }) => {
  const userId = await requireOwnerOrAdmin(request, params.userId);
  return json(await getPlayerPlaylist(userId));
});

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["DELETE"]);
  const userId = await requireOwnerOrAdmin(request, params.userId);
  return json({ deleted: await deletePlayerPlaylist(userId) });
});
