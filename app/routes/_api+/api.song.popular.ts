// GET /api/song/popular?limit (spec §7; default 10).
import { json } from "@remix-run/node";
import { listPopularSongs } from "~/models/song.server";
import { PopularSongsQuerySchema } from "~/schemas/song";
import { requireApiSession } from "~/auth/guards.server";
import { methodNotAllowed, apiRoute, readQuery } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  await requireApiSession(request);
  const { limit } = readQuery(request, PopularSongsQuerySchema);
  return json(await listPopularSongs(limit));
});

export const action = methodNotAllowed(["GET"]);
