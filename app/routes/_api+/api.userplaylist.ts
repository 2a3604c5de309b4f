// POST /api/userplaylist {userId, playlist[]}: replaces an account's player playlist (spec §7).
import { json } from "@remix-run/node";
import { canManagePlaylist, replacePlayerPlaylist, userExists } from "~/models/player-playlist.server";
import { SavePlaylistSchema } from "~/schemas/song";
import { requireApiUser } from "~/auth/guards.server";
import { allowMethods, methodNotAllowed, ApiError, apiRoute, readJson } from "~/utils/api.server";

/** 100 songs with long Korean titles fit comfortably. */
const PLAYLIST_BODY_LIMIT_BYTES = 256 * 1024;

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request }) => {
  allowMethods(request, ["POST"]);
  const { user } = await requireApiUser(request);
  const { userId, playlist } = await readJson(request, SavePlaylistSchema, { limit: PLAYLIST_BODY_LIMIT_BYTES });
  if (!canManagePlaylist(user, userId)) throw new ApiError("FORBIDDEN");
  if (userId !== user.id && !(await userExists(userId))) throw new ApiError("NOT_FOUND");
  return json(await replacePlayerPlaylist(userId, playlist));
});
