// A local stand-in for YouTube's oEmbed endpoint (MOCKS=true: development and
// tests), served at /mock-youtube/oembed by app/routes/_mocks+/mock-youtube.oembed.ts.
// It answers YouTube's request (`?url=<watch URL>&format=json`) as YouTube
// does, so the app's own client (app/integrations/youtube/oembed.server.ts)
// parses it; app code never imports this module. Deterministic, and able to
// give the two failures the player handles:
//   ids starting with "notfound"  -> 404, as for a removed or unknown video
//   ids starting with "unreach"   -> 503: YouTube cannot answer
//   a video the Data API fake showed in a search -> its title and channel there
//   any other id                  -> "Demo video <id>" by "Demo channel"
import { YOUTUBE_VIDEO_ID } from "~/shared/youtube";
import { shownVideo } from "./youtube-data-api.server";

const FAKE_OEMBED = {
  notFoundPrefix: "notfound",
  unreachablePrefix: "unreach",
  title: (videoId: string) => `Demo video ${videoId}`,
  artist: "Demo channel",
} as const;

function text(body: string, status: number): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

/** The video id of a watch URL, as YouTube's oEmbed endpoint reads its `url` parameter. */
function videoIdOf(url: string | null): string | null {
  try {
    const id = new URL(url ?? "").searchParams.get("v");
    return id && YOUTUBE_VIDEO_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

export function handleFakeOEmbed(request: Request): Response {
  const params = new URL(request.url).searchParams;
  const videoId = videoIdOf(params.get("url"));
  if (!videoId || (params.get("format") ?? "json") !== "json") return text("Bad Request", 400);
  const lower = videoId.toLowerCase();
  if (lower.startsWith(FAKE_OEMBED.notFoundPrefix)) return text("Not Found", 404);
  if (lower.startsWith(FAKE_OEMBED.unreachablePrefix)) return text("Service Unavailable", 503);
  const shown = shownVideo(videoId);
  const title = shown?.title ?? FAKE_OEMBED.title(videoId);
  return Response.json({
    title,
    author_name: shown?.channelTitle ?? FAKE_OEMBED.artist,
    author_url: "https://www.youtube.com/@demo-channel",
    type: "video",
    height: 113,
    width: 200,
    version: "1.0",
    provider_name: "YouTube",
    provider_url: "https://www.youtube.com/",
    thumbnail_height: 360,
    thumbnail_width: 480,
    thumbnail_url: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
    html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${videoId}?feature=oembed" frameborder="0" allowfullscreen title="${title.replace(/"/g, "&quot;")}"></iframe>`,
  });
}
