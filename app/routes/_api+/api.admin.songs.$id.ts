// GET /api/admin/songs/{id}: the song and where its details come from.
// PUT /api/admin/songs/{id} { title, artist } → 204: an admin's correction, for everyone, audited (decision 130).
import { json } from "@remix-run/node";
import { actorOf, requireApiPermission } from "~/auth/guards.server";
import { correctSong, getAdminSong } from "~/models/admin-songs.server";
import { SongCorrectionSchema } from "~/schemas/admin";
import { allowMethods, ApiError, apiRoute, idParam, readJson, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  await requireApiPermission(request, "catalogue:manage");
  const song = await getAdminSong(idParam(params.id));
  if (!song) throw new ApiError("NOT_FOUND", { messageKey: "admin:songs.errors.notFound" });
  return json(song);
});

export const action = apiRoute(async ({ request, params }) => {
  const session = await requireApiPermission(request, "catalogue:manage");
  allowMethods(request, ["PUT"]);
  valueOrRefusal(await correctSong(actorOf(session), idParam(params.id), await readJson(request, SongCorrectionSchema)));
  return new Response(null, { status: 204 });
});
