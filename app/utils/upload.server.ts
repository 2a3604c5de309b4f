// Reading a form with a file, with a limit on its size. What goes over the
// limit is read and dropped rather than refused mid-stream: cancelling the
// request body makes Node destroy the connection, and the browser would
// show "connection reset" instead of our page with its message.
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";

export class UploadTooLargeError extends Error {
  constructor() {
    super("upload too large");
  }
}

/** Room for the form's other fields and the multipart boundaries beside the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export function isMultipart(request: Request): boolean {
  return /^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "");
}

/** The whole body if it has at most `limit` bytes; otherwise null, after reading (and dropping) the rest. */
async function readBodyUpTo(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const kept = new Uint8Array(limit);
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return size > limit ? null : kept.subarray(0, size);
    if (size + value.byteLength <= limit) kept.set(value, size);
    size += value.byteLength;
  }
}

/**
 * The multipart form, files in memory, each part at most `maxPartBytes`.
 * Throws UploadTooLargeError (after the whole body has arrived) when it is
 * larger; a body that cannot be read as multipart reads as an empty form.
 */
export async function readMultipartForm(request: Request, maxPartBytes: number): Promise<FormData> {
  if (!request.body) return new FormData();
  const bytes = await readBodyUpTo(request.body, maxPartBytes + FORM_OVERHEAD_BYTES);
  if (!bytes) throw new UploadTooLargeError();
  try {
    return await unstable_parseMultipartFormData(
      new Request(request.url, { method: "POST", headers: request.headers, body: bytes }),
      unstable_createMemoryUploadHandler({ maxPartSize: maxPartBytes }),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) throw new UploadTooLargeError();
    return new FormData();
  }
}
