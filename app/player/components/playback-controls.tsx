// The panel's controls: previous, play or pause, next, repeat the playlist,
// and the playback speed.
import { useTranslation } from "~/i18n/react";
import { PLAYBACK_RATES } from "~/shared/constants";
import type { PlayerEngine } from "../hooks/use-player-engine";
import { nextIndex } from "../model/playlist";
import type { QueueSong } from "~/shared/song";
import { Icon } from "./icons";

export function PlaybackControls({
  engine,
  song,
  playing,
  rate,
  onRateChange,
}: {
  engine: PlayerEngine;
  /** The current song. */
  song: QueueSong | null;
  playing: boolean;
  rate: number;
  onRateChange: (rate: number) => void;
}) {
  const { t } = useTranslation("player");
  const { state } = engine;
  return (
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
        disabled={!song || nextIndex(state.playlist, state.repeatPlaylist) === null}
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
          onChange={(event) => onRateChange(Number(event.target.value))}
        >
          {PLAYBACK_RATES.map((value) => (
            <option key={value} value={String(value)}>
              {t("controls.rate", { rate: value })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
