// The played part of the seek bar (section-seek-bar.tsx) without a frame of the page's own at every
// reading of the clock: while the video plays, one compositor animation carries the fill towards the
// song's end at the playback speed, and a reading restarts it only when the song is elsewhere than
// it shows (a seek, a loop, a stall) or the speed changed. Paused, the fill stands at the time read.
// Most of the panel's main-thread work while playing was these frames (docs/performance.md).
import { useEffect, type RefObject } from "react";
import { clamp } from "../model/time-range";
import type { PlaybackClock } from "./use-playback-clock";

/** How far (s) the song may be from where the fill shows it before the animation is restarted. */
export const FILL_DRIFT_S = 0.25;

interface Run {
  animation: Animation;
  /** The song time it started from (s), at `at` (performance.now()), advancing at `speed`. */
  from: number;
  at: number;
  speed: number;
}

/** Whether a running animation still shows the song at `time` (s), read at `now`, playing at `speed`. */
export function fillInStep(run: Pick<Run, "from" | "at" | "speed">, time: number, speed: number, now: number): boolean {
  return run.speed === speed && Math.abs(run.from + ((now - run.at) / 1000) * speed - time) < FILL_DRIFT_S;
}

export function usePlayedFill(
  ref: RefObject<HTMLElement>,
  clock: PlaybackClock,
  duration: number,
  /** Where a drag along the bar would seek to: the fill shows it, standing. */
  preview: number | null,
) {
  useEffect(() => {
    const fill = ref.current;
    if (!fill) return;
    const scale = (time: number) => `scaleX(${duration > 0 ? clamp(time / duration, 0, 1) : 0})`;
    let run: Run | null = null;
    const stand = (time: number) => {
      run?.animation.cancel();
      run = null;
      fill.style.transform = scale(time);
    };
    if (preview !== null) return stand(preview);
    const follow = () => {
      const time = clock.time();
      const speed = clock.speed();
      if (speed <= 0 || time >= duration || typeof fill.animate !== "function") return stand(time);
      const now = performance.now();
      if (run && fillInStep(run, time, speed, now)) return;
      stand(time);
      const animation = fill.animate([{ transform: scale(time) }, { transform: scale(duration) }], {
        duration: ((duration - time) / speed) * 1000,
        easing: "linear",
      });
      run = { animation, from: time, at: now, speed };
    };
    follow();
    const unsubscribe = clock.subscribe(follow);
    return () => {
      unsubscribe();
      run?.animation.cancel();
    };
  }, [ref, clock, duration, preview]);
}
