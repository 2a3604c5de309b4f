// A song as the panel's lists show it: thumbnail, title, artist and length.
import { formatTime } from "~/shared/time";
import { youtubeThumbnailUrl } from "~/shared/youtube";
import type { PlaylistSong } from "../model/playlist";

export function SongSummary({ song }: { song: PlaylistSong }) {
  return (
    <>
      <img
        className="player-song__thumb"
        src={song.thumbnailUrl ?? youtubeThumbnailUrl(song.youtubeId)}
        alt=""
        width={64}
        height={36}
        loading="lazy"
      />
      <span className="player-song__text">
        <span className="player-song__title">{song.title}</span>
        <span className="player-song__meta">
          {song.artist}
          {song.duration > 0 ? ` · ${formatTime(song.duration)}` : null}
        </span>
      </span>
    </>
  );
}
