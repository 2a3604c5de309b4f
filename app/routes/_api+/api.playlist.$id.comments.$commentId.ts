// DELETE /api/playlist/{id}/comments/{commentId}: the author's own comment; admins delete any (else 403).
import { json } from "@remix-run/node";
import { deleteComment } from "~/models/community-playlist-comments.server";
import { actorOf, requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, idParam, methodNotAllowed, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["DELETE"]);

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["DELETE"]);
  const actor = actorOf(await requireApiUser(request));
  return json(valueOrRefusal(await deleteComment(actor, idParam(params.id), idParam(params.commentId))));
});
