// The sections' behaviour in one hook (issue 5), beside the player engine:
// section mode and the selected range (model/section-mode.ts), the current
// song's saved sections (SectionLibrary), when the player's time is read
// (the playback clock, which also runs the repeat loop), the dialogs and the
// messages of spec §8. The panel's section components only render this.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { CHANT_PART_DEFAULT, LINE_NUMBER_DEFAULT, SECTION_TYPE_LYRICS, SECTION_TYPE_REPEAT } from "~/shared/constants";
import { toPlaybackRate, type PlaybackRate } from "~/shared/playback-rate";
import { isGuest, type Viewer } from "~/shared/viewer";
import { usePlaybackClock, type PlaybackClock } from "./use-playback-clock";
import { useSectionLibrary } from "./use-section-library";
import { applyLongPress } from "../model/range-selection";
import { loopRateFor, type LoopRate } from "../model/section-rate";
import { setBoundary } from "../model/shortcuts";
import {
  changeRange,
  completeRange,
  forgetSection,
  selectSavedSection,
  SECTION_MODE_OFF,
  toggleSectionMode,
  toggleSectionRepeat,
  type PlayerCommand,
  type SectionModeState,
} from "../model/section-mode";
import { defaultSectionName, renameForNewRange } from "../model/section-names";
import type { TimeRange } from "../model/time-range";
import type { QueueSong } from "~/shared/song";
import { findOrCreateSongId } from "../sync/player-api";
import type { CommunitySection } from "~/schemas/section";
import type { LocalSection, SectionSong } from "../sync/section-store";
import type { SectionDraft, SectionNotice } from "../sync/section-sync";
import type { PlayerEngine } from "./use-player-engine";
import type { YTPlayer } from "./youtube-iframe-api";
import { vibrate } from "./vibrate";

/** What a dialog's fields hold (strings, as typed). */
export interface SectionFormValues {
  name: string;
  lyrics: string;
  pronunciation: string;
  lineNumber: string;
  isPublic: boolean;
  /** Whose line it is in the chant (issue 12). */
  part: string;
  /** The speed while it loops (issue 9): "" for the current speed, else "0.75". */
  rate: string;
}

export interface SectionDialogRequest {
  /** The save-section modal ("repeat") or the lyrics-section modal. */
  kind: "repeat" | "lyrics";
  /** The song the section belongs to, fixed when the dialog opened. */
  song: SectionSong;
  range: TimeRange;
  /** The saved section being edited, or null for a new one. */
  editing: LocalSection | null;
  initial: SectionFormValues;
}

export interface Sections {
  /** The current song's saved sections. */
  sections: LocalSection[];
  mode: SectionModeState;
  selected: LocalSection | null;
  clock: PlaybackClock;
  /** Seconds; 0 while unknown. */
  duration: number;
  /** The speed the repeating range asks for (its saved section's, or a page's), if any. */
  loopRate: LoopRate | null;
  guest: boolean;
  /** The last message of spec §8 (or why a selection failed), shown until the next one. */
  message: SectionNotice | null;
  dialog: SectionDialogRequest | null;
  confirmingDelete: boolean;
  toggleMode(): void;
  toggleRepeat(): void;
  /** A saved section's marker was clicked. */
  selectSection(section: LocalSection): void;
  /** A recognised long press on the seek bar (or Enter on it): the time it marks, given the song's duration. */
  mark(timeFor: (duration: number) => number): void;
  /** A handle moved. */
  moveRange(range: TimeRange): void;
  seek(time: number): void;
  openNew(kind: SectionDialogRequest["kind"]): void;
  openEdit(): void;
  /** From the section list: select a saved section, jump to its start and loop it. */
  playSection(section: LocalSection): void;
  /** From the section list: select it and open its edit dialog. */
  editSection(section: LocalSection): void;
  /** The `[` and `]` keys: the section's start or end at the current time (section mode turns on). */
  markBoundary(which: "start" | "end"): void;
  /** A fan's shared chant copied to my sections (private, mine to change). */
  copyShared(section: CommunitySection): Promise<boolean>;
  /** From the section list: select it and ask whether to delete it. */
  deleteSection(section: LocalSection): void;
  closeDialog(): void;
  submit(draft: Omit<SectionDraft, "start" | "end">): Promise<void>;
  askDelete(): void;
  cancelDelete(): void;
  confirmDelete(): Promise<void>;
  /**
   * A page's playSection command: once `youtubeId` is the current song, select
   * the range (and the saved section with that server id, if it is mine) and
   * loop it, at the range's `rate` when one is asked for; unless `repeat` is false
   * (the page loops it itself, at its own speed: practice mode).
   */
  loop(youtubeId: string, range: TimeRange & { rate?: number }, serverId?: number, repeat?: boolean): void;
  /** For the engine: a repeat whose section ends with the video loops instead of moving on. */
  onEnded(player: YTPlayer): boolean;
}

const EMPTY_FORM: SectionFormValues = {
  name: "",
  lyrics: "",
  pronunciation: "",
  lineNumber: String(LINE_NUMBER_DEFAULT),
  isPublic: false,
  part: CHANT_PART_DEFAULT,
  rate: "",
};

/** The playlist's song as a section remembers it; its catalogue id, once known, spares a lookup. */
function sectionSong(song: QueueSong): SectionSong {
  return { youtubeId: song.youtubeId, title: song.title, artist: song.artist, dbId: song.id };
}

export function useSections({
  viewer,
  engine,
  song,
  songs,
}: {
  viewer: Viewer;
  engine: PlayerEngine;
  /** The current song, or null. */
  song: QueueSong | null;
  songs: readonly QueueSong[];
}): Sections {
  const { t } = useTranslation("sections");
  const songsRef = useRef(songs);
  songsRef.current = songs;
  const resolveSongId = useCallback(async (section: { youtubeId: string; title: string; artist: string }) => {
    const known = songsRef.current.find((candidate) => candidate.youtubeId === section.youtubeId);
    return known?.id ?? findOrCreateSongId({ ...section, ...known });
  }, []);
  const { library, version } = useSectionLibrary(viewer, resolveSongId);
  const youtubeId = song?.youtubeId ?? null;
  // `version` is not read, but it changes whenever the stored sections do: read them again then.
  const sections = useMemo(() => (youtubeId ? library.list(youtubeId) : []), [library, youtubeId, version]);

  const [mode, setMode] = useState<SectionModeState>(SECTION_MODE_OFF);
  const [message, setMessage] = useState<SectionNotice | null>(null);
  const [dialog, setDialog] = useState<SectionDialogRequest | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const youtubeIdRef = useRef(youtubeId);
  youtubeIdRef.current = youtubeId;

  // A loop asked for a song that is not current yet: applied when it is.
  const pendingLoop = useRef<{ youtubeId: string; state: SectionModeState } | null>(null);
  // The speed a page's playSection asked for its range (while that range loops).
  const [askedRate, setAskedRate] = useState<{ youtubeId: string; range: TimeRange; rate: PlaybackRate } | null>(null);
  const sectionsRef = useRef<LocalSection[]>([]);
  // Another song: the range and the selection were the previous song's.
  useEffect(() => {
    const pending = pendingLoop.current;
    if (pending && pending.youtubeId === youtubeId) {
      pendingLoop.current = null;
      setMode(pending.state);
    } else {
      setMode(SECTION_MODE_OFF);
    }
    setConfirmingDelete(false);
  }, [youtubeId]);

  sectionsRef.current = sections;
  const selected = sections.find((section) => section.id === mode.selectedSectionId) ?? null;
  // The selected section went away (deleted in another tab or device).
  useEffect(() => {
    if (mode.selectedSectionId && !selected) setMode((current) => forgetSection(current, mode.selectedSectionId!));
  }, [mode.selectedSectionId, selected]);

  const loopRate = useMemo(
    () => loopRateFor(mode, selected, askedRate?.youtubeId === youtubeId ? askedRate : null),
    [mode, selected, askedRate, youtubeId],
  );

  const playing = engine.state.status === "playing" || engine.state.status === "buffering";
  const repeatRange = useMemo(() => completeRange(mode.range), [mode.range]);
  const clock = usePlaybackClock(engine.playerRef, {
    playing,
    repeatRange,
    repeating: mode.repeating,
    sections,
  }, engine.state.currentTime);
  // A seek or a state change: read the player again.
  useEffect(() => clock.refresh(), [clock, engine.state.status, engine.state.currentTime]);

  const run = (command: PlayerCommand | null) => {
    if (!command) return;
    engine.seek(command.seekTo);
    if (command.then === "play") engine.play();
    else engine.pause();
  };

  const duration = engine.state.duration;

  const openEditDialog = (section: LocalSection, range: TimeRange) => {
    if (!song) return;
    setConfirmingDelete(false);
    setDialog({
      kind: section.type === SECTION_TYPE_LYRICS ? "lyrics" : "repeat",
      song: sectionSong(song),
      range,
      editing: section,
      initial: {
        name: renameForNewRange(section.name, { start: section.start, end: section.end }, range),
        lyrics: section.lyrics ?? "",
        pronunciation: section.pronunciation ?? "",
        lineNumber: String(section.lineNumber),
        isPublic: section.isPublic,
        part: section.part,
        rate: section.rate === null ? "" : String(section.rate),
      },
    });
  };

  return {
    sections,
    mode,
    selected,
    clock,
    duration,
    loopRate,
    guest: isGuest(viewer),
    message,
    dialog,
    confirmingDelete,
    toggleMode() {
      setMode(toggleSectionMode);
      setConfirmingDelete(false);
    },
    toggleRepeat() {
      const change = toggleSectionRepeat(modeRef.current);
      setMode(change.state);
      run(change.command);
    },
    selectSection(section) {
      const change = selectSavedSection(modeRef.current, section);
      setMode(change.state);
      setConfirmingDelete(false);
      run(change.command);
    },
    mark(timeFor) {
      // Where on the bar means nothing without the duration: ask the player first if it is not known.
      const known = duration > 0 ? duration : engine.askDuration();
      const result = applyLongPress(modeRef.current.range, timeFor(known), {
        duration,
        askPlayerDuration: () => known,
      });
      if (result.status === "aborted") {
        setMessage({ tone: "error", key: "sections:messages.durationUnknown" });
        return;
      }
      vibrate(result.vibrateMs);
      setMessage(null);
      setConfirmingDelete(false);
      setMode((current) => changeRange(current, result.range));
    },
    moveRange(range) {
      setMode((current) => changeRange(current, range, { keepSelection: true }));
    },
    seek(time) {
      engine.seek(time);
    },
    openNew(kind) {
      const range = completeRange(modeRef.current.range);
      if (!range || !song) return;
      const name = kind === "repeat" ? defaultSectionName(range, (label) => t("defaultName", { range: label })) : "";
      setConfirmingDelete(false);
      setDialog({
        kind,
        song: sectionSong(song),
        range,
        editing: null,
        initial: { ...EMPTY_FORM, name },
      });
    },
    openEdit() {
      const range = completeRange(modeRef.current.range);
      if (!range || !song || !selected) return;
      openEditDialog(selected, range);
    },
    playSection(section) {
      const range = { start: section.start, end: section.end };
      setMode((current) => ({ ...current, active: true, range, selectedSectionId: section.id, repeating: true }));
      setConfirmingDelete(false);
      run({ seekTo: section.start, then: "play" });
    },
    editSection(section) {
      const change = selectSavedSection(modeRef.current, section);
      setMode(change.state);
      openEditDialog(section, { start: section.start, end: section.end });
    },
    markBoundary(which) {
      if (!song) return;
      clock.refresh();
      const range = setBoundary(modeRef.current.range, which, clock.time());
      setConfirmingDelete(false);
      setMode((current) => ({ ...changeRange(current, range), active: true }));
    },
    async copyShared(section) {
      if (!song) return false;
      const outcome = await library.save(sectionSong(song), {
        name: section.name,
        start: section.start,
        end: section.end,
        lyrics: section.lyrics,
        pronunciation: section.pronunciation,
        type: SECTION_TYPE_LYRICS,
        lineNumber: section.lineNumber,
        isPublic: false,
        part: section.part ?? CHANT_PART_DEFAULT,
      });
      setMessage(outcome.notice);
      return outcome.status !== "failed";
    },
    deleteSection(section) {
      const change = selectSavedSection(modeRef.current, section);
      setMode(change.state);
      setDialog(null);
      setConfirmingDelete(true);
    },
    closeDialog() {
      setDialog(null);
    },
    async submit(draft) {
      if (!dialog) return;
      const { range, editing } = dialog;
      const values: SectionDraft = { ...draft, ...range, type: draft.type ?? SECTION_TYPE_REPEAT };
      const outcome = editing ? await library.update(editing.id, values) : await library.save(dialog.song, values);
      setMessage(outcome.notice);
      if (outcome.status === "failed") return;
      setDialog(null);
      const saved = outcome.section;
      // The saved section becomes the selected one, if its song is still playing.
      if (saved && saved.youtubeId === youtubeIdRef.current) {
        setMode((current) => ({ ...current, active: true, range: { ...range }, selectedSectionId: saved.id }));
      }
    },
    askDelete() {
      if (selected) setConfirmingDelete(true);
    },
    cancelDelete() {
      setConfirmingDelete(false);
    },
    async confirmDelete() {
      if (!selected) return;
      setConfirmingDelete(false);
      const outcome = await library.remove(selected.id);
      setMessage(outcome.notice);
      if (outcome.status !== "failed") setMode((current) => forgetSection(current, selected.id));
    },
    loop(target, range, serverId, repeat = true) {
      const rate = repeat ? toPlaybackRate(range.rate) : null;
      setAskedRate(rate === null ? null : { youtubeId: target, range: { start: range.start, end: range.end }, rate });
      const mine = serverId ? sectionsRef.current.find((section) => section.serverId === serverId) : undefined;
      const state: SectionModeState = {
        active: true,
        range: { start: range.start, end: range.end },
        selectedSectionId: target === youtubeIdRef.current ? (mine?.id ?? null) : null,
        repeating: repeat,
      };
      if (target === youtubeIdRef.current) {
        pendingLoop.current = null;
        setMode(state);
      } else {
        pendingLoop.current = { youtubeId: target, state };
      }
    },
    onEnded(player) {
      const { repeating, range } = modeRef.current;
      const loop = completeRange(range);
      if (!repeating || !loop) return false;
      // Play first: a video that ended starts again from 0, then goes to the section's start.
      player.playVideo();
      player.seekTo(loop.start, true);
      return true;
    },
  };
}
