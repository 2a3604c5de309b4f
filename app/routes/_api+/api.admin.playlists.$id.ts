// PATCH /api/admin/playlists/{id} {hidden} → 204: hidden from the feed, search, sitemap and shared page, or shown again.
// DELETE /api/admin/playlists/{id} → 204.
import { actorOf, requireApiPermission } from "~/auth/guards.server";
import { deletePlaylistAsAdmin } from "~/models/admin-playlists.server";
import { setHiddenAsAdmin } from "~/models/moderation.server";
import { ApiPlaylistVisibilitySchema } from "~/schemas/admin";
import { allowMethods, apiRoute, idParam, methodNotAllowed, readJson, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["PATCH", "DELETE"]);

export const action = apiRoute(async ({ request, params }) => {
  const session = await requireApiPermission(request, "playlists:moderate");
  allowMethods(request, ["PATCH", "DELETE"]);
  const id = idParam(params.id);
  if (request.method === "DELETE") valueOrRefusal(await deletePlaylistAsAdmin(actorOf(session), id));
  else {
    const { hidden } = await readJson(request, ApiPlaylistVisibilitySchema);
    valueOrRefusal(await setHiddenAsAdmin(actorOf(session), { type: "playlist", id }, hidden));
  }
  return new Response(null, { status: 204 });
});
