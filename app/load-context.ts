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
    /**
     * A browser opening the URL: a GET of the document, not a form post and
     * not a Remix data request (loaders see neither: after a post they get a
     * GET, and Remix strips `_data` from their URL).
     */
    isPageVisit: boolean;
    /** Set when this auth post is over RATE_LIMIT_AUTH_PER_MIN (the action answers 429). */
    authRateLimited: RateLimitState | null;
    /**
     * The client's address as the rate limits count it (an IPv6 address by its
     * /56 network; behind a trusted proxy, the address it reports).
     */
    clientAddress: string;
  }
}
