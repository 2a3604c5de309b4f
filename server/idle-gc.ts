// After a burst of requests V8 keeps the heap it grew to: here about 200 MB
// committed for 40 MB of live objects, so RSS stayed twice its figure at rest
// long after the load was over (its memory reducer did not run within
// minutes). One full collection once the server has been quiet for a few
// seconds gives that memory back (decision 075). It needs `node --expose-gc`
// (npm start); without it this does nothing.
import type { RequestHandler } from "express";

/** Quiet this long after the last request before collecting. */
const IDLE_MS = 5_000;
const CHECK_INTERVAL_MS = 1_000;
/** Collect only when RSS has grown this much since the last collection. */
const GROWTH = 1.25;

export function collectGarbageWhenIdle(): RequestHandler {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== "function") return (_req, _res, next) => next();
  let lastRequestAt = 0;
  let settledRss = process.memoryUsage.rss();
  setInterval(() => {
    if (lastRequestAt === 0 || Date.now() - lastRequestAt < IDLE_MS) return;
    lastRequestAt = 0;
    if (process.memoryUsage.rss() > settledRss * GROWTH) gc();
    settledRss = process.memoryUsage.rss();
  }, CHECK_INTERVAL_MS).unref();
  return (_req, _res, next) => {
    lastRequestAt = Date.now();
    next();
  };
}
