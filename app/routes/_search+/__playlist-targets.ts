// The viewer's playlists for /search's "add to one of my playlists", kept
// apart from the form (__add-to-playlist.tsx, loaded after the page) so that
// the route's first load carries only this context.
import { createContext } from "react";

export interface PlaylistTarget {
  id: number;
  name: string;
}

/** The viewer's playlists (null for a guest), and how a playlist made on this page joins them. */
export const PlaylistTargets = createContext<{ targets: PlaylistTarget[] | null; add(target: PlaylistTarget): void }>({
  targets: null,
  add() {},
});
