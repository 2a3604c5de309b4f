// A video's title, channel and thumbnail from YouTube's oEmbed endpoint
// (browsers cannot call it: it sends no CORS headers). Bounded by
// OEMBED_TIMEOUT_MS. Under MOCKS the same request goes to the local fake at
// this app's own URL (app/mocks/youtube-oembed.server.ts), so the parsing below
// runs in development and tests too.
import * as z from "zod";
import { withoutInvisibleCharacters } from "~/schemas/text";
import { getEnv, type Env } from "~/env.server";
import { OEMBED_TIMEOUT_MS, SONG_ARTIST_MAX_LENGTH, SONG_TITLE_MAX_LENGTH } from "~/shared/constants";
import { isYouTubeThumbnailUrl, youtubeThumbnailUrl, youtubeWatchUrl } from "~/shared/youtube";
import type { VideoDetails } from "~/schemas/song";

export const YOUTUBE_OEMBED_URL = "https://www.youtube.com/oembed";
/** Where the local fake answers under MOCKS (app/routes/_mocks+/mock-youtube.oembed.ts). */
const MOCK_OEMBED_PATH = "/mock-youtube/oembed";

/** YouTube's endpoint, or the local fake's under MOCKS. */
export function oembedEndpoint(env: Env = getEnv()): string {
  return env.MOCKS ? new URL(MOCK_OEMBED_PATH, env.APP_URL).href : YOUTUBE_OEMBED_URL;
}

export type OEmbedResult =
  | { status: "found"; details: VideoDetails }
  /** YouTube does not know the video, or will not describe it (private, removed). */
  | { status: "not-found" }
  /** No usable answer in time. */
  | { status: "unreachable" };

const OEmbedResponseSchema = z.object({
  title: z.string(),
  author_name: z.string().optional(),
  thumbnail_url: z.string().optional(),
});

export async function fetchVideoDetails(
  videoId: string,
  {
    fetchImpl = fetch,
    timeoutMs = OEMBED_TIMEOUT_MS,
    endpoint = oembedEndpoint(),
  }: { fetchImpl?: typeof fetch; timeoutMs?: number; endpoint?: string } = {}
): Promise<OEmbedResult> {
  const url = new URL(endpoint);
  url.searchParams.set("url", youtubeWatchUrl(videoId));
  url.searchParams.set("format", "json");
  try {
    const response = await fetchImpl(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
    if ([400, 401, 403, 404].includes(response.status)) return { status: "not-found" };
    if (!response.ok) {
      console.warn(`oEmbed: YouTube answered ${response.status} for ${videoId}`);
      return { status: "unreachable" };
    }
    const parsed = OEmbedResponseSchema.safeParse(await response.json());
    if (!parsed.success) {
      console.warn(`oEmbed: unexpected answer for ${videoId}`);
      return { status: "unreachable" };
    }
    const { title, author_name: artist = "", thumbnail_url: thumbnail } = parsed.data;
    return {
      status: "found",
      details: {
        videoId,
        title: withoutInvisibleCharacters(title).trim().slice(0, SONG_TITLE_MAX_LENGTH) || videoId,
        artist: withoutInvisibleCharacters(artist).trim().slice(0, SONG_ARTIST_MAX_LENGTH),
        thumbnailUrl: thumbnail && isYouTubeThumbnailUrl(thumbnail) ? thumbnail : youtubeThumbnailUrl(videoId),
      },
    };
  } catch (error) {
    console.warn(`oEmbed: YouTube unreachable for ${videoId}: ${(error as Error).message}`);
    return { status: "unreachable" };
  }
}
