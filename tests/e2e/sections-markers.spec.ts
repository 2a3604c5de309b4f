// Saved sections' markers above the seek bar (issue 9): markers whose 24 px
// hit areas would overlap are one marker with the count, which opens a small
// menu of those sections (keyboard: arrows, Home/End, Enter, Escape, Tab;
// closes on a press outside); choosing one does what a marker does (spec §4:
// seek to its start, pause, section mode, select it). axe on section mode
// with handles and markers, and with the menu open.
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { expectFakePlayer, VIDEOS } from "./player-utils";
import { addSongAsKoreanGuest, openPausedSong, sectionButton, sectionStatus, seedGuestSections, startHandle, videoTime } from "./section-utils";
import { reviewShot } from "./utils";

/** Two sections a second apart (their markers would cover each other) and one on its own. */
async function seedCloseSections(page: Page) {
  await seedGuestSections(page, VIDEOS.dynamite.id, [
    { id: "1", name: "도입 콜", start: 30, end: 40 },
    { id: "2", name: "도입 떼창", start: 31, end: 36, type: 2, lyrics: "하나 둘 셋 다 함께", part: "fans" },
    { id: "3", name: "후렴 콜", start: 120, end: 130 },
  ]);
}

const markers = (page: Page) => page.locator(".section-bar__markers").getByRole("button");

/** Every marker can be pressed: no two overlap, and the middle of each is that marker. */
async function expectEveryMarkerReachable(page: Page) {
  const boxes = [];
  for (const marker of await markers(page).all()) {
    const box = (await marker.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(44);
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label") ?? null,
      [box.x + box.width / 2, box.y + box.height / 2] as const,
    );
    expect(hit).toBe(await marker.getAttribute("aria-label"));
    boxes.push(box);
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) expect(a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5).toBe(true);
  }
}

async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused();
}

test.describe("at 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("markers a second apart are one marker with the count; its menu by mouse and keyboard selects like a marker", async ({
    page,
  }) => {
    await seedCloseSections(page);
    await openPausedSong(page);
    // No long press here: the page's clock runs again (axe needs its timers); the paused video keeps its time.
    await page.clock.resume();
    const group = page.getByRole("button", { name: "2 sections: 도입 콜, 도입 떼창", exact: true });
    await expect(markers(page)).toHaveCount(2);
    await expect(group).toHaveText("2");
    await expect(group).toHaveAttribute("aria-haspopup", "menu");
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await expect(markers(page).nth(1)).toHaveAccessibleName("후렴 콜");
    await expectEveryMarkerReachable(page);

    // Open by mouse: the first section has focus; arrows, Home and End move; Escape closes.
    await group.click();
    const menu = page.getByRole("menu", { name: "Sections starting near 0:30" });
    const items = menu.getByRole("menuitem");
    await expect(items).toHaveText(["도입 콜 0:30~0:40", "도입 떼창 0:31~0:36"]);
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await expectFocused(items.nth(0));
    // Nothing is drawn over the video: the menu opens below the markers.
    const video = (await page.getByTestId("player-video").boundingBox())!;
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.y).toBeGreaterThanOrEqual(video.y + video.height);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(1280);
    await reviewShot(page, "markers-menu-1280-en");
    await expectNoAxeViolations(page);
    await page.keyboard.press("ArrowDown");
    await expectFocused(items.nth(1));
    await page.keyboard.press("ArrowDown");
    await expectFocused(items.nth(0));
    await page.keyboard.press("End");
    await expectFocused(items.nth(1));
    await page.keyboard.press("Home");
    await expectFocused(items.nth(0));
    await page.keyboard.press("ArrowUp");
    await expectFocused(items.nth(1));
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expectFocused(group);
    await expect(group).toHaveAttribute("aria-expanded", "false");
    // Escape closed the menu only: the panel is still in section mode's original state (off).
    await expect(sectionButton(page, "Section mode")).toHaveAttribute("aria-pressed", "false");

    // A press outside closes it; so does Tab.
    await group.click();
    await expect(menu).toBeVisible();
    await page.locator(".player-now__title").click();
    await expect(menu).toHaveCount(0);
    await group.focus();
    await page.keyboard.press("Enter");
    await expectFocused(items.nth(0));
    await page.keyboard.press("Tab");
    await expect(menu).toHaveCount(0);

    // By keyboard: the second one is chosen; it does what its marker would (seek to its start, pause, section mode, select).
    await group.focus();
    await page.keyboard.press("ArrowDown");
    await expectFocused(items.nth(0));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(menu).toHaveCount(0);
    await expectFocused(group);
    await expect(sectionButton(page, "Section mode")).toHaveAttribute("aria-pressed", "true");
    await expect(sectionStatus(page)).toHaveText("Selected 0:31~0:36");
    await expect(startHandle(page)).toHaveAttribute("aria-valuenow", "31");
    expect(await videoTime(page)).toBe(31);
    await expectFakePlayer(page, { state: "paused" });
    await expect(group).toHaveAttribute("aria-current", "true");
    await expect(sectionButton(page, "Delete section")).toBeEnabled();

    // Section mode with the handles and markers: axe, and the markers stay reachable beside the handles.
    await expectEveryMarkerReachable(page);
    await reviewShot(page, "section-mode-1280-en");
    await expectNoAxeViolations(page);

    // The one on its own is a marker as before.
    await page.getByRole("button", { name: "후렴 콜", exact: true }).click();
    await expect(sectionStatus(page)).toHaveText("Selected 2:00~2:10");
    await expect(group).not.toHaveAttribute("aria-current", "true");
  });
});

test.describe("at 360×740", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("in Korean on a phone: the grouped marker's menu fits the screen and a tap on a section selects it", async ({
    page,
  }) => {
    await seedCloseSections(page);
    await addSongAsKoreanGuest(page);
    await expectFakePlayer(page, { state: "playing" });
    await page.getByRole("button", { name: "일시정지", exact: true }).click();
    await expectFakePlayer(page, { state: "paused" });

    const group = page.getByRole("button", { name: "구간 수 2: 도입 콜, 도입 떼창", exact: true });
    await expect(group).toHaveText("2");
    await expectEveryMarkerReachable(page);
    await group.click();
    const menu = page.getByRole("menu", { name: "0:30 근처에서 시작하는 구간" });
    await expect(menu.getByRole("menuitem")).toHaveText(["도입 콜 0:30~0:40", "도입 떼창 0:31~0:36"]);
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    for (const item of await menu.getByRole("menuitem").all()) {
      expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await reviewShot(page, "markers-menu-360-ko");
    await expectNoAxeViolations(page);

    await menu.getByRole("menuitem", { name: "도입 콜 0:30~0:40" }).click();
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole("button", { name: "구간 설정", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".player-sections__status")).toHaveText("선택한 구간 0:30~0:40");
    await expect.poll(() => videoTime(page)).toBe(30);
    await reviewShot(page, "section-mode-360-ko");
  });
});
