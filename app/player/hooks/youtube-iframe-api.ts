// A typed loader for YouTube's IFrame Player API: the few members the player
// uses, one <script> per page however often it is asked for. The 5 s load
// timeout lives in the hook that waits for it (use-youtube-player.ts).
// See docs/decisions/021-youtube-iframe-loader.md for why not react-youtube.

/** YT.PlayerState */
export const YT_STATE = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } as const;

export interface YTVideoRequest {
  videoId: string;
  startSeconds?: number;
}

export interface YTPlayer {
  playVideo(): void;
  pauseVideo(): void;
  stopVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  loadVideoById(request: YTVideoRequest): void;
  cueVideoById(request: YTVideoRequest): void;
  getCurrentTime(): number;
  getDuration(): number;
  /** The loaded video's youtube.com URL (watch?v=…): which video getDuration describes. */
  getVideoUrl(): string;
  getPlayerState(): number;
  setPlaybackRate(rate: number): void;
  getPlaybackRate(): number;
  /** The rates this video can play at (YouTube: 0.25 to 2; some videos only 1). */
  getAvailablePlaybackRates(): number[];
  destroy(): void;
}

export interface YTEvent<Data = undefined> {
  target: YTPlayer;
  data: Data;
}

export interface YTPlayerOptions {
  width?: number | string;
  height?: number | string;
  host?: string;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: YTEvent) => void;
    onStateChange?: (event: YTEvent<number>) => void;
    onError?: (event: YTEvent<number>) => void;
  };
}

export interface YTNamespace {
  Player: new (element: HTMLElement, options: YTPlayerOptions) => YTPlayer;
  loaded?: number;
}

declare global {
  interface Window {
    YT?: YTNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let loading: Promise<YTNamespace> | null = null;

function loadedApi(): YTNamespace | null {
  const yt = window.YT;
  return yt?.Player && yt.loaded === 1 ? yt : null;
}

/**
 * Resolves with `YT` once YouTube's script (or the fake at `src`) calls
 * onYouTubeIframeAPIReady; rejects if the script cannot be fetched, so a
 * later call may try again.
 */
export function loadYouTubeIframeApi(src: string): Promise<YTNamespace> {
  const ready = loadedApi();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<YTNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      resolve(window.YT!);
    };
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error(`The YouTube IFrame API could not be loaded from ${src}`));
    };
    document.head.append(script);
  });
  return loading;
}
