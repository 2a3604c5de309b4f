// A fan's practice progress (issue 28, decision 137), pure: one loop or drill
// added to a line's record, a guest's record merged into an account's, a
// song's progress from its lines', and the days left until a concert. The
// server (models/practice-progress.server.ts) and the browser (guests,
// local-progress.ts) use the same rules.
import { koreaDay } from "~/shared/korea-time";
import { CLEAN_SCORE_MIN, READINESS_LEVELS } from "./constants";
import { readiness, type Readiness } from "./drills";

export type { Readiness };

/** One line's (section's) record: what the server keeps per fan and section, and a guest's browser per line. */
export interface ProgressRecord {
  loops: number;
  /** 0 to 100; null before any drill. */
  bestScore: number | null;
  lastScore: number | null;
  cleanAtFullSpeed: boolean;
  /** The latest loop or drill, ISO 8601. */
  practisedAt: string;
}

/** What a line's progress shows. */
export interface LineProgress {
  loops: number;
  bestScore: number | null;
  lastScore: number | null;
  cleanAtFullSpeed: boolean;
  readiness: Readiness;
}

/** A song's progress: its practised lines together. */
export interface SongProgress extends LineProgress {
  /** The latest practice of any of its lines; null when none was practised. */
  practisedAt: string | null;
}

/** A recall drill's result as the runner reports it with a loop. */
export interface DrillResult {
  score: number;
  rate: number;
  clean: boolean;
}

export interface PracticeLoop {
  drill?: DrillResult;
}

/**
 * A drill counts as clean at full speed only at 1x or faster and with a score the fan could have
 * set as clean (CLEAN_SCORE_MIN or more): the client's flag alone is not trusted.
 */
export function isCleanAtFullSpeed(drill: DrillResult): boolean {
  return drill.clean && drill.rate >= 1 && drill.score >= CLEAN_SCORE_MIN;
}

export function lineProgress(record: Omit<ProgressRecord, "practisedAt">): LineProgress {
  const { loops, bestScore, lastScore, cleanAtFullSpeed } = record;
  return { loops, bestScore, lastScore, cleanAtFullSpeed, readiness: readiness(record) };
}

/** A record after one more loop (with its drill's result, if any) at `now`. */
export function addLoop(record: ProgressRecord | null, loop: PracticeLoop, now: Date): ProgressRecord {
  const before = record ?? { loops: 0, bestScore: null, lastScore: null, cleanAtFullSpeed: false, practisedAt: now.toISOString() };
  const drill = loop.drill;
  return {
    loops: before.loops + 1,
    bestScore: drill ? Math.max(drill.score, before.bestScore ?? 0) : before.bestScore,
    lastScore: drill ? drill.score : before.lastScore,
    cleanAtFullSpeed: before.cleanAtFullSpeed || (drill !== undefined && isCleanAtFullSpeed(drill)),
    practisedAt: now.toISOString(),
  };
}

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/**
 * A guest's record of a line merged into the account's: loops added, the best of both, the last
 * score of the later one (the other's when the later has none), clean if either was, the later
 * practice. Null when nothing changes: a record whose practisedAt is the account's own to the
 * millisecond was merged already (the first merge wrote it), so a move sent twice (a reload while
 * it was under way) adds its loops once.
 */
export function mergeProgress(account: ProgressRecord | null, guest: ProgressRecord): ProgressRecord | null {
  if (!account) return guest.loops > 0 || guest.bestScore !== null ? guest : null;
  if (Date.parse(account.practisedAt) === Date.parse(guest.practisedAt)) return null;
  const guestIsLater = Date.parse(guest.practisedAt) > Date.parse(account.practisedAt);
  const [first, second] = guestIsLater ? [guest, account] : [account, guest];
  return {
    loops: account.loops + guest.loops,
    bestScore:
      account.bestScore === null && guest.bestScore === null ? null : Math.max(account.bestScore ?? 0, guest.bestScore ?? 0),
    lastScore: first.lastScore ?? second.lastScore,
    cleanAtFullSpeed: account.cleanAtFullSpeed || guest.cleanAtFullSpeed,
    practisedAt: later(account.practisedAt, guest.practisedAt),
  };
}

/**
 * A song's progress from its practised lines' records: loops summed, the best of the best scores,
 * the last score of the latest practised line (with one), and the lowest readiness among the
 * lines: a song is ready when every line practised is. No line practised: new.
 */
export function songProgressOf(records: readonly ProgressRecord[]): SongProgress {
  if (records.length === 0) {
    return { loops: 0, bestScore: null, lastScore: null, cleanAtFullSpeed: false, readiness: "new", practisedAt: null };
  }
  const latestFirst = [...records].sort((a, b) => Date.parse(b.practisedAt) - Date.parse(a.practisedAt));
  const scores = records.flatMap((record) => (record.bestScore === null ? [] : [record.bestScore]));
  const levels = records.map((record) => READINESS_LEVELS.indexOf(readiness(record)));
  return {
    loops: records.reduce((sum, record) => sum + record.loops, 0),
    bestScore: scores.length > 0 ? Math.max(...scores) : null,
    lastScore: latestFirst.find((record) => record.lastScore !== null)?.lastScore ?? null,
    cleanAtFullSpeed: records.every((record) => record.cleanAtFullSpeed),
    readiness: READINESS_LEVELS[Math.min(...levels)]!,
    practisedAt: latestFirst[0]!.practisedAt,
  };
}

/** How many songs are at each level. */
export function readinessCounts(levels: readonly Readiness[]): Record<Readiness, number> {
  const counts: Record<Readiness, number> = { new: 0, learning: 0, almost: 0, ready: 0 };
  for (const level of levels) counts[level] += 1;
  return counts;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whole days from today in Korea to a concert's first day ("YYYY-MM-DD", Korea's calendar):
 * 0 on the day, null once it has passed.
 */
export function daysUntil(startDate: string, now: Date): number | null {
  const days = Math.round((Date.parse(`${startDate}T00:00:00Z`) - Date.parse(`${koreaDay(now)}T00:00:00Z`)) / DAY_MS);
  return Number.isFinite(days) && days >= 0 ? days : null;
}
