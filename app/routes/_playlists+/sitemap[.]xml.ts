// GET /sitemap.xml (issue 10): every public shared playlist an admin has not
// hidden, for search engines (robots.txt points here).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getEnv } from "~/env.server";
import { listSitemapPlaylists } from "~/models/community-playlist-feed.server";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);
}

export async function loader(_args: LoaderFunctionArgs) {
  const base = getEnv().APP_URL;
  const urls = (await listSitemapPlaylists())
    .map(
      ({ shareToken, updatedAt }) =>
        `  <url><loc>${escapeXml(new URL(`/shared/playlist/${shareToken}`, base).href)}</loc><lastmod>${updatedAt}</lastmod></url>`,
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}${urls ? "\n" : ""}</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
