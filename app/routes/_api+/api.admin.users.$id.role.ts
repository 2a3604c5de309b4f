// PUT /api/admin/users/{id}/role {role} → 204. super_admin only; never one's own; the last super_admin stays.
import { requireApiPermission } from "~/auth/guards.server";
import { changeUserRole } from "~/models/admin-users.server";
import { RoleChangeSchema } from "~/schemas/admin";
import { allowMethods, apiRoute, methodNotAllowed, readJson, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["PUT"]);

export const action = apiRoute(async ({ request, params }) => {
  const session = await requireApiPermission(request, "users:manage-admins");
  allowMethods(request, ["PUT"]);
  const { role } = await readJson(request, RoleChangeSchema);
  valueOrRefusal(await changeUserRole({ id: session.user.id, role: session.user.role }, params.id ?? "", role));
  return new Response(null, { status: 204 });
});
