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
});
