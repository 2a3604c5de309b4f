// The browser tests' `test`: no request leaves the machine. YouTube's
// thumbnails are answered with a local image; anything else external is refused.
import fs from "node:fs";
import path from "node:path";
import { test as base } from "@playwright/test";

const THUMBNAIL = fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/thumbnail.svg"));
const THUMBNAIL_HOSTS = new Set(["i.ytimg.com", "img.youtube.com"]);

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route(
      (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
      (route) => {
        const { hostname } = new URL(route.request().url());
        if (THUMBNAIL_HOSTS.has(hostname)) {
          return route.fulfill({ status: 200, contentType: "image/svg+xml", body: THUMBNAIL });
        }
        return route.abort("blockedbyclient");
      },
    );
    await use(context);
  },
});

export { expect } from "@playwright/test";
