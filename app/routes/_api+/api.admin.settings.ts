// GET /api/admin/settings; PUT /api/admin/settings {youtubeSearchesPerDay?, signUpOpen?, maintenanceBanner?}
// → the settings after the change (the changed ones get an audit entry).
import { json } from "@remix-run/node";
import { requireApiPermission } from "~/auth/guards.server";
import { getSiteSettings, updateSiteSettings } from "~/models/site-settings.server";
import { ApiSettingsSchema } from "~/schemas/admin";
import { allowMethods, apiRoute, readJson } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  await requireApiPermission(request, "settings:manage");
  return json(await getSiteSettings());
});

export const action = apiRoute(async ({ request }) => {
  const session = await requireApiPermission(request, "settings:manage");
  allowMethods(request, ["PUT"]);
  const changes = await readJson(request, ApiSettingsSchema);
  await updateSiteSettings(session.user.id, { ...(await getSiteSettings()), ...changes });
  return json(await getSiteSettings());
});
