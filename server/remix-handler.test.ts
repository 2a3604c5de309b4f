// How the Remix handler sends the app's answers (decision 115): one write with
// a Content-Length when the answer comes in one piece, compressed only from
// COMPRESSION_THRESHOLD_BYTES on and only for compressible types; streamed
// answers part by part, each part flushed through the compressor at once.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { COMPRESSION_THRESHOLD_BYTES, sendResponse } from "./remix-handler";

/** The answer the next request gets. */
let answer: () => Response = () => new Response(null);
let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer((req, res) => void sendResponse(req, res, answer()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(headers: Record<string, string> = {}, method = "GET", onData?: (chunk: Buffer) => void): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        onData?.(chunk);
      });
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A JSON text of exactly `bytes` bytes. */
const json = (bytes: number) => `{"lines":"${"x".repeat(bytes - 12)}"}`;

test("a small JSON answer: as it is, in one write with its length, and Vary", async () => {
  const body = json(COMPRESSION_THRESHOLD_BYTES - 1);
  answer = () => new Response(body, { status: 201, headers: { "Content-Type": "application/json; charset=utf-8" } });
  const raw = await get({ "Accept-Encoding": "gzip, deflate, br" });
  expect(raw.status).toBe(201);
  expect(raw.headers["content-encoding"]).toBeUndefined();
  expect(raw.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
  expect(raw.headers["transfer-encoding"]).toBeUndefined();
  expect(raw.headers.vary).toBe("Accept-Encoding");
  expect(raw.body.toString()).toBe(body);
});

test("from the threshold on: brotli first, else gzip, else as it is; each with its length", async () => {
  const body = json(COMPRESSION_THRESHOLD_BYTES * 20);
  answer = () => new Response(body, { headers: { "Content-Type": "application/json; charset=utf-8", "Set-Cookie": "a=1" } });

  const brotli = await get({ "Accept-Encoding": "gzip, deflate, br" });
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotli.headers["content-length"]).toBe(String(brotli.body.length));
  expect(brotli.body.length).toBeLessThan(Buffer.byteLength(body) / 4);
  expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(body);
  expect(brotli.headers["set-cookie"]).toEqual(["a=1"]);

  const gzip = await get({ "Accept-Encoding": "gzip" });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(zlib.gunzipSync(gzip.body).toString()).toBe(body);

  for (const refused of [{}, { "Accept-Encoding": "br;q=0, gzip;q=0" }] as Array<Record<string, string>>) {
    const plain = await get(refused);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.toString()).toBe(body);
  }
});

test("not compressed: a type that does not gain (an image), no-transform, HEAD", async () => {
  const bytes = Buffer.alloc(COMPRESSION_THRESHOLD_BYTES * 4, 7);
  answer = () => new Response(bytes, { headers: { "Content-Type": "image/png" } });
  const image = await get({ "Accept-Encoding": "br" });
  expect(image.headers["content-encoding"]).toBeUndefined();
  expect(image.headers.vary).toBeUndefined();
  expect(image.body.equals(bytes)).toBe(true);

  const body = json(COMPRESSION_THRESHOLD_BYTES * 4);
  answer = () => new Response(body, { headers: { "Content-Type": "application/json", "Cache-Control": "private, no-transform" } });
  expect((await get({ "Accept-Encoding": "br" })).headers["content-encoding"]).toBeUndefined();

  answer = () => new Response(body, { headers: { "Content-Type": "application/json" } });
  const head = await get({ "Accept-Encoding": "br" }, "HEAD");
  expect(head.headers["content-encoding"]).toBeUndefined();
  expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
  expect(head.body.length).toBe(0);
});

test("an answer without a body (a redirect): status and headers only", async () => {
  answer = () => new Response(null, { status: 302, headers: { Location: "/next" } });
  const raw = await get({ "Accept-Encoding": "br" });
  expect(raw.status).toBe(302);
  expect(raw.headers.location).toBe("/next");
  expect(raw.body.length).toBe(0);
});

test("a document that comes in parts: each part reaches the browser, decompressible, before the next is written", async () => {
  const parts = ["<!DOCTYPE html><html><body><main>첫 부분", "<p>두 번째 부분</p>", "</main></body></html>"];
  let release: () => void = () => {};
  answer = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const [index, part] of parts.entries()) {
            controller.enqueue(new TextEncoder().encode(part));
            if (index < parts.length - 1) await new Promise<void>((resolve) => (release = resolve));
          }
          controller.close();
        },
      }),
      { headers: { "Content-Type": "text/html; charset=utf-8" } },
    );

  for (const encoding of ["gzip", "br", null] as const) {
    const decoder = encoding === "gzip" ? zlib.createGunzip() : encoding === "br" ? zlib.createBrotliDecompress() : null;
    let received = "";
    decoder?.on("data", (chunk: Buffer) => (received += chunk.toString()));
    const seen: string[] = [];
    let ended = false;
    const raw = await get(encoding ? { "Accept-Encoding": encoding } : {}, "GET", (chunk) => {
      if (decoder) decoder.write(chunk);
      else received += chunk.toString();
      // Wait until what came so far decodes to the parts written so far, then let the next part go.
      setTimeout(() => {
        if (!ended && received.length > (seen.at(-1)?.length ?? 0)) {
          seen.push(received);
          release();
        }
      }, 20);
    });
    ended = true;
    expect(raw.headers["content-encoding"]).toBe(encoding ?? undefined);
    expect(raw.headers["transfer-encoding"]).toBe("chunked");
    expect(seen.slice(0, 2)).toEqual([parts[0], parts[0]! + parts[1]]);
    decoder?.end();
    if (decoder) await new Promise((resolve) => decoder.on("end", resolve));
    expect(received).toBe(parts.join(""));
  }
});

test("a client that goes away in the middle of a document: the rest is not rendered, and the server carries on", async () => {
  let release: () => void = () => {};
  let cancelled: (reason: unknown) => void = () => {};
  const wasCancelled = new Promise((resolve) => (cancelled = resolve));
  answer = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode("<!DOCTYPE html><html><body>첫 부분"));
          await new Promise<void>((resolve) => (release = resolve));
          controller.enqueue(new TextEncoder().encode("<p>아무도 못 보는 부분</p>"));
        },
        cancel: (reason) => cancelled(reason),
      }),
      { headers: { "Content-Type": "text/html; charset=utf-8" } },
    );
  await new Promise<void>((resolve) => {
    const req = http.request(`${base}/`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
      res.once("data", () => {
        req.destroy();
        resolve();
      });
    });
    req.on("error", () => {});
    req.end();
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  release();
  await wasCancelled;
  answer = () => new Response("still here", { headers: { "Content-Type": "text/plain" } });
  expect((await get()).body.toString()).toBe("still here");
});
