// GET /api/song/{id} (spec §7).
import { json } from "@remix-run/node";
import { getSong } from "~/models/song.server";
import { requireApiSession } from "~/auth/guards.server";
import { methodNotAllowed, ApiError, apiRoute, idParam } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  await requireApiSession(request);
  const song = await getSong(idParam(params.id));
  if (!song) throw new ApiError("NOT_FOUND");
  return json(song);
});

export const action = methodNotAllowed(["GET"]);
