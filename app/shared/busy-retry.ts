// A 503 answer means the server was too busy to take the request and did not
// carry it out (the database's queue was full, app/utils/api.server.ts and
// server/busy-answers.ts): asking again once, after its Retry-After, is right.
// Used by the player's API calls (utils/api-client.ts) and the JS-enhanced
// page forms (utils/submission-failure.ts).

/** The wait when a 503 names none. */
export const BUSY_RETRY_DEFAULT_MS = 1_000;
/** The longest wait before the one retry, whatever Retry-After says. */
export const BUSY_RETRY_MAX_MS = 5_000;

/** How long to wait before trying again: Retry-After in seconds (or as a date), bounded to 0–5 s. */
export function busyRetryDelayMs(retryAfter: string | null, now = Date.now()): number {
  if (retryAfter === null || retryAfter.trim() === "") return BUSY_RETRY_DEFAULT_MS;
  const seconds = Number(retryAfter.trim());
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
  if (Number.isNaN(ms)) return BUSY_RETRY_DEFAULT_MS;
  return Math.min(BUSY_RETRY_MAX_MS, Math.max(0, ms));
}

/** Resolves after `ms`; rejects with the signal's reason if it aborts first. */
export function waitBeforeRetry(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", abort, { once: true });
  });
}
