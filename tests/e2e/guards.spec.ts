import { expect, test } from "./fixtures";
import { createAccount, createAdmin, e2eDatabase, signInAsGuest, signInAsNewUser } from "./utils";

test("/login and unknown paths go home", async ({ page }) => {
  for (const path of ["/login", "/no/such/page", "/playlists-typo"]) {
    await page.goto(path);
    await expect(page).toHaveURL("/");
  }
});

test("a GET on the sign-in endpoints goes home", async ({ page }) => {
  for (const path of ["/auth/login", "/auth/guest", "/auth/logout"]) {
    await page.goto(path);
    await expect(page).toHaveURL("/");
  }
  // The home page's panel, in the mode asked for.
  await page.goto("/auth/register");
  await expect(page).toHaveURL("/?mode=register");
});

test("signed-in pages send a visitor without a session home", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/\?redirectTo=%2Fprofile$/);
  await expect(page.getByRole("heading", { name: "로그인" })).toBeVisible();
});

test("admin routes send a visitor without a session to /admin/login", async ({ page }) => {
  for (const path of ["/admin", "/admin/users"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login/);
  }
  await expect(page.getByRole("heading", { name: "관리자 로그인" })).toBeVisible();
});

test("a guest opening the admin area goes home and is told why", async ({ page }) => {
  await signInAsGuest(page);
  await page.goto("/admin");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("alert")).toHaveText(/관리자 권한이 필요합니다\./);
});

test("a user without an admin role goes home and is told why", async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto("/admin");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("alert")).toHaveText(/관리자 권한이 필요합니다\./);

  await page.goto("/?lng=en");
  await page.goto("/admin/users");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("alert")).toHaveText(/Admin permission required/);
});

test("the admin login refuses a user account and admits an admin to the dashboard", async ({ page }) => {
  const [fan, admin] = [await createAccount(page), await createAdmin()];
  await page.goto("/admin/login");
  await page.getByLabel("이메일").fill(fan.email);
  await page.getByLabel("비밀번호").fill(fan.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page.getByText("관리자 권한이 필요합니다.")).toBeVisible();

  await page.getByLabel("이메일").fill(admin.email);
  await page.getByLabel("비밀번호").fill(admin.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL("/admin");
  for (const id of ["users", "songs", "sections", "activeSessions"]) {
    await expect(page.getByTestId(`stat-${id}`).locator("dd")).toHaveText(/^\d[\d,]*$/);
  }
  // The catalogue's songs: the thirteen seeded and any another spec has added by now.
  const db = e2eDatabase();
  const songs = await db.song.count();
  await db.$disconnect();
  expect(songs).toBeGreaterThanOrEqual(13);
  await expect(page.getByTestId("stat-songs").locator("dd")).toHaveText(songs.toLocaleString("ko-KR"));
  // The admin area is a destination of the main menu (in its "more", issue 25).
  const mainNav = page.getByRole("navigation", { name: "주 메뉴" });
  await mainNav.getByText("더보기", { exact: true }).click();
  await expect(mainNav.getByRole("link", { name: "관리자" })).toBeVisible();
});
