// POST (like) and DELETE (unlike) /api/playlist/{id}/like: answers the state and the count.
import { json } from "@remix-run/node";
import { setPlaylistLike } from "~/models/community-playlist-social.server";
import { actorOf, requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, idParam, methodNotAllowed, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST", "DELETE"]);

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["POST", "DELETE"]);
  const actor = actorOf(await requireApiUser(request));
  return json(valueOrRefusal(await setPlaylistLike(actor, idParam(params.id), request.method === "POST")));
});
