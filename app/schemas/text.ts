// Text as every schema accepts it (issue 8): valid Unicode, since a lone
// UTF-16 surrogate is not text and the database driver cannot store it; and
// no control characters, which only truncate or garble what others see
// (tabs and line breaks stay allowed where text has lines).
import * as z from "zod";

/** With the `u` flag a surrogate pair is one code point: only lone surrogates match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_BUT_TABS_AND_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Characters that change how a name looks without being seen: the bidi controls (which
 * make "\u202enimda" display as "admin"), zero-width spaces and joiners, the word joiner,
 * invisible operators, the BOM. A joiner between emoji (👩‍💻) is how emoji are written:
 * it stays.
 */
const INVISIBLE =
  /[\u061c\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u180e]|(?<![\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f])\u200d|\u200d(?!\p{Extended_Pictographic})/gu;

/** Namespaced, so it reads the same from every form and from the API. */
export const INVALID_CHARACTERS = "common:validation.invalidCharacters";
export const INVISIBLE_CHARACTERS = "common:validation.invisibleCharacters";

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

/**
 * A name others see (nickname, playlist name, tag, song title and artist, section name):
 * one line, and none of the invisible characters that make it pass for another.
 */
export function nameText(params?: StringParams) {
  return lineText(params).refine((text) => !hasInvisibleCharacters(text), { error: INVISIBLE_CHARACTERS });
}

export function hasInvisibleCharacters(text: string): boolean {
  INVISIBLE.lastIndex = 0;
  return INVISIBLE.test(text);
}

/** What YouTube calls a video: the invisible characters left out, so it is a name we accept. */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE, "");
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
