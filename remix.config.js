import { flatRoutes } from "remix-flat-routes";

/**
 * Routes are flat files grouped by area: a folder whose name ends in "+"
 * (admin+, api+, auth+, ...) prefixes its files' names, so
 * `api+/section.$id.ts` is `/api/section/:id` (remix-flat-routes, decision 006).
 * Files starting with "__" are a route's private helpers, not routes.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/*"],
  routes: async (defineRoutes) =>
    flatRoutes("routes", defineRoutes, {
      ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/__*.*"],
    }),
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
};
