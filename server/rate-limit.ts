// Fixed-window request counters per client address (decision 005): each
// address gets `limit` requests in a window of `windowMs` that starts with its
// first request. Every request passes through here, so the common case is
// synchronous: the memory store answers at once, and only a shared store
// (PostgreSQL, decision 113) makes a request wait (decision 114).
import type { Request, RequestHandler, Response } from "express";
import { ipKeyGenerator } from "express-rate-limit";

export interface RateLimitCount {
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

export interface RateLimitStore {
  /** Counts one more request of `key` and answers its window's count. */
  increment(key: string): RateLimitCount | Promise<RateLimitCount>;
}

/** One process's counters; windows that ended are dropped once a window. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counts = new Map<string, RateLimitCount>();

  constructor(private readonly windowMs: number) {
    setInterval(() => this.sweep(Date.now()), windowMs).unref();
  }

  increment(key: string): RateLimitCount {
    const now = Date.now();
    let count = this.counts.get(key);
    if (!count || count.resetAt <= now) {
      count = { hits: 0, resetAt: now + this.windowMs };
      this.counts.set(key, count);
    }
    count.hits++;
    return count;
  }

  private sweep(now: number) {
    for (const [key, count] of this.counts) if (count.resetAt <= now) this.counts.delete(key);
  }
}

export interface RateLimitOptions {
  /** Names the limit in the RateLimit and RateLimit-Policy headers. */
  name: string;
  limit: number;
  windowMs: number;
  store: RateLimitStore;
  /** Requests this limit does not count. */
  skip?: (req: Request) => boolean;
  /** Answers a request over the limit (Retry-After is already set). */
  onLimited: (req: Request, res: Response, next: () => void, retryAfterSeconds: number) => void;
}

/** The address a request is counted by: an IPv6 address by its /56 network, as one subscriber usually holds one. */
export function clientAddress(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? "");
}

/**
 * Counts each request by its address (an IPv6 address by its /56 network,
 * as one subscriber usually holds one), and tells the client where it stands
 * in the IETF draft-8 RateLimit headers.
 */
export function rateLimit({ name, limit, windowMs, store, skip, onLimited }: RateLimitOptions): RequestHandler {
  const policy = `"${name}"; q=${limit}; w=${Math.ceil(windowMs / 1000)}`;
  return (req, res, next) => {
    if (skip?.(req)) return next();
    const answer = (count: RateLimitCount) => {
      const secondsLeft = Math.max(1, Math.ceil((count.resetAt - Date.now()) / 1000));
      res.append("RateLimit-Policy", policy);
      res.append("RateLimit", `"${name}"; r=${Math.max(0, limit - count.hits)}; t=${secondsLeft}`);
      if (count.hits <= limit) return next();
      res.setHeader("Retry-After", String(secondsLeft));
      onLimited(req, res, next, secondsLeft);
    };
    const counted = store.increment(clientAddress(req));
    if (counted instanceof Promise) counted.then(answer, next);
    else answer(counted);
  };
}
