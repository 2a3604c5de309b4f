// The admin area as a super_admin and an admin use it, with JavaScript off:
// suspension taking effect on the fan's signed-in browser within one request,
// roles, settings, announcements on the home page, the audit log; and axe on
// every admin page at phone and desktop widths, in Korean and English.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJavaScript } from "./axe";
import { expect, test } from "./fixtures";
import { createAccount, createAdmin, e2eDatabase, reviewShot, signInAsNewUser } from "./utils";

/** Signs in by the admin login's form post (the page's cookies), then opens the dashboard. */
async function adminSignIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post("/admin/login", { form: account, maxRedirects: 0 });
  expect(response.headers().location).toBe("/admin");
  await page.goto("/admin");
}

/** The admin login as a person uses it. */
async function adminSignInByForm(page: Page, account: { email: string; password: string }) {
  await page.goto("/admin/login");
  await page.getByLabel(/이메일|E-mail/).fill(account.email);
  await page.getByLabel(/비밀번호|Password/).fill(account.password);
  await page.getByRole("button", { name: /로그인|Sign in/ }).click();
  await expect(page).toHaveURL("/admin");
  await page.waitForLoadState("load");
}

/** A link of the admin area's own nav. */
const adminNav = (page: Page, name: string) =>
  page.getByRole("navigation", { name: /관리자 페이지|Admin pages/ }).getByRole("link", { name, exact: true });

// Accounts are made by a script and passwords hashed with scrypt: slower than most tests.
test.slow();


test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin corrects a song a fan described: the songs page's filter, the form in its row, the audit", async ({ page }) => {
    const db = e2eDatabase();
    const youtubeId = `fan${Date.now().toString(36)}`.slice(0, 11).padEnd(11, "x");
    await db.song.create({ data: { youtubeId, title: "click bit.ly/free", artist: "nobody official", detailsFrom: "fan" } });
    await db.$disconnect();
    await adminSignIn(page, await createAdmin());
    await adminNav(page, "곡").click();
    await page.getByLabel("정보 출처").selectOption("fan");
    await page.getByLabel("제목, 아티스트 또는 영상 ID").fill(youtubeId);
    await page.getByRole("button", { name: "찾기" }).click();
    const row = page.getByTestId("admin-song-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByText("팬이 입력")).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await row.getByText("제목·아티스트 고치기").click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await reviewShot(page, "admin-songs-edit-360-ko", { fullPage: true });
    await expectNoAxeViolationsWithoutJavaScript(page);
    // An empty title: the form stays open with the reason and what was typed.
    await row.getByLabel("제목").fill(" ");
    await row.getByLabel("아티스트").fill("정정 아티스트");
    await row.getByRole("button", { name: "저장" }).click();
    await expect(page.getByTestId("admin-song-row").getByText("제목은 비워 둘 수 없습니다.")).toBeVisible();
    await expect(page.getByTestId("admin-song-row").getByLabel("아티스트")).toHaveValue("정정 아티스트");
    await page.getByTestId("admin-song-row").getByLabel("제목").fill("정정된 응원곡");
    await page.getByTestId("admin-song-row").getByRole("button", { name: "저장" }).click();
    await expect(page.getByRole("status")).toContainText("곡 정보를 고쳤어요.");
    // No longer a fan's: the filtered list is empty; the whole list shows it corrected.
    await expect(page.getByTestId("admin-song-row")).toHaveCount(0);
    await page.goto(`/admin/songs?q=${youtubeId}`);
    await expect(page.getByTestId("admin-song-row").locator(".admin-song__title")).toHaveText("정정된 응원곡");
    await expect(page.getByTestId("admin-song-row").getByText("관리자가 수정")).toBeVisible();
    await page.goto("/admin/audit?action=song.update");
    await expect(page.getByRole("cell", { name: /정정된 응원곡/ })).toBeVisible();
  });

  test("a super_admin suspends a signed-in fan: out on the fan's next request, sign-in refused; unsuspend; change a role; the audit log", async ({
    page,
    browser,
  }) => {
    const fanContext = await browser.newContext();
    const fanPage = await fanContext.newPage();
    const fan = await signInAsNewUser(fanPage, { nickname: "정지될팬" });
    await fanPage.goto("/profile");
    await expect(fanPage).toHaveURL("/profile");

    await adminSignInByForm(page, await createAdmin("super_admin"));
    await adminNav(page, "사용자").click();
    await page.getByLabel("이메일 또는 닉네임").fill(fan.email);
    await page.getByRole("button", { name: "검색" }).click();
    await page.getByRole("link", { name: "정지될팬" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("정지될팬");

    // Required reason: the browser's own check is off without JS, so the server answers.
    await page.getByLabel("사유 (감사 로그에 남습니다)").fill("   ");
    await page.getByRole("button", { name: "정지", exact: true }).click();
    await expect(page.getByText("필수 입력 항목입니다.")).toBeVisible();
    await page.getByLabel("사유 (감사 로그에 남습니다)").fill("가사 도배 (테스트)");
    await page.getByRole("button", { name: "정지", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "계정을 정지하고 로그아웃시켰습니다." })).toBeVisible();
    await expect(page.getByText(/정지됨: 가사 도배 \(테스트\)/)).toBeVisible();

    // The fan's browser: the very next request is signed out and says why.
    await fanPage.goto("/profile");
    await expect(fanPage).toHaveURL(/\/\?redirectTo=%2Fprofile$/);
    await fanPage.goto("/");
    await fanPage.getByLabel("이메일").fill(fan.email);
    await fanPage.getByLabel("비밀번호").fill(fan.password);
    await fanPage.getByRole("button", { name: "로그인" }).click();
    await expect(fanPage.getByText("관리자가 이 계정을 정지했습니다.", { exact: false })).toBeVisible();
    await fanContext.close();

    await page.getByRole("button", { name: "정지 해제" }).click();
    await expect(page.getByText("계정이 다시 로그인할 수 있습니다.")).toBeVisible();

    await page.getByLabel("새 역할").selectOption("admin");
    await page.getByRole("button", { name: "역할 변경" }).click();
    await expect(page.getByTestId("user-role")).toHaveText("관리자");

    await adminNav(page, "감사 로그").click();
    const entries = page.getByTestId("audit-entry");
    await expect(entries.filter({ hasText: "역할 변경" }).first()).toContainText('"role": "admin"');
    await expect(entries.filter({ hasText: "계정 정지" }).first()).toContainText("가사 도배 (테스트)");
  });

  test("a plain admin sees no role form and cannot change roles by a direct post", async ({ page }) => {
    const target = await createAccount(page, { nickname: "역할대상" });
    await adminSignIn(page, await createAdmin("admin"));
    await page.goto(`/admin/users?q=${encodeURIComponent(target.email)}`);
    await page.getByRole("link", { name: "역할대상" }).click();
    await expect(page.getByText("역할은 최고 관리자만 바꿀 수 있습니다.")).toBeVisible();
    await expect(page.getByRole("button", { name: "역할 변경" })).toHaveCount(0);
    const response = await page.request.post(page.url(), { form: { intent: "role", role: "super_admin" }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/admin");
    await page.reload();
    await expect(page.getByTestId("user-role")).toHaveText("일반 사용자");
  });

  test("settings: the maintenance banner on every page; an announcement on the home page in each language, dismissed", async ({ page, browser }) => {
    await adminSignIn(page, await createAdmin("admin"));
    await adminNav(page, "설정").click();
    const banner = page.getByLabel("점검 배너 (비우면 표시 안 함)");
    await banner.fill("오늘 밤 12시에 점검합니다 (테스트)");
    await page.getByRole("button", { name: "설정 저장" }).click();
    await expect(page.getByText("설정을 저장했습니다.")).toBeVisible();
    await expect(page.getByRole("complementary", { name: "점검 안내" })).toHaveText("오늘 밤 12시에 점검합니다 (테스트)");
    await banner.fill("");
    await page.getByRole("button", { name: "설정 저장" }).click();
    await expect(page.getByRole("complementary", { name: "점검 안내" })).toHaveCount(0);

    await adminNav(page, "공지").click();
    const koText = `새 기능 안내 ${Date.now()}`;
    await page.getByLabel("한국어 내용").fill(koText);
    await page.getByLabel("영어 내용").fill(`New feature ${koText.slice(-13)}`);
    await page.getByRole("button", { name: "작성" }).click();
    await expect(page.getByText("공지를 작성했습니다.")).toBeVisible();
    await expect(page.getByTestId("announcement-row").filter({ hasText: koText })).toContainText("게시 중");

    const visitor = await browser.newPage({ javaScriptEnabled: false });
    await visitor.goto("/");
    const notice = visitor.getByTestId("announcement").filter({ hasText: koText });
    await expect(notice).toBeVisible();
    await visitor.goto("/?lng=en");
    const english = visitor.getByTestId("announcement").filter({ hasText: `New feature ${koText.slice(-13)}` });
    await expect(english).toBeVisible();
    await english.getByRole("button", { name: "Dismiss" }).click();
    await expect(visitor).toHaveURL("/?lng=en");
    await expect(visitor.getByTestId("announcement").filter({ hasText: koText.slice(-13) })).toHaveCount(0);
    await visitor.close();

    // Delete it, so that other tests' home pages stay as they were.
    await page.getByTestId("announcement-row").filter({ hasText: koText }).getByRole("button", { name: /삭제/ }).click();
    await expect(page.getByText("공지를 삭제했습니다.")).toBeVisible();
  });

  test("stats: each period, the table and the chart; the CSV downloads", async ({ page }) => {
    await adminSignIn(page, await createAdmin("admin"));
    await adminNav(page, "통계").click();
    for (const days of [14, 30, 90, 7]) {
      await page.getByLabel("기간").selectOption(String(days));
      await page.getByRole("button", { name: "보기" }).click();
      await expect(page.getByTestId("stats-table").locator("tbody tr")).toHaveCount(days);
      await expect(page.getByRole("img", { name: `최근 ${days}일 일별 가입` })).toBeVisible();
    }
    const csv = await page.request.get("/admin/stats.csv?days=30");
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect((await csv.text()).trim().split("\r\n")).toHaveLength(31);
  });
});

/**
 * What the moderation pages need to show something: a fan's public playlist
 * that another fan reported (through the playlist page's form), both signed
 * out again. Returns the playlist's name and the report's details.
 */
async function seedReportedPlaylist(page: Page) {
  const name = `검사용 목록 ${Date.now().toString(36)}`;
  await signInAsNewUser(page, { nickname: "목록주인" });
  const created = await page.request.post("/api/playlist", { data: { name, description: "", isPublic: true, tags: [] } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.post("/auth/logout", { maxRedirects: 0 })).status()).toBe(302);
  await signInAsNewUser(page, { nickname: "신고팬" });
  const details = `광고 같아요 ${id}`;
  const reported = await page.request.post(`/playlists/${id}`, { form: { intent: "report", reason: "spam", details }, maxRedirects: 0 });
  expect(reported.status()).toBeLessThan(400);
  expect((await page.request.post("/auth/logout", { maxRedirects: 0 })).status()).toBe(302);
  return { name, details };
}

/** A concert with a two-song setlist, made through the admin API (the page's admin session). */
async function seedConcert(page: Page): Promise<number> {
  const { songs } = (await (await page.request.get("/api/song?page=1&pageSize=100")).json()) as { songs: Array<{ id: number }> };
  const created = await page.request.post("/api/admin/concerts", {
    data: {
      artist: "가상밴드",
      tourName: "검사 투어 Accessibility Check Tour",
      venue: "가상 아레나",
      city: "서울",
      country: "대한민국",
      region: "domestic",
      startDate: "2031-05-01",
      endDate: "2031-05-02",
      ticketUrl: "https://tickets.example.com/a-rather-long-ticket-link-for-the-accessibility-check-tour",
      setlist: songs.slice(0, 2).map((song) => song.id),
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** The open report whose details are these (the admin API, the page's admin session). */
async function reportIdOf(page: Page, details: string): Promise<number> {
  const { reports } = (await (await page.request.get(`/api/admin/reports?q=${encodeURIComponent(details)}`)).json()) as {
    reports: Array<{ id: number }>;
  };
  expect(reports).toHaveLength(1);
  return reports[0]!.id;
}

/** axe, and nothing wider than the screen, on one page. */
async function expectAccessibleAt(page: Page, path: string, { width, lng }: { width: number; lng: string }) {
  await page.goto(`${path}?lng=${lng}`);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe("axe on every admin page", () => {
  for (const [width, height, lng] of [
    [360, 740, "ko"],
    [1280, 800, "en"],
  ] as const) {
    test(`${width}px in ${lng}: 0 violations`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height });
      // The moderation pages' content, and the admin login as anyone signed out sees it.
      const { details } = await seedReportedPlaylist(page);
      await expectAccessibleAt(page, "/admin/login", { width, lng });
      const fan = await createAccount(page, { nickname: "검사대상" });
      await adminSignIn(page, await createAdmin("super_admin"));
      await page.goto(`/admin/users?q=${encodeURIComponent(fan.email)}`);
      await page.getByRole("link", { name: "검사대상" }).click();
      const userPage = new URL(page.url()).pathname;
      const concertId = await seedConcert(page);
      const reportId = await reportIdOf(page, details);
      for (const path of [
        "/admin",
        "/admin/stats?days=30",
        "/admin/users",
        userPage,
        "/admin/announcements",
        "/admin/settings",
        "/admin/audit",
        "/admin/playlists",
        "/admin/songs",
        "/admin/songs?from=fan",
        "/admin/reports",
        `/admin/reports/${reportId}`,
        "/admin/concerts",
        "/admin/concerts/new",
        `/admin/concerts/${concertId}`,
        `/admin/concerts/${concertId}?song=BTS`,
      ]) {
        await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=${lng}`);
        await expectNoAxeViolations(page);
        // Nothing wider than the screen on a phone: tables scroll inside their own box.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  }
});
