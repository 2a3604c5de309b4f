// GET /api/section/user/song/{songId}/repeats: the caller's repeat sections (type 1) of one song.
import { json } from "@remix-run/node";
import { listUserSongSections } from "~/models/section.server";
import { requireApiUser } from "~/auth/guards.server";
import { apiRoute, idParam, methodNotAllowed, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  const { user } = await requireApiUser(request);
  return json(valueOrRefusal(await listUserSongSections(user.id, idParam(params.songId), "repeats")));
});

export const action = methodNotAllowed(["GET"]);
