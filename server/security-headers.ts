// Security headers on every answer, static files included: a CSP whose nonce
// changes with every response (enforced: self and what YouTube's player
// needs), helmet's defaults, and a Permissions-Policy. Helmet works them out
// once at start-up; each answer gets that same list with its own nonce
// (running helmet's dozen middlewares per request cost a tenth of a small
// API read's CPU).
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Env } from "../app/env.server";

/** What the YouTube IFrame player needs, and nothing else from outside. */
const YOUTUBE = {
  scripts: ["https://www.youtube.com"],
  frames: ["https://www.youtube.com", "https://www.youtube-nocookie.com"],
  images: ["https://i.ytimg.com", "https://img.youtube.com"],
};

/**
 * Powerful features the app never uses, refused for the page and every
 * frame. Autoplay, fullscreen, encrypted media and picture-in-picture keep
 * their defaults: YouTube's player frame asks for them.
 */
const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");

function helmetFor(env: Env, nonce: string) {
  return helmet({
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
          "script-src": ["'self'", `'nonce-${nonce}'`, ...YOUTUBE.scripts],
          "script-src-attr": ["'none'"],
          "style-src": ["'self'"],
          "worker-src": ["'self'"],
          "upgrade-insecure-requests": env.secureCookies ? [] : null,
        },
      },
    });
}

/** Stands where each answer's nonce goes in the header values helmet works out once. */
const NONCE_SLOT = "NONCE-SLOT";

/**
 * The headers helmet sets and removes, as it would on any answer: the fixed
 * ones, and the one that carries the nonce, split where the nonce goes.
 */
function helmetHeaders(env: Env) {
  const fixed: Array<[string, string]> = [];
  const withNonce: Array<{ name: string; around: string[] }> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) =>
      value.includes(NONCE_SLOT) ? withNonce.push({ name, around: value.split(NONCE_SLOT) }) : fixed.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  } as unknown as ServerResponse;
  let finished = false;
  // Helmet's middleware runs synchronously and reads nothing from the request.
  helmetFor(env, NONCE_SLOT)({} as IncomingMessage, recorder, () => (finished = true));
  const [csp] = withNonce;
  if (!finished || withNonce.length !== 1 || csp!.around.length !== 2) {
    throw new Error("security-headers: helmet's headers could not be worked out once");
  }
  const [beforeNonce, afterNonce] = csp!.around as [string, string];
  return { fixed, removed, cspName: csp!.name, beforeNonce, afterNonce };
}

const NONCE_BYTES = 16;
/** Nonces drawn from the CSPRNG at a time: one call for many answers instead of one each. */
const NONCES_PER_DRAW = 256;
let nonces = Buffer.alloc(0);
let nextNonceAt = 0;

/** 128 random bits, base64: never the same twice, never derived from another. */
export function freshNonce(): string {
  if (nextNonceAt >= nonces.length) {
    nonces = crypto.randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    nextNonceAt = 0;
  }
  nextNonceAt += NONCE_BYTES;
  return nonces.toString("base64", nextNonceAt - NONCE_BYTES, nextNonceAt);
}

export function securityHeaders(env: Env): RequestHandler {
  const { fixed, removed, cspName, beforeNonce, afterNonce } = helmetHeaders(env);
  return (_req, res, next) => {
    const nonce = freshNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader(cspName, beforeNonce + nonce + afterNonce);
    for (const [name, value] of fixed) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
