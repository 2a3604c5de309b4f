// POST /api/playlist/{id}/copy: a private copy for the caller (400 for one's own playlist). Answers 201 with the copy.
import { json } from "@remix-run/node";
import { copyPlaylist } from "~/models/community-playlist-social.server";
import { getPlaylist } from "~/models/community-playlist.server";
import { actorOf, requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, idParam, methodNotAllowed, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["POST"]);
  const actor = actorOf(await requireApiUser(request));
  const { id } = valueOrRefusal(await copyPlaylist(actor, idParam(params.id)));
  return json(valueOrRefusal(await getPlaylist(actor, id)), { status: 201 });
});
