// What the app knows about YouTube, shared by the server (schemas, oEmbed,
// root loader) and the player.

/** A video id: 11 characters of YouTube's URL-safe base64 alphabet. */
export const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export function isYouTubeVideoId(value: string): boolean {
  return YOUTUBE_VIDEO_ID.test(value);
}

/** Hosts of YouTube's thumbnails: the only images from outside the CSP allows (server.ts). */
const YOUTUBE_THUMBNAIL_HOSTS = ["i.ytimg.com", "img.youtube.com"] as const;

export function isYouTubeThumbnailUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && (YOUTUBE_THUMBNAIL_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}

/** The thumbnail YouTube serves for every video (320×180). */
export function youtubeThumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`;
}

/** The video on youtube.com, starting at `seconds` (spec §8: "open on YouTube" for 101/150). */
export function youtubeWatchUrl(videoId: string, seconds = 0): string {
  const start = Math.floor(seconds);
  return `https://www.youtube.com/watch?v=${videoId}${start > 0 ? `&t=${start}s` : ""}`;
}

/** The real IFrame Player API script (production). */
export const YOUTUBE_IFRAME_API_URL = "https://www.youtube.com/iframe_api";
/** Where the server serves the fake IFrame API when YOUTUBE_PLAYER=fake (development, offline demo). */
export const FAKE_YOUTUBE_IFRAME_API_PATH = "/__fake/youtube/iframe_api.js";
