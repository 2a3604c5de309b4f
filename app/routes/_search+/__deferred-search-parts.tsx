// /search's quota panel and its playlists and tags without their code in the
// page's first load: decision 077's pattern, as /practice's
// __deferred-practice.tsx. The server renders them itself (through
// __search.server.ts; the browser's build gets an empty module there), so the
// HTML is complete; in the browser __search-parts.tsx is a chunk of its own,
// and React hydrates them when it arrives (each Suspense boundary keeps the
// server's HTML meanwhile: the links work as plain links).
import { lazy, Suspense, type ComponentProps } from "react";
import type { PlaylistResults, QuotaPanel, ShareSpentNotice, TagResults } from "./__search-parts";
import {
  PlaylistResults as ServerPlaylistResults,
  QuotaPanel as ServerQuotaPanel,
  ShareSpentNotice as ServerShareSpentNotice,
  TagResults as ServerTagResults,
} from "./__search.server";

const searchParts = () => import("./__search-parts");
const BrowserQuotaPanel = lazy(() => searchParts().then((module) => ({ default: module.QuotaPanel })));
const BrowserPlaylistResults = lazy(() => searchParts().then((module) => ({ default: module.PlaylistResults })));
const BrowserTagResults = lazy(() => searchParts().then((module) => ({ default: module.TagResults })));
const BrowserShareSpentNotice = lazy(() => searchParts().then((module) => ({ default: module.ShareSpentNotice })));

export function DeferredQuotaPanel(props: ComponentProps<typeof QuotaPanel>) {
  const Panel = ServerQuotaPanel ?? BrowserQuotaPanel;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

export function DeferredPlaylistResults(props: ComponentProps<typeof PlaylistResults>) {
  const Results = ServerPlaylistResults ?? BrowserPlaylistResults;
  return (
    <Suspense fallback={null}>
      <Results {...props} />
    </Suspense>
  );
}

export function DeferredTagResults(props: ComponentProps<typeof TagResults>) {
  const Results = ServerTagResults ?? BrowserTagResults;
  return (
    <Suspense fallback={null}>
      <Results {...props} />
    </Suspense>
  );
}

export function DeferredShareSpentNotice(props: ComponentProps<typeof ShareSpentNotice>) {
  const Notice = ServerShareSpentNotice ?? BrowserShareSpentNotice;
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}
