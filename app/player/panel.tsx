// The player panel (spec §2 "Global player panel"): title bar, video, now
// playing, controls, adding songs, the playlist. Loaded on demand by the
// island (island.tsx), so none of this reaches pages that do not need it.
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { VIDEO_API_LOAD_TIMEOUT_MS } from "~/shared/constants";
import { formatTime } from "~/shared/time";
import { isGuest, type Viewer } from "~/shared/viewer";
import { AddSongForm } from "./components/add-song-form";
import { CatalogueSearch } from "./components/catalogue-search";
import { ConfirmDialog } from "./components/confirm-dialog";
import { Icon } from "./components/icons";
import { LyricsDisplay } from "./components/lyrics-display";
import { PlaylistList } from "./components/playlist-list";
import { SectionManagement } from "./components/section-management";
import { VideoErrorAlert } from "./components/video-error-alert";
import { currentSong, hasSong, nextIndex, type PlaylistSong } from "./model/playlist";
import { usePlayerEngine } from "./use-player-engine";
import { useSections } from "./use-sections";
import type { YTPlayer } from "./youtube-iframe-api";

export interface PlayerPanelProps {
  viewer: Viewer;
  youtubeApiUrl: string;
  /** The account's playlist, when the island already fetched it. */
  serverSongs: PlaylistSong[] | null;
  fullscreen: boolean;
  onFullscreenChange: (fullscreen: boolean) => void;
}

export default function PlayerPanel({
  viewer,
  youtubeApiUrl,
  serverSongs,
  fullscreen,
  onFullscreenChange,
}: PlayerPanelProps) {
  const { t } = useTranslation("player");
  const id = useId();
  const guest = isGuest(viewer);
  // The sections need the engine and the engine asks them about a video that ended: a ref joins the two.
  const onEnded = useRef<(player: YTPlayer) => boolean>(() => false);
  const engine = usePlayerEngine({ viewer, youtubeApiUrl, serverSongs, onEnded: (player) => onEnded.current(player) });
  const { state } = engine;
  const { playlist } = state;
  const song = currentSong(playlist);
  const sections = useSections({ viewer, engine, song, songs: playlist.songs });
  onEnded.current = sections.onEnded;
  const playing = state.status === "playing" || state.status === "buffering";
  // Nothing is edited while an account's playlist is still on its way.
  const editable = engine.loaded;
  const [confirming, setConfirming] = useState<{ kind: "clear" } | { kind: "remove"; youtubeId: string } | null>(null);
  const clearButtonRef = useRef<HTMLButtonElement>(null);
  const playlistHeadingRef = useRef<HTMLHeadingElement>(null);
  const isInPlaylist = (youtubeId: string) => hasSong(playlist, youtubeId);

  useEffect(() => {
    if (!fullscreen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) onFullscreenChange(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [fullscreen, onFullscreenChange]);

  return (
    <div className="player-panel" data-status={state.status}>
      <div className="player-panel__titlebar">
        <h2 className="player-panel__heading">
          {t("heading")}{" "}
          <span className="player-panel__count">{t("playlist.count", { count: playlist.songs.length })}</span>
        </h2>
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
        <button type="button" className="button button--small" onClick={() => onFullscreenChange(!fullscreen)}>
          {fullscreen ? t("controls.exitFullscreen") : t("controls.fullscreen")}
        </button>
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

      {/* The video frame: nothing is ever drawn over it (YouTube's terms). */}
      <div className="player-video" hidden={!song}>
        <div ref={engine.hostRef} className="player-video__frame" data-testid="player-video" />
      </div>
      {song ? null : <p className="player-video player-video--placeholder">{t("placeholder")}</p>}
      {song ? <LyricsDisplay clock={sections.clock} sections={sections.sections} /> : null}

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
      </div>

      {song ? <SectionManagement sections={sections} /> : null}

      {engine.loadFailed ? <p className="player-alert">{t("playlist.loadFailed")}</p> : null}
      {engine.saveFailed ? <p className="player-alert">{t("playlist.saveFailed")}</p> : null}

      <section className="player-section stack-sm" aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`} className="player-section-title">
          {t("add.heading")}
        </h3>
        <AddSongForm guest={guest} disabled={!editable} isInPlaylist={isInPlaylist} onAdd={engine.add} />
        <CatalogueSearch guest={guest} disabled={!editable} isInPlaylist={isInPlaylist} onAdd={engine.add} />
      </section>

      <section className="player-section stack-sm" aria-labelledby={`${id}-playlist`}>
        <h3 id={`${id}-playlist`} ref={playlistHeadingRef} tabIndex={-1} className="player-section-title">
          {t("playlist.label")}
        </h3>
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
      </section>
    </div>
  );
}
