// Syllable timing on screen (issue 27, docs/decisions/134-part-lanes-and-syllables.md): the spans
// of a line playing now are marked sung / now / next as the song goes, without React. The clock
// is asked to read the player at exactly each span's start and end (PlaybackClock.watchMoments), and each
// reading sets `data-state` on the spans whose state changed; nothing runs between those moments,
// nothing renders. At every speed: the moments are song times, the clock's timers divide by the rate.
import { useEffect, type RefObject } from "react";
import { spanMarker } from "~/components/chant-lane";
import { hasSpanTimes, spanMoments, type LaneSpan } from "~/shared/chant-lanes";
import type { PlaybackClock } from "./use-playback-clock";

export function useSpanHighlight(
  ref: RefObject<HTMLElement | null>,
  spans: readonly LaneSpan[] | null | undefined,
  clock: PlaybackClock,
  /** Anything that makes the spans' elements new (a display mode): the marks are set again. */
  version?: string,
) {
  useEffect(() => {
    const root = ref.current;
    if (!root || !hasSpanTimes(spans)) return;
    const mark = spanMarker(root, spans);
    const update = () => mark(clock.time());
    update();
    const unsubscribe = clock.subscribe(update);
    const unwatch = clock.watchMoments?.(spanMoments(spans), update);
    return () => {
      unsubscribe();
      unwatch?.();
    };
  }, [ref, spans, clock, version]);
}
