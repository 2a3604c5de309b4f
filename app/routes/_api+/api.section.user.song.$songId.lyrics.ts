// GET /api/section/user/song/{songId}/lyrics: the caller's sections of one song whose lyrics are not blank.
import { json } from "@remix-run/node";
import { listUserSongSections } from "~/models/section.server";
import { requireApiUser } from "~/auth/guards.server";
import { apiRoute, idParam, methodNotAllowed, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  const { user } = await requireApiUser(request);
  return json(valueOrRefusal(await listUserSongSections(user.id, idParam(params.songId), "lyrics")));
});

export const action = methodNotAllowed(["GET"]);
