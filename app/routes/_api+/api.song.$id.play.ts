// POST /api/song/{id}/play: registers a play (spec §4 "Play count", §7).
import { json } from "@remix-run/node";
import { registerPlay } from "~/models/song.server";
import { allowMethods, methodNotAllowed, ApiError, apiRoute, idParam, requireApiUser } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["POST"]);
  const { user } = await requireApiUser(request);
  const result = await registerPlay(idParam(params.id), user.id);
  if (!result) throw new ApiError("NOT_FOUND");
  return json(result);
});
