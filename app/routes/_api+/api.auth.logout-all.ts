// POST /api/auth/logout-all → 204: ends every session of the caller's account, this one included.
import type { ActionFunctionArgs } from "@remix-run/node";
import { revokeAllSessions, REVOKE_REASONS } from "~/auth/session.server";
import { requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, methodNotAllowed } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  allowMethods(request, ["POST"]);
  const { user } = await requireApiUser(request);
  await revokeAllSessions(user.id, REVOKE_REASONS.logoutAll);
  return new Response(null, { status: 204 });
});
