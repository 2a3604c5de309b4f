import { describe, expect, test } from "vitest";
import { shouldSkipAfterError, videoErrorPolicy } from "./video-errors";

describe("videoErrorPolicy (spec §8)", () => {
  test.each([
    [2, "invalidId", true, false],
    [5, "html5", false, false],
    [100, "notFound", true, false],
    [101, "embeddingNotAllowed", true, true],
    [150, "embeddingNotAllowed", true, true],
    [153, "unknown", true, false],
    [0, "unknown", true, false],
  ] as const)("code %i: %s, skips %s, YouTube link %s", (code, kind, skipsToNext, offersYouTubeLink) => {
    expect(videoErrorPolicy(code)).toEqual({ kind, skipsToNext, offersYouTubeLink });
  });
});

describe("shouldSkipAfterError", () => {
  test("5 never skips", () => {
    expect(shouldSkipAfterError(5, 1, 3)).toBe(false);
  });

  test("other errors skip until every song of the playlist has failed in a row", () => {
    expect(shouldSkipAfterError(100, 1, 3)).toBe(true);
    expect(shouldSkipAfterError(100, 2, 3)).toBe(true);
    expect(shouldSkipAfterError(100, 3, 3)).toBe(false);
  });
});
