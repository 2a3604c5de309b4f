// GET, PUT and DELETE /api/playlist/{id}: a playlist anyone signed in may see
// (a private one is 404 for all but its owner and admins); only the owner
// changes or deletes it (403). docs/api.md.
import { json } from "@remix-run/node";
import { deletePlaylist, getPlaylist, updatePlaylist } from "~/models/community-playlist.server";
import { PlaylistUpdateSchema } from "~/schemas/community-playlist";
import { actorOf, requireApiSession, requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, idParam, readJson, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  const session = await requireApiSession(request);
  return json(valueOrRefusal(await getPlaylist(actorOf(session), idParam(params.id))));
});

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["PUT", "PATCH", "DELETE"]);
  const session = await requireApiUser(request);
  const actor = actorOf(session);
  const id = idParam(params.id);
  if (request.method === "DELETE") {
    valueOrRefusal(await deletePlaylist(actor, id));
    return new Response(null, { status: 204 });
  }
  const update = await readJson(request, PlaylistUpdateSchema);
  valueOrRefusal(await updatePlaylist(actor, id, update));
  return json(valueOrRefusal(await getPlaylist(actor, id)));
});
