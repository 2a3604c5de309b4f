// Issue 28's numbers: the ladder, the recall drills and readiness. Kept out of
// shared/constants.ts (every page's first load) as the sheets' are
// (sheets/constants.ts): only practice mode's own chunks use them.

/** Loops at each rate before the ladder steps up (the fan can set 1 to PRACTICE_TARGET_MAX). */
export const LADDER_LOOPS_PER_STEP_DEFAULT = 3;
/** A gap between loops (ms), silent: 0 (none) to 10 s. */
export const LADDER_GAP_MAX_MS = 10_000;
/** The ladder's default slowest and fastest rates (the player's own rates between them). */
export const LADDER_FROM_DEFAULT = 0.5;
export const LADDER_TO_DEFAULT = 1;

/** Progressive blanking: the share of words hidden at each stage (a third, then half, then all). */
export const BLANKING_STAGES = [1 / 3, 1 / 2, 1] as const;

/** A tap within this of the call's start (ms, heard time) is on the beat. */
export const TAP_ON_BEAT_MS = 150;
/** Within this, close. Further, or no tap: a miss. */
export const TAP_CLOSE_MS = 300;
/** Points for a call on the beat and a close one (a miss scores 0); a pass scores 0 to 100. */
export const TAP_POINTS_ON_BEAT = 1;
export const TAP_POINTS_CLOSE = 0.5;
/** A pass is clean at this score or above by default (the fan can set 50 to 100). */
export const CLEAN_SCORE_DEFAULT = 80;
export const CLEAN_SCORE_MIN = 50;
/** The tap-to-paint delay assumed until the fan calibrates it (ms), and the most it may be. */
export const TAP_LATENCY_DEFAULT_MS = 0;
export const TAP_LATENCY_MAX_MS = 250;

/** Readiness: "almost" from this best score; "ready" needs a clean pass at full speed. */
export const READINESS_ALMOST_SCORE = 60;

/** The readiness levels from least to most ready (drills.ts readiness): a song is as ready as its least ready line. */
export const READINESS_LEVELS = ["new", "learning", "almost", "ready"] as const;

/** Measuring the tap delay: a flash every CALIBRATION_INTERVAL_MS, CALIBRATION_BEATS times; at least CALIBRATION_MIN_TAPS taps near a flash. */
export const CALIBRATION_BEATS = 10;
export const CALIBRATION_INTERVAL_MS = 600;
export const CALIBRATION_MIN_TAPS = 5;
