// A guest's queue and sections move into the account that signed in from guest
// mode (issue 25, spec §7 local-to-server sync; decision 120). It runs in the
// browser, on the first page the account's island starts, before the player
// reads its queue:
//
// 1. The marker (GUEST_MOVE_STORAGE_KEY) is written with the guest's songs and
//    how many sections the guest had. From then on the marker is the move.
// 2. The guest's sections become the account's (LocalSectionStore.claim via
//    the SectionLibrary, decision 031: they are pending uploads); the guest's
//    saved playlist and playback state are removed.
// 3. The guest's songs are appended to the account's queue on the server
//    (GET then POST /api/userplaylist), a video already queued not twice.
// 4. The sections: one the server already has (a reload after its upload) is
//    recorded, not sent again; each song's lyrics lines go up as one sheet
//    (issue 27: PUT /api/sheet/song/{id}, one transaction, after the
//    account's own lines of the song); the rest, and any line a sheet could
//    not take, are uploaded one by one by the SectionLibrary.
// 5. The guest's practice progress (issue 28, decision 137): its records of
//    server lines, and of local lines now uploaded, go up in one POST
//    /api/practice/progress, then leave the browser. A reload between the two
//    sends them again: the server recognises a record it took (its time is
//    the account's record's, to the millisecond) and adds nothing.
// 6. The marker goes; what moved is answered for the toast.
//
// Every step may be cut short by a reload and runs again from the marker
// without doubling anything: the queue is merged by video, the claim adopts
// only a guest's store, the counts are the marker's.
import * as z from "zod";
import { LOCAL_PLAYLIST_MAX_SONGS, SECTION_TYPE_LYRICS } from "~/shared/constants";
import type { QueueSong } from "~/shared/song";
import { GUEST_MOVE_STORAGE_KEY, PLAYBACK_STATE_STORAGE_KEY, PLAYER_PLAYLIST_STORAGE_KEY } from "~/shared/storage-keys";
import { progressForAccount, readLocalProgressFrom, writeLocalProgressTo } from "~/practice/local-progress";
import { GUEST_PROGRESS_MAX_RECORDS } from "~/schemas/practice";
import { findAlreadyUploaded, mergeGuestQueue, pairSheetLines, sheetWithGuestLines } from "../model/guest-move";
import { readSavedPlaylist } from "../model/stored-player";
import { fetchAccountPlaylist, findOrCreateSongId, saveAccountPlaylist } from "./player-api";
import { progressApi, type ProgressServerApi } from "./progress-api";
import { sectionApi, type SectionServerApi } from "./section-api";
import { LocalSectionStore, type LocalSection, type StorageLike } from "./section-store";
import { isRefusal, SectionLibrary } from "./section-sync";
import { sheetApi, type SheetServerApi } from "./sheet-api";
import { savePlaylistLocally } from "./storage";

/** The guest's owner id in the saved playlist (local-data.ts playerOwnerId). */
const GUEST_OWNER = "guest";

const MarkerSchema = z.object({
  version: z.literal(1),
  accountId: z.string().min(1),
  /**
   * The guest's saved playlist as it was stored when the move began (the
   * document of PLAYER_PLAYLIST_STORAGE_KEY, read back by readSavedPlaylist).
   */
  guestPlaylist: z.string().nullable(),
  /** How many sections the guest had. */
  sections: z.int().min(0),
  /** Counted once, when the queue was first merged (a later run finds them already there). */
  queue: z.object({ added: z.int().min(0), alreadyThere: z.int().min(0), leftOut: z.int().min(0) }).nullable(),
});
type Marker = z.output<typeof MarkerSchema>;

export interface GuestMoveReport {
  songsAdded: number;
  songsAlreadyThere: number;
  songsLeftOut: number;
  sections: number;
}

export interface GuestMoveDeps {
  storage: StorageLike;
  fetchQueue(accountId: string): Promise<QueueSong[]>;
  saveQueue(accountId: string, songs: readonly QueueSong[]): Promise<QueueSong[]>;
  sections: SectionServerApi;
  sheets: SheetServerApi;
  progress: ProgressServerApi;
  resolveSongId(song: { youtubeId: string; title: string; artist: string }): Promise<number>;
  /** Writes the account's queue as the player keeps it locally (synced with the server). */
  keepQueueLocally(accountId: string, songs: readonly QueueSong[]): void;
}

function readMarker(storage: StorageLike): Marker | null {
  try {
    const result = MarkerSchema.safeParse(JSON.parse(storage.getItem(GUEST_MOVE_STORAGE_KEY) ?? "null"));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function writeMarker(storage: StorageLike, marker: Marker): void {
  storage.setItem(GUEST_MOVE_STORAGE_KEY, JSON.stringify(marker));
}

/** The guest's songs in a saved playlist document, or none (absent, unreadable, or another owner's copy). */
function guestSongs(raw: string | null): QueueSong[] {
  const read = readSavedPlaylist(raw, GUEST_OWNER);
  return read.status === "ok" ? read.songs : [];
}

function isGuestCopy(raw: string | null, ownerKey: "userId" | "ownerId"): boolean {
  try {
    return (JSON.parse(raw ?? "null") as Record<string, unknown> | null)?.[ownerKey] === GUEST_OWNER;
  } catch {
    return false;
  }
}

/** The guest's playlist and playback state go once the marker holds the songs (the sections are claimed instead). */
function removeGuestCopies(storage: StorageLike): void {
  if (isGuestCopy(storage.getItem(PLAYER_PLAYLIST_STORAGE_KEY), "userId")) storage.removeItem(PLAYER_PLAYLIST_STORAGE_KEY);
  if (isGuestCopy(storage.getItem(PLAYBACK_STATE_STORAGE_KEY), "ownerId")) storage.removeItem(PLAYBACK_STATE_STORAGE_KEY);
}

/**
 * The marker of a move into this account: the one under way, or a new one
 * when the browser holds a guest's queue or sections; null when there is
 * nothing to move. A marker of another account is dropped (its owner signed
 * out before it finished; that account's sign-out cleared the rest).
 */
function beginOrResume(storage: StorageLike, accountId: string): Marker | null {
  const existing = readMarker(storage);
  if (existing?.accountId === accountId) return existing;
  if (existing) storage.removeItem(GUEST_MOVE_STORAGE_KEY);
  const raw = storage.getItem(PLAYER_PLAYLIST_STORAGE_KEY);
  const songs = guestSongs(raw);
  const store = new LocalSectionStore(storage).read();
  const sections = store.ownerId === null ? store.sections.length : 0;
  if (songs.length === 0 && sections === 0) {
    removeGuestCopies(storage);
    return null;
  }
  const marker: Marker = { version: 1, accountId, guestPlaylist: songs.length > 0 ? raw : null, sections, queue: null };
  writeMarker(storage, marker);
  return marker;
}

/**
 * Each song's pending lyrics lines as one change of the account's sheet of the song. A sheet the
 * server refuses (a line past the song's end, too many lines) leaves its lines pending for the
 * line-by-line upload, which keeps what it can; an unreachable server throws (the move resumes).
 */
async function uploadSheets(deps: GuestMoveDeps): Promise<void> {
  const songs = new Map<string, LocalSection[]>();
  for (const section of new LocalSectionStore(deps.storage).read().sections) {
    if (section.type !== SECTION_TYPE_LYRICS || section.serverId !== null || !section.pendingSync) continue;
    const video = section.youtubeId ?? section.songId;
    songs.set(video, [...(songs.get(video) ?? []), section]);
  }
  for (const [video, guest] of songs) {
    const first = guest[0]!;
    const songId =
      first.dbId ?? (await deps.resolveSongId({ youtubeId: video, title: first.songTitle, artist: first.songArtist }));
    const sheet = await deps.sheets.get(songId);
    const lines = sheetWithGuestLines(sheet.lines, guest);
    if (!lines) continue;
    let saved;
    try {
      saved = await deps.sheets.replace(songId, lines);
    } catch (error) {
      if (isRefusal(error)) continue;
      throw error;
    }
    const paired = pairSheetLines(guest, sheet.lines, saved.lines);
    const store = new LocalSectionStore(deps.storage);
    const state = store.read();
    store.write({
      ...state,
      sections: state.sections.map((section) => {
        const serverId = paired.get(section.id);
        return serverId === undefined ? section : { ...section, serverId, dbId: songId, isServerSection: true, pendingSync: false };
      }),
    });
  }
}

/**
 * The guest's practice records go to the account: a server line's by its id, a local line's once
 * its section was uploaded; a local line still pending stays for a later move, one whose section
 * is gone is dropped. The records leave the browser only after the server took them (a refusal
 * counts as taken: sent again it would be refused again). Throws when the server cannot be
 * reached: the records stay and the next page load sends them.
 */
async function moveProgress(deps: GuestMoveDeps): Promise<void> {
  const { storage } = deps;
  const records = readLocalProgressFrom(storage);
  if (Object.keys(records).length === 0) return;
  const serverIds = new Map(new LocalSectionStore(storage).read().sections.map((section) => [section.id, section.serverId]));
  const { records: sent, moved } = progressForAccount(records, (id) => serverIds.get(id) ?? null);
  for (let start = 0; start < sent.length; start += GUEST_PROGRESS_MAX_RECORDS) {
    try {
      await deps.progress.merge(sent.slice(start, start + GUEST_PROGRESS_MAX_RECORDS));
    } catch (error) {
      if (!isRefusal(error)) throw error;
    }
  }
  const left = readLocalProgressFrom(storage);
  for (const key of Object.keys(left)) {
    if (moved.includes(key) || (key.startsWith("l") && !serverIds.has(key.slice(1)))) delete left[key];
  }
  writeLocalProgressTo(storage, left);
}

/**
 * Moves what a guest left in this browser into the account; null when there
 * was nothing (but practice records, which move without a toast). Throws when the server could not be reached: the marker stays
 * and the next page load carries on.
 */
export async function moveGuestData(accountId: string, deps: GuestMoveDeps): Promise<GuestMoveReport | null> {
  const { storage } = deps;
  let marker = beginOrResume(storage, accountId);
  if (!marker) {
    await moveProgress(deps);
    return null;
  }

  // The sections become the account's pending uploads (the library's constructor claims a guest's store).
  const library = new SectionLibrary({
    store: new LocalSectionStore(storage),
    account: { userId: accountId },
    api: deps.sections,
    resolveSongId: deps.resolveSongId,
  });
  removeGuestCopies(storage);

  // The queue: the account's first, then the guest's songs it does not have.
  const account = await deps.fetchQueue(accountId);
  const merged = mergeGuestQueue(account, guestSongs(marker.guestPlaylist), LOCAL_PLAYLIST_MAX_SONGS);
  if (!marker.queue) {
    marker = {
      ...marker,
      queue: { added: merged.added.length, alreadyThere: merged.alreadyThere, leftOut: merged.leftOut },
    };
    writeMarker(storage, marker);
  }
  const queue = merged.added.length > 0 ? await deps.saveQueue(accountId, merged.songs) : account;
  deps.keepQueueLocally(accountId, queue);

  // The sections: those the server already has (a reload after their upload) are recorded, the rest uploaded.
  const server = await deps.sections.listMine();
  const state = new LocalSectionStore(storage).read();
  const uploaded = findAlreadyUploaded(state.sections, server);
  if (uploaded.size > 0) {
    new LocalSectionStore(storage).write({
      ...state,
      sections: state.sections.map((section) => {
        const serverId = uploaded.get(section.id);
        return serverId === undefined
          ? section
          : { ...section, serverId, isServerSection: true, pendingSync: false };
      }),
    });
  }
  await uploadSheets(deps);
  // Any the server could not take now stay pending in the account's store; the player uploads them later.
  await library.syncPending();
  await moveProgress(deps);

  storage.removeItem(GUEST_MOVE_STORAGE_KEY);
  return {
    songsAdded: marker.queue!.added,
    songsAlreadyThere: marker.queue!.alreadyThere,
    songsLeftOut: marker.queue!.leftOut,
    sections: marker.sections,
  };
}

/** The move with the browser's storage and the app's API. */
export function moveGuestDataHere(accountId: string): Promise<GuestMoveReport | null> {
  return moveGuestData(accountId, {
    storage: window.localStorage,
    fetchQueue: fetchAccountPlaylist,
    saveQueue: saveAccountPlaylist,
    sections: sectionApi,
    sheets: sheetApi,
    progress: progressApi,
    resolveSongId: (song) => findOrCreateSongId(song),
    keepQueueLocally: (id, songs) => void savePlaylistLocally(id, songs, true),
  });
}
