// POST /api/playlist/{id}/share: a new share token (the old one stops working); DELETE revokes it. Owner only.
import { json } from "@remix-run/node";
import { getEnv } from "~/env.server";
import { regenerateShareToken, revokeShareToken } from "~/models/community-playlist-share.server";
import { actorOf, requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, idParam, methodNotAllowed, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST", "DELETE"]);

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["POST", "DELETE"]);
  const actor = actorOf(await requireApiUser(request));
  const id = idParam(params.id);
  if (request.method === "DELETE") {
    valueOrRefusal(await revokeShareToken(actor, id));
    return new Response(null, { status: 204 });
  }
  const { shareToken } = valueOrRefusal(await regenerateShareToken(actor, id));
  return json({ shareToken, url: new URL(`/shared/playlist/${shareToken}`, getEnv().APP_URL).href }, { status: 201 });
});
