// Tests patches/@remix-run+server-runtime+2.17.5.patch (decision 116,
// docs/decisions/116-loaders-get-the-request-itself.md): the server's
// @remix-run/server-runtime hands loaders and actions the request itself when
// it has no `index`, `_data` or `_routes` parameter to strip, instead of two
// new copies per loader, so that what is per request (the session lookup) is
// shared by all loaders of one request. With such a parameter, loaders still
// see it stripped as before.
//
// If this file fails after an upgrade of @remix-run/server-runtime: when the
// first or the last test fails, the patched behaviour is gone (the patch was
// dropped or no longer fits the new code). Check whether the new version still
// needs it: does it still copy the request for every loader when there is
// nothing to strip? If not, delete the patch file and this test and update
// decision 116; if it does, redo the patch for the new version. When the middle
// test fails, the patch strips wrongly with the new version: redo it.
import { createRequire } from "node:module";
import { expect, test } from "vitest";
import { buildRoute, serverBuild } from "./test-build";

const { createRequestHandler } = createRequire(import.meta.url)(
  "@remix-run/server-runtime",
) as typeof import("@remix-run/server-runtime");

function app() {
  const seen: Record<string, Request[]> = { root: [], "routes/_index": [], "routes/thing": [] };
  const loader = (id: string) => ({ request }: { request: Request }) => {
    seen[id]!.push(request);
    return { id };
  };
  const action = ({ request }: { request: Request }) => {
    seen["routes/thing"]!.push(request);
    return request.text();
  };
  const route = (id: string, extra: object) => buildRoute(id, { loader: loader(id), default: () => null }, extra);
  const routes = {
    root: route("root", { path: "" }),
    "routes/_index": route("routes/_index", { parentId: "root", index: true }),
    "routes/thing": { id: "routes/thing", parentId: "root", path: "thing", module: { loader: loader("routes/thing"), action } },
  };
  const document = () => new Response("<html></html>", { headers: { "Content-Type": "text/html" } });
  return { handle: createRequestHandler(serverBuild(routes, document), "production"), seen };
}

test("every loader of a document request gets the request itself", async () => {
  const { handle, seen } = app();
  const request = new Request("http://localhost/?tab=mine");
  expect((await handle(request)).status).toBe(200);
  for (const id of ["root", "routes/_index"]) {
    expect(seen[id]).toHaveLength(1);
    expect(seen[id]![0]).toBe(request);
  }
});

test("a data request's loader gets the request without _data; an empty index is stripped, a named one kept", async () => {
  const { handle, seen } = app();
  expect((await handle(new Request("http://localhost/thing?_data=routes%2Fthing&q=1"))).status).toBe(200);
  expect(seen["routes/thing"]![0]!.url).toBe("http://localhost/thing?q=1");

  await handle(new Request("http://localhost/?index&_data=routes%2F_index"));
  expect(seen["routes/_index"]![0]!.url).toBe("http://localhost/");
  await handle(new Request("http://localhost/thing?index=keep&q=2"));
  // Unpatched behaviour: a named index is kept, moved to the end.
  expect(seen["routes/thing"]![1]!.url).toBe("http://localhost/thing?q=2&index=keep");
});

test("a resource route's action gets the request itself, body unread", async () => {
  const { handle, seen } = app();
  const request = new Request("http://localhost/thing", { method: "POST", body: "a=1" });
  const response = await handle(request);
  expect(await response.text()).toBe('"a=1"');
  expect(seen["routes/thing"]![0]).toBe(request);
});
