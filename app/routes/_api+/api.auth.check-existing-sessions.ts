// POST /api/auth/check-existing-sessions {email} → { hasExistingSessions }.
// An unknown e-mail gets the same answer as an account without a live
// session, from the same single query, so neither the body nor the time
// tells them apart.
import type { ActionFunctionArgs } from "@remix-run/node";
import { hasLiveSessionForEmail } from "~/auth/session.server";
import { CheckExistingSessionsSchema } from "~/schemas/auth";
import { allowMethods, apiRoute, methodNotAllowed, readJson } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  allowMethods(request, ["POST"]);
  const { email } = await readJson(request, CheckExistingSessionsSchema);
  return Response.json({ hasExistingSessions: await hasLiveSessionForEmail(email) });
});
