// One device at a time (spec §7, §8) with two browsers on one account.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createAccount, signInAsNewUser, waitForHydration } from "./utils";

const REPLACED = "다른 기기에서 로그인하여 자동 로그아웃되었습니다.";

/** A second browser (its own cookies), with the same offline routing as the test's own. */
async function secondBrowser(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext(options);
  await context.route(
    (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
    (route) => route.abort("blockedbyclient"),
  );
  return { context, page: await context.newPage() };
}

async function signInWithForm(page: Page, account: { email: string; password: string }) {
  await page.goto("/");
  await page.getByLabel("이메일").fill(account.email);
  await page.getByLabel("비밀번호").fill(account.password);
  await page.getByRole("button", { name: "로그인" }).click();
}

async function apiLogoutFrom(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch("/api/auth/logout", { method: "POST" });
    return { status: response.status, body: await response.json() };
  });
}

let second: { context: BrowserContext; page: Page } | undefined;
test.afterEach(async () => {
  await second?.context.close();
  second = undefined;
});

test("signing in on a second browser asks first; 'sign in here' signs the first one out with the spec's message", async ({ page, browser }) => {
  const account = await createAccount(page, { nickname: "두기기팬" });
  await signInWithForm(page, account);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "두기기팬님, 반가워요!" })).toBeVisible();

  second = await secondBrowser(browser);
  await signInWithForm(second.page, account);
  await expect(second.page).toHaveURL("/auth/other-device");
  await expect(second.page.getByRole("heading", { name: "다른 기기에서 로그인되어 있어요" })).toBeVisible();
  await expect(second.page.locator(".details__row", { hasText: "로그인된 기기" }).locator("dd")).toHaveText("Chrome · Linux");
  await second.page.getByRole("button", { name: "여기서 로그인하고 다른 기기 로그아웃" }).click();
  await expect(second.page.getByRole("heading", { name: "두기기팬님, 반가워요!" })).toBeVisible();

  // The first browser's next /api call: 401 SESSION_EXPIRED with the spec's message.
  expect(await apiLogoutFrom(page)).toEqual({ status: 401, body: { error: { code: "SESSION_EXPIRED", message: REPLACED } } });
  // Its next page load: signed out and told why.
  await page.reload();
  await expect(page.getByRole("alert")).toHaveText(new RegExp(REPLACED));
  await expect(page.getByRole("heading", { name: "로그인" })).toBeVisible();
  await expect(page.getByTestId("viewer-name")).toHaveCount(0);
  // The second browser is unaffected.
  await second.page.reload();
  await expect(second.page.getByTestId("viewer-name")).toHaveText("두기기팬");
});

test("'cancel' leaves the first browser signed in", async ({ page, browser }) => {
  const account = await signInAsNewUser(page, { nickname: "취소팬" });
  second = await secondBrowser(browser);
  await signInWithForm(second.page, account);
  await second.page.getByRole("button", { name: "취소" }).click();
  await expect(second.page).toHaveURL("/");
  await expect(second.page.getByRole("status")).toHaveText(/로그인을 취소했습니다/);
  await expect(second.page.getByTestId("viewer-name")).toHaveCount(0);

  await page.goto("/");
  await expect(page.getByTestId("viewer-name")).toHaveText("취소팬");
});

test("the question works without JavaScript, in English", async ({ page, browser }) => {
  const account = await signInAsNewUser(page, { nickname: "NoScript" });
  second = await secondBrowser(browser, { javaScriptEnabled: false });
  await second.page.goto("/?lng=en");
  await second.page.getByLabel("E-mail").fill(account.email);
  await second.page.getByLabel("Password").fill(account.password);
  await second.page.getByRole("button", { name: "Sign in" }).click();
  await expect(second.page.getByRole("heading", { name: "You are signed in on another device" })).toBeVisible();
  await second.page.getByRole("button", { name: "Sign in here and sign out the other device" }).click();
  await expect(second.page.getByTestId("viewer-name")).toHaveText("NoScript");

  await page.goto("/?lng=en");
  await expect(page.getByRole("alert")).toHaveText(/You were automatically logged out because you logged in on another device/);
});
