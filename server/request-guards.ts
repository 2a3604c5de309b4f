// What server.ts checks before the app runs: a request target the app can
// read, no cross-site writes, and the per-address rate limits
// (docs/decisions/005-rate-limits-and-csrf.md).
import type { RequestHandler } from "express";
import type { Env } from "../app/env.server";
import type { RateLimitState } from "../app/load-context";
import { RATE_LIMIT_WINDOW_MS } from "../app/shared/constants";
import { FORM_BODY_LIMITS, formBodyLimitOf } from "../app/utils/form-body-limits.server";
import { MemoryRateLimitStore, rateLimit, type RateLimitStore } from "./rate-limit";
import { refuse } from "./refuse";
import { isApiPath, isDecodablePath, remixPathname, routerPath, type RouteMatcher } from "./routing";

/** Methods that run a route's action. */
const ACTION_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Actions that sign someone in, limited to RATE_LIMIT_AUTH_PER_MIN per
 * address: these routes, and every action under /api/auth.
 */
const AUTH_ROUTE_IDS = [
  "routes/_auth+/auth.login",
  "routes/_auth+/auth.register",
  "routes/_auth+/auth.guest",
  "routes/_auth+/auth.other-device",
  "routes/_admin+/admin_.login",
] as const;
const AUTH_API_ROUTE_PREFIX = "routes/_api+/api.auth.";
/**
 * Each of those routes has one of these words in its path, so a path without
 * them cannot reach one and needs no route matching (checked at start-up).
 */
const AUTH_PATH_WORDS = /auth|login/;

/** A target that is not a URL, or a path that is not valid percent-encoding: 400 (JSON under /api). */
export const refuseUnreadableTargets: RequestHandler = (req, res, next) => {
  const pathname = remixPathname(req);
  if (pathname !== null && isDecodablePath(pathname)) return next();
  void refuse(req, res, 400, "BAD_REQUEST", (t) => t.api.errors.badRequest);
};

/**
 * Cross-site writes are refused outright (login CSRF); SameSite=Lax covers
 * the rest. "Same site" is the whole origin, scheme included: the app's
 * public URL, or the address this request came to.
 */
export function refuseCrossSiteWrites(env: Env): RequestHandler {
  const appOrigin = new URL(env.APP_URL).origin;
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (!origin || ["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
    const given = originOf(origin);
    // "null" and malformed origins are foreign.
    if (given && (given === appOrigin || given === originOf(`${req.protocol}://${req.headers.host}`))) return next();
    void refuse(req, res, 403, "FORBIDDEN", (t) => t.api.errors.forbidden);
  };
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Every request (RATE_LIMIT_PER_MIN), and the actions that sign someone in
 * (RATE_LIMIT_AUTH_PER_MIN). Which action a request reaches is decided by
 * the same route matching Remix does, so no spelling of the path escapes.
 */
export function rateLimits(
  env: Env,
  routes: RouteMatcher,
  /** A store shared by every instance (decision 113); one in this process's memory when absent. */
  sharedStore?: (prefix: string, windowMs: number) => RateLimitStore,
): RequestHandler[] {
  const authRoutes = new Set([...AUTH_ROUTE_IDS, ...routes.ids.filter((id) => id.startsWith(AUTH_API_ROUTE_PREFIX))]);
  const unexpected = [...authRoutes].filter((id) => !routes.ids.includes(id) || !AUTH_PATH_WORDS.test(routes.pathOf(id)));
  // A renamed route file would otherwise escape the limit without a word.
  if (unexpected.length > 0) throw new Error(`server.ts: sign-in routes missing or without ${AUTH_PATH_WORDS}: ${unexpected.join(", ")}`);
  const isAuthAction = (method: string, pathname: string | null) => {
    if (!ACTION_METHODS.has(method) || pathname === null || !AUTH_PATH_WORDS.test(routerPath(pathname))) return false;
    const id = routes.routeId(pathname);
    return id !== null && authRoutes.has(id);
  };
  const store = (prefix: string) =>
    sharedStore ? sharedStore(prefix, RATE_LIMIT_WINDOW_MS) : new MemoryRateLimitStore(RATE_LIMIT_WINDOW_MS);
  return [
    rateLimit({
      name: "all",
      limit: env.RATE_LIMIT_PER_MIN,
      windowMs: RATE_LIMIT_WINDOW_MS,
      store: store("all:"),
      onLimited: (req, res) => void refuse(req, res, 429, "RATE_LIMITED", (t) => t.errors.rateLimited),
    }),
    rateLimit({
      name: "auth",
      limit: env.RATE_LIMIT_AUTH_PER_MIN,
      windowMs: RATE_LIMIT_WINDOW_MS,
      store: store("auth:"),
      skip: (req) => !isAuthAction(req.method, remixPathname(req)),
      onLimited(req, res, next, retryAfterSeconds) {
        if (isApiPath(remixPathname(req) ?? req.path)) {
          return void refuse(req, res, 429, "RATE_LIMITED", (t) => t.errors.rateLimited);
        }
        // Forms answer 429 from their action, on the same page, keeping what was typed.
        res.locals.authRateLimited = { retryAfterSeconds } satisfies RateLimitState;
        next();
      },
    }),
  ];
}

/**
 * Each page form's body limit (app/utils/form-body-limits.server.ts), by the
 * route the post reaches, matched as Remix matches it: handed to the action
 * in the load context (`formBodyLimit`), where readForm refuses a longer body
 * with 413 before reading it (at once when Content-Length says so).
 */
export function formBodyLimits(routes: RouteMatcher): RequestHandler {
  const unknown = Object.keys(FORM_BODY_LIMITS).filter((id) => !routes.ids.includes(id));
  // A renamed route file would otherwise fall back to the default limit without a word.
  if (unknown.length > 0) throw new Error(`server.ts: form body limits for routes that do not exist: ${unknown.join(", ")}`);
  return (req, res, next) => {
    if (ACTION_METHODS.has(req.method)) {
      const pathname = remixPathname(req);
      res.locals.formBodyLimit = formBodyLimitOf(pathname === null ? null : routes.routeId(pathname));
    }
    next();
  };
}
