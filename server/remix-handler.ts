// The Remix handler: what @remix-run/express 2.17's createRequestHandler does,
// on the URL server/routing.ts works out for the guards (one URL for both),
// except that it compresses the app's answers itself (decision 115). The
// `compression` middleware wrapped every response's write, end and on, for
// every request, and that alone cost a tenth of a small API read's CPU. Here
// an answer's type is known before a byte is written and, when it comes in
// one piece (API answers), its size too: it goes out in one write with a
// Content-Length, compressed only when it is large enough to gain from it.
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import compressible from "compressible";
import type { Request, RequestHandler, Response } from "express";
import { acceptedEncodings } from "./precompressed-assets";
import { remixUrl } from "./routing";

/** The request the app gets: its loaders and actions are aborted when the client goes away before the answer is out. */
function remixRequest(req: Request, res: Response): globalThis.Request {
  const url = remixUrl(req);
  // refuseUnreadableTargets (server/request-guards.ts) answered such a request before.
  if (!url) throw new Error(`remix-handler: ${req.originalUrl} is not a URL`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value) headers.set(name, value);
  }
  const controller = new AbortController();
  // Closed before the answer was all out: the client went away.
  res.on("close", () => res.writableFinished || controller.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/** Smaller answers are sent as they are (the `compression` middleware's threshold). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

type Encoding = "br" | "gzip";

/** brotli 4 and gzip 6: the `compression` middleware's levels, quick enough for every answer. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** How `answer` may be compressed for this request; sets Vary when the answer is of a compressible type. */
function encodingFor(req: IncomingMessage, res: ServerResponse, answer: globalThis.Response): Encoding | null {
  const type = answer.headers.get("Content-Type");
  if (!type || !compressible(type) || /\bno-transform\b/i.test(answer.headers.get("Cache-Control") ?? "")) return null;
  res.appendHeader("Vary", "Accept-Encoding");
  if (req.method === "HEAD" || answer.headers.has("Content-Encoding")) return null;
  const accepted = acceptedEncodings(req.headers["accept-encoding"]);
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : null;
}

const LATER = Symbol("later");
type Part = ReadableStreamReadResult<Uint8Array>;

/** The next part if the stream has it ready in this turn of the event loop, else LATER (the read goes on). */
function readyOrLater(read: Promise<Part>): Promise<Part | typeof LATER> {
  return Promise.race([read, new Promise<typeof LATER>((resolve) => setImmediate(resolve, LATER))]);
}

function sendWhole(res: ServerResponse, body: Uint8Array, encoding: Encoding | null) {
  if (encoding && body.byteLength >= COMPRESSION_THRESHOLD_BYTES) {
    body = encoding === "br" ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body);
    res.setHeader("Content-Encoding", encoding);
  }
  res.setHeader("Content-Length", body.byteLength);
  res.end(body);
}

/**
 * A document or another answer that comes in parts: each part goes out
 * (compressed and flushed) as it comes. A client that goes away stops it.
 */
async function sendParts(
  res: ServerResponse,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  first: Uint8Array,
  next: Promise<Part>,
  encoding: Encoding | null,
) {
  if (encoding) {
    res.removeHeader("Content-Length");
    res.setHeader("Content-Encoding", encoding);
  }
  const zip = encoding === "br" ? zlib.createBrotliCompress(BROTLI) : encoding === "gzip" ? zlib.createGzip() : null;
  // It fails only when the response does, which the loop sees (res.destroyed).
  const piped = zip && pipeline(zip, res).catch(() => {});
  const sink = zip ?? res;
  const send = (part: Uint8Array) => {
    sink.write(part);
    zip?.flush();
  };
  send(first);
  for (let part = await next; !part.done; part = await reader.read()) {
    if (res.destroyed) return void reader.cancel().catch(() => {});
    send(part.value);
  }
  sink.end();
  await piped;
}

/** Sends the app's answer: in one write when it comes in one piece, else part by part; compressed as described above. */
export async function sendResponse(req: IncomingMessage, res: ServerResponse, answer: globalThis.Response) {
  res.statusCode = answer.status;
  res.statusMessage = answer.statusText;
  for (const [name, value] of answer.headers) res.appendHeader(name, value);
  if (!answer.body) return void res.end();
  const encoding = encodingFor(req, res, answer);
  const reader = answer.body.getReader();
  const first = await reader.read();
  if (first.done) return sendWhole(res, new Uint8Array(0), encoding);
  const next = reader.read();
  const second = await readyOrLater(next);
  if (second !== LATER && second.done) return sendWhole(res, first.value, encoding);
  return sendParts(res, reader, first.value, next, encoding);
}

export function remixHandler({
  build,
  mode,
  getLoadContext,
}: {
  build: ServerBuild;
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
}): RequestHandler {
  const handleRequest = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      await sendResponse(req, res, await handleRequest(remixRequest(req, res), getLoadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
