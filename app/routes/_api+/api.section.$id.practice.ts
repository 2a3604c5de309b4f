// POST /api/section/{id}/practice: one more practice of a section the caller may read.
import { json } from "@remix-run/node";
import { recordSectionPractice } from "~/models/section.server";
import { requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, idParam, methodNotAllowed, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["POST"]);
  const { user } = await requireApiUser(request);
  return json(valueOrRefusal(await recordSectionPractice(user.id, idParam(params.id))));
});
