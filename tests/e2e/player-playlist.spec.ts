// The player panel and the personal playlist, as a new user tries them (issue 4).
import { expect, test } from "./fixtures";
import {
  addByLink,
  addVideos,
  expectCurrent,
  expectFakePlayer,
  expectPlaylist,
  fakePlayer,
  fakePlayers,
  openPlayerAsGuest,
  player,
  playlistItems,
  VIDEOS,
} from "./player-utils";

const demo = (id: string) => `Demo video ${id}`;

test("every common link form and a bare id add the video; the first one starts playing", async ({ page }) => {
  await openPlayerAsGuest(page);
  await expect(page.getByText("Select a song")).toBeVisible();
  const forms: Array<[string, string]> = [
    ["watchLink01", "https://www.youtube.com/watch?v=watchLink01&list=PL123&t=42s"],
    ["youtuBe_222", "https://youtu.be/youtuBe_222?si=abcDEF"],
    ["shorts33333", "https://www.youtube.com/shorts/shorts33333"],
    ["embed444444", "https://www.youtube.com/embed/embed444444?start=5"],
    ["live5555555", "https://www.youtube.com/live/live5555555?feature=share"],
    ["music666666", "https://music.youtube.com/watch?v=music666666&feature=share"],
    ["mobile77777", "https://m.youtube.com/watch?v=mobile77777&pp=x"],
    ["noScheme888", "youtube.com/watch?v=noScheme888"],
    ["bareId99999", "bareId99999"],
  ];
  for (const [id, link] of forms) {
    await addByLink(page, link);
    await expect(page.getByText(`Added “${demo(id)}” to the queue.`)).toBeVisible();
  }
  await expectPlaylist(
    page,
    forms.map(([id]) => demo(id)),
  );
  // Only the first song started; the others wait their turn.
  await expectCurrent(page, demo("watchLink01"));
  await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  expect(await fakePlayer(page)).toMatchObject({ videoId: "watchLink01", state: "playing", loads: 1 });
  await expect(page.getByRole("textbox", { name: "YouTube link or video ID" })).toHaveValue("");
});

test("bad links are refused with the invalid-URL message and kept in the field", async ({ page }) => {
  await openPlayerAsGuest(page);
  const field = page.getByRole("textbox", { name: "YouTube link or video ID" });
  for (const bad of [
    "hello",
    "https://vimeo.com/gdZLi9oWNZg",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/@bts",
    "gdZLi9oWNZ",
  ]) {
    await addByLink(page, bad);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Invalid YouTube URL.", { exact: false })).toBeVisible();
    await expect(field).toHaveValue(bad);
  }
  await expect(page.getByText("No songs yet.", { exact: false })).toBeVisible();
});

test("a duplicate (same video, another link form) is not added", async ({ page }) => {
  await openPlayerAsGuest(page);
  await addByLink(page, `https://www.youtube.com/watch?v=${VIDEOS.dynamite.id}`);
  await expectPlaylist(page, [VIDEOS.dynamite.title]);
  await expect(page.getByRole("textbox", { name: "YouTube link or video ID" })).toHaveValue("");
  await addByLink(page, `https://youtu.be/${VIDEOS.dynamite.id}?t=3`);
  await expect(page.getByText("This song is already in the queue.")).toBeVisible();
  await expectPlaylist(page, [VIDEOS.dynamite.title]);
});

test("when YouTube cannot describe the video, the user types the title and artist", async ({ page }) => {
  await openPlayerAsGuest(page);
  await addByLink(page, "https://youtu.be/notfound123");
  await expect(page.getByText("YouTube doesn't describe this video", { exact: false })).toBeVisible();
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  await expect(title).toBeFocused();
  await page.getByRole("button", { name: "Add to queue", exact: true }).click();
  await expect(page.getByText("The title cannot be empty.")).toBeVisible();
  await title.fill("우리만의 응원가");
  await page.getByRole("textbox", { name: "Artist", exact: true }).fill("응원단");
  await page.getByRole("button", { name: "Add to queue", exact: true }).click();
  await expectPlaylist(page, ["우리만의 응원가"]);
  await expect(title).toHaveCount(0);

  await addByLink(page, "unreachable");
  await expect(
    page.getByText("Couldn't get the video's details from YouTube. Type its title and artist."),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("두 번째 곡");
  await page.getByRole("button", { name: "Add to queue", exact: true }).click();
  await expectPlaylist(page, ["우리만의 응원가", "두 번째 곡"]);
});

test("songs can be added from the local catalogue by searching it", async ({ page }) => {
  await openPlayerAsGuest(page);
  const search = page.getByRole("searchbox", { name: "Search the song catalogue" });
  await expect(player(page).getByRole("status").filter({ hasText: "Popular songs" })).toBeVisible();
  await search.fill("blackpink");
  await expect(page.getByText("Songs matching “blackpink”")).toBeVisible();
  await page.getByRole("button", { name: "Add How You Like That from the catalogue" }).click();
  await expectPlaylist(page, ["How You Like That"]);
  await expectCurrent(page, "How You Like That");
  await expect(page.getByRole("button", { name: "Add How You Like That from the catalogue" })).toBeDisabled();
  await search.fill("no such song at all");
  await expect(page.getByText("No songs match “no such song at all”.")).toBeVisible();
});

test("next, previous and the end of the list, with and without repeat", async ({ page }) => {
  await openPlayerAsGuest(page);
  await addVideos(page, VIDEOS.dynamite, VIDEOS.tt, VIDEOS.hypeBoy);
  await expectPlaylist(page, [VIDEOS.dynamite.title, VIDEOS.tt.title, VIDEOS.hypeBoy.title]);
  const next = page.getByRole("button", { name: "Next", exact: true });
  const previous = page.getByRole("button", { name: "Previous", exact: true });
  const repeat = page.getByRole("button", { name: "Repeat queue", exact: true });
  await expect(repeat).toHaveAttribute("aria-pressed", "false");

  await next.click();
  await expectCurrent(page, VIDEOS.tt.title);
  await expectFakePlayer(page, { videoId: VIDEOS.tt.id });
  await next.click();
  await expectCurrent(page, VIDEOS.hypeBoy.title);
  // The last song: no next without repeat.
  await expect(next).toBeDisabled();
  // When it ends, playback stops on it.
  await page.evaluate(() => (window as any).__fakeYouTube.advance(200_000));
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeVisible();
  await expectCurrent(page, VIDEOS.hypeBoy.title);
  expect(await fakePlayer(page)).toMatchObject({ videoId: VIDEOS.hypeBoy.id, state: "ended" });

  await repeat.click();
  await expect(repeat).toHaveAttribute("aria-pressed", "true");
  await next.click();
  await expectCurrent(page, VIDEOS.dynamite.title);
  await expectFakePlayer(page, { state: "playing" });
  // Previous before the first song wraps to the last with repeat on...
  await previous.click();
  await expectCurrent(page, VIDEOS.hypeBoy.title);
  // ...and a song that ends at the end of the list wraps to the first.
  await expectFakePlayer(page, { state: "playing" });
  await page.evaluate(() => (window as any).__fakeYouTube.advance(200_000));
  await expectCurrent(page, VIDEOS.dynamite.title);
  await expectFakePlayer(page, { videoId: VIDEOS.dynamite.id });

  await repeat.click();
  await previous.click();
  // Without repeat, previous on the first song starts it again.
  await expectCurrent(page, VIDEOS.dynamite.title);
  await previous.click();
  await expectCurrent(page, VIDEOS.dynamite.title);
  await previous.click();
  await next.click();
  await expectCurrent(page, VIDEOS.tt.title);
  await previous.click();
  await expectCurrent(page, VIDEOS.dynamite.title);
});

test("drag and drop reorders while a song plays, and the current song stays current and playing", async ({ page }) => {
  // Tall enough for the sticky video and the whole queue in one view (the drag starts and ends in sight).
  await page.setViewportSize({ width: 1280, height: 1100 });
  await openPlayerAsGuest(page);
  await addVideos(page, VIDEOS.dynamite, VIDEOS.tt, VIDEOS.hypeBoy);
  await expectPlaylist(page, [VIDEOS.dynamite.title, VIDEOS.tt.title, VIDEOS.hypeBoy.title]);
  await expectFakePlayer(page, { state: "playing" });

  const handle = page.getByRole("button", { name: `Move ${VIDEOS.dynamite.title}`, exact: true });
  await playlistItems(page).nth(2).scrollIntoViewIfNeeded();
  const target = playlistItems(page).nth(2);
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.75, { steps: 12 });
  await expect(page.getByText(`${VIDEOS.dynamite.title} is at position 3 of 3.`)).toBeAttached();
  await page.mouse.up();
  // dnd-kit swallows a click in the 50 ms after a drop (so the drop does not
  // also press what it lands on); a fan's next tap comes later than that.
  await page.waitForTimeout(100);

  await expectPlaylist(page, [VIDEOS.tt.title, VIDEOS.hypeBoy.title, VIDEOS.dynamite.title]);
  await expectCurrent(page, VIDEOS.dynamite.title);
  expect(await fakePlayer(page)).toMatchObject({ videoId: VIDEOS.dynamite.id, state: "playing", loads: 1 });

  // Next follows the new order: after the last song nothing without repeat.
  await expect(page.getByRole("button", { name: "Next", exact: true })).toBeDisabled();
  await page.getByRole("button", { name: "Previous", exact: true }).click();
  await expectCurrent(page, VIDEOS.hypeBoy.title);
});

test("reorder by keyboard with the move handle", async ({ page }) => {
  await openPlayerAsGuest(page);
  await addVideos(page, VIDEOS.dynamite, VIDEOS.tt, VIDEOS.hypeBoy);
  await expectPlaylist(page, [VIDEOS.dynamite.title, VIDEOS.tt.title, VIDEOS.hypeBoy.title]);
  await page.getByRole("button", { name: `Move ${VIDEOS.hypeBoy.title}`, exact: true }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(`${VIDEOS.hypeBoy.title} is at position 3 of 3.`)).toBeAttached();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText(`${VIDEOS.hypeBoy.title} is at position 2 of 3.`)).toBeAttached();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText(`${VIDEOS.hypeBoy.title} is at position 1 of 3.`)).toBeAttached();
  await page.keyboard.press("Space");
  await expectPlaylist(page, [VIDEOS.hypeBoy.title, VIDEOS.dynamite.title, VIDEOS.tt.title]);
  await expectCurrent(page, VIDEOS.dynamite.title);
});

test("remove and clear ask first, in an accessible dialog", async ({ page }) => {
  await openPlayerAsGuest(page);
  await addVideos(page, VIDEOS.dynamite, VIDEOS.tt, VIDEOS.hypeBoy);
  await expectPlaylist(page, [VIDEOS.dynamite.title, VIDEOS.tt.title, VIDEOS.hypeBoy.title]);

  const removeTt = page.getByRole("button", { name: `Remove ${VIDEOS.tt.title}` });
  await removeTt.click();
  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText(`Remove “${VIDEOS.tt.title}” from the queue?`);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(removeTt).toBeFocused();
  await expectPlaylist(page, [VIDEOS.dynamite.title, VIDEOS.tt.title, VIDEOS.hypeBoy.title]);

  await removeTt.click();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await removeTt.click();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expectPlaylist(page, [VIDEOS.dynamite.title, VIDEOS.hypeBoy.title]);
  await expectCurrent(page, VIDEOS.dynamite.title);

  // Removing the playing song plays the one taking its place.
  await page.getByRole("button", { name: `Remove ${VIDEOS.dynamite.title}` }).click();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expectCurrent(page, VIDEOS.hypeBoy.title);
  await expectFakePlayer(page, { videoId: VIDEOS.hypeBoy.id });

  await page.getByRole("button", { name: "Clear queue" }).click();
  await expect(dialog).toContainText("Remove every song from the queue?");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expectPlaylist(page, [VIDEOS.hypeBoy.title]);
  await page.getByRole("button", { name: "Clear queue" }).click();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("No songs yet.", { exact: false })).toBeVisible();
  await expect(page.getByText("Select a song")).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear queue" })).toHaveCount(0);
  await expectFakePlayer(page, { state: "unstarted" });
});

/** Points over the video frame that must hit the player itself. */
async function expectNothingOverVideo(page: import("@playwright/test").Page) {
  const covered = await page.evaluate(() => {
    const frame = document.querySelector('[data-testid="player-video"]')!;
    const box = frame.getBoundingClientRect();
    const misses: string[] = [];
    for (const fx of [0.02, 0.25, 0.5, 0.75, 0.98]) {
      for (const fy of [0.02, 0.25, 0.5, 0.75, 0.98]) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !frame.contains(hit))
          misses.push(`${Math.round(x)},${Math.round(y)}: ${hit?.outerHTML.slice(0, 80)}`);
      }
    }
    return misses;
  });
  expect(covered).toEqual([]);
}

test("the video: 225 high, larger in fullscreen, at least 200×200, nothing over it; fullscreen keeps time and play state", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1100 });
  await openPlayerAsGuest(page);
  await addByLink(page, VIDEOS.dynamite.id);
  await expectFakePlayer(page, { state: "playing" });
  const video = page.getByTestId("player-video");
  const normal = (await video.boundingBox())!;
  expect(normal.height).toBe(225);
  expect(normal.width).toBeGreaterThanOrEqual(200);
  await expectNothingOverVideo(page);

  await page.evaluate(() => (window as any).__fakeYouTube.advance(12_000));
  const before = (await fakePlayer(page))!;
  await page.getByRole("button", { name: "Fullscreen", exact: true }).click();
  await expect(page.getByRole("button", { name: "Exit fullscreen" })).toBeVisible();
  // The karaoke view (issue 9) keeps lyrics and controls on the same screen: the video grows
  // from 225 px but stays whole inside the viewport (tests/e2e/player-practice.spec.ts has the layout).
  const large = (await video.boundingBox())!;
  expect(large.height).toBeGreaterThan(normal.height);
  expect(large.y).toBeGreaterThanOrEqual(0);
  expect(large.y + large.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await expectNothingOverVideo(page);
  const during = (await fakePlayer(page))!;
  expect(during).toMatchObject({ videoId: VIDEOS.dynamite.id, state: "playing", loads: before.loads });
  expect(during.time).toBeGreaterThanOrEqual(before.time);

  await page.getByRole("button", { name: "Exit fullscreen" }).click();
  expect((await video.boundingBox())!.height).toBe(225);
  const after = (await fakePlayer(page))!;
  expect(after).toMatchObject({ state: "playing", loads: before.loads });
  expect(after.time).toBeGreaterThanOrEqual(during.time);

  // Paused stays paused through fullscreen too; Escape leaves it.
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  await expectFakePlayer(page, { state: "paused" });
  const paused = (await fakePlayer(page))!;
  await page.getByRole("button", { name: "Fullscreen", exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Fullscreen", exact: true })).toBeVisible();
  expect(await fakePlayer(page)).toMatchObject({ state: "paused", time: paused.time, loads: paused.loads });
  expect(await fakePlayers(page)).toHaveLength(1);
});

test("navigating between pages does not restart the video; closing the panel keeps it playing", async ({ page }) => {
  await openPlayerAsGuest(page);
  await addByLink(page, VIDEOS.dynamite.id);
  await expectFakePlayer(page, { state: "playing" });
  await page.evaluate(() => (window as any).__fakeYouTube.advance(20_000));

  // Profile is in the main menu's "more" (issue 25).
  await page.getByRole("navigation", { name: "Main menu" }).getByText("More", { exact: true }).click();
  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL("/");

  const players = await fakePlayers(page);
  expect(players).toHaveLength(1);
  expect(players[0]).toMatchObject({ videoId: VIDEOS.dynamite.id, state: "playing", loads: 1 });
  expect(players[0]!.time).toBeGreaterThanOrEqual(20);

  await page.getByRole("button", { name: "Close player", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "YouTube link or video ID" })).toBeHidden();
  expect(await fakePlayer(page)).toMatchObject({ state: "playing", loads: 1 });
  await page.getByRole("button", { name: "Open player", exact: true }).click();
  await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the mobile toggle opens a usable sheet; nothing is wider than the screen", async ({ page }) => {
    await openPlayerAsGuest(page);
    await expect(player(page).getByRole("button", { name: "Close player" })).toHaveText("▼ Close player");
    await addByLink(page, VIDEOS.dynamite.id);
    await expectPlaylist(page, [VIDEOS.dynamite.title]);
    const video = (await page.getByTestId("player-video").boundingBox())!;
    expect(video.width).toBeGreaterThanOrEqual(200);
    expect(video.height).toBe(225);
    await expectNothingOverVideo(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const name of ["Previous", "Pause", "Next", "Repeat queue"]) {
      const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole("button", { name: "Close player" }).click();
    // With a song loaded the mini-player takes the "open player" bar's place (tests/e2e/player-practice.spec.ts).
    await expect(page.getByRole("region", { name: "Now playing" })).toBeVisible();
    await page.getByRole("button", { name: /Expand the player$/ }).click();
    await page.getByRole("button", { name: "Clear queue" }).click();
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByRole("button", { name: "Close player" }).click();
    await expect(player(page).getByRole("button", { name: "Open player" })).toHaveText("▲ Open player");
  });
});

test("the desktop toggle says '◀ Player' and '▶'", async ({ page }) => {
  await openPlayerAsGuest(page);
  await expect(player(page).getByRole("button", { name: "Close player" })).toHaveText("▶");
  await player(page).getByRole("button", { name: "Close player" }).click();
  await expect(player(page).getByRole("button", { name: "Open player" })).toHaveText("◀ Player");
});
