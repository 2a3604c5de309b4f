// zod's configuration, for server and browser alike, imported for its effect
// by both entry points and first of all by root.tsx: in the browser the route
// modules run before entry.client, and schemas are created as they load.
// zod probes for `eval` (new Function) when it creates an object schema; the
// enforced CSP reports that probe as a violation on every page. jitless skips
// the probe (and the compiled parsers it would enable).
//
// zod keeps its configuration on globalThis.__zod_globalConfig (adopting an
// object already there), so it is set without importing zod: importing even
// zod's `config` brings 27 KB of zod to every page's first load.
// (package.json lists this file under "sideEffects" so the bundler keeps it.)
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((scope.__zod_globalConfig ??= {}), { jitless: true });

export {};
