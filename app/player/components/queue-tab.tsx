// The panel's Queue tab: the queue (play, reorder, remove, clear, each removal
// and the clearing confirmed first) and the ways to add a song to it.
import { useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { PlayerEngine } from "../hooks/use-player-engine";
import { hasSong } from "../model/playlist";
import { AddSongForm } from "./add-song-form";
import { CatalogueSearch } from "./catalogue-search";
import { ConfirmDialog } from "./confirm-dialog";
import { PlaylistList } from "./playlist-list";

export function QueueTab({ engine, guest }: { engine: PlayerEngine; guest: boolean }) {
  const { t } = useTranslation("player");
  const { playlist } = engine.state;
  // Nothing is edited while an account's playlist is still on its way.
  const editable = engine.loaded;
  const [confirming, setConfirming] = useState<{ kind: "clear" } | { kind: "remove"; youtubeId: string } | null>(null);
  const clearButtonRef = useRef<HTMLButtonElement>(null);
  const playlistHeadingRef = useRef<HTMLHeadingElement>(null);
  const isInPlaylist = (youtubeId: string) => hasSong(playlist, youtubeId);
  return (
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
}
