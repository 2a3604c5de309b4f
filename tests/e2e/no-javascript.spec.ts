// Every sign-in form works as a plain HTML form post.
import { expect, test } from "./fixtures";
import { createAccount, createAdmin, uniqueEmail } from "./utils";

test.use({ javaScriptEnabled: false });

test("registration: field errors in the page's language, then success", async ({ page }) => {
  await page.goto("/?mode=register");
  await page.getByLabel("이메일").fill("not-an-email");
  await page.getByLabel("닉네임").fill("나");
  await page.getByLabel("비밀번호").fill("short");
  await page.getByRole("button", { name: "가입하기" }).click();

  await expect(page).toHaveURL("/auth/register");
  const email = page.getByLabel("이메일");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await email.getAttribute("aria-describedby")}`)).toHaveText(
    "올바른 이메일 주소를 입력해 주세요.",
  );
  await expect(page.getByText("닉네임은 2자 이상이어야 합니다.")).toBeVisible();
  await expect(page.getByText("비밀번호는 8자 이상이어야 합니다.")).toBeVisible();
  await expect(page.getByText("이용약관과 개인정보처리방침에 동의해 주세요.")).toBeVisible();
  // What was typed stays, except the password.
  await expect(email).toHaveValue("not-an-email");
  await expect(page.getByLabel("닉네임")).toHaveValue("나");
  await expect(page.getByLabel("비밀번호")).toHaveValue("");

  await email.fill(uniqueEmail("nojs"));
  await page.getByLabel("닉네임").fill("스크립트없음");
  await page.getByLabel("비밀번호").fill("fanchant-nojs");
  await page.getByLabel("이용약관과 개인정보처리방침에 동의합니다.").check();
  await page.getByRole("button", { name: "가입하기" }).click();
  await expect(page.getByRole("heading", { name: "스크립트없음님, 반가워요!" })).toBeVisible();
});

test("sign-in errors in English, then sign in and out", async ({ page }) => {
  const account = await createAccount(page, { nickname: "영어팬" });
  await page.goto("/?lng=en");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("The e-mail or password is incorrect.")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(account.email);

  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByTestId("viewer-name")).toHaveText(account.nickname);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("an empty sign-in form is answered with errors, not a crash", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL("/auth/login");
  await expect(page.getByText("필수 입력 항목입니다.")).toHaveCount(2);
});

test("guest mode and sign-out", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "게스트로 계속하기" }).click();
  await expect(page.getByTestId("viewer-name")).toHaveText("게스트");
  await page.getByRole("button", { name: "로그아웃" }).click();
  // A guest is asked first (issue 25).
  await page.getByRole("button", { name: "삭제하고 나가기" }).click();
  await expect(page.getByRole("button", { name: "게스트로 계속하기" })).toBeVisible();
});

test("the admin sign-in works without JavaScript", async ({ page }) => {
  const admin = await createAdmin();
  await page.goto("/admin/login");
  await page.getByLabel("이메일").fill(admin.email);
  await page.getByLabel("비밀번호").fill(admin.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { name: "대시보드" })).toBeVisible();
});
