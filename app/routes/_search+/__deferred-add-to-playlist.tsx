// "Add to one of my playlists" without its code in /search's first load:
// decision 077's pattern, as /practice's __deferred-practice.tsx. The server
// renders the form itself (through __add-to-playlist-form.server.ts; the browser's
// build gets an empty module there), so the HTML is complete and it posts
// without JavaScript; in the browser __add-to-playlist.tsx is a chunk of its
// own, and React hydrates each row's form when it arrives (the Suspense
// boundary keeps the server's HTML meanwhile).
import { lazy, Suspense, type ComponentProps } from "react";
import type { AddToPlaylist } from "./__add-to-playlist";
import { AddToPlaylist as ServerAddToPlaylist } from "./__add-to-playlist-form.server";

const BrowserAddToPlaylist = lazy(() => import("./__add-to-playlist").then((module) => ({ default: module.AddToPlaylist })));

export function DeferredAddToPlaylist(props: ComponentProps<typeof AddToPlaylist>) {
  const Form = ServerAddToPlaylist ?? BrowserAddToPlaylist;
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
