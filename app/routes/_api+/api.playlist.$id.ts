// GET, PUT and DELETE /api/playlist/{id}: a playlist anyone signed in may see
// (a private one is 404 for all but its owner and admins); only the owner
// changes or deletes it (403). docs/api.md.
import { json } from "@remix-run/node";
import { deletePlaylist, getPlaylist, updatePlaylist } from "~/models/community-playlist.server";
import { PlaylistUpdateSchema } from "~/schemas/community-playlist";
import { requireApiSession, requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, idParam, readJson } from "~/utils/api.server";
import { apiActor, orRefuse } from "./__playlist-api.server";

export const loader = apiRoute(async ({ request, params }) => {
  const session = await requireApiSession(request);
  return json(orRefuse(await getPlaylist(apiActor(session), idParam(params.id))));
});

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["PUT", "PATCH", "DELETE"]);
  const session = await requireApiUser(request);
  const actor = apiActor(session);
  const id = idParam(params.id);
  if (request.method === "DELETE") {
    orRefuse(await deletePlaylist(actor, id));
    return new Response(null, { status: 204 });
  }
  const update = await readJson(request, PlaylistUpdateSchema);
  orRefuse(await updatePlaylist(actor, id, update));
  return json(orRefuse(await getPlaylist(actor, id)));
});
