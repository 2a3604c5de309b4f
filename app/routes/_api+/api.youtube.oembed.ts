// GET /api/youtube/oembed?videoId: a video's title, channel and thumbnail for the player's add form.
import { json } from "@remix-run/node";
import { fetchVideoDetails } from "~/integrations/youtube/oembed.server";
import { OEmbedQuerySchema } from "~/schemas/song";
import { requireApiSession } from "~/auth/guards.server";
import { methodNotAllowed, ApiError, apiRoute, readQuery } from "~/utils/api.server";

export const loader = apiRoute(async ({ request }) => {
  await requireApiSession(request);
  const { videoId } = readQuery(request, OEmbedQuerySchema);
  const result = await fetchVideoDetails(videoId);
  if (result.status === "not-found") throw new ApiError("NOT_FOUND", { messageKey: "player:add.videoNotFound" });
  if (result.status === "unreachable")
    throw new ApiError("BAD_GATEWAY", { messageKey: "player:add.detailsUnavailable" });
  return json(result.details, { headers: { "Cache-Control": "private, max-age=3600" } });
});

export const action = methodNotAllowed(["GET"]);
