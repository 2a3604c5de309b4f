// Reading a request's body with a limit on its size. A body over the limit
// is refused as soon as that is known: at once when its Content-Length says
// so, else when the bytes read pass the limit (a chunked body). Reading just
// stops there, without cancelling the stream (that would reset the
// connection): the caller answers 413 and server.ts reads and drops the rest
// (server/unread-body.ts), so the connection stays usable and memory flat.

export class BodyTooLargeError extends Error {
  constructor() {
    super("request body too large");
  }
}

/** The body's bytes; BodyTooLargeError when it has more than `limit`. */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (declared > limit) throw new BodyTooLargeError();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.releaseLock();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
