// The player's speed (issue 9): the one chosen in the controls (or sent by
// practice mode), or, while a section that remembers a speed loops, that
// section's (model/section-rate.ts). Applied to the YouTube player whenever
// it changes and after every new video (YouTube starts each at normal speed).
import { useCallback, useEffect, useRef, useState } from "react";
import { chooseRate, followLoop, initialRate, rateInEffect, type LoopRate } from "../model/section-rate";
import type { PlayerEngine } from "./use-player-engine";

export function usePlaybackRate(engine: PlayerEngine, loop: LoopRate | null): { rate: number; choose(rate: number): void } {
  const [state, setState] = useState(initialRate);
  const key = loop?.key ?? null;
  const asked = loop?.rate ?? null;
  useEffect(() => {
    setState((current) => followLoop(current, key === null || asked === null ? null : { key, rate: asked }));
  }, [key, asked]);
  const rate = rateInEffect(state);
  const { ready, setRate } = engine;
  const seq = engine.state.load?.seq;
  /** What the player was last told (YouTube's own start is 1). */
  const applied = useRef(1);
  useEffect(() => {
    if (!ready) return;
    if (rate !== applied.current || rate !== 1) setRate(rate);
    applied.current = rate;
    // `setRate` is a new function every render; the player is the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, rate, seq]);
  const choose = useCallback((next: number) => setState((current) => chooseRate(current, next)), []);
  return { rate, choose };
}
