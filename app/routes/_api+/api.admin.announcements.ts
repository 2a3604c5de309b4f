// GET /api/admin/announcements?page; POST {textKo, textEn, startsAt, endsAt?} (ISO times) → 201.
import { json } from "@remix-run/node";
import { requireApiPermission } from "~/auth/guards.server";
import { announcementState, createAnnouncement, listAnnouncements } from "~/models/announcement.server";
import { AnnouncementListQuerySchema, ApiAnnouncementSchema } from "~/schemas/admin";
import { allowMethods, apiRoute, readJson, readQuery } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  await requireApiPermission(request, "announcements:manage");
  const { page } = readQuery(request, AnnouncementListQuerySchema);
  const list = await listAnnouncements(page);
  return json({ ...list, announcements: list.announcements.map((row) => ({ ...row, state: announcementState(row) })) });
});

export const action = apiRoute(async ({ request }) => {
  const session = await requireApiPermission(request, "announcements:manage");
  allowMethods(request, ["POST"]);
  const created = await createAnnouncement(session.user.id, await readJson(request, ApiAnnouncementSchema));
  return json(created, { status: 201 });
});
