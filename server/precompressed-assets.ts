// Serves the hashed build assets from the brotli and gzip copies written at
// build time (scripts/precompress-assets.ts), so no asset is compressed per
// request. A request that accepts neither, or a file without copies, falls
// through to express.static (and the compression middleware).
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/** Our copies' file extensions, best first. */
const ENCODINGS = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

/** The encodings a client accepts (q > 0), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    if (token && (q === undefined || Number(q) > 0)) accepted.add(token);
  }
  return accepted;
}

/**
 * Existence of the copies, looked up once per file: hashed assets never change
 * while the server runs (a development rebuild writes new names).
 */
function copyLookup() {
  const known = new Map<string, boolean>();
  return (file: string) => {
    let exists = known.get(file);
    if (exists === undefined) {
      exists = fs.existsSync(file);
      if (known.size < 10_000) known.set(file, exists);
    }
    return exists;
  };
}

export function precompressedAssets(root: string, { maxAge }: { maxAge: string }): RequestHandler {
  const base = path.resolve(root);
  const hasCopy = copyLookup();
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let file: string;
    try {
      file = path.join(base, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!file.startsWith(base + path.sep)) return next();
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    const encoding = ENCODINGS.find((e) => accepted.has(e.name) && hasCopy(file + e.extension));
    if (!encoding) return next();
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Encoding", encoding.name);
    res.type(path.extname(file));
    res.sendFile(file + encoding.extension, { maxAge, immutable: true, dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) {
        res.removeHeader("Content-Encoding");
        next();
      }
    });
  };
}
