// Spec §4 "Play count": a play is registered once per song after 30 s of
// cumulative play, counted from 1 s ticks; a gap over 5 s between ticks
// (a seek, a sleeping tab) adds nothing. Time is the player's media time in
// seconds, so both a seek and a long pause between ticks show up as a gap.
import { PLAY_COUNT_THRESHOLD_S, TICK_GAP_IGNORED_ABOVE_S } from "~/shared/constants";

export class PlayCountTracker {
  /** Whole milliseconds, so fractional media times add up exactly. */
  private playedMs = 0;
  private lastTime: number | null = null;
  private registered = false;

  /** A video was loaded: a new play of it starts (even of the same song). */
  load(): void {
    this.playedMs = 0;
    this.lastTime = null;
    this.registered = false;
  }

  /** Playback (re)started at this media time. */
  resume(mediaTime: number): void {
    this.lastTime = mediaTime;
  }

  /** Playback paused, ended or buffered at this media time: what was played up to it counts. */
  pause(mediaTime: number): boolean {
    const due = this.tick(mediaTime);
    this.lastTime = null;
    return due;
  }

  /** A 1 s tick while playing. True exactly once per play: when 30 s have been reached. */
  tick(mediaTime: number): boolean {
    if (this.lastTime !== null) {
      const gap = mediaTime - this.lastTime;
      if (gap > 0 && gap <= TICK_GAP_IGNORED_ABOVE_S) this.playedMs += Math.round(gap * 1000);
    }
    this.lastTime = mediaTime;
    if (this.registered || this.playedMs < PLAY_COUNT_THRESHOLD_S * 1000) return false;
    this.registered = true;
    return true;
  }

  /** Seconds counted so far in this play. */
  get playedSeconds(): number {
    return this.playedMs / 1000;
  }
}
