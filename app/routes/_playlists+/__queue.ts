// A playlist's songs as the player's queue takes them: at most the queue's
// limit (spec §9, 100 songs), in order.
import { PLAYLIST_MAX_SONGS } from "~/shared/constants";
import type { QueueSong } from "~/shared/song";
import { toQueueSong } from "~/player/api/commands";

export function queueSongsOf(songs: QueueSong[]): QueueSong[] {
  return songs.slice(0, PLAYLIST_MAX_SONGS).map(toQueueSong);
}
