// Spec §8: what went wrong with a video, in the page's language; for 101/150
// a link to watch it on YouTube where it stopped.
import { useTranslation } from "~/i18n/react";
import { youtubeWatchUrl } from "~/shared/youtube";
import { videoErrorPolicy } from "../model/video-errors";
import type { VideoErrorNotice } from "../model/player-reducer";

export function VideoErrorAlert({ error, onDismiss }: { error: VideoErrorNotice; onDismiss: () => void }) {
  const { t } = useTranslation("player");
  const policy = videoErrorPolicy(error.code);
  return (
    <div role="alert" className="player-alert player-alert--error">
      <p>
        <span className="player-alert__song">{t("videoErrors.song", { title: error.title })}</span>{" "}
        {t(`videoErrors.${policy.kind}`, { code: error.code })}
        {error.skipped ? ` ${t("videoErrors.skipped")}` : null}
      </p>
      <div className="player-alert__actions">
        {policy.offersYouTubeLink ? (
          <a
            className="button button--small"
            href={youtubeWatchUrl(error.youtubeId, error.time)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("videoErrors.openOnYouTube")}
          </a>
        ) : null}
        <button type="button" className="button button--small button--ghost" onClick={onDismiss}>
          {t("videoErrors.dismiss")}
        </button>
      </div>
    </div>
  );
}
