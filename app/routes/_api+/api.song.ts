// GET /api/song?page&pageSize&q (the catalogue, a page at a time) and POST /api/song (spec §7).
import { json } from "@remix-run/node";
import { addCatalogueSong, listSongs } from "~/models/song.server";
import { SongInputSchema, SongListQuerySchema } from "~/schemas/song";
import { requireApiSession, requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, readJson, readQuery, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  await requireApiSession(request);
  const { page, pageSize, q } = readQuery(request, SongListQuerySchema);
  return json(await listSongs({ page, pageSize, query: q || undefined }));
});

export const action = apiRoute(async ({ request }) => {
  allowMethods(request, ["POST"]);
  const { user } = await requireApiUser(request);
  const input = await readJson(request, SongInputSchema);
  const { song, created } = valueOrRefusal(await addCatalogueSong(user.id, input));
  return json(song, { status: created ? 201 : 200 });
});
