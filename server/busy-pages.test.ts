import type { ActionFunctionArgs, ServerBuild } from "@remix-run/node";
import { describe, expect, test } from "vitest";
import { busyAwareAction, withBusyPages } from "./busy-pages";

const busy = () => Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { name: "PrismaClientKnownRequestError", code: "P2028" });

function args(fields: Record<string, string>): ActionFunctionArgs {
  const request = new Request("http://localhost/playlists", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return { request, params: {}, context: { cspNonce: "n", isPageVisit: false, authRateLimited: null, clientAddress: "127.0.0.1" } };
}

describe("a page action the database is too busy for", () => {
  test("tried once more after the wait: a post the second try carries out is answered as usual", async () => {
    const seen: string[] = [];
    const action = busyAwareAction(async ({ request }) => {
      seen.push(String((await request.formData()).get("name")));
      if (seen.length === 1) throw busy();
      return new Response("done");
    }, 0);
    const response = (await action(args({ intent: "create", name: "다시 보낸 목록" }))) as Response;
    expect(await response.text()).toBe("done");
    expect(seen).toEqual(["다시 보낸 목록", "다시 보낸 목록"]);
  });

  test("still busy the second time: 503 with Retry-After, the form's typed values (no passwords) and 'try again'", async () => {
    let tries = 0;
    const action = busyAwareAction(async ({ request }) => {
      await request.formData();
      tries += 1;
      throw busy();
    }, 0);
    const response = (await action(args({ intent: "create", name: "투어 준비", description: "설명", password: "secret" }))) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("1");
    expect(await response.json()).toEqual({
      intent: "create",
      busy: true,
      retryAfterSeconds: 1,
      result: { status: "error", initialValue: { intent: "create", name: "투어 준비", description: "설명" }, error: { "": ["common:api.errors.busy"] } },
    });
    expect(tries).toBe(2);
  });

  test("other errors and answers go through unchanged", async () => {
    const failing = busyAwareAction(async () => {
      throw new Error("boom");
    });
    await expect(failing(args({}))).rejects.toThrow("boom");
    const ok = busyAwareAction(async () => new Response("fine"));
    expect(await ((await ok(args({}))) as Response).text()).toBe("fine");
  });

  test("every page route's action is wrapped, the API's are not", () => {
    const pageAction = async () => null;
    const apiAction = async () => null;
    const build = {
      routes: {
        "routes/_playlists+/playlists": { id: "routes/_playlists+/playlists", module: { action: pageAction } },
        "routes/_api+/api.section": { id: "routes/_api+/api.section", module: { action: apiAction } },
        root: { id: "root", module: {} },
      },
    } as unknown as ServerBuild;
    const wrapped = withBusyPages(build).routes;
    expect(wrapped["routes/_playlists+/playlists"]!.module.action).not.toBe(pageAction);
    expect(wrapped["routes/_api+/api.section"]!.module.action).toBe(apiAction);
    expect(wrapped.root!.module.action).toBeUndefined();
  });
});
