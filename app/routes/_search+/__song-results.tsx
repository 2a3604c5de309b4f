// A list of songs or videos on /search, each with "play" and "add to queue"
// (player commands: plain forms without JavaScript, the island with it) and
// "add to one of my playlists".
import { useState } from "react";
import { SongThumbnail } from "~/components/song-thumbnail";
import { useTranslation } from "~/i18n/react";
import { PlayerCommandForm } from "~/components/player-command-form";
import { PlayNextForm } from "~/components/queue-add-forms";
import type { QueueSong } from "~/shared/song";
import { toQueueSong } from "~/player/api/commands";
import { formatTime } from "~/shared/time";
import { DeferredAddToPlaylist } from "./__deferred-add-to-playlist";

function SongResult({ song, liveLabel }: { song: QueueSong; liveLabel?: string }) {
  const { t } = useTranslation("search");
  const [sent, setSent] = useState(false);
  // Only what the player keeps (a catalogue song also has its play count).
  const queueSong = toQueueSong(song);
  const onSent = () => setSent(true);
  return (
    <li className="result">
      <SongThumbnail className="result__thumbnail" youtubeId={song.youtubeId} thumbnailUrl={song.thumbnailUrl} title={song.title} />
      <div className="result__text">
        <p className="result__title"><bdi>{song.title}</bdi></p>
        <p className="result__meta">
          <bdi>{song.artist}</bdi>
          {song.duration > 0 ? ` · ${formatTime(song.duration)}` : liveLabel ? ` · ${liveLabel}` : null}
        </p>
        <p className="result__sent" role="status">
          {sent ? t("actions.sent", { title: song.title }) : null}
        </p>
      </div>
      <div className="result__actions">
        <PlayerCommandForm command={{ type: "playSong", song: queueSong }} onSent={onSent}>
          <button
            type="submit"
            className="button button--primary button--small"
            aria-label={t("actions.playSong", { title: song.title })}
          >
            {t("actions.play")}
          </button>
        </PlayerCommandForm>
        <PlayerCommandForm command={{ type: "enqueue", songs: [queueSong] }}>
          <button
            type="submit"
            className="button button--small"
            aria-label={t("actions.enqueueSong", { title: song.title })}
          >
            {t("actions.enqueue")}
          </button>
        </PlayerCommandForm>
        <PlayNextForm song={queueSong} />
      </div>
      <DeferredAddToPlaylist song={song} />
    </li>
  );
}

export function SongResults({ songs, liveLabel }: { songs: QueueSong[]; liveLabel?: string }) {
  return (
    <ul className="results">
      {songs.map((song) => (
        <SongResult key={song.youtubeId} song={song} liveLabel={liveLabel} />
      ))}
    </ul>
  );
}
