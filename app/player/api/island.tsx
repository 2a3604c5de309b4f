// The player island (docs/decisions/020-player-island.md, 050-player-island-after-hydration.md):
// mounted once in the root layout, so playback survives navigation. The server
// renders nothing of it; once hydrated, a viewer's island (components/viewer-island.tsx:
// the toggles, and the panel on demand) is loaded, so no page's first load
// carries the player's code.
import { lazy, Suspense, useEffect } from "react";
import type { Viewer } from "~/shared/viewer";
import playerStylesHref from "~/styles/player.css";
import { useHydrated } from "~/utils/use-hydrated";
import { clearLocalData } from "../sync/local-data";

const ViewerIsland = lazy(() => import("../components/viewer-island"));

/** The island's styles: the root links them only for a viewer (signed-out visitors have no player). */
export { playerStylesHref };

/** Spec §4 "On mount": nobody signed in, so nothing of a previous session may stay. */
function SignedOut() {
  useEffect(clearLocalData, []);
  return null;
}

/**
 * What the island needs of the root loader's data, handed down by the root
 * layout (so the island does not import the root module that mounts it);
 * undefined when that loader failed.
 */
export interface PlayerIslandRootData {
  viewer: Viewer | null;
  youtubeIframeApiUrl: string;
}

export function PlayerIsland({ rootData: data }: { rootData: PlayerIslandRootData | undefined }) {
  const hydrated = useHydrated();
  // Without the root's data (its loader failed) nothing is known: leave everything as it is.
  if (!data) return null;
  if (!data.viewer) return <SignedOut />;
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ViewerIsland key={data.viewer.id} viewer={data.viewer} youtubeApiUrl={data.youtubeIframeApiUrl} />
    </Suspense>
  );
}
