// Chant lines drawn in their parts' lanes (issue 27, decision 134) on the fake player and
// Playwright's clock: the four parts with their labels in the panel's lyrics display (axe in the
// light and the dark theme), a line with syllable times highlighted span by span at 1× and 0.75×
// (which span at exact song times), the romanisation above, below and alone, remembered across a
// reload, and practice mode hiding the fans' part. Lines are a guest's, seeded in the browser.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { expectFakePlayer, openPlayerAsGuest, runUntilPlaying, VIDEOS } from "./player-utils";
import { openPausedSong, seedGuestSections, seekBar, videoTime, type SeededSection } from "./section-utils";
import { reviewShot, waitForHydration } from "./utils";

const span = (text: string, start: number | null, end: number | null = null, part: string | null = null) => ({
  text,
  start,
  end,
  part,
});

/**
 * An artist's line with syllable times, the last word the fans' call: boundaries 0.6 s apart
 * from 20.1 s (whole milliseconds of the page's clock at 1× and at 0.75× from a start at 15 s).
 */
const SYLLABLE_SPANS = [
  span("노", 20.1),
  span("래", 20.7),
  span("해", 21.3, 21.9),
  span(" ", null),
  span("아", 22.5, null, "fans"),
  span("미", 23.1, 23.7, "fans"),
];

const LINES: SeededSection[] = [
  { id: "1", name: "노래", start: 20, end: 25, type: 2, lyrics: "노래해 아미", part: "artist", spans: SYLLABLE_SPANS },
  { id: "2", name: "콜", start: 30, end: 34, type: 2, lyrics: "지민! 정국!", part: "fans" },
  { id: "3", name: "떼창", start: 30, end: 34, type: 2, lyrics: "별빛 아래 달려", part: "singalong" },
  { id: "4", name: "가수", start: 35, end: 39, type: 2, lyrics: "우리 함께라면", part: "artist", pronunciation: "uri hamkkeramyeon" },
  { id: "5", name: "다같이", start: 35, end: 39, type: 2, lyrics: "하나 둘 셋", part: "everyone" },
];

/** axe runs on timers: the page's clock runs for it, then stops again (the video is paused). */
async function axe(page: Page) {
  await page.clock.resume();
  await expectNoAxeViolations(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

const display = (page: Page) => page.getByTestId("lyrics-display");
const current = (page: Page) => display(page).locator(".player-lyrics__current:not(.player-lyrics__current--idle)");
const spanStates = (page: Page) =>
  display(page)
    .locator(".player-lyrics__line [data-span]")
    .evaluateAll((spans) => spans.map((element) => element.getAttribute("data-state")));

/** A guest with LINES, the demo video loaded and paused, the page's clock paused. */
async function openWithLines(page: Page) {
  await seedGuestSections(page, VIDEOS.dynamite.id, LINES);
  await openPausedSong(page);
  // Only my lines: the fans' shared chant of this video (0:00~0:12) switched off.
  await display(page).getByRole("checkbox", { name: "Show fans' chants" }).uncheck();
}

/** Seeks with the keyboard to 5 s × steps (paused). */
async function seekSteps(page: Page, steps: number) {
  await seekBar(page).press("Home");
  for (let step = 0; step < steps; step++) await seekBar(page).press("ArrowRight");
  await page.locator("#player-body").evaluate((element) => element.scrollTo(0, 0));
}

/** Runs the page's clock until the video is at `seconds` or just past it (less than a millisecond of song time). */
async function runTo(page: Page, seconds: number, rate: number) {
  const left = Math.ceil(((seconds - (await videoTime(page))) / rate) * 1000 - 1e-6);
  expect(left).toBeGreaterThan(0);
  await page.clock.runFor(left);
  const time = await videoTime(page);
  expect(time).toBeGreaterThanOrEqual(seconds - 1e-6);
  expect(time).toBeLessThan(seconds + 0.001);
}

async function syllablesInTime(page: Page, rate: number) {
  await openWithLines(page);
  if (rate !== 1) {
    await page.getByRole("combobox", { name: "Playback speed" }).selectOption(String(rate));
    await expectFakePlayer(page, { rate });
  }
  await seekSteps(page, 3); // 0:15
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await runUntilPlaying(page);
  await runTo(page, 20.05, rate);
  await expect(current(page)).toHaveCount(1);
  expect(await spanStates(page)).toEqual(["next", "next", "next", "next", "next", "next"]);
  // [time, state of each span]: 노 래 해 ␠ 아 미
  const moments: Array<[number, string[]]> = [
    [20.1, ["now", "next", "next", "next", "next", "next"]],
    [20.69, ["now", "next", "next", "next", "next", "next"]],
    [20.7, ["sung", "now", "next", "next", "next", "next"]],
    [21.3, ["sung", "sung", "now", "now", "next", "next"]],
    [21.9, ["sung", "sung", "sung", "sung", "next", "next"]], // 해 ends: a pause, nothing sung
    [22.5, ["sung", "sung", "sung", "sung", "now", "next"]],
    [23.1, ["sung", "sung", "sung", "sung", "sung", "now"]],
    [23.7, ["sung", "sung", "sung", "sung", "sung", "sung"]],
  ];
  for (const [time, states] of moments) {
    await runTo(page, time, rate);
    await expect.poll(() => spanStates(page), { message: `at ${time} s` }).toEqual(states);
  }
}

test.describe("at 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the four parts with their labels and shapes in the lyrics display, ${colorScheme} theme (axe)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await openWithLines(page);
      await seekSteps(page, 6); // 0:30: the fans' call and the sing-along together
      await expect(current(page)).toHaveCount(2);
      const badges = display(page).locator(".player-lyrics__current .part-badge");
      await expect(badges).toHaveText(["Fans' part", "Sing-along"]);
      await expect(current(page).nth(0)).toHaveClass(/lane--fans/);
      await expect(current(page).nth(1)).toHaveClass(/lane--singalong/);
      // Read with its part first: "Fans' part: 지민! 정국!".
      await expect(current(page).nth(0).locator(".player-lyrics__line")).toHaveText("Fans' part: 지민! 정국!");
      // Not colour alone: each part its own mark and rule.
      const look = (index: number) =>
        current(page)
          .nth(index)
          .evaluate((element) => ({
            rule: getComputedStyle(element).borderLeftStyle,
            mark: getComputedStyle(element.querySelector(".part-badge")!, "::before").content,
          }));
      expect(await look(0)).toEqual({ rule: "solid", mark: '"▲" / ""' });
      expect(await look(1)).toEqual({ rule: "dashed", mark: '"●" / ""' });
      await reviewShot(page, `lanes-fans-singalong-1280-en-${colorScheme}`);
      await axe(page);

      await seekSteps(page, 7); // 0:35: the artist and everyone
      await expect(badges).toHaveText(["Artist's part", "Everyone"]);
      expect(await look(0)).toEqual({ rule: "dotted", mark: '"■" / ""' });
      expect(await look(1)).toEqual({ rule: "double", mark: '"◆" / ""' });
      // The legend, in the View options.
      await display(page).getByText("View", { exact: true }).click();
      const legend = display(page).getByRole("list", { name: "Parts" });
      await expect(legend.getByRole("listitem")).toHaveText([
        "Fans' part what fans shout",
        "Sing-along lyrics fans sing along",
        "Artist's part sung by the artist",
        "Everyone artist and fans together",
      ]);
      await reviewShot(page, `lanes-options-1280-en-${colorScheme}`);
      await axe(page);

      // The syllable line: a span of the fans' call inside the artist's line, in its own lane and named.
      await display(page).getByText("View", { exact: true }).click();
      await seekSteps(page, 4); // 0:20
      const call = display(page).locator(".player-lyrics__line [data-span='4']");
      await expect(call).toHaveClass(/lane-span--fans/);
      await expect(call).toHaveText("(Fans' part) 아");
      await axe(page);
    });
  }

  test("a line with syllable times is highlighted span by span at 1×", async ({ page }) => {
    await syllablesInTime(page, 1);
    await reviewShot(page, "syllables-1280-en");
  });

  test("…and at 0.75×, at the same song times", async ({ page }) => {
    await syllablesInTime(page, 0.75);
  });

  test("romanisation above, below or alone; the choice remembered across a reload", async ({ page }) => {
    await openWithLines(page);
    await seekSteps(page, 7); // 0:35: 우리 함께라면 (hand-corrected) and 하나 둘 셋 (the draft)
    const first = current(page).nth(0);
    const roman = first.locator(".player-lyrics__pronunciation");
    // The default: below the Hangul; the hand correction, and the automatic draft for the other line.
    await expect(roman).toHaveText("uri hamkkeramyeon");
    await expect(current(page).nth(1).locator(".player-lyrics__pronunciation")).toHaveText("hana dul set");
    const order = () =>
      first.evaluate((element) =>
        [...element.children].map((child) => (child.classList.contains("player-lyrics__pronunciation") ? "roman" : "hangul")),
      );
    expect(await order()).toEqual(["hangul", "roman"]);

    await display(page).getByText("View", { exact: true }).click();
    await display(page).getByRole("combobox", { name: "Romanisation" }).selectOption("above");
    expect(await order()).toEqual(["roman", "hangul"]);
    const [romanBox, lineBox] = [await roman.boundingBox(), await first.locator(".player-lyrics__line").boundingBox()];
    expect(romanBox!.y + romanBox!.height).toBeLessThanOrEqual(lineBox!.y + 1);
    await reviewShot(page, "roman-above-1280-en");

    await display(page).getByRole("combobox", { name: "Romanisation" }).selectOption("roman");
    await expect(first.locator(".player-lyrics__line")).toHaveText("Artist's part: uri hamkkeramyeon");
    await expect(current(page).nth(1).locator(".player-lyrics__line")).toHaveText("Everyone: hana dul set");
    await expect(display(page).locator(".player-lyrics__pronunciation")).toHaveCount(0);

    await display(page).getByRole("combobox", { name: "Romanisation" }).selectOption("hangul");
    await expect(first.locator(".player-lyrics__line")).toHaveText("Artist's part: 우리 함께라면");
    await expect(display(page).locator(".player-lyrics__pronunciation")).toHaveCount(0);

    await display(page).getByRole("combobox", { name: "Romanisation" }).selectOption("above");
    expect(await page.evaluate(() => localStorage.getItem("fanchant.romanization"))).toBe("above");
    await page.reload();
    await waitForHydration(page);
    await display(page).getByText("View", { exact: true }).click();
    await expect(display(page).getByRole("combobox", { name: "Romanisation" })).toHaveValue("above");
  });

  test("hiding a part in the lyrics display masks its lines and spans", async ({ page }) => {
    await openWithLines(page);
    await display(page).getByText("View", { exact: true }).click();
    await display(page).getByRole("combobox", { name: "Hidden part" }).selectOption("fans");
    await display(page).getByText("View", { exact: true }).click();
    await seekSteps(page, 6); // 0:30
    await expect(current(page).nth(0).locator(".player-lyrics__line")).toHaveText("Fans' part: Hidden line — try to recall it");
    await expect(current(page).nth(1).locator(".player-lyrics__line")).toHaveText("Sing-along: 별빛 아래 달려");
    await seekSteps(page, 4); // 0:20: the fans' call inside the artist's line, masked
    await expect(display(page).locator(".player-lyrics__line [data-span='4']")).toHaveAttribute("data-masked", "true");
    await expect(display(page).locator(".player-lyrics__line [data-span='4'] .lane-span__mask")).toBeHidden();
    await expect(current(page).locator(".player-lyrics__pronunciation")).toHaveText([""]);
    await axe(page);

    // "All lyrics": every line is hidden, whatever its part.
    await display(page).getByText("View", { exact: true }).click();
    await display(page).getByRole("combobox", { name: "Hidden part" }).selectOption("all");
    await display(page).getByText("View", { exact: true }).click();
    await seekSteps(page, 6); // 0:30
    await expect(current(page).nth(1).locator(".player-lyrics__line")).toHaveText("Sing-along: Hidden line — try to recall it");
  });
});

test("practice mode hides the fans' part, and shows the others in their lanes", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await seedGuestSections(
    page,
    VIDEOS.dynamite.id,
    LINES.map((line) => ({ ...line, songTitle: "우리 응원곡", songArtist: "동네 밴드" })),
  );
  await openPlayerAsGuest(page);
  await page.goto(`/practice?video=${VIDEOS.dynamite.id}&lng=ko`);
  await waitForHydration(page);
  const lines = page.getByTestId("practice-line");
  await expect(lines.filter({ hasText: "지민! 정국!" })).toHaveCount(1);
  await expect(page.getByRole("list", { name: "파트 안내" })).toBeVisible();
  await page.getByLabel("가리기", { exact: true }).selectOption("fans");
  const fans = lines.filter({ hasText: "0:30–0:34" }).filter({ has: page.locator(".part-badge--fans") });
  await expect(fans).toHaveCount(1);
  await expect(fans.getByRole("button", { name: "가려진 가사 – 눌러서 보기" })).toBeVisible();
  await expect(page.getByText("지민! 정국!")).toHaveCount(0);
  // The fans' call inside the artist's line is masked too; the others stay.
  const artistLine = lines.filter({ hasText: "노래해" });
  await expect(artistLine.locator("[data-span='4']")).toHaveAttribute("data-masked", "true");
  // …and its romanisation, which would give the call away, is not shown.
  await expect(artistLine.locator(".chant-line__pronunciation")).toHaveCount(0);
  await expect(lines.filter({ hasText: "별빛 아래 달려" }).locator(".part-badge")).toHaveText("떼창");
  await expect(lines.filter({ hasText: "하나 둘 셋" }).locator(".part-badge")).toHaveText("다 같이");
  await reviewShot(page, "practice-hide-fans-360-ko", { fullPage: true });
  await expectNoAxeViolations(page);
});
