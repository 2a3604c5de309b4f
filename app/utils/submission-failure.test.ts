import type { ClientActionFunctionArgs } from "@remix-run/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { keepPageOnFailedSubmission } from "./submission-failure";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function post(fields: Record<string, string>) {
  return new Request("http://localhost/playlists/1/edit", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

describe("a JS post the database was too busy to take", () => {
  test("is sent again once, the same fields, after its Retry-After", async () => {
    const request = post({ intent: "details", description: "설명".repeat(500) });
    const sent: string[] = [];
    const replies: unknown[] = [{ busy: true, retryAfterSeconds: 2, intent: "details" }, { done: true }];
    // As Remix does: each call reads the request's body to send it.
    const serverAction = vi.fn(async () => {
      sent.push(await request.text());
      return replies.shift();
    });
    const answer = keepPageOnFailedSubmission({ request, serverAction } as unknown as ClientActionFunctionArgs);
    await vi.advanceTimersByTimeAsync(1999);
    expect(serverAction).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual({ done: true });
    expect(serverAction).toHaveBeenCalledTimes(2);
    expect(sent[1]).toBe(sent[0]);
    expect(new URLSearchParams(sent[1]).get("description")).toHaveLength(1000);
  });

  test("only once: a second busy answer is shown as it is", async () => {
    const request = post({ intent: "comment", body: "응원" });
    const busy = { busy: true, retryAfterSeconds: 1 };
    const serverAction = vi.fn(async () => (await request.text(), busy));
    const answer = keepPageOnFailedSubmission({ request, serverAction } as unknown as ClientActionFunctionArgs);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await answer).toBe(busy);
    expect(serverAction).toHaveBeenCalledTimes(2);
  });
});
