// Songs for the player model's unit tests (real catalogue ids, made-up durations).
import type { QueueSong } from "~/shared/song";

export function song(youtubeId: string, title = `Song ${youtubeId}`): QueueSong {
  return { id: null, youtubeId, title, artist: "Artist", thumbnailUrl: null, duration: 200 };
}

export const A = song("gdZLi9oWNZg", "Dynamite");
export const B = song("ePpPVE-GGJw", "TT");
export const C = song("11cta61wi0g", "Hype Boy");
export const D = song("4TWR90KJl84", "Next Level");
