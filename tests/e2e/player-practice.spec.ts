// The practice surface (issue 9): the panel's layout (sticky video, tabs,
// the page reflowing beside it on a desktop, one-row header on a phone), the
// mini-player, the section list and the fans' chants, measured by element
// positions at 360×740 and 1280×800, with axe on every state of the panel.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { addVideos, expectFakePlayer, fakePlayer, openPlayerAsGuest, player, VIDEOS } from "./player-utils";
import { openPausedSong, pointOnBar, seedGuestSections, videoTime } from "./section-utils";
import { signInAsNewUser, waitForHydration, reviewShot } from "./utils";

// Each test walks several panel states with axe on each: slow on a shared machine.
test.slow();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };


const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

/** Two sections of the 200 s demo video in a guest's browser: a repeat and two overlapping lyrics lines. */
const seedPracticeSections = (page: Page) =>
  seedGuestSections(page, VIDEOS.dynamite.id, [
    { id: "1", name: "후렴 연습", start: 40, end: 50 },
    { id: "2", name: "첫 줄", start: 20, end: 30, type: 2, lyrics: "별빛 아래 다 함께", pronunciation: "byeolbit arae da hamkke" },
    { id: "3", name: "겹친 줄", start: 25, end: 35, type: 2, lyrics: "손을 높이 흔들어", lineNumber: 2 },
  ]);

test.describe("at 1280×800", () => {
  test.use({ viewport: DESKTOP });

  test("the open panel makes room: the page reflows beside it; the video stays in view; queue and sections are tabs", async ({
    page,
  }) => {
    await openPlayerAsGuest(page);
    await addVideos(page, VIDEOS.dynamite, VIDEOS.tt, VIDEOS.hypeBoy);
    await expectFakePlayer(page, { state: "playing" });
    const panel = await box(page, "#player");
    const main = await box(page, "#main");
    expect(panel.x).toBeGreaterThanOrEqual(DESKTOP.width - 400 - 1);
    // Never covering content: the page ends where the panel begins.
    expect(main.x + main.width).toBeLessThanOrEqual(panel.x + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);

    const tabs = player(page).getByRole("tab");
    await expect(tabs).toHaveText(["Queue (3)", "Sections (0)"]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);

    // Scrolled to the bottom of the panel, the video is still in view.
    await page.locator("#player-body").evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const video = await box(page, '[data-testid="player-video"]');
    expect(video.y).toBeGreaterThanOrEqual(panel.y - 1);
    expect(video.y + video.height).toBeLessThanOrEqual(DESKTOP.height);

    await tabs.nth(1).click();
    await expect(player(page).getByRole("tabpanel")).toContainText("No saved sections for this song yet");
    await expect(player(page).getByRole("list", { name: "Queue" })).toBeHidden();
    // Arrow keys move between tabs.
    await tabs.nth(1).press("ArrowLeft");
    await expect(tabs.first()).toBeFocused();
    await expect(player(page).getByRole("list", { name: "Queue" })).toBeVisible();
    await reviewShot(page, "desktop-panel");

    // Closed: the page has its width back and the mini-player shows what plays.
    await page.getByRole("button", { name: "Close player", exact: true }).click();
    await expect.poll(async () => (await box(page, "#main")).x + (await box(page, "#main")).width).toBeGreaterThan(1000);
    const mini = page.getByRole("region", { name: "Now playing" });
    await expect(mini).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the section list: name, range, type and lyrics; tap to jump and loop; edit and delete; overlapping lines stacked", async ({
    page,
  }) => {
    await seedPracticeSections(page);
    await openPlayerAsGuest(page);
    await addVideos(page, VIDEOS.dynamite);
    await expectFakePlayer(page, { state: "playing" });
    await player(page).getByRole("tab", { name: "Sections (3)" }).click();
    const list = player(page).getByRole("list", { name: "My sections" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    await expect(list.getByRole("listitem").nth(0)).toContainText("첫 줄");
    await expect(list.getByRole("listitem").nth(0)).toContainText("0:20~0:30 · Lyrics");
    await expect(list.getByRole("listitem").nth(0)).toContainText("별빛 아래 다 함께 · byeolbit arae da hamkke");
    await expect(list.getByRole("listitem").nth(2)).toContainText("0:40~0:50 · Repeat");
    await expectNoAxeViolations(page);

    await list.getByRole("button", { name: /^겹친 줄 0:25~0:35 .*, play and loop$/ }).click();
    await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(25);
    await expect(page.getByRole("button", { name: "Section repeat", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(list.getByRole("listitem").nth(1)).toHaveAttribute("aria-current", "true");
    // At 0:25 both lyrics lines play: both are shown, stacked in playback order.
    const lines = page.getByTestId("lyrics-display").locator(".player-lyrics__current .player-lyrics__line");
    await expect(lines).toHaveText(["Sing-along: 별빛 아래 다 함께", "Sing-along: 손을 높이 흔들어"]);
    const [first, second] = [await lines.nth(0).boundingBox(), await lines.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height - 1);

    await list.getByRole("button", { name: "Edit 후렴 연습" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit section" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("후렴 다시");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(list.getByRole("listitem").nth(2)).toContainText("후렴 다시");

    await list.getByRole("button", { name: "Delete 후렴 다시" }).click();
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(list.getByRole("listitem")).toHaveCount(2);
  });

  test("fans' chants: on by default (issue 25); the shared lines show in the list and the display, read-only, and can be copied", async ({
    page,
  }) => {
    await openPlayerAsGuest(page);
    await addVideos(page, VIDEOS.dynamite);
    await expectFakePlayer(page, { state: "playing" });
    await player(page).getByRole("tab", { name: /^Sections/ }).click();
    // On without being asked: the switch sits beside the lyrics, checked.
    await expect(page.getByTestId("lyrics-display").getByRole("checkbox", { name: "Show fans' chants" })).toBeChecked();
    const shared = player(page).getByRole("list", { name: "Fans' chants" });
    await expect(shared.getByRole("listitem")).toHaveCount(1);
    await expect(shared).toContainText("Shared 인트로 떼창 콜");
    await expect(shared).toContainText("0:00~0:12");
    // Read-only: no edit or delete for a fan's chant.
    await expect(shared.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await shared.getByRole("button", { name: /인트로 떼창 콜 .*, play and loop$/ }).click();
    await expect(page.getByTestId("lyrics-display").locator(".player-lyrics__current").first()).toHaveAttribute(
      "data-shared",
      "true",
    );
    await expect(page.getByTestId("lyrics-display")).toContainText("하나 둘 셋, 방탄! 다 같이 소리 질러!");

    await player(page).getByRole("checkbox", { name: "Show fans' chants" }).uncheck();
    await expect(player(page).getByRole("list", { name: "Fans' chants" })).toHaveCount(0);
    await player(page).getByRole("checkbox", { name: "Show fans' chants" }).check();

    await shared.getByRole("button", { name: "Copy to my sections: 인트로 떼창 콜" }).click();
    await expect(player(page).getByRole("list", { name: "My sections" }).getByRole("listitem")).toHaveCount(1);
    // A copy I own replaces the shared line in the list (no duplicate).
    await expect(player(page).getByText("No fan has shared a chant for this song yet.")).toBeVisible();
    // Nothing of the fans' left to show: no switch beside the lyrics.
    await expect(player(page).getByRole("checkbox", { name: "Show fans' chants" })).toHaveCount(0);
  });
});

test.describe("at 360×740", () => {
  test.use({ viewport: PHONE });

  test("the mini-player: at most 64 px, at the bottom, play/pause and next work, tapping opens the panel", async ({ page }) => {
    await openPlayerAsGuest(page);
    await addVideos(page, VIDEOS.dynamite, VIDEOS.tt);
    await expectFakePlayer(page, { state: "playing" });
    await page.getByRole("button", { name: "Close player", exact: true }).click();
    const mini = page.getByRole("region", { name: "Now playing" });
    await expect(mini).toBeVisible();
    const bar = (await mini.boundingBox())!;
    expect(bar.height).toBeLessThanOrEqual(64);
    // At the bottom, just above the site's bottom navigation bar.
    const nav = (await page.locator(".site-nav__bar").boundingBox())!;
    expect(Math.abs(nav.y + nav.height - PHONE.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(bar.y + bar.height - nav.y)).toBeLessThanOrEqual(1);
    expect(bar.x).toBe(0);
    expect(bar.width).toBe(PHONE.width);
    await expect(mini).toContainText(VIDEOS.dynamite.title);
    // Nothing else sits at the bottom of the screen (the "open player" bar gives way).
    await expect(player(page).getByRole("button", { name: "Open player", exact: true })).toBeHidden();
    await reviewShot(page, "phone-mini");
    await expectNoAxeViolations(page);

    await mini.getByRole("button", { name: "Pause", exact: true }).click();
    await expectFakePlayer(page, { state: "paused" });
    await mini.getByRole("button", { name: "Play", exact: true }).click();
    await expectFakePlayer(page, { state: "playing" });
    await mini.getByRole("button", { name: "Next", exact: true }).click();
    await expectFakePlayer(page, { videoId: VIDEOS.tt.id });
    await expect(mini).toContainText(VIDEOS.tt.title);

    await mini.getByRole("button", { name: new RegExp(`^${VIDEOS.tt.title}.*Expand the player$`) }).click();
    await expect(mini).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Close player", exact: true })).toBeVisible();
    expect((await fakePlayer(page))?.loads).toBe(2);
  });

  test("the open sheet keeps the video in view and nothing is wider than the screen", async ({ page }) => {
    await openPlayerAsGuest(page);
    await addVideos(page, VIDEOS.dynamite, VIDEOS.tt, VIDEOS.hypeBoy);
    await page.locator("#player-body").evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const video = await box(page, '[data-testid="player-video"]');
    expect(video.y).toBeGreaterThanOrEqual(0);
    expect(video.y + video.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await reviewShot(page, "phone-panel");
    await expectNoAxeViolations(page);
  });

  test("a signed-in header is one row", async ({ page }) => {
    await signInAsNewUser(page, { nickname: "한줄헤더팬" });
    for (const lng of ["ko", "en"]) {
      await page.goto(`/?lng=${lng}`);
      await waitForHydration(page);
      const header = await box(page, ".site-header");
      expect(header.height).toBeLessThanOrEqual(60);
      for (const name of lng === "ko" ? ["홈", "로그아웃"] : ["Home", "Sign out"]) {
        const target = (await page.getByRole("banner").getByRole(name === "홈" || name === "Home" ? "link" : "button", { name, exact: true }).boundingBox())!;
        expect(target.x + target.width).toBeLessThanOrEqual(PHONE.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await reviewShot(page, `phone-header-${lng}`);
    }
  });
});

test("the karaoke view: video, current line with pronunciation, next line, countdown and controls in one screen, nothing over the video", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await seedPracticeSections(page);
  await openPlayerAsGuest(page);
  await addVideos(page, VIDEOS.dynamite);
  await expectFakePlayer(page, { state: "playing" });
  await player(page).getByRole("tab", { name: /^Sections/ }).click();
  await player(page).getByRole("button", { name: /^첫 줄 0:20~0:30 .*, play and loop$/ }).click();
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(20);
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  await expectFakePlayer(page, { state: "paused" });
  // At 22.5 s the first line plays and the overlapping one starts within 3 s.
  await page.evaluate(() => (window as any).__fakeYouTube.player().seekTo(22.5, true));
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  await expectFakePlayer(page, { state: "paused" });
  expect(await videoTime(page)).toBeLessThan(25);
  await expect(page.getByRole("timer")).toContainText("겹친 줄 in");
  await page.getByRole("button", { name: "Fullscreen", exact: true }).click();
  await expect(page.getByRole("button", { name: "Exit fullscreen", exact: true })).toBeVisible();

  const display = page.getByTestId("lyrics-display");
  const parts = {
    line: display.locator(".player-lyrics__line").first(),
    pronunciation: display.locator(".player-lyrics__pronunciation").first(),
    next: display.locator(".player-lyrics__next"),
    countdown: display.getByRole("timer"),
    play: page.getByRole("button", { name: "Play", exact: true }),
    previous: page.getByRole("button", { name: "Previous", exact: true }),
    next_: page.getByRole("button", { name: "Next", exact: true }),
    exit: page.getByRole("button", { name: "Exit fullscreen", exact: true }),
  };
  // Every line with its part's badge (issue 27): a sing-along line reads "Sing-along: …".
  await expect(parts.line).toHaveText("Sing-along: 별빛 아래 다 함께");
  await expect(parts.pronunciation).toHaveText("byeolbit arae da hamkke");
  await expect(parts.next).toHaveText("Next Sing-along: 손을 높이 흔들어");
  for (const viewport of [PHONE, { width: PHONE.height, height: PHONE.width }, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expect(parts.line).toBeVisible();
    const video = (await page.getByTestId("player-video").boundingBox())!;
    expect(video.width, `video at ${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(200);
    expect(video.height).toBeGreaterThanOrEqual(200);
    expect(video.y + video.height).toBeLessThanOrEqual(viewport.height);
    for (const [name, locator] of Object.entries(parts)) {
      const part = (await locator.boundingBox())!;
      const where = `${name} at ${viewport.width}×${viewport.height}`;
      expect(part, where).not.toBeNull();
      expect(part.x, where).toBeGreaterThanOrEqual(0);
      expect(part.y, where).toBeGreaterThanOrEqual(0);
      expect(part.x + part.width, where).toBeLessThanOrEqual(viewport.width + 0.5);
      expect(part.y + part.height, where).toBeLessThanOrEqual(viewport.height + 0.5);
      const overlaps =
        part.x < video.x + video.width && part.x + part.width > video.x && part.y < video.y + video.height && part.y + part.height > video.y;
      expect(overlaps, `${where} is drawn over the video`).toBe(false);
    }
    await reviewShot(page, `karaoke-${viewport.width}x${viewport.height}`);
  }
  await expectNoAxeViolations(page);
  await parts.exit.click();
  await expect(page.getByRole("button", { name: "Fullscreen", exact: true })).toBeVisible();
});

test("keyboard shortcuts: Space, ←/→, N/P, [ ], L and ? — not while typing; the player toggle follows the header in the tab order", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openPlayerAsGuest(page);
  await addVideos(page, VIDEOS.dynamite, VIDEOS.tt);
  await expectFakePlayer(page, { videoId: VIDEOS.dynamite.id, state: "playing" });

  // Tab order: the header's last control, then the player's toggle.
  await page.getByRole("button", { name: "Sign out" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Close player", exact: true })).toBeFocused();

  await page.locator("h1").first().click();
  await page.keyboard.press(" ");
  await expectFakePlayer(page, { state: "paused" });
  const before = await videoTime(page);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => videoTime(page)).toBeCloseTo(before + 5, 0);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => videoTime(page)).toBeCloseTo(before, 0);
  await page.keyboard.press(" ");
  await expectFakePlayer(page, { state: "playing" });

  // [ and ] mark the section at the current time; L loops it.
  await page.keyboard.press("[");
  await page.evaluate(() => (window as any).__fakeYouTube.advance(3000));
  await page.keyboard.press("]");
  await expect(page.locator(".player-sections__status")).toContainText("Selected 0:");
  await page.keyboard.press("l");
  await expect(page.getByRole("button", { name: "Section repeat", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("L");
  await expect(page.getByRole("button", { name: "Section repeat", exact: true })).toHaveAttribute("aria-pressed", "false");

  await page.keyboard.press("n");
  await expectFakePlayer(page, { videoId: VIDEOS.tt.id });
  await page.keyboard.press("p");
  await expectFakePlayer(page, { videoId: VIDEOS.dynamite.id });

  // Typing in a field: the letters are text, not commands.
  const field = page.getByRole("textbox", { name: "YouTube link or video ID" });
  await field.fill("");
  await field.press("n");
  await field.press(" ");
  await expect(field).toHaveValue("n ");
  await expectFakePlayer(page, { videoId: VIDEOS.dynamite.id, state: "playing" });

  await page.locator("h1").first().click();
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toContainText("Back or forward 5 seconds");
  await expect(help.getByRole("button", { name: "Close" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(help).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Shortcuts", exact: true })).toBeFocused();
});

test("a long press shows its progress while held; a short press only seeks", async ({ page }) => {
  await openPausedSong(page);
  await page.getByRole("button", { name: "Section mode", exact: true }).click();
  const progress = page.getByTestId("long-press-progress");
  const { x, y } = await pointOnBar(page, 0.3);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await expect(progress).toBeVisible();
  const indicator = (await progress.boundingBox())!;
  expect(Math.abs(indicator.x + indicator.width / 2 - x)).toBeLessThanOrEqual(2);
  await page.clock.runFor(500);
  await expect(progress).toBeVisible();
  await page.clock.runFor(500);
  await expect(progress).toHaveCount(0);
  await page.mouse.up();
  await expect(page.locator(".player-sections__status")).toContainText("Start 1:00");

  // A short press: no indicator left behind, the video seeks there.
  const other = await pointOnBar(page, 0.5);
  await page.mouse.move(other.x, other.y);
  await page.mouse.down();
  await page.clock.runFor(200);
  await page.mouse.up();
  await expect(progress).toHaveCount(0);
  await expect.poll(() => videoTime(page)).toBeCloseTo(100, 0);
  await expect(page.locator(".player-sections__status")).toContainText("Start 1:00");
});
