// POST /api/practice/progress: a guest's practice records, kept in the browser,
// merged into the account that signed in (issue 28, decision 137).
import { json } from "@remix-run/node";
import { requireApiUser } from "~/auth/guards.server";
import { mergeGuestProgress } from "~/models/practice-progress.server";
import { GuestProgressSchema } from "~/schemas/practice";
import { allowMethods, apiRoute, methodNotAllowed, readJson } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request }) => {
  allowMethods(request, ["POST"]);
  const { user } = await requireApiUser(request);
  const { records } = await readJson(request, GuestProgressSchema, { limit: 256 * 1024 });
  return json(await mergeGuestProgress(user.id, records));
});
