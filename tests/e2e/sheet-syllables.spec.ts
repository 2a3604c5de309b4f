// The syllable pass of a sheet's line (issue 27): the line plays from 2 s before it on
// Playwright's clock (which drives the fake YouTube player), and each syllable is held
// through: the press starts it, the release ends it; a quick tap lets the next one end it.
// Stored span times are the song times of the presses, at 0.75×.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { readFrame } from "./video-rules";
import { reviewShot, signInAsNewUser, songIdOf, waitForHydration } from "./utils";

const DYNAMITE = "gdZLi9oWNZg";


const videoTime = (page: Page): Promise<number> =>
  page.evaluate(() => (window as any).__fakeYouTube.player().getCurrentTime() as number);

/** Moves the paused clock on in 100 ms steps, letting the page render between them. */
async function run(page: Page, ms: number) {
  for (let left = ms; left > 0; left -= 100) await page.clock.runFor(Math.min(100, left));
}

test("at 360×740 in Korean: a line's syllables held one by one at 0.75×; the spans are the song times pressed and released", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsNewUser(page);
  const songId = await songIdOf(page.request, DYNAMITE);
  const put = await page.request.put(`/api/sheet/song/${songId}`, {
    data: { lines: [{ start: 10, end: 14, text: "김남준!", part: "fans" }] },
  });
  expect(put.status()).toBe(200);
  const lineId = (await put.json()).lines[0].id as number;

  await page.clock.install({ time: new Date("2026-11-27T00:00:00Z") });
  await page.goto(`/sheets/${songId}?edit=${lineId}#line-${lineId}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "음절 시간 맞추기" }).click();
  const timer = page.locator(".syllable-timer");
  await expect(timer.getByTestId("syllable")).toHaveText(["김", "남", "준!"]);
  await timer.getByRole("button", { name: "0.75×" }).click();
  await timer.getByRole("button", { name: "줄 재생 (2초 전부터)" }).click();
  await expect.poll(() => page.evaluate(() => Boolean((window as any).__fakeYouTube?.player()))).toBe(true);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        return (await readFrame(page)).state;
      },
      { intervals: [50] },
    )
    .toBe("playing");
  expect((await readFrame(page)).problems).toEqual([]);
  // From 8 s (2 s before the line): at 0.75× 4 s of the page's clock is 3 s of song.
  await run(page, 2800);
  const button = page.getByTestId("syllable-button");
  await expect(button).toHaveAccessibleName("3개 중 1번째 음절 누르기: 김");
  // Scrolled to the top of the screen by "play": above the video docked at the bottom, not under it.
  const box = (await button.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(120);
  const frame = (await readFrame(page)).box!;
  expect(box.y + box.height).toBeLessThanOrEqual(frame.y);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

  const pressed: Array<[number, number]> = [];
  for (const holdMs of [600, 100, 800]) {
    const start = await videoTime(page);
    await page.mouse.down();
    await run(page, holdMs);
    const end = await videoTime(page);
    await page.mouse.up();
    pressed.push([start, end]);
    await run(page, 400);
  }
  await expect(timer.getByTestId("syllable-progress")).toHaveText("시간을 맞춘 음절: 3 / 3");
  // axe waits on timers: the clock runs again first.
  await page.clock.resume();
  await expectNoAxeViolations(page);
  await reviewShot(page, "sheet-syllables-360");
  await timer.getByRole("button", { name: "음절 시간 저장" }).click();
  await expect(timer.getByRole("status")).toHaveText("저장했어요: 음절 3개의 시간을 맞췄어요.");

  const sheet = await (await page.request.get(`/api/sheet/song/${songId}`)).json();
  const spans = sheet.lines[0].spans as Array<{ text: string; start: number; end: number }>;
  expect(spans.map((span) => span.text)).toEqual(["김", "남", "준!"]);
  // Holds end at their release; the quick tap (100 ms < 300 ms) ends where the next starts.
  expect(Math.abs(spans[0]!.start - pressed[0]![0])).toBeLessThan(0.05);
  expect(Math.abs(spans[0]!.end - pressed[0]![1])).toBeLessThan(0.05);
  expect(Math.abs(spans[1]!.start - pressed[1]![0])).toBeLessThan(0.05);
  expect(spans[1]!.end).toBe(spans[2]!.start);
  expect(Math.abs(spans[2]!.end - pressed[2]![1])).toBeLessThan(0.05);
  // 600 ms of the page's clock at 0.75× is 0.45 s of song.
  expect(pressed[0]![1] - pressed[0]![0]).toBeCloseTo(0.45, 1);
  // The page shows the line as timed by syllable.
  await expect(page.locator(`#line-${lineId}`)).toContainText("음절별 시간");
});
