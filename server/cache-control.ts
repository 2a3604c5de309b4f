// Answers of the app (pages, /api) are about one visitor: unless a route
// says otherwise (hashed assets, versioned translations, profile pictures),
// no shared cache may keep them. Pages may be kept by the browser and are
// revalidated (back and forward stay quick); API answers are not kept at all.
import type { RequestHandler } from "express";
import { isApiPath, remixPathname } from "./routing";

const PAGE_CACHE_CONTROL = "private, no-cache";
const API_CACHE_CONTROL = "private, no-store";

export const defaultCacheControl: RequestHandler = (req, res, next) => {
  const fallback = isApiPath(remixPathname(req) ?? req.path) ? API_CACHE_CONTROL : PAGE_CACHE_CONTROL;
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
    if (!this.hasHeader("Cache-Control")) this.setHeader("Cache-Control", fallback);
    return writeHead.apply(this, args);
  } as typeof res.writeHead;
  next();
};
