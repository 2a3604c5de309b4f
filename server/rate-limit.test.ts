import type { Request, Response } from "express";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { MemoryRateLimitStore, rateLimit, type RateLimitCount, type RateLimitStore } from "./rate-limit";

const WINDOW_MS = 60_000;

function fakeRequest(ip: string) {
  return { ip, socket: {} } as unknown as Request;
}

function fakeResponse() {
  const headers = new Map<string, string[]>();
  const res = {
    headers,
    append(name: string, value: string) {
      headers.set(name, [...(headers.get(name) ?? []), value]);
      return res;
    },
    setHeader(name: string, value: string) {
      headers.set(name, [value]);
      return res;
    },
  };
  return res;
}

/** Runs one request through `middleware`: "next" when it passed, "limited" with the seconds it was told to wait. */
async function send(middleware: ReturnType<typeof rateLimit>, ip: string) {
  const res = fakeResponse();
  const outcome = await new Promise<{ passed: boolean; retryAfter?: number }>((resolve, reject) => {
    limitedWith = (seconds) => resolve({ passed: false, retryAfter: seconds });
    middleware(fakeRequest(ip), res as unknown as Response, (error?: unknown) => (error ? reject(error) : resolve({ passed: true })));
  });
  return { ...outcome, headers: res.headers };
}
let limitedWith: (seconds: number) => void = () => {};

function limiter(limit: number, store: RateLimitStore = new MemoryRateLimitStore(WINDOW_MS), skip?: (req: Request) => boolean) {
  return rateLimit({ name: "all", limit, windowMs: WINDOW_MS, store, skip, onLimited: (_req, _res, _next, seconds) => limitedWith(seconds) });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-25T12:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("rateLimit", () => {
  test("3 a minute: the first 3 pass with 2, 1, 0 left; the 4th is refused with the seconds until the window ends", async () => {
    const limit = limiter(3);
    const answers = [];
    for (let n = 0; n < 4; n++) {
      answers.push(await send(limit, "203.0.113.7"));
      vi.advanceTimersByTime(10_000);
    }
    expect(answers.map((answer) => answer.passed)).toEqual([true, true, true, false]);
    expect(answers.map((answer) => answer.headers.get("RateLimit")?.[0])).toEqual([
      '"all"; r=2; t=60',
      '"all"; r=1; t=50',
      '"all"; r=0; t=40',
      '"all"; r=0; t=30',
    ]);
    expect(answers[0]!.headers.get("RateLimit-Policy")).toEqual(['"all"; q=3; w=60']);
    expect(answers[3]!.retryAfter).toBe(30);
    expect(answers[3]!.headers.get("Retry-After")).toEqual(["30"]);
  });

  test("the window starts with an address's first request and a new one starts when it has ended", async () => {
    const limit = limiter(1);
    expect((await send(limit, "203.0.113.7")).passed).toBe(true);
    vi.advanceTimersByTime(WINDOW_MS - 1);
    expect((await send(limit, "203.0.113.7")).passed).toBe(false);
    vi.advanceTimersByTime(1);
    expect((await send(limit, "203.0.113.7")).passed).toBe(true);
  });

  test("each address counts alone; the IPv6 addresses of one /56 network count together", async () => {
    const limit = limiter(1);
    expect((await send(limit, "203.0.113.7")).passed).toBe(true);
    expect((await send(limit, "203.0.113.8")).passed).toBe(true);
    expect((await send(limit, "2001:db8:0:1::1")).passed).toBe(true);
    expect((await send(limit, "2001:db8:0:ff::2")).passed).toBe(false);
    expect((await send(limit, "2001:db8:0:100::1")).passed).toBe(true);
  });

  test("a skipped request is not counted and gets no headers", async () => {
    const limit = limiter(1, undefined, (req) => req.ip === "203.0.113.9");
    const skipped = await send(limit, "203.0.113.9");
    expect(skipped).toEqual({ passed: true, headers: new Map() });
    expect((await send(limit, "203.0.113.9")).passed).toBe(true);
  });

  test("a store that answers later (shared by several instances) is waited for", async () => {
    const counts = new Map<string, number>();
    const store: RateLimitStore = {
      increment: async (key): Promise<RateLimitCount> => {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return { hits: counts.get(key)!, resetAt: Date.now() + WINDOW_MS };
      },
    };
    const limit = limiter(1, store);
    expect((await send(limit, "203.0.113.7")).passed).toBe(true);
    expect((await send(limit, "203.0.113.7")).passed).toBe(false);
  });

  test("a store that fails passes the error on: the request is not let through uncounted", async () => {
    const limit = limiter(1, { increment: () => Promise.reject(new Error("database down")) });
    await expect(send(limit, "203.0.113.7")).rejects.toThrow("database down");
  });
});

describe("MemoryRateLimitStore", () => {
  test("windows that have ended are dropped once a window", () => {
    const store = new MemoryRateLimitStore(WINDOW_MS);
    store.increment("a");
    vi.advanceTimersByTime(30_000);
    store.increment("b");
    const size = () => (store as unknown as { counts: Map<string, RateLimitCount> }).counts.size;
    vi.advanceTimersByTime(30_000);
    expect(size()).toBe(1);
    vi.advanceTimersByTime(WINDOW_MS);
    expect(size()).toBe(0);
  });
});
