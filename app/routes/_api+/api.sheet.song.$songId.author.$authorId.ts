// GET /api/sheet/song/{songId}/author/{authorId}: someone's sheet of the song as they shared it
// (only the shared lines; the author reads all of theirs). No session needed: a shared sheet is public.
import { json } from "@remix-run/node";
import { optionalSession } from "~/auth/guards.server";
import { getSheet } from "~/models/sheet.server";
import { apiRoute, idParam, methodNotAllowed, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  const session = await optionalSession(request);
  const sheet = await getSheet(params.authorId ?? "", idParam(params.songId), session?.user?.id ?? null);
  return json(valueOrRefusal(sheet));
});

export const action = methodNotAllowed(["GET"]);
