// A local stand-in for YouTube's oEmbed endpoint (MOCKS=true: development and
// tests). Deterministic, and able to answer the two failures the player handles:
//   ids starting with "notfound"  -> the video does not exist (HTTP 404)
//   ids starting with "unreach"   -> YouTube cannot be reached
//   any other id                  -> "Demo video <id>" by "Demo channel"
import type { OEmbedResult } from "~/models/youtube-oembed.server";

export const FAKE_OEMBED = {
  notFoundPrefix: "notfound",
  unreachablePrefix: "unreach",
  title: (videoId: string) => `Demo video ${videoId}`,
  artist: "Demo channel",
} as const;

export function fakeOEmbed(videoId: string): OEmbedResult {
  const lower = videoId.toLowerCase();
  if (lower.startsWith(FAKE_OEMBED.notFoundPrefix)) return { status: "not-found" };
  if (lower.startsWith(FAKE_OEMBED.unreachablePrefix)) return { status: "unreachable" };
  return {
    status: "found",
    details: {
      videoId,
      title: FAKE_OEMBED.title(videoId),
      artist: FAKE_OEMBED.artist,
      thumbnailUrl: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
    },
  };
}
