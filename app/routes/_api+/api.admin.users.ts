// GET /api/admin/users?q&role&provider&page: accounts, newest first, 20 a page.
import { json } from "@remix-run/node";
import { requireApiPermission } from "~/auth/guards.server";
import { listUsers } from "~/models/admin-users.server";
import { UserListQuerySchema } from "~/schemas/admin";
import { apiRoute, methodNotAllowed, readQuery } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  await requireApiPermission(request, "users:view");
  return json(await listUsers(readQuery(request, UserListQuerySchema)));
});

export const action = methodNotAllowed(["GET"]);
