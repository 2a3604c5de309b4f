// GET /api/fanchant-archive?q&page (issue 12): the archive's songs, the most
// recently shared first, with their line and contributor counts.
import { json } from "@remix-run/node";
import { listArchiveSongs } from "~/models/fanchant-archive.server";
import { ArchiveSearchSchema } from "~/schemas/fanchant-archive";
import { requireApiSession } from "~/auth/guards.server";
import { apiRoute, methodNotAllowed, readQuery } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  await requireApiSession(request);
  const { q, page } = readQuery(request, ArchiveSearchSchema);
  return json({ page, ...(await listArchiveSongs({ query: q ?? "", page })) });
});

export const action = methodNotAllowed(["GET"]);
