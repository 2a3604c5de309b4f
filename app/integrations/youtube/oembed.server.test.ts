import { describe, expect, test, vi } from "vitest";
import { parseEnv, type Env } from "~/env.server";
import { fakeYouTubeFetch } from "../../../tests/fixtures/fake-youtube-fetch";
import { fetchVideoDetails, oembedEndpoint, YOUTUBE_OEMBED_URL } from "./oembed.server";

const ID = "gdZLi9oWNZg";

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })
  );
}

const real = { endpoint: YOUTUBE_OEMBED_URL, timeoutMs: 50 };

describe("fetchVideoDetails against YouTube's oEmbed endpoint", () => {
  test("asks for the watch URL as JSON and keeps title, channel and thumbnail", async () => {
    const fetchImpl = answering(200, {
      title: " Dynamite ",
      author_name: "HYBE LABELS",
      thumbnail_url: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
    });
    expect(await fetchVideoDetails(ID, { ...real, fetchImpl })).toEqual({
      status: "found",
      details: {
        videoId: ID,
        title: "Dynamite",
        artist: "HYBE LABELS",
        thumbnailUrl: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
      },
    });
    const url = new URL(String(fetchImpl.mock.calls[0]![0]));
    expect(`${url.origin}${url.pathname}`).toBe(YOUTUBE_OEMBED_URL);
    expect(url.searchParams.get("url")).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(url.searchParams.get("format")).toBe("json");
  });

  test("a thumbnail on another host is replaced by YouTube's own", async () => {
    const fetchImpl = answering(200, { title: "x", thumbnail_url: "https://tracker.example/pixel.gif" });
    const result = await fetchVideoDetails(ID, { ...real, fetchImpl });
    expect(result.status === "found" && result.details.thumbnailUrl).toBe(`https://i.ytimg.com/vi/${ID}/mqdefault.jpg`);
  });

  test.each([[400], [401], [403], [404]])("HTTP %i: not found", async (status) => {
    expect(await fetchVideoDetails(ID, { ...real, fetchImpl: answering(status, "Not Found") })).toEqual({
      status: "not-found",
    });
  });

  test("a server error, an unexpected answer, a network failure or the timeout: unreachable", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await fetchVideoDetails(ID, { ...real, fetchImpl: answering(503, {}) })).toEqual({ status: "unreachable" });
    expect(await fetchVideoDetails(ID, { ...real, fetchImpl: answering(200, { nope: 1 }) })).toEqual({
      status: "unreachable",
    });
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("fetch failed")));
    expect(await fetchVideoDetails(ID, { ...real, fetchImpl: offline })).toEqual({ status: "unreachable" });
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_, reject) => init!.signal!.addEventListener("abort", () => reject(init!.signal!.reason)))
    );
    expect(await fetchVideoDetails(ID, { ...real, fetchImpl: hanging })).toEqual({ status: "unreachable" });
  });
});

describe("the local fake (MOCKS)", () => {
  const fake = { endpoint: "http://127.0.0.1:3000/mock-youtube/oembed" };

  test("YouTube's endpoint, or the fake's at the app's own URL under MOCKS", () => {
    expect(oembedEndpoint(parseEnv({}) as Env)).toBe(YOUTUBE_OEMBED_URL);
    expect(oembedEndpoint(parseEnv({ MOCKS: "true", APP_URL: "http://127.0.0.1:3210" }) as Env)).toBe(
      "http://127.0.0.1:3210/mock-youtube/oembed"
    );
  });

  test("answers YouTube's request as YouTube does: deterministic, and able to say not found and unreachable", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchImpl = fakeYouTubeFetch();
    expect(await fetchVideoDetails("abcdefghijk", { ...fake, fetchImpl })).toEqual({
      status: "found",
      details: {
        videoId: "abcdefghijk",
        title: "Demo video abcdefghijk",
        artist: "Demo channel",
        thumbnailUrl: "https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg",
      },
    });
    expect(await fetchVideoDetails("notfound123", { ...fake, fetchImpl })).toEqual({ status: "not-found" });
    expect(await fetchVideoDetails("unreachable", { ...fake, fetchImpl })).toEqual({ status: "unreachable" });
  });
});
