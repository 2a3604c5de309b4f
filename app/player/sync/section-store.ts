// The browser's copy of the user's sections (spec §3 "Section (local copy)",
// §6): the only copy for guests and signed-out visitors, and the offline copy
// for accounts. Plain TypeScript over an injected Storage (localStorage in the
// browser), so it is tested without one.
//
// Stored as one versioned JSON document. Every operation reads it afresh, so
// two tabs do not overwrite each other's older state. What cannot be read is
// moved aside (SECTIONS_UNREADABLE_STORAGE_KEY), never silently dropped, and
// one bad entry does not cost the others.
import * as z from "zod";
import { ChantPartSchema, PlaybackRateSchema, SectionSpansSchema, SectionTypeSchema, type SectionSpan, type SectionType } from "~/schemas/section";
import type { ChantPart } from "~/shared/constants";
import type { PlaybackRate } from "~/shared/playback-rate";
import { CHANT_PART_DEFAULT, LINE_NUMBER_DEFAULT, SECTION_TYPE_LYRICS, SECTION_TYPE_REPEAT, UNKNOWN_SONG_TEXT } from "~/shared/constants";
import { SECTIONS_STORAGE_KEY, SECTIONS_UNREADABLE_STORAGE_KEY } from "~/shared/storage-keys";

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const LocalSectionSchema = z.object({
  /** A timestamp ("1763712000000") for sections made here; "server_{id}" for ones first seen on the server. */
  id: z.string().min(1),
  name: z.string(),
  start: z.number().min(0),
  end: z.number().min(0),
  /** The song's YouTube id; "db_{id}" when only its database id is known. */
  songId: z.string().min(1),
  youtubeId: z.string().nullable().default(null),
  /** The song's id in the database, once known. */
  dbId: z.int().positive().nullable().default(null),
  songTitle: z.string(),
  songArtist: z.string(),
  lyrics: z.string().nullable().default(null),
  pronunciation: z.string().nullable().default(null),
  type: SectionTypeSchema.default(SECTION_TYPE_REPEAT),
  lineNumber: z.int().min(1).default(LINE_NUMBER_DEFAULT),
  isPublic: z.boolean().default(false),
  /** Whose line it is in the chant (issue 12); older copies have none: sing-along. */
  part: ChantPartSchema.default(CHANT_PART_DEFAULT),
  /** Its words or syllables with their own times or parts (issue 27); older copies have none. */
  spans: SectionSpansSchema.nullable().default(null).catch(null),
  /**
   * The speed while it loops (issue 9). Copies written before it have none
   * (null: the current speed); a speed the player no longer offers reads as
   * none rather than costing the section. Still version 1: older entries read as they are.
   */
  rate: PlaybackRateSchema.nullable().default(null).catch(null),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The server's id once uploaded. */
  serverId: z.int().positive().nullable().default(null),
  isServerSection: z.boolean().default(false),
  /** Changed here and not yet on the server: uploaded at the next successful contact. */
  pendingSync: z.boolean().default(false),
});
export type LocalSection = z.output<typeof LocalSectionSchema>;

const STORE_VERSION = 1;

const StoredSectionsSchema = z.object({
  version: z.literal(STORE_VERSION),
  /** The account these sections belong to; null for a guest's or a visitor's. */
  ownerId: z.string().nullable(),
  sections: z.array(z.unknown()),
  /** Server ids deleted here whose server delete failed: retried at the next contact. */
  pendingDeletes: z.array(z.int().positive()),
});

export interface LocalSections {
  ownerId: string | null;
  sections: LocalSection[];
  pendingDeletes: number[];
}

/** The song a new section belongs to, as the player knows it. */
export interface SectionSong {
  youtubeId: string;
  title?: string | null;
  artist?: string | null;
  /** The song's database id, when the player has it. */
  dbId?: number | null;
}

/** A section's own values, as a modal produces them (already trimmed, blank -> null). */
export interface SectionValues {
  name: string;
  start: number;
  end: number;
  lyrics: string | null;
  pronunciation: string | null;
  type: SectionType;
  lineNumber: number;
  isPublic: boolean;
  /** Lyrics sections only (issue 12); absent: sing-along. */
  part?: ChantPart;
  /** The speed while it loops (issue 9); absent or null: the current speed. */
  rate?: PlaybackRate | null;
  /** Lyrics sections only (issue 27): its words or syllables; absent: none. */
  spans?: SectionSpan[] | null;
}

/** A section made here: the song's fields, the values' defaults, waiting to be uploaded. */
function newSection(song: SectionSong, values: SectionValues, id: string, at: string): LocalSection {
  return {
    id,
    ...values,
    part: values.part ?? CHANT_PART_DEFAULT,
    rate: values.rate ?? null,
    spans: values.spans ?? null,
    songId: song.youtubeId,
    youtubeId: song.youtubeId,
    dbId: song.dbId ?? null,
    songTitle: knownOrUnknown(song.title),
    songArtist: knownOrUnknown(song.artist),
    createdAt: at,
    updatedAt: at,
    serverId: null,
    isServerSection: false,
    pendingSync: true,
  };
}

function empty(ownerId: string | null = null): LocalSections {
  return { ownerId, sections: [], pendingDeletes: [] };
}

/** "Unknown" for a title or artist nobody told us (spec §3). */
export function knownOrUnknown(text: string | null | undefined): string {
  return text?.trim() ? text.trim() : UNKNOWN_SONG_TEXT;
}

export class LocalSectionStore {
  constructor(private readonly storage: StorageLike, private readonly now: () => number = Date.now) {}

  /** Everything stored. Never throws: unreadable data is moved aside and reads as empty. */
  read(): LocalSections {
    let raw: string | null;
    try {
      raw = this.storage.getItem(SECTIONS_STORAGE_KEY);
    } catch {
      return empty();
    }
    if (raw === null) return empty();
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      this.setAside(raw);
      return empty();
    }
    const stored = StoredSectionsSchema.safeParse(json);
    if (!stored.success) {
      this.setAside(raw);
      return empty();
    }
    const sections: LocalSection[] = [];
    for (const entry of stored.data.sections) {
      const section = LocalSectionSchema.safeParse(entry);
      if (section.success) sections.push(section.data);
    }
    if (sections.length < stored.data.sections.length) this.setAside(raw);
    return { ownerId: stored.data.ownerId, sections, pendingDeletes: stored.data.pendingDeletes };
  }

  /** Throws when the browser refuses (storage full or disabled): the caller reports the failure. */
  write(state: LocalSections): void {
    this.storage.setItem(SECTIONS_STORAGE_KEY, JSON.stringify({ version: STORE_VERSION, ...state }));
  }

  list(): LocalSection[] {
    return this.read().sections;
  }

  /** The sections of one song (by its YouTube id). */
  forSong(youtubeId: string): LocalSection[] {
    return this.list().filter((section) => section.songId === youtubeId || section.youtubeId === youtubeId);
  }

  get(id: string): LocalSection | null {
    return this.list().find((section) => section.id === id) ?? null;
  }

  /** A new section with a timestamp id, waiting to be uploaded. */
  add(song: SectionSong, values: SectionValues): LocalSection {
    const state = this.read();
    const now = this.now();
    let id = now;
    while (state.sections.some((section) => section.id === String(id))) id += 1;
    const section = newSection(song, values, String(id), new Date(now).toISOString());
    this.write({ ...state, sections: [...state.sections, section] });
    return section;
  }

  /** Changes a section; `touch` (the default) stamps updatedAt, as a user's edit does. */
  update(id: string, changes: Partial<Omit<LocalSection, "id">>, { touch = true } = {}): LocalSection | null {
    const state = this.read();
    const existing = state.sections.find((section) => section.id === id);
    if (!existing) return null;
    const updated = { ...existing, ...changes, ...(touch ? { updatedAt: new Date(this.now()).toISOString() } : {}) };
    this.write({ ...state, sections: state.sections.map((section) => (section.id === id ? updated : section)) });
    return updated;
  }

  /**
   * A guest's chant sheet of a song saved whole (issue 27): the song's lyrics
   * sections replaced by `lines`, in one write. Returns the new sections.
   */
  replaceSongLyrics(song: SectionSong, lines: SectionValues[]): LocalSection[] {
    const state = this.read();
    const kept = state.sections.filter(
      (section) => !(section.type === SECTION_TYPE_LYRICS && (section.songId === song.youtubeId || section.youtubeId === song.youtubeId)),
    );
    const now = this.now();
    const at = new Date(now).toISOString();
    const taken = new Set(kept.map((section) => section.id));
    let id = now;
    const added = lines.map((values) => {
      while (taken.has(String(id))) id += 1;
      taken.add(String(id));
      return newSection(song, values, String(id), at);
    });
    this.write({ ...state, sections: [...kept, ...added] });
    return added;
  }

  remove(id: string): LocalSection | null {
    const state = this.read();
    const existing = state.sections.find((section) => section.id === id);
    if (!existing) return null;
    this.write({ ...state, sections: state.sections.filter((section) => section.id !== id) });
    return existing;
  }

  /**
   * Makes the stored sections this owner's (null: a guest or visitor). A
   * guest's sections are adopted by the account that signs in (they upload
   * as pending); another account's are never shown to someone else.
   */
  claim(ownerId: string | null): void {
    const state = this.read();
    if (state.ownerId === ownerId) return;
    if (state.ownerId === null && ownerId !== null) this.write({ ...state, ownerId });
    else this.write(empty(ownerId));
  }

  /** Logout (spec §4): the saved sections are removed, with anything set aside. */
  clear(): void {
    this.storage.removeItem(SECTIONS_STORAGE_KEY);
    this.storage.removeItem(SECTIONS_UNREADABLE_STORAGE_KEY);
  }

  private setAside(raw: string): void {
    try {
      this.storage.setItem(SECTIONS_UNREADABLE_STORAGE_KEY, raw);
    } catch {
      // Storage is full or disabled: nothing more can be kept.
    }
  }
}
