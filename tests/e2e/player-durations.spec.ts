// Songs added by YouTube link have no length (oEmbed tells none) until the
// player knows it (issue 9): then the queue shows it, the browser's copy
// keeps it, and an account's next playlist save carries it to the catalogue,
// which fills a length it did not know (never a known one).
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addByLink, addVideos, expectFakePlayer, openPlayerAsGuest, setVideoDuration, songInPlaylist, VIDEOS } from "./player-utils";
import { e2eDatabase, signInAsNewUser, waitForHydration } from "./utils";

/** The queue's line under a song's title ("Demo channel · 3:20"). */
const meta = (page: Page, title: string) => songInPlaylist(page, title).locator(".player-song__meta");

/** The browser's copy of the queue: each song's length. */
const storedDurations = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem("fanchant.player.playlist") ?? "{}").playlist ?? []).map(
      (song: { youtubeId: string; duration: number }) => [song.youtubeId, song.duration],
    ),
  );

test("a guest's song added by link takes the length the player reports, also a queued one once it plays", async ({ page }) => {
  await openPlayerAsGuest(page);
  await addVideos(page, VIDEOS.dynamite);
  await expectFakePlayer(page, { state: "playing", duration: 200 });
  await expect(meta(page, VIDEOS.dynamite.title)).toHaveText("Demo channel · 3:20");

  // Queued, not played yet: unknown, so nothing is shown. Played: its own length (not the song before it).
  await setVideoDuration(page, "dur4tion002", 187);
  await addByLink(page, "dur4tion002");
  const second = "Demo video dur4tion002";
  await expect(meta(page, second)).toHaveText("Demo channel");
  await expect.poll(() => storedDurations(page)).toEqual([
    [VIDEOS.dynamite.id, 200],
    ["dur4tion002", 0],
  ]);
  await songInPlaylist(page, second).click();
  await expectFakePlayer(page, { videoId: "dur4tion002", state: "playing" });
  await expect(meta(page, second)).toHaveText("Demo channel · 3:07");
  await expect(meta(page, VIDEOS.dynamite.title)).toHaveText("Demo channel · 3:20");
  await expect.poll(() => storedDurations(page)).toEqual([
    [VIDEOS.dynamite.id, 200],
    ["dur4tion002", 187],
  ]);
});

test("signed in: the next playlist save carries the length to the catalogue, which fills its unknown one", async ({ page }) => {
  const db = e2eDatabase();
  try {
    await signInAsNewUser(page);
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open player", exact: true }).click();
    // A video the catalogue does not know, and whose length YouTube's oEmbed does not give.
    await addByLink(page, "dur4tion003");
    await expectFakePlayer(page, { videoId: "dur4tion003", state: "playing" });
    await expect(meta(page, "Demo video dur4tion003")).toHaveText("Demo channel · 3:20");
    const catalogue = () => db.song.findUnique({ where: { youtubeId: "dur4tion003" }, select: { duration: true } });
    await expect.poll(async () => (await catalogue())?.duration).toBe(200);
    // The account's saved queue answers it too (another browser of the account sees the length).
    const saved = await db.playerPlaylistSong.findMany({ select: { song: { select: { youtubeId: true, duration: true } } } });
    expect(saved.map((entry) => entry.song).filter((song) => song.youtubeId === "dur4tion003")).toEqual([
      { youtubeId: "dur4tion003", duration: 200 },
    ]);
  } finally {
    await db.$disconnect();
  }
});
