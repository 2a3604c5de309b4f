// The browser tests' `test`: no request leaves the machine. YouTube's IFrame
// API script is answered with the fake player (tests/fixtures), thumbnails
// with a local image; anything else external is refused.
import fs from "node:fs";
import path from "node:path";
import { test as base, type BrowserContext } from "@playwright/test";

const THUMBNAIL = fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/thumbnail.svg"));
const THUMBNAIL_HOSTS = new Set(["i.ytimg.com", "img.youtube.com"]);
const FAKE_YOUTUBE_IFRAME_API = fs.readFileSync(
  path.resolve(import.meta.dirname, "../fixtures/fake-youtube-iframe-api.js"),
);
export const YOUTUBE_IFRAME_API_URL = "https://www.youtube.com/iframe_api";

/** Routes every outside host of a browser context to its local fake (or refuses it). */
export async function routeOutsideHosts(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
    (route) => {
      const url = route.request().url();
      if (url === YOUTUBE_IFRAME_API_URL) {
        return route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_YOUTUBE_IFRAME_API });
      }
      if (THUMBNAIL_HOSTS.has(new URL(url).hostname)) {
        return route.fulfill({ status: 200, contentType: "image/svg+xml", body: THUMBNAIL });
      }
      return route.abort("blockedbyclient");
    },
  );
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await routeOutsideHosts(context);
    await use(context);
  },
});

export { expect } from "@playwright/test";
