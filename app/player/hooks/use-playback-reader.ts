// What pages may read of the playback (api/commands.ts, readPlayerPlayback): the
// player's own time and state, read when a page asks (practice mode, on its
// 100 ms timer), never pushed, so the panel renders nothing more for it.
import { useEffect, useRef } from "react";
import { NO_PLAYBACK, registerPlayerPlayback, type PlayerPlayback } from "../api/commands";
import type { QueueSong } from "~/shared/song";
import type { PlaybackStatus } from "../model/player-reducer";
import type { PlayerEngine } from "./use-player-engine";

/** The video takes play, pause and seek at once: loaded, neither loading nor buffering. */
const READY_STATUSES: ReadonlySet<PlaybackStatus> = new Set(["cued", "paused", "playing", "ended"]);

export function usePlaybackReader(engine: PlayerEngine, song: QueueSong | null): void {
  const read = useRef<() => PlayerPlayback>(() => NO_PLAYBACK);
  read.current = () => {
    const { status, currentTime, duration } = engine.state;
    if (!song) return { ...NO_PLAYBACK, status };
    const player = engine.playerRef.current;
    return {
      youtubeId: song.youtubeId,
      status,
      ready: engine.ready && player !== null && READY_STATUSES.has(status),
      time: player ? player.getCurrentTime() : currentTime,
      duration: player?.getDuration() || duration,
      rate: player?.getPlaybackRate() || 1,
      rates: player?.getAvailablePlaybackRates?.() ?? [],
    };
  };
  useEffect(() => registerPlayerPlayback(() => read.current()), []);
}
