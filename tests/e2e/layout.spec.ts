import { expect, test } from "./fixtures";
import { signInAsNewUser, waitForHydration } from "./utils";

test("the footer of spec §2", async ({ page }) => {
  await page.goto("/?lng=en");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "Terms of Service", exact: true })).toHaveAttribute(
    "href",
    "/terms-of-service",
  );
  await expect(footer.getByRole("link", { name: "Privacy Policy", exact: true })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
  await expect(footer.getByRole("link", { name: "YouTube Terms of Service" })).toHaveAttribute(
    "href",
    "https://www.youtube.com/t/terms",
  );
  await expect(footer.getByRole("link", { name: "Google Privacy Policy" })).toHaveAttribute(
    "href",
    "https://policies.google.com/privacy",
  );
  await expect(footer).toContainText("This service uses YouTube API Services.");
  await expect(footer.getByRole("link", { name: "contact@fanchant.example" })).toHaveAttribute(
    "href",
    "mailto:contact@fanchant.example",
  );
  await expect(footer).toContainText("© 2024");
});

test("the session cookie is HttpOnly, SameSite=Lax, Path=/ (and not Secure over http)", async ({ page, context }) => {
  await signInAsNewUser(page);
  const cookie = (await context.cookies()).find((c) => c.name === "__session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: false });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
});

test("no console errors and no CSP violations while browsing", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "회원가입" }).click();
  await page.goto("/terms-of-service");
  await signInAsNewUser(page);
  await page.goto("/");
  await waitForHydration(page);
  // Profile is in the main menu's "more" (issue 25).
  const mainNav = page.getByRole("navigation", { name: "주 메뉴" });
  await mainNav.getByText("더보기", { exact: true }).click();
  await mainNav.getByRole("link", { name: "프로필" }).click();
  await expect(page.getByRole("heading", { name: "프로필", exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("nothing is wider than the screen", async ({ page }) => {
    for (const path of ["/", "/?mode=register", "/terms-of-service"]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await signInAsNewUser(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "인기 곡" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const signOut = await page.getByRole("button", { name: "로그아웃" }).boundingBox();
    expect(signOut!.height).toBeGreaterThanOrEqual(36);

    // The profile's forms and device list fit too, with thumb-sized buttons.
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "로그인된 기기" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const name of ["저장", "이미지 올리기", "비밀번호 변경", "모든 기기에서 로그아웃", "계정 영구 삭제"]) {
      expect((await page.getByRole("button", { name, exact: true }).boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
    }
    const deviceSignOut = await page.getByTestId("device").getByRole("button", { name: "로그아웃" }).boundingBox();
    expect(deviceSignOut!.height).toBeGreaterThanOrEqual(44);
  });
});

test("at 1280×800 in English the header is one row (issue 25), and the closed player's tab keeps below it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsNewUser(page);
  await page.goto("/practice?lng=en");
  await waitForHydration(page);
  const tab = page.getByRole("button", { name: "Open player", exact: true }).and(page.locator(".player__toggle--desktop"));
  await expect(tab).toBeVisible();
  const header = (await page.locator(".site-header").boundingBox())!;
  expect(header.height).toBeLessThanOrEqual(57);
  await expect.poll(async () => (await tab.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  // Nothing in the header is under it: "Sign out" can be clicked where it is.
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click({ trial: true });
});
