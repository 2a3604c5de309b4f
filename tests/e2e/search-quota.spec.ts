// Each one's share of the site's daily YouTube searches on /search (issue 26,
// decision 126): the share left shown quietly beside the results, a cached
// query costing nothing, and — when a share is spent — the catalogue still
// answering with a message in the page's language saying why YouTube's videos
// are missing and when they come back; with and without JavaScript, axe clean.
// The Data API is the local fake; a day's share is spent here by setting its
// counter, a minute's by searching.
import type { Page } from "@playwright/test";
import { quotaDayEnd } from "../../app/integrations/youtube/quota-day";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJavaScript } from "./axe";
import { expect, test } from "./fixtures";
import { e2eDatabase, reviewShot, signInAsGuest, signInAsNewUser } from "./utils";

// Queries refused here carry a type no other spec asks with, so no other spec's cache answers them.
// One test at a time, in order.
test.describe.configure({ mode: "default" });

const db = e2eDatabase();

test.afterAll(async () => {
  await db.$disconnect();
});

const catalogue = (page: Page) => page.getByRole("region", { name: /FanChant (노래|songs)/ });
const videos = (page: Page) => page.getByRole("region", { name: /YouTube (영상|videos)/ });
const quota = (page: Page) => page.getByRole("region", { name: /YouTube (검색|searches)/ });

/** Spends a holder's whole day share, as that many searches would have. */
async function spendDayShare(key: string, searches: number) {
  const resetAt = quotaDayEnd(new Date());
  await db.rateLimitCounter.upsert({ where: { key }, update: { hits: searches, resetAt }, create: { key, hits: searches, resetAt } });
}

/** The signed-in viewer's id (the root loader's data): an account's id, or `guest_<session id>`. */
async function viewerId(page: Page): Promise<string> {
  const root = (await (await page.request.get("/search?_data=root")).json()) as { viewer: { id: string } };
  return root.viewer.id;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("an account's share: shown quietly, spent by new searches only; spent, the catalogue still answers in Korean and English", async ({
  page,
}) => {
  await signInAsNewUser(page);
  const first = `몫 검색 ${unique()}`;
  await page.goto(`/search?q=${encodeURIComponent(first)}`);
  await expect(videos(page).getByText(`${first} (Official MV)`)).toBeVisible();
  await expect(quota(page).getByTestId("search-share")).toHaveText("오늘 YouTube 검색 19/20회 남음");
  await page.goto(`/search?q=${encodeURIComponent(`몫 검색 ${unique()}`)}`);
  await expect(quota(page).getByTestId("search-share")).toHaveText("오늘 YouTube 검색 18/20회 남음");
  // The same query again comes from the cache: nothing spent.
  await page.goto(`/search?q=${encodeURIComponent(first)}`);
  await expect(videos(page).getByText(`${first} (Official MV)`)).toBeVisible();
  await expect(quota(page).getByTestId("search-share")).toHaveText("오늘 YouTube 검색 18/20회 남음");
  await expectNoAxeViolations(page);

  await spendDayShare(`search:d:account:${await viewerId(page)}`, 20);
  await page.goto(`/search?q=${encodeURIComponent("방탄소년단")}&type=audio`);
  const notice = videos(page).getByRole("status");
  await expect(notice).toContainText(
    "오늘 쓸 수 있는 YouTube 검색 20회를 모두 써서 YouTube 영상은 보여 드리지 못했어요.",
  );
  await expect(notice).toContainText("에 다시 채워져요. FanChant 노래는 계속 찾을 수 있어요.");
  await expect(notice.locator("time")).toHaveAttribute("dateTime", quotaDayEnd(new Date()).toISOString());
  await expect(catalogue(page).getByText("Dynamite", { exact: true })).toBeVisible();
  await expect(videos(page).getByRole("listitem")).toHaveCount(0);
  await expect(quota(page).getByTestId("search-share")).toHaveText("오늘 YouTube 검색 0/20회 남음");
  await expectNoAxeViolations(page);
  await reviewShot(page, "search-share-spent-ko");

  // A query already asked is still answered from the cache.
  await page.goto(`/search?q=${encodeURIComponent(first)}`);
  await expect(videos(page).getByText(`${first} (Official MV)`)).toBeVisible();

  await page.goto(`/search?q=${encodeURIComponent("NewJeans")}&type=audio&lng=en`);
  await expect(videos(page).getByRole("status")).toContainText(
    "You have used today's 20 YouTube searches, so no YouTube videos are shown. They refill at",
  );
  await expect(videos(page).getByRole("status")).toContainText("FanChant songs are still found.");
  await expect(catalogue(page).getByText("Hype Boy", { exact: true })).toBeVisible();
  await expect(quota(page).getByTestId("search-share")).toHaveText("YouTube searches today: 0 of 20 left");
  await expectNoAxeViolations(page);
  await reviewShot(page, "search-share-spent-en");
});

test("a guest's minute: the third search in a minute waits, told in English and in Korean", async ({ page }) => {
  await signInAsGuest(page);
  for (const n of [1, 2]) {
    await page.goto(`/search?q=${encodeURIComponent(`guest minute ${n} ${unique()}`)}&lng=en`);
    await expect(videos(page).getByRole("listitem").first()).toBeVisible();
  }
  await expect(quota(page).getByTestId("search-share")).toHaveText("Guest YouTube searches today: 3 of 5 left");
  await page.goto(`/search?q=TWICE&type=audio&lng=en`);
  await expect(videos(page).getByRole("status")).toHaveText(
    /^That's a lot of YouTube searches in one minute\. You can search YouTube again in ([1-9]|[1-5]\d|60) seconds?; FanChant songs are still found meanwhile\.$/,
  );
  await expect(catalogue(page).getByText("TT", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/search?q=${encodeURIComponent("아이유")}&type=audio&lng=ko`);
  await expect(videos(page).getByRole("status")).toHaveText(
    /^YouTube 검색을 1분 사이에 너무 많이 했어요\. ([1-9]|[1-5]\d|60)초 뒤에 다시 YouTube에서 찾을 수 있어요\. 그동안에도 FanChant 노래는 계속 찾아 드려요\.$/,
  );
  await expect(catalogue(page).getByText("밤편지 (Through the Night)")).toBeVisible();
  // Refused searches spent nothing.
  await expect(quota(page).getByTestId("search-share")).toHaveText("게스트 YouTube 검색 오늘 3/5회 남음");
});

test("without JavaScript: a guest's spent day, with Korea's time and the account's share, in both languages", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsGuest(page);
  const id = await viewerId(page);
  expect(id).toMatch(/^guest_/);
  await spendDayShare(`search:d:guest:${id.slice("guest_".length)}`, 5);

  await page.goto(`/search?q=${encodeURIComponent("소녀시대")}&type=audio`);
  const notice = videos(page).getByRole("status");
  await expect(notice).toContainText("게스트는 하루 5회까지 YouTube에서 찾을 수 있는데, 오늘 몫을 모두 썼어요.");
  await expect(notice).toContainText("로그인하면 하루 20회까지 찾을 수 있어요. FanChant 노래는 계속 찾을 수 있어요.");
  await expect(notice.locator("time")).toContainText("(한국 시간)");
  await expect(catalogue(page).getByText("Gee", { exact: true })).toBeVisible();
  await expect(quota(page).getByTestId("search-share")).toHaveText("게스트 YouTube 검색 오늘 0/5회 남음");
  await expectNoAxeViolationsWithoutJavaScript(page);
  await reviewShot(page, "search-share-guest-nojs-ko");

  // The search form works as a plain GET form.
  await page.getByLabel("노래, 가수, 영상 검색").fill("IU");
  await page.getByRole("radio", { name: "커버" }).check();
  await page.getByRole("button", { name: "검색", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=IU&type=cover/);
  await expect(videos(page).getByRole("status")).toContainText("오늘 몫을 모두 썼어요.");

  await page.goto(`/search?q=${encodeURIComponent("소녀시대")}&type=audio&lng=en`);
  await expect(videos(page).getByRole("status")).toContainText(
    "Guests get 5 YouTube searches a day, and today's are used. They refill at",
  );
  await expect(videos(page).getByRole("status")).toContainText("signed in, you get 20 a day. FanChant songs are still found.");
  await expect(videos(page).getByRole("status").locator("time")).toContainText("(Korea time)");
  await expect(quota(page).getByTestId("search-share")).toHaveText("Guest YouTube searches today: 0 of 5 left");
  await expectNoAxeViolationsWithoutJavaScript(page);
  await context.close();
});
