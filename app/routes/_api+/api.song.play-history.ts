// GET /api/song/play-history?limit: the account's recently played songs (spec §7; default 10).
import { json } from "@remix-run/node";
import { listPlayHistory } from "~/models/song.server";
import { PlayHistoryQuerySchema } from "~/schemas/song";
import { requireApiUser } from "~/auth/guards.server";
import { methodNotAllowed, apiRoute, readQuery } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  const { user } = await requireApiUser(request);
  const { limit } = readQuery(request, PlayHistoryQuerySchema);
  return json(await listPlayHistory(user.id, limit));
});

export const action = methodNotAllowed(["GET"]);
