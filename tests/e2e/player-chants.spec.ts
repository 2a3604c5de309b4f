// The fans' part of a chant in the player (issue 9 after issue 12): the
// lyrics display labels the lines the fans chant (mine and the shared ones),
// in the karaoke view too, and the mini-player reads the line the display
// shows, the fans' shared chants included.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { expectFakePlayer, player, VIDEOS } from "./player-utils";
import { seedGuestSections, seekBar } from "./section-utils";
import { signInAsGuest, waitForHydration, reviewShot } from "./utils";

const SHARED_LINE = "하나 둘 셋, 방탄! 다 같이 소리 질러!"; // the seeded fans' chant, 0:00~0:12

const TEXT = {
  en: {
    open: "Open player",
    close: "Close player",
    link: "YouTube link or video ID",
    add: "Add to queue",
    pause: "Pause",
    sectionsTab: /^Sections/,
    showChants: "Show fans' chants",
    chants: "Fans' chants",
    seek: "Seek",
    fullscreen: "Fullscreen",
    exitFullscreen: "Exit fullscreen",
    label: "Fans' part",
    nowPlaying: "Now playing",
  },
  ko: {
    open: "플레이어 열기",
    close: "플레이어 닫기",
    link: "YouTube 링크 또는 영상 ID",
    add: "재생 목록에 추가",
    pause: "일시정지",
    sectionsTab: /^구간/,
    showChants: "팬들의 응원법 보기",
    chants: "팬들의 응원법",
    seek: "재생 위치",
    fullscreen: "전체 화면",
    exitFullscreen: "전체 화면 종료",
    label: "팬 파트",
    nowPlaying: "지금 재생 중",
  },
} as const;

/** A guest with the demo video paused at 0:05, the fans' chants shown, and one fans' line of their own (0:03~0:08). */
async function chantsAt5s(page: Page, lng: "en" | "ko") {
  const text = TEXT[lng];
  await seedGuestSections(page, VIDEOS.dynamite.id, [
    { id: "1", name: "내 떼창", start: 3, end: 8, type: 2, lyrics: "우리 함께 외쳐", part: "fans" },
    { id: "2", name: "같이 부르기", start: 20, end: 30, type: 2, lyrics: "별빛 아래 다 함께" },
  ]);
  await signInAsGuest(page);
  await page.goto(`/?lng=${lng}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: text.open, exact: true }).click();
  await page.getByRole("textbox", { name: text.link }).fill(VIDEOS.dynamite.id);
  await page.getByRole("button", { name: text.add, exact: true }).click();
  await expectFakePlayer(page, { state: "playing" });
  await page.getByRole("button", { name: text.pause, exact: true }).click();
  await expectFakePlayer(page, { state: "paused" });
  // The paused video keeps its time: from here only the seek bar moves it.
  const panel = page.locator("#player");
  await panel.getByRole("tab", { name: text.sectionsTab }).click();
  await panel.getByRole("checkbox", { name: text.showChants }).check();
  await expect(panel.getByRole("list", { name: text.chants }).getByRole("listitem")).toHaveCount(1);
  const bar = page.getByRole("slider", { name: text.seek, exact: true });
  await bar.press("Home");
  await bar.press("ArrowRight");
  await expect(bar).toHaveAttribute("aria-valuenow", "5");
  // Back to the top of the panel, where the lyrics display sits under the video.
  await page.locator("#player-body").evaluate((element) => element.scrollTo(0, 0));
}

test.describe("at 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the fans' part is labelled in the lyrics display and the karaoke view; the mini-player reads the fans' shared chants", async ({
    page,
  }) => {
    await chantsAt5s(page, "en");
    const display = page.getByTestId("lyrics-display");
    const current = display.locator(".player-lyrics__current");
    // At 0:05 the shared chant (0:00~0:12) and my own fans' line (0:03~0:08) both play: both labelled.
    await expect(current).toHaveCount(2);
    await expect(current.nth(0)).toHaveAttribute("data-shared", "true");
    for (const [index, lyrics] of [[0, SHARED_LINE], [1, "우리 함께 외쳐"]] as const) {
      const line = current.nth(index).locator(".player-lyrics__line");
      await expect(line).toHaveClass(/player-lyrics__line--fans/);
      await expect(line).toContainText(lyrics);
      // Seen as a label, and read as "Fans' part: …" (the colon, after it, is for screen readers).
      const label = line.locator(".player-lyrics__part");
      await expect(label).toBeVisible();
      await expect(label).toHaveText("Fans' part");
    }
    await reviewShot(page, "lyrics-fans-1280-en");
    await expectNoAxeViolations(page);

    // The karaoke view: the label comes with the large line, inside the screen and not over the video.
    await page.getByRole("button", { name: "Fullscreen", exact: true }).click();
    await expect(display).toHaveClass(/player-lyrics--karaoke/);
    const video = (await page.getByTestId("player-video").boundingBox())!;
    for (const label of await display.locator(".player-lyrics__current .player-lyrics__part").all()) {
      await expect(label).toBeVisible();
      const box = (await label.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(800);
      const overVideo =
        box.x < video.x + video.width && box.x + box.width > video.x && box.y < video.y + video.height && box.y + box.height > video.y;
      expect(overVideo).toBe(false);
    }
    await reviewShot(page, "karaoke-fans-1280-en");
    await page.getByRole("button", { name: "Exit fullscreen", exact: true }).click();

    // At 0:10 only the shared chant plays; with the panel closed the mini-player shows that line.
    await seekBar(page).press("ArrowRight");
    await expect(current).toHaveCount(1);
    await page.getByRole("button", { name: "Close player", exact: true }).click();
    const mini = page.getByRole("region", { name: "Now playing" });
    await expect(mini.locator(".player-mini__line")).toHaveText(SHARED_LINE);
    // Switched off, the shared chant is no longer the mini-player's line.
    await mini.getByRole("button", { name: /Expand the player$/ }).click();
    await player(page).getByRole("checkbox", { name: "Show fans' chants" }).uncheck();
    await page.getByRole("button", { name: "Close player", exact: true }).click();
    await expect(mini.locator(".player-mini__line")).toHaveCount(0);
  });
});

test.describe("at 360×740", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("in Korean: the fans' part reads 팬 파트, and a sing-along line 떼창", async ({ page }) => {
    await chantsAt5s(page, "ko");
    const display = page.getByTestId("lyrics-display");
    const labels = display.locator(".player-lyrics__current .player-lyrics__part");
    await expect(labels).toHaveCount(2);
    await expect(labels.first()).toHaveText("팬 파트");
    await expect(labels.first()).toBeVisible();
    const box = (await labels.first().boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await reviewShot(page, "lyrics-fans-360-ko");
    await page.getByRole("button", { name: "전체 화면", exact: true }).click();
    await expect(labels.first()).toBeVisible();
    await reviewShot(page, "karaoke-fans-360-ko");
    await page.getByRole("button", { name: "전체 화면 종료", exact: true }).click();

    // 0:20, a sing-along line of mine: its own label (issue 27: every part has one).
    const bar = page.getByRole("slider", { name: "재생 위치", exact: true });
    for (let step = 0; step < 3; step++) await bar.press("ArrowRight");
    await expect(display.locator(".player-lyrics__current .player-lyrics__line")).toHaveText("떼창: 별빛 아래 다 함께");
    await expect(display.locator(".player-lyrics__current .player-lyrics__part")).toHaveText(["떼창"]);
  });
});
