// The panel's video: YouTube's frame (or a placeholder while no song is
// current), the lyrics display directly below it, and what went wrong with
// YouTube's script or the video.
import { useTranslation } from "~/i18n/react";
import { VIDEO_API_LOAD_TIMEOUT_MS } from "~/shared/constants";
import type { HiddenPause } from "../hooks/use-embed-rules";
import type { PlaybackClock } from "../hooks/use-playback-clock";
import type { PlayerEngine } from "../hooks/use-player-engine";
import type { DisplaySection } from "../model/community-sections";
import type { QueueSong } from "~/shared/song";
import { LyricsDisplay } from "./lyrics-display";
import { VideoErrorAlert } from "./video-error-alert";

export function VideoArea({
  engine,
  song,
  clock,
  sections,
  karaoke,
  hidden,
  onDismissHidden,
}: {
  engine: PlayerEngine;
  /** The current song. */
  song: QueueSong | null;
  clock: PlaybackClock;
  /** What the lyrics display shows: my sections and the fans' chants when switched on. */
  sections: readonly DisplaySection[];
  karaoke: boolean;
  /** Why the video was paused to keep YouTube's rules (hooks/use-embed-rules.ts), if it was. */
  hidden: HiddenPause;
  onDismissHidden: () => void;
}) {
  const { t } = useTranslation("player");
  return (
    <>
      {/* The video frame stays in view while the rest scrolls; nothing is ever drawn over it (YouTube's terms). */}
      <div className="player-stage">
        <div className="player-video" hidden={!song}>
          <div ref={engine.hostRef} className="player-video__frame" data-testid="player-video" />
        </div>
        {song ? null : <p className="player-video player-video--placeholder">{t("placeholder")}</p>}
      </div>
      {song ? <LyricsDisplay clock={clock} sections={sections} variant={karaoke ? "karaoke" : undefined} /> : null}

      {hidden === "covered" ? (
        <div role="status" className="player-alert player-alert--embed">
          <p>{t("embed.covered")}</p>
          <button type="button" className="button button--small" onClick={onDismissHidden}>
            {t("embed.dismiss")}
          </button>
        </div>
      ) : null}
      {engine.apiStatus === "timeout" ? (
        <p role="alert" className="player-alert player-alert--error">
          {t("apiTimeout", { seconds: VIDEO_API_LOAD_TIMEOUT_MS / 1000 })}
        </p>
      ) : null}
      {engine.state.videoError ? <VideoErrorAlert error={engine.state.videoError} onDismiss={engine.dismissError} /> : null}
    </>
  );
}
