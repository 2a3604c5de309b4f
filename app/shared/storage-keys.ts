// Keys of what the browser keeps in localStorage (spec §3 "Stored locally").
export const LOCALE_STORAGE_KEY = "fanchant.locale";
/** Saved sections (app/player/section-store.ts); removed on logout. */
export const SECTIONS_STORAGE_KEY = "fanchant.sections";
/** What could not be read back from SECTIONS_STORAGE_KEY, kept once instead of thrown away. */
export const SECTIONS_UNREADABLE_STORAGE_KEY = "fanchant.sections.unreadable";

/** The player (issue 4): spec §3 "Saved playlist payload", "Playback state saved locally", and its settings. */
export const PLAYER_PLAYLIST_STORAGE_KEY = "fanchant.player.playlist";
export const PLAYBACK_STATE_STORAGE_KEY = "fanchant.player.playback";
export const PLAYER_SETTINGS_STORAGE_KEY = "fanchant.player.settings";
/**
 * A guest's queue and sections on their way into the account that just signed
 * in (decision 120): what moves, and how much, until the move is done.
 */
export const GUEST_MOVE_STORAGE_KEY = "fanchant.guest-move";
/**
 * Whether the fans' shared chants show with the lyrics (issue 25): "off" when
 * switched off, "on" or absent (the default) means on. A display choice, like the
 * language: kept on logout.
 */
export const FAN_CHANTS_STORAGE_KEY = "fanchant.fanChants";
/**
 * How the lyrics show their romanisation (issue 27): "below" (the default), "above", "hangul" or
 * "roman" (shared/chant-lanes.ts). A display choice, like the language: kept on logout.
 */
export const ROMANIZATION_MODE_STORAGE_KEY = "fanchant.romanization";
/** The part the player's lyrics display hides (issue 27): a ChantPart, or absent for none. Kept on logout. */
export const HIDDEN_PART_STORAGE_KEY = "fanchant.hiddenPart";
/** A guest's routines (issue 28, app/practice/local-routines.ts): versioned, validated on read; removed on logout. */
export const ROUTINES_STORAGE_KEY = "fanchant.routines";
/**
 * A guest's practice progress (issue 28, decision 137): loops, drill scores and readiness per
 * line, by "s{server section id}" or "l{local section id}". Moves into the account at sign-in;
 * removed on logout with the rest.
 */
export const PRACTICE_PROGRESS_STORAGE_KEY = "fanchant.practice.progress";
