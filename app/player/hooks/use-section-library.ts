// The viewer's SectionLibrary (sync/section-sync.ts) for the panel: guests keep
// sections in this browser, accounts also on the server. It loads on mount
// (after sign-in the island remounts the panel), uploads pending sections when
// the browser comes back online, follows other tabs, and writes nothing more
// once sign-out has started (the island then clears local data).
import { useEffect, useState } from "react";
import { isGuest, type Viewer } from "~/shared/viewer";
import { SECTIONS_STORAGE_KEY } from "~/shared/storage-keys";
import { sectionApi } from "../sync/section-api";
import { LocalSectionStore, type StorageLike } from "../sync/section-store";
import { SectionLibrary, type ResolveSongId } from "../sync/section-sync";
import { registerPlayerSession } from "../sync/sign-out";

/** localStorage, read when used (it may throw where storage is disabled), and silent after `stop()`. */
function stoppableStorage(): StorageLike & { stop(): void } {
  let stopped = false;
  return {
    getItem: (key) => (stopped ? null : window.localStorage.getItem(key)),
    setItem: (key, value) => {
      if (!stopped) window.localStorage.setItem(key, value);
    },
    removeItem: (key) => {
      if (!stopped) window.localStorage.removeItem(key);
    },
    stop: () => {
      stopped = true;
    },
  };
}

export function useSectionLibrary(
  viewer: Viewer,
  resolveSongId: ResolveSongId,
): { library: SectionLibrary; version: number } {
  const [version, setVersion] = useState(0);
  const [{ library, storage }] = useState(() => {
    const storage = stoppableStorage();
    const library = new SectionLibrary({
      store: new LocalSectionStore(storage),
      account: isGuest(viewer) ? null : { userId: viewer.id },
      api: sectionApi,
      resolveSongId,
      onChange: () => setVersion((seen) => seen + 1),
    });
    return { library, storage };
  });

  useEffect(() => {
    void library.load();
    const syncPending = () => void library.syncPending();
    const otherTab = (event: StorageEvent) => {
      if (event.key === SECTIONS_STORAGE_KEY || event.key === null) setVersion((seen) => seen + 1);
    };
    window.addEventListener("online", syncPending);
    window.addEventListener("storage", otherTab);
    return () => {
      window.removeEventListener("online", syncPending);
      window.removeEventListener("storage", otherTab);
    };
  }, [library]);

  // Sections are stored as they change: nothing to save before sign-out, only to stop writing.
  useEffect(() => registerPlayerSession({ saveBeforeLogout: () => Promise.resolve(), stop: storage.stop }), [storage]);

  return { library, version };
}
