// Security headers on every answer, static files included: a CSP whose nonce
// changes with every response (enforced: self and what YouTube's player
// needs), helmet's defaults, and a Permissions-Policy.
import crypto from "node:crypto";
import type { RequestHandler, Response } from "express";
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

export function securityHeaders(env: Env): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      next();
    },
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
  ];
}
