// Text as every schema accepts it (issue 8): valid Unicode, since a lone
// UTF-16 surrogate is not text and the database driver cannot store it; and
// no control characters, which only truncate or garble what others see
// (tabs and line breaks stay allowed where text has lines).
import * as z from "zod";

/** With the `u` flag a surrogate pair is one code point: only lone surrogates match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_BUT_TABS_AND_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Namespaced, so it reads the same from every form and from the API. */
export const INVALID_CHARACTERS = "common:validation.invalidCharacters";

type StringParams = Parameters<typeof z.string>[0];

function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** What others typed elsewhere (a provider's profile): lone surrogates become U+FFFD. */
export function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDFFF]/gu, "\uFFFD");
}

/** One line of text: names, titles, the nickname. */
export function lineText(params?: StringParams) {
  return z.string(params).refine((text) => isWellFormed(text) && !CONTROL.test(text), { error: INVALID_CHARACTERS });
}

/** Text with lines: lyrics, pronunciation, descriptions. */
export function multilineText(params?: StringParams) {
  return z
    .string(params)
    .refine((text) => isWellFormed(text) && !CONTROL_BUT_TABS_AND_LINE_BREAKS.test(text), { error: INVALID_CHARACTERS });
}

/** Any characters, as long as they are Unicode (passwords). */
export function unicodeText(params?: StringParams) {
  return z.string(params).refine(isWellFormed, { error: INVALID_CHARACTERS });
}
