// A local stand-in for YouTube Data API v3 `search.list` and `videos.list`
// (MOCKS=true: development and tests), served at /mock-youtube/youtube/v3/*
// by app/routes/_mocks+/mock-youtube.youtube.v3.$endpoint.ts. It answers the
// real requests with the real response shapes and error bodies, so the app's
// own client (app/integrations/youtube/data-api.server.ts) parses them as it
// would YouTube's. App code never imports this module: it only knows the URL.
//
// Deterministic results for any query, and these words in the query ask for
// the failures the app must survive:
//   mock:hang    never answers (until the caller gives up)
//   mock:quota   403 quotaExceeded, as when the key's daily quota is spent
//   mock:error   503 backendError
//   mock:empty   no results
// The key "mock-invalid-key" is refused as invalid; a request without a key as
// YouTube refuses one.
import crypto from "node:crypto";

export const FAKE_DATA_API = {
  hang: "mock:hang",
  quotaExceeded: "mock:quota",
  serverError: "mock:error",
  empty: "mock:empty",
  invalidKey: "mock-invalid-key",
} as const;

/** Never answer for longer than this, whoever forgets to give up. */
const HANG_LIMIT_MS = 60_000;

const VARIANTS = [
  { suffix: "Official MV", live: false },
  { suffix: "Lyrics", live: false },
  { suffix: "Live Stage", live: false },
  { suffix: "Dance Practice", live: false },
  { suffix: "Fans' Cover", live: false },
  { suffix: "Audio", live: false },
  { suffix: "Fan Chant Guide", live: false },
  { suffix: "Live Stream", live: true },
  { suffix: "Special Clip", live: false },
  { suffix: "Behind the Scenes", live: false },
] as const;

interface FakeVideo {
  id: string;
  title: string;
  channelTitle: string;
  channelId: string;
  duration: string;
  live: boolean;
}

/** Videos the fake has shown in a search, so that videos.list describes them alike (one process). */
const shown = new Map<string, FakeVideo>();

/** A video the fake has shown in a search (the oEmbed fake describes it alike, as YouTube would). */
export function shownVideo(id: string): { title: string; channelTitle: string } | null {
  return shown.get(id) ?? null;
}

function hash(text: string): Buffer {
  return crypto.createHash("sha256").update(text).digest();
}

function videoFor(query: string, index: number): FakeVideo {
  const digest = hash(`${query}\n${index}`);
  const id = digest.toString("base64url").slice(0, 11);
  const variant = VARIANTS[index % VARIANTS.length]!;
  const seconds = 150 + (digest[12]! % 120);
  const video: FakeVideo = {
    id,
    title: `${query} (${variant.suffix})`,
    channelTitle: `Demo Channel ${(digest[13]! % 5) + 1}`,
    channelId: `UC${digest.subarray(14, 30).toString("base64url").slice(0, 22)}`,
    duration: variant.live ? "P0D" : `PT${Math.floor(seconds / 60)}M${seconds % 60}S`,
    live: variant.live,
  };
  shown.set(id, video);
  if (shown.size > 5000) shown.delete(shown.keys().next().value!);
  return video;
}

/** search.list escapes HTML in titles (videos.list does not): the app must not show "&#39;". */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]!));
}

function thumbnails(id: string) {
  return {
    default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
    medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`, width: 320, height: 180 },
    high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
  };
}

function etag(value: unknown): string {
  return hash(JSON.stringify(value)).toString("base64url").slice(0, 27);
}

function answer(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "private" } });
}

/** YouTube's error body: `{ error: { code, message, errors: [{ message, domain, reason }], status? } }`. */
function error(status: number, reason: string, domain: string, message: string, extra: Record<string, unknown> = {}) {
  return answer({ error: { code: status, message, errors: [{ message, domain, reason }], ...extra } }, status);
}

const QUOTA_MESSAGE =
  'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';

function refuseKey(key: string | null): Response | null {
  if (!key) {
    return error(
      403,
      "forbidden",
      "global",
      "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
      { status: "PERMISSION_DENIED" }
    );
  }
  if (key === FAKE_DATA_API.invalidKey) {
    return error(400, "badRequest", "global", "API key not valid. Please pass a valid API key.", {
      status: "INVALID_ARGUMENT",
    });
  }
  return null;
}

function hang(signal: AbortSignal): Promise<Response> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve(error(503, "backendError", "global", "Backend Error"));
    };
    const timer = setTimeout(done, HANG_LIMIT_MS);
    signal.addEventListener("abort", done, { once: true });
  });
}

async function search(params: URLSearchParams, signal: AbortSignal): Promise<Response> {
  if (!params.get("part")) return error(400, "required", "global", "Required parameter: part");
  if (params.get("videoEmbeddable") && params.get("type") !== "video") {
    return error(
      400,
      "invalidSearchFilter",
      "youtube.search",
      "The request contains an invalid combination of search filters and/or restrictions. Note that you must set the <code>type</code> parameter to <code>video</code> if you set either the <code>forContentOwner</code> or <code>forMine</code> parameters to <code>true</code>. You must also set the <code>type</code> parameter to <code>video</code> if you set a value for the <code>eventType</code>, <code>videoCaption</code>, <code>videoCategoryId</code>, <code>videoDefinition</code>, <code>videoDimension</code>, <code>videoDuration</code>, <code>videoEmbeddable</code>, <code>videoLicense</code>, <code>videoSyndicated</code>, or <code>videoType</code> parameters."
    );
  }
  const query = (params.get("q") ?? "").trim();
  if (query.includes(FAKE_DATA_API.hang)) return hang(signal);
  if (query.includes(FAKE_DATA_API.quotaExceeded)) return error(403, "quotaExceeded", "youtube.quota", QUOTA_MESSAGE);
  if (query.includes(FAKE_DATA_API.serverError)) return error(503, "backendError", "global", "Backend Error");
  const maxResults = Math.min(50, Math.max(0, Number(params.get("maxResults") ?? 5) || 5));
  const videos = query.includes(FAKE_DATA_API.empty)
    ? []
    : Array.from({ length: maxResults }, (_, index) => videoFor(query, index));
  const items = videos.map((video, index) => {
    const publishedAt = new Date(Date.UTC(2024, index % 12, 1 + index)).toISOString();
    const item = {
      kind: "youtube#searchResult",
      id: { kind: "youtube#video", videoId: video.id },
      snippet: {
        publishedAt,
        channelId: video.channelId,
        title: escapeHtml(video.title),
        description: `A demo video for “${escapeHtml(query)}”.`,
        thumbnails: thumbnails(video.id),
        channelTitle: escapeHtml(video.channelTitle),
        liveBroadcastContent: video.live ? "live" : "none",
        publishTime: publishedAt,
      },
    };
    return { ...item, etag: etag(item) };
  });
  return answer({
    kind: "youtube#searchListResponse",
    etag: etag(items),
    nextPageToken: items.length > 0 ? "CAoQAA" : undefined,
    regionCode: params.get("regionCode") ?? "US",
    pageInfo: { totalResults: items.length > 0 ? 1_000_000 : 0, resultsPerPage: maxResults },
    items,
  });
}

function videos(params: URLSearchParams): Response {
  const part = (params.get("part") ?? "").split(",");
  if (part.length === 0 || part[0] === "") return error(400, "required", "global", "Required parameter: part");
  const ids = (params.get("id") ?? "").split(",").filter(Boolean);
  if (ids.length > 50) return error(400, "idParameterTooLong", "youtube.parameter", "Too many ids.");
  const items = ids.flatMap((id) => {
    // An id no search showed: a video the fake knows nothing of, like a removed one.
    const video = shown.get(id);
    if (!video) return [];
    const item = {
      kind: "youtube#video",
      id,
      ...(part.includes("snippet")
        ? {
            snippet: {
              publishedAt: "2024-01-01T00:00:00Z",
              channelId: video.channelId,
              title: video.title,
              description: "A demo video.",
              thumbnails: thumbnails(id),
              channelTitle: video.channelTitle,
              categoryId: "10",
              liveBroadcastContent: video.live ? "live" : "none",
              localized: { title: video.title, description: "A demo video." },
            },
          }
        : {}),
      ...(part.includes("contentDetails")
        ? {
            contentDetails: {
              duration: video.duration,
              dimension: "2d",
              definition: "hd",
              caption: "false",
              licensedContent: true,
              contentRating: {},
              projection: "rectangular",
            },
          }
        : {}),
    };
    return [{ ...item, etag: etag(item) }];
  });
  return answer({
    kind: "youtube#videoListResponse",
    etag: etag(items),
    items,
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
  });
}

/** Answers GET /youtube/v3/{endpoint} as YouTube would. */
export async function handleFakeYouTubeDataApi(request: Request, endpoint: string | undefined): Promise<Response> {
  if (request.method !== "GET") return error(405, "methodNotAllowed", "global", "Method not allowed.");
  const params = new URL(request.url).searchParams;
  const refused = refuseKey(params.get("key"));
  if (refused) return refused;
  if (endpoint === "search") return search(params, request.signal);
  if (endpoint === "videos") return videos(params);
  return error(404, "notFound", "global", "Not Found");
}
