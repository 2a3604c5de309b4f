// POST /api/admin/users/{id}/suspend {reason} → 204: sessions revoked at once, sign-in refused.
// DELETE /api/admin/users/{id}/suspend → 204: unsuspended.
import { requireApiPermission } from "~/auth/guards.server";
import { suspendUser, unsuspendUser } from "~/models/admin-users.server";
import { SuspendSchema } from "~/schemas/admin";
import { allowMethods, apiRoute, methodNotAllowed, readJson, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST", "DELETE"]);

export const action = apiRoute(async ({ request, params }) => {
  const session = await requireApiPermission(request, "users:suspend");
  allowMethods(request, ["POST", "DELETE"]);
  const actor = { id: session.user.id, role: session.user.role };
  if (request.method === "DELETE") valueOrRefusal(await unsuspendUser(actor, params.id ?? ""));
  else valueOrRefusal(await suspendUser(actor, params.id ?? "", (await readJson(request, SuspendSchema)).reason));
  return new Response(null, { status: 204 });
});
