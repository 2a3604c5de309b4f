// What is below a playlist's songs (share box, comments, report form) without
// its code in /playlists/{id}'s first load: decision 077's pattern, as
// /practice's __deferred-practice.tsx. The server renders it itself (through
// __playlist-community.server.ts; the browser's build gets an empty module there), so the
// HTML is complete and its forms post without JavaScript; in the browser
// __playlist-community.tsx is a chunk of its own, and React hydrates it when
// it arrives (the Suspense boundary keeps the server's HTML meanwhile).
import { lazy, Suspense } from "react";
import type { PlaylistCommunityProps } from "./__playlist-community";
import { PlaylistCommunity as ServerPlaylistCommunity } from "./__playlist-community.server";

const BrowserPlaylistCommunity = lazy(() => import("./__playlist-community").then((module) => ({ default: module.PlaylistCommunity })));

export function DeferredPlaylistCommunity(props: PlaylistCommunityProps) {
  const Community = ServerPlaylistCommunity ?? BrowserPlaylistCommunity;
  return (
    <Suspense fallback={null}>
      <Community {...props} />
    </Suspense>
  );
}
