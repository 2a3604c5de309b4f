// A song as the panel's lists show it: thumbnail, title, artist and length.
import { formatTime } from "~/shared/time";
import { SongThumbnail } from "~/components/song-thumbnail";
import type { QueueSong } from "~/shared/song";

export function SongSummary({ song }: { song: QueueSong }) {
  return (
    <>
      <SongThumbnail
        className="player-song__thumb"
        youtubeId={song.youtubeId}
        thumbnailUrl={song.thumbnailUrl}
        title={song.title}
      />
      <span className="player-song__text">
        <span className="player-song__title"><bdi>{song.title}</bdi></span>
        <span className="player-song__meta">
          <bdi>{song.artist}</bdi>
          {song.duration > 0 ? ` · ${formatTime(song.duration)}` : null}
        </span>
      </span>
    </>
  );
}
