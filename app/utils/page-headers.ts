// A page's document answer takes its headers from the route's `headers`
// export only (Remix): a form's action refused over a limit answers 429 with
// Retry-After (utils/page-refusal.server.ts), which the document keeps
// through this. Server-only, as every `headers` export: the browser's build
// drops it.
import type { HeadersFunction } from "@remix-run/node";

export const retryAfterOfAction: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};
