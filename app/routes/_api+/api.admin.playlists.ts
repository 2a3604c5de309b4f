// GET /api/admin/playlists?q&visibility&page: every community playlist, newest first, 20 a page.
import { json } from "@remix-run/node";
import { requireApiPermission } from "~/auth/guards.server";
import { listAdminPlaylists } from "~/models/admin-playlists.server";
import { AdminPlaylistQuerySchema } from "~/schemas/admin";
import { apiRoute, methodNotAllowed, readQuery } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  await requireApiPermission(request, "playlists:moderate");
  return json(await listAdminPlaylists(readQuery(request, AdminPlaylistQuerySchema)));
});

export const action = methodNotAllowed(["GET"]);
