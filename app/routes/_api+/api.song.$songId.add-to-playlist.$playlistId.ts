// POST /api/song/{songId}/add-to-playlist/{playlistId} (spec §7): the
// catalogue song at the end of the caller's playlist (at most 200 songs).
import { json } from "@remix-run/node";
import { addSongToPlaylist } from "~/models/community-playlist.server";
import { actorOf, requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, idParam, methodNotAllowed, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["POST"]);
  const actor = actorOf(await requireApiUser(request));
  const result = valueOrRefusal(await addSongToPlaylist(actor, idParam(params.playlistId), idParam(params.songId)));
  return json(result, { status: result.added ? 201 : 200 });
});
