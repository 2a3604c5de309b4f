// The Data API client against the local fake (same requests, same answers as
// YouTube's) and against hand-written answers for what the fake does not do.
import { describe, expect, test, vi } from "vitest";
import { FAKE_DATA_API } from "~/mocks/youtube-data-api.server";
import { fakeYouTubeFetch as fakeFetch } from "../../../tests/fixtures/fake-youtube-fetch";
import { parseIsoDuration, searchYouTubeVideos, type DataApiRequest } from "./data-api.server";

const BASE = "http://127.0.0.1:3000/mock-youtube/youtube/v3";

function answering(...responses: Array<[number, unknown]>) {
  const queue = [...responses];
  return vi.fn<typeof fetch>(async () => {
    const [status, body] = queue.shift()!;
    return new Response(typeof body === "string" ? body : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
}

const request = (query: string, overrides: Partial<DataApiRequest> = {}): DataApiRequest => ({
  baseUrl: BASE,
  apiKey: "test-key",
  query,
  language: "ko",
  regionCode: "KR",
  maxResults: 10,
  ...overrides,
});

describe("searchYouTubeVideos", () => {
  test("asks search.list for embeddable videos in Korea in the page's language, then videos.list for their details", async () => {
    const fetchImpl = fakeFetch();
    const result = await searchYouTubeVideos(request("뉴진스 Hype Boy"), { fetchImpl });
    expect(result.ok).toBe(true);
    const [search, videos] = fetchImpl.mock.calls.map(([url]) => new URL(String(url)));
    expect(search!.pathname).toBe("/mock-youtube/youtube/v3/search");
    expect(Object.fromEntries(search!.searchParams)).toEqual({
      part: "snippet",
      type: "video",
      videoEmbeddable: "true",
      regionCode: "KR",
      relevanceLanguage: "ko",
      maxResults: "10",
      q: "뉴진스 Hype Boy",
      key: "test-key",
    });
    expect(videos!.pathname).toBe("/mock-youtube/youtube/v3/videos");
    expect(videos!.searchParams.get("part")).toBe("snippet,contentDetails");
    expect(videos!.searchParams.get("hl")).toBe("ko");
    expect(videos!.searchParams.get("id")!.split(",")).toHaveLength(10);
  });

  test("titles come unescaped from videos.list, durations in seconds, thumbnails on YouTube's image host", async () => {
    const result = await searchYouTubeVideos(request(`Tom & Jerry's "Song"`), { fetchImpl: fakeFetch() });
    if (!result.ok) throw new Error(result.detail);
    expect(result.videos).toHaveLength(10);
    const [first] = result.videos;
    expect(first).toMatchObject({
      title: `Tom & Jerry's "Song" (Official MV)`,
      artist: expect.stringMatching(/^Demo Channel \d$/),
      thumbnailUrl: `https://i.ytimg.com/vi/${first!.youtubeId}/mqdefault.jpg`,
    });
    expect(first!.duration).toBeGreaterThanOrEqual(150);
    expect(result.videos.find((video) => video.title.endsWith("(Fans' Cover)"))).toBeDefined();
    // The fake's live stream has no length ("P0D").
    expect(result.videos.find((video) => video.title.endsWith("(Live Stream)"))?.duration).toBe(0);
  });

  test("no results: one call only", async () => {
    const fetchImpl = fakeFetch();
    expect(await searchYouTubeVideos(request(`nothing ${FAKE_DATA_API.empty}`), { fetchImpl })).toEqual({
      ok: true,
      videos: [],
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  test("a video videos.list does not describe (removed meanwhile) is left out, in YouTube's order otherwise", async () => {
    const item = (videoId: string) => ({ kind: "youtube#searchResult", id: { kind: "youtube#video", videoId } });
    const detail = (id: string, duration: string) => ({
      kind: "youtube#video",
      id,
      snippet: { title: `Video ${id}`, channelTitle: "Channel", localized: { title: `영상 ${id}` } },
      contentDetails: { duration },
    });
    const fetchImpl = answering(
      [
        200,
        { items: [item("aaaaaaaaaaa"), item("bbbbbbbbbbb"), item("ccccccccccc"), { id: { kind: "youtube#channel" } }] },
      ],
      [200, { items: [detail("ccccccccccc", "PT1H2M3S"), detail("aaaaaaaaaaa", "PT3M19S")] }]
    );
    const result = await searchYouTubeVideos(request("x"), { fetchImpl });
    expect(result).toEqual({
      ok: true,
      videos: [
        {
          youtubeId: "aaaaaaaaaaa",
          title: "영상 aaaaaaaaaaa",
          artist: "Channel",
          thumbnailUrl: "https://i.ytimg.com/vi/aaaaaaaaaaa/mqdefault.jpg",
          duration: 199,
        },
        {
          youtubeId: "ccccccccccc",
          title: "영상 ccccccccccc",
          artist: "Channel",
          thumbnailUrl: "https://i.ytimg.com/vi/ccccccccccc/mqdefault.jpg",
          duration: 3723,
        },
      ],
    });
  });

  test("YouTube's quota error (403 quotaExceeded) is told apart from other errors", async () => {
    expect(await searchYouTubeVideos(request(`a ${FAKE_DATA_API.quotaExceeded}`), { fetchImpl: fakeFetch() })).toEqual({
      ok: false,
      failure: "quota-exceeded",
      detail: "HTTP 403 quotaExceeded",
      answered: true,
    });
    expect(await searchYouTubeVideos(request(`a ${FAKE_DATA_API.serverError}`), { fetchImpl: fakeFetch() })).toEqual({
      ok: false,
      failure: "failed",
      detail: "HTTP 503 backendError",
      answered: true,
    });
    expect(
      await searchYouTubeVideos(request("a", { apiKey: FAKE_DATA_API.invalidKey }), { fetchImpl: fakeFetch() })
    ).toEqual({ ok: false, failure: "failed", detail: "HTTP 400 badRequest", answered: true });
    expect(await searchYouTubeVideos(request("a", { apiKey: "" }), { fetchImpl: fakeFetch() })).toEqual({
      ok: false,
      failure: "failed",
      detail: "HTTP 403 forbidden",
      answered: true,
    });
  });

  test("an answer that is not YouTube's, or no network: failed (answered, or not)", async () => {
    expect(await searchYouTubeVideos(request("a"), { fetchImpl: answering([200, "<html>"]) })).toMatchObject({
      ok: false,
      failure: "failed",
    });
    expect(await searchYouTubeVideos(request("a"), { fetchImpl: answering([502, "Bad Gateway"]) })).toEqual({
      ok: false,
      failure: "failed",
      detail: "HTTP 502 (no reason)",
      answered: true,
    });
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("fetch failed")));
    expect(await searchYouTubeVideos(request("a"), { fetchImpl: offline })).toMatchObject({
      ok: false,
      failure: "failed",
      answered: false,
    });
  });

  test("a fake told to hang: the caller's signal ends the wait as a timeout", async () => {
    const controller = new AbortController();
    const pending = searchYouTubeVideos(request(`a ${FAKE_DATA_API.hang}`), {
      fetchImpl: fakeFetch(),
      signal: controller.signal,
    });
    controller.abort();
    expect(await pending).toEqual({ ok: false, failure: "timeout", detail: "no answer in time", answered: false });
  });
});

describe("parseIsoDuration", () => {
  test.each([
    ["PT3M19S", 199],
    ["PT1H2M3S", 3723],
    ["PT45S", 45],
    ["PT10M", 600],
    ["P1DT2H", 93_600],
    ["P0D", 0],
    ["PT1.6S", 2],
  ])("%s is %i s", (value, seconds) => {
    expect(parseIsoDuration(value)).toBe(seconds);
  });

  test.each(["", "P", "PT", "3:19", "PT-1S"])("%j is not a duration", (value) => {
    expect(parseIsoDuration(value)).toBeNull();
  });
});
