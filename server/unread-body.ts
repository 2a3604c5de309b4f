// A request whose answer goes out before its body was read (a 413 over a
// body limit, a 403, a 429, an action that ignores the body): the rest of the
// body is read and dropped, so the kept-alive connection serves the next
// request at once instead of stalling, and nothing piles up in memory
// (docs/decisions/043-request-bodies.md).
import type { RequestHandler } from "express";

/** How long a client may go on sending a body nobody reads once its answer is out. */
const DRAIN_TIMEOUT_MS = 10_000;

export const drainUnreadBodies: RequestHandler = (req, res, next) => {
  // Without either header a request has no body (RFC 9112, 6.3): nothing to drain.
  if (req.headers["content-length"] === undefined && req.headers["transfer-encoding"] === undefined) return next();
  res.on("finish", () => {
    if (req.readableEnded || req.destroyed) return;
    // Whoever was reading (the app's body stream) is done with it: flowing without listeners drops the data.
    req.removeAllListeners("data");
    req.resume();
    if (req.complete) return;
    const timer = setTimeout(() => req.socket.destroy(), DRAIN_TIMEOUT_MS);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
    req.once("close", () => clearTimeout(timer));
  });
  next();
};
