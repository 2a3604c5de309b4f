// Turns what a user pastes into a YouTube video id, or refuses it: the player's
// "add by link" and the playlist forms' schema (server and browser) alike.
import { isYouTubeVideoId } from "~/shared/youtube";

/** youtube.com and the subdomains people paste from (desktop, mobile, music). */
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);
/** Paths whose next segment is the video id. */
const ID_PATHS = new Set(["shorts", "embed", "live", "v", "e"]);

function parseUrl(text: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * The video id of a YouTube link in any common form (watch?v=, youtu.be/,
 * shorts/, embed/, live/, music.youtube.com, m.youtube.com, with extra
 * parameters) or of a bare 11-character id; null for anything else.
 */
export function parseYouTubeVideoId(input: string): string | null {
  const text = input.trim();
  if (isYouTubeVideoId(text)) return text;
  if (text.length === 0 || /\s/.test(text)) return null;
  const url = parseUrl(text);
  if (!url || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);

  let candidate: string | null | undefined = null;
  if (SHORT_HOSTS.has(host)) {
    candidate = segments.length === 1 ? segments[0] : null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") candidate = url.searchParams.get("v");
    else if (segments.length === 2 && ID_PATHS.has(segments[0]!)) candidate = segments[1];
  }
  return candidate && isYouTubeVideoId(candidate) ? candidate : null;
}
