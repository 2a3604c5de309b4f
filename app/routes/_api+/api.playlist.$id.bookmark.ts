// POST (bookmark) and DELETE (remove) /api/playlist/{id}/bookmark: answers the state and the count.
import { json } from "@remix-run/node";
import { setPlaylistBookmark } from "~/models/community-playlist-social.server";
import { actorOf, requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, idParam, methodNotAllowed, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST", "DELETE"]);

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["POST", "DELETE"]);
  const actor = actorOf(await requireApiUser(request));
  return json(valueOrRefusal(await setPlaylistBookmark(actor, idParam(params.id), request.method === "POST")));
});
