import { expect, test } from "vitest";
import { titleInitial } from "./song-thumbnail";

test("the placeholder's letter: the title's first letter or digit in any script, else a note", () => {
  expect(titleInitial("dynamite")).toBe("D");
  expect(titleInitial("  (여자)아이들 - 퀸카")).toBe("여");
  expect(titleInitial("#1 song")).toBe("1");
  expect(titleInitial("!!!")).toBe("♪");
});
