// GET /api/admin/concerts?status&region&page: concerts by date, 20 a page.
// POST /api/admin/concerts {artist, tourName, venue, city, country, region, startDate, endDate, ticketUrl?, ticketOpenAt?, statusOverride?, setlist?} → 201 {id}.
import { json } from "@remix-run/node";
import { actorOf, requireApiPermission } from "~/auth/guards.server";
import { createConcert, listConcerts } from "~/models/concert.server";
import { AdminConcertQuerySchema } from "~/schemas/admin";
import { ConcertInputSchema } from "~/schemas/concert";
import { ADMIN_PAGE_SIZE } from "~/shared/constants";
import { allowMethods, apiRoute, readJson, readQuery, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  await requireApiPermission(request, "concerts:manage");
  const query = readQuery(request, AdminConcertQuerySchema);
  const { concerts, hasMore } = await listConcerts({ ...query, pageSize: ADMIN_PAGE_SIZE });
  return json({ concerts, page: query.page, hasNext: hasMore });
});

export const action = apiRoute(async ({ request }) => {
  const session = await requireApiPermission(request, "concerts:manage");
  allowMethods(request, ["POST"]);
  const created = valueOrRefusal(await createConcert(actorOf(session), await readJson(request, ConcertInputSchema)));
  return json(created, { status: 201 });
});
