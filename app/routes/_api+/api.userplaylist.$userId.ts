// GET and DELETE /api/userplaylist/{userId}: an account's player playlist (spec §7), owner or admin only.
import { json } from "@remix-run/node";
import { actorOf, requireApiUser } from "~/auth/guards.server";
import { deletePlayerPlaylist, getPlayerPlaylist, queueOwner } from "~/models/player-playlist.server";
import { allowMethods, apiRoute, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  const session = await requireApiUser(request);
  const userId = valueOrRefusal(await queueOwner(actorOf(session), params.userId ?? ""));
  return json(await getPlayerPlaylist(userId));
});

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["DELETE"]);
  const session = await requireApiUser(request);
  const userId = valueOrRefusal(await queueOwner(actorOf(session), params.userId ?? ""));
  return json({ deleted: await deletePlayerPlaylist(userId) });
});
