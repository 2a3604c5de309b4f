// A small Remix server build for the tests of the patched server packages
// (server/*-patch.test.ts): the manifest fields Remix reads of each route, and
// the build around a route table and a document entry.
import type { ServerBuild } from "@remix-run/node";

/** A route of the build: its module and place (`extra`: path, parentId, index). */
export function buildRoute(id: string, module: Record<string, unknown>, extra: object) {
  return {
    id,
    module,
    hasLoader: "loader" in module,
    hasAction: "action" in module,
    hasErrorBoundary: false,
    hasClientAction: false,
    hasClientLoader: false,
    module_url: `/build/${id}.js`,
    imports: [],
    ...extra,
  };
}

/** The production build of these routes, each document answered by `document` (the entry's default export). */
export function serverBuild(routes: Record<string, object>, document: (...args: never[]) => Response): ServerBuild {
  return {
    mode: "production",
    entry: { module: { default: document } },
    routes,
    assets: { entry: { module: "/build/entry.js", imports: [] }, routes, url: "/build/manifest.js", version: "1" },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: {},
    isSpaMode: false,
  } as unknown as ServerBuild;
}
