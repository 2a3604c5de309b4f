// i18next settings shared by the server and the browser.
import type { InitOptions } from "i18next";
import {
  ACCOUNT_LOCK_FAILED_ATTEMPTS,
  ACCOUNT_LOCK_MS,
  COMMUNITY_PLAYLIST_DESCRIPTION_MAX_LENGTH,
  COMMUNITY_PLAYLIST_MAX_SONGS,
  COMMUNITY_PLAYLIST_MAX_TAGS,
  COMMUNITY_PLAYLIST_NAME_MAX_LENGTH,
  COMMUNITY_PLAYLIST_TAG_MAX_LENGTH,
  DEFAULT_LOCALE,
  LINE_NUMBER_MAX,
  LINE_NUMBER_MIN,
  LOCALES,
  MIN_RANGE_GAP_S,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLAYLIST_COMMENT_MAX_LENGTH,
  PLAYLIST_COMMENT_MIN_LENGTH,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_NOTE_MAX_LENGTH,
  SECTION_DESCRIPTION_MAX_LENGTH,
  SECTION_LYRICS_MAX_LENGTH,
  SECTION_NAME_MAX_LENGTH,
  SECTION_PRONUNCIATION_MAX_LENGTH,
  PROFILE_IMAGE_MAX_BYTES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  PLAYLIST_MAX_SONGS,
  SONG_ARTIST_MAX_LENGTH,
  SONG_LIMIT_MAX,
  SONG_LIST_MAX_PAGE_SIZE,
  SONG_TITLE_MAX_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
  YOUTUBE_SEARCH_CACHE_MS,
  YOUTUBE_SEARCHES_PER_DAY_MAX,
  type Locale,
} from "~/shared/constants";

/** Namespaces the browser receives (app/routes/_site+/locales.$lng.ts). */
export const CLIENT_NAMESPACES = ["common", "auth", "profile", "admin", "player", "sections", "search", "playlists", "archive", "concerts", "practice", "sheets"] as const;
/** Long texts rendered only on the server (their pages pass the text through the loader). */
const SERVER_NAMESPACES = ["legal"] as const;
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
      sectionNameMax: SECTION_NAME_MAX_LENGTH,
      sectionLyricsMax: SECTION_LYRICS_MAX_LENGTH,
      sectionPronunciationMax: SECTION_PRONUNCIATION_MAX_LENGTH,
      sectionDescriptionMax: SECTION_DESCRIPTION_MAX_LENGTH,
      lineNumberMin: LINE_NUMBER_MIN,
      lineNumberMax: LINE_NUMBER_MAX,
      minRangeGap: MIN_RANGE_GAP_S,
      usernameMin: USERNAME_MIN_LENGTH,
      usernameMax: USERNAME_MAX_LENGTH,
      accountLockAttempts: ACCOUNT_LOCK_FAILED_ATTEMPTS,
      accountLockMinutes: ACCOUNT_LOCK_MS / 60_000,
      profileImageMaxMb: PROFILE_IMAGE_MAX_BYTES / (1024 * 1024),
      playlistMax: PLAYLIST_MAX_SONGS,
      songTitleMax: SONG_TITLE_MAX_LENGTH,
      songArtistMax: SONG_ARTIST_MAX_LENGTH,
      songPageSizeMax: SONG_LIST_MAX_PAGE_SIZE,
      songLimitMax: SONG_LIMIT_MAX,
      searchQueryMax: SEARCH_QUERY_MAX_LENGTH,
      communityPlaylistSongsMax: COMMUNITY_PLAYLIST_MAX_SONGS,
      communityPlaylistNameMax: COMMUNITY_PLAYLIST_NAME_MAX_LENGTH,
      communityPlaylistDescriptionMax: COMMUNITY_PLAYLIST_DESCRIPTION_MAX_LENGTH,
      communityPlaylistTagsMax: COMMUNITY_PLAYLIST_MAX_TAGS,
      communityPlaylistTagMax: COMMUNITY_PLAYLIST_TAG_MAX_LENGTH,
      commentMin: PLAYLIST_COMMENT_MIN_LENGTH,
      commentMax: PLAYLIST_COMMENT_MAX_LENGTH,
      reportNoteMax: REPORT_NOTE_MAX_LENGTH,
      reportDetailsMax: REPORT_DETAILS_MAX_LENGTH,
      youtubeSearchCacheHours: YOUTUBE_SEARCH_CACHE_MS / 3_600_000,
      // Grouped as both languages write it; Intl's en-US grouping is the same in Node and browsers.
      youtubeSearchesPerDayMax: YOUTUBE_SEARCHES_PER_DAY_MAX.toLocaleString("en-US"),
    },
  },
} satisfies InitOptions;
