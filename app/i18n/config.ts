// i18next settings shared by the server and the browser.
import type { InitOptions } from "i18next";
import {
  DEFAULT_LOCALE,
  LOCALES,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLAYLIST_MAX_SONGS,
  SONG_ARTIST_MAX_LENGTH,
  SONG_LIMIT_MAX,
  SONG_LIST_MAX_PAGE_SIZE,
  SONG_TITLE_MAX_LENGTH,
  type Locale,
} from "~/shared/constants";

/** Namespaces the browser receives (app/routes/locales.$lng.ts). */
export const CLIENT_NAMESPACES = ["common", "auth", "profile", "admin", "player"] as const;
/** Long texts rendered only on the server (their pages pass the text through the loader). */
export const SERVER_NAMESPACES = ["legal"] as const;
export const NAMESPACES = [...CLIENT_NAMESPACES, ...SERVER_NAMESPACES] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

export const i18nConfig = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  ns: [...CLIENT_NAMESPACES],
  react: { useSuspense: false },
  interpolation: {
    escapeValue: false, // React escapes
    // Limits quoted in messages come from app/shared/constants.ts, never from the text.
    defaultVariables: {
      passwordMin: PASSWORD_MIN_LENGTH,
      passwordMax: PASSWORD_MAX_LENGTH,
      nicknameMin: NICKNAME_MIN_LENGTH,
      nicknameMax: NICKNAME_MAX_LENGTH,
      playlistMax: PLAYLIST_MAX_SONGS,
      songTitleMax: SONG_TITLE_MAX_LENGTH,
      songArtistMax: SONG_ARTIST_MAX_LENGTH,
      songPageSizeMax: SONG_LIST_MAX_PAGE_SIZE,
      songLimitMax: SONG_LIMIT_MAX,
    },
  },
} satisfies InitOptions;
