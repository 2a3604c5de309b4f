// Where sections live (spec §6, §8), for the player: every section is kept in
// the browser first (LocalSectionStore); for a signed-in account it is also
// saved to and loaded from the server. A server that fails never costs the
// user a section: the local copy stays "pending" and is uploaded, with its
// real song, at the next successful contact. See
// docs/decisions/031-pending-section-sync.md.
import { rangeIssues, type SectionType, type ServerSection, type UpdateSectionBody } from "~/schemas/section";
import { CHANT_PART_DEFAULT, type ChantPart, LINE_NUMBER_DEFAULT, SECTION_TYPE_LYRICS, SECTION_TYPE_REPEAT } from "~/shared/constants";
import { toPlaybackRate, type PlaybackRate } from "~/shared/playback-rate";
import { ApiClientError } from "~/utils/api-client";
import { readLyricsSectionForm, readSaveSectionForm } from "../model/section-forms";
import { compareSections } from "../model/sections";
import type { SectionServerApi } from "./section-api";
import {
  knownOrUnknown,
  type LocalSection,
  type LocalSections,
  type LocalSectionStore,
  type SectionSong,
  type SectionValues,
} from "./section-store";

/** The song's database id for a YouTube video: the player's `POST /api/song` (find or create). */
export type ResolveSongId = (song: { youtubeId: string; title: string; artist: string }) => Promise<number>;

type Messages = typeof import("~/locales/en/sections.json")["messages"];
/** An i18n key with its namespace: `t(notice.key, notice.values)`. */
export type SectionMessageKey = `sections:messages.${keyof Messages}`;

export interface SectionNotice {
  tone: "success" | "warning" | "error";
  key: SectionMessageKey;
  values?: { name: string };
}

/**
 * - synced: on the server too
 * - browserOnly: a guest's or visitor's, kept in this browser
 * - pendingSync: kept here; the server failed and it will be synced later
 * - failed: nothing changed (invalid values, or the browser refused to store)
 * - skipped: no song is loaded, nothing to save (the modal just closes)
 */
export type SectionStatus = "synced" | "browserOnly" | "pendingSync" | "failed" | "skipped";

export interface SectionOutcome {
  status: SectionStatus;
  /** The section as now stored (for a delete: as it was); null when nothing changed. */
  section: LocalSection | null;
  notice: SectionNotice | null;
}

/** What a modal gives: texts as typed (they are trimmed here), times in seconds. */
export interface SectionDraft {
  name: string;
  start: number;
  end: number;
  lyrics?: string | null;
  pronunciation?: string | null;
  /** 1 repeat (the default), 2 lyrics. */
  type?: SectionType;
  /** Lyrics sections only. */
  lineNumber?: number;
  isPublic?: boolean;
  /** Lyrics sections only: whose line it is in the chant (issue 12). */
  part?: ChantPart;
  /** Either type (issue 9): the speed while it loops; null or absent: the current speed. */
  rate?: PlaybackRate | null;
}

export interface SectionLibraryOptions {
  store: LocalSectionStore;
  /** The signed-in account; null for a guest or a signed-out visitor (browser only). */
  account: { userId: string } | null;
  api: SectionServerApi;
  resolveSongId: ResolveSongId;
  /** Called after anything stored changed, also by a background sync. */
  onChange?: () => void;
  /** Server failures are only logged (spec §8). */
  log?: (message: string, error: unknown) => void;
}

export interface SyncReport {
  /** Sections still waiting for the server. */
  pending: number;
  /** Server deletes still waiting. */
  pendingDeletes: number;
}

/** A section as the browser keeps it after it came from the server (spec §3). */
export function fromServer(remote: ServerSection, id = `server_${remote.id}`): LocalSection {
  return {
    id,
    name: remote.name,
    start: remote.startTime,
    end: remote.endTime,
    songId: remote.songYouTubeId || `db_${remote.songId}`,
    youtubeId: remote.songYouTubeId || null,
    dbId: remote.songId,
    songTitle: knownOrUnknown(remote.songTitle),
    songArtist: knownOrUnknown(remote.songArtist),
    lyrics: remote.lyrics,
    pronunciation: remote.pronunciation,
    type: remote.type,
    lineNumber: remote.lineNumber,
    isPublic: remote.isPublic,
    part: remote.part ?? CHANT_PART_DEFAULT,
    rate: toPlaybackRate(remote.rate),
    spans: remote.spans ?? null,
    createdAt: remote.createdAt,
    updatedAt: remote.updatedAt ?? remote.createdAt,
    serverId: remote.id,
    isServerSection: true,
    pendingSync: false,
  };
}

/**
 * The local sections after a successful load from the server. The server's
 * copy wins, except over a local change not yet uploaded; a section deleted
 * here whose server delete is pending stays deleted; a synced section the
 * server no longer has (deleted on another device) goes, unless it has
 * local changes, which are uploaded anew. Ids already known are kept, so the
 * player's selection survives a reload.
 */
export function mergeServerSections(local: LocalSections, server: readonly ServerSection[]): LocalSection[] {
  const deletedHere = new Set(local.pendingDeletes);
  const onServer = new Set(server.map((remote) => remote.id));
  const byServerId = new Map(
    local.sections.flatMap((section) => (section.serverId === null ? [] : [[section.serverId, section] as const])),
  );
  const merged: LocalSection[] = [];
  for (const section of local.sections) {
    if (section.serverId === null) merged.push(section);
    else if (!onServer.has(section.serverId) && section.pendingSync) {
      merged.push({ ...section, serverId: null, isServerSection: false });
    }
  }
  for (const remote of server) {
    if (deletedHere.has(remote.id)) continue;
    const mine = byServerId.get(remote.id);
    merged.push(mine?.pendingSync ? mine : fromServer(remote, mine?.id));
  }
  return merged.sort((a, b) => a.songId.localeCompare(b.songId) || compareSections(a, b));
}

/** A 4xx the server will give again (invalid, not ours): retrying cannot help. */
export function isRefusal(error: unknown): error is ApiClientError {
  return (
    error instanceof ApiClientError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

/** The server no longer has it, or it is not ours (a 404 or 403). */
function isGone(error: unknown): boolean {
  return error instanceof ApiClientError && (error.status === 404 || error.status === 403);
}

/** The values a section will have, or null when the modals' rules refuse them. */
function toValues(draft: SectionDraft): SectionValues | null {
  if (!(draft.start >= 0) || rangeIssues(draft.start, draft.end)) return null;
  const range = { start: draft.start, end: draft.end };
  if (draft.type === SECTION_TYPE_LYRICS) {
    const form = readLyricsSectionForm({ ...draft, lyrics: draft.lyrics ?? "" });
    return form.ok
      ? { ...form.value, ...range, type: SECTION_TYPE_LYRICS, part: draft.part ?? CHANT_PART_DEFAULT }
      : null;
  }
  const form = readSaveSectionForm(draft);
  return form.ok
    ? { ...form.value, ...range, type: SECTION_TYPE_REPEAT, lineNumber: LINE_NUMBER_DEFAULT, isPublic: false }
    : null;
}

function valuesOf(section: LocalSection): SectionDraft {
  const { name, start, end, lyrics, pronunciation, type, lineNumber, isPublic, part, rate } = section;
  return { name, start, end, lyrics, pronunciation, type, lineNumber, isPublic, part, rate };
}

/** The body of a POST or PUT. Repeat sections do not send lineNumber or isPublic (spec §7). */
function uploadBody(section: LocalSection): UpdateSectionBody {
  return {
    type: section.type,
    name: section.name,
    startTime: section.start,
    endTime: section.end,
    lyrics: section.lyrics,
    pronunciation: section.pronunciation,
    description: `${section.songTitle} - ${section.songArtist}`,
    rate: section.rate,
    ...(section.type === SECTION_TYPE_LYRICS
      ? {
          lineNumber: section.lineNumber,
          isPublic: section.isPublic,
          part: section.part,
          // Words timed for other lyrics (the line was edited since) go: the line keeps line timing.
          spans: section.spans?.map((span) => span.text).join("") === section.lyrics ? section.spans : null,
        }
      : {}),
  };
}

type Action = "save" | "update" | "remove";

/** Spec §8's message for each outcome. */
function noticeFor(action: Action, status: SectionStatus, type: SectionType, name: string): SectionNotice | null {
  const lyrics = type === SECTION_TYPE_LYRICS;
  const values = { name };
  if (status === "skipped") return null;
  if (status === "failed") {
    if (action === "remove") return { tone: "error", key: "sections:messages.deleteFailed" };
    return { tone: "error", key: lyrics ? "sections:messages.lyricsSaveFailed" : "sections:messages.saveFailed" };
  }
  if (action === "remove") {
    if (status === "pendingSync")
      return { tone: "warning", key: "sections:messages.deletedLocallyServerFailed", values };
    return { tone: "success", key: lyrics ? "sections:messages.lyricsDeleted" : "sections:messages.deleted", values };
  }
  if (status === "pendingSync") return { tone: "warning", key: "sections:messages.savedLocallyServerFailed" };
  if (status === "browserOnly") {
    return {
      tone: "success",
      key: action === "save" ? "sections:messages.savedInBrowser" : "sections:messages.updatedInBrowser",
      values,
    };
  }
  if (action === "save")
    return { tone: "success", key: lyrics ? "sections:messages.lyricsSaved" : "sections:messages.saved", values };
  return { tone: "success", key: lyrics ? "sections:messages.lyricsUpdated" : "sections:messages.updated", values };
}

export class SectionLibrary {
  private readonly store: LocalSectionStore;
  private readonly account: { userId: string } | null;
  private readonly api: SectionServerApi;
  private readonly resolveSongId: ResolveSongId;
  private readonly onChange: () => void;
  private readonly log: (message: string, error: unknown) => void;
  private syncing: Promise<SyncReport> | null = null;
  /** Local ids being uploaded right now, so a sync never uploads one twice. */
  private readonly uploading = new Set<string>();

  constructor(options: SectionLibraryOptions) {
    this.store = options.store;
    this.account = options.account;
    this.api = options.api;
    this.resolveSongId = options.resolveSongId;
    this.onChange = options.onChange ?? (() => {});
    this.log = options.log ?? ((message, error) => console.warn(message, error));
    // The stored sections become this viewer's: a guest's are adopted, another account's dropped.
    this.store.claim(this.account?.userId ?? null);
  }

  /** All sections, or one song's (by YouTube id), as stored in this browser. */
  list(youtubeId?: string): LocalSection[] {
    return youtubeId === undefined ? this.store.list() : this.store.forSong(youtubeId);
  }

  /**
   * On mount and after sign-in (spec §4): an account loads its sections from
   * the server and uploads what is pending. A failed load is logged and the
   * local sections remain.
   */
  async load(): Promise<LocalSection[]> {
    if (!this.account) return this.store.list();
    let server: ServerSection[];
    try {
      server = await this.api.listMine();
    } catch (error) {
      this.log("Loading sections from the server failed; the local ones remain.", error);
      return this.store.list();
    }
    try {
      const state = this.store.read();
      this.store.write({ ...state, sections: mergeServerSections(state, server) });
      this.onChange();
    } catch (error) {
      this.log("Could not store the sections loaded from the server.", error);
    }
    await this.syncPending();
    return this.store.list();
  }

  /**
   * A new section of `song`. Without a song nothing is saved ("skipped": the
   * modal just closes). Stored here first; an account then uploads it.
   */
  async save(song: SectionSong | null, draft: SectionDraft): Promise<SectionOutcome> {
    if (!song) return { status: "skipped", section: null, notice: null };
    const values = toValues(draft);
    const section = values && this.tryStoring("Saving a section failed.", () => this.store.add(song, values));
    if (!section) return this.failed("save", draft);
    this.onChange();
    return this.syncOne(section, "save");
  }

  /** Changes a section (the values not given stay as they are). */
  async update(id: string, changes: Partial<SectionDraft>): Promise<SectionOutcome> {
    const existing = this.store.get(id);
    const draft = { ...(existing ? valuesOf(existing) : { name: "", start: 0, end: 0 }), ...changes };
    const values = existing && toValues(draft);
    const section =
      values &&
      this.tryStoring("Updating a section failed.", () => this.store.update(id, { ...values, pendingSync: true }));
    if (!section) return this.failed("update", draft);
    this.onChange();
    return this.syncOne(section, "update");
  }

  /** Deletes a section here, and on the server; a server failure still deletes it here and retries later. */
  async remove(id: string): Promise<SectionOutcome> {
    const section = this.tryStoring("Deleting a section failed.", () => this.store.remove(id));
    if (!section) return this.failed("remove", {});
    this.onChange();
    const outcome = (status: SectionStatus): SectionOutcome => ({
      status,
      section,
      notice: noticeFor("remove", status, section.type, section.name),
    });
    if (!this.account) return outcome("browserOnly");
    if (section.serverId === null) return outcome("synced");
    try {
      await this.api.remove(section.serverId);
    } catch (error) {
      if (!isGone(error)) {
        this.log("Deleting a section on the server failed; it will be retried.", error);
        this.addPendingDelete(section.serverId);
        return outcome("pendingSync");
      }
    }
    void this.syncPending();
    return outcome("synced");
  }

  /** Counts one practice of a section on the server (accounts only); null when it could not. */
  async practice(id: string): Promise<number | null> {
    const section = this.store.get(id);
    if (!this.account || section?.serverId == null) return null;
    try {
      return (await this.api.practice(section.serverId)).practiceCount;
    } catch (error) {
      this.log("Recording a practice failed.", error);
      return null;
    }
  }

  /**
   * Uploads pending sections and retries pending deletes (accounts only);
   * stops at the first failure that says the server is unreachable. Runs once
   * at a time: a call while it runs joins it. Call it also when the browser
   * comes back online.
   */
  syncPending(): Promise<SyncReport> {
    if (!this.account) return Promise.resolve(this.report());
    this.syncing ??= this.runSync().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  /** A change of the stored sections, or null when the browser refused it (storage full or disabled). */
  private tryStoring(message: string, change: () => LocalSection | null): LocalSection | null {
    try {
      return change();
    } catch (error) {
      this.log(message, error);
      return null;
    }
  }

  private failed(action: Action, draft: Partial<SectionDraft>): SectionOutcome {
    return {
      status: "failed",
      section: null,
      notice: noticeFor(action, "failed", draft.type ?? SECTION_TYPE_REPEAT, draft.name ?? ""),
    };
  }

  private async runSync(): Promise<SyncReport> {
    try {
      for (const serverId of this.store.read().pendingDeletes) {
        try {
          await this.api.remove(serverId);
        } catch (error) {
          if (!isRefusal(error)) throw error;
        }
        this.dropPendingDelete(serverId);
      }
      for (const section of this.store.list()) {
        if (section.pendingSync && !this.uploading.has(section.id)) await this.upload(section);
      }
    } catch (error) {
      this.log("Syncing sections with the server failed; they will be synced later.", error);
    }
    return this.report();
  }

  /** After a local save or update: an account uploads it now, and on success syncs the rest. */
  private async syncOne(section: LocalSection, action: "save" | "update"): Promise<SectionOutcome> {
    const outcome = (status: SectionStatus): SectionOutcome => ({
      status,
      section: this.store.get(section.id) ?? section,
      notice: noticeFor(action, status, section.type, section.name),
    });
    if (!this.account) return outcome("browserOnly");
    try {
      const synced = await this.upload(section);
      if (!synced) return outcome("pendingSync");
    } catch (error) {
      this.log("Saving a section on the server failed; it is kept here and will be synced later.", error);
      return outcome("pendingSync");
    }
    void this.syncPending();
    return outcome("synced");
  }

  /**
   * Uploads one section: POST with its real song's id (resolved once, then
   * kept as dbId), or PUT when the server has it. Returns whether the server
   * took it; throws when the server could not be reached.
   */
  private async upload(section: LocalSection): Promise<boolean> {
    this.uploading.add(section.id);
    try {
      let saved: ServerSection;
      try {
        saved = await this.send(section);
      } catch (error) {
        if (section.serverId !== null && isGone(error)) {
          // Deleted on another device while changed here: the change is kept as a new section.
          saved = await this.send({ ...section, serverId: null });
        } else throw error;
      }
      this.recordUpload(section, saved);
      return true;
    } catch (error) {
      if (!isRefusal(error)) throw error;
      // Refused (e.g. the song turned out shorter than the section): it stays
      // here, pending, and is offered again at the next contact; the others go on.
      this.log("The server refused a section; it stays in this browser and will be offered again.", error);
      return false;
    } finally {
      this.uploading.delete(section.id);
    }
  }

  private async send(section: LocalSection): Promise<ServerSection> {
    if (section.serverId !== null) return this.api.update(section.serverId, uploadBody(section));
    const songId =
      section.dbId ??
      (await this.resolveSongId({
        youtubeId: section.youtubeId ?? section.songId,
        title: section.songTitle,
        artist: section.songArtist,
      }));
    return this.api.create({ ...uploadBody(section), songId });
  }

  private recordUpload(sent: LocalSection, saved: ServerSection): void {
    const state = this.store.read();
    const current = state.sections.find((section) => section.id === sent.id);
    if (!current) {
      // Deleted here while it was uploading: delete it there too.
      this.addPendingDelete(saved.id);
      return;
    }
    const recorded: LocalSection = {
      ...current,
      serverId: saved.id,
      dbId: saved.songId,
      isServerSection: true,
      // Edited again while uploading: that edit still has to go up.
      pendingSync: current.updatedAt !== sent.updatedAt,
    };
    // A load that ran meanwhile may have added the server's copy too.
    const sections = state.sections
      .filter((section) => section.id === sent.id || section.serverId !== saved.id)
      .map((section) => (section.id === sent.id ? recorded : section));
    this.store.write({ ...state, sections });
    this.onChange();
  }

  private addPendingDelete(serverId: number): void {
    try {
      const state = this.store.read();
      this.store.write({ ...state, pendingDeletes: [...new Set([...state.pendingDeletes, serverId])] });
    } catch (error) {
      this.log("Could not remember a pending server delete.", error);
    }
  }

  private dropPendingDelete(serverId: number): void {
    const state = this.store.read();
    this.store.write({ ...state, pendingDeletes: state.pendingDeletes.filter((id) => id !== serverId) });
  }

  private report(): SyncReport {
    const state = this.store.read();
    return {
      pending: state.sections.filter((section) => section.pendingSync).length,
      pendingDeletes: state.pendingDeletes.length,
    };
  }
}
