// POST /api/song/{id}/play [{ duration? }]: registers a play (spec §4 "Play count", §7); the
// video's length as the player knows it fills the catalogue's when unknown (issue 9).
import { json } from "@remix-run/node";
import { registerPlay } from "~/models/song.server";
import { RegisterPlaySchema } from "~/schemas/song";
import { requireApiUser } from "~/auth/guards.server";
import { allowMethods, methodNotAllowed, ApiError, apiRoute, idParam, readJson } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["POST"]);
  const { user } = await requireApiUser(request);
  const id = idParam(params.id);
  const { duration } = await readJson(request, RegisterPlaySchema);
  const result = await registerPlay(id, user.id, { duration });
  if (!result) throw new ApiError("NOT_FOUND");
  return json(result);
});
