// The move of a guest's work into an account (decision 120): what moves, that
// a run cut short and run again doubles nothing, and what is left behind.
import { beforeEach, describe, expect, test } from "vitest";
import type { CreateSectionBody, ServerSection } from "~/schemas/section";
import type { QueueSong } from "~/shared/song";
import { GUEST_MOVE_STORAGE_KEY, PLAYBACK_STATE_STORAGE_KEY, PLAYER_PLAYLIST_STORAGE_KEY } from "~/shared/storage-keys";
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
  private nextId = 500;

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
          const saved: ServerSection = {
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
        practice: async () => ({ id: 0, practiceCount: 0 }),
      },
    };
  }
}

let storage: MemoryStorage;
let server: FakeServer;
let kept: Map<string, QueueSong[]>;

function guestMakes(songs: QueueSong[], sections: number) {
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
        lyrics: "하나 둘 셋",
        pronunciation: null,
        type: 2,
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
    guestMakes([], 2);
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

  test("another account's unfinished marker is dropped, not moved into this one", async () => {
    storage.setItem(GUEST_MOVE_STORAGE_KEY, JSON.stringify({ version: 1, accountId: "other", guestPlaylist: null, sections: 3, queue: null }));
    expect(await moveGuestData("acc", server.deps(storage, kept))).toBeNull();
    expect(storage.getItem(GUEST_MOVE_STORAGE_KEY)).toBeNull();
  });
});
