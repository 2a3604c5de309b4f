import { expect, test } from "./fixtures";
import { createAccount, signInAsNewUser, uniqueEmail, waitForElementHydration, waitForHydration } from "./utils";

test("register, sign out and sign in again", async ({ page }) => {
  const email = uniqueEmail();
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "회원가입" }).click();
  await expect(page.getByRole("heading", { name: "회원가입" })).toBeVisible();
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("닉네임").fill("응원단장");
  await page.getByLabel("비밀번호").fill("fanchant-e2e");
  await page.getByLabel("이용약관과 개인정보처리방침에 동의합니다.").check();
  await page.getByRole("button", { name: "가입하기" }).click();

  await expect(page.getByRole("heading", { name: "응원단장님, 반가워요!" })).toBeVisible();
  await expect(page.getByTestId("viewer-name")).toHaveText("응원단장");
  await expect(page).toHaveURL("/");

  await page.getByRole("button", { name: "로그아웃" }).click();
  await expect(page.getByRole("heading", { name: "로그인" })).toBeVisible();
  await expect(page.getByTestId("viewer-name")).toHaveCount(0);

  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호").fill("fanchant-e2e");
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page.getByRole("heading", { name: "응원단장님, 반가워요!" })).toBeVisible();
});

test("a wrong password is told next to the form and the e-mail is kept", async ({ page }) => {
  const account = await createAccount(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByLabel("이메일").fill(account.email);
  await page.getByLabel("비밀번호").fill("not-the-password");
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page.getByText("이메일 또는 비밀번호가 올바르지 않습니다.")).toBeVisible();
  await expect(page.getByLabel("이메일")).toHaveValue(account.email);
  await expect(page.getByLabel("비밀번호")).toHaveValue("");
});

test("with JavaScript the form checks fields as they are left", async ({ page }) => {
  await page.goto("/?mode=register");
  // The sign-in panel's code comes after the page's (decision 077).
  await waitForElementHydration(page, 'form[action="/auth/register"]');
  const password = page.getByLabel("비밀번호");
  await password.fill("short");
  await password.blur();
  await expect(page.getByText("비밀번호는 8자 이상이어야 합니다.")).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await password.fill("long-enough-now");
  await expect(page.getByText("비밀번호는 8자 이상이어야 합니다.")).toHaveCount(0);
});

test("guest mode opens the signed-in pages and writes nothing to a profile", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "게스트로 계속하기" }).click();
  await expect(page.getByRole("heading", { name: "게스트로 둘러보는 중이에요" })).toBeVisible();
  await expect(page.getByTestId("viewer-name")).toHaveText("게스트");
  await expect(page.getByText("게스트 모드: 만든 구간과 재생 목록은 이 브라우저에만 저장됩니다.")).toBeVisible();

  // Profile is in the main menu's "more" (issue 25).
  await page.getByRole("navigation", { name: "주 메뉴" }).getByText("더보기", { exact: true }).click();
  await page.getByRole("link", { name: "프로필" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByText("게스트 모드에서는 서버에 프로필이 없습니다.", { exact: false })).toBeVisible();

  await page.getByRole("button", { name: "로그아웃" }).click();
  // A guest is asked first (issue 25).
  await page.getByRole("button", { name: "삭제하고 나가기" }).click();
  await expect(page.getByRole("button", { name: "게스트로 계속하기" })).toBeVisible();
});

test("a signed-in page remembers where the visitor was going", async ({ page }) => {
  const account = await createAccount(page);
  await page.goto("/profile");
  await expect(page).toHaveURL("/?redirectTo=%2Fprofile");
  await page.getByLabel("이메일").fill(account.email);
  await page.getByLabel("비밀번호").fill(account.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByRole("heading", { name: "프로필", exact: true })).toBeVisible();
});

test("the profile shows the spec's fields from the database", async ({ page }) => {
  const account = await signInAsNewUser(page, { nickname: "프로필팬" });
  await page.goto("/profile?lng=en");
  const details = page.locator("dl");
  for (const [label, value] of [
    ["Nickname", account.nickname],
    ["Username", account.username],
    ["E-mail", account.email],
    ["Signed in with", "E-mail"],
    ["E-mail notifications", "Off"],
  ] as const) {
    await expect(details.locator(".details__row", { hasText: label }).first().locator("dd")).toHaveText(value);
  }
  await expect(details.getByText("Joined")).toBeVisible();
  await expect(details.getByText("Last sign-in")).toBeVisible();
  await expect(page.getByRole("img", { name: "Profile image" })).toBeVisible();
});
