// The one form in which catalogue search compares text (decision 080): names in
// any script, case, spacing or punctuation become the same string, so that
// "New Jeans", "newjeans" and "ＮＥＷＪＥＡＮＳ" match, and Hangul syllables also
// give their initial consonants ("뉴진스" → "ㄴㅈㅅ").
import { getChoseong } from "es-hangul";
import { SEARCH_KEY_LENGTH } from "~/shared/constants";

/** Separates the parts of a song's search text; never inside a part (parts keep letters and digits only). */
const SEARCH_TEXT_SEPARATOR = " ";

/**
 * Letters and digits only, lower case, without accents, compatibility forms
 * folded (full-width letters, Hangul compatibility jamo typed alone).
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** The initial consonants of the Hangul syllables in `text`, normalised ("" without Hangul). */
export function hangulInitials(text: string): string {
  return normaliseSearchText(getChoseong(text));
}

/**
 * What a song is found by: its title, its artist as written, the artist's
 * other names, and the Hangul initials of each — normalised, each once.
 */
export function songSearchText({
  title,
  artist,
  artistNames = [],
}: {
  title: string;
  artist: string;
  artistNames?: readonly string[];
}): string {
  const names = [title, artist, ...artistNames];
  const parts = new Set<string>();
  for (const name of names) parts.add(normaliseSearchText(name));
  for (const name of names) parts.add(hangulInitials(name));
  parts.delete("");
  return [...parts].join(SEARCH_TEXT_SEPARATOR);
}

/** What a community playlist is found by on /search (decision 083): its name and the name's Hangul initials. */
export function playlistSearchText(name: string): string {
  return songSearchText({ title: name, artist: "" });
}

/** At most this many words of a query are matched (each one narrows the results). */
export const SEARCH_MAX_TERMS = 5;

export interface SearchQuery {
  /** The whole query normalised: a song with a part equal to it, or starting with it, ranks first. */
  phrase: string;
  /** Its words normalised, each once: a song matches when its text contains every one. */
  terms: string[];
}

/** A query as the catalogue compares it; null when nothing is left to search for. */
export function parseSearchQuery(query: string): SearchQuery | null {
  const phrase = normaliseSearchText(query);
  if (!phrase) return null;
  const terms = [...new Set(query.split(/\s+/).map(normaliseSearchText).filter(Boolean))].slice(0, SEARCH_MAX_TERMS);
  return { phrase, terms };
}

/** The key prefix that finds the candidates of a term: its first SEARCH_KEY_LENGTH characters. */
export function searchKeyPrefix(term: string): string {
  return Array.from(term).slice(0, SEARCH_KEY_LENGTH).join("");
}
