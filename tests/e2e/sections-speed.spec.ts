// The speed a saved section remembers (issue 9): chosen in the save and edit
// dialogs, kept in the browser and on the server, applied while the section
// loops (section repeat, or "play and loop" in the list) and the speed from
// before is back once it stops. Sections saved before there was a speed keep
// playing at the current speed. axe on the dialogs and the delete confirmation.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { addVideos, expectFakePlayer, openPlayerAsGuest, player, VIDEOS } from "./player-utils";
import { addSongAsKoreanGuest, sectionButton, sectionMessage, seedGuestSections, seekBar, storedSections } from "./section-utils";
import { signInAsNewUser, waitForHydration, reviewShot } from "./utils";


/** In section mode, the range from..to (whole 5 s steps) marked with the seek bar's keys (Enter marks). */
async function markRange(page: Page, from: number, to: number) {
  const bar = seekBar(page);
  await bar.press("Home");
  for (let s = 0; s < from; s += 5) await bar.press("ArrowRight");
  await bar.press("Enter");
  for (let s = from; s < to; s += 5) await bar.press("ArrowRight");
  await bar.press("Enter");
  await expect(page.locator(".player-sections__status")).toHaveText(/^(Selected|선택한 구간) /);
}

const speed = (page: Page) => page.getByRole("combobox", { name: "Playback speed", exact: true });

test.describe("at 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a section's speed: chosen when saving, applied while it loops, the speed from before back when it stops", async ({
    page,
  }) => {
    // One section saved before sections had a speed (no `rate` in the browser's copy).
    await seedGuestSections(page, VIDEOS.dynamite.id, [{ id: "1", name: "옛 구간", start: 100, end: 110 }]);
    await openPlayerAsGuest(page);
    await addVideos(page, VIDEOS.dynamite);
    await expectFakePlayer(page, { state: "playing" });
    await page.getByRole("button", { name: "Pause", exact: true }).click();
    await expectFakePlayer(page, { state: "paused" });
    await speed(page).selectOption("1.25");
    await expectFakePlayer(page, { rate: 1.25 });

    await sectionButton(page, "Section mode").click();
    await markRange(page, 10, 15);
    await sectionButton(page, "Save section").click();
    const dialog = page.getByRole("dialog", { name: "Save section" });
    const loopSpeed = dialog.getByRole("combobox", { name: "Speed when looped" });
    await expect(loopSpeed).toHaveValue("");
    await expect(loopSpeed.locator("option")).toHaveText(["Current speed", "0.5×", "0.75×", "1×", "1.25×"]);
    await expect(dialog).toContainText("Applied while the section repeats");
    await loopSpeed.selectOption("0.75");
    await dialog.getByRole("textbox", { name: "Name" }).fill("느린 후렴");
    await reviewShot(page, "dialog-speed-1280-en");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    expect(await storedSections(page)).toMatchObject([
      { name: "옛 구간", rate: null },
      { name: "느린 후렴", start: 10, end: 15, rate: 0.75 },
    ]);
    await player(page).getByRole("tab", { name: /^Sections/ }).click();
    const list = player(page).getByRole("list", { name: "My sections" });
    await expect(list.getByRole("listitem").nth(0)).toContainText("0:10~0:15 · Repeat · 0.75×");
    await expect(list.getByRole("listitem").nth(1)).toContainText("1:40~1:50 · Repeat");
    await expect(list.getByRole("listitem").nth(1)).not.toContainText("×");

    // Looped: its speed; stopped: the speed from before.
    const repeat = sectionButton(page, "Section repeat");
    await repeat.click();
    await expectFakePlayer(page, { rate: 0.75, state: "playing" });
    await expect(speed(page)).toHaveValue("0.75");
    await repeat.click();
    await expectFakePlayer(page, { rate: 1.25 });
    await expect(speed(page)).toHaveValue("1.25");

    // A speed picked while it loops holds for this loop; leaving section mode brings back 1.25.
    await repeat.click();
    await expectFakePlayer(page, { rate: 0.75 });
    await speed(page).selectOption("1");
    await expectFakePlayer(page, { rate: 1 });
    await sectionButton(page, "Section mode").click();
    await expectFakePlayer(page, { rate: 1.25 });

    // From the list: "play and loop" applies it; the older section without a speed plays at the current one.
    await list.getByRole("button", { name: /^느린 후렴 .*, play and loop$/ }).click();
    await expectFakePlayer(page, { rate: 0.75 });
    await list.getByRole("button", { name: /^옛 구간 .*, play and loop$/ }).click();
    await expect(repeat).toHaveAttribute("aria-pressed", "true");
    await expectFakePlayer(page, { rate: 1.25 });

    // Edit: the dialog shows the section's speed; "Current speed" clears it.
    await list.getByRole("button", { name: "Edit 느린 후렴" }).click();
    const edit = page.getByRole("dialog", { name: "Edit section" });
    await expect(edit.getByRole("combobox", { name: "Speed when looped" })).toHaveValue("0.75");
    await expectNoAxeViolations(page);
    await edit.getByRole("combobox", { name: "Speed when looped" }).selectOption("");
    await edit.getByRole("button", { name: "Save", exact: true }).click();
    await expect(edit).toHaveCount(0);
    await expect.poll(async () => (await storedSections(page)).map((section) => section.rate)).toEqual([null, null]);
    await expect(list.getByRole("listitem").nth(0)).not.toContainText("×");

    // The delete confirmation.
    await list.getByRole("button", { name: "Delete 옛 구간" }).click();
    await expect(page.getByRole("dialog", { name: "Please confirm" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("dialog", { name: "Please confirm" }).getByRole("button", { name: "Cancel" }).click();
  });

  test("signed in: the speed goes to the server and comes back to another browser", async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open player", exact: true }).click();
    await addVideos(page, VIDEOS.dynamite);
    await expectFakePlayer(page, { state: "playing" });
    await page.getByRole("button", { name: "Pause", exact: true }).click();
    await expectFakePlayer(page, { state: "paused" });
    await sectionButton(page, "Section mode").click();
    await markRange(page, 20, 30);
    await sectionButton(page, "Save lyrics section").click();
    const dialog = page.getByRole("dialog", { name: "Save lyrics section" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("천천히 떼창");
    await dialog.getByRole("textbox", { name: "Lyrics" }).fill("우리가 함께라면 어디든 가");
    await dialog.getByRole("combobox", { name: "Speed when looped" }).selectOption("0.5");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(sectionMessage(page)).toHaveText('Lyrics section "천천히 떼창" saved.');
    const onServer = async () =>
      ((await (await page.request.get("/api/section/user")).json()) as Array<{ name: string; rate: number | null }>).map(
        ({ name, rate }) => ({ name, rate }),
      );
    await expect.poll(onServer).toEqual([{ name: "천천히 떼창", rate: 0.5 }]);

    // Another browser of the account: the section and its speed come from the server.
    await page.evaluate(() => localStorage.removeItem("fanchant.sections"));
    await page.reload();
    await waitForHydration(page);
    await player(page).getByRole("tab", { name: /^Sections/ }).click();
    const list = player(page).getByRole("list", { name: "My sections" });
    await expect(list.getByRole("listitem")).toContainText("0:20~0:30 · Lyrics · 0.5×");
    await list.getByRole("button", { name: /^천천히 떼창 .*, play and loop$/ }).click();
    await expectFakePlayer(page, { rate: 0.5 });
    await expect(speed(page)).toHaveValue("0.5");
  });
});

test.describe("at 360×740", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("in Korean on a phone: the lyrics dialog's speed field, and axe", async ({ page }) => {
    await addSongAsKoreanGuest(page);
    await expectFakePlayer(page, { state: "playing" });
    await page.getByRole("button", { name: "일시정지", exact: true }).click();
    await expectFakePlayer(page, { state: "paused" });
    await page.getByRole("button", { name: "구간 설정", exact: true }).click();
    const bar = page.getByRole("slider", { name: "재생 위치", exact: true });
    await bar.press("Home");
    await bar.press("Enter");
    await bar.press("ArrowRight");
    await bar.press("Enter");
    await page.getByRole("button", { name: "가사 구간 저장", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "가사 구간 저장" });
    const loopSpeed = dialog.getByRole("combobox", { name: "반복할 때 속도" });
    await expect(loopSpeed.locator("option")).toHaveText(["지금 속도 그대로", "0.5×", "0.75×", "1×", "1.25×"]);
    await loopSpeed.selectOption("0.75");
    const box = (await loopSpeed.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await loopSpeed.scrollIntoViewIfNeeded();
    await reviewShot(page, "dialog-speed-360-ko");
    await expectNoAxeViolations(page);
    await dialog.getByRole("textbox", { name: "이름" }).fill("천천히");
    await dialog.getByRole("textbox", { name: "가사" }).fill("다 함께 손을 들어");
    await dialog.getByRole("button", { name: "저장", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    expect(await storedSections(page)).toMatchObject([{ name: "천천히", type: 2, rate: 0.75 }]);
  });
});
