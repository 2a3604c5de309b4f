// zod's configuration, for server and browser alike, imported for its effect
// by both entry points and first of all by root.tsx: in the browser the route
// modules run before entry.client, and schemas are created as they load.
// zod probes for `eval` (new Function) when it creates an object schema; the
// enforced CSP reports that probe as a violation on every page. jitless skips
// the probe (and the compiled parsers it would enable).
import * as z from "zod";

z.config({ jitless: true });
