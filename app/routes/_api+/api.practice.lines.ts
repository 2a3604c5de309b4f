// GET /api/practice/lines?ids=1,2,3: the songs of lines a guest's browser keeps
// practice records of (it keeps their ids only), so its progress shows by song.
import { json } from "@remix-run/node";
import { requireApiSession } from "~/auth/guards.server";
import { songsOfLines } from "~/models/practice-progress.server";
import { PracticeLinesQuerySchema } from "~/schemas/practice";
import { apiRoute, readQuery } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  const session = await requireApiSession(request);
  const { ids } = readQuery(request, PracticeLinesQuerySchema);
  return json({ lines: await songsOfLines(session.user?.id ?? null, ids) }, { headers: { "Cache-Control": "private, no-store" } });
});
