// The move of a guest's work into an account (decision 120): what moves, that
// a run cut short and run again doubles nothing, and what is left behind.
import { beforeEach, describe, expect, test } from "vitest";
import type { CreateSectionBody, ServerSection } from "~/schemas/section";
import type { SheetLineInput, SheetView } from "~/schemas/sheet";
import { ApiClientError } from "~/utils/api-client";
import type { QueueSong } from "~/shared/song";
import { readLocalProgressFrom, writeLocalProgressTo } from "~/practice/local-progress";
import { mergeProgress, type ProgressRecord } from "~/practice/progress";
import {
  GUEST_MOVE_STORAGE_KEY,
  PLAYBACK_STATE_STORAGE_KEY,
  PLAYER_PLAYLIST_STORAGE_KEY,
  PRACTICE_PROGRESS_STORAGE_KEY,
} from "~/shared/storage-keys";
import { MemoryStorage } from "../../../tests/fixtures/memory-storage";
import { serializeSavedPlaylist } from "../model/stored-player";
import { A, B, C } from "../model/test-songs";
import { moveGuestData, type GuestMoveDeps } from "./guest-move";
import { LocalSectionStore } from "./section-store";

class FakeServer {
  queue: QueueSong[] = [];
  sections: ServerSection[] = [];
  /** Fails the next queue save after storing it, as a reload right after the POST would. */
  cutAfterSave = false;
  /** Fails the next section upload after storing it. */
  cutAfterCreate = false;
  /** Fails the next sheet change after storing it. */
  cutAfterSheet = false;
  /** Refuses sheet changes (400), as for a line past the song's end. */
  refuseSheets = false;
  /** The songs whose sheet was replaced, one entry per PUT. */
  sheetPuts: number[] = [];
  /** The account's practice records by section id, merged as the real server merges them. */
  progress = new Map<number, ProgressRecord>();
  /** Practice merges posted, one entry per POST. */
  progressPosts = 0;
  /** Fails the next practice merge after storing it, as a reload right after the POST would. */
  cutAfterProgress = false;
  /** The server cannot be reached for practice merges. */
  progressDown = false;
  private nextId = 500;

  private saved(body: CreateSectionBody): ServerSection {
    return {
      id: this.nextId++,
      songId: body.songId,
      songYouTubeId: A.youtubeId,
      songTitle: A.title,
      songArtist: A.artist,
      name: body.name,
      startTime: body.startTime,
      endTime: body.endTime,
      lyrics: body.lyrics ?? null,
      pronunciation: body.pronunciation ?? null,
      createdAt: "2026-11-27T00:00:00.000Z",
      updatedAt: "2026-11-27T00:00:00.000Z",
      type: body.type ?? 1,
      description: "",
      isPublic: body.isPublic ?? false,
      lineNumber: body.lineNumber ?? 1,
      part: body.part,
      rate: body.rate ?? null,
    };
  }

  /** A lyrics line the account already had in song 7's sheet. */
  sheetLineOfAccount(): ServerSection {
    return { ...this.saved({ songId: 7, type: 2, name: "계정", startTime: 2, endTime: 5, lyrics: "계정의 줄", part: "artist" } as CreateSectionBody) };
  }

  /** The account's sheet of a song: its lyrics sections, as the real server reads them. */
  sheet(songId: number): SheetView {
    const lines = this.sections
      .filter((section) => section.songId === songId && section.type === 2)
      .sort((a, b) => a.startTime - b.startTime)
      .map((section) => ({
        id: section.id,
        name: section.name,
        start: section.startTime,
        end: section.endTime,
        text: section.lyrics ?? "",
        part: section.part ?? "singalong",
        romanization: section.pronunciation,
        spans: null,
        rate: (section.rate ?? null) as SheetView["lines"][number]["rate"],
      }));
    return {
      song: { id: songId, youtubeId: A.youtubeId, title: A.title, artist: A.artist, thumbnailUrl: null, duration: 200 },
      author: { id: "acc", nickname: "팬" },
      isPublic: false,
      lines,
      videos: [],
      updatedAt: null,
    };
  }

  replaceSheet(songId: number, lines: SheetLineInput[]): SheetView {
    if (this.refuseSheets) throw new ApiClientError(400, "VALIDATION_ERROR", "past the end", { "lines.0.end": ["too late"] });
    this.sheetPuts.push(songId);
    const kept = new Set(lines.flatMap((line) => (line.id ? [line.id] : [])));
    this.sections = this.sections.filter((section) => section.songId !== songId || section.type !== 2 || kept.has(section.id));
    for (const line of lines) {
      if (line.id) continue;
      this.sections.push(
        this.saved({
          songId,
          type: 2,
          name: line.name ?? line.text,
          startTime: line.start,
          endTime: line.end,
          lyrics: line.text,
          pronunciation: line.romanization ?? null,
          part: line.part ?? "singalong",
          rate: line.rate ?? null,
          description: "",
          lineNumber: 1,
          isPublic: false,
        } as CreateSectionBody),
      );
    }
    if (this.cutAfterSheet) {
      this.cutAfterSheet = false;
      throw new TypeError("reloaded");
    }
    return this.sheet(songId);
  }

  deps(storage: MemoryStorage, kept: Map<string, QueueSong[]>): GuestMoveDeps {
    return {
      storage,
      fetchQueue: async () => structuredClone(this.queue),
      saveQueue: async (_account, songs) => {
        this.queue = structuredClone([...songs]);
        if (this.cutAfterSave) {
          this.cutAfterSave = false;
          throw new TypeError("reloaded");
        }
        return structuredClone(this.queue);
      },
      resolveSongId: async () => 7,
      keepQueueLocally: (account, songs) => kept.set(account, [...songs]),
      sections: {
        listMine: async () => structuredClone(this.sections),
        create: async (body: CreateSectionBody) => {
          const saved = this.saved(body);
          this.sections.push(saved);
          if (this.cutAfterCreate) {
            this.cutAfterCreate = false;
            throw new TypeError("reloaded");
          }
          return saved;
        },
        update: async () => {
          throw new Error("not used");
        },
        remove: async () => {},
        practice: async () => {
          throw new Error("not used");
        },
      },
      sheets: {
        get: async (songId) => this.sheet(songId),
        replace: async (songId, lines) => this.replaceSheet(songId, lines),
      },
      progress: {
        merge: async (records) => {
          if (this.progressDown) throw new TypeError("offline");
          this.progressPosts += 1;
          let merged = 0;
          for (const { sectionId, ...record } of records) {
            const next = mergeProgress(this.progress.get(sectionId) ?? null, record);
            if (next) this.progress.set(sectionId, next);
            if (next) merged += 1;
          }
          if (this.cutAfterProgress) {
            this.cutAfterProgress = false;
            throw new TypeError("reloaded");
          }
          return { merged };
        },
      },
    };
  }
}

let storage: MemoryStorage;
let server: FakeServer;
let kept: Map<string, QueueSong[]>;

function guestMakes(songs: QueueSong[], sections: number, type: 1 | 2 = 2) {
  storage.setItem(PLAYER_PLAYLIST_STORAGE_KEY, serializeSavedPlaylist("guest", songs, false, 1));
  storage.setItem(PLAYBACK_STATE_STORAGE_KEY, JSON.stringify({ version: 1, ownerId: "guest", state: {} }));
  const store = new LocalSectionStore(storage, () => 1_763_712_000_000);
  for (let index = 0; index < sections; index += 1) {
    store.add(
      { youtubeId: A.youtubeId, title: A.title, artist: A.artist },
      {
        name: `멤버 콜 ${index + 1}`,
        start: 8 + index,
        end: 20.5 + index,
        lyrics: type === 2 ? "하나 둘 셋" : null,
        pronunciation: null,
        type,
        lineNumber: 1,
        isPublic: false,
        part: "fans",
        rate: 0.75,
      },
    );
  }
}

beforeEach(() => {
  storage = new MemoryStorage();
  server = new FakeServer();
  kept = new Map();
});

describe("moving a guest's work into the account", () => {
  test("nothing to move: null, nothing written", async () => {
    expect(await moveGuestData("acc", server.deps(storage, kept))).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  test("the queue and sections move; the guest's copies and the marker go", async () => {
    server.queue = [A];
    guestMakes([B, A, C], 2);
    const report = await moveGuestData("acc", server.deps(storage, kept));
    expect(report).toEqual({ songsAdded: 2, songsAlreadyThere: 1, songsLeftOut: 0, sections: 2 });
    expect(server.queue.map((song) => song.youtubeId)).toEqual([A, B, C].map((song) => song.youtubeId));
    expect(kept.get("acc")).toEqual(server.queue);
    expect(server.sections.map((section) => [section.name, section.startTime, section.endTime, section.lyrics, section.part, section.rate])).toEqual([
      ["멤버 콜 1", 8, 20.5, "하나 둘 셋", "fans", 0.75],
      ["멤버 콜 2", 9, 21.5, "하나 둘 셋", "fans", 0.75],
    ]);
    const local = new LocalSectionStore(storage).read();
    expect(local.ownerId).toBe("acc");
    expect(local.sections.every((section) => section.serverId !== null && !section.pendingSync)).toBe(true);
    expect(storage.getItem(PLAYER_PLAYLIST_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(PLAYBACK_STATE_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(GUEST_MOVE_STORAGE_KEY)).toBeNull();
  });

  test("a reload after the queue was saved: run again, nothing doubled, the same counts", async () => {
    guestMakes([B, C], 1);
    server.cutAfterSave = true;
    await expect(moveGuestData("acc", server.deps(storage, kept))).rejects.toThrow("reloaded");
    expect(storage.getItem(GUEST_MOVE_STORAGE_KEY)).not.toBeNull();
    const report = await moveGuestData("acc", server.deps(storage, kept));
    expect(report).toEqual({ songsAdded: 2, songsAlreadyThere: 0, songsLeftOut: 0, sections: 1 });
    expect(server.queue.map((song) => song.youtubeId)).toEqual([B, C].map((song) => song.youtubeId));
    expect(server.sections).toHaveLength(1);
  });

  test("a reload after a section was uploaded but before it was recorded: not uploaded twice", async () => {
    guestMakes([], 2, 1);
    server.cutAfterCreate = true;
    // The library logs the failure and keeps the section pending; the move still finishes.
    const first = await moveGuestData("acc", server.deps(storage, kept));
    expect(first?.sections).toBe(2);
    expect(server.sections).toHaveLength(1);
    // The next page load finds a pending section the server already has.
    const pending = new LocalSectionStore(storage).read().sections.filter((section) => section.pendingSync);
    expect(pending).toHaveLength(2);
    storage.setItem(GUEST_MOVE_STORAGE_KEY, JSON.stringify({ version: 1, accountId: "acc", guestPlaylist: null, sections: 2, queue: { added: 0, alreadyThere: 0, leftOut: 0 } }));
    await moveGuestData("acc", server.deps(storage, kept));
    expect(server.sections.map((section) => section.name)).toEqual(["멤버 콜 1", "멤버 콜 2"]);
  });

  test("a song's lyrics lines go up as one sheet change, after the account's own lines of the song", async () => {
    server.sections = [{ ...server.sheetLineOfAccount(), id: 90 }];
    guestMakes([], 3);
    await moveGuestData("acc", server.deps(storage, kept));
    expect(server.sheetPuts).toEqual([7]);
    expect(server.sheet(7).lines.map((line) => [line.id, line.start, line.text, line.part, line.rate])).toEqual([
      [90, 2, "계정의 줄", "artist", null],
      [expect.any(Number), 8, "하나 둘 셋", "fans", 0.75],
      [expect.any(Number), 9, "하나 둘 셋", "fans", 0.75],
      [expect.any(Number), 10, "하나 둘 셋", "fans", 0.75],
    ]);
    const local = new LocalSectionStore(storage).read().sections;
    expect(local.map((section) => section.serverId)).toEqual(server.sheet(7).lines.slice(1).map((line) => line.id));
    expect(local.every((section) => !section.pendingSync && section.dbId === 7)).toBe(true);
  });

  test("a sheet the server refuses: its lines go one by one instead, nothing lost", async () => {
    server.refuseSheets = true;
    guestMakes([], 2);
    const report = await moveGuestData("acc", server.deps(storage, kept));
    expect(report?.sections).toBe(2);
    expect(server.sheetPuts).toEqual([]);
    expect(server.sections.map((section) => section.startTime)).toEqual([8, 9]);
    expect(new LocalSectionStore(storage).read().sections.every((section) => !section.pendingSync)).toBe(true);
  });

  test("a reload after the sheet was saved but before it was recorded: not sent twice", async () => {
    guestMakes([], 2);
    server.cutAfterSheet = true;
    await expect(moveGuestData("acc", server.deps(storage, kept))).rejects.toThrow("reloaded");
    await moveGuestData("acc", server.deps(storage, kept));
    expect(server.sheetPuts).toEqual([7]);
    expect(server.sections.map((section) => section.startTime)).toEqual([8, 9]);
    expect(new LocalSectionStore(storage).read().sections.every((section) => section.serverId !== null && !section.pendingSync)).toBe(true);
  });

  test("another account's unfinished marker is dropped, not moved into this one", async () => {
    storage.setItem(GUEST_MOVE_STORAGE_KEY, JSON.stringify({ version: 1, accountId: "other", guestPlaylist: null, sections: 3, queue: null }));
    expect(await moveGuestData("acc", server.deps(storage, kept))).toBeNull();
    expect(storage.getItem(GUEST_MOVE_STORAGE_KEY)).toBeNull();
  });
});

describe("a guest's practice progress moving into the account (issue 28)", () => {
  const practised = (loops: number, bestScore: number | null = null): ProgressRecord => ({
    loops,
    bestScore,
    lastScore: bestScore,
    cleanAtFullSpeed: false,
    practisedAt: "2026-11-27T10:00:00.000Z",
  });

  test("a shared line's and an uploaded local line's records go up in one POST and leave the browser", async () => {
    guestMakes([], 1, 1);
    const localId = new LocalSectionStore(storage).read().sections[0]!.id;
    writeLocalProgressTo(storage, { s42: practised(3, 70), [`l${localId}`]: practised(2) });
    server.progress.set(42, { ...practised(5, 90), practisedAt: "2026-11-26T10:00:00.000Z" });
    await moveGuestData("acc", server.deps(storage, kept));
    const uploaded = new LocalSectionStore(storage).read().sections[0]!.serverId!;
    expect(server.progressPosts).toBe(1);
    expect(server.progress.get(42)).toMatchObject({ loops: 8, bestScore: 90, lastScore: 70 });
    expect(server.progress.get(uploaded)).toEqual(practised(2));
    expect(storage.getItem(PRACTICE_PROGRESS_STORAGE_KEY)).toBeNull();
  });

  test("only practice records (no queue, no sections): they move too, without a toast", async () => {
    writeLocalProgressTo(storage, { s42: practised(1) });
    expect(await moveGuestData("acc", server.deps(storage, kept))).toBeNull();
    expect(server.progress.get(42)).toEqual(practised(1));
    expect(storage.getItem(PRACTICE_PROGRESS_STORAGE_KEY)).toBeNull();
  });

  test("a reload after the POST but before the browser let go: sent again, counted once", async () => {
    guestMakes([A], 0);
    writeLocalProgressTo(storage, { s42: practised(3, 70) });
    server.progress.set(42, { ...practised(5), practisedAt: "2026-11-26T10:00:00.000Z" });
    server.cutAfterProgress = true;
    await expect(moveGuestData("acc", server.deps(storage, kept))).rejects.toThrow("reloaded");
    expect(readLocalProgressFrom(storage)).toEqual({ s42: practised(3, 70) });
    expect(storage.getItem(GUEST_MOVE_STORAGE_KEY)).not.toBeNull();
    await moveGuestData("acc", server.deps(storage, kept));
    expect(server.progressPosts).toBe(2);
    expect(server.progress.get(42)).toMatchObject({ loops: 8, bestScore: 70 });
    expect(storage.getItem(PRACTICE_PROGRESS_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(GUEST_MOVE_STORAGE_KEY)).toBeNull();
  });

  test("the server out of reach: the records stay for the next page load", async () => {
    writeLocalProgressTo(storage, { s42: practised(3) });
    server.progressDown = true;
    await expect(moveGuestData("acc", server.deps(storage, kept))).rejects.toThrow("offline");
    expect(readLocalProgressFrom(storage)).toEqual({ s42: practised(3) });
  });

  test("a local line not uploaded yet stays in the browser until it is; one whose section is gone is dropped", async () => {
    guestMakes([], 1, 1);
    server.cutAfterCreate = true;
    const store = new LocalSectionStore(storage);
    const localId = store.read().sections[0]!.id;
    writeLocalProgressTo(storage, { [`l${localId}`]: practised(2), l999: practised(1) });
    // The upload failed: the section stays pending, and so does its record.
    await moveGuestData("acc", server.deps(storage, kept));
    expect(server.progressPosts).toBe(0);
    expect(Object.keys(readLocalProgressFrom(storage))).toEqual([`l${localId}`]);
    // The player's library uploads it later; the next page load moves its record.
    const state = store.read();
    store.write({ ...state, sections: state.sections.map((section) => ({ ...section, serverId: 777, pendingSync: false })) });
    await moveGuestData("acc", server.deps(storage, kept));
    expect(server.progress.get(777)).toEqual(practised(2));
    expect(storage.getItem(PRACTICE_PROGRESS_STORAGE_KEY)).toBeNull();
  });
});
