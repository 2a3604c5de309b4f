// GET /api/fanchant-archive/{songId}?page (issue 12): one song's shared chant
// lines in time order with who shared them. Only shared, unhidden lyrics
// sections (admins also get the hidden ones, marked).
import { json } from "@remix-run/node";
import * as z from "zod";
import { getArchiveSong } from "~/models/fanchant-archive.server";
import { PageSchema } from "~/schemas/fanchant-archive";
import { hasPermission } from "~/shared/permissions";
import { requireApiSession } from "~/auth/guards.server";
import { ApiError, apiRoute, idParam, methodNotAllowed, readQuery } from "~/utils/api.server";

const QuerySchema = z.object({ page: PageSchema });

export const loader = apiRoute(async ({ request, params }) => {
  const session = await requireApiSession(request);
  const songId = idParam(params.songId);
  const { page } = readQuery(request, QuerySchema);
  // The archive page's rule: admins who resolve reports see (and hide) lines.
  const admin = hasPermission(session.user?.role, "reports:resolve");
  const found = await getArchiveSong(songId, { viewerId: session.user?.id ?? null, admin, page });
  if (!found) throw new ApiError("NOT_FOUND");
  return json(found);
});

export const action = methodNotAllowed(["GET"]);
