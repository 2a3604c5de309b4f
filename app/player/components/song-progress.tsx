// How far the song has played, as a bar: the mini-player's and the karaoke view's.
// The panel renders in the browser only, so its width is a style prop set after
// hydration (the CSP allows no inline style in server HTML).
// It follows the sections' clock in whole seconds (no render of the panel for it).
import { useTranslation } from "~/i18n/react";
import { useClockSeconds, type PlaybackClock } from "../hooks/use-playback-clock";

export function SongProgress({ className, clock, duration }: { className: string; clock: PlaybackClock; duration: number }) {
  const { t } = useTranslation("player");
  const currentTime = useClockSeconds(clock);
  const progress = duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0;
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={t("mini.progress")}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(Math.min(currentTime, duration))}
    >
      <span style={{ width: `${progress}%` }} />
    </div>
  );
}
