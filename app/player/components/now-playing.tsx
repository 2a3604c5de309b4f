// The current song's title and artist (announced as it changes) and the time.
import { useTranslation } from "~/i18n/react";
import { formatTime } from "~/shared/time";
import type { QueueSong } from "~/shared/song";

export function NowPlaying({
  song,
  currentTime,
  duration,
}: {
  song: QueueSong | null;
  /** Seconds. */
  currentTime: number;
  /** Seconds; 0 while unknown. */
  duration: number;
}) {
  const { t } = useTranslation("player");
  return (
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
        {t("time.value", { current: formatTime(currentTime), duration: formatTime(duration) })}
      </p>
    </div>
  );
}
