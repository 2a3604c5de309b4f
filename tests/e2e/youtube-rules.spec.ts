// The player within YouTube's embedding rules, toasts clear of the player and
// the karaoke view (issue 25, items 6, 8 and 12; docs/decisions/122): at many
// moments of every player state — the panel open and scrolled, closed with a
// song (the docked video above the mini-player, or a pause that says so), a
// toast, the shortcuts' help, something drawn over the video, practice mode,
// karaoke — at 360×740, 740×360 and 1280×800, the playing video's frame is at
// least 200×200 px, inside the viewport and topmost at a 3×3 grid of points.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import {
  addVideos,
  expectFakePlayer,
  openPlayerAsGuest,
  player,
  VIDEOS,
} from "./player-utils";
import { seedGuestSections } from "./section-utils";
import { signInAsGuest, waitForHydration, reviewShot } from "./utils";
import {
  expectPausedSayingSo,
  expectSeenWhilePlaying,
  expectToastClear,
  expectVideoRules,
  intersects,
  readFrame,
  removeToast,
  showToast,
} from "./video-rules";

test.slow();

const PHONE = { width: 360, height: 740 };
const LANDSCAPE = { width: 740, height: 360 };
const DESKTOP = { width: 1280, height: 800 };

const TOAST = "재생 목록에 담았어요 · 아주 긴 알림 문장도 두 줄로 접혀 보여요";

const mini = (page: Page) => page.getByTestId("mini-player");

async function closePanel(page: Page) {
  await page.getByRole("button", { name: "Close player", exact: true }).click();
  await expect(page.locator("#player")).toHaveAttribute("data-open", "false");
}

async function openPanel(page: Page) {
  if (await mini(page).isVisible())
    await mini(page)
      .getByRole("button", { name: /Expand the player$/ })
      .click();
  else
    await page
      .getByRole("button", { name: "Open player", exact: true })
      .first()
      .click();
  await expect(page.locator("#player")).toHaveAttribute("data-open", "true");
}

for (const viewport of [PHONE, LANDSCAPE, DESKTOP]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("open, scrolled, with a toast, the help, closed (docked or paused), covered, reopened: the playing video is always seen", async ({
      page,
    }) => {
      const label = `${viewport.width}×${viewport.height}`;
      await openPlayerAsGuest(page);
      await addVideos(page, VIDEOS.dynamite, VIDEOS.tt, VIDEOS.hypeBoy);
      await expectFakePlayer(page, { state: "playing" });
      await expectSeenWhilePlaying(page, `${label} open`);
      await expectNoAxeViolations(page);

      // Scrolled to the end of the panel: the sticky video stays clear of the close toggle (issue 25's 44×44 button).
      await page
        .locator("#player-body")
        .evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expectSeenWhilePlaying(page, `${label} open and scrolled`);
      await page
        .locator("#player-body")
        .evaluate((element) => element.scrollTo(0, 0));

      // A toast: over none of the video, the controls.
      await showToast(page, TOAST);
      await expectToastClear(page, `${label} open`);
      await reviewShot(page, `open-toast-${label}-en`);
      await expectSeenWhilePlaying(page, `${label} open with a toast`);
      await removeToast(page);

      // The shortcuts' help (in the flow, below the video).
      await player(page)
        .getByRole("button", { name: "Shortcuts", exact: true })
        .click();
      await expectSeenWhilePlaying(page, `${label} with the help open`);
      await page.keyboard.press("Escape");

      // Closed with the song playing.
      await closePanel(page);
      await expect(mini(page)).toBeVisible();
      const docked = await page.locator("#player").getAttribute("data-dock");
      if (viewport !== LANDSCAPE)
        expect(docked, `${label}: a docked video`).toBe("true");
      if (docked) {
        const reading = await expectSeenWhilePlaying(
          page,
          `${label} closed, docked`
        );
        const miniBox = (await mini(page).boundingBox())!;
        expect(intersects(reading.box!, miniBox)).toBe(false);
        expect(reading.box!.y + reading.box!.height).toBeLessThanOrEqual(
          miniBox.y
        );
        expect(reading.box!.height).toBe(200);
        if (viewport.width >= 720)
          expect(Math.round(reading.box!.width)).toBe(356);
        // The page keeps room for it: --player-dock-height is the mini-player and the docked video.
        expect(
          await page.evaluate(
            () =>
              getComputedStyle(document.querySelector(".player-spacer")!).height
          )
        ).toBe(`${60 + 200 + 16}px`);
        await showToast(page, TOAST);
        await expectToastClear(page, `${label} docked`);
        await expectSeenWhilePlaying(page, `${label} docked with a toast`);
        await reviewShot(page, `docked-${label}-en`);
        await removeToast(page);
        await expectNoAxeViolations(page);

        // Paused from the mini-player: the dock gives the page its room back; played again, it docks again.
        await mini(page)
          .getByRole("button", { name: "Pause", exact: true })
          .click();
        await expectFakePlayer(page, { state: "paused" });
        await expect(page.locator("#player")).not.toHaveAttribute(
          "data-dock",
          "true"
        );
        await showToast(page, TOAST);
        await expectToastClear(page, `${label} mini-player`);
        await removeToast(page);
        await mini(page)
          .getByRole("button", { name: "Play", exact: true })
          .click();
        await expectSeenWhilePlaying(
          page,
          `${label} played from the mini-player`
        );

        // Something drawn over the docked video: the watcher pauses and says so.
        const box = reading.box!;
        await page.evaluate((b) => {
          const cover = document.createElement("div");
          cover.id = "test-cover";
          Object.assign(cover.style, {
            position: "fixed",
            left: `${b.x + 20}px`,
            top: `${b.y + 20}px`,
            width: "60px",
            height: "60px",
            zIndex: "99",
            background: "red",
          });
          document.body.append(cover);
        }, box);
        await expectPausedSayingSo(page, `${label} covered`, /covered/);
        await page.evaluate(() =>
          document.getElementById("test-cover")?.remove()
        );
        await mini(page)
          .getByRole("button", { name: "Play", exact: true })
          .click();
        await expectSeenWhilePlaying(
          page,
          `${label} played again once uncovered`
        );
      } else {
        // No room for a 200×200 frame: paused, saying so; reopened, it resumes where it was.
        await expectPausedSayingSo(
          page,
          `${label} closed`,
          /Paused while the player is closed/
        );
        const at = (await readFrame(page)).state;
        expect(at).toBe("paused");
        await reviewShot(page, `closed-paused-${label}-en`);
        await expectNoAxeViolations(page);
        await showToast(page, TOAST);
        await expectToastClear(page, `${label} mini-player`);
        await removeToast(page);
        // Play on the mini-player opens the panel, where the video is seen.
        await mini(page)
          .getByRole("button", { name: "Play", exact: true })
          .click();
        await expect(page.locator("#player")).toHaveAttribute(
          "data-open",
          "true"
        );
        await expectSeenWhilePlaying(
          page,
          `${label} played from the mini-player`
        );
        await closePanel(page);
        await expectPausedSayingSo(
          page,
          `${label} closed again`,
          /Paused while the player is closed/
        );
      }

      // Reopened: it plays on, seen.
      await openPanel(page);
      await expectSeenWhilePlaying(page, `${label} reopened`);

      // Something covering the panel's video (a dialog of another part of the app): paused, saying so.
      await page.evaluate(() => {
        const dialog = document.createElement("dialog");
        dialog.id = "test-dialog";
        dialog.textContent = "다른 창";
        document.body.append(dialog);
        dialog.showModal();
      });
      await expectPausedSayingSo(
        page,
        `${label} under a modal dialog`,
        /covered/
      );
      await page.evaluate(() =>
        (document.getElementById("test-dialog") as HTMLDialogElement).close()
      );
      await expect(page.locator(".player-alert--embed")).toBeVisible();
      await expectNoAxeViolations(page);
      await reviewShot(page, `covered-${label}-en`);
    });
  });
}

/** Lines around 0:27 of the 200 s demo video: one playing, the next due in 3 s (the countdown). */
const seedKaraokeLines = (page: Page) =>
  seedGuestSections(page, VIDEOS.dynamite.id, [
    {
      id: "1",
      name: "첫 줄",
      start: 0,
      end: 30,
      type: 2,
      lyrics: "하나 둘 셋 우리 멤버 이름을 다 함께 외쳐요",
      pronunciation: "hana dul set",
    },
    {
      id: "2",
      name: "둘째 줄",
      start: 30,
      end: 45,
      type: 2,
      lyrics: "사랑해요 우리 리더",
      pronunciation: "saranghaeyo",
    },
  ]);

async function seek(page: Page, seconds: number) {
  await page.evaluate(
    (s) => (window as any).__fakeYouTube.player().seekTo(s, true),
    seconds
  );
}

const KARAOKE_SIZES = [PHONE, LANDSCAPE, { width: 844, height: 390 }, DESKTOP];

for (const viewport of KARAOKE_SIZES) {
  test(`karaoke at ${viewport.width}×${viewport.height}: video, line, countdown, title, progress and loop toggle all in the screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const label = `${viewport.width}×${viewport.height}`;
    await seedKaraokeLines(page);
    await openPlayerAsGuest(page);
    await addVideos(page, VIDEOS.dynamite);
    await expectFakePlayer(page, { state: "playing" });
    await player(page)
      .getByRole("button", { name: "Fullscreen", exact: true })
      .click();
    await expect(page.locator("#player")).toHaveAttribute(
      "data-fullscreen",
      "true"
    );
    await seek(page, 27.2);
    const lyrics = page.getByTestId("lyrics-display");
    await expect(lyrics.locator(".player-lyrics__line").first()).toContainText(
      "우리 멤버"
    );
    await expect(lyrics.getByRole("timer")).toHaveText(/둘째 줄/);
    await expectSeenWhilePlaying(page, `karaoke ${label}`);

    const inside = async (
      name: string,
      locator: ReturnType<Page["locator"]>
    ) => {
      const box = (await locator.boundingBox())!;
      expect(box, `${label}: ${name}`).not.toBeNull();
      expect(box.x, `${label}: ${name} left`).toBeGreaterThanOrEqual(0);
      expect(box.y, `${label}: ${name} top`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${label}: ${name} right`).toBeLessThanOrEqual(
        viewport.width + 0.5
      );
      expect(
        box.y + box.height,
        `${label}: ${name} bottom`
      ).toBeLessThanOrEqual(viewport.height + 0.5);
      return box;
    };
    const video = await inside("video", page.locator("[data-fake-youtube]"));
    const line = await inside(
      "line",
      lyrics.locator(".player-lyrics__current").first()
    );
    const countdown = await inside("countdown", lyrics.getByRole("timer"));
    // Fully visible: not clipped by the lyrics box either.
    const lyricsBox = await inside("lyrics", lyrics);
    for (const [name, box] of [
      ["line", line],
      ["countdown", countdown],
    ] as const) {
      expect(box.y, `${label}: ${name} in its box`).toBeGreaterThanOrEqual(
        lyricsBox.y - 0.5
      );
      expect(
        box.y + box.height,
        `${label}: ${name} in its box`
      ).toBeLessThanOrEqual(lyricsBox.y + lyricsBox.height + 0.5);
      expect(intersects(box, video), `${label}: ${name} over the video`).toBe(
        false
      );
    }
    await inside("title", player(page).locator(".player-now__title"));
    await inside("time", player(page).locator(".player-time"));
    await inside("progress", player(page).getByRole("progressbar"));
    const loop = player(page).getByRole("button", {
      name: "Section repeat",
      exact: true,
    });
    await inside("loop toggle", loop);
    await inside(
      "exit",
      player(page).getByRole("button", { name: "Exit fullscreen", exact: true })
    );
    await inside(
      "play/pause",
      player(page).getByRole("button", { name: "Pause", exact: true })
    );
    expect(video.height).toBeGreaterThanOrEqual(200);
    await reviewShot(page, `karaoke-${label}-en`);

    // The loop toggle loops the line playing now.
    await loop.click();
    await expect(loop).toHaveAttribute("aria-pressed", "true");
    await expectNoAxeViolations(page);
    await loop.click();
    await expect(loop).toHaveAttribute("aria-pressed", "false");
  });
}

test("karaoke on a tall screen: the video 800 px high with the lines below it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1200 });
  await seedKaraokeLines(page);
  await openPlayerAsGuest(page);
  await addVideos(page, VIDEOS.dynamite);
  await expectFakePlayer(page, { state: "playing" });
  await player(page)
    .getByRole("button", { name: "Fullscreen", exact: true })
    .click();
  await seek(page, 27.2);
  const video = (await page.locator("[data-fake-youtube]").boundingBox())!;
  expect(video.height).toBe(800);
  const countdown = (await page
    .getByTestId("lyrics-display")
    .getByRole("timer")
    .boundingBox())!;
  expect(countdown.y).toBeGreaterThan(video.y + video.height);
  expect(countdown.y + countdown.height).toBeLessThanOrEqual(1200);
  // 1920×1080 leaves no room for 800 px and the lines: as high as fits, the lines beside it.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect
    .poll(
      async () =>
        (await page.locator("[data-fake-youtube]").boundingBox())!.height
    )
    .toBeGreaterThan(640);
  const smaller = (await page.locator("[data-fake-youtube]").boundingBox())!;
  expect(smaller.height).toBeLessThanOrEqual(800);
  expect(smaller.y + smaller.height).toBeLessThanOrEqual(1080);
  await expectSeenWhilePlaying(page, "karaoke 1920×1080");
});

test("practice mode on a phone: the video docks above the mini-player while the practice plays", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsGuest(page);
  await page.goto("/practice");
  await waitForHydration(page);
  await page
    .getByRole("region", { name: "공유된 응원법이 있는 곡" })
    .getByRole("link", { name: /Dynamite/ })
    .click();
  await expect(
    page.getByRole("heading", { name: "Dynamite", level: 1 })
  ).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "연습 시작" }).click();
  await expect
    .poll(async () => (await readFrame(page)).state, { timeout: 20_000 })
    .toBe("playing");
  await expect(page.locator("#player")).toHaveAttribute("data-open", "false");
  await expect(page.locator("#player")).toHaveAttribute("data-dock", "true");
  await expectVideoRules(page, "practice on a phone", { times: 8, every: 300 });
  await expectSeenWhilePlaying(page, "practice on a phone");
  await expect(
    page.getByTestId("count-in").or(page.getByText("연습 결과"))
  ).toBeVisible();
  await reviewShot(page, "practice-360x740-ko");
  await expectNoAxeViolations(page);
});
