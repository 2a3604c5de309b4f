// The files of public/ outside /build (the icons, the manifest), cached for
// an hour and compressed when asked. Only a request for one of them looks at
// the disk: the folder's few names are read once at start, so the pages and
// the API (nearly every request) pass by without a file-system lookup.
import fs from "node:fs";
import compression from "compression";
import express, { type RequestHandler } from "express";

export function publicFiles(dir: string): RequestHandler {
  const names = new Set(fs.readdirSync(dir).filter((name) => name !== "build"));
  const compress = compression();
  const serve = express.static(dir, { maxAge: "1h" });
  return (req, res, next) => {
    const first = req.path.split("/")[1] ?? "";
    let name = first;
    try {
      name = decodeURIComponent(first);
    } catch {
      // Not percent-encoding: not one of ours either.
    }
    if (names.has(name)) compress(req, res, () => serve(req, res, next));
    else next();
  };
}
