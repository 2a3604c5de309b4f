// GET /api/sheet/song/{songId}: my sheet of the song (an empty one when I have none yet).
// PUT /api/sheet/song/{songId} { lines, isPublic? }: replaces it whole, in one change (decision 131).
import { json } from "@remix-run/node";
import { requireApiUser } from "~/auth/guards.server";
import { getSheet, replaceSheet } from "~/models/sheet.server";
import { SheetBodySchema } from "~/schemas/sheet";
import { SHEET_JSON_MAX_BYTES } from "~/sheets/constants";
import { allowMethods, apiRoute, idParam, readJson, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  const { user } = await requireApiUser(request);
  return json(valueOrRefusal(await getSheet(user.id, idParam(params.songId), user.id)));
});

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["PUT"]);
  const { user } = await requireApiUser(request);
  const songId = idParam(params.songId);
  const body = await readJson(request, SheetBodySchema, { limit: SHEET_JSON_MAX_BYTES });
  return json(valueOrRefusal(await replaceSheet(user.id, songId, body)));
});
