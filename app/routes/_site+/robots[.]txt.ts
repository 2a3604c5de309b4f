// GET /robots.txt: shared playlists may be indexed, what is behind a sign-in
// may not; the sitemap (issue 10) is named by its absolute URL, which only
// the configured origin (APP_URL) can give — so this is a route, not a file
// in public/.
import { getEnv } from "~/env.server";

/** Areas behind a sign-in (spec §2) and the machine interfaces: never indexed. */
const DISALLOWED = [
  "/admin",
  "/profile",
  "/playlists",
  "/bookmarks",
  "/practice",
  "/search",
  "/concerts",
  "/fanchant-archive",
  "/community",
  "/api",
  "/auth",
] as const;

export function robotsTxt(appUrl: string): string {
  return [
    "# FanChant: shared playlists may be indexed; what is behind a sign-in may not.",
    "User-agent: *",
    "Allow: /shared/",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", appUrl).href}`,
    "",
  ].join("\n");
}

export function loader() {
  return new Response(robotsTxt(getEnv().APP_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
