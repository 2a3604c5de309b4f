// The player panel (spec §2 "Global player panel", issue 9): the video stays
// in view (sticky) while the rest scrolls; below it the lyrics display, the
// controls and the section bar; the queue and the sections in tabs. With the
// panel closed and a song loaded, the mini-player. Pages drive it through
// app/player/commands.ts. Loaded on demand by the island (island.tsx), so none
// of this reaches pages that do not need it.
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { PLAYBACK_RATES, VIDEO_API_LOAD_TIMEOUT_MS } from "~/shared/constants";
import { formatTime } from "~/shared/time";
import { isGuest, type Viewer } from "~/shared/viewer";
import { publishPlayerSnapshot, registerPlayerCommandHandler, type PlayerCommand, type SectionToPlay } from "../api/commands";
import { AddSongForm } from "./add-song-form";
import { CatalogueSearch } from "./catalogue-search";
import { ConfirmDialog } from "./confirm-dialog";
import { Icon } from "./icons";
import { LyricsDisplay } from "./lyrics-display";
import { MiniPlayer } from "./mini-player";
import { PanelTabs } from "./panel-tabs";
import { PlaylistList } from "./playlist-list";
import { SectionList } from "./section-list";
import { SectionManagement } from "./section-management";
import { ShortcutsHelp } from "./shortcuts-help";
import { VideoErrorAlert } from "./video-error-alert";
import { useCommunitySections } from "../hooks/use-community-sections";
import { usePlaybackRate } from "../hooks/use-playback-rate";
import { usePlaybackReader } from "../hooks/use-playback-reader";
import { communityToShow, toDisplaySection, type CommunitySection } from "../model/community-sections";
import { currentSong, hasSong, nextIndex, type PlaylistSong } from "../model/playlist";
import { SHORTCUT_SEEK_S, shortcutFor } from "../model/shortcuts";
import { usePlayerEngine } from "../hooks/use-player-engine";
import { useSections } from "../hooks/use-sections";
import type { YTPlayer } from "../hooks/youtube-iframe-api";

export interface PlayerPanelProps {
  viewer: Viewer;
  youtubeApiUrl: string;
  /** The account's playlist, when the island already fetched it. */
  serverSongs: PlaylistSong[] | null;
  /** Whether the panel is open (closed, the mini-player shows what plays). */
  open: boolean;
  onOpen: () => void;
  /** Tells the island whether the mini-player shows (the page keeps room for it). */
  onMiniChange: (shown: boolean) => void;
  fullscreen: boolean;
  onFullscreenChange: (fullscreen: boolean) => void;
}

type Tab = "queue" | "sections";

export default function PlayerPanel({
  viewer,
  youtubeApiUrl,
  serverSongs,
  open,
  onOpen,
  onMiniChange,
  fullscreen,
  onFullscreenChange,
}: PlayerPanelProps) {
  const { t } = useTranslation("player");
  const { t: tSections } = useTranslation("sections");
  const guest = isGuest(viewer);
  // The sections need the engine and the engine asks them about a video that ended: a ref joins the two.
  const onEnded = useRef<(player: YTPlayer) => boolean>(() => false);
  const engine = usePlayerEngine({ viewer, youtubeApiUrl, serverSongs, onEnded: (player) => onEnded.current(player) });
  const { state } = engine;
  const { playlist } = state;
  const song = currentSong(playlist);
  const sections = useSections({ viewer, engine, song, songs: playlist.songs });
  onEnded.current = sections.onEnded;
  usePlaybackReader(engine, song);
  const playing = state.status === "playing" || state.status === "buffering";
  // Nothing is edited while an account's playlist is still on its way.
  const editable = engine.loaded;
  const [confirming, setConfirming] = useState<{ kind: "clear" } | { kind: "remove"; youtubeId: string } | null>(null);
  const clearButtonRef = useRef<HTMLButtonElement>(null);
  const playlistHeadingRef = useRef<HTMLHeadingElement>(null);
  const isInPlaylist = (youtubeId: string) => hasSong(playlist, youtubeId);
  const [tab, setTab] = useState<Tab>("queue");
  // The chosen speed, or a looped section's (model/section-rate.ts).
  const { rate, choose: changeRate } = usePlaybackRate(engine, sections.loopRate);
  /**
   * A section's speed: while the panel loops it, use-sections.ts applies it for the loop only; a
   * section the page loops itself (practice mode, `repeat: false`) plays at that speed from now on.
   */
  const pageRate = (section: SectionToPlay) => {
    if (section.repeat === false && section.rate) changeRate(section.rate);
  };

  // "Show fans' chants": other fans' shared lyrics sections of the current song.
  const [showChants, setShowChants] = useState(false);
  const community = useCommunitySections(song?.youtubeId ?? null, showChants);
  const [copiedIds, setCopiedIds] = useState<ReadonlySet<number>>(new Set());
  const shared = useMemo(
    () => (community.status === "ready" ? communityToShow(community.sections, sections.sections) : null),
    [community, sections.sections]
  );
  const displayed = useMemo(
    () => (shared ? [...sections.sections, ...shared.map(toDisplaySection)] : sections.sections),
    [sections.sections, shared]
  );

  // Pages' commands (app/player/commands.ts), once the queue is known.
  const runCommand = useRef<(command: PlayerCommand) => void>(() => {});
  runCommand.current = (command) => {
    switch (command.type) {
      case "playSong":
        engine.playSong(command.song);
        onOpen();
        return;
      case "enqueue":
        engine.enqueue(command.songs);
        return;
      case "replaceQueue":
        engine.replaceQueue(command.songs, command.startIndex);
        onOpen();
        return;
      case "playSection":
        engine.playSong(command.song, command.section.start);
        sections.loop(command.song.youtubeId, command.section, command.section.sectionId, command.section.repeat !== false);
        pageRate(command.section);
        if (command.showFanChants) setShowChants(true);
        setTab("sections");
        if (command.open !== false) onOpen();
        return;
      case "setSection":
        if (song) sections.loop(song.youtubeId, command.section, command.section.sectionId, command.section.repeat !== false);
        pageRate(command.section);
        return;
      case "open":
        onOpen();
        return;
      case "seek":
        engine.seek(Math.max(0, command.seconds));
        return;
      case "setRate":
        changeRate(command.rate);
        return;
      case "pause":
        engine.pause();
        return;
      case "play":
        engine.play();
        return;
      default:
        // Every command has its case: a new one fails the type check here.
        command satisfies never;
    }
  };
  useEffect(() => {
    if (!engine.loaded) return;
    return registerPlayerCommandHandler((command) => runCommand.current(command));
  }, [engine.loaded]);
  useEffect(() => {
    publishPlayerSnapshot({ queueLength: playlist.songs.length, currentYoutubeId: song?.youtubeId ?? null });
  }, [playlist.songs.length, song?.youtubeId]);

  useEffect(() => {
    if (!fullscreen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) onFullscreenChange(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [fullscreen, onFullscreenChange]);

  // Keyboard shortcuts (model/shortcuts.ts) while the panel is open.
  const [helpOpen, setHelpOpen] = useState(false);
  const helpButtonRef = useRef<HTMLButtonElement>(null);
  const onShortcut = useRef<(event: KeyboardEvent) => void>(() => {});
  onShortcut.current = (event) => {
    if (event.defaultPrevented) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    const action = shortcutFor({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      targetTag: target?.tagName,
      targetRole: target?.getAttribute("role"),
      targetEditable: target?.isContentEditable,
    });
    if (!action) return;
    if (action === "help") {
      event.preventDefault();
      setHelpOpen(true);
      return;
    }
    if (!song) return;
    event.preventDefault();
    switch (action) {
      case "togglePlay":
        if (playing) engine.pause();
        else engine.play();
        return;
      case "seekBack":
      case "seekForward": {
        sections.clock.refresh();
        const step = action === "seekBack" ? -SHORTCUT_SEEK_S : SHORTCUT_SEEK_S;
        const end = state.duration > 0 ? state.duration : Number.POSITIVE_INFINITY;
        engine.seek(Math.min(end, Math.max(0, sections.clock.time() + step)));
        return;
      }
      case "setStart":
        sections.markBoundary("start");
        return;
      case "setEnd":
        sections.markBoundary("end");
        return;
      case "toggleRepeat":
        sections.toggleRepeat();
        return;
      case "next":
        engine.next();
        return;
      case "previous":
        engine.previous();
        return;
    }
  };
  useEffect(() => {
    if (!open) return;
    const listener = (event: KeyboardEvent) => onShortcut.current(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, [open]);

  const miniShown = !open && song !== null;
  useEffect(() => onMiniChange(miniShown), [miniShown, onMiniChange]);

  const copy = async (section: CommunitySection) => {
    if (await sections.copyShared(section)) setCopiedIds((ids) => new Set(ids).add(section.id));
  };
  const playShared = (section: CommunitySection) => {
    if (!song) return;
    sections.loop(song.youtubeId, section);
    engine.seek(section.start);
    engine.play();
  };

  const queueTab = (
    <div className="stack-sm">
      <div className="player-panel__toolbar">
        <h3 ref={playlistHeadingRef} tabIndex={-1} className="player-section-title">
          {t("playlist.label")}{" "}
          <span className="player-panel__count">{t("playlist.count", { count: playlist.songs.length })}</span>
        </h3>
        {editable && playlist.songs.length > 0 ? (
          <button
            type="button"
            ref={clearButtonRef}
            className="button button--small button--ghost"
            onClick={() => setConfirming({ kind: "clear" })}
          >
            {t("controls.clear")}
          </button>
        ) : null}
      </div>
      {confirming?.kind === "clear" ? (
        <ConfirmDialog
          message={t("confirmClearPlaylist")}
          onConfirm={() => {
            engine.clear();
            setConfirming(null);
            playlistHeadingRef.current?.focus();
          }}
          onCancel={() => {
            setConfirming(null);
            clearButtonRef.current?.focus();
          }}
        />
      ) : null}
      {engine.loadFailed ? <p className="player-alert">{t("playlist.loadFailed")}</p> : null}
      {engine.saveFailed ? <p className="player-alert">{t("playlist.saveFailed")}</p> : null}
      {playlist.songs.length === 0 ? (
        <p className="muted small">{engine.loaded ? t("playlist.empty") : t("loading")}</p>
      ) : (
        <PlaylistList
          songs={playlist.songs}
          currentIndex={playlist.currentIndex}
          editable={editable}
          confirmingId={confirming?.kind === "remove" ? confirming.youtubeId : null}
          onSelect={engine.select}
          onMove={engine.move}
          onAskRemove={(index) => setConfirming({ kind: "remove", youtubeId: playlist.songs[index]!.youtubeId })}
          onConfirmRemove={(index) => {
            engine.remove(index);
            setConfirming(null);
            playlistHeadingRef.current?.focus();
          }}
          onCancelRemove={() => setConfirming(null)}
        />
      )}
      <section className="player-section stack-sm" aria-label={t("add.heading")}>
        <h3 className="player-section-title">{t("add.heading")}</h3>
        <AddSongForm guest={guest} disabled={!editable} isInPlaylist={isInPlaylist} onAdd={engine.add} />
        <CatalogueSearch guest={guest} disabled={!editable} isInPlaylist={isInPlaylist} onAdd={engine.add} />
      </section>
    </div>
  );

  const sectionsTab = song ? (
    <div className="stack-sm">
      <label className="player-switch">
        <input type="checkbox" checked={showChants} onChange={(event) => setShowChants(event.target.checked)} />
        <span>{tSections("community.show")}</span>
      </label>
      {community.status === "loading" ? <p className="muted small">{tSections("community.loading")}</p> : null}
      {community.status === "failed" ? <p className="player-alert">{tSections("community.failed")}</p> : null}
      <SectionList
        sections={sections.sections}
        community={shared}
        selectedId={sections.mode.selectedSectionId}
        copiedIds={copiedIds}
        onPlay={sections.playSection}
        onEdit={sections.editSection}
        onDelete={sections.deleteSection}
        onPlayShared={playShared}
        onCopy={(section) => void copy(section)}
      />
    </div>
  ) : (
    <p className="muted small">{tSections("list.noSong")}</p>
  );

  return (
    <div className="player-panel" data-status={state.status} data-karaoke={fullscreen || undefined}>
      <div className="player-panel__titlebar">
        <h2 className="player-panel__heading">{t("heading")}</h2>
        <button
          type="button"
          ref={helpButtonRef}
          className="button button--small button--ghost player-panel__help"
          aria-keyshortcuts="Shift+?"
          onClick={() => setHelpOpen(true)}
        >
          {t("shortcuts.button")}
        </button>
        <button type="button" className="button button--small" onClick={() => onFullscreenChange(!fullscreen)}>
          {fullscreen ? t("controls.exitFullscreen") : t("controls.fullscreen")}
        </button>
      </div>

      {helpOpen ? (
        <ShortcutsHelp
          onClose={() => {
            setHelpOpen(false);
            helpButtonRef.current?.focus();
          }}
        />
      ) : null}

      {/* The video frame stays in view while the rest scrolls; nothing is ever drawn over it (YouTube's terms). */}
      <div className="player-stage">
        <div className="player-video" hidden={!song}>
          <div ref={engine.hostRef} className="player-video__frame" data-testid="player-video" />
        </div>
        {song ? null : <p className="player-video player-video--placeholder">{t("placeholder")}</p>}
      </div>
      {song ? (
        <LyricsDisplay clock={sections.clock} sections={displayed} variant={fullscreen ? "karaoke" : undefined} />
      ) : null}

      {engine.apiStatus === "timeout" ? (
        <p role="alert" className="player-alert player-alert--error">
          {t("apiTimeout", { seconds: VIDEO_API_LOAD_TIMEOUT_MS / 1000 })}
        </p>
      ) : null}
      {state.videoError ? <VideoErrorAlert error={state.videoError} onDismiss={engine.dismissError} /> : null}

      <div className="player-now">
        <div aria-live="polite">
          {song ? (
            <>
              <p className="visually-hidden">{t("nowPlaying")}</p>
              <p className="player-now__title">{song.title}</p>
              {song.artist ? <p className="player-now__artist">{song.artist}</p> : null}
            </>
          ) : null}
        </div>
        <p className="player-time">
          <span className="visually-hidden">{t("time.label")} </span>
          {t("time.value", { current: formatTime(state.currentTime), duration: formatTime(state.duration) })}
        </p>
      </div>

      <div className="player-controls" role="group" aria-label={t("controls.label")}>
        <button
          type="button"
          className="player-control"
          aria-label={t("controls.previous")}
          disabled={!song}
          onClick={engine.previous}
        >
          <Icon name="previous" />
        </button>
        <button
          type="button"
          className="player-control player-control--main"
          aria-label={playing ? t("controls.pause") : t("controls.play")}
          disabled={!song || !engine.ready}
          onClick={playing ? engine.pause : engine.play}
        >
          <Icon name={playing ? "pause" : "play"} />
        </button>
        <button
          type="button"
          className="player-control"
          aria-label={t("controls.next")}
          disabled={!song || nextIndex(playlist, state.repeatPlaylist) === null}
          onClick={engine.next}
        >
          <Icon name="next" />
        </button>
        <button
          type="button"
          className="player-control"
          aria-label={t("controls.repeat")}
          aria-pressed={state.repeatPlaylist}
          onClick={engine.toggleRepeat}
        >
          <Icon name="repeat" />
        </button>
        <label className="player-rate">
          <span className="visually-hidden">{t("controls.speed")}</span>
          <select
            value={String(rate)}
            disabled={!song || !engine.ready}
            onChange={(event) => changeRate(Number(event.target.value))}
          >
            {PLAYBACK_RATES.map((value) => (
              <option key={value} value={String(value)}>
                {t("controls.rate", { rate: value })}
              </option>
            ))}
          </select>
        </label>
      </div>

      {song ? <SectionManagement sections={sections} /> : null}

      <PanelTabs
        label={t("tabs.label")}
        selected={tab}
        onSelect={(id) => setTab(id as Tab)}
        tabs={[
          { id: "queue", label: t("tabs.queue", { count: playlist.songs.length }), content: queueTab },
          {
            id: "sections",
            label: t("tabs.sections", { count: sections.sections.length }),
            content: sectionsTab,
          },
        ]}
      />

      {miniShown && song ? (
        <MiniPlayer
          song={song}
          playing={playing}
          canPlay={engine.ready}
          hasNext={nextIndex(playlist, state.repeatPlaylist) !== null}
          currentTime={state.currentTime}
          duration={state.duration}
          clock={sections.clock}
          sections={displayed}
          onPlay={engine.play}
          onPause={engine.pause}
          onNext={engine.next}
          onOpen={onOpen}
        />
      ) : null}
    </div>
  );
}
