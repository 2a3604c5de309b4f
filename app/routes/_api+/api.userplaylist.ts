// POST /api/userplaylist {userId, playlist[]}: replaces an account's player playlist (spec §7).
import { json } from "@remix-run/node";
import { queueOwner, replacePlayerPlaylist } from "~/models/player-playlist.server";
import { SavePlaylistSchema } from "~/schemas/song";
import { actorOf, requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, methodNotAllowed, readJson, valueOrRefusal } from "~/utils/api.server";

/** 100 songs with long Korean titles fit comfortably. */
const PLAYLIST_BODY_LIMIT_BYTES = 256 * 1024;

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request }) => {
  allowMethods(request, ["POST"]);
  const session = await requireApiUser(request);
  const input = await readJson(request, SavePlaylistSchema, { limit: PLAYLIST_BODY_LIMIT_BYTES });
  const userId = valueOrRefusal(await queueOwner(actorOf(session), input.userId));
  return json(await replacePlayerPlaylist(userId, input.playlist));
});
