// Precise ranges on touch (issue 25, item 9): the selected range's start and
// end typed as m:ss.s, nudged by 0.1 s and 1 s within the handles' limits
// (spec §5), and a zoomed bar on which an 8 s range is at least 100 px wide on
// a 360 px phone. A guest's sections are in the browser's storage.
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import {
  addSongAsKoreanGuest,
  endHandle,
  longPress,
  openPausedSong,
  recordVibrations,
  saveSection,
  sectionButton,
  seekBar,
  startHandle,
  storedSections,
  vibrations,
} from "./section-utils";

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });
// Two CPU cores shared: axe on the panel takes a while.
test.describe.configure({ timeout: 120_000 });

const editor = (page: Page) => page.getByRole("group", { name: /^Fine-tune the range/ });
const startField = (page: Page) => page.getByRole("textbox", { name: "Start time", exact: true });
const endField = (page: Page) => page.getByRole("textbox", { name: "End time", exact: true });
const nudge = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

async function typeTime(field: Locator, text: string) {
  await field.fill(text);
  await field.press("Enter");
}

async function expectRange(page: Page, start: string, end: string) {
  await expect(startHandle(page)).toHaveAttribute("aria-valuenow", start);
  await expect(endHandle(page)).toHaveAttribute("aria-valuenow", end);
  await expect(startField(page)).toHaveValue(formatTenths(Number(start)));
  await expect(endField(page)).toHaveValue(formatTenths(Number(end)));
}

function formatTenths(seconds: number) {
  const tenths = Math.round(seconds * 10);
  const whole = Math.floor(tenths / 10);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}.${tenths % 10}`;
}

/** A guest on a phone with the 200 s demo video paused, section mode on and the range 0:20~1:00 chosen by two long presses. */
async function chooseRange(page: Page) {
  await openPausedSong(page);
  await sectionButton(page, "Section mode").tap();
  await expect(editor(page)).toHaveCount(0);
  await longPress(page, 0.1);
  await longPress(page, 0.3);
  await expect(editor(page)).toBeVisible();
}

test("a range typed as m:ss.s is stored to the tenth; an 8 s range is at least 100 px wide on the zoomed bar", async ({
  page,
}) => {
  await chooseRange(page);
  // The fields show the long presses' times to the tenth.
  const pressedStart = Number(await startHandle(page).getAttribute("aria-valuenow"));
  await expect(startField(page)).toHaveValue(formatTenths(pressedStart));

  await typeTime(startField(page), "0:12.3");
  await typeTime(endField(page), "0:20.3");
  await expectRange(page, "12.3", "20.3");
  await expect(editor(page)).toContainText("(8.0 s)");

  // On the seek bar an 8 s range is a sliver; on the zoomed bar it has room (12 s shown, 2 s either side).
  const zoomed = (await page.getByTestId("range-zoom-range").boundingBox())!;
  const onSeekBar = (await page.getByTestId("section-highlight").boundingBox())!;
  expect(onSeekBar.width).toBeLessThan(20);
  expect(zoomed.width).toBeGreaterThanOrEqual(100);
  const track = (await page.getByTestId("range-zoom").boundingBox())!;
  expect(zoomed.width / track.width).toBeCloseTo(8 / 12, 2);
  await expect(page.getByTestId("range-editor").locator(".range-zoom__scale")).toHaveText("0:10.30:22.3");
  // Nothing of the editor is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

  // Other forms: ss.s and m:ss; leaving the field applies it too.
  await startField(page).fill("12.3");
  await endField(page).fill("0:21");
  await startField(page).focus(); // leaves the end field
  await expectRange(page, "12.3", "21");
  await typeTime(endField(page), "0:20.4");
  await expectRange(page, "12.3", "20.4");

  await saveSection(page, "Chant call");
  const [saved] = await storedSections(page);
  expect(saved).toMatchObject({ name: "Chant call", start: 12.3, end: 20.4 });
});

test("nudges move an edge by 0.1 s and 1 s and stop at the limits", async ({ page }) => {
  await chooseRange(page);
  await typeTime(startField(page), "0:12.3");
  await typeTime(endField(page), "0:20.4");

  await nudge(page, "Start 0.1 s later").tap();
  await expectRange(page, "12.4", "20.4");
  await nudge(page, "Start 1 s later").tap();
  await expectRange(page, "13.4", "20.4");
  await nudge(page, "Start 0.1 s earlier").tap();
  await nudge(page, "Start 1 s earlier").tap();
  await expectRange(page, "12.3", "20.4");
  await nudge(page, "End 1 s earlier").tap();
  await nudge(page, "End 0.1 s later").tap();
  await expectRange(page, "12.3", "19.5");

  // Touch-sized: 44 × 44 px each.
  for (const name of ["Start 1 s earlier", "Start 0.1 s earlier", "Start 0.1 s later", "Start 1 s later"]) {
    const box = (await nudge(page, name).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }

  // The song's start: 0.5 s back by 1 s is 0, and no further.
  await typeTime(startField(page), "0.5");
  await nudge(page, "Start 1 s earlier").tap();
  await expectRange(page, "0", "19.5");
  await expect(nudge(page, "Start 1 s earlier")).toHaveAttribute("aria-disabled", "true");
  await expect(nudge(page, "Start 0.1 s earlier")).toHaveAttribute("aria-disabled", "true");
  await nudge(page, "Start 0.1 s earlier").tap({ force: true }); // aria-disabled: a tap does nothing
  await expectRange(page, "0", "19.5");

  // The end stays 1 s after the start.
  await typeTime(endField(page), "1.6");
  await nudge(page, "End 1 s earlier").tap();
  await expectRange(page, "0", "1");
  await nudge(page, "End 0.1 s earlier").tap({ force: true });
  await expectRange(page, "0", "1");
  await expect(nudge(page, "End 0.1 s earlier")).toHaveAttribute("aria-disabled", "true");
  // …and the start 1 s before the end.
  await nudge(page, "Start 0.1 s later").tap({ force: true });
  await expectRange(page, "0", "1");

  // The song's end (3:20).
  await typeTime(endField(page), "3:19.5");
  await nudge(page, "End 1 s later").tap();
  await expectRange(page, "0", "200");
  await nudge(page, "End 0.1 s later").tap({ force: true });
  await expectRange(page, "0", "200");
  await expect(nudge(page, "End 0.1 s later")).toHaveAttribute("aria-disabled", "true");
  await expect(nudge(page, "End 0.1 s earlier")).not.toHaveAttribute("aria-disabled", "true");
});

test("bad input says what to type and keeps the range; Escape goes back to it", async ({ page }) => {
  await chooseRange(page);
  await typeTime(startField(page), "0:12.3");
  await typeTime(endField(page), "0:20.4");

  await typeTime(startField(page), "12:7x");
  const alert = editor(page).getByRole("alert");
  await expect(alert).toHaveText("Enter a time like 1:05.3, 1:05 or 65.3.");
  await expect(startField(page)).toHaveValue("12:7x"); // what was typed, to correct
  await expect(startField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(startHandle(page)).toHaveAttribute("aria-valuenow", "12.3");
  await page.clock.resume(); // axe waits on timers (the video is paused)
  await expectNoAxeViolations(page);

  await typeTime(startField(page), "0:19.5");
  await expect(alert).toHaveText("The start must be between 0:00.0 and 0:19.4 (at least 1 s before the end).");
  await expect(startHandle(page)).toHaveAttribute("aria-valuenow", "12.3");
  await typeTime(endField(page), "3:20.1");
  await expect(editor(page).getByRole("alert").nth(1)).toHaveText(
    "The end must be between 0:13.3 and 3:20.0 (at least 1 s after the start, within the video).",
  );
  await expect(endHandle(page)).toHaveAttribute("aria-valuenow", "20.4");

  await endField(page).press("Escape");
  await expect(endField(page)).toHaveValue("0:20.4");
  await typeTime(startField(page), "0:19.4"); // now within the limits
  await expect(editor(page).getByRole("alert")).toHaveCount(0);
  await expectRange(page, "19.4", "20.4");
});

test("a finger drags an edge on the zoomed bar to the tenth of a second (50 ms and 100 ms vibrations)", async ({ page }) => {
  await recordVibrations(page);
  await chooseRange(page);
  await typeTime(startField(page), "0:12.3");
  await typeTime(endField(page), "0:20.3");
  const before = (await vibrations(page)).length;

  const track = page.getByTestId("range-zoom");
  const box = (await track.boundingBox())!;
  const endGrip = track.locator(".range-zoom__grip--end");
  const grip = (await endGrip.boundingBox())!;
  const secondsPerPx = 12 / box.width; // 0:10.3 to 0:22.3
  const at = (x: number, buttons = 1) => ({
    pointerId: 9,
    pointerType: "touch",
    isPrimary: true,
    button: 0,
    buttons,
    clientX: x,
    clientY: box.y + box.height / 2,
  });
  const x0 = grip.x + grip.width / 2;
  await endGrip.dispatchEvent("pointerdown", at(x0)); // on the grip, as a finger's press is
  await expect(endHandle(page)).toHaveAttribute("aria-valuenow", "20.3"); // taking the grip moves nothing
  expect((await vibrations(page)).slice(before)).toEqual([50]);
  await track.dispatchEvent("pointermove", at(x0 + 20));
  await track.dispatchEvent("pointerup", at(x0 + 20, 0));
  expect((await vibrations(page)).slice(before)).toEqual([50, 100]);

  const end = Number(await endHandle(page).getAttribute("aria-valuenow"));
  // 20 px is well under a second here (about 0.8 s at this width), stored to the tenth.
  expect(end).toBeCloseTo(Math.round((20.3 + 20 * secondsPerPx) * 10) / 10, 5);
  expect(end - 20.3).toBeGreaterThan(0.3);
  expect(end - 20.3).toBeLessThan(1);
  expect(Math.round(end * 10) / 10).toBe(end);
  await expect(endField(page)).toHaveValue(formatTenths(end));

  // A press beside the grips brings the nearer edge there: the start, a quarter of the way along.
  await track.dispatchEvent("pointerdown", { ...at(box.x + box.width * 0.25), pointerId: 10 });
  await track.dispatchEvent("pointerup", { ...at(box.x + box.width * 0.25, 0), pointerId: 10 });
  // The bar now shows the range 12.3~end with max(2 s, a quarter of its length) either side.
  const padding = Math.max(2, (end - 12.3) / 4);
  const pressed = 12.3 - padding + (end - 12.3 + 2 * padding) * 0.25;
  const start = Number(await startHandle(page).getAttribute("aria-valuenow"));
  expect(Math.abs(start - pressed)).toBeLessThanOrEqual(0.1);
  expect(Math.round(start * 10) / 10).toBe(start);
});

test("in Korean, by keyboard alone: mark, type, nudge, with the page's language in the messages", async ({ page }) => {
  await addSongAsKoreanGuest(page);
  const bar = page.getByRole("slider", { name: "재생 위치", exact: true });
  await expect(bar).toBeVisible();
  await page.getByRole("button", { name: "구간 설정", exact: true }).press("Enter");
  await bar.focus();
  await bar.press("Home");
  await bar.press("Enter"); // the start: about 0:00
  for (let step = 0; step < 4; step++) await bar.press("ArrowRight");
  await bar.press("Enter"); // the end: about 0:20
  const group = page.getByRole("group", { name: /^구간 다듬기/ });
  await expect(group).toBeVisible();

  const start = page.getByRole("textbox", { name: "시작 시간", exact: true });
  const end = page.getByRole("textbox", { name: "끝 시간", exact: true });
  await start.fill("0:12.3");
  await page.keyboard.press("Tab"); // leaving the field applies it; Tab goes on to the nudges
  await expect(page.getByRole("button", { name: "시작 1초 앞당기기", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "시작 0.1초 늦추기", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Space");
  await expect(page.getByRole("slider", { name: "구간 시작", exact: true })).toHaveAttribute("aria-valuenow", "12.5");
  await end.fill("0:20.4");
  await end.press("Enter");
  await expect(page.getByRole("slider", { name: "구간 끝", exact: true })).toHaveAttribute("aria-valuenow", "20.4");
  await expect(group).toContainText("(7.9초)");

  await end.fill("이십 초");
  await end.press("Enter");
  await expect(group.getByRole("alert")).toHaveText("시간은 1:05.3, 1:05, 65.3처럼 입력해 주세요.");
  await expect(page.getByRole("slider", { name: "구간 끝", exact: true })).toHaveAttribute("aria-valuenow", "20.4");
  await end.fill("0:10");
  await end.press("Enter");
  await expect(group.getByRole("alert")).toHaveText(
    "끝 시간은 0:13.5~3:20.0 사이여야 해요(시작보다 1초 이상 뒤, 영상 길이 안).",
  );
  await expectNoAxeViolations(page);
});

test("the seek bar's own handles and the editor agree; turning section mode off hides the editor", async ({ page }) => {
  await chooseRange(page);
  await typeTime(startField(page), "0:12.3");
  await startHandle(page).press("Shift+ArrowRight");
  await expect(startField(page)).toHaveValue("0:12.4");
  await endHandle(page).press("ArrowLeft");
  const end = Number(await endHandle(page).getAttribute("aria-valuenow"));
  await expect(endField(page)).toHaveValue(formatTenths(end));
  await expect(seekBar(page)).toBeVisible();
  await sectionButton(page, "Section mode").tap();
  await expect(editor(page)).toHaveCount(0);
});
