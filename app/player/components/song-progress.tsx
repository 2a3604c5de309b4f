// How far the song has played, as a bar: the mini-player's and the karaoke view's.
// The panel renders in the browser only, so its width is a style prop set after
// hydration (the CSP allows no inline style in server HTML).
import { useTranslation } from "~/i18n/react";

export function SongProgress({ className, currentTime, duration }: { className: string; currentTime: number; duration: number }) {
  const { t } = useTranslation("player");
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
