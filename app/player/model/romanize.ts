// The lyrics modal's "romanise" button: a first pronunciation guide from
// Hangul lyrics, for the user to correct. Its own module so the player can
// load it (and es-hangul, ~5 KB gzipped) only when the button is pressed
// (components/section-dialog.tsx imports it then).
// See docs/decisions/030-romanisation-library.md.
import { romanize } from "es-hangul";

const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]/;

/**
 * Line by line: a line with Hangul is romanised by the Revised Romanisation
 * of Korean with its sound changes (같이 -> gachi, 국물 -> gungmul); anything
 * else in it (Latin letters, digits, punctuation, spacing) stays as written,
 * and lines without Hangul are kept untouched.
 */
export function romanizeLyrics(lyrics: string): string {
  return lyrics
    .split(/\r?\n/)
    .map((line) => (HANGUL.test(line) ? romanize(line) : line))
    .join("\n");
}
