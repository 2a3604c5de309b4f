import { describe, expect, test } from "vitest";
import { setBoundary, shortcutFor, shortcutRuns, type ShortcutAction } from "./shortcuts";

describe("keyboard shortcuts", () => {
  test("each key's action", () => {
    const cases: Array<[string, string | null]> = [
      [" ", "togglePlay"],
      ["ArrowLeft", "seekBack"],
      ["ArrowRight", "seekForward"],
      ["[", "setStart"],
      ["]", "setEnd"],
      ["l", "toggleRepeat"],
      ["L", "toggleRepeat"],
      ["n", "next"],
      ["P", "previous"],
      ["?", "help"],
      ["x", null],
    ];
    for (const [key, action] of cases) expect(shortcutFor({ key, targetTag: "BODY" }), key).toBe(action);
  });

  test("never while typing, with a modifier, or when the focused control uses the key", () => {
    expect(shortcutFor({ key: "n", targetTag: "INPUT" })).toBeNull();
    expect(shortcutFor({ key: " ", targetTag: "TEXTAREA" })).toBeNull();
    expect(shortcutFor({ key: "l", targetTag: "SELECT" })).toBeNull();
    expect(shortcutFor({ key: "p", targetTag: "DIV", targetEditable: true })).toBeNull();
    expect(shortcutFor({ key: "n", ctrlKey: true })).toBeNull();
    expect(shortcutFor({ key: "ArrowLeft", metaKey: true })).toBeNull();
    expect(shortcutFor({ key: " ", targetTag: "BUTTON" })).toBeNull();
    expect(shortcutFor({ key: "ArrowRight", targetTag: "DIV", targetRole: "slider" })).toBeNull();
    expect(shortcutFor({ key: "ArrowLeft", targetTag: "BUTTON", targetRole: "tab" })).toBeNull();
    // A grouped marker's menu of sections (its items move with the arrows).
    expect(shortcutFor({ key: "ArrowLeft", targetTag: "BUTTON", targetRole: "menuitem" })).toBeNull();
    // A focused button still lets the letters and the arrows through.
    expect(shortcutFor({ key: "n", targetTag: "BUTTON" })).toBe("next");
    expect(shortcutFor({ key: "ArrowRight", targetTag: "BUTTON" })).toBe("seekForward");
  });

  test("[ and ] set the range's ends; an end that would not leave the shortest section drops the other", () => {
    expect(setBoundary({ start: null, end: null }, "start", 12.3456)).toEqual({
      start: 12.346,
      end: null,
    });
    expect(setBoundary({ start: 12, end: null }, "end", 20)).toEqual({
      start: 12,
      end: 20,
    });
    expect(setBoundary({ start: 12, end: 20 }, "start", 15)).toEqual({
      start: 15,
      end: 20,
    });
    expect(setBoundary({ start: 12, end: 20 }, "start", 25)).toEqual({
      start: 25,
      end: null,
    });
    expect(setBoundary({ start: 12, end: 20 }, "end", 10)).toEqual({
      start: null,
      end: 10,
    });
  });

  test("issue 25: with a song loaded the playback keys run with the panel closed; [ and ] only with it open", () => {
    const playback: ShortcutAction[] = ["togglePlay", "seekBack", "seekForward", "toggleRepeat", "next", "previous"];
    for (const action of playback) {
      expect(shortcutRuns(action, { panelOpen: false, songLoaded: true }), action).toBe(true);
      expect(shortcutRuns(action, { panelOpen: true, songLoaded: true }), action).toBe(true);
      // Nothing loaded: the key is the page's (Space scrolls it).
      expect(shortcutRuns(action, { panelOpen: false, songLoaded: false }), action).toBe(false);
      expect(shortcutRuns(action, { panelOpen: true, songLoaded: false }), action).toBe(false);
    }
    for (const action of ["setStart", "setEnd"] as const) {
      expect(shortcutRuns(action, { panelOpen: false, songLoaded: true })).toBe(false);
      expect(shortcutRuns(action, { panelOpen: true, songLoaded: true })).toBe(true);
    }
    expect(shortcutRuns("help", { panelOpen: true, songLoaded: false })).toBe(true);
    expect(shortcutRuns("help", { panelOpen: false, songLoaded: true })).toBe(true);
    expect(shortcutRuns("help", { panelOpen: false, songLoaded: false })).toBe(false);
    // Alt, Ctrl or ⌘ with Space: never ours.
    expect(shortcutFor({ key: " ", altKey: true, targetTag: "BODY" })).toBeNull();
  });
});
