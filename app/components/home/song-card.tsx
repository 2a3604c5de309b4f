// A popular song on the home page (issue 9): tapping plays it in the one
// player, or adds it to the queue. Plain forms (app/components/player-command-form.tsx):
// without JavaScript they add the song to the account's queue and come back.
import { PlayerCommandForm } from "~/components/player-command-form";
import { PlayNextForm } from "~/components/queue-add-forms";
import { SongThumbnail } from "~/components/song-thumbnail";
import { useTranslation } from "~/i18n/react";
import type { QueueSong } from "~/shared/song";
import { formatTime } from "~/shared/time";

export function HomeSongCard({ song }: { song: QueueSong }) {
  const { t } = useTranslation("player");
  return (
    <li className="song-card">
      <SongThumbnail
        youtubeId={song.youtubeId}
        thumbnailUrl={song.thumbnailUrl}
        title={song.title}
      />
      <div className="song-card__text">
        <p className="song-card__title"><bdi>{song.title}</bdi></p>
        <p className="muted small">
          <bdi>{song.artist}</bdi>
          {song.duration > 0 ? ` · ${formatTime(song.duration)}` : null}
        </p>
      </div>
      <div className="song-card__actions">
        <PlayerCommandForm command={{ type: "playSong", song }}>
          <button type="submit" className="button button--primary button--small" aria-label={t("home.playSong", { title: song.title })}>
            ▶ {t("home.play")}
          </button>
        </PlayerCommandForm>
        <PlayerCommandForm command={{ type: "enqueue", songs: [song] }}>
          <button type="submit" className="button button--small" aria-label={t("home.queueSong", { title: song.title })}>
            + {t("home.queue")}
          </button>
        </PlayerCommandForm>
        <PlayNextForm song={song} />
      </div>
    </li>
  );
}
