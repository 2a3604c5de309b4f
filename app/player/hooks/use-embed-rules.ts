// YouTube's embedding rules in every state of the player (issue 25, item 6;
// docs/decisions/122-player-within-youtube-rules.md): whenever the video plays,
// its frame is on screen, at least 200×200 px, with nothing of ours over any
// part of it. Closed, the panel docks the video (a 200 px high frame above the
// mini-player) where the screen has room for it; where it has not, it pauses,
// says so and resumes when the panel opens again. As a safety net, a watcher
// checks while the video plays that its frame is big enough, inside the
// viewport and topmost at points across it, and pauses (saying why) if not.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type RefObject,
} from "react";

/** YouTube's minimum embedded player, each side. */
export const MIN_FRAME_PX = 200;
/** The docked video's height (its width: the screen's, or 356 px in a corner). */
export const DOCK_VIDEO_PX = 200;
/** The mini-player's height without the safe-area inset (player.css). */
const MINI_PX = 60;
/** The gaps above and below the docked video (player.css: var(--space-2)). */
const DOCK_GAP_PX = 8;
/** How often the watcher looks, and how many failed looks in a row pause (a moving layout settles first). */
const WATCH_EVERY_MS = 700;
const WATCH_FAILS_TO_PAUSE = 2;

export type HiddenPause = "closed" | "covered" | null;

/** Frames a play on opening waits at most for the frame to be seen (about half a second). */
const PLAY_ON_OPEN_FRAMES = 30;

function cssPixels(name: string): number {
  const value = Number.parseFloat(
    getComputedStyle(document.documentElement).getPropertyValue(name)
  );
  return Number.isFinite(value) ? value : 0;
}

/** Whether a docked video fits between the (sticky) header and the mini-player above the bottom navigation. */
function dockFitsNow(): boolean {
  const header = document.querySelector<HTMLElement>(".site-header");
  const headerBottom = header ? header.getBoundingClientRect().height : 0;
  const bottom = cssPixels("--bottom-nav-height") + MINI_PX + DOCK_GAP_PX;
  const dockTop = window.innerHeight - bottom - DOCK_VIDEO_PX;
  return (
    window.innerWidth >= MIN_FRAME_PX + 2 * DOCK_GAP_PX &&
    dockTop - DOCK_GAP_PX >= headerBottom
  );
}

/** Follows the viewport and the header: whether the screen has room for a docked video. */
export function useDockFits(): boolean {
  const [fits, setFits] = useState(true);
  useEffect(() => {
    const update = () => setFits(dockFitsNow());
    update();
    window.addEventListener("resize", update);
    const header = document.querySelector<HTMLElement>(".site-header");
    const observer = header ? new ResizeObserver(update) : null;
    if (header) observer?.observe(header);
    return () => {
      window.removeEventListener("resize", update);
      observer?.disconnect();
    };
  }, []);
  return fits;
}

/** The video's frame: YouTube's iframe (the fake player's box in tests) inside the host. */
function frameOf(host: HTMLElement | null): HTMLElement | null {
  return (host?.firstElementChild as HTMLElement | null) ?? host;
}

/**
 * Whether the frame is at least 200×200, inside the viewport, and topmost at a
 * 3×3 grid of points across it (YouTube's rules, checked as a browser sees them).
 */
export function frameIsSeen(frame: HTMLElement): boolean {
  const rect = frame.getBoundingClientRect();
  if (rect.width < MIN_FRAME_PX - 0.5 || rect.height < MIN_FRAME_PX - 0.5)
    return false;
  if (rect.left < -0.5 || rect.top < -0.5) return false;
  if (
    rect.right > window.innerWidth + 0.5 ||
    rect.bottom > window.innerHeight + 0.5
  )
    return false;
  for (const fx of [0.1, 0.5, 0.9]) {
    for (const fy of [0.1, 0.5, 0.9]) {
      const hit = document.elementFromPoint(
        rect.left + rect.width * fx,
        rect.top + rect.height * fy
      );
      if (!hit || !(hit === frame || frame.contains(hit))) return false;
    }
  }
  return true;
}

/**
 * The rules as the panel applies them. `open`: the panel is open (or the
 * karaoke view shows); `playing`: the video plays or buffers.
 */
export function useEmbedRules({
  open,
  playing,
  hasSong,
  hostRef,
  play,
  pause,
}: {
  open: boolean;
  playing: boolean;
  hasSong: boolean;
  hostRef: RefObject<HTMLElement>;
  play: () => void;
  pause: () => void;
}) {
  const dockFits = useDockFits();
  // The engine's functions are new on each render: the effects below call the latest.
  const controls = useRef({ play, pause });
  controls.current = { play, pause };
  const [hidden, setHidden] = useState<HiddenPause>(null);
  /** Play once the panel is open (the mini-player's play where no video can dock). */
  const playOnOpen = useRef(false);
  /** The frame request of a play waiting for the open panel's frame to be seen. */
  const pendingPlay = useRef(0);
  const docked = !open && hasSong && playing && dockFits;

  // Reopened: it resumes where it was — once the frame is seen in the open panel (the panel's
  // layout settles over a frame or two after it opens: a play before that would be a play the
  // viewer cannot see). At most PLAY_ON_OPEN_FRAMES frames; the safety net below watches after.
  useEffect(() => {
    if (!open) return;
    if (hidden === "closed" || playOnOpen.current) {
      playOnOpen.current = false;
      setHidden(null);
      let frames = 0;
      const playWhenSeen = () => {
        pendingPlay.current = 0;
        const frame = frameOf(hostRef.current);
        if (!frame || frameIsSeen(frame) || ++frames >= PLAY_ON_OPEN_FRAMES) controls.current.play();
        else pendingPlay.current = requestAnimationFrame(playWhenSeen);
      };
      playWhenSeen();
    }
  }, [open, hidden, hostRef]);
  // Closed again (or gone) before it played: no play.
  useEffect(() => {
    if (open) return;
    cancelAnimationFrame(pendingPlay.current);
    pendingPlay.current = 0;
  }, [open]);
  useEffect(() => () => cancelAnimationFrame(pendingPlay.current), []);

  // Playing again (by any control) clears the notice.
  const wasPlaying = useRef(playing);
  useEffect(() => {
    if (playing && !wasPlaying.current) setHidden(null);
    wasPlaying.current = playing;
  }, [playing]);

  // Closed where no video can dock: no play the viewer cannot see.
  useEffect(() => {
    if (!open && playing && !dockFits) {
      controls.current.pause();
      setHidden("closed");
    }
  }, [open, playing, dockFits]);

  // The safety net: while it plays, the frame must be seen.
  useEffect(() => {
    if (!playing) return;
    let fails = 0;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "visible") return;
      const frame = frameOf(hostRef.current);
      if (!frame) return;
      fails = frameIsSeen(frame) ? 0 : fails + 1;
      if (fails >= WATCH_FAILS_TO_PAUSE) {
        fails = 0;
        controls.current.pause();
        setHidden(open || dockFits ? "covered" : "closed");
      }
    }, WATCH_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [playing, open, dockFits, hostRef]);

  /** The mini-player's play: docked where it fits, else the panel opens and plays. */
  const playFromMini = useCallback(
    (openPanel: () => void) => {
      if (dockFits) {
        setHidden(null);
        controls.current.play();
        return;
      }
      playOnOpen.current = true;
      openPanel();
    },
    [dockFits]
  );

  return {
    docked,
    dockFits,
    hidden,
    dismissHidden: () => setHidden(null),
    playFromMini,
  };
}
