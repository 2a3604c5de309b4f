// React 18.3's renderToPipeableStream writes its whole 2 KB buffer when a
// multi-byte character (Korean text) does not fit at the end, so the unused
// tail goes out as NUL bytes (fixed in React 19, facebook/react#31134).
// NUL never occurs inside UTF-8 text or HTML markup, so dropping it is exact.
import { Transform, type TransformCallback } from "node:stream";

export function withoutNulBytes(chunk: Buffer): Buffer {
  if (chunk.indexOf(0) === -1) return chunk;
  const out = Buffer.allocUnsafe(chunk.length);
  let length = 0;
  for (const byte of chunk) {
    if (byte !== 0) out[length++] = byte;
  }
  return out.subarray(0, length);
}

/**
 * The document's body stream: NUL bytes dropped, and what React writes in one
 * turn of the event loop (its 2 KB pieces of the shell) handed on as one
 * chunk. Remix flushes the response after every chunk, which with
 * compression means one compressed block per piece: a handful of chunks
 * instead of dozens keeps compressed pages nearly as cheap as plain ones.
 */
export class StripNulBytes extends Transform {
  #pending: Buffer[] = [];
  #scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pending.push(withoutNulBytes(chunk));
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.#release());
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.#release();
    callback();
  }

  #release() {
    this.#scheduled = false;
    if (this.#pending.length === 0) return;
    this.push(this.#pending.length === 1 ? this.#pending[0] : Buffer.concat(this.#pending));
    this.#pending = [];
  }
}
