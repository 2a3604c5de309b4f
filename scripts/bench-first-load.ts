// Benchmark (not a test): the JavaScript and CSS a browser must load before a
// page works, for every page route of the build. Builds the app and serves it
// on a fresh database, then
//  - finds every page (a route whose module renders something) in the build
//    and adds up, gzip as served, the entry, its imports and each matched
//    route's module and imports: what Remix preloads for that page;
//  - opens each page it can reach signed out, as a guest and signed in, and
//    checks that the page's HTML asks for exactly those scripts, and which
//    stylesheets block its rendering;
//  - reports the player panel, loaded later on demand.
// Exits 1 when a page needs more than FIRST_LOAD_BUDGET_BYTES, when the HTML
// disagrees with the build, or when a signed-out page blocks on the player's styles.
//   npm run bench:first-load            (BENCH_PORT, default 3241)
import fs from "node:fs";
import path from "node:path";
import {
  bodyText,
  buildApp,
  describeMachine,
  adminCookie,
  guestCookie,
  importServerBuild,
  kb,
  pageRoutes,
  prepareDatabase,
  registerAccount,
  request,
  startApp,
  tempDir,
} from "./bench/lib";
import { FIRST_LOAD_BUDGET_BYTES } from "./bench/budgets";

/**
 * The player panel and what it brings, loaded when it opens or the playlist
 * has songs: its own code and dnd-kit (35 KB) plus zod (27 KB), which it uses
 * for its forms and stored data now that no page loads zod up front.
 */
const PLAYER_PANEL_BUDGET_BYTES = 80_000;

const PORT = Number(process.env.BENCH_PORT ?? 3241);
const problems: string[] = [];

console.log(describeMachine());
buildApp();
const dir = tempDir("bench-first-load");
const database = path.join(dir, "bench.db");
prepareDatabase(database);
const build = await importServerBuild(database);
const manifest = build.assets;
const app = await startApp(PORT, database);

const sizes = new Map<string, number>();
/** A file's size as the server sends it to a browser that accepts gzip. */
async function gzipSize(file: string): Promise<number> {
  let size = sizes.get(file);
  if (size === undefined) {
    const answer = await request(app.base + file, { headers: { "Accept-Encoding": "gzip" } });
    if (answer.status !== 200) throw new Error(`${file}: HTTP ${answer.status}`);
    size = answer.wire.length;
    sizes.set(file, size);
  }
  return size;
}
const total = async (files: Iterable<string>) => {
  let sum = 0;
  for (const file of files) sum += await gzipSize(file);
  return sum;
};

interface Page {
  id: string;
  pattern: string;
  scripts: Set<string>;
}

/** Each page and what Remix preloads for it: the entry and its imports, each matched route's module and imports. */
function pages(): Page[] {
  return pageRoutes(build).map(({ id, pattern, chain }) => {
    const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const routeId of chain) {
      scripts.add(manifest.routes[routeId]!.module);
      for (const file of manifest.routes[routeId]!.imports ?? []) scripts.add(file);
    }
    return { id, pattern, scripts };
  });
}

/** JavaScript a page's HTML asks for: modulepreloads, script sources and the imports of inline modules. */
function scriptsOf(html: string): Set<string> {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="(\/build\/[^"]+)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/import(?:[^"']*from)?\s*["'](\/build\/[^"']+\.js)["']/g)) found.add(match[1]!);
  return found;
}

/** Stylesheets that block the first paint: <link rel="stylesheet"> without a media query that excludes screens. */
function blockingStyles(html: string): string[] {
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)]
    .map((match) => /href="([^"]+)"/.exec(match[0])?.[1])
    .filter((href): href is string => Boolean(href));
}

async function closure(entry: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = bodyText(await request(app.base + entry));
  for (const match of source.matchAll(/(?:from|import)\s*"(\/build\/[^"]+\.js)"/g)) await closure(match[1]!, seen);
  return seen;
}

/** How each visitor reaches a page in this run (pages with parameters are measured from the build only). */
async function visitors() {
  const accountEmail = "first-load@fanchant.example";
  const signedIn = await registerAccount(app.base, accountEmail);
  // Signing in again elsewhere asks "sign in here?" (/auth/other-device) with a pending sign-in cookie.
  const elsewhere = await request(`${app.base}/auth/login`, {
    method: "POST",
    headers: { Origin: app.base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: accountEmail, password: "bench-password-1" }).toString(),
  });
  const pendingCookie = elsewhere.headers["set-cookie"]?.map((c) => c.split(";")[0]).join("; ") ?? "";
  return {
    cookies: {
      "signed out": "",
      guest: await guestCookie(app.base),
      "signed in": signedIn,
      admin: await adminCookie(app.base, database, "first-load-admin@fanchant.example"),
    },
    pendingCookie,
  };
}

/** A page's HTML as a visitor gets it; a failed sign-in post for the pages that only a post renders. */
async function open(pattern: string, cookie: string, pendingCookie: string) {
  const headers = { "Accept-Encoding": "gzip", ...(cookie ? { Cookie: cookie } : {}) };
  if (pattern === "/auth/login" || pattern === "/admin/login" || pattern === "/auth/register") {
    const body = new URLSearchParams({ email: "nobody@fanchant.example", password: "wrong-password", nickname: "x" });
    return request(app.base + pattern, {
      method: "POST",
      headers: { ...headers, Origin: app.base, "Content-Type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
  }
  if (pattern === "/auth/other-device") {
    return request(app.base + pattern, { headers: { ...headers, Cookie: [cookie, pendingCookie].filter(Boolean).join("; ") } });
  }
  return request(app.base + pattern, { headers });
}

try {
  const found = pages();
  const { cookies, pendingCookie } = await visitors();
  console.log(`\n${found.length} pages in the build; first-load JavaScript, gzip as served (budget ${kb(FIRST_LOAD_BUDGET_BYTES)}):\n`);
  console.log(`| Page | Route | JS files | JS gzip | ${Object.keys(cookies).join(" | ")} |`);
  console.log(`|---|---|---|---|${Object.keys(cookies).map(() => "---").join("|")}|`);
  let largest = 0;
  const styleSizes = new Map<string, number>();
  for (const page of found) {
    const size = await total(page.scripts);
    largest = Math.max(largest, size);
    if (size > FIRST_LOAD_BUDGET_BYTES) problems.push(`${page.pattern}: ${kb(size)} of JavaScript`);
    const cells: string[] = [];
    for (const [visitor, cookie] of Object.entries(cookies)) {
      if (page.pattern.includes(":") || page.pattern.includes("*")) {
        cells.push("(parameters: build only)");
        continue;
      }
      const answer = await open(page.pattern, cookie, pendingCookie);
      if (answer.status >= 300 && answer.status < 400) {
        cells.push(`→ ${answer.headers.location}`);
        continue;
      }
      const html = bodyText(answer);
      const served = scriptsOf(html);
      const missing = [...page.scripts].filter((file) => !served.has(file));
      const extra = [...served].filter((file) => !page.scripts.has(file));
      if (missing.length + extra.length > 0) {
        problems.push(`${page.pattern} (${visitor}): the HTML asks for other scripts than the build says (${[...missing, ...extra].join(", ")})`);
      }
      const styles = blockingStyles(html);
      let cssBytes = 0;
      for (const href of styles) {
        if (!styleSizes.has(href)) styleSizes.set(href, await gzipSize(href));
        cssBytes += styleSizes.get(href)!;
      }
      if (visitor === "signed out" && styles.some((href) => href.includes("/player-"))) {
        problems.push(`${page.pattern} (signed out): the player's styles block rendering`);
      }
      const names = styles.map((href) => path.basename(href).replace(/-[A-Z0-9]+\.css$/, "")).join("+");
      cells.push(`${answer.status}, ${kb(served.size ? await total(served) : 0)} JS, CSS ${names} ${kb(cssBytes)}`);
    }
    console.log(`| ${page.pattern} | ${page.id} | ${page.scripts.size} | ${kb(size)} | ${cells.join(" | ")} |`);
  }

  // The player: the root module's dynamic imports (the viewer's island, after hydration) and
  // theirs (the panel, on demand), with what they bring beyond the first load (decision 050).
  const rootModule = manifest.routes.root!.module;
  const firstLoad = found.find((page) => page.pattern === "/")!.scripts;
  const dynamicImports = async (files: Iterable<string>) => {
    const targets = new Set<string>();
    for (const file of files) {
      for (const match of bodyText(await request(app.base + file)).matchAll(/import\("(\/build\/[^"]+\.js)"\)/g)) {
        targets.add(match[1]!);
      }
    }
    return targets;
  };
  const islandFiles = new Set<string>();
  for (const target of await dynamicImports([rootModule])) {
    for (const file of await closure(target)) if (!firstLoad.has(file)) islandFiles.add(file);
  }
  const lazy = new Set<string>(islandFiles);
  for (const target of await dynamicImports(islandFiles)) {
    for (const file of await closure(target)) if (!firstLoad.has(file)) lazy.add(file);
  }
  const islandSize = await total(islandFiles);
  const lazySize = await total(lazy);
  if (lazySize > PLAYER_PANEL_BUDGET_BYTES) problems.push(`player panel: ${kb(lazySize)}`);

  const translations = /id="i18n-resources"[^>]+href="([^"]+)"/.exec(bodyText(await request(`${app.base}/`)))?.[1];
  const translationBytes = translations ? await gzipSize(translations.replace(/&amp;/g, "&")) : 0;

  console.log(`\nLargest first load: ${kb(largest)} (budget ${kb(FIRST_LOAD_BUDGET_BYTES)}).`);
  console.log(
    `Player on demand: +${kb(lazySize)} in ${lazy.size} files (budget ${kb(PLAYER_PANEL_BUDGET_BYTES)}), ` +
      `of which the viewer's island shell (after hydration) ${kb(islandSize)}.`,
  );
  console.log(`Translations for the browser (${translations}): ${kb(translationBytes)} gzip, fetched in parallel.`);
  if (problems.length > 0) {
    console.error(`\nOver budget or inconsistent:\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log("Every page within budget.");
  }
} finally {
  await app.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
