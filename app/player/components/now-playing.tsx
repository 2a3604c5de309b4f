// The current song's title and artist (announced as it changes) and the time;
// in the karaoke view, a progress bar too.
import { useTranslation } from "~/i18n/react";
import { useClockSeconds, type PlaybackClock } from "../hooks/use-playback-clock";
import { SongProgress } from "./song-progress";
import { formatTime } from "~/shared/time";
import type { QueueSong } from "~/shared/song";

export function NowPlaying({
  song,
  clock,
  duration,
  karaoke = false,
}: {
  song: QueueSong | null;
  /** The time shown, in whole seconds. */
  clock: PlaybackClock;
  /** Seconds; 0 while unknown. */
  duration: number;
  karaoke?: boolean;
}) {
  const { t } = useTranslation("player");
  const seconds = useClockSeconds(clock);
  const currentTime = song ? seconds : 0;
  return (
    <div className="player-now">
      <div aria-live="polite">
        {song ? (
          <>
            <p className="visually-hidden">{t("nowPlaying")}</p>
            <p className="player-now__title"><bdi>{song.title}</bdi></p>
            {song.artist ? <p className="player-now__artist"><bdi>{song.artist}</bdi></p> : null}
          </>
        ) : null}
      </div>
      <p className="player-time">
        <span className="visually-hidden">{t("time.label")} </span>
        {t("time.value", { current: formatTime(currentTime), duration: formatTime(duration) })}
      </p>
      {karaoke ? <SongProgress className="player-now__progress" clock={clock} duration={duration} /> : null}
    </div>
  );
}
