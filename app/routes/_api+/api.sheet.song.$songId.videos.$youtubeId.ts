// PUT /api/sheet/song/{songId}/videos/{youtubeId} { offset }: the linked video's offset.
// DELETE /api/sheet/song/{songId}/videos/{youtubeId}: it no longer follows my sheet (204).
import { json } from "@remix-run/node";
import { requireApiUser } from "~/auth/guards.server";
import { setSheetVideoOffset, unlinkSheetVideo } from "~/models/sheet.server";
import { SheetVideoBodySchema } from "~/schemas/sheet";
import { allowMethods, apiRoute, idParam, methodNotAllowed, readJson, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["PUT", "DELETE"]);

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["PUT", "DELETE"]);
  const { user } = await requireApiUser(request);
  const songId = idParam(params.songId);
  const youtubeId = params.youtubeId ?? "";
  if (request.method === "DELETE") {
    await unlinkSheetVideo(user.id, songId, youtubeId);
    return new Response(null, { status: 204 });
  }
  const { offset } = await readJson(request, SheetVideoBodySchema);
  return json(valueOrRefusal(await setSheetVideoOffset(user.id, songId, youtubeId, offset)));
});
