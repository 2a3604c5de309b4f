import { beforeEach, describe, expect, test, vi } from "vitest";
import type { CreateSectionBody, ServerSection, UpdateSectionBody } from "~/schemas/section";
import { ApiClientError } from "~/utils/api-client";
import { MemoryStorage } from "../../../tests/fixtures/memory-storage";
import type { SectionServerApi } from "./section-api";
import { LocalSectionStore } from "./section-store";
import { fromServer, mergeServerSections, SectionLibrary, type SectionDraft } from "./section-sync";

/** The section API in memory; `down` makes every call fail as an unreachable server does. */
class FakeSectionServer implements SectionServerApi {
  sections: ServerSection[] = [];
  calls: Array<{ method: string; id?: number; body?: unknown }> = [];
  down = false;
  private nextId = 100;

  private check(method: string, id?: number, body?: unknown) {
    this.calls.push({ method, id, body });
    if (this.down) throw new TypeError("Failed to fetch");
  }

  private find(id: number) {
    const section = this.sections.find((s) => s.id === id);
    if (!section) throw new ApiClientError(404, "NOT_FOUND", "찾을 수 없습니다.");
    return section;
  }

  add(fields: Partial<ServerSection> = {}): ServerSection {
    const id = this.nextId++;
    const section: ServerSection = {
      id,
      songId: 7,
      songYouTubeId: "gdZLi9oWNZg",
      songTitle: "Dynamite",
      songArtist: "BTS",
      name: `서버 구간 ${id}`,
      startTime: 1,
      endTime: 5,
      lyrics: null,
      pronunciation: null,
      createdAt: "2026-11-20T00:00:00.000Z",
      updatedAt: "2026-11-20T00:00:00.000Z",
      type: 1,
      description: "Dynamite - BTS",
      isPublic: false,
      lineNumber: 1,
      practiceCount: 0,
      ...fields,
    };
    this.sections.push(section);
    return section;
  }

  async listMine() {
    this.check("list");
    return structuredClone(this.sections);
  }

  async create(body: CreateSectionBody) {
    this.check("create", undefined, body);
    if (body.endTime > 1000) throw new ApiClientError(400, "VALIDATION_ERROR", "확인해 주세요");
    return this.add({
      songId: body.songId,
      name: body.name,
      startTime: body.startTime,
      endTime: body.endTime,
      lyrics: body.lyrics ?? null,
      pronunciation: body.pronunciation ?? null,
      type: body.type ?? 1,
      lineNumber: body.lineNumber ?? 1,
      isPublic: body.isPublic ?? false,
    });
  }

  async update(id: number, body: UpdateSectionBody) {
    this.check("update", id, body);
    const section = this.find(id);
    Object.assign(section, { name: body.name, startTime: body.startTime, endTime: body.endTime });
    return structuredClone(section);
  }

  async remove(id: number) {
    this.check("remove", id);
    this.find(id);
    this.sections = this.sections.filter((s) => s.id !== id);
  }

  async practice(id: number) {
    this.check("practice", id);
    const section = this.find(id);
    section.practiceCount = (section.practiceCount ?? 0) + 1;
    const progress = { loops: section.practiceCount, bestScore: null, lastScore: null, cleanAtFullSpeed: false, readiness: "learning" as const };
    return { id, practiceCount: section.practiceCount, progress };
  }
}

const song = { youtubeId: "gdZLi9oWNZg", title: "Dynamite", artist: "BTS" };
const repeat: SectionDraft = { name: " 후렴 반복 ", start: 44, end: 70 };
const lyricsLine: SectionDraft = {
  type: 2,
  name: "멤버 콜",
  start: 8,
  end: 20,
  lyrics: "하나 둘 셋",
  pronunciation: "hana dul set",
  lineNumber: 2,
  isPublic: true,
};

let storage: MemoryStorage;
let store: LocalSectionStore;
let server: FakeSectionServer;
let resolveSongId: ReturnType<
  typeof vi.fn<(song: { youtubeId: string; title: string; artist: string }) => Promise<number>>
>;
let logged: string[];
let now: number;

function library(account: { userId: string } | null = { userId: "user-1" }) {
  return new SectionLibrary({
    store,
    account,
    api: server,
    resolveSongId,
    log: (message) => void logged.push(message),
  });
}

beforeEach(() => {
  now = Date.UTC(2026, 10, 21, 9, 0, 0);
  storage = new MemoryStorage();
  store = new LocalSectionStore(storage, () => now++);
  server = new FakeSectionServer();
  resolveSongId = vi.fn(async () => 42);
  logged = [];
});

describe("guests and signed-out visitors: this browser only", () => {
  test("saving keeps it here, says signing in syncs it, and never calls the server", async () => {
    const outcome = await library(null).save(song, repeat);
    expect(outcome).toMatchObject({
      status: "browserOnly",
      section: { name: "후렴 반복", pendingSync: true, serverId: null },
      notice: { tone: "success", key: "sections:messages.savedInBrowser", values: { name: "후렴 반복" } },
    });
    expect((await library(null).update(outcome.section!.id, { name: "새 이름" })).notice?.key).toBe(
      "sections:messages.updatedInBrowser",
    );
    expect((await library(null).remove(outcome.section!.id)).notice).toEqual({
      tone: "success",
      key: "sections:messages.deleted",
      values: { name: "새 이름" },
    });
    expect(server.calls).toEqual([]);
    expect(resolveSongId).not.toHaveBeenCalled();
  });

  test("their sections survive a reload (a new library over the same storage)", async () => {
    await library(null).save(song, repeat);
    const reloaded = new SectionLibrary({
      store: new LocalSectionStore(storage),
      account: null,
      api: server,
      resolveSongId,
    });
    expect((await reloaded.load()).map((section) => section.name)).toEqual(["후렴 반복"]);
  });

  test("after sign-in, a guest's sections upload with their real song", async () => {
    await library(null).save(song, repeat);
    await library().load();
    expect(resolveSongId).toHaveBeenCalledWith({ youtubeId: "gdZLi9oWNZg", title: "Dynamite", artist: "BTS" });
    expect(server.sections).toMatchObject([{ songId: 42, name: "후렴 반복" }]);
    expect(store.list()).toMatchObject([{ serverId: server.sections[0]!.id, dbId: 42, pendingSync: false }]);
  });
});

describe("modal rules and local failures", () => {
  test("no song loaded: nothing is saved and the modal just closes", async () => {
    expect(await library().save(null, lyricsLine)).toEqual({ status: "skipped", section: null, notice: null });
    expect(store.list()).toEqual([]);
  });

  test("invalid values: the spec's failure message, nothing stored", async () => {
    expect((await library().save(song, { ...repeat, name: "  " })).notice).toEqual({
      tone: "error",
      key: "sections:messages.saveFailed",
    });
    expect((await library().save(song, { ...repeat, end: repeat.start + 0.5 })).status).toBe("failed");
    expect((await library().save(song, { ...lyricsLine, lyrics: " " })).notice).toEqual({
      tone: "error",
      key: "sections:messages.lyricsSaveFailed",
    });
    expect(store.list()).toEqual([]);
  });

  test("storage full: 'Failed to save the section'; delete that cannot be stored: 'Failed to delete'", async () => {
    const saved = await library().save(song, repeat);
    storage.full = true;
    expect((await library().save(song, repeat)).notice?.key).toBe("sections:messages.saveFailed");
    expect((await library().remove(saved.section!.id)).notice).toEqual({
      tone: "error",
      key: "sections:messages.deleteFailed",
    });
    expect(store.list()).toHaveLength(1);
  });

  test("stored values are trimmed; a repeat section has no line number or sharing", async () => {
    const { section } = await library(null).save(song, {
      ...repeat,
      lyrics: "  ",
      pronunciation: "x",
      lineNumber: 5,
      isPublic: true,
    });
    expect(section).toMatchObject({
      name: "후렴 반복",
      lyrics: null,
      pronunciation: null,
      lineNumber: 1,
      isPublic: false,
    });
  });
});

describe("signed in: saved to the server too", () => {
  test("a repeat section: POST with the real song id and 'title - artist', no lineNumber or isPublic", async () => {
    const outcome = await library().save(song, repeat);
    expect(server.calls[0]).toEqual({
      method: "create",
      id: undefined,
      body: {
        songId: 42,
        type: 1,
        name: "후렴 반복",
        startTime: 44,
        endTime: 70,
        lyrics: null,
        pronunciation: null,
        description: "Dynamite - BTS",
        rate: null,
      },
    });
    expect(outcome).toMatchObject({
      status: "synced",
      section: { serverId: server.sections[0]!.id, dbId: 42, isServerSection: true, pendingSync: false },
      notice: { tone: "success", key: "sections:messages.saved", values: { name: "후렴 반복" } },
    });
  });

  test("a lyrics section sends its line number and sharing; its own messages", async () => {
    const outcome = await library().save({ ...song, dbId: 9 }, lyricsLine);
    expect(resolveSongId).not.toHaveBeenCalled();
    expect(server.calls[0]!.body).toMatchObject({
      songId: 9,
      type: 2,
      lineNumber: 2,
      isPublic: true,
      lyrics: "하나 둘 셋",
    });
    expect(outcome.notice).toEqual({
      tone: "success",
      key: "sections:messages.lyricsSaved",
      values: { name: "멤버 콜" },
    });
    expect((await library().update(outcome.section!.id, { lineNumber: 3 })).notice?.key).toBe(
      "sections:messages.lyricsUpdated",
    );
    expect(server.calls[1]).toMatchObject({ method: "update", body: { lineNumber: 3, isPublic: true } });
    expect((await library().remove(outcome.section!.id)).notice?.key).toBe("sections:messages.lyricsDeleted");
  });

  test("a section's speed goes up with it (both types); an edit that changes it sends the new one", async () => {
    const { section } = await library().save(song, { ...repeat, rate: 0.75 });
    expect(server.calls[0]!.body).toMatchObject({ type: 1, rate: 0.75 });
    expect(section).toMatchObject({ rate: 0.75 });
    await library().update(section!.id, { rate: null });
    expect(server.calls[1]!.body).toMatchObject({ rate: null });
    // An edit that leaves the speed out keeps it.
    const { section: line } = await library().save(song, { ...lyricsLine, rate: 0.5 });
    await library().update(line!.id, { name: "새 이름" });
    expect(server.calls.at(-1)!.body).toMatchObject({ type: 2, name: "새 이름", rate: 0.5 });
  });

  test("a repeat edit is a PUT without lineNumber or isPublic", async () => {
    const { section } = await library().save(song, repeat);
    const outcome = await library().update(section!.id, { name: "후렴 (0:45~1:10)", start: 45 });
    expect(server.calls[1]).toEqual({
      method: "update",
      id: section!.serverId,
      body: {
        type: 1,
        name: "후렴 (0:45~1:10)",
        startTime: 45,
        endTime: 70,
        lyrics: null,
        pronunciation: null,
        description: "Dynamite - BTS",
        rate: null,
      },
    });
    expect(outcome).toMatchObject({ status: "synced", notice: { key: "sections:messages.updated" } });
  });

  test("the server is down: kept here as pending, 'saved locally! (server save failed: will sync later)'", async () => {
    server.down = true;
    const outcome = await library().save(song, repeat);
    expect(outcome).toMatchObject({
      status: "pendingSync",
      section: { serverId: null, pendingSync: true },
      notice: { tone: "warning", key: "sections:messages.savedLocallyServerFailed" },
    });
    expect(store.list()).toHaveLength(1);
    expect(logged).toHaveLength(1);
  });

  test("pending sections upload with their real song at the next successful contact, once", async () => {
    server.down = true;
    await library().save(song, repeat);
    await library().save({ youtubeId: "other-song", title: null, artist: "" }, { ...repeat, name: "두 번째" });
    expect((await library().load()).every((section) => section.pendingSync)).toBe(true);
    server.down = false;
    resolveSongId.mockImplementation(async ({ youtubeId }) => (youtubeId === "other-song" ? 43 : 42));
    const sections = await library().load();
    expect(server.sections.map((s) => [s.songId, s.name])).toEqual([
      [42, "후렴 반복"],
      [43, "두 번째"],
    ]);
    expect(resolveSongId).toHaveBeenCalledWith({ youtubeId: "other-song", title: "Unknown", artist: "Unknown" });
    expect(sections).toHaveLength(2);
    expect(sections.every((section) => !section.pendingSync && section.serverId !== null)).toBe(true);
    server.calls = [];
    await library().load();
    expect(server.calls.map((call) => call.method)).toEqual(["list"]);
    expect(server.sections).toHaveLength(2);
    expect(store.list()).toHaveLength(2);
  });

  test("a failed song lookup is a server failure like any other", async () => {
    resolveSongId.mockRejectedValue(new TypeError("Failed to fetch"));
    expect((await library().save(song, repeat)).status).toBe("pendingSync");
  });

  test("a sync already running is joined, not repeated", async () => {
    server.down = true;
    await library().save(song, repeat);
    server.down = false;
    server.calls = [];
    const lib = library();
    await Promise.all([lib.syncPending(), lib.syncPending(), lib.syncPending()]);
    expect(server.calls.filter((call) => call.method === "create")).toHaveLength(1);
    expect(await lib.syncPending()).toEqual({ pending: 0, pendingDeletes: 0 });
  });

  test("a section the server refuses stays here, pending, and the others still upload", async () => {
    server.down = true;
    await library().save(song, { ...repeat, name: "너무 긴", end: 2000 });
    await library().save(song, repeat);
    server.down = false;
    expect(await library().syncPending()).toEqual({ pending: 1, pendingDeletes: 0 });
    expect(server.sections.map((s) => s.name)).toEqual(["후렴 반복"]);
    expect(store.list().find((s) => s.name === "너무 긴")?.pendingSync).toBe(true);
  });

  test("edited while its upload was under way: stays pending, and the edit goes up next", async () => {
    const lib = library();
    let release!: () => void;
    resolveSongId.mockImplementation(() => new Promise<number>((resolve) => (release = () => resolve(42))));
    const saving = lib.save(song, repeat);
    await vi.waitFor(() => expect(resolveSongId).toHaveBeenCalled());
    const id = store.list()[0]!.id;
    store.update(id, { name: "바로 고친 이름", pendingSync: true });
    release();
    await saving;
    expect(store.get(id)).toMatchObject({ serverId: server.sections[0]!.id, pendingSync: true });
    await lib.syncPending();
    expect(server.sections[0]!.name).toBe("바로 고친 이름");
    expect(store.get(id)?.pendingSync).toBe(false);
  });

  test("an edit of a section deleted on another device is kept as a new one", async () => {
    const { section } = await library().save(song, repeat);
    server.sections = [];
    const outcome = await library().update(section!.id, { name: "살아남은 구간" });
    expect(outcome.status).toBe("synced");
    expect(server.sections).toMatchObject([{ name: "살아남은 구간" }]);
    expect(store.get(section!.id)?.serverId).toBe(server.sections[0]!.id);
  });

  test("practice counts on the server for uploaded sections only", async () => {
    const { section } = await library().save(song, repeat);
    expect(await library().practice(section!.id)).toBe(1);
    expect(await library(null).practice(section!.id)).toBeNull();
  });
});

describe("signed in: deleting", () => {
  test("deleted here and on the server", async () => {
    const { section } = await library().save(song, repeat);
    const outcome = await library().remove(section!.id);
    expect(outcome).toMatchObject({
      status: "synced",
      notice: { key: "sections:messages.deleted", values: { name: "후렴 반복" } },
    });
    expect(server.sections).toEqual([]);
    expect(store.list()).toEqual([]);
  });

  test("a server failure still deletes here; the server delete is retried and the section never comes back", async () => {
    const { section } = await library().save(song, repeat);
    server.down = true;
    const outcome = await library().remove(section!.id);
    expect(outcome).toMatchObject({
      status: "pendingSync",
      notice: { tone: "warning", key: "sections:messages.deletedLocallyServerFailed", values: { name: "후렴 반복" } },
    });
    expect(store.list()).toEqual([]);
    server.down = false;
    expect(await library().load()).toEqual([]);
    expect(server.sections).toEqual([]);
    expect(store.read().pendingDeletes).toEqual([]);
  });

  test("a section never uploaded is only deleted here", async () => {
    server.down = true;
    const { section } = await library().save(song, repeat);
    server.down = false;
    server.calls = [];
    expect((await library().remove(section!.id)).status).toBe("synced");
    expect(server.calls.filter((call) => call.method === "remove")).toEqual([]);
  });
});

describe("loading from the server", () => {
  test("server sections get id server_{id}, serverId, youtubeId and dbId; unknown texts become 'Unknown'", async () => {
    const remote = server.add({ songTitle: "", songArtist: null });
    const [section] = await library().load();
    expect(section).toEqual({
      id: `server_${remote.id}`,
      name: remote.name,
      start: 1,
      end: 5,
      songId: "gdZLi9oWNZg",
      youtubeId: "gdZLi9oWNZg",
      dbId: 7,
      songTitle: "Unknown",
      songArtist: "Unknown",
      lyrics: null,
      pronunciation: null,
      type: 1,
      lineNumber: 1,
      isPublic: false,
      part: "singalong",
      rate: null,
      spans: null,
      createdAt: remote.createdAt,
      updatedAt: remote.updatedAt,
      serverId: remote.id,
      isServerSection: true,
      pendingSync: false,
    });
  });

  test("a section's speed comes from the server; one the player does not offer reads as none", () => {
    const remote = new FakeSectionServer();
    expect(fromServer(remote.add({ rate: 0.75 })).rate).toBe(0.75);
    expect(fromServer(remote.add({ rate: 3 })).rate).toBeNull();
    expect(fromServer(remote.add()).rate).toBeNull();
  });

  test("songId falls back to db_{songId} without a YouTube id", () => {
    const remote = new FakeSectionServer().add({ songYouTubeId: null, songId: 12 });
    expect(fromServer(remote)).toMatchObject({ songId: "db_12", youtubeId: null, dbId: 12 });
  });

  test("a failed load is only logged; the local sections remain", async () => {
    await library().save(song, repeat);
    server.down = true;
    expect(await library().load()).toHaveLength(1);
    expect(logged).toEqual(["Loading sections from the server failed; the local ones remain."]);
  });

  test("the merge: server copies win unless changed here; deleted elsewhere goes; known ids stay", () => {
    const remote = new FakeSectionServer();
    const kept = remote.add({ name: "서버 이름" });
    const changedHere = remote.add({ name: "서버 이름 2" });
    const deletedHere = remote.add();
    const synced = { ...fromServer(kept, "1763700000000"), name: "옛 이름" };
    const edited = { ...fromServer(changedHere), name: "여기서 고침", pendingSync: true };
    const goneElsewhere = fromServer({ ...kept, id: 999 });
    const goneButEdited = { ...fromServer({ ...kept, id: 998 }), pendingSync: true };
    const localOnly = {
      ...fromServer(kept),
      id: "1763700000001",
      serverId: null,
      isServerSection: false,
      pendingSync: true,
    };
    const merged = mergeServerSections(
      {
        ownerId: "u",
        sections: [synced, edited, goneElsewhere, goneButEdited, localOnly],
        pendingDeletes: [deletedHere.id],
      },
      remote.sections,
    );
    expect(merged.map((s) => [s.id, s.name, s.serverId])).toEqual(
      expect.arrayContaining([
        ["1763700000000", "서버 이름", kept.id],
        [`server_${changedHere.id}`, "여기서 고침", changedHere.id],
        ["server_998", goneButEdited.name, null],
        ["1763700000001", localOnly.name, null],
      ]),
    );
    expect(merged).toHaveLength(4);
  });

  test("another account's stored sections are dropped, not uploaded", async () => {
    await library({ userId: "someone-else" }).save(song, repeat);
    server.down = true;
    expect(await library({ userId: "user-1" }).load()).toEqual([]);
  });
});
