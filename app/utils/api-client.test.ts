import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import * as z from "zod";
import { apiFetch, ApiClientError, FORCED_LOGOUT_EVENT } from "./api-client";

const assign = vi.fn();
const events: Array<{ type: string; detail: unknown }> = [];

beforeEach(() => {
  vi.useFakeTimers();
  assign.mockReset();
  events.length = 0;
  vi.stubGlobal("window", {
    location: { assign },
    dispatchEvent: (event: CustomEvent) => events.push({ type: event.type, detail: event.detail }),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function respond(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("apiFetch", () => {
  test("sends JSON to /api and returns the answer its schema checked", async () => {
    const fetch = respond(200, { ok: true });
    expect(await apiFetch("/song/1/play", { body: { at: 1 }, answer: z.object({ ok: z.boolean() }) })).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/song/1/play");
    expect(init).toMatchObject({ method: "POST", body: '{"at":1}', credentials: "same-origin" });
  });

  test("an answer its schema refuses is an error, not data; without a schema nothing is returned", async () => {
    respond(200, { id: "12" });
    await expect(apiFetch("/song", { body: {}, answer: z.object({ id: z.int() }) })).rejects.toBeInstanceOf(z.ZodError);
    respond(200, { id: 12 });
    expect(await apiFetch("/song/12/play", { method: "POST" })).toBeUndefined();
  });

  test("an error answer becomes an ApiClientError with its code and fields", async () => {
    respond(400, { error: { code: "VALIDATION_ERROR", message: "확인해 주세요", fields: { name: ["필수"] } } });
    const error = await apiFetch("/section", { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR", message: "확인해 주세요", fields: { name: ["필수"] } });
    expect(events).toEqual([]);
  });

  test("a 401 signs out: the forced-logout event at once, home after exactly 100 ms", async () => {
    respond(401, { error: { code: "SESSION_EXPIRED", message: "다른 기기에서 로그인하여 자동 로그아웃되었습니다." } });
    await expect(apiFetch("/userplaylist/u1")).rejects.toMatchObject({ status: 401, code: "SESSION_EXPIRED" });
    expect(events).toEqual([{ type: FORCED_LOGOUT_EVENT, detail: { code: "SESSION_EXPIRED" } }]);
    vi.advanceTimersByTime(99);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith("/");
  });

  test("a guest's 401 is ignored", async () => {
    respond(401, { error: { code: "UNAUTHORIZED", message: "인증이 필요합니다" } });
    await expect(apiFetch("/section", { body: {}, guest: true })).rejects.toMatchObject({ status: 401 });
    vi.advanceTimersByTime(1000);
    expect(events).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  describe("a 503 (the database busy) is asked again once, after its Retry-After", () => {
    function answers(...replies: Array<[number, unknown, Record<string, string>?]>) {
      const fetch = vi.fn(async () => {
        const [status, body, headers = {}] = replies.shift()!;
        return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
      });
      vi.stubGlobal("fetch", fetch);
      return fetch;
    }
    const busy = { error: { code: "SERVICE_UNAVAILABLE", message: "busy" } };

    test("Retry-After: 2 waits exactly 2 s, then the answer of the second try", async () => {
      const fetch = answers([503, busy, { "Retry-After": "2" }], [200, { ok: true }]);
      const call = apiFetch("/userplaylist", { body: { a: 1 }, answer: z.object({ ok: z.boolean() }) });
      await vi.advanceTimersByTimeAsync(1999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(await call).toEqual({ ok: true });
      const [, again] = fetch.mock.calls[1] as unknown as [string, RequestInit];
      expect(again).toMatchObject({ method: "POST", body: '{"a":1}' });
    });

    test("only once: a second 503 is the caller's error", async () => {
      const fetch = answers([503, busy, { "Retry-After": "1" }], [503, busy, { "Retry-After": "1" }], [200, {}]);
      const call = apiFetch("/section", { body: {} }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(5000);
      expect(await call).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE" });
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    test("the wait is at most 5 s, 1 s when the answer names none", async () => {
      const fetch = answers([503, busy, { "Retry-After": "120" }], [200, {}], [503, busy], [200, {}]);
      const first = apiFetch("/song/1/play", { method: "POST" });
      await vi.advanceTimersByTimeAsync(4999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await first;
      const second = apiFetch("/song/1/play", { method: "POST" });
      await vi.advanceTimersByTimeAsync(999);
      expect(fetch).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(1);
      await second;
      expect(fetch).toHaveBeenCalledTimes(4);
    });

    test("the caller's signal ends the wait", async () => {
      const fetch = answers([503, busy, { "Retry-After": "3" }], [200, {}]);
      const controller = new AbortController();
      const call = apiFetch("/section", { body: {}, signal: controller.signal }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1000);
      controller.abort(new DOMException("left", "AbortError"));
      expect(await call).toMatchObject({ name: "AbortError" });
      await vi.advanceTimersByTimeAsync(5000);
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });
});
