// Which Remix route a request reaches, decided the way Remix decides it, so
// that what server.ts applies to a route (the auth rate limit, JSON answers
// for /api) cannot be escaped by spelling a path differently: the URL is
// normalised (dot segments, backslashes), each segment percent-decoded and
// matched case-insensitively, exactly as the router does.
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";
import type { Request } from "express";

type RouteTree = AgnosticRouteObject[];

function routeTree(manifest: ServerBuild["routes"], parentId?: string): RouteTree {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) => {
      const children = routeTree(manifest, id);
      return index ? { id, index: true, caseSensitive } : { id, path, caseSensitive, children };
    });
}

/**
 * The pathname the app sees: built as @remix-run/express builds the
 * request's URL (protocol, host and port from the headers, then the raw
 * target), so that dot segments, backslashes and even a Host header with a
 * slash in it resolve here as they do there. Null when it is not a URL.
 */
export function remixPathname(req: Request): string | null {
  if (!pathnames.has(req)) pathnames.set(req, buildPathname(req));
  return pathnames.get(req)!;
}

const pathnames = new WeakMap<Request, string | null>();

function buildPathname(req: Request): string | null {
  const port = (header: string | undefined) => Number.parseInt(header?.split(":")[1] ?? "", 10);
  const forwardedPort = port(req.get("X-Forwarded-Host"));
  const hostPort = port(req.get("host"));
  const portOf = Number.isSafeInteger(forwardedPort) ? forwardedPort : Number.isSafeInteger(hostPort) ? hostPort : "";
  try {
    return new URL(`${req.protocol}://${req.hostname}${portOf ? `:${portOf}` : ""}${req.originalUrl}`).pathname;
  } catch {
    return null;
  }
}

/** Whether every segment of the path is valid percent-encoding. */
export function isDecodablePath(pathname: string): boolean {
  try {
    pathname.split("/").forEach((segment) => decodeURIComponent(segment));
    return true;
  } catch {
    return false;
  }
}

/** /api/*, however it is spelt: the first segment, decoded, case-insensitive (as the router matches it). */
export function isApiPath(pathname: string): boolean {
  const first = pathname.split("/")[1] ?? "";
  let decoded = first;
  try {
    decoded = decodeURIComponent(first);
  } catch {
    // matched as written, like the router does
  }
  return decoded.toLowerCase() === "api";
}

export function createRouteMatcher(build: ServerBuild) {
  const tree = routeTree(build.routes);
  return {
    /** The id of the deepest route this path reaches (`routes/auth.login`), or null. */
    routeId(pathname: string): string | null {
      return matchRoutes(tree, pathname)?.at(-1)?.route.id ?? null;
    },
    /** Refuses to start with ids that name no route (a renamed route file would escape its rule silently). */
    assertRoutes(ids: readonly string[]): void {
      const missing = ids.filter((id) => !(id in build.routes));
      if (missing.length > 0) throw new Error(`server.ts names routes the build does not have: ${missing.join(", ")}`);
    },
  };
}

export type RouteMatcher = ReturnType<typeof createRouteMatcher>;
