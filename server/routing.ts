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
 * The URL the app sees, built as @remix-run/express builds it (protocol,
 * host and port from the headers, then the raw target), so that dot
 * segments, backslashes and even a Host header with a slash in it resolve
 * here as they do in the app: the Remix handler (server/remix-handler.ts)
 * takes this very URL. Null when it is not a URL.
 */
export function remixUrl(req: Request): { href: string; pathname: string } | null {
  let url = urls.get(req);
  if (url === undefined) {
    url = buildUrl(req);
    urls.set(req, url);
  }
  return url;
}

/** The pathname of the URL the app sees (null when it is not a URL). */
export function remixPathname(req: Request): string | null {
  return remixUrl(req)?.pathname ?? null;
}

const urls = new WeakMap<Request, { href: string; pathname: string } | null>();

function buildUrl(req: Request): { href: string; pathname: string } | null {
  const port = (header: string | undefined) => Number.parseInt(header?.split(":")[1] ?? "", 10);
  const forwardedPort = port(req.get("X-Forwarded-Host"));
  const hostPort = port(req.get("host"));
  const portOf = Number.isSafeInteger(forwardedPort) ? forwardedPort : Number.isSafeInteger(hostPort) ? hostPort : "";
  try {
    const { href, pathname } = new URL(`${req.protocol}://${req.hostname}${portOf ? `:${portOf}` : ""}${req.originalUrl}`);
    return { href, pathname };
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

/** A segment as the router compares it: percent-decoded (as written if it cannot be), lower case. */
function routerSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** The path as the router compares it. */
export function routerPath(pathname: string): string {
  return pathname.split("/").map(routerSegment).join("/");
}

/** /api/*, however it is spelt: the first segment, decoded, case-insensitive (as the router matches it). */
export function isApiPath(pathname: string): boolean {
  return routerSegment(pathname.split("/")[1] ?? "") === "api";
}

export function createRouteMatcher(build: ServerBuild) {
  const tree = routeTree(build.routes);
  return {
    /** The id of the deepest route this path reaches (`routes/auth.login`), or null. */
    routeId(pathname: string): string | null {
      return matchRoutes(tree, pathname)?.at(-1)?.route.id ?? null;
    },
    /** The ids of the build's routes. */
    ids: Object.keys(build.routes),
    /** A route's whole path pattern (`auth/login`, `api/auth/oauth/:provider/url`). */
    pathOf(id: string): string {
      const parts: string[] = [];
      for (let route = build.routes[id]; route; route = route.parentId ? build.routes[route.parentId] : undefined) {
        if (route.path) parts.unshift(route.path);
      }
      return parts.join("/");
    },
  };
}

export type RouteMatcher = ReturnType<typeof createRouteMatcher>;
