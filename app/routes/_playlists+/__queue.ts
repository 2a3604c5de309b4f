// A playlist's songs as the player's queue takes them: at most the queue's
// limit (spec §9, 100 songs), in order.
import type { QueueSong } from "~/player/api/commands";
import { PLAYLIST_MAX_SONGS } from "~/shared/constants";

interface SongLike {
  id: number;
  youtubeId: string;
  title: string;
  artist: string;
  thumbnailUrl: string | null;
  duration: number;
}

export function queueSongsOf(songs: SongLike[]): QueueSong[] {
  return songs.slice(0, PLAYLIST_MAX_SONGS).map((song) => ({
    id: song.id,
    youtubeId: song.youtubeId,
    title: song.title,
    artist: song.artist,
    thumbnailUrl: song.thumbnailUrl,
    duration: song.duration,
  }));
}
