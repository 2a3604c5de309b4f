// A guest's work moving into the account that signs in (issue 25, decision
// 120): the pure rules. The queue: the account's songs stay first and in
// their order, the guest's follow, a video the account already queues is not
// added twice, and nothing goes past the queue's limit. The sections: a
// section the server already has (uploaded before a reload cut the move
// short) is recognised, not uploaded again; a song's lyrics lines go up as
// one sheet (issue 27).
import type { SheetLineInput, SheetLineView } from "~/schemas/sheet";
import type { QueueSong } from "~/shared/song";

export interface QueueMerge {
  /** The account's queue after the move. */
  songs: QueueSong[];
  /** The guest's songs that were added. */
  added: QueueSong[];
  /** The guest's songs the account already queued (not doubled). */
  alreadyThere: number;
  /** The guest's songs that did not fit under the limit. */
  leftOut: number;
}

export function mergeGuestQueue(
  account: readonly QueueSong[],
  guest: readonly QueueSong[],
  maxSongs: number,
): QueueMerge {
  const songs = [...account];
  const queued = new Set(account.map((song) => song.youtubeId));
  const added: QueueSong[] = [];
  let alreadyThere = 0;
  let leftOut = 0;
  for (const song of guest) {
    if (queued.has(song.youtubeId)) {
      alreadyThere += 1;
      continue;
    }
    if (songs.length >= maxSongs) {
      leftOut += 1;
      continue;
    }
    queued.add(song.youtubeId);
    songs.push(song);
    added.push(song);
  }
  return { songs, added, alreadyThere, leftOut };
}

/** What of a local section the server's copy must repeat for the two to be the same section. */
export interface SectionLike {
  id: string;
  youtubeId: string | null;
  songId: string;
  name: string;
  start: number;
  end: number;
  lyrics: string | null;
  type: number;
  serverId: number | null;
}

export interface ServerSectionLike {
  id: number;
  songYouTubeId?: string | null;
  name: string;
  startTime: number;
  endTime: number;
  lyrics: string | null;
  type: number;
}

/** Times as the server stores them (0.1 s is the finest a range is set to; float noise ignored). */
const sameTime = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * Local sections not yet uploaded that the server already holds, each paired
 * with the server's id: a reload between an upload and its record would
 * otherwise upload them again. A server section pairs with at most one local
 * section, and never with one whose id another local section already has.
 */
export function findAlreadyUploaded(
  local: readonly SectionLike[],
  server: readonly ServerSectionLike[],
): Map<string, number> {
  const known = new Set(local.flatMap((section) => (section.serverId === null ? [] : [section.serverId])));
  const paired = new Map<string, number>();
  for (const section of local) {
    if (section.serverId !== null) continue;
    const video = section.youtubeId ?? section.songId;
    const match = server.find(
      (remote) =>
        !known.has(remote.id) &&
        remote.songYouTubeId === video &&
        remote.name === section.name &&
        remote.type === section.type &&
        (remote.lyrics ?? null) === (section.lyrics ?? null) &&
        sameTime(remote.startTime, section.start) &&
        sameTime(remote.endTime, section.end),
    );
    if (match) {
      known.add(match.id);
      paired.set(section.id, match.id);
    }
  }
  return paired;
}

/** What of a guest's local lyrics line (sync/section-store.ts LocalSection) goes into a sheet. */
export interface GuestSheetLine {
  id: string;
  name: string;
  start: number;
  end: number;
  lyrics: string | null;
  pronunciation: string | null;
  part: SheetLineInput["part"];
  spans: SheetLineInput["spans"];
  rate: SheetLineInput["rate"];
}

/**
 * A song's sheet after the move (issue 27: a guest's sheet goes up as one change, PUT
 * /api/sheet/song/{id}): the account's own lines of the song kept as they are (by id), the guest's
 * lines added. Null when there is nothing of the guest's to add.
 */
export function sheetWithGuestLines(account: readonly SheetLineView[], guest: readonly GuestSheetLine[]): SheetLineInput[] | null {
  const added = guest.filter((line) => line.lyrics?.trim());
  if (added.length === 0) return null;
  return [
    ...account.map(({ id, name, start, end, text, part, romanization, spans, rate }) => ({ id, name, start, end, text, part, romanization, spans, rate })),
    ...added.map((line) => ({
      id: null,
      name: line.name.trim() || null,
      start: line.start,
      end: line.end,
      text: line.lyrics!,
      part: line.part,
      romanization: line.pronunciation,
      // Words timed for other lyrics (the line was edited since) go: the line keeps line timing.
      spans: line.spans?.map((span) => span.text).join("") === line.lyrics ? line.spans : null,
      rate: line.rate,
    })),
  ];
}

/**
 * The server's ids of the guest's lines in the sheet the PUT answered: each guest line pairs with a
 * new line (an id the account's sheet did not have before) of the same times and text.
 */
export function pairSheetLines(
  guest: readonly GuestSheetLine[],
  before: readonly Pick<SheetLineView, "id">[],
  after: readonly Pick<SheetLineView, "id" | "start" | "end" | "text">[],
): Map<string, number> {
  const taken = new Set(before.map((line) => line.id));
  const paired = new Map<string, number>();
  for (const line of guest) {
    const match = after.find(
      (saved) =>
        !taken.has(saved.id) &&
        saved.text === line.lyrics?.trim() &&
        sameTime(saved.start, line.start) &&
        sameTime(saved.end, line.end),
    );
    if (!match) continue;
    taken.add(match.id);
    paired.set(line.id, match.id);
  }
  return paired;
}
