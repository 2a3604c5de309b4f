// GET /api/sheet/video/{youtubeId}: the sheets this video follows (mine, and the shared ones),
// each with its offset: the player shows their lines on this video (issue 27, "one sheet, many videos").
import { json } from "@remix-run/node";
import { optionalSession } from "~/auth/guards.server";
import { listSheetsFollowingVideo } from "~/models/sheet.server";
import { YouTubeIdSchema } from "~/schemas/song";
import { ApiError, apiRoute, methodNotAllowed } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  const youtubeId = YouTubeIdSchema.safeParse(params.youtubeId);
  if (!youtubeId.success) throw new ApiError("VALIDATION_ERROR", { fields: { youtubeId: ["player:validation.youtubeId"] } });
  const session = await optionalSession(request);
  return json(await listSheetsFollowingVideo(youtubeId.data, session?.user?.id ?? null));
});

export const action = methodNotAllowed(["GET"]);
