// POST /api/section/{id}/practice: one more loop of a section the caller may read,
// with the recall drill's result when the loop was a drill (issue 28).
import { json } from "@remix-run/node";
import { recordSectionPractice } from "~/models/practice-progress.server";
import { requireApiUser } from "~/auth/guards.server";
import { PracticeLoopSchema } from "~/schemas/practice";
import { allowMethods, apiRoute, idParam, methodNotAllowed, readJson, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["POST"]);
  const { user } = await requireApiUser(request);
  const id = idParam(params.id);
  const loop = await readJson(request, PracticeLoopSchema);
  return json(valueOrRefusal(await recordSectionPractice(user.id, id, loop)));
});
