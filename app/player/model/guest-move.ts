// A guest's work moving into the account that signs in (issue 25, decision
// 120): the pure rules. The queue: the account's songs stay first and in
// their order, the guest's follow, a video the account already queues is not
// added twice, and nothing goes past the queue's limit. The sections: a
// section the server already has (uploaded before a reload cut the move
// short) is recognised, not uploaded again.
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
