// The HTTP server: Express in front of the Remix build, in this order:
// compression, static files, request log, CSP nonce + helmet, origin check,
// rate limits, /healthz, the Remix handler. Started with `node --import tsx server.ts`.
import crypto from "node:crypto";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Request, type Response } from "express";
import { rateLimit, type RateLimitInfo } from "express-rate-limit";
import helmet from "helmet";
import morgan from "morgan";
import enCommon from "./app/locales/en/common.json" with { type: "json" };
import koCommon from "./app/locales/ko/common.json" with { type: "json" };
import { EnvError, loadEnv, type Env } from "./app/env.server";
import { localeFromCookie } from "./app/i18n/locale-cookie.server";
import { collectGarbageWhenIdle } from "./app/utils/idle-gc.server";
import { precompressedAssets } from "./app/utils/precompressed-assets.server";
import type { RateLimitState } from "./app/load-context";
import { RATE_LIMIT_WINDOW_MS } from "./app/shared/constants";
import { FAKE_YOUTUBE_IFRAME_API_PATH } from "./app/shared/youtube";

installGlobals({ nativeFetch: true });

const here = path.dirname(fileURLToPath(import.meta.url));

/** What the YouTube IFrame player needs, and nothing else from outside. */
const YOUTUBE = {
  scripts: ["https://www.youtube.com"],
  frames: ["https://www.youtube.com", "https://www.youtube-nocookie.com"],
  images: ["https://i.ytimg.com", "https://img.youtube.com"],
};

/** Posts that sign someone in: limited to RATE_LIMIT_AUTH_PER_MIN per address (every /api/auth/* call included). */
const AUTH_POST_PATHS = ["/auth/login", "/auth/register", "/auth/guest", "/auth/other-device", "/admin/login", "/api/auth"];

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Answers server.ts gives itself: JSON for /api (spec §7 error shape), text otherwise. */
async function refuse(req: Request, res: Response, status: number, code: string, pick: (t: typeof koCommon) => string) {
  const message = pick((await localeFromCookie(req.headers.cookie)) === "en" ? enCommon : koCommon);
  if (req.path.startsWith("/api/")) res.status(status).json({ error: { code, message } });
  else res.status(status).type("text").send(message);
}

function retryAfterSeconds(req: Request): number {
  const info = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
  const reset = info?.resetTime?.getTime() ?? Date.now() + RATE_LIMIT_WINDOW_MS;
  return Math.max(1, Math.ceil((reset - Date.now()) / 1000));
}

function createApp(env: Env, build: ServerBuild, checkDatabase: () => Promise<unknown>) {
  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", 1);

  app.use(collectGarbageWhenIdle());
  app.use(compression());

  // Hashed build assets never change; everything else in public/ may. Their
  // brotli and gzip copies are made at build time (scripts/precompress-assets.ts).
  app.use("/build", precompressedAssets(path.join(here, "public/build"), { maxAge: "1y" }));
  app.use("/build", express.static(path.join(here, "public/build"), { immutable: true, maxAge: "1y" }));
  app.use("/build", (_req, res) => res.sendStatus(404));
  app.use(express.static(path.join(here, "public"), { maxAge: "1h" }));

  if (env.logRequests) app.use(morgan("tiny"));

  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      // YouTube's embedded player refuses to play without a referrer.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      // HSTS means something only over https.
      strictTransportSecurity: env.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
      xFrameOptions: { action: "deny" },
      contentSecurityPolicy: {
        useDefaults: false,
        reportOnly: false,
        directives: {
          "default-src": ["'self'"],
          "base-uri": ["'self'"],
          "connect-src": ["'self'", ...(env.NODE_ENV === "development" ? ["ws://localhost:*", "ws://127.0.0.1:*"] : [])],
          "font-src": ["'self'"],
          "form-action": ["'self'"],
          "frame-ancestors": ["'none'"],
          "frame-src": YOUTUBE.frames,
          "img-src": ["'self'", "data:", ...YOUTUBE.images],
          "manifest-src": ["'self'"],
          "media-src": ["'self'"],
          "object-src": ["'none'"],
          "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, ...YOUTUBE.scripts],
          "script-src-attr": ["'none'"],
          "style-src": ["'self'"],
          "worker-src": ["'self'"],
          "upgrade-insecure-requests": env.secureCookies ? [] : null,
        },
      },
    }),
  );

  // Cross-site form posts are refused outright (login CSRF); SameSite=Lax covers the rest.
  app.use((req, res, next) => {
    const origin = req.headers.origin;
    if (!origin || ["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
    const allowed = new Set([new URL(env.APP_URL).host, req.headers.host]);
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {
      // "null" and malformed origins fall through as foreign
    }
    if (host && allowed.has(host)) return next();
    void refuse(req, res, 403, "FORBIDDEN", (t) => t.api.errors.forbidden);
  });

  app.use(
    rateLimit({
      windowMs: RATE_LIMIT_WINDOW_MS,
      limit: env.RATE_LIMIT_PER_MIN,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (req, res) => refuse(req, res, 429, "RATE_LIMITED", (t) => t.errors.rateLimited),
    }),
  );
  app.post(
    AUTH_POST_PATHS.flatMap((p) => [p, `${p}/*`]),
    rateLimit({
      windowMs: RATE_LIMIT_WINDOW_MS,
      limit: env.RATE_LIMIT_AUTH_PER_MIN,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      async handler(req, res, next) {
        const retryAfter = retryAfterSeconds(req);
        if (req.path.startsWith("/api/")) {
          res.set("Retry-After", String(retryAfter));
          return refuse(req, res, 429, "RATE_LIMITED", (t) => t.errors.rateLimited);
        }
        // Forms answer 429 from their action, on the same page, keeping what was typed.
        res.locals.authRateLimited = { retryAfterSeconds: retryAfter } satisfies RateLimitState;
        next();
      },
    }),
  );

  // The fake YouTube IFrame API for development and offline demos (YOUTUBE_PLAYER=fake).
  if (env.youtubePlayer === "fake") {
    app.get(FAKE_YOUTUBE_IFRAME_API_PATH, (_req, res) =>
      res.type("js").sendFile(path.join(here, "tests/fixtures/fake-youtube-iframe-api.js")),
    );
  }

  app.get("/healthz", async (_req, res) => {
    try {
      await checkDatabase();
      res.type("text").set("Cache-Control", "no-store").send("ok");
    } catch (error) {
      console.error("healthz: database check failed", error);
      res.status(503).type("text").send("database unavailable");
    }
  });

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: build.mode,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        isPageVisit: (req.method === "GET" || req.method === "HEAD") && req.query._data === undefined,
        authRateLimited: (res.locals.authRateLimited as RateLimitState | undefined) ?? null,
      }),
    }),
  );
  return app;
}

async function main() {
  const env = readEnv();
  const { prisma } = await import("./app/db.server");
  const build = (await import(pathToFileURL(path.join(here, "build/index.js")).href)) as ServerBuild;
  const app = createApp(env, build, () => prisma.$queryRaw`SELECT 1`);

  const server: Server = app.listen(env.PORT, env.HOST, () => {
    console.log(`FanChant listening on http://${env.HOST}:${env.PORT} (${env.NODE_ENV})`);
    if (env.NODE_ENV === "development") broadcastDevReady(build);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing the server and the database`);
    const force = setTimeout(() => {
      server.closeAllConnections();
    }, 5_000);
    force.unref();
    server.close(async () => {
      await prisma.$disconnect();
      console.log("closed");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

await main();
