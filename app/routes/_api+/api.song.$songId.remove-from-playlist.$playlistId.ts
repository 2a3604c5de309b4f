// DELETE /api/song/{songId}/remove-from-playlist/{playlistId} (spec §7): the
// song leaves the caller's playlist; the others close the gap.
import { json } from "@remix-run/node";
import { removeSongFromPlaylist } from "~/models/community-playlist.server";
import { actorOf, requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, idParam, methodNotAllowed, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["DELETE"]);

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["DELETE"]);
  const actor = actorOf(await requireApiUser(request));
  return json(valueOrRefusal(await removeSongFromPlaylist(actor, idParam(params.playlistId), idParam(params.songId))));
});
