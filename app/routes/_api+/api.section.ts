// POST /api/section: a new section of the caller's. Answers 201 with the
// section; its id is what the browser keeps as serverId.
import { json } from "@remix-run/node";
import { createSection } from "~/models/section.server";
import { CreateSectionSchema } from "~/schemas/section";
import { requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, methodNotAllowed, readJson, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request }) => {
  allowMethods(request, ["POST"]);
  const { user } = await requireApiUser(request);
  const input = await readJson(request, CreateSectionSchema);
  return json(valueOrRefusal(await createSection(user.id, input)), { status: 201 });
});
