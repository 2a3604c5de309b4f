// Reading a form with a file, with a limit on its size (request-body.server.ts:
// refused as soon as it is known to be too large; server.ts drops the rest).
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { BodyTooLargeError, readBodyBytes } from "~/utils/request-body.server";

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

/**
 * The multipart form, files in memory, each part at most `maxPartBytes`.
 * Throws UploadTooLargeError when it is larger; a body that cannot be read
 * as multipart reads as an empty form.
 */
export async function readMultipartForm(request: Request, maxPartBytes: number): Promise<FormData> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyBytes(request, maxPartBytes + FORM_OVERHEAD_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new UploadTooLargeError();
    throw error;
  }
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
