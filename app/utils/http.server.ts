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

/** A same-site path to go back to after sign-in; anything else becomes the fallback. */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  return to;
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
