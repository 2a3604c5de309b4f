// The non-negotiable "first-load JavaScript of every page at most 100 KB gzip",
// checked on every build: for each route of the browser manifest, the entry and
// its imports plus the module and imports of the route and its parents (what
// Remix preloads), at the size of the gzip copies the server sends. The same
// sum as `npm run bench:first-load`, which also opens each page and checks the
// HTML; this is the part that needs no server, so no merge slips past it.
import fs from "node:fs";
import path from "node:path";
import { constants, gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { FIRST_LOAD_BUDGET_BYTES } from "../../scripts/bench/budgets";

const PUBLIC = path.resolve(import.meta.dirname, "../../public");

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

function readManifest(): { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> } {
  const dir = path.join(PUBLIC, "build");
  const file = fs.readdirSync(dir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("no build in public/build: run `npm run build` first (npm test does)");
  return JSON.parse(fs.readFileSync(path.join(dir, file), "utf8").replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
}

/**
 * A hashed asset as served to a browser that takes gzip: the level-9 copy that
 * scripts/precompress-assets.ts writes at build time, or the file itself where
 * that copy would not be smaller.
 */
function servedSize(file: string): number {
  const data = fs.readFileSync(path.join(PUBLIC, file));
  return Math.min(data.length, gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length);
}

test("every route's first-load JavaScript is at most 100 KB gzip", () => {
  const manifest = readManifest();
  const over: string[] = [];
  for (const route of Object.values(manifest.routes)) {
    const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (let current: ManifestRoute | undefined = route; current; current = current.parentId ? manifest.routes[current.parentId] : undefined) {
      scripts.add(current.module);
      for (const file of current.imports ?? []) scripts.add(file);
    }
    const bytes = [...scripts].reduce((sum, file) => sum + servedSize(file), 0);
    if (bytes > FIRST_LOAD_BUDGET_BYTES) over.push(`${route.id}: ${(bytes / 1000).toFixed(1)} KB`);
  }
  expect(Object.keys(manifest.routes).length).toBeGreaterThan(50);
  expect(over).toEqual([]);
});
