import { beforeEach, describe, expect, test } from "vitest";
import { SECTIONS_STORAGE_KEY, SECTIONS_UNREADABLE_STORAGE_KEY } from "~/shared/storage-keys";
import { MemoryStorage } from "../../../tests/fixtures/memory-storage";
import { LocalSectionStore, type SectionValues } from "./section-store";

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
const song = { youtubeId: "gdZLi9oWNZg", title: "Dynamite", artist: "BTS" };
const values: SectionValues = {
  name: "후렴 반복",
  start: 44,
  end: 70,
  lyrics: null,
  pronunciation: null,
  type: 1,
  lineNumber: 1,
  isPublic: false,
};

let storage: MemoryStorage;
let store: LocalSectionStore;

beforeEach(() => {
  storage = new MemoryStorage();
  store = new LocalSectionStore(storage, () => NOW);
});

describe("new local sections", () => {
  test("get a timestamp id, the song, timestamps, and wait to be uploaded", () => {
    const section = store.add(song, values);
    expect(section).toEqual({
      id: String(NOW),
      ...values,
      part: "singalong",
      rate: null,
      spans: null,
      songId: "gdZLi9oWNZg",
      youtubeId: "gdZLi9oWNZg",
      dbId: null,
      songTitle: "Dynamite",
      songArtist: "BTS",
      createdAt: "2026-11-21T09:00:00.000Z",
      updatedAt: "2026-11-21T09:00:00.000Z",
      serverId: null,
      isServerSection: false,
      pendingSync: true,
    });
    expect(store.list()).toEqual([section]);
  });

  test("two in the same millisecond still get different ids", () => {
    expect(store.add(song, values).id).toBe(String(NOW));
    expect(store.add(song, values).id).toBe(String(NOW + 1));
  });

  test("an unknown title or artist becomes 'Unknown'", () => {
    const section = store.add({ youtubeId: "abc", title: "  ", artist: null }, values);
    expect(section).toMatchObject({ songTitle: "Unknown", songArtist: "Unknown" });
  });

  test("are stored as a versioned document", () => {
    store.add(song, values);
    expect(JSON.parse(storage.getItem(SECTIONS_STORAGE_KEY)!)).toMatchObject({
      version: 1,
      ownerId: null,
      pendingDeletes: [],
    });
  });

  test("a full storage makes the save fail loudly, and nothing is half-written", () => {
    store.add(song, values);
    storage.full = true;
    expect(() => store.add(song, values)).toThrow(/quota/);
    expect(store.list()).toHaveLength(1);
  });
});

describe("reading, update and removal", () => {
  test("one song's sections; update stamps updatedAt; remove returns what was removed", () => {
    let now = NOW;
    store = new LocalSectionStore(storage, () => now);
    const mine = store.add(song, values);
    store.add({ youtubeId: "other" }, values);
    expect(store.forSong("gdZLi9oWNZg").map((section) => section.id)).toEqual([mine.id]);
    now += 5000;
    expect(store.update(mine.id, { name: "새 이름" })).toMatchObject({
      name: "새 이름",
      updatedAt: "2026-11-21T09:00:05.000Z",
    });
    expect(store.update(mine.id, { pendingSync: false }, { touch: false })?.updatedAt).toBe("2026-11-21T09:00:05.000Z");
    expect(store.remove(mine.id)?.name).toBe("새 이름");
    expect(store.get(mine.id)).toBeNull();
    expect(store.update("nope", { name: "x" })).toBeNull();
    expect(store.remove("nope")).toBeNull();
  });
});

describe("corrupt data", () => {
  test("invalid JSON reads as empty and is set aside; other stored data is untouched", () => {
    storage.setItem("fanchant.locale", "en");
    storage.setItem(SECTIONS_STORAGE_KEY, "{not json");
    expect(store.list()).toEqual([]);
    expect(storage.getItem(SECTIONS_UNREADABLE_STORAGE_KEY)).toBe("{not json");
    expect(storage.getItem("fanchant.locale")).toBe("en");
    store.add(song, values);
    expect(store.list()).toHaveLength(1);
  });

  test("one bad entry costs only itself", () => {
    const good = store.add(song, values);
    const document = JSON.parse(storage.getItem(SECTIONS_STORAGE_KEY)!);
    document.sections.push({ id: "broken", start: "soon" }, 42);
    storage.setItem(SECTIONS_STORAGE_KEY, JSON.stringify(document));
    expect(store.list()).toEqual([good]);
    expect(storage.getItem(SECTIONS_UNREADABLE_STORAGE_KEY)).toContain('"broken"');
  });

  test("another version or shape is set aside", () => {
    storage.setItem(SECTIONS_STORAGE_KEY, JSON.stringify({ version: 2, sections: [] }));
    expect(store.list()).toEqual([]);
    expect(storage.getItem(SECTIONS_UNREADABLE_STORAGE_KEY)).toContain('"version":2');
  });

  test("entries missing the newer fields get their defaults", () => {
    const minimal = {
      id: "1",
      name: "콜",
      start: 1,
      end: 3,
      songId: "abc",
      songTitle: "t",
      songArtist: "a",
      createdAt: "x",
      updatedAt: "x",
    };
    storage.setItem(
      SECTIONS_STORAGE_KEY,
      JSON.stringify({ version: 1, ownerId: null, sections: [minimal], pendingDeletes: [] }),
    );
    expect(store.list()).toEqual([
      {
        ...minimal,
        youtubeId: null,
        dbId: null,
        lyrics: null,
        pronunciation: null,
        type: 1,
        lineNumber: 1,
        isPublic: false,
        part: "singalong",
        rate: null,
        spans: null,
        serverId: null,
        isServerSection: false,
        pendingSync: false,
      },
    ]);
  });

  test("a copy written before sections had a speed keeps working (null: the current speed); one the player does not offer reads as none", () => {
    const entry = (id: string, rate?: unknown) => ({
      id,
      name: "콜",
      start: 1,
      end: 3,
      songId: "abc",
      songTitle: "t",
      songArtist: "a",
      createdAt: "x",
      updatedAt: "x",
      ...(rate === undefined ? {} : { rate }),
    });
    storage.setItem(
      SECTIONS_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        ownerId: null,
        sections: [entry("old"), entry("slow", 0.75), entry("odd", 3), entry("none", null)],
        pendingDeletes: [],
      }),
    );
    expect(store.list().map(({ id, rate }) => [id, rate])).toEqual([
      ["old", null],
      ["slow", 0.75],
      ["odd", null],
      ["none", null],
    ]);
    // Nothing was unreadable: nothing set aside.
    expect(storage.getItem(SECTIONS_UNREADABLE_STORAGE_KEY)).toBeNull();
  });

  test("storage that cannot even be read (disabled) reads as empty", () => {
    const blocked = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem() {},
      removeItem() {},
    };
    expect(new LocalSectionStore(blocked).list()).toEqual([]);
  });
});

describe("whose sections they are", () => {
  test("a guest's sections are adopted by the account that signs in", () => {
    const section = store.add(song, values);
    store.claim("user-1");
    expect(store.read()).toMatchObject({ ownerId: "user-1", sections: [section] });
  });

  test("another account's sections are never shown: they are dropped", () => {
    store.claim("user-1");
    store.add(song, values);
    store.claim("user-2");
    expect(store.read()).toEqual({ ownerId: "user-2", sections: [], pendingDeletes: [] });
    store.add(song, values);
    store.claim(null);
    expect(store.read()).toEqual({ ownerId: null, sections: [], pendingDeletes: [] });
  });

  test("logout clears them", () => {
    store.add(song, values);
    storage.setItem(SECTIONS_UNREADABLE_STORAGE_KEY, "x");
    store.clear();
    expect(storage.items.size).toBe(0);
  });
});
