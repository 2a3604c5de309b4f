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
import { song } from "../model/test-songs";
import { knownQueueLength } from "./queue-length";
import { PLAYER_PLAYLIST_STORAGE_KEY } from "~/shared/storage-keys";

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

  test("the queue's known length: the player's figure, else the viewer's saved copy here, else unknown", () => {
    const saved = new Map<string, string>();
    vi.stubGlobal("localStorage", { getItem: (key: string) => saved.get(key) ?? null });
    const account = { id: "u1", provider: "password" } as const;
    const guest = { id: "g1", provider: "guest" } as const;
    // Nothing saved and no player yet: unknown.
    expect(knownQueueLength(account)).toBeNull();
    saved.set(PLAYER_PLAYLIST_STORAGE_KEY, JSON.stringify({ userId: "u1", playlist: [song("aaaaaaaaaaa"), song("bbbbbbbbbbb")] }));
    expect(knownQueueLength(account)).toBe(2);
    // Someone else's copy says nothing about this viewer's queue; guests share the owner "guest".
    expect(knownQueueLength({ id: "u2", provider: "password" })).toBeNull();
    // A guest's queue is only ever in this browser: no copy of theirs is an empty queue.
    expect(knownQueueLength(guest)).toBe(0);
    saved.set(PLAYER_PLAYLIST_STORAGE_KEY, JSON.stringify({ userId: "guest", playlist: [song("ccccccccccc")] }));
    expect(knownQueueLength(guest)).toBe(1);
    saved.set(PLAYER_PLAYLIST_STORAGE_KEY, JSON.stringify({ userId: "guest", playlist: [] }));
    expect(knownQueueLength(guest)).toBe(0);
    // Once the player publishes its figure, that is what counts.
    publishPlayerSnapshot({ queueLength: 5, currentYoutubeId: null });
    expect(knownQueueLength(account)).toBe(5);
    vi.unstubAllGlobals();
  });
});
