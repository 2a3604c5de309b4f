// Issue 28's routines: their limits, in one place to check against the issue.
// Kept apart from practice/constants.ts (the ladder's and drills' numbers) and
// from shared/constants.ts (every page's first load): only the routine pages,
// the practice page's routine bar and the routine model use them.

/** Routines one fan may keep (an account's on the server, a guest's in the browser). */
export const ROUTINES_PER_FAN_MAX = 50;
/** Items (whole songs or lines) in one routine: a long concert's setlist fits. */
export const ROUTINE_ITEMS_MAX = 50;
/** A routine's name, in characters. */
export const ROUTINE_NAME_MAX_LENGTH = 80;
/** Routines on one page of /practice/routines. */
export const ROUTINES_PAGE_SIZE = 20;
/** The address of a guest's routine, which only this browser can resolve: `local:{id}`. */
export const LOCAL_ROUTINE_PREFIX = "local:";

/** What the cap messages quote ({{max}} routines, {{items}} items). */
export const ROUTINE_LIMIT_VALUES = { max: ROUTINES_PER_FAN_MAX, items: ROUTINE_ITEMS_MAX };
