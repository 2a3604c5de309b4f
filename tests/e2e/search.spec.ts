// /search as a fan uses it (issue 11): the catalogue in Korean and English
// with spacing, case and script variants, YouTube's videos from the local fake
// Data API within the daily quota (counting, the cache, the exceeded message,
// a failing YouTube), results to the queue with and without JavaScript, the
// reset time in the visitor's time zone, popular and matching playlists and
// tags, results into one of my playlists with and without JavaScript, and axe
// on every state.
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJavaScript } from "./axe";
import { expect, test } from "./fixtures";
import { e2eDatabase, signInAsGuest, signInAsNewUser, waitForElementHydration, waitForHydration } from "./utils";

// YouTube's daily quota is the whole site's and most tests here spend some: one at a time, in order.
test.describe.configure({ mode: "default" });

/** The e2e server's database, for what only an admin could change (the daily limit; its page is issue 13's). */
const db = e2eDatabase();

test.afterAll(async () => {
  await db.siteSetting.deleteMany({ where: { key: "youtubeSearchesPerDay" } });
  await db.$disconnect();
});


const catalogue = (page: Page) => page.getByRole("region", { name: /FanChant (노래|songs)/ });
const videos = (page: Page) => page.getByRole("region", { name: /YouTube (영상|videos)/ });
const quota = (page: Page) => page.getByRole("region", { name: /YouTube (검색|searches)/ });

/** "오늘 3회 검색": how many YouTube searches the quota panel says today took. */
async function searchesToday(page: Page): Promise<number> {
  const text = await quota(page)
    .getByText(/오늘 \d+회 검색/)
    .textContent();
  return Number(/오늘 (\d+)회/.exec(text ?? "")![1]);
}

async function search(page: Page, query: string) {
  await page.getByLabel("노래, 가수, 영상 검색").fill(query);
  await page.getByRole("button", { name: "검색", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(query).replace(/%20/g, "\\+")}`));
}

test.describe("the catalogue", () => {
  test("found by Korean and Latin names, ignoring spacing, case and punctuation, and by Hangul initials", async ({
    page,
  }) => {
    // Eleven searches, each also asking the fake YouTube over HTTP: slow on a busy machine.
    test.slow();
    await signInAsNewUser(page);
    await page.goto("/");
    await page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "검색" }).click();
    await expect(page.getByRole("heading", { name: "노래와 영상 찾기", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    for (const [query, title] of [
      ["방탄소년단", "Dynamite"],
      ["방탄", "Boy With Luv (작은 것들을 위한 시)"],
      ["BTS", "Dynamite"],
      ["뉴진스", "Hype Boy"],
      ["new jeans", "Hype Boy"],
      ["NewJeans", "Hype Boy"],
      ["NEW-JEANS!", "Hype Boy"],
      ["ㄴㅈㅅ", "Hype Boy"],
      ["아이유", "밤편지 (Through the Night)"],
      ["뉴진스 hype boy", "Hype Boy"],
    ]) {
      // The page's own data, as the browser fetches it when it searches again (one full page load is enough).
      const response = await page.request.get(
        `/search?q=${encodeURIComponent(query!)}&_data=${encodeURIComponent("routes/_search+/search")}`,
      );
      const { results } = (await response.json()) as { results: { songs: Array<{ title: string }> } };
      expect(results.songs.map((song) => song.title), query).toContain(title);
    }
    await page.goto(`/search?q=${encodeURIComponent("new jeans")}`);
    await expect(catalogue(page).getByText("Hype Boy", { exact: true })).toBeVisible();
    await page.goto(`/search?q=${encodeURIComponent("존재하지않는노래")}`);
    await expect(catalogue(page).getByText("‘존재하지않는노래’에 맞는 노래가 카탈로그에 아직 없어요.")).toBeVisible();
  });

  test("in English, and bad input answered in the page's language", async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto("/search?lng=en&q=IU");
    await expect(page.getByRole("heading", { name: "Find songs and videos" })).toBeVisible();
    await expect(catalogue(page).getByText("밤편지 (Through the Night)")).toBeVisible();
    await expect(page.getByLabel("Search songs, artists and videos")).toHaveValue("IU");
    await expectNoAxeViolations(page);

    const response = await page.goto("/search?q=IU&type=karaoke");
    expect(response?.status()).toBe(400);
    await expect(page.getByText("Choose a kind of video from the list.")).toBeVisible();
    await expect(page.getByLabel("Search songs, artists and videos")).toHaveValue("IU");
  });
});

test.describe("YouTube's videos within the daily quota", () => {
  test("a search spends one, the same search again none; the reset time is in the visitor's zone", async ({
    browser,
  }) => {
    const context = await browser.newContext({ timezoneId: "America/New_York" });
    const page = await context.newPage();
    await signInAsNewUser(page);
    await page.goto("/search");
    await waitForHydration(page);
    const before = await searchesToday(page);

    await search(page, "Hype Boy");
    await expect(videos(page).getByText("Hype Boy (Official MV)")).toBeVisible();
    await expect(videos(page).getByText("Hype Boy (Fans' Cover)")).toBeVisible();
    await expect(quota(page)).toContainText(`오늘 ${before + 1}회 검색`);
    // New York in November: EST.
    await expect(quota(page).locator("time")).toContainText(/(EST|GMT-5)/);

    await search(page, "hype  boy");
    await expect(videos(page).getByText("Hype Boy (Official MV)")).toBeVisible();
    await expect(quota(page)).toContainText(`오늘 ${before + 1}회 검색`);

    await page.getByRole("radio", { name: "라이브" }).check();
    await page.getByRole("button", { name: "검색", exact: true }).click();
    await expect(page).toHaveURL(/type=live/);
    await expect(quota(page)).toContainText(`오늘 ${before + 2}회 검색`);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("without JavaScript the reset time is Korea's and says so", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: "America/New_York" });
    const page = await context.newPage();
    await signInAsNewUser(page);
    await page.goto("/search");
    await expect(quota(page).locator("time")).toContainText("(한국 시간)");
    await context.close();
  });

  test("used up: the page says the quota is exceeded and still shows the catalogue", async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto("/search");
    const used = await searchesToday(page);
    await db.siteSetting.upsert({
      where: { key: "youtubeSearchesPerDay" },
      update: { value: String(used + 1) },
      create: { key: "youtubeSearchesPerDay", value: String(used + 1) },
    });
    await search(page, "TWICE TT");
    await expect(videos(page).getByText("TWICE TT (Official MV)")).toBeVisible();
    await expect(quota(page)).toContainText("· 0회 남음");

    await search(page, "소녀시대");
    await expect(videos(page).getByRole("status")).toHaveText(
      "검색 할당량을 초과했습니다. 오늘은 YouTube 검색을 더 할 수 없어요. 카탈로그 결과는 계속 볼 수 있어요."
    );
    await expect(catalogue(page).getByText("Gee", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/search?q=Gee&lng=en");
    await expect(videos(page).getByRole("status")).toHaveText(
      "Search quota exceeded. No more YouTube searches today; catalogue results still work."
    );
    await db.siteSetting.deleteMany({ where: { key: "youtubeSearchesPerDay" } });
  });

  test("YouTube failing: catalogue results with a message, never an error page", async ({ page }) => {
    await signInAsNewUser(page);
    const response = await page.goto(`/search?q=${encodeURIComponent("mock:error")}`);
    expect(response?.status()).toBe(200);
    await expect(videos(page).getByRole("status")).toContainText("지금은 YouTube에서 영상을 가져오지 못했어요.");
  });
});

test.describe("results to the player's queue", () => {
  /** The signed-in account's saved queue (GET /api/userplaylist/{id}). */
  async function savedQueue(page: Page) {
    const root = await (await page.request.get("/search?_data=root")).json();
    const songs = await (await page.request.get(`/api/userplaylist/${root.viewer.id}`)).json();
    return songs as Array<{ youtubeId: string; title: string; duration: number }>;
  }

  test("without JavaScript: a catalogue song and a YouTube video join the account's queue, back on the same results", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAsNewUser(page);
    await page.goto(`/search?q=${encodeURIComponent("뉴진스")}`);
    await page.getByRole("button", { name: "‘Hype Boy’ 재생 목록에 담기" }).click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent("뉴진스")}`);
    await expect(page.getByText("재생 목록에 추가했어요")).toBeVisible();

    await page.getByRole("button", { name: "‘뉴진스 (Lyrics)’ 재생 목록에 담기" }).click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent("뉴진스")}`);
    const queue = await savedQueue(page);
    expect(queue.map((song) => song.title)).toEqual(["Hype Boy", "뉴진스 (Lyrics)"]);
    // The video came with its length from videos.list.
    expect(queue[1]!.duration).toBeGreaterThan(0);
    await context.close();
  });

  test("with JavaScript the command goes to the player: nothing is posted and the page stays", async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto("/search?q=IU");
    await waitForHydration(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    const row = catalogue(page).getByRole("listitem").filter({ hasText: "밤편지" });
    await row.getByRole("button", { name: "‘밤편지 (Through the Night)’ 재생 목록에 담기" }).click();
    // An add says so in a toast (issue 25); playing says so in the row.
    await expect(page.locator(".toast p")).toHaveText("재생 목록에 추가했어요");
    await row.getByRole("button", { name: "‘밤편지 (Through the Night)’ 재생", exact: true }).click();
    await expect(row.getByRole("status")).toHaveText("‘밤편지 (Through the Night)’을(를) 플레이어로 보냈어요.");
    await expect(page).toHaveURL("/search?q=IU");
    expect(posts).not.toContain("/player/queue");
  });

  test("a guest without JavaScript is told that the queue needs it", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAsGuest(page);
    await page.goto("/search?q=TWICE");
    await page.getByRole("button", { name: "‘TT’ 재생 목록에 담기" }).click();
    await expect(page).toHaveURL("/search?q=TWICE");
    await expect(page.getByRole("status").filter({ hasText: "자바스크립트가 필요해요" })).toBeVisible();
    await context.close();
  });
});

test.describe("public playlists and tags", () => {
  test("before a query: popular tags open the feed filtered by the tag, popular playlists open their page", async ({ page }) => {
    await signInAsNewUser(page);
    // A recent play: the song is in two lists of the page, each with its own form.
    const { songs } = (await (await page.request.get(`/api/song?q=${encodeURIComponent("Hype Boy")}`)).json()) as {
      songs: Array<{ id: number }>;
    };
    expect((await page.request.post(`/api/song/${songs[0]!.id}/play`)).ok()).toBe(true);
    await page.goto("/search");
    const recent = page.getByRole("region", { name: "최근에 재생한 노래" }).getByRole("listitem").filter({ hasText: "Hype Boy" });
    await recent.locator("summary").click();
    await expect(recent.getByLabel("새 플레이리스트 이름")).toBeVisible();
    const tags = page.getByRole("region", { name: "인기 태그" });
    const playlists = page.getByRole("region", { name: "인기 플레이리스트" });
    // The seed's most played public playlist first.
    await expect(playlists.getByRole("listitem").first()).toContainText("응원법 입문 세트");
    // (Other specs play it too: its count is the seed's 42 or more.)
    await expect(playlists.getByRole("listitem").first()).toContainText(/재생 (4[2-9]|[5-9]\d|\d{3,})/);
    await expect(tags.getByRole("link", { name: "#kpop 2" })).toBeVisible();
    await expectNoAxeViolations(page);

    await tags.getByRole("link", { name: "#kpop 2" }).click();
    await expect(page).toHaveURL("/community/playlists?tag=kpop");
    await expect(page.getByRole("heading", { name: "응원법 입문 세트" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "콘서트 세트리스트 예습" })).toHaveCount(0);

    await page.goBack();
    await page.getByRole("region", { name: "인기 플레이리스트" }).getByRole("link", { name: "가장 어려운 응원법" }).click();
    await expect(page).toHaveURL(/\/playlists\/\d+$/);
    await expect(page.getByRole("heading", { name: "가장 어려운 응원법", level: 1 })).toBeVisible();
  });

  test("a query finds public playlists by name and tags by how they start, in English too", async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto(`/search?q=${encodeURIComponent("응원법")}`);
    const playlists = page.getByRole("region", { name: "플레이리스트", exact: true });
    await expect(playlists.getByRole("link")).toHaveText(["응원법 입문 세트", "가장 어려운 응원법"]);
    await page.goto("/search?q=SETLIST&lng=en");
    await expect(page.getByRole("region", { name: "Tags" }).getByRole("link", { name: "#setlist 1" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Playlists" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("results into one of my playlists", () => {
  /** A result's row, and the disclosure that adds it to a playlist. */
  function row(region: Locator, title: string) {
    const item = region.getByRole("listitem").filter({ has: region.page().getByText(title, { exact: true }) });
    return { item, open: () => item.locator("summary").click() };
  }

  /** The length a row shows ("Demo Channel 1 · 4:25"), in seconds. */
  async function shownLength(item: Locator): Promise<number> {
    const [, minutes, seconds] = /(\d+):(\d\d)$/.exec((await item.locator(".result__meta").textContent()) ?? "")!;
    return Number(minutes) * 60 + Number(seconds);
  }

  async function playlistOf(ownerEmail: string, name: string) {
    const owner = await db.user.findUniqueOrThrow({ where: { email: ownerEmail } });
    return db.communityPlaylist.findFirstOrThrow({
      where: { ownerId: owner.id, name },
      include: { songs: { include: { song: true }, orderBy: { position: "asc" } } },
    });
  }

  test("without JavaScript: a new playlist from a catalogue song, then a YouTube video into it with its length", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const account = await signInAsNewUser(page);
    const here = `/search?q=${encodeURIComponent("뉴진스")}`;
    await page.goto(here);

    const hype = row(catalogue(page), "Hype Boy");
    await hype.open();
    await expect(hype.item.getByLabel("내 플레이리스트")).toHaveValue("new");
    // No name: the page again, the row open with its message.
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await hype.item.getByRole("button", { name: "담기", exact: true }).click();
    expect((await refused).status()).toBe(400);
    await expect(row(catalogue(page), "Hype Boy").item.getByText("제목을 입력해 주세요.")).toBeVisible();
    await expectNoAxeViolationsWithoutJavaScript(page);

    await row(catalogue(page), "Hype Boy").item.getByLabel("새 플레이리스트 이름").fill("자바스크립트 없이");
    await row(catalogue(page), "Hype Boy").item.getByRole("button", { name: "담기", exact: true }).click();
    await expect(page).toHaveURL(here);
    await expect(page.getByText("비공개 플레이리스트 ‘자바스크립트 없이’을(를) 만들고 ‘Hype Boy’을(를) 담았어요.")).toBeVisible();

    const guide = row(videos(page), "뉴진스 (Fan Chant Guide)");
    const length = await shownLength(guide.item);
    await guide.open();
    await expect(guide.item.getByLabel("내 플레이리스트")).toHaveValue(/^\d+$/);
    await guide.item.getByRole("button", { name: "담기", exact: true }).click();
    await expect(page).toHaveURL(here);
    await expect(page.getByText("‘뉴진스 (Fan Chant Guide)’을(를) ‘자바스크립트 없이’에 담았어요.")).toBeVisible();

    const playlist = await playlistOf(account.email, "자바스크립트 없이");
    expect(playlist.isPublic).toBe(false);
    expect(playlist.songs.map(({ song }) => song.title)).toEqual(["Hype Boy", "뉴진스 (Fan Chant Guide)"]);
    // The video came with its length from videos.list, as the page showed it; it is the catalogue's now.
    expect(playlist.songs[1]!.song.duration).toBe(length);
    await expect(row(catalogue(page), "뉴진스 (Fan Chant Guide)").item).toBeVisible();
    await context.close();
  });

  test("with JavaScript: the same form through a fetcher, the page stays; a new playlist joins every row's list", async ({
    page,
  }) => {
    const account = await signInAsNewUser(page);
    await page.goto("/search?q=IU&lng=en");
    await waitForHydration(page);
    // The add-to-playlist form hydrates from its own chunk, after the page.
    await waitForElementHydration(page, ".add-to__form");
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    const night = row(catalogue(page), "밤편지 (Through the Night)");
    await night.open();
    await night.item.getByLabel("New playlist's name").fill("With JS");
    await night.item.getByRole("button", { name: "Add", exact: true }).click();
    await expect(night.item.getByRole("status").last()).toHaveText(
      "Made the private playlist “With JS” with “밤편지 (Through the Night)” in it.",
    );
    await expect(night.item.getByLabel("My playlist")).toHaveValue(/^\d+$/);
    await expect(night.item.getByLabel("New playlist's name")).toBeHidden();

    const video = videos(page).getByRole("listitem").first();
    const length = await shownLength(video);
    await video.locator("summary").click();
    await expect(video.getByLabel("My playlist").locator("option:checked")).toHaveText("With JS");
    await video.getByRole("button", { name: "Add", exact: true }).click();
    await expect(video.getByRole("status").last()).toHaveText(/^Added “.+” to “With JS”\.$/);
    await video.getByRole("button", { name: "Add", exact: true }).click();
    await expect(video.getByRole("status").last()).toHaveText(/is already in “With JS”\.$/);
    expect(navigations).toEqual([]);
    await expect(page).toHaveURL("/search?q=IU&lng=en");
    await expectNoAxeViolations(page);

    const playlist = await playlistOf(account.email, "With JS");
    expect(playlist.songs).toHaveLength(2);
    expect(playlist.songs[1]!.song.duration).toBe(length);
  });

  test("a guest is told that playlists are kept in an account", async ({ page }) => {
    await signInAsGuest(page);
    await page.goto("/search?q=TWICE");
    const tt = row(catalogue(page), "TT");
    await tt.open();
    await expect(tt.item.getByText("플레이리스트는 계정에 보관돼요. 로그인하면 담은 곡이 계정에 남아 어느 기기에서든 볼 수 있어요.")).toBeVisible();
    await expect(tt.item.getByRole("link", { name: "로그인 또는 회원가입" })).toHaveAttribute(
      "href",
      `/?redirectTo=${encodeURIComponent("/search?q=TWICE")}`,
    );
    await expect(tt.item.getByRole("button", { name: "담기", exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test("the search page on a phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInAsNewUser(page);
  await page.goto(`/search?q=${encodeURIComponent("방탄")}`);
  await expect(catalogue(page).getByText("Dynamite")).toBeVisible();
  const box = await page.getByRole("button", { name: "‘Dynamite’ 재생 목록에 담기" }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  // A result's playlist form, open, and the popular playlists and tags: nothing wider than the screen.
  const dynamite = catalogue(page).getByRole("listitem").filter({ hasText: "Dynamite" });
  await dynamite.locator("summary").click();
  expect((await dynamite.locator("summary").boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await dynamite.getByLabel("새 플레이리스트 이름").fill("아주 긴 이름의 플레이리스트를 휴대폰에서 만들어 보기 위한 시험용 제목");
  for (const control of [dynamite.getByLabel("내 플레이리스트"), dynamite.getByRole("button", { name: "담기", exact: true })]) {
    const { x, width, height } = (await control.boundingBox())!;
    expect(x + width).toBeLessThanOrEqual(360);
    expect(height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await page.goto("/search");
  // The seed's three public playlists, and any other spec has made public meanwhile (10 at most).
  await expect(page.getByRole("region", { name: "인기 플레이리스트" }).getByRole("listitem").nth(2)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await context.close();
});
