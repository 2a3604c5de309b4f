// A guest's practice progress, kept in this browser (issue 28, decision 137):
// the same records the server keeps per account and section, by line key:
// "s{id}" for a server line (a shared one), "l{id}" for a line of the
// browser's section store. One versioned JSON document, read afresh by every
// call (two tabs); an entry that does not read is dropped, not the others.
// At sign-in the records move into the account (player/sync/guest-move.ts,
// progressForAccount below).
import * as z from "zod";
import { PRACTICE_PROGRESS_STORAGE_KEY } from "~/shared/storage-keys";
import type { GuestProgressRecord } from "~/schemas/practice";
import { addLoop, mergeProgress, type PracticeLoop, type ProgressRecord } from "./progress";

export type LocalProgressRecord = ProgressRecord;

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Bump when the stored shape changes; older copies are then discarded. */
const LOCAL_PROGRESS_VERSION = 1;

const Score = z.int().min(0).max(100).nullable();
const RecordSchema = z.object({
  loops: z.int().min(0),
  bestScore: Score,
  lastScore: Score,
  cleanAtFullSpeed: z.boolean(),
  practisedAt: z.iso.datetime({ offset: true }),
});
const DocumentSchema = z.object({ version: z.literal(LOCAL_PROGRESS_VERSION), records: z.record(z.string(), z.unknown()) });

/** A line key: a server line's or a local section's. */
const LINE_KEY = /^(s[1-9]\d{0,9}|l.+)$/;

export const serverLineKey = (sectionId: number) => `s${sectionId}`;
export const localLineKey = (localSectionId: string) => `l${localSectionId}`;

/** The records in a stored document; none when it is absent, of another version or unreadable. */
export function parseLocalProgress(raw: string | null): Record<string, LocalProgressRecord> {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? "null");
  } catch {
    return {};
  }
  const document = DocumentSchema.safeParse(json);
  if (!document.success) return {};
  const records: Record<string, LocalProgressRecord> = {};
  for (const [key, value] of Object.entries(document.data.records)) {
    const record = RecordSchema.safeParse(value);
    if (LINE_KEY.test(key) && record.success) records[key] = record.data;
  }
  return records;
}

export function serializeLocalProgress(records: Record<string, LocalProgressRecord>): string {
  return JSON.stringify({ version: LOCAL_PROGRESS_VERSION, records });
}

/** The records after one more loop of a line (with its drill's result, if any) at `now`. */
export function withLocalLoop(
  records: Record<string, LocalProgressRecord>,
  key: string,
  loop: PracticeLoop,
  now: Date,
): Record<string, LocalProgressRecord> {
  return { ...records, [key]: addLoop(records[key] ?? null, loop, now) };
}

/**
 * The records an account takes at sign-in, by server section id: a server line's as it is, a
 * local line's once its section has a server id (`serverIdOf`: the section store after the
 * move's uploads). Two keys of one server line are merged. `moved` are the keys sent; the others
 * (lines not uploaded yet) stay in the browser for a later move.
 */
export function progressForAccount(
  records: Record<string, LocalProgressRecord>,
  serverIdOf: (localSectionId: string) => number | null,
): { records: GuestProgressRecord[]; moved: string[] } {
  const bySection = new Map<number, ProgressRecord>();
  const moved: string[] = [];
  for (const [key, record] of Object.entries(records)) {
    const sectionId = key.startsWith("s") ? Number(key.slice(1)) : serverIdOf(key.slice(1));
    if (sectionId === null) continue;
    moved.push(key);
    const same = bySection.get(sectionId);
    bySection.set(sectionId, same ? (mergeProgress(same, record) ?? same) : record);
  }
  return { records: [...bySection].map(([sectionId, record]) => ({ sectionId, ...record })), moved };
}

export function readLocalProgressFrom(storage: StorageLike): Record<string, LocalProgressRecord> {
  try {
    return parseLocalProgress(storage.getItem(PRACTICE_PROGRESS_STORAGE_KEY));
  } catch {
    return {};
  }
}

/** Writes the records (removes the document when none are left); false when the browser refuses. */
export function writeLocalProgressTo(storage: StorageLike, records: Record<string, LocalProgressRecord>): boolean {
  try {
    if (Object.keys(records).length === 0) storage.removeItem(PRACTICE_PROGRESS_STORAGE_KEY);
    else storage.setItem(PRACTICE_PROGRESS_STORAGE_KEY, serializeLocalProgress(records));
    return true;
  } catch {
    return false;
  }
}

/** A guest's loop of a line (with the drill's result when it was a drill), kept in this browser. */
export function recordLocalPractice(key: string, loop: { drill?: { score: number; rate: number; clean: boolean } }): void {
  if (!LINE_KEY.test(key)) return;
  // As the server takes it: a whole score from 0 to 100.
  const drill = loop.drill && { ...loop.drill, score: Math.min(100, Math.max(0, Math.round(loop.drill.score))) };
  const records = readLocalProgressFrom(window.localStorage);
  writeLocalProgressTo(window.localStorage, withLocalLoop(records, key, drill ? { drill } : {}, new Date()));
}

/** Every line's record kept in this browser. */
export function readLocalProgress(): Record<string, LocalProgressRecord> {
  return readLocalProgressFrom(window.localStorage);
}
