// The viewer's player island (docs/decisions/020-player-island.md, 050): the
// toggles, the mini-player's room and the panel, loaded after hydration by
// api/island.tsx so that none of it is in any page's first load. The panel's code
// — the YouTube player, dnd-kit, the forms — is imported only when the panel
// is opened, the playlist has songs, or a page sent a command.
import { useNavigation } from "@remix-run/react";
import { createPortal } from "react-dom";
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import { isGuest, type Viewer } from "~/shared/viewer";
import { hasWaitingPlayerCommands, publishPlayerSnapshot, subscribePlayer } from "../api/commands";
import { peekSavedPlaylist, playerOwnerId, readPlayerSettings, writePlayerSettings } from "../sync/local-data";
import type { QueueSong } from "~/shared/song";
import { fetchAccountPlaylist } from "../sync/player-api";
import { guestMoveWaiting } from "../api/guest-data";
import type { GuestMoveReport } from "../sync/guest-move";
import { GuestMoveToast } from "./guest-move-toast";
import { watchSignOut } from "../sync/sign-out";

const PlayerPanel = lazy(() => import("./panel"));

/** What the shell learned before deciding whether to load the panel. */
interface Start {
  hasSongs: boolean;
  /** An account's list fetched by the shell (no usable local copy), handed to the panel. */
  serverSongs: QueueSong[] | null;
}

/**
 * The header's real height on the root as --site-header-height: it takes two
 * rows when its links do not fit on one (English at 1280 px), and the closed
 * panel's tab and sticky asides keep below it, not over its second row.
 */
function followHeaderHeight() {
  const header = document.querySelector<HTMLElement>(".site-header");
  if (!header) return;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => root.style.setProperty("--site-header-height", `${header.offsetHeight}px`));
  observer.observe(header);
  return () => {
    observer.disconnect();
    root.style.removeProperty("--site-header-height");
  };
}

/**
 * The toast's height (and 8 px each side) on the root as --toast-lane-height,
 * 0 without one: a phone's open panel ends above it, so a toast never covers the
 * panel's controls (player.css). Toasts come and go with the root's flash message.
 */
function followToastLane() {
  const root = document.documentElement;
  let last = "";
  const update = () => {
    const toast = document.querySelector<HTMLElement>(".toaster .toast");
    const next = toast ? `${toast.offsetHeight + 16}px` : "0px";
    if (next !== last) root.style.setProperty("--toast-lane-height", (last = next));
  };
  const observer = new MutationObserver(update);
  observer.observe(document.body, { childList: true, subtree: true });
  update();
  return () => {
    observer.disconnect();
    root.style.removeProperty("--toast-lane-height");
  };
}

/** Decided once per viewer (the island is keyed by the viewer's id). */
function useStart(viewer: Viewer, onMoved: (report: GuestMoveReport | null) => void): Start | null {
  const [start, setStart] = useState<Start | null>(null);
  const guest = isGuest(viewer);
  const ownerId = playerOwnerId(viewer);
  const { id } = viewer;
  // A sign-out already under way (the island loads after hydration): the
  // account's list would only answer 401, and the island goes with the viewer.
  const signingOut = useNavigation().formAction?.startsWith("/auth/logout") ?? false;
  useEffect(() => {
    if (signingOut) return;
    let active = true;
    const begin = () => {
      if (!active) return;
      const local = peekSavedPlaylist(ownerId);
      if (local !== "unknown" || guest) {
        setStart({ hasSongs: local === "songs", serverSongs: null });
        return;
      }
      // Spec §4: no local copy of this account's playlist, so the server's list.
      fetchAccountPlaylist(id).then(
        (songs) => active && setStart({ hasSongs: songs.length > 0, serverSongs: songs }),
        // The panel tries again (and says so) if it is opened.
        () => active && setStart({ hasSongs: false, serverSongs: null })
      );
    };
    // Signed in from guest mode: the guest's queue and sections move in first (decision 120).
    if (!guest && guestMoveWaiting()) {
      import("./panel")
        .then(({ moveGuestDataHere }) => moveGuestDataHere(id))
        .then((report) => active && onMoved(report), (error) => console.warn("Moving the guest's work failed; retried on the next page", error))
        .finally(begin);
    } else begin();
    return () => {
      active = false;
    };
  }, [id, ownerId, guest, signingOut, onMoved]);
  return start;
}

export default function ViewerIsland({ viewer, youtubeApiUrl }: { viewer: Viewer; youtubeApiUrl: string }) {
  const { t } = useTranslation("player");
  const [open, setOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [{ mini, docked }, setDock] = useState({ mini: false, docked: false });
  const [moved, setMoved] = useState<GuestMoveReport | null>(null);
  const start = useStart(viewer, setMoved);
  // A page's command waits for the panel: load it.
  const commandsWaiting = useSyncExternalStore(subscribePlayer, hasWaitingPlayerCommands, () => false);

  useEffect(() => setOpen(readPlayerSettings().panelOpen), []);
  useEffect(watchSignOut, []);
  useEffect(followHeaderHeight, []);
  useEffect(followToastLane, []);

  const setPanelOpen = useCallback((next: boolean) => {
    writePlayerSettings({ panelOpen: next });
    setOpen(next);
    if (!next) setFullscreen(false);
  }, []);
  const toggle = () => setPanelOpen(!open);
  const openPanel = useCallback(() => setPanelOpen(true), [setPanelOpen]);

  // On a desktop the open panel takes its width from the page, which reflows (player.css).
  // What the player docks at the bottom of the screen (the closed bar, the mini-player, a
  // docked video) gives the root its --player-dock-height (player.css): the page, the toasts
  // and the bottom navigation's sheet keep above it.
  const dockState = open ? "open" : docked ? "video" : mini ? "mini" : "closed";
  useEffect(() => {
    const root = document.documentElement;
    if (open) root.dataset.playerOpen = "";
    else delete root.dataset.playerOpen;
    root.dataset.playerDock = dockState;
    return () => {
      delete root.dataset.playerOpen;
      delete root.dataset.playerDock;
    };
  }, [open, dockState]);
  // The karaoke view: the Fullscreen API where the browser has it, else (iOS Safari) the
  // full-viewport view alone; leaving the browser's fullscreen (Esc) leaves the view.
  const changeFullscreen = useCallback((next: boolean) => {
    setFullscreen(next);
    if (next) {
      setOpen(true);
      const element = document.getElementById("player");
      element?.requestFullscreen?.().catch(() => {});
    } else if (document.fullscreenElement) {
      document.exitFullscreen().catch(() => {});
    }
  }, []);
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setFullscreen(false);
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  // Pages may show a next step for an empty queue before the panel exists (the panel publishes once loaded).
  useEffect(() => {
    if (start && !start.hasSongs) publishPlayerSnapshot({ queueLength: 0, currentYoutubeId: null });
  }, [start]);

  // Once loaded the panel stays: closing it only hides it, and the video plays on.
  const [load, setLoad] = useState(false);
  useEffect(() => {
    if (start && (open || start.hasSongs || commandsWaiting)) setLoad(true);
  }, [start, open, commandsWaiting]);
  const toggleLabel = open ? t("toggle.close") : t("toggle.open");
  // The panel sits right after the header in the document (and so in the tab order), where
  // the root leaves a slot; it is fixed on screen, so where it is in the DOM changes nothing else.
  const [slot] = useState(() => document.getElementById("player-slot"));
  const aside = (
    <aside
      id="player"
      className="player"
      aria-label={t("region")}
      data-open={open}
      data-fullscreen={fullscreen || undefined}
      data-mini={(mini && !open) || undefined}
      data-dock={(docked && !open && !fullscreen) || undefined}
    >
      <button
        type="button"
        className="player__toggle player__toggle--desktop"
        aria-label={toggleLabel}
        aria-expanded={open}
        aria-controls="player-body"
        onClick={toggle}
      >
        {open ? t("toggle.desktopClose") : t("toggle.desktopOpen")}
      </button>
      <button
        type="button"
        className="player__toggle player__toggle--mobile"
        aria-label={toggleLabel}
        aria-expanded={open}
        aria-controls="player-body"
        onClick={toggle}
      >
        {open ? t("toggle.mobileClose") : t("toggle.mobileOpen")}
      </button>
      <div id="player-body" className="player__body">
        {load && start ? (
          <Suspense fallback={<p className="player__loading">{t("loading")}</p>}>
            <PlayerPanel
              viewer={viewer}
              youtubeApiUrl={youtubeApiUrl}
              serverSongs={start.serverSongs}
              open={open}
              onOpen={openPanel}
              onDockChange={setDock}
              fullscreen={fullscreen}
              onFullscreenChange={changeFullscreen}
            />
          </Suspense>
        ) : open ? (
          <p className="player__loading">{t("loading")}</p>
        ) : null}
      </div>
    </aside>
  );
  return (
    <>
      {slot ? createPortal(aside, slot) : aside}
      <div className="player-spacer" />
      {moved ? <GuestMoveToast report={moved} onClose={() => setMoved(null)} /> : null}
    </>
  );
}
