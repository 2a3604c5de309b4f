// Steps and probes for the sections' browser tests (issue 5): the seek bar,
// long presses on Playwright's clock, the handles, what the browser stored.
import { expect, type Locator, type Page } from "@playwright/test";
import { addVideos, expectFakePlayer, openPlayerAsGuest, VIDEOS } from "./player-utils";
import { signInAsGuest, signInAsNewUser, waitForHydration } from "./utils";

export const seekBar = (page: Page) => page.getByRole("slider", { name: "Seek", exact: true });
export const startHandle = (page: Page) => page.getByRole("slider", { name: "Section start", exact: true });
export const endHandle = (page: Page) => page.getByRole("slider", { name: "Section end", exact: true });
export const sectionButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
export const sectionStatus = (page: Page) => page.locator(".player-sections__status");
export const sectionMessage = (page: Page) => page.locator(".player-sections .player-feedback");

/** Counts navigator.vibrate calls (install before the page loads). */
export async function recordVibrations(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.defineProperty(window, "__vibrations", { value: calls });
    Object.defineProperty(navigator, "vibrate", {
      configurable: true,
      value: (pattern: unknown) => {
        calls.push(pattern);
        return true;
      },
    });
  });
}

export function vibrations(page: Page): Promise<unknown[]> {
  return page.evaluate(() => [...(window as unknown as { __vibrations: unknown[] }).__vibrations]);
}

/** The player's time as the fake video has it (s). */
export function videoTime(page: Page): Promise<number> {
  return page.evaluate(() => (window as any).__fakeYouTube.player().getCurrentTime() as number);
}

/**
 * A guest with the 200 s demo video loaded and paused, and the page's clock
 * paused: from here only page.clock.runFor moves time.
 */
export async function openPausedSong(page: Page) {
  await page.clock.install();
  await openPlayerAsGuest(page);
  await addVideos(page, VIDEOS.dynamite);
  await expectFakePlayer(page, { state: "playing" });
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  await expectFakePlayer(page, { state: "paused" });
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** A guest on the Korean page who added the demo video through the panel. */
export async function addSongAsKoreanGuest(page: Page) {
  await signInAsGuest(page);
  await page.goto("/?lng=ko");
  await waitForHydration(page);
  await page.getByRole("button", { name: "플레이어 열기" }).click();
  await page.getByRole("textbox", { name: "YouTube 링크 또는 영상 ID" }).fill(VIDEOS.dynamite.id);
  await page.getByRole("button", { name: "재생 목록에 추가", exact: true }).click();
}

/** A new account with the demo video playing, the page's clock paused and section mode on. */
export async function startSignedInSectionMode(page: Page) {
  await signInAsNewUser(page);
  await page.clock.install();
  await page.goto("/?lng=en");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Open player", exact: true }).click();
  await addVideos(page, VIDEOS.dynamite);
  await expectFakePlayer(page, { state: "playing" });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await sectionButton(page, "Section mode").click();
}

/** A point on the seek bar, `fraction` of the way along. */
export async function pointOnBar(page: Page, fraction: number) {
  await seekBar(page).scrollIntoViewIfNeeded();
  const box = (await seekBar(page).boundingBox())!;
  return { x: box.x + box.width * fraction, y: box.y + box.height / 2 };
}

/** Presses the seek bar `fraction` of the way along and holds it for `ms` of the page's (paused) clock. */
export async function pressBar(page: Page, fraction: number, ms: number) {
  const { x, y } = await pointOnBar(page, fraction);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.clock.runFor(ms);
  await page.mouse.up();
}

export const longPress = (page: Page, fraction: number) => pressBar(page, fraction, 1000);

/** Moves a handle `seconds` (whole) forward: Page Up for tens, arrow keys for the rest. */
async function stepHandle(handle: Locator, seconds: number) {
  for (let ten = 0; ten < Math.floor(seconds / 10); ten++) await handle.press("PageUp");
  for (let second = 0; second < seconds % 10; second++) await handle.press("ArrowRight");
}

/**
 * In section mode: a new range chosen by two long presses, then set exactly
 * with the handles' keys. A range already selected is cleared first (section
 * mode off and on), so the presses cannot land on its handles.
 */
export async function selectRange(page: Page, start: number, end: number) {
  if (await startHandle(page).isVisible()) {
    await sectionButton(page, "Section mode").click();
    await sectionButton(page, "Section mode").click();
  }
  await longPress(page, 0.05);
  await longPress(page, 0.6);
  await endHandle(page).press("End");
  await startHandle(page).press("Home");
  await stepHandle(startHandle(page), start);
  await endHandle(page).press("Home"); // 1 s after the start
  await stepHandle(endHandle(page), end - start - 1);
  await expect(startHandle(page)).toHaveAttribute("aria-valuenow", String(start));
  await expect(endHandle(page)).toHaveAttribute("aria-valuenow", String(end));
}

export interface StoredSection {
  id: string;
  name: string;
  start: number;
  end: number;
  songId: string;
  lyrics: string | null;
  pronunciation: string | null;
  type: number;
  lineNumber: number;
  isPublic: boolean;
  serverId: number | null;
  pendingSync: boolean;
  rate: number | null;
}

/** The sections this browser keeps (localStorage). */
export function storedSections(page: Page): Promise<StoredSection[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("fanchant.sections") ?? "null")?.sections ?? []);
}

/** Saves the selected range through the save-section modal under `name`. */
export async function saveSection(page: Page, name: string, lyrics = "") {
  await sectionButton(page, "Save section").click();
  const dialog = page.getByRole("dialog", { name: "Save section" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  if (lyrics) await dialog.getByRole("textbox", { name: "Lyrics" }).fill(lyrics);
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** A section as a test seeds it in a guest's browser: only what the test cares about. */
export interface SeededSection {
  id: string;
  name: string;
  start: number;
  end: number;
  type?: number;
  lyrics?: string | null;
  pronunciation?: string | null;
  lineNumber?: number;
  part?: "fans" | "singalong" | "artist" | "everyone";
  /** Its words or syllables (issue 27). */
  spans?: Array<{ text: string; start: number | null; end: number | null; part: string | null }> | null;
  rate?: number | null;
  songTitle?: string;
  songArtist?: string;
  /** Changed here and not yet on the server (an account's store, or a guest's about to move). */
  pendingSync?: boolean;
}

/**
 * Sections of one video in a guest's browser (localStorage, as the panel
 * keeps them), written before the page's scripts run and only once, so a
 * reload keeps what the test changed.
 */
export async function seedGuestSections(page: Page, youtubeId: string, sections: SeededSection[]) {
  await page.addInitScript(
    ([videoId, seeded]) => {
      if (localStorage.getItem("fanchant.sections")) return;
      const now = new Date().toISOString();
      localStorage.setItem(
        "fanchant.sections",
        JSON.stringify({
          version: 1,
          ownerId: null,
          pendingDeletes: [],
          sections: seeded.map((section) => ({
            songId: videoId,
            youtubeId: videoId,
            dbId: null,
            songTitle: "Demo",
            songArtist: "",
            lyrics: null,
            pronunciation: null,
            type: 1,
            lineNumber: 1,
            isPublic: false,
            createdAt: now,
            updatedAt: now,
            serverId: null,
            isServerSection: false,
            pendingSync: false,
            ...section,
          })),
        }),
      );
    },
    [youtubeId, sections] as const,
  );
}
