// Files made to hurt the reader (the import runs on the server): each is answered with errors, quickly.
import { describe, expect, it } from "vitest";
import { importSheet } from "./index";
import { romanizeOptions } from "./fixtures";

const NEAR_LIMIT = 900_000;

function timed(format: Parameters<typeof importSheet>[0], text: string) {
  const started = performance.now();
  const result = importSheet(format, text, romanizeOptions);
  return { result, ms: performance.now() - started };
}

describe.each([
  ["lrc", "one line with a hundred thousand time tags", `${"[00:01.00]".repeat(NEAR_LIMIT / 10)}하나`],
  ["elrc", "a line of angle brackets and braces", `[00:01.00]v2: ${"<{\\".repeat(NEAR_LIMIT / 3)}`],
  ["elrc", "a line of broken word times", `[00:01.00]v2: ${"<0".repeat(NEAR_LIMIT / 2)}`],
  ["vtt", "a cue of nested class spans", `WEBVTT\n\n00:01.000 --> 00:02.000\n${"<c.roman>".repeat(NEAR_LIMIT / 9)}`],
  ["vtt", "a cue of unclosed tags", `WEBVTT\n\n00:01.000 --> 00:02.000\n${"<".repeat(NEAR_LIMIT)}`],
  ["ttml", "elements nested ten thousand deep", `<tt xmlns="http://www.w3.org/ns/ttml">${"<div>".repeat(10_000)}`],
  ["ttml", "an element with fifty thousand attributes", `<tt xmlns="http://www.w3.org/ns/ttml" ${Array.from({ length: 50_000 }, (_, i) => `a${i}="1"`).join(" ")}/>`],
  ["ttml", "a text of entities and line breaks", `<tt xmlns="http://www.w3.org/ns/ttml"><body>${"&amp;\n".repeat(NEAR_LIMIT / 6)}&bad;</body></tt>`],
  ["ttml", "fifty thousand xmlns declarations over many children", `<tt xmlns="http://www.w3.org/ns/ttml" ${Array.from({ length: 20_000 }, (_, i) => `xmlns:p${i}="urn:${i}"`).join(" ")}>${"<p/>".repeat(20_000)}</tt>`],
] as const)("%s: %s", (format, _, text) => {
  it("is refused with errors in linear time (seconds, not minutes)", () => {
    const { result, ms } = timed(format, text);
    expect(result.ok).toBe(false);
    // A quadratic reading of these takes minutes; a linear one well under a second on a shared CPU.
    expect(ms).toBeLessThan(4000);
  });
});
