// Sections while the video plays (issue 5, spec §4 "Player"): the repeat
// loop, the lyrics display with its countdown, and the markers, on the fake
// player driven by Playwright's clock.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectFakePlayer, runUntilPlaying, timeDisplay } from "./player-utils";
import {
  endHandle,
  openPausedSong,
  saveSection,
  sectionButton,
  sectionStatus,
  seekBar,
  selectRange,
  startHandle,
  videoTime,
} from "./section-utils";

/** Records where the video was each time something seeked it. */
async function recordSeeks(page: Page) {
  await page.evaluate(() => {
    const player = (window as any).__fakeYouTube.player();
    const seekTo = player.seekTo;
    const seeks: Array<{ from: number; to: number }> = [];
    (window as any).__seeks = seeks;
    player.seekTo = function (seconds: number, allowSeekAhead: boolean) {
      seeks.push({ from: this.getCurrentTime(), to: seconds });
      return seekTo.call(this, seconds, allowSeekAhead);
    };
  });
}

const seeks = (page: Page): Promise<Array<{ from: number; to: number }>> =>
  page.evaluate(() => (window as any).__seeks);

/** Saves a lyrics section over the selected range. */
async function saveLyricsSection(page: Page, values: { name: string; lyrics: string; pronunciation?: string }) {
  await sectionButton(page, "Save lyrics section").click();
  const dialog = page.getByRole("dialog", { name: "Save lyrics section" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(values.name);
  await dialog.getByRole("textbox", { name: "Lyrics" }).fill(values.lyrics);
  if (values.pronunciation) await dialog.getByRole("textbox", { name: "Pronunciation" }).fill(values.pronunciation);
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Seeks with the keyboard to 0 + 5 s × steps, then plays (the clock is paused). */
async function playFrom(page: Page, steps: number) {
  await seekBar(page).press("Home");
  for (let step = 0; step < steps; step++) await seekBar(page).press("ArrowRight");
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await runUntilPlaying(page);
}

test("section repeat seeks to the start and plays; over 20 loops it is back within 150 ms of the end", async ({
  page,
}) => {
  test.setTimeout(60_000); // some 1400 steps of the clock
  await openPausedSong(page);
  await sectionButton(page, "Section mode").click();
  await selectRange(page, 10, 11);
  await recordSeeks(page);
  const repeat = sectionButton(page, "Section repeat");
  await repeat.click();
  await expect(repeat).toHaveAttribute("aria-pressed", "true");
  await runUntilPlaying(page);
  expect((await seeks(page))[0]!.to).toBe(10);

  // Animation-frame-sized steps of the page's clock: 20 loops of 1 s and a little over 100 ms, about 1400 frames.
  for (let step = 1; step <= 1500; step++) {
    await page.clock.runFor(16);
    if (step % 100 === 0 && (await seeks(page)).length > 20) break;
  }
  const loops = (await seeks(page)).slice(1);
  expect(loops.length).toBeGreaterThanOrEqual(20);
  for (const { from, to } of loops.slice(0, 20)) {
    expect(to).toBe(10);
    // The end was reached, 100 ms were waited, and the loop went at most 150 ms past the end.
    // (a float hair under 0.1 is 100 ms: the clock's steps are whole milliseconds)
    expect(from - 11).toBeGreaterThanOrEqual(0.1 - 1e-9);
    expect(from - 11).toBeLessThanOrEqual(0.15);
  }
  await expectFakePlayer(page, { state: "playing" });
  expect(await videoTime(page)).toBeLessThan(11.15);

  // Off: playback runs on past the end.
  await repeat.click();
  await page.clock.runFor(3000);
  expect(await videoTime(page)).toBeGreaterThan(12);
});

test("a section ending with the video loops instead of moving on", async ({ page }) => {
  await openPausedSong(page);
  await sectionButton(page, "Section mode").click();
  // A range 190–200 in a few key presses: the end handle to the end, the start handle
  // to its highest (one second before the end), then back nine seconds.
  await selectRange(page, 0, 1);
  await endHandle(page).press("End");
  await expect(endHandle(page)).toHaveAttribute("aria-valuenow", "200");
  await startHandle(page).press("End");
  for (let second = 0; second < 9; second++) await startHandle(page).press("ArrowLeft");
  await expect(startHandle(page)).toHaveAttribute("aria-valuenow", "190");
  await sectionButton(page, "Section repeat").click();
  await runUntilPlaying(page);
  await page.clock.runFor(10_500);
  await expectFakePlayer(page, { state: "playing" });
  const time = await videoTime(page);
  expect(time).toBeGreaterThanOrEqual(190);
  expect(time).toBeLessThan(191);
});

test("the lyrics display under the video: the line, its pronunciation, the next line, and a 3-2-1 countdown", async ({
  page,
}) => {
  await openPausedSong(page);
  await sectionButton(page, "Section mode").click();
  await selectRange(page, 10, 13);
  await saveLyricsSection(page, { name: "첫 줄", lyrics: "하나 둘 셋 가자", pronunciation: "hana dul set gaja" });
  await selectRange(page, 13, 16);
  await saveLyricsSection(page, { name: "둘째 줄", lyrics: "응원봉을 높이 들어" });
  await sectionButton(page, "Section mode").click();

  const display = page.getByRole("region", { name: "Lyrics", exact: true });
  // Only my lines here: the fans' chant of this video (0:00~0:12, on by default since issue 25) switched off.
  await display.getByRole("checkbox", { name: "Show fans' chants" }).uncheck();
  const countdown = display.getByRole("timer");
  await playFrom(page, 1); // from 0:05
  // Every line with its part's badge (issue 27): a new line is a sing-along.
  await expect(display.locator(".player-lyrics__next")).toHaveText("Next Sing-along: 하나 둘 셋 가자");
  await expect(countdown).toHaveText("");

  const runTo = async (seconds: number) => {
    const left = Math.round((seconds - (await videoTime(page))) * 1000);
    expect(left).toBeGreaterThan(0);
    await page.clock.runFor(left);
    expect(await videoTime(page)).toBeCloseTo(seconds, 3);
  };
  await runTo(7.1); // 2.9 s before
  await expect(countdown).toHaveText("첫 줄 in 3 s");
  await runTo(8); // 2.0 s before
  await expect(countdown).toHaveText("첫 줄 in 2 s");
  await runTo(9.9); // 0.1 s before
  await expect(countdown).toHaveText("첫 줄 in 1 s");
  await runTo(10);
  await expect(display.locator(".player-lyrics__line")).toHaveText("Sing-along: 하나 둘 셋 가자");
  await expect(display.locator(".player-lyrics__pronunciation")).toHaveText("hana dul set gaja");
  await expect(display.locator(".player-lyrics__next")).toHaveText("Next Sing-along: 응원봉을 높이 들어");
  await expect(countdown).toHaveText("둘째 줄 in 3 s");
  await runTo(13);
  await expect(display.locator(".player-lyrics__line")).toHaveText("Sing-along: 응원봉을 높이 들어");
  // Without a hand correction, the automatic draft (issue 27).
  await expect(display.locator(".player-lyrics__pronunciation")).toHaveText("eungwonbongeul nopi deureo");
  await expect(display.locator(".player-lyrics__next")).toHaveText("");
  await expect(countdown).toHaveText("");

  // Directly under the video, never over it (the panel scrolled back to its top: choosing the
  // ranges scrolled the seek bar into view, below the sticky video).
  await page.locator("#player-body").evaluate((body) => body.scrollTo(0, 0));
  const video = (await page.getByTestId("player-video").boundingBox())!;
  const lyrics = (await display.boundingBox())!;
  expect(lyrics.y).toBeGreaterThanOrEqual(video.y + video.height);
  expect(lyrics.y - (video.y + video.height)).toBeLessThan(24);
  expect(lyrics.x).toBeGreaterThanOrEqual(video.x - 1);
  expect(lyrics.x + lyrics.width).toBeLessThanOrEqual(video.x + video.width + 1);
});

test("a marker seeks to its section's start, pauses, enters section mode and selects it", async ({ page }) => {
  await openPausedSong(page);
  await sectionButton(page, "Section mode").click();
  await selectRange(page, 30, 42);
  await saveSection(page, "떼창 구간");
  await selectRange(page, 60, 70);
  await saveSection(page, "멤버 이름 콜");
  await sectionButton(page, "Section mode").click();
  await expect(startHandle(page)).toHaveCount(0);

  await playFrom(page, 20); // 1:40, playing
  const marker = page.getByRole("button", { name: "떼창 구간", exact: true });
  await expect(marker).toHaveAttribute("title", "떼창 구간 (0:30~0:42)");
  await marker.click();
  await page.clock.runFor(1);
  await expectFakePlayer(page, { state: "paused" });
  expect(await videoTime(page)).toBe(30);
  await expect(timeDisplay(page)).toHaveText("Time 0:30 / 3:20");
  await expect(sectionButton(page, "Section mode")).toHaveAttribute("aria-pressed", "true");
  await expect(sectionStatus(page)).toHaveText("Selected 0:30~0:42");
  await expect(marker).toHaveAttribute("aria-current", "true");
  await expect(startHandle(page)).toHaveAttribute("aria-valuenow", "30");
  await expect(endHandle(page)).toHaveAttribute("aria-valuenow", "42");
  await expect(sectionButton(page, "Edit section")).toBeEnabled();
  await expect(sectionButton(page, "Delete section")).toBeEnabled();

  // The other marker: the other section.
  await page.getByRole("button", { name: "멤버 이름 콜", exact: true }).click();
  await expect(sectionStatus(page)).toHaveText("Selected 1:00~1:10");
  await expect(marker).not.toHaveAttribute("aria-current", "true");
});
