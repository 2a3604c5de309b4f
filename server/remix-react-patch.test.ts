// Tests patches/@remix-run+react+2.17.5.patch (decision 074,
// docs/decisions/074-route-matching-cache.md): the server's RemixServer makes
// the server route tree once per build (keyed by the build's manifest.routes)
// instead of once per document, so that react-router-dom's and the router's
// caches, keyed by that tree, serve every render.
//
// If this file fails after an upgrade of @remix-run/react: when the first test
// fails, the patched behaviour is gone (the patch was dropped or no longer fits
// the new code). Check whether the new version still needs it: does RemixServer
// still build the route tree on every render? If not, delete the patch file
// and this test and update decision 074; if it does, redo the patch for the
// new version. When the other tests fail, the patch renders wrongly with the
// new version: redo it.
import { createRequire } from "node:module";
import type { EntryContext } from "@remix-run/node";
import { expect, test, vi } from "vitest";
import { buildRoute, serverBuild } from "./test-build";

const require = createRequire(import.meta.url);
// The CommonJS builds the server runs (one React and one react-router for all of them).
const { createElement } = require("react") as typeof import("react");
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
const { Outlet, RemixServer, useLoaderData } = require("@remix-run/react") as typeof import("@remix-run/react");
const { createRequestHandler } = require("@remix-run/server-runtime") as typeof import("@remix-run/server-runtime");
// RemixServer reads createStaticRouter off this exports object on each render, so a spy on it
// sees the route tree each document is rendered from.
const reactRouterDomServer = require("react-router-dom/server") as typeof import("react-router-dom/server");

/** A small build whose documents RemixServer renders, as app/entry.server.tsx does. */
function app(name: string) {
  let served = 0;
  const Page = () => createElement("p", null, useLoaderData<{ text: string }>().text);
  const route = (id: string, page: string | null, extra: object) =>
    buildRoute(
      id,
      {
        default: page ? Page : () => createElement(Outlet),
        ...(page && { loader: () => ({ text: `${name} ${page} ${++served}` }) }),
      },
      extra,
    );
  const routes = {
    root: route("root", null, { path: "" }),
    "routes/_index": route("routes/_index", "home", { parentId: "root", index: true }),
    "routes/thing": route("routes/thing", "thing", { parentId: "root", path: "thing" }),
  };
  const document = (request: Request, status: number, headers: Headers, context: EntryContext) => {
    headers.set("Content-Type", "text/html");
    return new Response(renderToString(createElement(RemixServer, { context, url: request.url })), { status, headers });
  };
  const handle = createRequestHandler(serverBuild(routes, document), "production");
  return async (path: string) => {
    const response = await handle(new Request(`http://localhost${path}`));
    expect(response.status).toBe(200);
    return response.text();
  };
}

const treesRendered = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([routes]) => routes);

test("the documents of one build are rendered from one server route tree", async () => {
  const render = app("one");
  const createStaticRouter = vi.spyOn(reactRouterDomServer, "createStaticRouter");
  for (const path of ["/", "/thing", "/"]) await render(path);
  const [first, ...later] = treesRendered(createStaticRouter);
  expect(first).toBeDefined();
  expect(later).toHaveLength(2);
  for (const tree of later) expect(tree).toBe(first);
});

test("each document shows its own page and data", async () => {
  const render = app("one");
  expect(await render("/")).toBe("<p>one home 1</p>");
  expect(await render("/thing")).toBe("<p>one thing 2</p>");
  expect(await render("/")).toBe("<p>one home 3</p>");
});

test("another build (a rebuild in development) gets its own tree", async () => {
  const createStaticRouter = vi.spyOn(reactRouterDomServer, "createStaticRouter");
  expect(await app("one")("/")).toBe("<p>one home 1</p>");
  expect(await app("two")("/")).toBe("<p>two home 1</p>");
  const [first, second] = treesRendered(createStaticRouter);
  expect(second).not.toBe(first);
});
