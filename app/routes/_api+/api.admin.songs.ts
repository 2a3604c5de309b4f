// GET /api/admin/songs?q&from&page: the catalogue, newest first, 20 a page (decision 130).
import { json } from "@remix-run/node";
import { requireApiPermission } from "~/auth/guards.server";
import { listAdminSongs } from "~/models/admin-songs.server";
import { AdminSongQuerySchema } from "~/schemas/admin";
import { apiRoute, methodNotAllowed, readQuery } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  await requireApiPermission(request, "catalogue:manage");
  return json(await listAdminSongs(readQuery(request, AdminSongQuerySchema)));
});

export const action = methodNotAllowed(["GET"]);
