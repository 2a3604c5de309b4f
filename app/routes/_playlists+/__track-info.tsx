// A playlist song's number, thumbnail, title, artist and length: the start of
// a track row on the detail, shared and edit pages (each adds its own buttons).
import { formatTime } from "~/shared/time";
import type { Song } from "~/schemas/song";
import { SongThumbnail } from "~/components/song-thumbnail";

export function TrackInfo({
  song,
  index,
}: {
  song: Omit<Song, "id">;
  index: number;
}) {
  return (
    <>
      <span className="track__number">{index + 1}</span>
      <SongThumbnail className="track__thumbnail" youtubeId={song.youtubeId} thumbnailUrl={song.thumbnailUrl} title={song.title} />
      <div className="track__text">
        <p className="track__title"><bdi>{song.title}</bdi></p>
        <p className="muted small">
          <bdi>{song.artist}</bdi>
          {song.duration > 0 ? ` · ${formatTime(song.duration)}` : null}
        </p>
      </div>
    </>
  );
}
