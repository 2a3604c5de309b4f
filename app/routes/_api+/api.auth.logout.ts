// POST /api/auth/logout → 204: ends the caller's session.
import type { ActionFunctionArgs } from "@remix-run/node";
import { revokeSession, REVOKE_REASONS } from "~/auth/session.server";
import { requireApiSession } from "~/auth/guards.server";
import { allowMethods, apiRoute, methodNotAllowed } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  allowMethods(request, ["POST"]);
  const session = await requireApiSession(request);
  await revokeSession(session.id, REVOKE_REASONS.logout);
  return new Response(null, { status: 204 });
});
