// Social sign-in in Chromium through the mock provider: the real redirect
// flow (our link → the provider's consent page → /auth/callback) with the
// enforced CSP, for each of the three providers.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createAccount, uniqueEmail, waitForElementHydration } from "./utils";

const PROVIDERS = [
  { id: "google", button: "Google로 계속하기", domain: "example.com" },
  { id: "naver", button: "네이버로 계속하기", domain: "naver.com" },
  { id: "kakao", button: "카카오로 계속하기", domain: "example.com" },
] as const;

type Provider = (typeof PROVIDERS)[number];

interface Identity {
  sub: string;
  email: string;
  name: string;
  verified?: boolean;
}

function newIdentity(provider: Provider, name: string): Identity {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return {
    sub: provider.id === "kakao" ? unique : `${provider.id}-${unique}`,
    email: uniqueEmail(provider.id).replace("example.com", provider.domain),
    name,
  };
}

/** Collects console errors and CSP violations for the whole test. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** From the sign-in panel to the provider's consent page and back, as the person would click. */
async function signInWith(page: Page, provider: Provider, identity: Identity, decision = "Allow") {
  // The home page's sign-in panel hydrates after the page (decision 077): a click while React
  // takes the link over can be lost.
  await waitForElementHydration(page, `a[href^="/auth/${provider.id}"]`);
  await page.getByRole("link", { name: provider.button }).click();
  await expect(page.getByRole("heading", { name: `Mock ${provider.id} sign-in` })).toBeVisible();
  await page.getByLabel("Account id").fill(identity.sub);
  await page.getByRole("textbox", { name: /^E-mail/ }).fill(identity.email);
  await page.getByLabel("Name").fill(identity.name);
  await page.getByRole("checkbox", { name: /^E-mail verified/ }).setChecked(identity.verified ?? true);
  await page.getByRole("button", { name: decision, exact: true }).click();
}

for (const provider of PROVIDERS) {
  test.describe(provider.id, () => {
    test("a first sign-in creates the account; the next one finds it again", async ({ page }) => {
      const problems = watchConsole(page);
      const identity = newIdentity(provider, `${provider.id}팬`);
      await page.goto("/?redirectTo=%2Fprofile");
      await signInWith(page, provider, identity);

      await expect(page).toHaveURL("/profile");
      const details = page.locator("dl.details");
      await expect(details.locator(".details__row", { hasText: "이메일" }).first().locator("dd")).toHaveText(identity.email);
      await expect(details.locator(".details__row", { hasText: "연결된 소셜 계정" }).locator("dd")).toHaveText(
        { google: "Google", naver: "네이버", kakao: "카카오" }[provider.id],
      );
      // The provider's picture, copied and served by the app.
      const avatar = page.getByRole("img", { name: "프로필 이미지" });
      await expect(avatar).toHaveAttribute("src", /^\/profile-images\//);
      // Decoded once it has arrived (a broken picture never is).
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      await page.getByRole("banner").getByRole("button", { name: "로그아웃" }).click();
      await expect(page.getByRole("heading", { name: "로그인" })).toBeVisible();
      await signInWith(page, provider, identity);
      await expect(page.getByRole("heading", { name: `${identity.name}님, 반가워요!` })).toBeVisible();
      expect(problems).toEqual([]);
    });

    test("a verified e-mail signs in to the existing account", async ({ page }) => {
      // Naver vouches only for its own mailboxes, so that account has a naver.com address.
      const account = await createAccount(page, {
        nickname: "원래계정",
        email: uniqueEmail("link").replace("example.com", provider.domain),
      });
      await page.goto("/");
      await signInWith(page, provider, { ...newIdentity(provider, "다른이름"), email: account.email });
      await expect(page.getByRole("heading", { name: "원래계정님, 반가워요!" })).toBeVisible();
    });

    test("an unverified e-mail of an existing account is refused with a clear message", async ({ page }) => {
      const account = await createAccount(page);
      await page.goto("/");
      await signInWith(page, provider, { ...newIdentity(provider, "가짜"), email: account.email, verified: false });
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("alert")).toContainText("로그인 서비스에서 이메일 인증이 확인되지 않아 연결하지 않았습니다");
      await expect(page.getByRole("heading", { name: "로그인" })).toBeVisible();
    });

    test("denied consent, a provider error and a forged return all come home with a message", async ({ page }) => {
      await page.goto("/");
      await signInWith(page, provider, newIdentity(provider, "거절"), "Deny");
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("alert")).toHaveText(/로그인을 취소했습니다\./);

      await signInWith(page, provider, newIdentity(provider, "오류"), "Provider error");
      await expect(page.getByRole("alert")).toHaveText(/로그인 서비스에서 오류가 발생했습니다/);

      await signInWith(page, provider, newIdentity(provider, "토큰"), "Fail at token exchange");
      await expect(page.getByRole("alert")).toHaveText(/로그인 서비스에서 오류가 발생했습니다/);

      await page.goto("/auth/callback?state=forged&code=forged");
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("alert")).toHaveText(/로그인 요청이 만료되었거나 올바르지 않습니다/);
      await expect(page.getByTestId("viewer-name")).toHaveCount(0);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the provider buttons and the consent page are plain links and forms", async ({ page }) => {
    await page.goto("/?lng=en");
    await page.getByRole("link", { name: "Continue with Kakao" }).click();
    await page.getByLabel("Account id").fill(`${Date.now()}`);
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(uniqueEmail("nojs"));
    await page.getByLabel("Name").fill("No Script Fan");
    await page.getByRole("button", { name: "Allow", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Welcome, No Script Fan!" })).toBeVisible();
  });
});
