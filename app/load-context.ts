// What server.ts hands every loader and action (getLoadContext).
import "@remix-run/node";

export interface RateLimitState {
  /** Seconds until the window that refused this request ends. */
  retryAfterSeconds: number;
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The nonce of this response's Content-Security-Policy. */
    cspNonce: string;
    /** The method of the HTTP request (loaders after a form post see a GET). */
    requestMethod: string;
    /** Set when this auth post is over RATE_LIMIT_AUTH_PER_MIN (the action answers 429). */
    authRateLimited: RateLimitState | null;
  }
}
