import { afterEach, describe, expect, test, vi } from "vitest";
import {
  hasWaitingPlayerCommands,
  NO_PLAYBACK,
  publishPlayerSnapshot,
  readPlayerPlayback,
  registerPlayerCommandHandler,
  registerPlayerPlayback,
  resetPlayerCommands,
  sendPlayerCommand,
  subscribePlayer,
  type PlayerCommand,
} from "./commands";
import { song } from "./model/test-songs";

afterEach(resetPlayerCommands);

describe("player commands", () => {
  test("commands sent before the panel loads wait, then reach it in order", () => {
    const first: PlayerCommand = { type: "enqueue", songs: [song("aaaaaaaaaaa")] };
    const second: PlayerCommand = { type: "playSong", song: song("bbbbbbbbbbb") };
    sendPlayerCommand(first);
    sendPlayerCommand(second);
    expect(hasWaitingPlayerCommands()).toBe(true);
    const handler = vi.fn();
    registerPlayerCommandHandler(handler);
    expect(handler.mock.calls).toEqual([[first], [second]]);
    expect(hasWaitingPlayerCommands()).toBe(false);
    sendPlayerCommand({ type: "open" });
    expect(handler).toHaveBeenLastCalledWith({ type: "open" });
  });

  test("after the handler unregisters, commands wait again", () => {
    const handler = vi.fn();
    const unregister = registerPlayerCommandHandler(handler);
    unregister();
    sendPlayerCommand({ type: "open" });
    expect(handler).not.toHaveBeenCalled();
    expect(hasWaitingPlayerCommands()).toBe(true);
  });

  test("subscribers hear of a changed snapshot only", () => {
    const listener = vi.fn();
    subscribePlayer(listener);
    publishPlayerSnapshot({ queueLength: 2, currentYoutubeId: "abcdefghijk" });
    publishPlayerSnapshot({ queueLength: 2, currentYoutubeId: "abcdefghijk" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test("the playback is read from the panel when a page asks, nothing before the panel registers", () => {
    expect(readPlayerPlayback()).toEqual(NO_PLAYBACK);
    let time = 10;
    const reader = vi.fn(() => ({ ...NO_PLAYBACK, youtubeId: "abcdefghijk", status: "playing" as const, ready: true, time }));
    const unregister = registerPlayerPlayback(reader);
    expect(readPlayerPlayback()).toMatchObject({ youtubeId: "abcdefghijk", ready: true, time: 10 });
    time = 10.1;
    expect(readPlayerPlayback().time).toBe(10.1);
    expect(reader).toHaveBeenCalledTimes(2);
    // Nobody is told of a reading: pages that use usePlayer() do not render for it.
    const listener = vi.fn();
    subscribePlayer(listener);
    readPlayerPlayback();
    expect(listener).not.toHaveBeenCalled();
    unregister();
    expect(readPlayerPlayback()).toEqual(NO_PLAYBACK);
  });
});
