// The YouTube player as React sees it: the API script (with the spec's 5 s
// load timeout), one YT.Player created when the first song needs it, and
// every load request applied exactly once.
import { useEffect, useRef, useState, type RefObject } from "react";
import { VIDEO_API_LOAD_TIMEOUT_MS } from "~/shared/constants";
import type { LoadRequest } from "../model/player-reducer";
import { loadYouTubeIframeApi, type YTNamespace, type YTPlayer } from "./youtube-iframe-api";

export type YouTubeApiStatus = "loading" | "ready" | "timeout";

/** Loads the IFrame API; "timeout" once 5 s pass without it (it may still arrive later). */
export function useYouTubeApi(src: string, wanted: boolean): { api: YTNamespace | null; status: YouTubeApiStatus } {
  const [api, setApi] = useState<YTNamespace | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!wanted || api) return;
    let active = true;
    const timer = setTimeout(() => setTimedOut(true), VIDEO_API_LOAD_TIMEOUT_MS);
    loadYouTubeIframeApi(src).then(
      (loaded) => {
        if (!active) return;
        clearTimeout(timer);
        setApi(() => loaded);
      },
      () => {
        if (active) setTimedOut(true);
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [src, wanted, api]);
  return { api, status: api ? "ready" : timedOut ? "timeout" : "loading" };
}

export interface YouTubePlayerEvents {
  /** A load request is being applied: a new play of a video starts. */
  onLoad(request: LoadRequest): void;
  onStateChange(player: YTPlayer, state: number): void;
  onError(player: YTPlayer, code: number): void;
}

/**
 * Creates the YT.Player inside `hostRef` once the API is there and a song
 * needs showing, applies each new `load` (load or cue), stops when the
 * playlist empties, and destroys the player on unmount.
 */
export function useYouTubePlayer(
  api: YTNamespace | null,
  load: LoadRequest | null,
  events: YouTubePlayerEvents,
): { hostRef: RefObject<HTMLDivElement>; playerRef: RefObject<YTPlayer | null>; ready: boolean } {
  const hostRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<YTPlayer | null>(null);
  const [ready, setReady] = useState(false);
  const eventsRef = useRef(events);
  eventsRef.current = events;
  const applied = useRef<number | null>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!api || !load || playerRef.current || !host) return;
    // YouTube replaces this element with its iframe; React never renders into it.
    const target = document.createElement("div");
    host.append(target);
    playerRef.current = new api.Player(target, {
      width: "100%",
      height: "100%",
      playerVars: { playsinline: 1, rel: 0, origin: window.location.origin },
      events: {
        onReady: () => setReady(true),
        onStateChange: (event) => eventsRef.current.onStateChange(event.target, event.data),
        onError: (event) => eventsRef.current.onError(event.target, event.data),
      },
    });
  }, [api, load]);

  useEffect(
    () => () => {
      playerRef.current?.destroy();
      playerRef.current = null;
    },
    [],
  );

  useEffect(() => {
    const player = playerRef.current;
    if (!ready || !player) return;
    if (!load) {
      if (applied.current !== null) player.stopVideo();
      applied.current = null;
      return;
    }
    if (applied.current === load.seq) return;
    applied.current = load.seq;
    eventsRef.current.onLoad(load);
    const request = { videoId: load.youtubeId, startSeconds: load.startSeconds };
    if (load.autoplay) player.loadVideoById(request);
    else player.cueVideoById(request);
  }, [ready, load]);

  return { hostRef, playerRef, ready };
}
