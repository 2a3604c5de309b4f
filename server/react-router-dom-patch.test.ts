// Tests patches/react-router-dom+6.30.4.patch (decision 074,
// docs/decisions/074-route-matching-cache.md): the server's createStaticRouter
// converts a route array to data routes once and keeps them, so that the
// router's caches, keyed by that array, serve every render instead of a new
// array per document.
//
// If this file fails after an upgrade of react-router-dom: when the first test
// fails, the patched behaviour is gone (the patch was dropped or no longer fits
// the new code). Check whether the new version still needs it: does
// createStaticRouter still convert the routes on every call? If not, delete
// the patch file and this test and update decision 074; if it does, redo the
// patch for the new version. When the other tests fail, the patch renders
// wrongly with the new version: redo it.
import { createRequire } from "node:module";
import type { StaticHandler, StaticHandlerContext } from "@remix-run/router";
import { expect, test } from "vitest";

const require = createRequire(import.meta.url);
// The CommonJS builds: the server's copy is server.js, which the patch changes
// (one React and one react-router for all of them).
const { createElement } = require("react") as typeof import("react");
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
const { Outlet, useLoaderData } = require("react-router-dom") as typeof import("react-router-dom");
const { createStaticHandler, createStaticRouter, StaticRouterProvider } = require(
  "react-router-dom/server",
) as typeof import("react-router-dom/server");

function app() {
  let served = 0;
  const Page = () => createElement("p", null, useLoaderData() as string);
  const routes = [
    {
      id: "root",
      path: "/",
      Component: () => createElement(Outlet),
      children: [
        { id: "home", index: true, loader: () => `home ${++served}`, Component: Page },
        { id: "song", path: "songs/:id", loader: ({ params }: { params: { id?: string } }) => `song ${params.id}`, Component: Page },
      ],
    },
  ];
  return { routes, handler: createStaticHandler(routes) };
}

async function contextFor(handler: StaticHandler, path: string): Promise<StaticHandlerContext> {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  return context;
}

test("a route array is converted to data routes once: every static router of it shares them", async () => {
  const { routes, handler } = app();
  const first = createStaticRouter(routes, await contextFor(handler, "/"));
  const second = createStaticRouter(routes, await contextFor(handler, "/songs/7"));
  expect(second.routes).toBe(first.routes);
});

test("each render shows its own request's page and data, matched to the kept data routes", async () => {
  const { routes, handler } = app();
  for (const [path, ids, html] of [
    ["/", ["root", "home"], "<p>home 1</p>"],
    ["/songs/7", ["root", "song"], "<p>song 7</p>"],
    ["/", ["root", "home"], "<p>home 2</p>"],
  ] as const) {
    const context = await contextFor(handler, path);
    const router = createStaticRouter(routes, context);
    expect(router.state.location.pathname).toBe(path);
    expect(router.state.matches.map((match) => match.route.id)).toEqual(ids);
    // The matches point into this router's data routes (which carry the rendered elements),
    // not at the handler's routes of the context.
    expect(router.state.matches[0]!.route).toBe(router.routes[0]);
    expect(renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }))).toBe(html);
  }
});

test("another route array gets its own data routes", async () => {
  const one = app();
  const other = app();
  const first = createStaticRouter(one.routes, await contextFor(one.handler, "/"));
  const second = createStaticRouter(other.routes, await contextFor(other.handler, "/"));
  expect(second.routes).not.toBe(first.routes);
  expect(second.routes[0]!.children!.map((route) => route.id)).toEqual(["home", "song"]);
});
