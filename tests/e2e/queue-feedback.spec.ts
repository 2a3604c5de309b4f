// Feedback for every add, and one word for the queue (issue 25, items 3 and 10):
// "+ Add" and "Play next" answer with a toast ("added" / "already"), with undo,
// with JavaScript and without; "play next" puts the song right after the
// current one; the queue is "재생 목록" / "Queue" and never a "playlist".
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { expectCurrent, expectFakePlayer, expectPlaylist, player } from "./player-utils";
import { signInAsNewUser, waitForHydration } from "./utils";

test.slow();

const queueTab = (page: Page) =>
  page.getByRole("complementary", { name: /^(Player|플레이어)$/ }).getByRole("tab", { name: /^Queue|^재생 목록/ });
const toast = (page: Page) => page.locator(".toast");

async function homeWithDynamitePlaying(page: Page, lng: "en" | "ko" = "en") {
  await signInAsNewUser(page);
  await page.goto(`/?lng=${lng}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: lng === "en" ? "Play Dynamite" : "Dynamite 재생", exact: true }).click();
  await expectFakePlayer(page, { videoId: "gdZLi9oWNZg", state: "playing" });
}

test("every add says so: added with undo, a second tap says already, undo takes it back", async ({ page }) => {
  await homeWithDynamitePlaying(page);
  await expect(queueTab(page)).toHaveText("Queue (1)");
  // The toast for the first play is not an add: nothing on screen yet.
  await expect(toast(page)).toHaveCount(0);

  const addTT = page.getByRole("button", { name: "Add TT to the queue", exact: true });
  await addTT.click();
  await expect(toast(page)).toHaveText(/^Added to queue\s*Undo/);
  await expect(toast(page)).toHaveAttribute("role", "status");
  await expect(queueTab(page)).toHaveText("Queue (2)");
  await expectNoAxeViolations(page);

  await addTT.click();
  await expect(toast(page).locator("p")).toHaveText("Already in queue.");
  await expect(toast(page).getByRole("button", { name: "Undo" })).toHaveCount(0);
  await expect(queueTab(page)).toHaveText("Queue (2)");

  // Add a third song, then undo that add: the queue count returns to 2 and the song is gone.
  await page.getByRole("button", { name: "Add Hype Boy to the queue", exact: true }).click();
  await expect(queueTab(page)).toHaveText("Queue (3)");
  await toast(page).getByRole("button", { name: "Undo", exact: true }).click();
  await expect(queueTab(page)).toHaveText("Queue (2)");
  await expect(toast(page)).toHaveCount(0);
  await expectPlaylist(page, ["Dynamite", "TT"]);
  // Playback went on untouched.
  await expectFakePlayer(page, { videoId: "gdZLi9oWNZg", state: "playing" });
});

test("play next puts the song right after the current one; a queued song moves there, and undo puts it back", async ({ page }) => {
  await homeWithDynamitePlaying(page);
  await page.getByRole("button", { name: "Add TT to the queue", exact: true }).click();
  await expect(queueTab(page)).toHaveText("Queue (2)");
  await page.getByRole("button", { name: "Play next: Hype Boy", exact: true }).click();
  await expect(toast(page).locator("p")).toHaveText("Added to play next");
  await expectPlaylist(page, ["Dynamite", "Hype Boy", "TT"]);
  await expectCurrent(page, "Dynamite");
  await expectFakePlayer(page, { videoId: "gdZLi9oWNZg", state: "playing" });

  // TT is queued last: "play next" moves it (and says so) instead of doubling it.
  await page.getByRole("button", { name: "Play next: TT", exact: true }).click();
  await expect(toast(page).locator("p")).toHaveText("Already in queue: moved to play next");
  await expectPlaylist(page, ["Dynamite", "TT", "Hype Boy"]);
  await expect(queueTab(page)).toHaveText("Queue (3)");
  await toast(page).getByRole("button", { name: "Undo", exact: true }).click();
  await expectPlaylist(page, ["Dynamite", "Hype Boy", "TT"]);

  // The song playing now: nothing moves.
  await page.getByRole("button", { name: "Play next: Dynamite", exact: true }).click();
  await expect(toast(page).locator("p")).toHaveText("Already in queue (playing now)");
  await expectPlaylist(page, ["Dynamite", "Hype Boy", "TT"]);
});

test("in Korean: 재생 목록에 추가했어요, 실행 취소, 이미 재생 목록에 있어요", async ({ page }) => {
  await homeWithDynamitePlaying(page, "ko");
  const addTT = page.getByRole("button", { name: "TT을(를) 재생 목록에 담기", exact: true });
  await addTT.click();
  await expect(toast(page).locator("p")).toHaveText("재생 목록에 추가했어요");
  await expect(toast(page).getByRole("button", { name: "실행 취소", exact: true })).toBeVisible();
  await expect(queueTab(page)).toHaveText("재생 목록 (2)");
  await expectNoAxeViolations(page);
  await addTT.click();
  await expect(toast(page).locator("p")).toHaveText("이미 재생 목록에 있어요.");
  await page.getByRole("button", { name: "Hype Boy을(를) 다음에 재생", exact: true }).click();
  await expect(toast(page).locator("p")).toHaveText("다음 곡으로 추가했어요");
  await expect(page.getByRole("list", { name: "재생 목록" }).locator(".player-song__title")).toHaveText(["Dynamite", "Hype Boy", "TT"]);
});

test("search results: add and play next, each with its toast", async ({ page }) => {
  await homeWithDynamitePlaying(page);
  await page.goto("/search?q=TT&lng=en");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Play next: TT", exact: true }).first().click();
  await expect(toast(page).locator("p")).toHaveText("Added to play next");
  await page.getByRole("button", { name: "Add to queue: TT", exact: true }).first().click();
  await expect(toast(page).locator("p")).toHaveText("Already in queue.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an add comes back with its toast and an undo form; a second add says already", async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto("/?lng=en");
    const addTT = page.getByRole("button", { name: "Add TT to the queue", exact: true });
    await addTT.click();
    await expect(page).toHaveURL(/\/(\?lng=en)?$/);
    await expect(toast(page).locator("p")).toHaveText("Added to queue");
    await toast(page).getByRole("button", { name: "Undo", exact: true }).click();
    await expect(toast(page).locator("p")).toHaveText("Removed from queue.");

    await addTT.click();
    await expect(toast(page).locator("p")).toHaveText("Added to queue");
    await addTT.click();
    await expect(toast(page).locator("p")).toHaveText("Already in queue.");
    await page.getByRole("button", { name: "Play next: Hype Boy", exact: true }).click();
    await expect(toast(page).locator("p")).toHaveText("Added to queue");
  });
});

test("one word for the queue: the panel, its toggle and the playlists page never call it a playlist", async ({ page }) => {
  await homeWithDynamitePlaying(page);
  const panel = player(page);
  await expect(panel.getByRole("heading", { name: "Queue", exact: true })).toBeVisible();
  await expect(panel.getByRole("list", { name: "Queue" })).toBeVisible();
  await expect(panel).not.toContainText(/playlist/i);
  for (const name of ["Repeat queue", "Clear queue"]) await expect(panel.getByRole("button", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /player/i }).first()).not.toHaveText(/playlist/i);

  await page.goto("/playlists?lng=en");
  await expect(page.getByRole("heading", { name: "Save the player's queue as a playlist" })).toBeVisible();

  await page.goto("/?lng=ko");
  await waitForHydration(page);
  const panelKo = page.getByRole("complementary", { name: "플레이어" });
  await expect(panelKo.getByRole("heading", { name: "재생 목록", exact: true })).toBeVisible();
  await expect(panelKo).not.toContainText("플레이리스트");
  await expect(panelKo).not.toContainText("대기열");
  await page.goto("/playlists?lng=ko");
  await expect(page.getByRole("heading", { name: "재생 목록을 플레이리스트로 저장" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("대기열");
  await expect(page.locator("main")).not.toContainText("내 재생 목록");
});
