// Steps and probes for the player's browser tests (the fake YouTube player: tests/fixtures).
import { expect, type Page } from "@playwright/test";
import { signInAsGuest, waitForHydration } from "./utils";

export interface FakePlayerInfo {
  videoId: string | null;
  state: string;
  time: number;
  duration: number;
  rate: number;
  loads: number;
  destroyed: boolean;
}

/**
 * Videos of the seeded catalogue (prisma/seed.ts). Added by link, the fake
 * oEmbed calls them "Demo video <id>"; once an account's playlist is saved
 * they read as the catalogue has them.
 */
export const VIDEOS = {
  dynamite: { id: "gdZLi9oWNZg", title: "Demo video gdZLi9oWNZg", catalogueTitle: "Dynamite" },
  tt: { id: "ePpPVE-GGJw", title: "Demo video ePpPVE-GGJw", catalogueTitle: "TT" },
  hypeBoy: { id: "11cta61wi0g", title: "Demo video 11cta61wi0g", catalogueTitle: "Hype Boy" },
} as const;

export async function fakePlayers(page: Page): Promise<FakePlayerInfo[]> {
  return page.evaluate(
    () => (window as unknown as { __fakeYouTube?: { players(): FakePlayerInfo[] } }).__fakeYouTube?.players() ?? [],
  );
}

/** The live fake player (null before the player exists); there is never more than one. */
export async function fakePlayer(page: Page): Promise<FakePlayerInfo | null> {
  const live = (await fakePlayers(page)).filter((player) => !player.destroyed);
  expect(live.length).toBeLessThanOrEqual(1);
  return live[0] ?? null;
}

/** Waits until the fake player is in this state (e.g. { state: "playing" }). */
export async function expectFakePlayer(page: Page, expected: Partial<FakePlayerInfo>) {
  await expect.poll(() => fakePlayer(page)).toMatchObject(expected);
}

export async function raiseVideoError(page: Page, code: number) {
  await page.evaluate(
    (c) => (window as unknown as { __fakeYouTube: { raiseError(code: number): void } }).__fakeYouTube.raiseError(c),
    code,
  );
}

export async function setVideoDuration(page: Page, videoId: string, seconds: number) {
  await page.evaluate(
    ([id, s]) =>
      (window as unknown as { __fakeYouTube: { setDuration(id: string, s: number): void } }).__fakeYouTube.setDuration(
        id,
        s,
      ),
    [videoId, seconds] as const,
  );
}

/** A guest on the English home page with the player panel open. */
export async function openPlayerAsGuest(page: Page) {
  await signInAsGuest(page);
  await page.goto("/?lng=en");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Open player", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "YouTube link or video ID" })).toBeVisible();
}

export function player(page: Page) {
  return page.getByRole("complementary", { name: "Player" });
}

export async function addByLink(page: Page, link: string) {
  const field = page.getByRole("textbox", { name: "YouTube link or video ID" });
  await field.fill(link);
  await page.getByRole("button", { name: "Add to queue", exact: true }).click();
}

/** Adds videos one after the other, each once it is in the playlist. */
/**
 * Adds each video by link and waits until it is in the list: under its link title, or, for a
 * signed-in account whose save was answered first, under the catalogue's.
 */
export async function addVideos(page: Page, ...videos: Array<{ id: string; title: string; catalogueTitle?: string }>) {
  const list = page.getByRole("list", { name: "Queue" });
  for (const video of videos) {
    await addByLink(page, video.id);
    const added = list.getByText(video.title, { exact: true });
    await expect(video.catalogueTitle ? added.or(list.getByText(video.catalogueTitle, { exact: true })) : added).toBeVisible();
  }
}

export function playlistItems(page: Page) {
  return page.getByRole("list", { name: "Queue" }).getByRole("listitem");
}

export async function expectPlaylist(page: Page, titles: string[]) {
  await expect(playlistItems(page).locator(".player-song__title")).toHaveText(titles);
}

export async function expectCurrent(page: Page, title: string) {
  await expect(
    page.getByRole("list", { name: "Queue" }).locator('li[aria-current="true"] .player-song__title'),
  ).toHaveText(title);
}

/** The button that plays a song of the playlist. */
export function songInPlaylist(page: Page, title: string) {
  return page.getByRole("list", { name: "Queue" }).locator(".player-song__select", { hasText: title });
}

/**
 * With the clock paused (page.clock.pauseAt), lets the player's zero-delay
 * events through a millisecond at a time until the panel knows the video plays.
 */
export async function runUntilPlaying(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return page.locator(".player-panel").getAttribute("data-status");
    })
    .toBe("playing");
}

/** The panel's time display ("Time 1:15 / 3:20" to a screen reader). */
export function timeDisplay(page: Page) {
  return page.locator(".player-time");
}
