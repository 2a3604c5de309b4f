// POST (bookmark) and DELETE (remove) /api/playlist/{id}/bookmark: answers the state and the count.
import { json } from "@remix-run/node";
import { setPlaylistBookmark } from "~/models/community-playlist.server";
import { requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, idParam, methodNotAllowed } from "~/utils/api.server";
import { apiActor, orRefuse } from "./__playlist-api.server";

export const loader = methodNotAllowed(["POST", "DELETE"]);

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["POST", "DELETE"]);
  const actor = apiActor(await requireApiUser(request))!;
  return json(orRefuse(await setPlaylistBookmark(actor, idParam(params.id), request.method === "POST")));
});
