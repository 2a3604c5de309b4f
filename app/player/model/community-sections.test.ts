import { describe, expect, test } from "vitest";
import type { CommunitySection } from "~/schemas/section";
import { communityToShow, lyricsIdle, toDisplaySection } from "./community-sections";

const shared = (id: number, start: number, end: number, lyrics: string, lineNumber = 1): CommunitySection => ({
  id,
  name: `chant ${id}`,
  start,
  end,
  lyrics,
  pronunciation: null,
  lineNumber,
  nickname: "팬",
});

describe("community chants", () => {
  test("ordered by start, then line number; my copies (same range and lyrics) are left out", () => {
    const community = [shared(1, 30, 40, "셋"), shared(2, 10, 20, "둘", 2), shared(3, 10, 20, "하나", 1), shared(4, 5, 8, "copy")];
    const mine = [{ start: 5, end: 8, lyrics: " copy " }];
    expect(communityToShow(community, mine).map((section) => section.id)).toEqual([3, 2, 1]);
  });

  test("a shared chant in the display: its own id space, a lyrics section, marked shared", () => {
    expect(toDisplaySection(shared(7, 1, 2, "가자"))).toMatchObject({ id: "shared_7", type: 2, shared: true, lyrics: "가자" });
  });

  test("the chant part is kept, so the display can mark the fans' part", () => {
    expect(toDisplaySection({ ...shared(8, 0, 12, "하나 둘 셋"), part: "fans" }).part).toBe("fans");
    expect(toDisplaySection({ ...shared(9, 0, 12, "다 같이"), part: "artist" }).part).toBe("artist");
    // Older answers without a part: none is invented.
    expect(toDisplaySection(shared(10, 0, 12, "응원")).part).toBeUndefined();
  });
});

describe("the lyrics display with no line playing (issue 25)", () => {
  const lines = [{ start: 20 }, { start: 45 }];
  test("says when the next line starts", () => {
    expect(lyricsIdle(lines, 0, { fansHidden: false })).toEqual({ kind: "next", at: 20 });
    expect(lyricsIdle(lines, 30, { fansHidden: false })).toEqual({ kind: "next", at: 45 });
    // A line starting right now is not "next".
    expect(lyricsIdle(lines, 20, { fansHidden: false })).toEqual({ kind: "next", at: 45 });
  });
  test("after the last line, with none, and with the fans' chants switched off", () => {
    expect(lyricsIdle(lines, 50, { fansHidden: false })).toEqual({ kind: "over" });
    expect(lyricsIdle([], 0, { fansHidden: false })).toEqual({ kind: "none" });
    expect(lyricsIdle([], 0, { fansHidden: true })).toEqual({ kind: "switchedOff" });
  });
});
