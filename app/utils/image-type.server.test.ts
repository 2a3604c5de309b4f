import { describe, expect, test } from "vitest";
import { sniffImageType } from "./image-type.server";

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("sniffImageType", () => {
  test("PNG, JPEG and WebP are told by their bytes", () => {
    expect(sniffImageType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13]))).toBe("image/png");
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF"))).toBe("image/jpeg");
    expect(sniffImageType(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8L"))).toBe("image/webp");
  });

  test("anything else is refused, whatever it would be called", () => {
    expect(sniffImageType(bytes("GIF89a"))).toBeNull();
    expect(sniffImageType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(bytes("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes([0x89], "PN"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
