// Issue 25, items 2, 7 and 11: the fans' chants on by default (visible on a
// song's first play, their switch beside the lyrics, remembered across a
// reload, the same lines in practice mode and the panel); a still lyrics box
// (one height before, during and after a line, the play button never moves,
// "Next chant at 0:17" while no line plays, in view under the sticky video
// while a range is set); the shortcuts with the panel closed (the mini-player
// showing), never while typing in a field.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { expectFakePlayer, VIDEOS } from "./player-utils";
import { seedGuestSections, videoTime } from "./section-utils";
import { signInAsGuest, signInAsNewUser, waitForHydration, reviewShot } from "./utils";

/** The seeded fans' chant of the demo video (0:00~0:12), shared by another fan. */
const SHARED_LINE = "하나 둘 셋, 방탄! 다 같이 소리 질러!";
const STORAGE_KEY = "fanchant.fanChants";

const TEXT = {
  en: {
    open: "Open player",
    close: "Close player",
    link: "YouTube link or video ID",
    add: "Add to queue",
    play: "Play",
    pause: "Pause",
    seek: "Seek",
    sectionMode: "Section mode",
    showChants: "Show fans' chants",
    nextAt: (time: string) => `Next chant at ${time}`,
    over: "No more chants in this song",
  },
  ko: {
    open: "플레이어 열기",
    close: "플레이어 닫기",
    link: "YouTube 링크 또는 영상 ID",
    add: "재생 목록에 추가",
    play: "재생",
    pause: "일시정지",
    seek: "재생 위치",
    sectionMode: "구간 설정",
    showChants: "팬들의 응원법 보기",
    nextAt: (time: string) => `다음 응원 ${time}`,
    over: "이 곡의 응원은 여기까지예요",
  },
} as const;
type Lng = keyof typeof TEXT;

const display = (page: Page) => page.getByTestId("lyrics-display");
const chantsSwitch = (page: Page, lng: Lng) => display(page).getByRole("checkbox", { name: TEXT[lng].showChants, exact: true });

/** After a reload: the panel open (it may have stayed open). */
async function openPanel(page: Page) {
  const open = page.getByRole("button", { name: "Open player", exact: true });
  const close = page.getByRole("button", { name: "Close player", exact: true });
  await expect(open.or(close).first()).toBeVisible();
  if (await open.isVisible()) await open.click();
  await expect(close).toBeVisible();
}

/** Moves the paused video to `seconds` (a multiple of 5) with the seek bar's keys. */
async function seekTo(page: Page, lng: Lng, seconds: number) {
  const bar = page.getByRole("slider", { name: TEXT[lng].seek, exact: true });
  await bar.press("Home");
  for (let step = 0; step < seconds / 5; step++) await bar.press("ArrowRight");
  await expect(bar).toHaveAttribute("aria-valuenow", String(seconds));
}

/** Invented lines (member-name calls) around the shared chant: one with a pronunciation, a long one overlapping it, a very long one. */
const MY_LINES = [
  {
    id: "1",
    name: "이름 콜",
    start: 17,
    end: 28,
    type: 2,
    lyrics: "지민! 정국! 태형! 사랑해요 방탄!",
    pronunciation: "jimin! jeongguk! taehyeong! saranghaeyo bangtan!",
    part: "fans" as const,
  },
  {
    id: "2",
    name: "겹친 줄",
    start: 24,
    end: 33,
    type: 2,
    lyrics: "우리가 함께라면 어디든 갈 수 있어 끝까지 소리 높여 외쳐 줘 다 같이 한 번 더",
  },
  {
    id: "3",
    name: "긴 줄",
    start: 52,
    end: 58,
    type: 2,
    lyrics: "남준 석진 윤기 호석 지민 태형 정국 일곱 이름 한 번에 크게 부르자 하나 둘 셋 넷 다섯 여섯 일곱 아미 사랑해",
    part: "fans" as const,
  },
];

/** A guest whose demo video is paused at 0:00, with MY_LINES in this browser. */
async function guestWithLines(page: Page, lng: Lng) {
  const text = TEXT[lng];
  await seedGuestSections(page, VIDEOS.dynamite.id, MY_LINES);
  await signInAsGuest(page);
  await page.goto(`/?lng=${lng}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: text.open, exact: true }).click();
  await page.getByRole("textbox", { name: text.link }).fill(VIDEOS.dynamite.id);
  await page.getByRole("button", { name: text.add, exact: true }).click();
  await expectFakePlayer(page, { state: "playing" });
  await page.getByRole("button", { name: text.pause, exact: true }).click();
  await expectFakePlayer(page, { state: "paused" });
  await page.locator("#player-body").evaluate((element) => element.scrollTo(0, 0));
}

async function stillBox(page: Page, lng: Lng, width: number) {
  const text = TEXT[lng];
  await guestWithLines(page, lng);
  const playButton = page.getByRole("button", { name: text.play, exact: true });
  const moments: Array<{ at: number; lines: number; idle?: string }> = [
    { at: 0, lines: 1 }, // the shared chant
    { at: 15, lines: 0, idle: text.nextAt("0:17") },
    { at: 20, lines: 1 }, // with its pronunciation
    { at: 25, lines: 2 }, // two lines at once, one long
    { at: 30, lines: 1 }, // the long one alone
    { at: 40, lines: 0, idle: text.nextAt("0:52") },
    { at: 55, lines: 1 }, // a very long line
    { at: 65, lines: 0, idle: text.over },
  ];
  const heights: number[] = [];
  const playAt: number[] = [];
  for (const moment of moments) {
    await seekTo(page, lng, moment.at);
    await expect(display(page).locator(".player-lyrics__current:not(.player-lyrics__current--idle)")).toHaveCount(moment.lines);
    if (moment.idle) await expect(page.getByTestId("lyrics-idle")).toHaveText(moment.idle);
    await page.locator("#player-body").evaluate((element) => element.scrollTo(0, 0));
    const box = (await display(page).boundingBox())!;
    heights.push(box.height);
    playAt.push((await playButton.boundingBox())!.y);
    // Nothing of a line spills out of the box.
    const spill = await display(page).evaluate((element) => element.scrollHeight - element.clientHeight);
    expect(spill, `at ${moment.at} s`).toBeLessThanOrEqual(0);
    expect(box.x + box.width, `at ${moment.at} s`).toBeLessThanOrEqual(width);
    if (moment.at === 15 || moment.at === 25) await reviewShot(page, `lyrics-${moment.at}s-${width}-${lng}`);
  }
  // Exactly one height, and the play button exactly where it was, whatever plays.
  expect(new Set(heights).size, `heights ${heights.join(", ")}`).toBe(1);
  expect(new Set(playAt).size, `play button at ${playAt.join(", ")}`).toBe(1);
  await expectNoAxeViolations(page);
}

/** Every point of a grid across the lyrics box is the box's own (nothing, the video least of all, drawn over it). */
async function expectLyricsOnTop(page: Page) {
  const covered = await display(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const misses: string[] = [];
    for (const fx of [0.05, 0.5, 0.95])
      for (const fy of [0.05, 0.5, 0.95]) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        const top = document.elementFromPoint(x, y);
        if (!top || !element.contains(top)) misses.push(`${Math.round(x)},${Math.round(y)}: ${top?.className ?? "nothing"}`);
      }
    return misses;
  });
  expect(covered).toEqual([]);
}

async function pinnedWhileSettingRange(page: Page, lng: Lng, width: number) {
  const text = TEXT[lng];
  await guestWithLines(page, lng);
  await seekTo(page, lng, 15);
  await page.getByRole("button", { name: text.sectionMode, exact: true }).click();
  // A range with the keyboard: [ at 0:15, ] at 0:25.
  await page.keyboard.press("[");
  await seekTo(page, lng, 25);
  await page.keyboard.press("]");
  await expect(page.locator(".player-sections__status")).toContainText("0:15");
  await expect(display(page)).toHaveClass(/player-lyrics--pinned/);
  // The panel scrolled to its end, as while working on the range: the lyrics stay under the video, in view.
  const body = page.locator("#player-body");
  for (const fraction of [0.3, 0.6, 1]) {
    await body.evaluate((element, f) => element.scrollTo(0, (element.scrollHeight - element.clientHeight) * f), fraction);
    const video = (await page.getByTestId("player-video").boundingBox())!;
    const lyrics = (await display(page).boundingBox())!;
    expect(lyrics.y, `scrolled ${fraction}`).toBeGreaterThanOrEqual(video.y + video.height - 0.5);
    expect(lyrics.y + lyrics.height).toBeLessThanOrEqual((page.viewportSize()?.height ?? 0) + 0.5);
    await expectLyricsOnTop(page);
    // And the video's own middle is still the video's.
    const middle = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest("[data-testid=player-video]")),
      { x: video.x + video.width / 2, y: video.y + video.height / 2 },
    );
    expect(middle).toBe(true);
  }
  await reviewShot(page, `range-pinned-${width}-${lng}`);
  await expectNoAxeViolations(page);
  // Section mode off: the box goes back into the panel's flow.
  await body.evaluate((element) => element.scrollTo(0, 0));
  await page.getByRole("button", { name: text.sectionMode, exact: true }).click();
  await expect(display(page)).not.toHaveClass(/player-lyrics--pinned/);
}

test.describe("at 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("▶ on a song card shows the fans' chants on its first play; the switch beside the lyrics is remembered across reloads", async ({
    page,
  }) => {
    test.slow(); // two reloads
    await signInAsNewUser(page);
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Play Dynamite", exact: true }).click();
    await expectFakePlayer(page, { videoId: VIDEOS.dynamite.id, state: "playing" });
    await page.getByRole("button", { name: "Pause", exact: true }).click();
    await expectFakePlayer(page, { state: "paused" });
    await seekTo(page, "en", 5);
    // No chant card, no second tab: the shared line is in the lyrics display, its switch on beside it.
    await expect(display(page).locator('.player-lyrics__current[data-shared="true"]')).toContainText(SHARED_LINE);
    await expect(chantsSwitch(page, "en")).toBeChecked();
    await expect(chantsSwitch(page, "en")).toBeVisible();
    await reviewShot(page, "first-play-1280-en");
    await expectNoAxeViolations(page);

    // Off: the line goes, the box says why, and the choice is kept in this browser.
    await chantsSwitch(page, "en").uncheck();
    await expect(display(page)).not.toContainText(SHARED_LINE);
    await expect(page.getByTestId("lyrics-idle")).toHaveText("Turn on fans' chants to see the lines");
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe("off");
    // The mini-player reads the same lines: none.
    await page.getByRole("button", { name: "Close player", exact: true }).click();
    await expect(page.getByTestId("mini-player").locator(".player-mini__line")).toHaveCount(0);

    await page.reload();
    await waitForHydration(page);
    await openPanel(page);
    await expect(chantsSwitch(page, "en")).not.toBeChecked();
    await seekTo(page, "en", 5);
    await expect(display(page)).not.toContainText(SHARED_LINE);
    await reviewShot(page, "switched-off-1280-en");

    // On again, and still on after a reload.
    await chantsSwitch(page, "en").check();
    await expect(display(page)).toContainText(SHARED_LINE);
    await page.reload();
    await waitForHydration(page);
    await openPanel(page);
    await expect(chantsSwitch(page, "en")).toBeChecked();
    await seekTo(page, "en", 5);
    await expect(display(page)).toContainText(SHARED_LINE);
  });

  test("practice mode and the panel show the same lines; one switch for both", async ({ page }) => {
    await signInAsNewUser(page);
    const { songs } = (await (await page.request.get("/api/song?page=1&pageSize=100")).json()) as {
      songs: Array<{ id: number; youtubeId: string }>;
    };
    const id = songs.find((song) => song.youtubeId === VIDEOS.dynamite.id)!.id;
    await page.goto(`/practice?song=${id}&lng=en`);
    await waitForHydration(page);
    const practiceLines = page.getByTestId("practice-line");
    await expect(practiceLines).toHaveCount(1);
    await expect(practiceLines).toContainText(SHARED_LINE);
    await page.getByRole("button", { name: "Start practising", exact: true }).click();
    // The count-in, then the loop plays the shared line: the panel's lyrics show it too.
    await expect(display(page).locator('.player-lyrics__current[data-shared="true"]')).toContainText(SHARED_LINE, {
      timeout: 15_000,
    });
    await expect(practiceLines).toContainText(SHARED_LINE);
    await reviewShot(page, "practice-1280-en");

    // Off in practice mode: gone from both.
    await page.getByRole("checkbox", { name: /^Show fans' chants \(1 line\)$/ }).uncheck();
    await expect(practiceLines).toHaveCount(0);
    await expect(page.getByText("No chant line in this part.")).toBeVisible();
    await expect(display(page)).not.toContainText(SHARED_LINE);
    await expect(chantsSwitch(page, "en")).not.toBeChecked();
    // On in the panel: back in both.
    await chantsSwitch(page, "en").check();
    await expect(practiceLines).toHaveCount(1);
    await expect(display(page)).toContainText(SHARED_LINE);
    await expect(page.getByRole("checkbox", { name: /^Show fans' chants \(1 line\)$/ })).toBeChecked();
    await page.getByRole("button", { name: "Stop", exact: true }).click();
  });

  test("the lyrics box keeps one height and the play button its place, before, during and after lines", async ({ page }) => {
    await stillBox(page, "en", 1280);
  });

  test("while a range is set the lyrics stay in view under the video, never behind it", async ({ page }) => {
    await pinnedWhileSettingRange(page, "en", 1280);
  });

  test("shortcuts with the panel closed and the mini-player showing; not while typing in a field; listed in the help", async ({
    page,
  }) => {
    await signInAsNewUser(page);
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Play Dynamite", exact: true }).click();
    await expectFakePlayer(page, { videoId: VIDEOS.dynamite.id, state: "playing" });
    await page.getByRole("button", { name: "Close player", exact: true }).click();
    await expect(page.getByTestId("mini-player")).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const scrolled = await page.evaluate(() => window.scrollY);

    await page.keyboard.press("Space");
    await expectFakePlayer(page, { state: "paused" });
    // Space played no part in scrolling the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const before = await videoTime(page);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => videoTime(page)).toBeCloseTo(before + 5, 0);
    await page.keyboard.press("Space");
    await expectFakePlayer(page, { state: "playing" });
    await expect(page.getByTestId("mini-player").getByRole("button", { name: "Pause", exact: true })).toBeVisible();

    // In a field, Space is a space; with a modifier, never ours.
    await page.getByRole("button", { name: "Open player", exact: true }).click();
    const field = page.getByRole("textbox", { name: "YouTube link or video ID" });
    await field.click();
    await page.keyboard.type("a b");
    await expect(field).toHaveValue("a b");
    await expectFakePlayer(page, { state: "playing" });
    await field.fill("");
    await page.getByRole("button", { name: "Close player", exact: true }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Alt+Space");
    await page.keyboard.press("Control+ArrowLeft");
    await expectFakePlayer(page, { state: "playing" });

    // "?" opens the player and its list of shortcuts, which says they work with it closed.
    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(help).toBeVisible();
    await expect(help).toContainText("Play or pause");
    await expect(help).toContainText("with the player open or closed");
    await reviewShot(page, "shortcuts-help-1280-en");
    await expectNoAxeViolations(page);
    await help.getByRole("button", { name: "Close", exact: true }).click();
  });
});

test.describe("at 360×740", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("in Korean: one height for the lyrics box, the play button still; 다음 응원 names the next line's time", async ({ page }) => {
    await stillBox(page, "ko", 360);
  });

  test("in Korean: while a range is set the lyrics stay in view under the video", async ({ page }) => {
    await pinnedWhileSettingRange(page, "ko", 360);
  });

  test("in Korean: the switch beside the lyrics, on for a song's first play", async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto("/?lng=ko");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Dynamite 재생", exact: true }).click();
    await expectFakePlayer(page, { videoId: VIDEOS.dynamite.id, state: "playing" });
    await page.getByRole("button", { name: "일시정지", exact: true }).first().click();
    await expectFakePlayer(page, { state: "paused" });
    await seekTo(page, "ko", 5);
    await expect(display(page)).toContainText(SHARED_LINE);
    await expect(chantsSwitch(page, "ko")).toBeChecked();
    const box = (await chantsSwitch(page, "ko").locator("xpath=..").boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await reviewShot(page, "first-play-360-ko");
    await expectNoAxeViolations(page);
    // With the mini-player on a phone, Space pauses and plays, the page does not scroll.
    await page.getByRole("button", { name: "플레이어 닫기", exact: true }).first().click();
    await expect(page.getByTestId("mini-player")).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("Space");
    await expectFakePlayer(page, { state: "playing" });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await reviewShot(page, "mini-360-ko");
  });
});
