// YouTube Data API v3 over fetch: search.list for embeddable videos, then
// videos.list for their durations and unescaped (localised) titles. Only the
// HTTP exchange and its parsing live here; the quota and the cache are in
// ./video-search.server.ts. Requests and answers are YouTube's own, also when
// the local fake answers (app/mocks/youtube-data-api.server.ts, under MOCKS).
import * as z from "zod";
import { withoutInvisibleCharacters } from "~/schemas/text";
import { SONG_ARTIST_MAX_LENGTH, SONG_DURATION_MAX_S, SONG_TITLE_MAX_LENGTH } from "~/shared/constants";
import { isYouTubeVideoId, youtubeThumbnailUrl } from "~/shared/youtube";

export const YOUTUBE_DATA_API_URL = "https://www.googleapis.com/youtube/v3";

/** A video as search shows it and the player queues it. */
export interface VideoResult {
  youtubeId: string;
  title: string;
  /** The channel's name. */
  artist: string;
  thumbnailUrl: string;
  /** Seconds; 0 for a live stream. */
  duration: number;
}

export type DataApiFailure =
  /** YouTube's daily quota is used up (403 quotaExceeded). */
  | "quota-exceeded"
  /** No answer before the caller gave up. */
  | "timeout"
  /** Any other error: the network, an error status, an answer we cannot read. */
  | "failed";

export type DataApiResult =
  | { ok: true; videos: VideoResult[] }
  | {
      ok: false;
      failure: DataApiFailure;
      detail: string;
      /** Whether YouTube answered at all (a search it never received costs no quota). */
      answered: boolean;
    };

export interface DataApiRequest {
  baseUrl: string;
  apiKey: string;
  /** The words to search for, search type words included. */
  query: string;
  /** ISO 639-1: results in this language first, titles in it where YouTube has them. */
  language: string;
  /** ISO 3166-1 alpha-2. */
  regionCode: string;
  maxResults: number;
}

const SearchListSchema = z.object({
  items: z.array(z.object({ id: z.object({ kind: z.string(), videoId: z.string().optional() }) })),
});

const VideoListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({
        title: z.string(),
        channelTitle: z.string().default(""),
        localized: z.object({ title: z.string() }).optional(),
      }),
      contentDetails: z.object({ duration: z.string() }),
    })
  ),
});

const ErrorBodySchema = z.object({
  error: z.object({
    code: z.number(),
    message: z.string().default(""),
    errors: z.array(z.object({ reason: z.string() })).default([]),
  }),
});

/** Reasons YouTube gives when a key's quota for the day is spent. */
const QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded"]);

/** An ISO 8601 duration as videos.list gives it ("PT3M19S", "P1DT2H", "P0D") in whole seconds; null otherwise. */
export function parseIsoDuration(value: string): number | null {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value);
  if (!match || value === "P" || value.endsWith("T")) return null;
  const [, days = "0", hours = "0", minutes = "0", seconds = "0"] = match;
  return Math.round(Number(days) * 86_400 + Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds));
}

class DataApiError extends Error {
  constructor(
    readonly failure: DataApiFailure,
    message: string,
    readonly answered = true
  ) {
    super(message);
  }
}

async function getJson(url: URL, fetchImpl: typeof fetch, signal: AbortSignal | undefined): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { Accept: "application/json" }, signal, redirect: "error" });
  } catch (error) {
    if (signal?.aborted) throw new DataApiError("timeout", "no answer in time", false);
    throw new DataApiError("failed", `unreachable: ${(error as Error).message}`, false);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    if (signal?.aborted) throw new DataApiError("timeout", "no answer in time");
  }
  if (response.ok) return body;
  const parsed = ErrorBodySchema.safeParse(body);
  const reasons = parsed.success ? parsed.data.error.errors.map(({ reason }) => reason) : [];
  const detail = `HTTP ${response.status} ${reasons.join(",") || "(no reason)"}`;
  throw new DataApiError(reasons.some((reason) => QUOTA_REASONS.has(reason)) ? "quota-exceeded" : "failed", detail);
}

function endpoint(request: DataApiRequest, path: string, params: Record<string, string>): URL {
  const url = new URL(`${request.baseUrl}/${path}`);
  for (const [name, value] of Object.entries({ ...params, key: request.apiKey })) url.searchParams.set(name, value);
  return url;
}

function parse<Schema extends z.ZodType>(schema: Schema, body: unknown, what: string): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new DataApiError("failed", `unexpected ${what} answer`);
  return parsed.data;
}

/** Embeddable videos for `request.query`, in YouTube's order, with their durations. */
export async function searchYouTubeVideos(
  request: DataApiRequest,
  { fetchImpl = fetch, signal }: { fetchImpl?: typeof fetch; signal?: AbortSignal } = {}
): Promise<DataApiResult> {
  try {
    const found = parse(
      SearchListSchema,
      await getJson(
        endpoint(request, "search", {
          part: "snippet",
          type: "video",
          videoEmbeddable: "true",
          regionCode: request.regionCode,
          relevanceLanguage: request.language,
          maxResults: String(request.maxResults),
          q: request.query,
        }),
        fetchImpl,
        signal
      ),
      "search.list"
    );
    const ids = found.items.flatMap(({ id }) => (id.videoId && isYouTubeVideoId(id.videoId) ? [id.videoId] : []));
    if (ids.length === 0) return { ok: true, videos: [] };
    const details = parse(
      VideoListSchema,
      await getJson(
        endpoint(request, "videos", { part: "snippet,contentDetails", id: ids.join(","), hl: request.language }),
        fetchImpl,
        signal
      ),
      "videos.list"
    );
    const byId = new Map(details.items.map((item) => [item.id, item]));
    // A video videos.list does not return was removed or made private meanwhile: left out.
    const videos = ids.flatMap((id): VideoResult[] => {
      const item = byId.get(id);
      if (!item) return [];
      const duration = parseIsoDuration(item.contentDetails.duration) ?? 0;
      const title = withoutInvisibleCharacters(item.snippet.localized?.title || item.snippet.title).trim() || id;
      return [
        {
          youtubeId: id,
          title: title.slice(0, SONG_TITLE_MAX_LENGTH),
          artist: withoutInvisibleCharacters(item.snippet.channelTitle).trim().slice(0, SONG_ARTIST_MAX_LENGTH),
          thumbnailUrl: youtubeThumbnailUrl(id),
          duration: Math.min(duration, SONG_DURATION_MAX_S),
        },
      ];
    });
    return { ok: true, videos };
  } catch (error) {
    if (error instanceof DataApiError) {
      return { ok: false, failure: error.failure, detail: error.message, answered: error.answered };
    }
    throw error;
  }
}
