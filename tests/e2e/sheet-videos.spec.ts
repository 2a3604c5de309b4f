// One sheet, many videos (issue 27): another video of the song is linked to my sheet,
// synced by one tap while it plays ("Sync here" as a known line starts), and the
// player then shows the sheet's lines on that video at their shifted times.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { runUntilPlaying } from "./player-utils";
import { reviewShot, signInAsNewUser, songIdOf, waitForHydration } from "./utils";

const DYNAMITE = "gdZLi9oWNZg";
/** A made-up stage video of the song (the fakes play and describe any id). */
const STAGE = "stageDyna01";


const videoState = (page: Page): Promise<{ id: string; time: number }> =>
  page.evaluate(() => {
    const player = (window as any).__fakeYouTube.player();
    return { id: player.getVideoData().video_id as string, time: player.getCurrentTime() as number };
  });

async function run(page: Page, ms: number) {
  for (let left = ms; left > 0; left -= 200) await page.clock.runFor(Math.min(200, left));
}

test("at 1280×800 in English: a stage video linked, synced by one tap, and the sheet's lines shown on it in time", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsNewUser(page);
  const songId = await songIdOf(page.request, DYNAMITE);
  const put = await page.request.put(`/api/sheet/song/${songId}`, {
    data: {
      lines: [
        { start: 20, end: 24, text: "김남준!", part: "fans" },
        { start: 30, end: 34, text: "김석진!", part: "fans" },
      ],
    },
  });
  expect(put.status()).toBe(200);

  await page.clock.install({ time: new Date("2026-11-27T00:00:00Z") });
  await page.goto(`/sheets/${songId}?lng=en`);
  await waitForHydration(page);
  const videos = page.getByRole("region", { name: "Other videos of this song" });
  await videos.getByRole("textbox", { name: "YouTube link of another video of the song" }).fill(`https://youtu.be/${STAGE}`);
  await videos.getByRole("button", { name: "Link the video" }).click();
  await expect(page.getByText("The video now follows your sheet.")).toBeVisible();
  await expect(videos.getByText(/shifted 0\.00 s/)).toBeVisible();

  // Play the stage video: the page offers to sync it.
  await videos.getByRole("button", { name: /^Play “/ }).click();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await runUntilPlaying(page);
  expect((await videoState(page)).id).toBe(STAGE);
  await expect(videos.getByText(/This video follows your sheet/)).toBeVisible();
  await videos.getByRole("combobox", { name: "The line you will tap" }).selectOption({ label: "0:30.00 · 김석진!" });
  await run(page, 12_000);
  await expect(page.getByTestId("lyrics-display")).not.toContainText("김석진!");
  const tapped = (await videoState(page)).time;
  expect(tapped).toBeGreaterThan(11);
  await videos.getByRole("button", { name: "Sync here" }).click();
  const offset = Math.round((30 - tapped) * 100) / 100;
  await expect(videos.getByRole("status")).toHaveText(`Synced: this video follows your sheet shifted ${offset.toFixed(2)} s.`);
  const linked = await (await page.request.get(`/api/sheet/song/${songId}/videos`)).json();
  expect(linked).toEqual([expect.objectContaining({ youtubeId: STAGE, offset })]);

  // Before the sync (offset 0), 12 s into the stage video is no line of the sheet; after it,
  // that moment is 30 s of the sheet: "김석진!" shows on the stage video.
  const lyrics = page.getByTestId("lyrics-display");
  await expect(lyrics).toContainText("김석진!");
  await expect(lyrics).not.toContainText("김남준!");
  await page.clock.resume();
  await expectNoAxeViolations(page);
  await reviewShot(page, "sheet-videos-1280");
});
