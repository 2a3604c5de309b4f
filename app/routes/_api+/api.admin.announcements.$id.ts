// PUT /api/admin/announcements/{id} {textKo, textEn, startsAt, endsAt?} → 204; DELETE → 204.
import { requireApiPermission } from "~/auth/guards.server";
import { deleteAnnouncement, updateAnnouncement } from "~/models/announcement.server";
import { ApiAnnouncementSchema } from "~/schemas/admin";
import { allowMethods, apiRoute, idParam, methodNotAllowed, readJson, valueOrRefusal } from "~/utils/api.server";

export const loader = methodNotAllowed(["PUT", "DELETE"]);

export const action = apiRoute(async ({ request, params }) => {
  const session = await requireApiPermission(request, "announcements:manage");
  allowMethods(request, ["PUT", "DELETE"]);
  const id = idParam(params.id);
  valueOrRefusal(
    request.method === "DELETE"
      ? await deleteAnnouncement(session.user.id, id)
      : await updateAnnouncement(session.user.id, id, await readJson(request, ApiAnnouncementSchema)),
  );
  return new Response(null, { status: 204 });
});
