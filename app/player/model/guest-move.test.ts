import { describe, expect, test } from "vitest";
import { findAlreadyUploaded, mergeGuestQueue, type SectionLike, type ServerSectionLike } from "./guest-move";
import { A, B, C, D } from "./test-songs";

describe("a guest's queue moving into the account's", () => {
  test("the account's songs stay first, the guest's follow in their order", () => {
    const merged = mergeGuestQueue([A], [B, C], 100);
    expect(merged.songs.map((song) => song.youtubeId)).toEqual([A, B, C].map((song) => song.youtubeId));
    expect(merged.added).toEqual([B, C]);
    expect(merged.alreadyThere).toBe(0);
    expect(merged.leftOut).toBe(0);
  });

  test("a video the account already queues is not doubled", () => {
    const merged = mergeGuestQueue([A, B], [B, C, A], 100);
    expect(merged.songs.map((song) => song.title)).toEqual(["Dynamite", "TT", "Hype Boy"]);
    expect(merged.added).toEqual([C]);
    expect(merged.alreadyThere).toBe(2);
  });

  test("running it again after it was saved adds nothing (a reload mid-way)", () => {
    const first = mergeGuestQueue([A], [B, C], 100);
    const again = mergeGuestQueue(first.songs, [B, C], 100);
    expect(again.added).toEqual([]);
    expect(again.songs).toEqual(first.songs);
  });

  test("nothing goes past the queue's limit; what did not fit is counted", () => {
    const merged = mergeGuestQueue([A, B], [C, D], 3);
    expect(merged.songs).toEqual([A, B, C]);
    expect(merged.added).toEqual([C]);
    expect(merged.leftOut).toBe(1);
  });

  test("an empty account takes the guest's queue as it is", () => {
    expect(mergeGuestQueue([], [C, A], 100).songs).toEqual([C, A]);
  });
});

const local = (fields: Partial<SectionLike> = {}): SectionLike => ({
  id: "1763712000000",
  youtubeId: "gdZLi9oWNZg",
  songId: "gdZLi9oWNZg",
  name: "멤버 콜",
  start: 8,
  end: 20.5,
  lyrics: "하나 둘 셋",
  type: 2,
  serverId: null,
  ...fields,
});

const remote = (fields: Partial<ServerSectionLike> = {}): ServerSectionLike => ({
  id: 41,
  songYouTubeId: "gdZLi9oWNZg",
  name: "멤버 콜",
  startTime: 8,
  endTime: 20.5,
  lyrics: "하나 둘 셋",
  type: 2,
  ...fields,
});

describe("sections the server already has", () => {
  test("an identical section on the server is recognised, not uploaded again", () => {
    expect(findAlreadyUploaded([local()], [remote()])).toEqual(new Map([["1763712000000", 41]]));
  });

  test("a different name, range, song, type or lyrics is another section", () => {
    for (const other of [
      remote({ name: "후렴" }),
      remote({ startTime: 9 }),
      remote({ endTime: 21 }),
      remote({ songYouTubeId: "ePpPVE-GGJw" }),
      remote({ type: 1 }),
      remote({ lyrics: null }),
    ]) {
      expect(findAlreadyUploaded([local()], [other]).size).toBe(0);
    }
  });

  test("a server section pairs with one local section only, and never with one already known", () => {
    const twins = [local({ id: "1" }), local({ id: "2" })];
    expect(findAlreadyUploaded(twins, [remote()])).toEqual(new Map([["1", 41]]));
    expect(findAlreadyUploaded([local({ id: "3", serverId: 41 }), local({ id: "4" })], [remote()]).size).toBe(0);
  });

  test("local sections already uploaded are left alone", () => {
    expect(findAlreadyUploaded([local({ serverId: 7 })], [remote()]).size).toBe(0);
  });
});
