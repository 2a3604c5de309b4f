// GET, PUT and DELETE /api/section/{id}. Only the owner reads or changes a
// section; a shared lyrics section is readable by any signed-in user.
import { json } from "@remix-run/node";
import { deleteSection, getSection, updateSection } from "~/models/section.server";
import { UpdateSectionSchema } from "~/schemas/section";
import { requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, idParam, readJson, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  const { user } = await requireApiUser(request);
  return json(valueOrRefusal(await getSection(user.id, idParam(params.id))));
});

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["PUT", "DELETE"]);
  const { user } = await requireApiUser(request);
  const id = idParam(params.id);
  if (request.method === "DELETE") {
    valueOrRefusal(await deleteSection(user.id, id));
    return new Response(null, { status: 204 });
  }
  const input = await readJson(request, UpdateSectionSchema);
  return json(valueOrRefusal(await updateSection(user.id, id, input)));
});
