// What /search shows: the catalogue's songs, public playlists, tags and
// YouTube's videos for a query, or, before anything is asked, popular
// playlists, tags and songs and the viewer's recent plays; and the viewer's
// playlists, for "add to one of my playlists".
import type { SessionWithUser } from "~/auth/session.server";
import { getFixedT, getLocale } from "~/i18n/i18next.server";
import type { VideoResult } from "~/integrations/youtube/data-api.server";
import { youtubeQuotaStatus, type QuotaStatus } from "~/integrations/youtube/quota.server";
import { searchYouTube, videoSearchConfig } from "~/integrations/youtube/video-search.server";
import { searchShareStatus, type ShareHolder, type ShareRefusal, type ShareStatus } from "~/integrations/youtube/search-share.server";
import { searchCatalogue } from "~/models/catalogue-search.server";
import { listPlaylistTargets, listPopularPlaylists, type PlaylistTarget } from "~/models/community-playlist-feed.server";
import {
  listPopularTags,
  playlistResultOf,
  searchPlaylists,
  searchTags,
  type PlaylistResult,
  type TagCount,
} from "~/models/playlist-search.server";
import { countToday } from "~/models/daily-count.server";
import { listPlayHistory, listPopularSongs } from "~/models/song.server";
import type { CatalogueSong } from "~/schemas/song";
import { SearchFormSchema } from "~/schemas/search";
import {
  POPULAR_PLAYLISTS_TOP,
  POPULAR_TAGS_TOP,
  SEARCH_CATALOGUE_PAGE_SIZE,
  SEARCH_SHARES,
  SEARCH_SUGGESTED_SONGS,
  type SearchType,
} from "~/shared/constants";
import { zodFieldErrors } from "~/utils/api.server";

// The quota panel, playlists and tags, for the server's render only (the browser loads them after the page: __deferred-search-parts.tsx).
export { PlaylistResults, QuotaPanel, ShareSpentNotice, TagResults } from "./__search-parts";

export type VideoResults =
  | { status: "ok"; videos: VideoResult[] }
  | { status: "quota-exceeded" | "unavailable" | "off" }
  /** The viewer's share of the quota (or their address's) is spent: why, and when it comes back. */
  | { status: "share-spent"; refusal: ShareRefusal; retryAfterSeconds: number; accountLimit: number }
  /** YouTube's videos belong to the first page of a query. */
  | { status: "first-page-only" };

export interface SearchResults {
  query: string;
  page: number;
  songs: CatalogueSong[];
  hasMore: boolean;
  /** Listed playlists and tags the query finds (its first page only). */
  playlists: PlaylistResult[];
  tags: TagCount[];
  videos: VideoResults;
}

export interface SearchPageData {
  title: string;
  /** What the form shows: what was asked, as typed. */
  form: { q: string; type: SearchType | null };
  /** i18n keys per field, when the URL asked for something the form cannot ask. */
  errors: Record<string, string[]> | null;
  /** Whether YouTube is searched (an API key, or the fake under MOCKS). */
  videoSearch: boolean;
  quota: QuotaStatus | null;
  /** The viewer's share of today's YouTube searches (decision 126), when video search is on. */
  share: ShareStatus | null;
  results: SearchResults | null;
  /** Before anything is asked. */
  suggestions: {
    popular: CatalogueSong[];
    recent: CatalogueSong[];
    /** Spec §9 "popular playlists top 10". */
    playlists: PlaylistResult[];
    tags: TagCount[];
  } | null;
  /** Where the viewer can add a result: an account's playlists; null for a guest, who has none. */
  myPlaylists: PlaylistTarget[] | null;
}

async function suggestions(session: SessionWithUser) {
  const [popular, recent, playlists, tags] = await Promise.all([
    listPopularSongs(SEARCH_SUGGESTED_SONGS),
    session.user ? listPlayHistory(session.user.id, SEARCH_SUGGESTED_SONGS) : [],
    listPopularPlaylists(POPULAR_PLAYLISTS_TOP),
    listPopularTags(POPULAR_TAGS_TOP),
  ]);
  return { popular, recent, playlists: playlists.map(playlistResultOf), tags };
}

export async function loadSearchPage(
  request: Request,
  session: SessionWithUser,
  clientAddress: string
): Promise<{ data: SearchPageData; status: number }> {
  const holder: ShareHolder = { userId: session.user?.id ?? null, sessionId: session.id, address: clientAddress };
  const [t, language, myPlaylists] = await Promise.all([
    getFixedT(request, "search"),
    getLocale(request),
    session.user ? listPlaylistTargets(session.user.id) : null,
  ]);
  const params = new URL(request.url).searchParams;
  const videoSearch = videoSearchConfig() !== null;
  const base = { title: t("title"), videoSearch, results: null, suggestions: null, myPlaylists };
  const parsed = SearchFormSchema.safeParse(
    Object.fromEntries([...params].filter(([name, value]) => ["q", "type", "page"].includes(name) && value !== ""))
  );

  // Nothing asked, or nothing the form could have asked: the suggestions (and the field's message).
  if (!parsed.success || !parsed.data.q) {
    const [quota, share, suggested] = await Promise.all([
      videoSearch ? youtubeQuotaStatus() : null,
      videoSearch ? searchShareStatus(holder) : null,
      suggestions(session),
    ]);
    const form = parsed.success ? { q: "", type: parsed.data.type ?? null } : { q: params.get("q") ?? "", type: null };
    const errors = parsed.success ? null : zodFieldErrors(parsed.error);
    return { data: { ...base, form, errors, quota, share, suggestions: suggested }, status: parsed.success ? 200 : 400 };
  }
  const { q, type, page } = parsed.data;
  const asked = { q, type: type ?? null };

  const [catalogue, playlists, tags, outcome] = await Promise.all([
    searchCatalogue({ query: q, page, pageSize: SEARCH_CATALOGUE_PAGE_SIZE }),
    page === 1 ? searchPlaylists(q) : [],
    page === 1 ? searchTags(q) : [],
    page === 1 ? searchYouTube({ query: q, type, language }, { share: holder }) : null,
    // A query's first page is one search in the admin stats.
    page === 1 ? countToday("searches") : null,
  ]);
  const quota = outcome && outcome.status !== "off" ? outcome.quota : videoSearch ? await youtubeQuotaStatus() : null;
  // Read after the search: what it took shows at once.
  const share = videoSearch ? await searchShareStatus(holder) : null;
  let videos: VideoResults;
  if (!outcome) videos = { status: "first-page-only" };
  else if (outcome.status === "ok") {
    // A video the catalogue already shows on this page is not shown twice.
    const shown = new Set(catalogue.songs.map((song) => song.youtubeId));
    videos = { status: "ok", videos: outcome.videos.filter((video) => !shown.has(video.youtubeId)) };
  } else if (outcome.status === "share-spent") {
    const { refusal } = outcome;
    const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(refusal.retryAt) - Date.now()) / 1000));
    videos = { status: "share-spent", refusal, retryAfterSeconds, accountLimit: SEARCH_SHARES.account.perDay };
  } else videos = { status: outcome.status };
  return {
    data: {
      ...base,
      form: asked,
      errors: null,
      quota,
      share,
      results: {
        query: q,
        page,
        songs: catalogue.songs,
        hasMore: catalogue.hasMore,
        playlists,
        tags,
        videos,
      },
    },
    status: 200,
  };
}
