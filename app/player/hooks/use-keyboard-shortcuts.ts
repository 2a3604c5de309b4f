// The player's keyboard: the shortcuts (model/shortcuts.ts) whenever a song is
// loaded, the panel open or closed (issue 25), with their help dialog, and
// Escape leaving the karaoke view.
import { useEffect, useRef, useState } from "react";
import type { QueueSong } from "~/shared/song";
import { SHORTCUT_SEEK_S, shortcutFor, shortcutRuns } from "../model/shortcuts";
import type { PlayerEngine } from "./use-player-engine";
import type { Sections } from "./use-sections";

/** Escape leaves the karaoke view (unless something on top of it took the key). */
export function useEscapeLeavesFullscreen(fullscreen: boolean, onFullscreenChange: (fullscreen: boolean) => void): void {
  useEffect(() => {
    if (!fullscreen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) onFullscreenChange(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [fullscreen, onFullscreenChange]);
}

export function useKeyboardShortcuts({
  open,
  onOpen,
  engine,
  sections,
  song,
  playing,
}: {
  /** Whether the panel is open (closed, only the keys model/shortcuts.ts allows then run). */
  open: boolean;
  /** Opens the panel (the help, asked for while it is closed). */
  onOpen: () => void;
  engine: PlayerEngine;
  sections: Sections;
  /** The current song. */
  song: QueueSong | null;
  playing: boolean;
}): { helpOpen: boolean; setHelpOpen: (open: boolean) => void } {
  const { state } = engine;
  const [helpOpen, setHelpOpen] = useState(false);
  const onShortcut = useRef<(event: KeyboardEvent) => void>(() => {});
  onShortcut.current = (event) => {
    if (event.defaultPrevented) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    const action = shortcutFor({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      targetTag: target?.tagName,
      targetRole: target?.getAttribute("role"),
      targetEditable: target?.isContentEditable,
    });
    if (!action || !shortcutRuns(action, { panelOpen: open, songLoaded: song !== null })) return;
    event.preventDefault();
    if (action === "help") {
      if (!open) onOpen();
      setHelpOpen(true);
      return;
    }
    switch (action) {
      case "togglePlay":
        if (playing) engine.pause();
        else engine.play();
        return;
      case "seekBack":
      case "seekForward": {
        sections.clock.refresh();
        const step = action === "seekBack" ? -SHORTCUT_SEEK_S : SHORTCUT_SEEK_S;
        const end = state.duration > 0 ? state.duration : Number.POSITIVE_INFINITY;
        engine.seek(Math.min(end, Math.max(0, sections.clock.time() + step)));
        return;
      }
      case "setStart":
        sections.markBoundary("start");
        return;
      case "setEnd":
        sections.markBoundary("end");
        return;
      case "toggleRepeat":
        sections.toggleRepeat();
        return;
      case "next":
        engine.next();
        return;
      case "previous":
        engine.previous();
        return;
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onShortcut.current(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
  return { helpOpen, setHelpOpen };
}
