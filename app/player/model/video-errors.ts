// What the player does with each YouTube error code (spec §8).

export type VideoErrorKind = "invalidId" | "html5" | "notFound" | "embeddingNotAllowed" | "unknown";

export interface VideoErrorPolicy {
  kind: VideoErrorKind;
  /** Every error but 5 skips to the next song. */
  skipsToNext: boolean;
  /** 101 and 150: the owner forbids embedding, but the video plays on youtube.com. */
  offersYouTubeLink: boolean;
}

const KINDS: Record<number, VideoErrorKind> = {
  2: "invalidId",
  5: "html5",
  100: "notFound",
  101: "embeddingNotAllowed",
  150: "embeddingNotAllowed",
};

export function videoErrorPolicy(code: number): VideoErrorPolicy {
  const kind = KINDS[code] ?? "unknown";
  return { kind, skipsToNext: code !== 5, offersYouTubeLink: kind === "embeddingNotAllowed" };
}

/**
 * Whether an error should skip on, given how many songs in a row have failed:
 * once every song of the playlist has failed, skipping would only loop.
 */
export function shouldSkipAfterError(code: number, consecutiveErrors: number, playlistLength: number): boolean {
  return videoErrorPolicy(code).skipsToNext && consecutiveErrors < playlistLength;
}
