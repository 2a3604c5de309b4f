import { expect, test } from "./fixtures";
import { waitForHydration } from "./utils";

test.describe("an English-speaking browser", () => {
  test.use({ locale: "en-US" });

  test("still gets Korean by default", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page.getByRole("heading", { name: "로그인" })).toBeVisible();
  });
});

test("the language switch is remembered in a cookie and mirrored to localStorage", async ({ page, context }) => {
  await page.goto("/terms-of-service");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "언어" }).getByRole("link", { name: "English" }).click();

  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL("/terms-of-service?lng=en");
  await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("fanchant.locale"))).toBe("en");
  const cookie = (await context.cookies()).find((c) => c.name === "lng");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

  await page.goto("/privacy-policy");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Privacy Policy · FanChant");

  await page.goto("/?lng=ko");
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { name: "개인정보처리방침", level: 1 })).toBeVisible();
});

test("the legal pages are real documents with the contact address", async ({ page }) => {
  for (const [path, title] of [
    ["/terms-of-service", "이용약관"],
    ["/privacy-policy", "개인정보처리방침"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(8);
    await expect(page.locator("article")).toContainText("contact@fanchant.example");
    await expect(page.locator("article")).toContainText("YouTube");
  }
});
