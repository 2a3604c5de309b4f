// Video search on /search: YouTube's results for a query within the daily
// quota. An identical query within 24 hours is answered from the database
// without spending quota; a quota that is used up, an error or no answer
// within 5 s gives an outcome the page can explain, never an exception. A
// search YouTube never answered (unreachable, no reply in time) is given back.
// A search that would spend the site's quota is first charged to the
// searcher's share (./search-share.server.ts, decision 126): when that has no
// room, YouTube is not asked and the site's quota is untouched; a search that
// spends nothing after all gives its share back.
// YouTube is searched only with an API key, or under MOCKS through the local
// fake (at this app's own URL, so the request and the parsing stay real).
import crypto from "node:crypto";
import * as z from "zod";
import { prisma } from "~/db/client.server";
import { getEnv, type Env } from "~/env.server";
import {
  SEARCH_TYPE_WORDS,
  YOUTUBE_SEARCH_CACHE_MS,
  YOUTUBE_SEARCH_RESULTS,
  YOUTUBE_SEARCH_TIMEOUT_MS,
  type Locale,
  type SearchType,
} from "~/shared/constants";
import { readRow, sqlDate } from "~/db/reads.server";
import { searchYouTubeVideos, YOUTUBE_DATA_API_URL, type VideoResult } from "./data-api.server";
import { markYouTubeQuotaExhausted, releaseYouTubeSearch, reserveYouTubeSearch, youtubeQuotaStatus, type QuotaStatus } from "./quota.server";
import { chargeSearchShare, releaseSearchShare, type ShareHolder, type ShareRefusal } from "./search-share.server";

/** Results for viewers in Korea (spec §1: K-pop fans). */
const YOUTUBE_REGION = "KR";
/** The key sent to the local fake when no real key is configured. */
export const MOCK_YOUTUBE_API_KEY = "mock-youtube-api-key";
/** Where the local fake answers under MOCKS (app/routes/_mocks+/mock-youtube.youtube.v3.$endpoint.ts). */
const MOCK_YOUTUBE_DATA_API_PATH = "/mock-youtube/youtube/v3";

export type VideoSearchOutcome =
  /** No API key: the catalogue is all there is. */
  | { status: "off" }
  | { status: "ok"; videos: VideoResult[]; fromCache: boolean; quota: QuotaStatus }
  | { status: "quota-exceeded"; quota: QuotaStatus }
  /** The searcher's share (or its address's) has no room: YouTube was not asked. */
  | { status: "share-spent"; refusal: ShareRefusal; quota: QuotaStatus }
  /** YouTube failed or did not answer in time. */
  | { status: "unavailable"; quota: QuotaStatus };

export interface VideoSearch {
  query: string;
  type?: SearchType;
  language: Locale;
}

/** Where video search goes and with which key; null when it is off. */
export function videoSearchConfig(env: Env = getEnv()): { baseUrl: string; apiKey: string } | null {
  if (env.MOCKS) {
    return {
      baseUrl: new URL(MOCK_YOUTUBE_DATA_API_PATH, env.APP_URL).href,
      apiKey: env.YOUTUBE_API_KEY ?? MOCK_YOUTUBE_API_KEY,
    };
  }
  return env.YOUTUBE_API_KEY ? { baseUrl: YOUTUBE_DATA_API_URL, apiKey: env.YOUTUBE_API_KEY } : null;
}

/** The words sent to YouTube: the query and its search type's words. */
export function youtubeQuery({ query, type }: Pick<VideoSearch, "query" | "type">): string {
  const words = query.normalize("NFKC").trim().replace(/\s+/g, " ");
  return type ? `${words} ${SEARCH_TYPE_WORDS[type]}` : words;
}

/** Identical searches share one cache row: same words (any case or spacing), type, language and region. */
function cacheKey(search: VideoSearch): string {
  const words = youtubeQuery(search).toLowerCase();
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([words, search.language, YOUTUBE_REGION]))
    .digest("hex");
}

const CachedVideosSchema = z.array(
  z.object({
    youtubeId: z.string(),
    title: z.string(),
    artist: z.string(),
    thumbnailUrl: z.string(),
    duration: z.number(),
  })
);

async function readCache(key: string, now: Date): Promise<VideoResult[] | null> {
  const row = await readRow<{ videos: string }>(
    `SELECT "videos" FROM "YouTubeSearchCache" WHERE "key" = ? AND "expiresAt" > ?`,
    [key, sqlDate(now)]
  );
  if (!row) return null;
  const parsed = CachedVideosSchema.safeParse(JSON.parse(row.videos));
  return parsed.success ? parsed.data : null;
}

async function writeCache(key: string, query: string, videos: VideoResult[], now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + YOUTUBE_SEARCH_CACHE_MS);
  const data = { query, videos: JSON.stringify(videos), createdAt: now, expiresAt };
  await prisma.$transaction([
    prisma.youTubeSearchCache.deleteMany({ where: { expiresAt: { lte: now } } }),
    prisma.youTubeSearchCache.upsert({ where: { key }, update: data, create: { key, ...data } }),
  ]);
}

/** YouTube's videos for a search: from the cache, else within the quota and the time limit. */
export async function searchYouTube(
  search: VideoSearch,
  {
    now = new Date(),
    timeoutMs = YOUTUBE_SEARCH_TIMEOUT_MS,
    fetchImpl = fetch,
    config = videoSearchConfig(),
    share,
  }: {
    now?: Date;
    timeoutMs?: number;
    fetchImpl?: typeof fetch;
    config?: { baseUrl: string; apiKey: string } | null;
    /** Who searches (account or guest, and address): charged a share of the quota. Every page search names one. */
    share?: ShareHolder;
  } = {}
): Promise<VideoSearchOutcome> {
  if (!config) return { status: "off" };
  const key = cacheKey(search);
  const cached = await readCache(key, now);
  if (cached) return { status: "ok", videos: cached, fromCache: true, quota: await youtubeQuotaStatus(now) };
  const charged = share ? await chargeSearchShare(share, now) : null;
  if (charged && !charged.ok) return { status: "share-spent", refusal: charged.refusal, quota: await youtubeQuotaStatus(now) };
  const charge = charged?.charge ?? null;
  if (!(await reserveYouTubeSearch(now))) {
    if (charge) await releaseSearchShare(charge);
    return { status: "quota-exceeded", quota: await youtubeQuotaStatus(now) };
  }

  const query = youtubeQuery(search);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const result = await searchYouTubeVideos(
    {
      ...config,
      query,
      language: search.language,
      regionCode: YOUTUBE_REGION,
      maxResults: YOUTUBE_SEARCH_RESULTS,
    },
    { fetchImpl, signal: controller.signal }
  ).finally(() => clearTimeout(timer));

  if (result.ok) {
    await writeCache(key, query, result.videos, now);
    return { status: "ok", videos: result.videos, fromCache: false, quota: await youtubeQuotaStatus(now) };
  }
  console.warn(`YouTube search failed (${result.failure}): ${result.detail}`);
  if (result.failure === "quota-exceeded") {
    // YouTube refused without spending: nor does the searcher.
    if (charge) await releaseSearchShare(charge);
    await markYouTubeQuotaExhausted(now);
    return { status: "quota-exceeded", quota: await youtubeQuotaStatus(now) };
  }
  if (!result.answered) {
    await releaseYouTubeSearch(now);
    if (charge) await releaseSearchShare(charge);
  }
  return { status: "unavailable", quota: await youtubeQuotaStatus(now) };
}
