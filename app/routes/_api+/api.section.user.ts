// GET /api/section/user: all of the caller's sections, by song and start.
import { json } from "@remix-run/node";
import { listUserSections } from "~/models/section.server";
import { requireApiUser } from "~/auth/guards.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  const { user } = await requireApiUser(request);
  return json(await listUserSections(user.id));
});

export const action = methodNotAllowed(["GET"]);
