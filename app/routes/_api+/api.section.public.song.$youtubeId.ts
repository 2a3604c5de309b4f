// GET /api/section/public/song/{youtubeId}: the lyrics sections other fans
// shared for a song ("show fans' chants" in the player, issue 9). Any session
// (guests too) may read them; they are read-only here.
import { json } from "@remix-run/node";
import { listCommunitySongSections } from "~/models/section.server";
import { YouTubeIdSchema } from "~/schemas/song";
import { requireApiSession } from "~/auth/guards.server";
import { ApiError, apiRoute, methodNotAllowed } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  const session = await requireApiSession(request);
  const youtubeId = YouTubeIdSchema.safeParse(params.youtubeId);
  if (!youtubeId.success) throw new ApiError("VALIDATION_ERROR", { fields: { youtubeId: ["player:validation.youtubeId"] } });
  return json(await listCommunitySongSections(youtubeId.data, session.user?.id ?? null), {
    headers: { "Cache-Control": "private, no-store" },
  });
});

export const action = methodNotAllowed(["GET"]);
