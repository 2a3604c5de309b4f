// PUT /api/playlist/{id}/order { songIds }: the playlist's songs in a new
// order, all at once (what a drop on the edit page saves). Owner only (403;
// 404 for a private playlist of someone else); the ids must be exactly the
// playlist's songs, each once (400 on `songIds`). docs/api.md.
import { json } from "@remix-run/node";
import { getPlaylist, reorderPlaylist } from "~/models/community-playlist.server";
import { ReorderSchema } from "~/schemas/community-playlist";
import { actorOf, requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, idParam, methodNotAllowed, readJson, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["PUT"]);

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["PUT"]);
  const actor = actorOf(await requireApiUser(request));
  const id = idParam(params.id);
  const { songIds } = await readJson(request, ReorderSchema);
  valueOrRefusal(await reorderPlaylist(actor, id, songIds));
  return json(valueOrRefusal(await getPlaylist(actor, id)));
});
