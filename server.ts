// The HTTP server: Express in front of the Remix build, in this order:
// drain of unread bodies, security headers, static files (compressed),
// request log, readable targets, origin check, rate limits, /healthz, the
// Remix handler (which compresses the app's answers) with a default
// Cache-Control. Started with
// `node --import tsx server.ts`; the middleware lives in server/.
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { broadcastDevReady, installGlobals, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { ipKeyGenerator } from "express-rate-limit";
import { EnvError, loadEnv, type Env } from "./app/env.server";
import type { RateLimitState } from "./app/load-context";
import { collectGarbageWhenIdle } from "./server/idle-gc";
import { precompressedAssets } from "./server/precompressed-assets";
import { publicFiles } from "./server/public-files";
import { FAKE_YOUTUBE_IFRAME_API_PATH } from "./app/shared/youtube";
import { defaultCacheControl } from "./server/cache-control";
import { resolveDatabaseUrl } from "./app/db/database-url";
import { closePgPool, pgPool } from "./app/db/pg-pool.server";
import { databaseDialect } from "./app/db/sql-dialect";
import { DatabaseRateLimitStore } from "./server/rate-limit-store";
import { rateLimits, refuseCrossSiteWrites, refuseUnreadableTargets } from "./server/request-guards";
import { createRouteMatcher } from "./server/routing";
import { remixHandler } from "./server/remix-handler";
import { securityHeaders } from "./server/security-headers";
import { drainUnreadBodies } from "./server/unread-body";

installGlobals({ nativeFetch: true });

const here = path.dirname(fileURLToPath(import.meta.url));

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

function createApp(
  env: Env,
  build: ServerBuild,
  checkDatabase: () => Promise<unknown>,
  sharedRateLimits?: (prefix: string, windowMs: number) => DatabaseRateLimitStore,
) {
  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", 1);

  app.use(collectGarbageWhenIdle());
  app.use(drainUnreadBodies);
  app.use(securityHeaders(env));

  // Hashed build assets never change; everything else in public/ may.
  // Their brotli and gzip copies are made at build time (scripts/precompress-assets.ts).
  app.use("/build", precompressedAssets(path.join(here, "public/build"), { maxAge: "1y" }));
  app.use("/build", compression(), express.static(path.join(here, "public/build"), { immutable: true, maxAge: "1y" }));
  app.use("/build", (_req, res) => res.sendStatus(404));
  app.use(publicFiles(path.join(here, "public")));

  if (env.logRequests) app.use(morgan("tiny"));

  app.use(refuseUnreadableTargets);
  app.use(refuseCrossSiteWrites(env));
  app.use(rateLimits(env, createRouteMatcher(build), sharedRateLimits));

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

  app.use(defaultCacheControl);
  app.use(
    remixHandler({
      build,
      mode: build.mode,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        isPageVisit: (req.method === "GET" || req.method === "HEAD") && req.query._data === undefined,
        authRateLimited: (res.locals.authRateLimited as RateLimitState | undefined) ?? null,
        clientAddress: ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? ""),
      }),
    }),
  );
  return app;
}

async function main() {
  const env = readEnv();
  const { prisma } = await import("./app/db/client.server");
  const build = (await import(pathToFileURL(path.join(here, "build/index.js")).href)) as ServerBuild;
  // On PostgreSQL several instances may serve one site: their rate limits count in the database (decision 113).
  const url = resolveDatabaseUrl(process.env.DATABASE_URL);
  const shared =
    databaseDialect(url) === "postgresql"
      ? (prefix: string, windowMs: number) =>
          new DatabaseRateLimitStore(prefix, async (sql, params) => (await pgPool(url).query(sql, params)).rows, windowMs)
      : undefined;
  const app = createApp(env, build, () => prisma.$queryRaw`SELECT 1`, shared);

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
      await closePgPool();
      console.log("closed");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

await main();
