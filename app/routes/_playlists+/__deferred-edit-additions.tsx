// What is below the songs on /playlists/{id}/edit (add by link, from the
// catalogue, delete) without its code in the page's first load: decision
// 077's pattern, as /practice's __deferred-practice.tsx. The server renders it
// itself (through __edit.server.ts; the browser's build gets an empty module
// there), so the HTML is complete and its forms post without JavaScript; in
// the browser __edit-additions.tsx is a chunk of its own, and React hydrates
// it when it arrives (the Suspense boundary keeps the server's HTML meanwhile).
import { lazy, Suspense } from "react";
import type { EditAdditionsProps } from "./__edit-additions";
import { EditAdditions as ServerEditAdditions } from "./__edit.server";

const BrowserEditAdditions = lazy(() => import("./__edit-additions").then((module) => ({ default: module.EditAdditions })));

export function DeferredEditAdditions(props: EditAdditionsProps) {
  const Additions = ServerEditAdditions ?? BrowserEditAdditions;
  return (
    <Suspense fallback={null}>
      <Additions {...props} />
    </Suspense>
  );
}
