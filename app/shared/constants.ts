// The product's constants (spec §9 and the issues), named as the spec names
// them so they can be checked against its table. Imported by server and client.

/** Spec §9 */
export const API_TIMEOUT_MS = 10_000;
export const PLAYLIST_SAVE_DEBOUNCE_MS = 100;
export const LOGOUT_WAIT_MS = 200;
export const REDIRECT_AFTER_401_MS = 100;
export const PLAYBACK_STATE_EXPIRY_MS = 5 * 60_000;
export const LOCAL_PLAYLIST_MAX_SONGS = 100;
export const PLAY_COUNT_THRESHOLD_S = 30;
export const TICK_GAP_IGNORED_ABOVE_S = 5;
export const TIME_TICK_MS = 1000;
export const LONG_PRESS_MS = 1000;
export const VIBRATION_RECOGNISED_MS = 100;
export const VIBRATION_DRAG_START_MS = 50;
export const VIBRATION_DRAG_END_MS = 100;
export const MIN_RANGE_GAP_S = 1;
export const UPCOMING_LOOKAHEAD_S = 3;
export const REPEAT_SEEK_BACK_DELAY_MS = 100;
export const VIDEO_API_LOAD_TIMEOUT_MS = 5000;
export const NARROW_LAYOUT_BELOW_PX = 1024;
export const SECTION_TYPE_REPEAT = 1;
export const SECTION_TYPE_LYRICS = 2;
export const LINE_NUMBER_MIN = 1;
// The rest of the §9 table has no constant here, on purpose: the router guard wait (the guards
// run on the server, auth/guards.server.ts), the silent playlist flag resets and the mount init
// delay (the player restores its state without them, decision 023), and the player heights
// (styles/player.css sizes the video).

/** Sections (issue 5) */
/** Keyboard steps of the section handles: arrow keys, Shift+arrow keys, and Page Up/Down (ARIA's larger step). */
export const HANDLE_KEY_STEP_S = 1;
export const HANDLE_KEY_FINE_STEP_S = 0.1;
export const HANDLE_KEY_PAGE_STEP_S = 10;
/** How far a repeat loop may play past the section's end before it is back at the start. */
export const REPEAT_MAX_OVERSHOOT_MS = 150;
/** A press that moves further than this is a drag (seeking), not a long press. */
export const LONG_PRESS_MOVE_TOLERANCE_PX = 10;
/** A song title or artist nobody told us (spec §3 "Section (local copy)"). */
export const UNKNOWN_SONG_TEXT = "Unknown";
export const LINE_NUMBER_DEFAULT = 1;
export const LINE_NUMBER_MAX = 999;
export const SECTION_NAME_MAX_LENGTH = 100;
export const SECTION_LYRICS_MAX_LENGTH = 2000;
export const SECTION_PRONUNCIATION_MAX_LENGTH = 2000;
export const SECTION_DESCRIPTION_MAX_LENGTH = 500;
/** No song is a day long: a bound for section times when the song's duration is unknown. */
export const SECTION_TIME_MAX_S = 24 * 60 * 60;
/** While playing, the sections read the player's time this often (and on animation frames while repeating). */
export const SECTION_TIME_POLL_MS = 250;
/** Arrow keys on the seek bar move playback this far. */
export const SEEK_KEY_STEP_S = 5;

/** Locales: Korean is the default and the fallback. */
export const LOCALES = ["ko", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ko";

/** Numeric database ids are 32-bit signed integers (Prisma's Int). */
export const DATABASE_ID_MAX = 2_147_483_647;

/** Accounts (foundation issue) */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 20;
export const EMAIL_MAX_LENGTH = 254;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** A session's last-seen time is written at most this often. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** "Active" / "online" means seen within this window. */
export const ONLINE_WINDOW_MS = 5 * 60_000;
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Accounts (issue 3) */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
/** Auth posts (sign-in, registration, guest, force-login, the /api/auth calls) per address per minute. */
export const RATE_LIMIT_AUTH_PER_MIN_DEFAULT = 10;
/** Wrong passwords in a row that lock an account ... */
export const ACCOUNT_LOCK_FAILED_ATTEMPTS = 10;
/** ... and for how long. */
export const ACCOUNT_LOCK_MS = 15 * 60_000;
/** How long "sign in here and sign out the other device" stays on offer after the password checked out. */
export const PENDING_SIGN_IN_TTL_MS = 5 * 60_000;
/** How long a social sign-in may take between leaving for the provider and coming back. */
export const OAUTH_FLOW_TTL_MS = 5 * 60_000;
/** Profile pictures: PNG, JPEG or WebP up to 2 MB. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
/** Our server's calls to a sign-in provider (token, profile, picture) give up after this. */
export const PROVIDER_REQUEST_TIMEOUT_MS = 10_000;
/** Playlist and songs (issue 4) */
/** The account's playlist holds at most as many songs as a valid local copy (spec §9). */
export const PLAYLIST_MAX_SONGS = LOCAL_PLAYLIST_MAX_SONGS;
export const SONG_LIST_DEFAULT_PAGE = 1;
export const SONG_LIST_DEFAULT_PAGE_SIZE = 20;
export const SONG_LIST_MAX_PAGE_SIZE = 100;
export const POPULAR_SONGS_DEFAULT_LIMIT = 10;
export const PLAY_HISTORY_DEFAULT_LIMIT = 10;
export const SONG_LIMIT_MAX = 50;
export const SONG_TITLE_MAX_LENGTH = 200;
export const SONG_ARTIST_MAX_LENGTH = 100;
/** Longer than any song or concert video; bounds what a client can store. */
export const SONG_DURATION_MAX_S = 24 * 60 * 60;
/** YouTube's oEmbed endpoint gets this long before the user is asked to type the title. */
export const OEMBED_TIMEOUT_MS = 4000;
/** New videos described at once (a queue saved with many new videos asks YouTube this many at a time). */
export const OEMBED_CONCURRENCY = 6;
/** Catalogue search waits for typing to pause. */
export const CATALOGUE_SEARCH_DEBOUNCE_MS = 250;

/** Search (issue 11) */
/** Longest query the search box takes. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Catalogue results per page of /search. */
export const SEARCH_CATALOGUE_PAGE_SIZE = 20;
/** Characters of a catalogue search key (decision 080): longer queries are checked against the whole text. */
export const SEARCH_KEY_LENGTH = 8;
/** Keys of a query word counted at most (decision 080): a word with more is searched by walking the songs by plays. */
export const SEARCH_KEY_COUNT_CAP = 10_000;
/** Popular songs and recent plays on /search before anything is typed. */
export const SEARCH_SUGGESTED_SONGS = 10;
/** Public playlists and tags a query finds on /search (its first page; decision 083). */
export const SEARCH_PLAYLIST_RESULTS = 10;
export const SEARCH_TAG_RESULTS = 10;
/** Popular tags on /search before anything is typed. */
export const POPULAR_TAGS_TOP = 20;
/** YouTube Data API searches a day unless YOUTUBE_SEARCHES_PER_DAY or an admin says otherwise. */
export const YOUTUBE_SEARCHES_PER_DAY_DEFAULT = 100;
/** The most searches a day an admin or YOUTUBE_SEARCHES_PER_DAY may allow. */
export const YOUTUBE_SEARCHES_PER_DAY_MAX = 1_000_000;
/**
 * Each one's share of the site's daily YouTube searches (issue 26, decision 126):
 * a search that spends the site's quota (not one answered from the cache) is
 * charged to the account, or the guest session, and to the client address;
 * both must have room. Days are YouTube's quota days; minutes start with the
 * first search. Guests get less: a guest session is one post away. The
 * address's share can be raised by SEARCH_SHARE_ADDRESS_PER_MIN/_PER_DAY
 * (a school or office behind one address).
 */
export const SEARCH_SHARES = {
  account: { perMinute: 5, perDay: 20 },
  guest: { perMinute: 2, perDay: 5 },
  address: { perMinute: 10, perDay: 40 },
} as const;
/** Top accounts and addresses the admin stats page lists by today's searches. */
export const SEARCH_SHARE_TOP = 10;
/** Videos per YouTube search. */
export const YOUTUBE_SEARCH_RESULTS = 10;
/** YouTube's search and video details together get this long (spec §9 "Video API load timeout"). */
export const YOUTUBE_SEARCH_TIMEOUT_MS = VIDEO_API_LOAD_TIMEOUT_MS;
/** An identical YouTube search is answered from the database for this long without spending quota. */
export const YOUTUBE_SEARCH_CACHE_MS = 24 * 60 * 60_000;
/** YouTube's quota day runs from midnight to midnight in this time zone. */
export const YOUTUBE_QUOTA_TIME_ZONE = "America/Los_Angeles";
/** The spec's search types (§9); each adds its words to the YouTube query ("|" is YouTube's OR). */
export const SEARCH_TYPES = ["official", "lyrics", "live", "cover", "audio"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_TYPE_WORDS: Record<SearchType, string> = {
  official: "official|공식",
  lyrics: "lyrics|가사",
  live: "live|라이브",
  cover: "cover|커버",
  audio: "audio|음원",
};

/** Issue 9: the playback speeds the player offers (what YouTube's player has). */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25] as const;

/** Community playlists (issue 10) */
export const COMMUNITY_PLAYLIST_MAX_SONGS = 200;
export const COMMUNITY_PLAYLIST_NAME_MAX_LENGTH = 100;
export const COMMUNITY_PLAYLIST_DESCRIPTION_MAX_LENGTH = 1000;
export const COMMUNITY_PLAYLIST_MAX_TAGS = 10;
export const COMMUNITY_PLAYLIST_TAG_MAX_LENGTH = 30;
export const PLAYLIST_COMMENT_MIN_LENGTH = 1;
export const PLAYLIST_COMMENT_MAX_LENGTH = 500;
/** Reports (issues 10, 13): of a playlist, a comment or a shared lyrics line. */
export const REPORT_REASONS = ["spam", "inappropriate", "copyright", "misleading", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX_LENGTH = 500;
/** An admin's note when resolving a report. */
export const REPORT_NOTE_MAX_LENGTH = 500;
/** The reported text kept with a report (a name, a comment, a lyrics line). */
export const REPORT_EXCERPT_MAX_LENGTH = 300;
/** Random bytes of a share token: 128 bits at least (issue 10). */
export const PLAYLIST_SHARE_TOKEN_BYTES = 16;
/** Spec §9 feed sorts: recent, popular (plays of "play all"), most liked, viewed, copied, bookmarked. */
export const PLAYLIST_FEED_SORTS = ["recent", "popular", "liked", "viewed", "copied", "bookmarked"] as const;
export type PlaylistFeedSort = (typeof PLAYLIST_FEED_SORTS)[number];
/** Spec §9 playlist sorts (my playlists): recent (last changed), name, songs, created. */
export const MY_PLAYLIST_SORTS = ["recent", "name", "songs", "created"] as const;
export type MyPlaylistSort = (typeof MY_PLAYLIST_SORTS)[number];
/** Spec §9 song-count filters 5+, 10+, 20+. */
export const PLAYLIST_SONG_COUNT_FILTERS = [5, 10, 20] as const;
export const PLAYLIST_FEED_PAGE_SIZE = 20;
export const MY_PLAYLISTS_PAGE_SIZE = 50;
export const BOOKMARKS_PAGE_SIZE = 20;
/** Comments a page (and an API answer) shows, newest first; older ones are a link (a cursor) away. */
export const PLAYLIST_COMMENTS_PAGE_SIZE = 20;
/** Spec §9 "popular playlists top 10". */
export const POPULAR_PLAYLISTS_TOP = 10;
export const MY_RECENT_PLAYLISTS_ON_HOME = 5;

// Fan-chant archive, concerts and practice mode (issue 12).
/**
 * Chant parts of a lyrics line, or of a word in one (issue 27): what fans shout (the call), what
 * fans sing along with the artist (떼창, the default), the artist alone, everyone together.
 */
export const CHANT_PARTS = ["fans", "singalong", "artist", "everyone"] as const;
export type ChantPart = (typeof CHANT_PARTS)[number];
export const CHANT_PART_DEFAULT: ChantPart = "singalong";
/** Songs per page of /fanchant-archive. */
export const ARCHIVE_PAGE_SIZE = 20;
/** Lines per page of a song's archive page. */
export const ARCHIVE_LINES_PAGE_SIZE = 100;
/** Concert statuses (spec §9) and regions. */
export const CONCERT_STATUSES = ["on_sale", "sold_out", "upcoming", "ended"] as const;
export type ConcertStatus = (typeof CONCERT_STATUSES)[number];
/** What an admin may set instead of the status the dates give. */
export const CONCERT_STATUS_OVERRIDES = ["sold_out", "on_sale"] as const;
export type ConcertStatusOverride = (typeof CONCERT_STATUS_OVERRIDES)[number];
export const CONCERT_REGIONS = ["domestic", "global"] as const;
export type ConcertRegion = (typeof CONCERT_REGIONS)[number];
export const CONCERT_TEXT_MAX_LENGTH = 200;
export const CONCERT_URL_MAX_LENGTH = 500;
/** The years a date typed by an admin may name (concert days, ticket sales, announcements): both databases store them. */
export const DATE_YEAR_MIN = 1970;
export const DATE_YEAR_MAX = 9999;
export const SETLIST_MAX_SONGS = 60;
export const CONCERTS_PAGE_SIZE = 12;
/** Spec §9 "30-second section practice": the song practised in windows of this length. */
export const PRACTICE_WINDOW_S = 30;
/** The count-in before each loop: 3, 2, 1, one second each. */
export const PRACTICE_COUNT_IN_FROM = 3;
export const PRACTICE_COUNT_IN_STEP_MS = 1000;
export const PRACTICE_TARGET_DEFAULT = 5;
export const PRACTICE_TARGET_MAX = 99;
/**
 * A loop that would run to the video's very end stops this much before it: an
 * ended video makes the player move on to the next song in the queue.
 */
export const PRACTICE_VIDEO_END_MARGIN_S = 0.25;
/** The count-in's beeps (Web Audio oscillator tones): the last count is a fifth higher. */
export const PRACTICE_BEEP_HZ = 880;
export const PRACTICE_BEEP_LAST_HZ = 1320;
export const PRACTICE_BEEP_MS = 120;
export const PRACTICE_BEEP_GAIN = 0.15;

/** The admin area (issue 13) */
/** Spec §9: admin stat periods. */
export const STATS_PERIODS_DAYS = [7, 14, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS_DAYS)[number];
export const STATS_DEFAULT_PERIOD: StatsPeriod = 7;
export const ADMIN_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;
export const SUSPEND_REASON_MAX_LENGTH = 500;
export const ANNOUNCEMENT_TEXT_MAX_LENGTH = 500;
export const MAINTENANCE_BANNER_MAX_LENGTH = 300;
/** A user page lists this many of the latest sign-ins. */
export const SIGN_IN_HISTORY_LIMIT = 20;
