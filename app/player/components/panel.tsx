// The player panel (spec §2 "Global player panel", issue 9): the video stays
// in view (sticky) while the rest scrolls; below it the lyrics display, the
// controls and the section bar; the queue and the sections in tabs. With the
// panel closed and a song loaded, the mini-player. Pages drive it through
// api/commands.ts. Loaded on demand by the viewer's island
// (viewer-island.tsx), so none of this reaches pages that do not need it.
import { useEffect, useRef, useState } from "react";
import { useEmbedRules } from "../hooks/use-embed-rules";
import { useTranslation } from "~/i18n/react";
import { isGuest, type Viewer } from "~/shared/viewer";
import { LyricsContext, useFanChants } from "../hooks/use-fan-chants";
import { useEscapeLeavesFullscreen, useKeyboardShortcuts } from "../hooks/use-keyboard-shortcuts";
import { usePanelCommands } from "../hooks/use-panel-commands";
import { usePlaybackRate } from "../hooks/use-playback-rate";
import { usePlaybackReader } from "../hooks/use-playback-reader";
import { usePlayerEngine } from "../hooks/use-player-engine";
import { useSections } from "../hooks/use-sections";
import type { YTPlayer } from "../hooks/youtube-iframe-api";
import { currentSong, nextIndex } from "../model/playlist";
import type { QueueSong } from "~/shared/song";
import { MiniPlayer } from "./mini-player";
import { NowPlaying } from "./now-playing";
import { PanelHeader } from "./panel-header";
import { PanelTabs } from "./panel-tabs";
import { PlaybackControls } from "./playback-controls";
import { QueueTab } from "./queue-tab";
import { SectionManagement } from "./section-management";
import { SectionsTab } from "./sections-tab";
import { ShortcutsHelp } from "./shortcuts-help";
import { VideoArea } from "./video-area";

/**
 * The guest-to-account move (decision 120) travels in the panel's chunk: a
 * dynamic import of its own would be a new entry point, and esbuild would
 * split React out of the pages' first-load chunk (+0.7 KB gzip on every page).
 */
export { moveGuestDataHere } from "../sync/guest-move";

export interface PlayerPanelProps {
  viewer: Viewer;
  youtubeApiUrl: string;
  /** The account's playlist, when the island already fetched it. */
  serverSongs: QueueSong[] | null;
  /** Whether the panel is open (closed, the mini-player shows what plays). */
  open: boolean;
  onOpen: () => void;
  /** Tells the island whether the mini-player and the docked video show (the page keeps room for them). */
  onDockChange: (dock: { mini: boolean; docked: boolean }) => void;
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
  onDockChange,
  fullscreen,
  onFullscreenChange,
}: PlayerPanelProps) {
  const { t } = useTranslation("player");
  // The sections need the engine and the engine asks them about a video that ended: a ref joins the two.
  const onEnded = useRef<(player: YTPlayer) => boolean>(() => false);
  const engine = usePlayerEngine({
    viewer,
    youtubeApiUrl,
    serverSongs,
    onEnded: (player) => onEnded.current(player),
  });
  const { state } = engine;
  const { playlist } = state;
  const song = currentSong(playlist);
  const sections = useSections({ viewer, engine, song, songs: playlist.songs });
  onEnded.current = sections.onEnded;
  usePlaybackReader(engine, song);
  const playing = state.status === "playing" || state.status === "buffering";
  const [tab, setTab] = useState<Tab>("queue");
  // The chosen speed, or a looped section's (model/section-rate.ts).
  const { rate, choose: changeRate } = usePlaybackRate(
    engine,
    sections.loopRate
  );
  const chants = useFanChants(song, sections);
  usePanelCommands({
    engine,
    sections,
    song,
    onOpen,
    changeRate,
    showChants: () => chants.show(true),
    showSectionsTab: () => setTab("sections"),
  });
  useEscapeLeavesFullscreen(fullscreen, onFullscreenChange);
  const { helpOpen, setHelpOpen } = useKeyboardShortcuts({ open, onOpen, engine, sections, song, playing });
  const helpButtonRef = useRef<HTMLButtonElement>(null);

  // YouTube's rules: closed, the video docks above the mini-player or pauses (hooks/use-embed-rules.ts).
  const embed = useEmbedRules({
    open: open || fullscreen,
    playing,
    hasSong: song !== null,
    hostRef: engine.hostRef,
    play: engine.play,
    pause: engine.pause,
  });
  const miniShown = !open && song !== null;
  const { docked } = embed;
  useEffect(
    () => onDockChange({ mini: miniShown, docked }),
    [miniShown, docked, onDockChange]
  );

  return (
    <div
      className="player-panel"
      data-status={state.status}
      data-karaoke={fullscreen || undefined}
    >
      <PanelHeader
        song={song}
        sections={sections}
        fullscreen={fullscreen}
        onFullscreenChange={onFullscreenChange}
        helpButtonRef={helpButtonRef}
        onHelpOpenChange={setHelpOpen}
      />
      <LyricsContext.Provider value={{ chants, pinned: sections.mode.active }}>
        <VideoArea
          engine={engine}
          song={song}
          clock={sections.clock}
          sections={chants.displayed}
          karaoke={fullscreen}
          hidden={embed.hidden}
          onDismissHidden={embed.dismissHidden}
        />
      </LyricsContext.Provider>
      <NowPlaying
        song={song}
        clock={sections.clock}
        duration={state.duration}
        karaoke={fullscreen}
      />
      <PlaybackControls
        engine={engine}
        song={song}
        playing={playing}
        rate={rate}
        onRateChange={changeRate}
      />
      {/* Below the video and the controls: opened above them, it would push a playing video off the screen. */}
      {helpOpen ? (
        <ShortcutsHelp
          onClose={() => {
            setHelpOpen(false);
            helpButtonRef.current?.focus();
          }}
        />
      ) : null}

      {song ? <SectionManagement sections={sections} /> : null}

      <PanelTabs
        label={t("tabs.label")}
        selected={tab}
        onSelect={(id) => setTab(id as Tab)}
        tabs={[
          {
            id: "queue",
            label: t("tabs.queue", { count: playlist.songs.length }),
            content: <QueueTab engine={engine} guest={isGuest(viewer)} />,
          },
          {
            id: "sections",
            label: t("tabs.sections", { count: sections.sections.length }),
            content: (
              <SectionsTab
                engine={engine}
                song={song}
                sections={sections}
                chants={chants}
              />
            ),
          },
        ]}
      />

      {miniShown && song ? (
        <MiniPlayer
          song={song}
          playing={playing}
          canPlay={engine.ready}
          hasNext={nextIndex(playlist, state.repeatPlaylist) !== null}
          duration={state.duration}
          clock={sections.clock}
          sections={chants.displayed}
          hidden={embed.hidden}
          onPlay={() => embed.playFromMini(onOpen)}
          onPause={engine.pause}
          onNext={engine.next}
          onOpen={onOpen}
        />
      ) : null}
    </div>
  );
}
