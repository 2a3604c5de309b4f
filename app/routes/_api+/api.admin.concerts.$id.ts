// GET /api/admin/concerts/{id}: the concert with its setlist.
// PUT /api/admin/concerts/{id} (the fields of POST /api/admin/concerts; the setlist replaced) → 204; DELETE → 204.
import { json } from "@remix-run/node";
import { actorOf, requireApiPermission } from "~/auth/guards.server";
import { deleteConcert, getConcert, updateConcert } from "~/models/concert.server";
import { ConcertInputSchema } from "~/schemas/concert";
import { allowMethods, ApiError, apiRoute, idParam, readJson, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  await requireApiPermission(request, "concerts:manage");
  const concert = await getConcert(idParam(params.id));
  if (!concert) throw new ApiError("NOT_FOUND", { messageKey: "admin:concerts.errors.notFound" });
  return json({ concert });
});

export const action = apiRoute(async ({ request, params }) => {
  const session = await requireApiPermission(request, "concerts:manage");
  allowMethods(request, ["PUT", "DELETE"]);
  const id = idParam(params.id);
  if (request.method === "DELETE") valueOrRefusal(await deleteConcert(actorOf(session), id));
  else valueOrRefusal(await updateConcert(actorOf(session), id, await readJson(request, ConcertInputSchema)));
  return new Response(null, { status: 204 });
});
