// Small helpers for Responses.
import { redirect, type AppLoadContext } from "@remix-run/node";

/** Merges header sets, keeping every Set-Cookie. */
export function combineHeaders(...sets: Array<HeadersInit | null | undefined>): Headers {
  const combined = new Headers();
  for (const set of sets) {
    if (!set) continue;
    for (const [key, value] of new Headers(set).entries()) {
      combined.append(key, value);
    }
  }
  return combined;
}

/** Any origin: only the path, query and fragment of a resolved URL are kept. */
const BASE = "http://fanchant.invalid";

/**
 * A path on this site to go back to after sign-in; anything else becomes the
 * fallback. The value is resolved the way a browser resolves a Location
 * (which drops tabs and newlines and reads `\` as `/`) and must stay on this
 * origin, and its path must not read as another host (`//host`). Control
 * characters and backslashes are refused outright. What is returned is the
 * resolved path, percent-encoded, so it is always a valid header value.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  // "/..//evil.example" resolves to the path "//evil.example", which a browser reads as another host.
  if (url.origin !== BASE || url.pathname.startsWith("//")) return fallback;
  return url.pathname + url.search + url.hash;
}

/**
 * The loader of a post-only URL (/auth/login, ...): a browser that opens it
 * goes home, while the page rendered after its own form post (or the data
 * request that follows a post made with JavaScript) is left alone.
 */
export function redirectPlainVisitHome({ context }: { context: AppLoadContext }) {
  if (context.isPageVisit) throw redirect("/");
  return null;
}
