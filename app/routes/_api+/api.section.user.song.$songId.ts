// GET /api/section/user/song/{songId}: the caller's sections of one song, in playback order.
import { json } from "@remix-run/node";
import { listUserSongSections } from "~/models/section.server";
import { requireApiUser } from "~/auth/guards.server";
import { apiRoute, idParam, methodNotAllowed, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  const { user } = await requireApiUser(request);
  return json(valueOrRefusal(await listUserSongSections(user.id, idParam(params.songId), "all")));
});

export const action = methodNotAllowed(["GET"]);
