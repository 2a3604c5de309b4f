// GET /api/admin/users/{id}: the account, its content counts and latest sign-ins.
import { json } from "@remix-run/node";
import { requireApiPermission } from "~/auth/guards.server";
import { getAdminUser } from "~/models/admin-users.server";
import { ApiError, apiRoute, methodNotAllowed } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  await requireApiPermission(request, "users:view");
  const user = await getAdminUser(params.id ?? "");
  if (!user) throw new ApiError("NOT_FOUND");
  return json(user);
});

export const action = methodNotAllowed(["GET"]);
