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

export class StripNulBytes extends Transform {
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    callback(null, withoutNulBytes(chunk));
  }
}
