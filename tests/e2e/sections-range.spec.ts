// Choosing a section (issue 5, spec §4 "Range selection", §5 "Handles"):
// section mode, long presses on the seek bar, the start and end handles by
// keyboard, mouse and touch, with Playwright's clock holding the presses.
import { expect, test } from "./fixtures";
import { expectFakePlayer, VIDEOS } from "./player-utils";
import {
  addSongAsKoreanGuest,
  endHandle,
  longPress,
  openPausedSong,
  pointOnBar,
  pressBar,
  recordVibrations,
  sectionButton,
  sectionMessage,
  sectionStatus,
  seekBar,
  selectRange,
  startHandle,
  videoTime,
  vibrations,
} from "./section-utils";
import { signInAsGuest, waitForHydration } from "./utils";

test("long presses of 1 s: start, end, a new start, a start moved back; 999 ms is not one", async ({ page }) => {
  await recordVibrations(page);
  await openPausedSong(page);
  const mode = sectionButton(page, "Section mode");
  await expect(mode).toHaveAttribute("aria-pressed", "false");
  // Outside section mode a long press only seeks.
  await longPress(page, 0.1);
  await expect(startHandle(page)).toHaveCount(0);
  expect(await vibrations(page)).toEqual([]);

  await mode.click();
  await expect(mode).toHaveAttribute("aria-pressed", "true");
  await expect(sectionStatus(page)).toHaveText(/Press and hold the seek bar for 1 second/);

  await pressBar(page, 0.1, 999);
  await expect(sectionStatus(page)).toHaveText(/Press and hold the seek bar/);
  expect(await vibrations(page)).toEqual([]);
  // A press that is not long seeks to where it was (200 s × 0.1 ≈ 20 s).
  expect(Math.round(await videoTime(page))).toBe(20);

  await longPress(page, 0.1); // first: the start
  await expect(sectionStatus(page)).toHaveText(/^Start 0:2\d\. Hold the seek bar again to set the end\.$/);
  await expect(startHandle(page)).toHaveCount(0);
  expect(await vibrations(page)).toEqual([100]);

  await longPress(page, 0.3); // second, later: the end
  await expect(sectionStatus(page)).toHaveText(/^Selected 0:[12]\d~[01]:\d\d$/);
  await expect(startHandle(page)).toBeVisible();
  const start = Number(await startHandle(page).getAttribute("aria-valuenow"));
  const end = Number(await endHandle(page).getAttribute("aria-valuenow"));
  expect(start).toBeCloseTo(20, 0);
  expect(end).toBeCloseTo(60, 0);
  await expect(page.getByTestId("section-highlight")).toBeVisible();

  await longPress(page, 0.5); // third: starts again with a new start and no end
  await expect(sectionStatus(page)).toHaveText(/^Start 1:[45]\d\./);
  await expect(endHandle(page)).toHaveCount(0);

  await longPress(page, 0.25); // earlier than the start: the start moves
  await expect(sectionStatus(page)).toHaveText(/^Start 0:[45]\d\./);
  await longPress(page, 0.4); // now later: the end
  await expect(sectionStatus(page)).toHaveText(/^Selected 0:[45]\d~1:[12]\d$/);
  expect(await vibrations(page)).toEqual([100, 100, 100, 100, 100]);

  // Keyboards: arrows seek 5 s, Enter marks the playing position.
  await seekBar(page).press("Home");
  for (let step = 0; step < 3; step++) await seekBar(page).press("ArrowRight");
  await expect(seekBar(page)).toHaveAttribute("aria-valuetext", "0:15 of 3:20");
  expect(await videoTime(page)).toBe(15);
  await seekBar(page).press("Enter");
  await expect(sectionStatus(page)).toHaveText("Start 0:15. Hold the seek bar again to set the end.");
});

test("a press that moves along the bar seeks instead of marking", async ({ page }) => {
  await openPausedSong(page);
  await sectionButton(page, "Section mode").click();
  const from = await pointOnBar(page, 0.1);
  const to = await pointOnBar(page, 0.75);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.clock.runFor(1500);
  await page.mouse.up();
  await expect(sectionStatus(page)).toHaveText(/Press and hold the seek bar/);
  expect(Math.round(await videoTime(page))).toBe(150);
  await expect(seekBar(page)).toHaveAttribute("aria-valuetext", /^2:30 of 3:20$/);
});

test("the handles by keyboard: 1 s, Shift 0.1 s, Page Up/Down 10 s, at least 1 s apart, within 0 and the duration", async ({ page }) => {
  await openPausedSong(page);
  await sectionButton(page, "Section mode").click();
  await selectRange(page, 10, 13);
  const start = startHandle(page);
  const end = endHandle(page);
  await expect(start).toHaveAttribute("aria-valuetext", "0:10.0");
  await expect(start).toHaveAttribute("aria-valuemin", "0");
  await expect(start).toHaveAttribute("aria-valuemax", "12");
  await expect(end).toHaveAttribute("aria-valuemin", "11");
  await expect(end).toHaveAttribute("aria-valuemax", "200");

  await start.press("ArrowRight");
  await expect(start).toHaveAttribute("aria-valuenow", "11");
  await start.press("Shift+ArrowRight");
  await expect(start).toHaveAttribute("aria-valuenow", "11.1");
  await expect(start).toHaveAttribute("aria-valuetext", "0:11.1");
  await start.press("ArrowRight");
  await expect(start).toHaveAttribute("aria-valuenow", "12"); // end − 1 s, not 12.1
  await start.press("ArrowRight");
  await expect(start).toHaveAttribute("aria-valuenow", "12");
  await start.press("Shift+ArrowLeft");
  await expect(start).toHaveAttribute("aria-valuenow", "11.9");
  await start.press("Home");
  await expect(start).toHaveAttribute("aria-valuenow", "0");
  await start.press("ArrowLeft");
  await expect(start).toHaveAttribute("aria-valuenow", "0");

  await start.press("ArrowRight");
  await start.press("ArrowRight");
  await expect(end).toHaveAttribute("aria-valuemin", "3");
  await end.press("Home");
  await expect(end).toHaveAttribute("aria-valuenow", "3"); // start + 1 s
  await end.press("ArrowLeft");
  await expect(end).toHaveAttribute("aria-valuenow", "3");
  await end.press("Shift+ArrowRight");
  await expect(end).toHaveAttribute("aria-valuenow", "3.1");
  await end.press("PageUp");
  await expect(end).toHaveAttribute("aria-valuenow", "13.1");
  await end.press("PageDown");
  await end.press("PageDown");
  await expect(end).toHaveAttribute("aria-valuenow", "3");
  await end.press("End");
  await expect(end).toHaveAttribute("aria-valuenow", "200");
  await end.press("ArrowRight");
  await expect(end).toHaveAttribute("aria-valuenow", "200");
  await expect(end).toHaveAttribute("aria-valuetext", "3:20.0");
  await expect(sectionStatus(page)).toHaveText("Selected 0:02~3:20");
});

test("the handles by mouse and touch: limits, and touch drags vibrate 50 ms then 100 ms", async ({ page }) => {
  await recordVibrations(page);
  await openPausedSong(page);
  await sectionButton(page, "Section mode").click();
  await selectRange(page, 40, 60);
  const recognised = (await vibrations(page)).length; // the two long presses
  const dragVibrations = async () => (await vibrations(page)).slice(recognised);
  const drag = async (handle: ReturnType<typeof startHandle>, toX: number) => {
    const box = (await handle.boundingBox())!;
    const grip = (await handle.locator(".section-handle__grip").boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(toX, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
  };
  const bar = (await seekBar(page).boundingBox())!;
  await drag(startHandle(page), bar.x + bar.width); // past the end
  await expect(startHandle(page)).toHaveAttribute("aria-valuenow", "59");
  await drag(startHandle(page), bar.x - 50); // before the song
  await expect(startHandle(page)).toHaveAttribute("aria-valuenow", "0");
  await drag(endHandle(page), bar.x + bar.width + 50); // past the song's end
  await expect(endHandle(page)).toHaveAttribute("aria-valuenow", "200");
  await drag(endHandle(page), bar.x); // before the start
  await expect(endHandle(page)).toHaveAttribute("aria-valuenow", "1");
  await drag(endHandle(page), bar.x + bar.width / 2);
  const middle = Number(await endHandle(page).getAttribute("aria-valuenow"));
  expect(middle).toBeGreaterThan(95);
  expect(middle).toBeLessThan(105);
  expect(await dragVibrations()).toEqual([]); // a mouse does not vibrate

  // A finger: 50 ms when the drag starts, 100 ms when it ends.
  const handle = startHandle(page);
  const box = (await handle.boundingBox())!;
  const at = (x: number) => ({
    pointerId: 7,
    pointerType: "touch",
    isPrimary: true,
    button: 0,
    buttons: 1,
    clientX: x,
    clientY: box.y + box.height / 2,
  });
  const grip = (await handle.locator(".section-handle__grip").boundingBox())!;
  await handle.dispatchEvent("pointerdown", at(grip.x + grip.width / 2));
  expect(await dragVibrations()).toEqual([50]);
  await handle.dispatchEvent("pointermove", at(bar.x + bar.width * 0.2));
  await handle.dispatchEvent("pointerup", { ...at(bar.x + bar.width * 0.2), buttons: 0 });
  expect(await dragVibrations()).toEqual([50, 100]);
  const dragged = Number(await handle.getAttribute("aria-valuenow"));
  expect(dragged).toBeGreaterThan(35);
  expect(dragged).toBeLessThan(45);
});

test("a handle takes presses on its visible grip only: next to it, a press is the bar's (a click seeks, a long press marks)", async ({
  page,
}) => {
  await openPausedSong(page);
  await sectionButton(page, "Section mode").click();
  await selectRange(page, 40, 60);
  const bar = (await seekBar(page).boundingBox())!;
  const secondsAt = (x: number) => ((x - bar.x) / bar.width) * 200;
  const y = bar.y + bar.height / 2;
  /** What a press at x lands on: "start", "end" or "bar". */
  const target = (x: number) =>
    page.evaluate(
      ([px, py]) => {
        const hit = document.elementFromPoint(px, py);
        const handle = hit?.closest(".section-handle");
        if (handle) return handle.classList.contains("section-handle--start") ? "start" : "end";
        return hit?.closest('[role="slider"][aria-label="Seek"]') ? "bar" : String(hit?.className);
      },
      [x, y] as const,
    );

  for (const handle of [startHandle(page), endHandle(page)]) {
    const box = (await handle.boundingBox())!;
    const grip = (await handle.locator(".section-handle__grip").boundingBox())!;
    // The grip is drawn at least 20 px wide; the handle takes no more than a few pixels beyond it,
    // and stays a 24 × 44 px target (WCAG 2.5.8, and the thumb).
    expect(grip.width).toBeGreaterThanOrEqual(20);
    expect(box.width).toBeLessThanOrEqual(grip.width + 6);
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x).toBeLessThanOrEqual(grip.x);
    expect(box.x + box.width).toBeGreaterThanOrEqual(grip.x + grip.width);
  }
  const startGrip = (await startHandle(page).locator(".section-handle__grip").boundingBox())!;
  const endGrip = (await endHandle(page).locator(".section-handle__grip").boundingBox())!;
  expect(await target(startGrip.x + startGrip.width / 2)).toBe("start");
  expect(await target(endGrip.x + endGrip.width / 2)).toBe("end");
  // 10 px outside each grip (inside the 44 px the handles used to take): the bar.
  const beforeStart = startGrip.x - 10;
  const afterEnd = endGrip.x + endGrip.width + 10;
  expect(await target(beforeStart)).toBe("bar");
  expect(await target(afterEnd)).toBe("bar");

  // A click there seeks there; the range stays as it was.
  await page.mouse.click(beforeStart, y);
  await expect.poll(() => videoTime(page)).toBeCloseTo(secondsAt(beforeStart), 0);
  await page.mouse.click(afterEnd, y);
  await expect.poll(() => videoTime(page)).toBeCloseTo(secondsAt(afterEnd), 0);
  await expect(startHandle(page)).toHaveAttribute("aria-valuenow", "40");
  await expect(endHandle(page)).toHaveAttribute("aria-valuenow", "60");

  // A long press there marks: the third press of spec §4 starts a new range there.
  await page.mouse.move(beforeStart, y);
  await page.mouse.down();
  await page.clock.runFor(1000);
  await page.mouse.up();
  await expect(endHandle(page)).toHaveCount(0);
  await expect(sectionStatus(page)).toHaveText(/^Start \d:\d\d\. Hold the seek bar again to set the end\.$/);
  const [, minutes, seconds] = /^Start (\d):(\d\d)\./.exec((await sectionStatus(page).textContent())!)!;
  expect(Math.abs(Number(minutes) * 60 + Number(seconds) - secondsAt(beforeStart))).toBeLessThanOrEqual(1);
});

test("turning section mode off clears the selection and repeat", async ({ page }) => {
  await openPausedSong(page);
  const mode = sectionButton(page, "Section mode");
  await mode.click();
  await selectRange(page, 10, 13);
  const repeat = sectionButton(page, "Section repeat");
  await repeat.click();
  await expect(repeat).toHaveAttribute("aria-pressed", "true");
  await mode.click();
  await expect(mode).toHaveAttribute("aria-pressed", "false");
  await expect(repeat).toHaveCount(0);
  await expect(startHandle(page)).toHaveCount(0);
  await expect(page.getByTestId("section-highlight")).toHaveCount(0);
  await mode.click();
  await expect(sectionButton(page, "Section repeat")).toHaveAttribute("aria-pressed", "false");
  await expect(sectionButton(page, "Section repeat")).toBeDisabled();
  await expect(sectionStatus(page)).toHaveText(/Press and hold the seek bar/);
});

test("a selection needs the video's length: unknown, the press is refused with a message", async ({ page }) => {
  await recordVibrations(page);
  await page.clock.install();
  await signInAsGuest(page);
  await page.goto("/?lng=en");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Open player", exact: true }).click();
  // The fake YouTube player is there once a song is; the second video has no length.
  await page.getByRole("textbox", { name: "YouTube link or video ID" }).fill(VIDEOS.dynamite.id);
  await page.getByRole("button", { name: "Add to queue", exact: true }).click();
  await expectFakePlayer(page, { state: "playing" });
  await page.evaluate(() => (window as any).__fakeYouTube.setDuration("zeroLength1", 0));
  await page.getByRole("textbox", { name: "YouTube link or video ID" }).fill("zeroLength1");
  await page.getByRole("button", { name: "Add to queue", exact: true }).click();
  await page.getByRole("list", { name: "Queue" }).getByText("Demo video zeroLength1").click();
  await expectFakePlayer(page, { videoId: "zeroLength1" });
  await sectionButton(page, "Section mode").click();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await longPress(page, 0.5);
  await expect(sectionMessage(page)).toHaveText(
    "The video's length is not known yet, so no section can be chosen. Start playback and try again.",
  );
  await expect(sectionStatus(page)).toHaveText(/Press and hold the seek bar/);
  expect(await vibrations(page)).toEqual([]);
});

test("Korean names of the section controls", async ({ page }) => {
  await addSongAsKoreanGuest(page);
  await expect(page.getByRole("slider", { name: "재생 위치" })).toBeVisible();
  await page.getByRole("button", { name: "구간 설정" }).click();
  for (const name of ["구간 반복", "구간 저장", "가사 구간 저장", "구간 수정", "구간 삭제"]) {
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
  }
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the seek bar, handles, markers and section buttons fit, with thumb-sized targets", async ({ page }) => {
    await openPausedSong(page);
    await sectionButton(page, "Section mode").click();
    await selectRange(page, 0, 1);
    await sectionButton(page, "Save section").click();
    await page.getByRole("dialog").getByRole("button", { name: "Save", exact: true }).click();
    await endHandle(page).press("End");
    const body = page.locator("#player-body");
    expect(await body.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const targets = [
      seekBar(page),
      startHandle(page),
      endHandle(page),
      page.getByRole("button", { name: "section repeat (0:00~0:01)", exact: true }),
      ...[
        "Section mode",
        "Section repeat",
        "Save section",
        "Save lyrics section",
        "Edit section",
        "Delete section",
      ].map((name) => sectionButton(page, name)),
    ];
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
  });
});
