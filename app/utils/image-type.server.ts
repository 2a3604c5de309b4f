// What kind of picture a file is, from its first bytes (never from its name
// or the browser's claim): the formats a profile image may have.
import type { PROFILE_IMAGE_TYPES } from "~/shared/constants";

export type ProfileImageType = (typeof PROFILE_IMAGE_TYPES)[number];

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffImageType(bytes: Uint8Array): ProfileImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  // RIFF <size> WEBP VP8[ L|X]
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBPVP8"), 8)) return "image/webp";
  return null;
}
