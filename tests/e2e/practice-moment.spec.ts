// A shared practice moment (issue 28, decision 138): opened signed out without
// JavaScript it is complete (the song, the section's range, the settings, the
// lines with their parts, Open Graph and JSON-LD) and nothing asks YouTube;
// with JavaScript nothing asks YouTube until the tap, and then the one player
// plays at the section's start, at the link's speed, with its loops and part
// view. Someone else's private line is a 404 that says nothing of it. axe on
// every state; on a phone nothing covers the video while it plays.
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJavaScript } from "./axe";
import { expect, test } from "./fixtures";
import { songIdOf, uniqueEmail, waitForHydration } from "./utils";
import { expectSeenWhilePlaying } from "./video-rules";

/** A seeded song no other browser test practises or shares lines of. */
const NEXT_LEVEL = "4TWR90KJl84";
const HIDDEN = "가려진 가사 – 눌러서 보기";

interface Line {
  name: string;
  startTime: number;
  endTime: number;
  lyrics: string;
  part: "fans" | "singalong" | "artist" | "everyone";
  isPublic: boolean;
}

/** A new fan (in a request context of their own, not the page's) shares these lines; their ids. */
async function shareLines(request: APIRequestContext, nickname: string, lines: Line[]): Promise<number[]> {
  const registered = await request.post("/auth/register", {
    form: { email: uniqueEmail("moment"), password: "fanchant-e2e", nickname, agreeTerms: "on" },
    maxRedirects: 0,
  });
  expect(registered.status()).toBe(302);
  const songId = await songIdOf(request, NEXT_LEVEL);
  const ids: number[] = [];
  for (const line of lines) {
    const created = await request.post("/api/section", { data: { songId, type: 2, ...line } });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  return ids;
}

/** Every request of the page that asks YouTube (or the fake player standing in for it). */
function recordYouTubeRequests(page: Page): string[] {
  const asked: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url());
    if (!["127.0.0.1", "localhost"].includes(url.hostname) || url.pathname.startsWith("/__fake/youtube")) asked.push(request.url());
  };
  page.context().on("request", record);
  return asked;
}

/** The fake video's time (s) and speed. */
const videoTime = (page: Page) => page.evaluate(() => (window as any).__fakeYouTube.player().getCurrentTime() as number);
const videoRate = (page: Page) => page.evaluate(() => (window as any).__fakeYouTube.player().getPlaybackRate() as number);

/** Moves the paused clock on until the count-in shows `text` (the panel and the player's script load in real time). */
async function runUntilCountIn(page: Page, text: string) {
  await expect.poll(() => page.evaluate(() => Boolean((window as any).__fakeYouTube?.player())), { timeout: 15_000 }).toBe(true);
  await expect
    .poll(
      async () => {
        if ((await page.getByTestId("count-in").textContent()) !== text) await page.clock.runFor(100);
        return page.getByTestId("count-in").textContent();
      },
      { intervals: [50], timeout: 15_000 },
    )
    .toBe(text);
}

test.describe("without JavaScript, signed out", () => {
  test.use({ javaScriptEnabled: false });

  test("the moment is complete: song, range, settings, lines with parts, Open Graph and JSON-LD; no request to YouTube", async ({
    page,
    request,
  }) => {
    const [id] = await shareLines(request, "모먼트팬", [
      { name: "모먼트 후렴", startTime: 20, endTime: 28, lyrics: "하나 둘 셋 모먼트!", part: "fans", isPublic: true },
      { name: "모먼트 떼창", startTime: 24, endTime: 32, lyrics: "라라라 다 같이", part: "singalong", isPublic: true },
    ]);
    const asked = recordYouTubeRequests(page);
    const response = await page.goto(`/practice/moment/${id}?rate=0.75&loops=3&hide=fans`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "모먼트 후렴", level: 1 })).toBeVisible();
    await expect(page.locator(".moment-song")).toHaveText("Next Level · aespa");
    await expect(page.locator("#moment-range")).toHaveText("구간: 0:20–0:28");
    await expect(page.getByRole("list", { name: "연습 설정" }).getByRole("listitem")).toHaveText(["0.75배속", "3회 반복", "팬 파트 가리기"]);
    const lines = page.getByTestId("moment-line");
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText("하나 둘 셋 모먼트!");
    await expect(lines.nth(0).locator(".part-badge")).toHaveText("팬 파트");
    await expect(lines.nth(0)).toHaveAttribute("aria-current", "true");
    await expect(lines.nth(1)).toContainText("라라라 다 같이");
    await expect(lines.nth(1).locator(".part-badge")).toHaveText("떼창");
    await expect(page.getByText("모먼트팬님이 공유").first()).toBeVisible();
    // The play control is a plain link to practice mode at this moment.
    const songId = await songIdOf(request, NEXT_LEVEL);
    await expect(page.getByRole("link", { name: "연습 시작" })).toHaveAttribute(
      "href",
      `/practice?song=${songId}&section=${id}&rate=0.75&loops=3&hide=fans`,
    );
    await expect(page.getByRole("link", { name: "곡 전체 연습하기" })).toHaveAttribute("href", `/practice?song=${songId}`);
    await expect(page.getByLabel("이 연습 링크")).toHaveValue(new RegExp(`/practice/moment/${id}\\?rate=0\\.75&loops=3&hide=fans$`));

    // What a search engine or a chat app reads.
    const head = page.locator("head");
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", "Next Level – 모먼트 후렴 연습");
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute("content", /0\.75배속 · 3회 반복 · 팬 파트 가리기/);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", new RegExp(`/practice/moment/${id}\\?`));
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\/i\.ytimg\.com\//);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/practice/moment/${id}\\?rate=0\\.75&loops=3&hide=fans$`));
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    const ld = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({
      "@type": "LearningResource",
      about: { "@type": "MusicRecording", name: "Next Level", byArtist: { name: "aespa" } },
      hasPart: { "@type": "Clip", name: "모먼트 후렴", startOffset: 20, endOffset: 28 },
      author: { name: "모먼트팬" },
    });
    // Our own poster: no picture, no script, no frame from YouTube (the og:image is a meta value only).
    await expect(page.locator("img")).toHaveCount(0);
    expect(asked).toEqual([]);
    await expectNoAxeViolationsWithoutJavaScript(page);
  });

  test("someone else's private line: a 404 in the visitor's language that says nothing of it", async ({ page, request }) => {
    const [id] = await shareLines(request, "비밀팬", [
      { name: "아무도 모르는 이름", startTime: 40, endTime: 44, lyrics: "비밀 구호 셋 넷", part: "fans", isPublic: false },
    ]);
    for (const [query, heading] of [
      ["", "연습을 찾을 수 없어요"],
      ["?lng=en", "This practice moment can't be found"],
    ]) {
      const response = await page.goto(`/practice/moment/${id}${query}`);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      const html = await page.content();
      expect(html).not.toContain("아무도 모르는 이름");
      expect(html).not.toContain("비밀 구호");
      expect(html).not.toContain("Next Level");
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expectNoAxeViolationsWithoutJavaScript(page);
    }
    const bad = await page.goto("/practice/moment/not-a-number");
    expect(bad!.status()).toBe(404);
  });
});

test.describe("with JavaScript", () => {
  // Each test waits on a paused clock in small steps: slow on a shared machine.
  test.beforeEach(() => test.slow());

  test("signed out: nothing asks YouTube until the tap; then the one player plays at the section, its speed, loops and part view", async ({
    page,
    request,
  }) => {
    const [id] = await shareLines(request, "재생팬", [
      { name: "재생 구간", startTime: 60, endTime: 66, lyrics: "모먼트 재생 구호!", part: "fans", isPublic: true },
      { name: "재생 떼창", startTime: 62, endTime: 66, lyrics: "함께 라라", part: "singalong", isPublic: true },
    ]);
    const asked = recordYouTubeRequests(page);
    await page.clock.install({ time: new Date("2026-11-24T00:00:00Z") });
    await page.goto(`/practice/moment/${id}?rate=0.75&loops=3&hide=fans`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    // Hydrated and settled: still nothing of YouTube.
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    // From here the page's time (and the fake video's) moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByRole("link", { name: "연습 시작" }).click();
    // Guest mode first, back here (without ?play), and practice starts: the count-in waits for the video.
    await expect(page.getByTestId("count-in")).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(`/practice/moment/${id}?rate=0.75&loops=3&hide=fans`);
    await runUntilCountIn(page, "3");
    expect(asked.some((url) => url.startsWith("https://www.youtube.com/iframe_api"))).toBe(true);
    await expect(page.getByTestId("loop-counter")).toHaveText("1/3회째");
    await expect(page.getByLabel("속도", { exact: true })).toHaveValue("0.75");
    await expect(page.getByLabel("가리기")).toHaveValue("fans");
    // The part view: the fans' line is hidden until tapped, the sing-along shows.
    await expect(page.getByRole("button", { name: HIDDEN })).toHaveCount(1);
    await expect(page.getByTestId("practice-line").getByText("함께 라라")).toBeVisible();
    await page.clock.runFor(3000);
    await expect(page.getByTestId("count-in")).toHaveText("시작!");
    expect(await videoRate(page)).toBe(0.75);
    expect(await videoTime(page)).toBeCloseTo(60, 1);
    // 6 s of the song at 0.75× take 8 s: then the second of three loops, back at the section's start.
    await page.clock.runFor(4000);
    expect(await videoTime(page)).toBeCloseTo(63, 1);
    for (let ms = 0; ms < 4200; ms += 100) await page.clock.runFor(100);
    await expect(page.getByTestId("loop-counter")).toHaveText("2/3회째");
    expect(await videoTime(page)).toBeCloseTo(60, 1);
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });

  test("axe on the page in Korean and English and on the 404; the archive offers the moment of each line", async ({ page, request }) => {
    const [shared, secret] = await shareLines(request, "접근성팬", [
      { name: "접근성 구간", startTime: 90, endTime: 96, lyrics: "모두 함께 외쳐!", part: "everyone", isPublic: true },
      { name: "접근성 비밀", startTime: 100, endTime: 104, lyrics: "나만 아는 구호", part: "fans", isPublic: false },
    ]);
    await page.goto(`/practice/moment/${shared}?loops=2&hide=all&lng=en`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "접근성 구간", level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "Practice settings" }).getByRole("listitem")).toHaveText(["1×", "2 loops", "all lyrics hidden"]);
    await expect(page.getByText("Playing starts guest mode")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/practice/moment/${shared}?lng=ko`);
    await waitForHydration(page);
    await expect(page.getByRole("list", { name: "연습 설정" }).getByRole("listitem")).toHaveText(["1배속", "5회 반복", "가사 모두 보기"]);
    await expectNoAxeViolations(page);
    const missing = await page.goto(`/practice/moment/${secret}`);
    expect(missing!.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "연습을 찾을 수 없어요", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    // The owner previews their own private line, told that nobody else can see it.
    const owner = await page.context().browser()!.newContext({ storageState: await request.storageState() });
    try {
      const ownerPage = await owner.newPage();
      await ownerPage.goto(`/practice/moment/${secret}`);
      await expect(ownerPage.getByRole("heading", { name: "접근성 비밀", level: 1 })).toBeVisible();
      await expect(ownerPage.getByText("이 연습은 나만 볼 수 있어요.")).toBeVisible();
      await expect(ownerPage.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await waitForHydration(ownerPage);
      await expectNoAxeViolations(ownerPage);
      // The archive's song page: each shared line's "share practice" opens its moment.
      const songId = await songIdOf(request, NEXT_LEVEL);
      await ownerPage.goto(`/fanchant-archive/${songId}`);
      await ownerPage.getByRole("link", { name: "접근성 구간 연습 공유" }).click();
      await expect(ownerPage).toHaveURL(`/practice/moment/${shared}`);
      await expect(ownerPage.getByRole("heading", { name: "접근성 구간", level: 1 })).toBeVisible();
    } finally {
      await owner.close();
    }
  });

  test("on a phone (360×740), a guest plays the moment with one thumb and nothing covers the video while it plays", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const [id] = await shareLines(request, "폰팬", [
      { name: "폰 구간", startTime: 120, endTime: 135, lyrics: "한 손으로 외쳐!", part: "fans", isPublic: true },
    ]);
    const guest = await page.request.post("/auth/guest", { maxRedirects: 0 });
    expect(guest.status()).toBe(302);
    const asked = recordYouTubeRequests(page);
    await page.goto(`/practice/moment/${id}?rate=1&loops=2`);
    await waitForHydration(page);
    const play = page.getByRole("link", { name: "연습 시작" });
    // Within a thumb's reach on the first screen, and a target big enough.
    await expect(play).toBeInViewport();
    const box = (await play.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    expect(asked).toEqual([]);
    await play.click();
    await expect(page.getByTestId("count-in")).toBeVisible({ timeout: 15_000 });
    // The count-in (3 s), then the section plays: the docked video is seen whole, nothing of ours over it.
    await expectSeenWhilePlaying(page, "a moment playing on a phone");
    expect(await videoTime(page)).toBeGreaterThanOrEqual(120);
    await expect(page.getByTestId("count-in")).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
