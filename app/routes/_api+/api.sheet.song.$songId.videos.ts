// GET /api/sheet/song/{songId}/videos: the other videos that follow my sheet of the song.
// POST /api/sheet/song/{songId}/videos { video, offset }: one more (or its offset changed when it is there).
import { json } from "@remix-run/node";
import { requireApiUser } from "~/auth/guards.server";
import { getSheet, linkSheetVideo } from "~/models/sheet.server";
import { SheetVideoLinkSchema } from "~/schemas/sheet";
import { allowMethods, apiRoute, idParam, readJson, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  const { user } = await requireApiUser(request);
  return json(valueOrRefusal(await getSheet(user.id, idParam(params.songId), user.id)).videos);
});

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["POST"]);
  const { user } = await requireApiUser(request);
  const songId = idParam(params.songId);
  const { video, offset } = await readJson(request, SheetVideoLinkSchema);
  return json(valueOrRefusal(await linkSheetVideo(user.id, songId, video, offset)));
});
