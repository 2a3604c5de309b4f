// Video errors (spec §8) and a YouTube script that never arrives.
import { expect, test } from "./fixtures";
import {
  addVideos,
  expectCurrent,
  expectFakePlayer,
  openPlayerAsGuest,
  raiseVideoError,
  songInPlaylist,
  VIDEOS,
} from "./player-utils";

const CASES = [
  { code: 2, message: "The video ID is invalid (error 2).", skips: true, link: false },
  { code: 5, message: "This video can't be played in the HTML5 player (error 5).", skips: false, link: false },
  {
    code: 100,
    message: "The video was not found: it was deleted or made private (error 100).",
    skips: true,
    link: false,
  },
  { code: 101, message: "The video's owner doesn't allow playing it here (error 101).", skips: true, link: true },
  { code: 150, message: "The video's owner doesn't allow playing it here (error 150).", skips: true, link: true },
  { code: 153, message: "The video couldn't be played: unknown error (error 153).", skips: true, link: false },
];

for (const { code, message, skips, link } of CASES) {
  test(`error ${code}: ${skips ? "told, and the next song plays" : "told, and the song stays"}`, async ({ page }) => {
    await openPlayerAsGuest(page);
    await addVideos(page, VIDEOS.dynamite, VIDEOS.tt);
    await expectFakePlayer(page, { videoId: VIDEOS.dynamite.id, state: "playing" });
    // Straight to 42.0 s and the error in one step: real time passing under load must not move the clock between them.
    await page.evaluate((c) => {
      const fake = (window as any).__fakeYouTube;
      fake.advance(42_000 - fake.player().getCurrentTime() * 1000);
      fake.raiseError(c);
    }, code);

    const alert = page.getByRole("alert");
    await expect(alert).toContainText(`“${VIDEOS.dynamite.title}” ${message}`);
    if (skips) {
      await expect(alert).toContainText("Playing the next song instead.");
      await expectCurrent(page, VIDEOS.tt.title);
      await expectFakePlayer(page, { videoId: VIDEOS.tt.id, state: "playing" });
    } else {
      await expect(alert).not.toContainText("Playing the next song instead.");
      await expectCurrent(page, VIDEOS.dynamite.title);
      await expectFakePlayer(page, { videoId: VIDEOS.dynamite.id });
    }
    const open = alert.getByRole("link", { name: "Open on YouTube" });
    if (link) {
      await expect(open).toHaveAttribute("href", `https://www.youtube.com/watch?v=${VIDEOS.dynamite.id}&t=42s`);
      await expect(open).toHaveAttribute("target", "_blank");
    } else {
      await expect(open).toHaveCount(0);
    }
    await alert.getByRole("button", { name: "Dismiss" }).click();
    await expect(alert).toHaveCount(0);
  });
}

test("the messages are in the page's language", async ({ page }) => {
  await openPlayerAsGuest(page);
  await addVideos(page, VIDEOS.dynamite, VIDEOS.tt);
  await page.goto("/?lng=ko");
  // The panel comes back open, the song paused.
  await expect(page.getByRole("button", { name: "플레이어 닫기" })).toBeVisible();
  await page.getByRole("button", { name: "재생", exact: true }).click();
  await expectFakePlayer(page, { state: "playing" });
  await raiseVideoError(page, 100);
  await expect(page.getByRole("alert")).toContainText(
    "영상을 찾을 수 없습니다. 삭제되었거나 비공개로 바뀌었습니다(오류 100).",
  );
});

test("when every song fails in a row the player stops instead of looping", async ({ page }) => {
  await openPlayerAsGuest(page);
  await page.getByRole("button", { name: "Repeat queue" }).click();
  // Ids starting with "err" and a code fail with it as soon as the fake player loads them.
  const failing150 = { id: "err150aaaaa", title: "Demo video err150aaaaa" };
  const failing100 = { id: "err100bbbbb", title: "Demo video err100bbbbb" };
  await addVideos(page, failing150);
  await expect(page.getByRole("alert")).toContainText("(error 150)");
  await addVideos(page, failing100);
  await songInPlaylist(page, failing150.title).click();
  // 150 skips to the next song, which fails with 100; with repeat on, skipping again would only loop.
  await expect(page.getByRole("alert")).toContainText("(error 100)");
  await expect(page.getByRole("alert")).not.toContainText("Playing the next song instead.");
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeVisible();
});

test("if the YouTube script does not load within 5 s the player says so and the page keeps working", async ({
  page,
}) => {
  let release = () => {};
  await page.route("https://www.youtube.com/iframe_api", (route) =>
    new Promise<void>((resolve) => (release = resolve)).then(() => route.abort()),
  );
  await page.clock.install();
  await openPlayerAsGuest(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await addVideos(page, VIDEOS.dynamite);
  const message = "The YouTube player didn't load within 5 seconds.";
  await page.clock.runFor(4_900);
  await expect(page.getByText(message, { exact: false })).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(page.getByRole("alert")).toContainText(message);
  // The rest of the page and of the panel still work.
  await addVideos(page, VIDEOS.tt);
  await page.getByRole("navigation", { name: "Main menu" }).getByText("More", { exact: true }).click();
  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  release();
});
