// The profile page's forms as plain HTML forms (JavaScript off): field errors
// in the page's language, and every change really made.
import { expect, test } from "./fixtures";
import { createAccount, signIn, signInAsNewUser } from "./utils";

test.use({ javaScriptEnabled: false });

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("nickname, username and the notification switch, with errors first", async ({ page }) => {
  const taken = await createAccount(page);
  await signInAsNewUser(page, { nickname: "편집팬" });
  await page.goto("/profile");
  const form = page.locator("form", { has: page.getByRole("button", { name: "저장" }) });

  await form.getByLabel("사용자 이름").fill("No Spaces!");
  await form.getByLabel("닉네임").fill("나");
  await form.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("영문 소문자, 숫자, 밑줄(_)만 쓸 수 있습니다.")).toBeVisible();
  await expect(page.getByText("닉네임은 2자 이상이어야 합니다.")).toBeVisible();
  await expect(form.getByLabel("사용자 이름")).toHaveValue("No Spaces!");

  await form.getByLabel("사용자 이름").fill(taken.username);
  await form.getByLabel("닉네임").fill("바뀐닉네임");
  await form.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("이미 사용 중인 사용자 이름입니다.")).toBeVisible();

  const username = `edited_${Date.now().toString(36)}`;
  await form.getByLabel("사용자 이름").fill(username.toUpperCase());
  await form.getByLabel("이메일 알림 받기").check();
  await form.getByRole("button", { name: "저장" }).click();
  await expect(page.getByRole("status")).toHaveText(/프로필을 저장했습니다\./);
  const details = page.locator("dl.details");
  await expect(details.locator(".details__row", { hasText: "닉네임" }).locator("dd")).toHaveText("바뀐닉네임");
  await expect(details.locator(".details__row", { hasText: "사용자 이름" }).locator("dd")).toHaveText(username);
  await expect(details.locator(".details__row", { hasText: "이메일 알림" }).locator("dd")).toHaveText("받음");
  await expect(page.getByTestId("viewer-name")).toHaveText("바뀐닉네임");
});

test("a profile picture: the wrong kind and a too large one are refused, a PNG is shown", async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto("/profile?lng=en");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Upload image" }) });

  await form.getByLabel("Image file").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") });
  await form.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByText("Only PNG, JPEG and WebP images can be uploaded.")).toBeVisible();

  const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
  await form.getByLabel("Image file").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
  await form.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByText("The image must be 2 MB or smaller.")).toBeVisible();

  await form.getByLabel("Image file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await form.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByRole("status")).toHaveText(/Profile image changed\./);
  const avatar = page.getByRole("img", { name: "Profile image" });
  await expect(avatar).toHaveAttribute("src", /^\/profile-images\//);
  // The picture arrives after its src is set: wait for it to be decoded (a broken one never is).
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.getByRole("button", { name: "Remove image" }).click();
  await expect(page.getByRole("status")).toHaveText(/Profile image removed\./);
  await expect(page.locator("img.avatar")).toHaveCount(0);
});

test("changing the password needs the current one; then the new one works and the old one does not", async ({ page, browser }) => {
  const account = await signInAsNewUser(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await page.goto("/profile");
  const form = page.locator("form", { has: page.getByRole("button", { name: "비밀번호 변경" }) });

  await form.getByLabel("현재 비밀번호").fill("not-my-password");
  await form.getByLabel("새 비밀번호", { exact: true }).fill("brand-new-password");
  await form.getByLabel("새 비밀번호 확인").fill("brand-new-password");
  await form.getByRole("button", { name: "비밀번호 변경" }).click();
  await expect(page.getByText("현재 비밀번호가 올바르지 않습니다.")).toBeVisible();
  await expect(form.getByLabel("현재 비밀번호")).toHaveValue("");

  await form.getByLabel("현재 비밀번호").fill(account.password);
  await form.getByLabel("새 비밀번호", { exact: true }).fill("brand-new-password");
  await form.getByLabel("새 비밀번호 확인").fill("brand-new-passwort");
  await form.getByRole("button", { name: "비밀번호 변경" }).click();
  await expect(page.getByText("새 비밀번호가 서로 다릅니다.")).toBeVisible();

  await form.getByLabel("현재 비밀번호").fill(account.password);
  await form.getByLabel("새 비밀번호", { exact: true }).fill("brand-new-password");
  await form.getByLabel("새 비밀번호 확인").fill("brand-new-password");
  await form.getByRole("button", { name: "비밀번호 변경" }).click();
  await expect(page.getByRole("status")).toHaveText(/비밀번호를 바꿨습니다\./);
  await expect(page.getByTestId("viewer-name")).toHaveCount(1);

  // The new password works (from another browser); the old one does not.
  const old = await otherPage.request.post("/auth/login", { form: { email: account.email, password: account.password }, maxRedirects: 0 });
  expect(old.status()).toBe(400);
  await page.getByRole("banner").getByRole("button", { name: "로그아웃" }).click();
  await signIn(otherPage, { email: account.email, password: "brand-new-password" });
  await other.close();
});

test("devices: this browser is listed readably, and signs out from the list or everywhere", async ({ page }) => {
  const account = await createAccount(page);
  // Through the form, so the session has this browser's user agent.
  const signInHere = async () => {
    await page.goto("/");
    await page.getByLabel("이메일").fill(account.email);
    await page.getByLabel("비밀번호").fill(account.password);
    await page.getByRole("button", { name: "로그인" }).click();
    await page.goto("/profile");
  };
  await signInHere();
  const devices = page.getByTestId("device");
  // One device at a time: this browser is the only one.
  await expect(devices).toHaveCount(1);
  await expect(devices.first()).toContainText("Chrome · Linux");
  await expect(devices.first()).toContainText("이 기기");
  await expect(devices.first()).toContainText("마지막 사용:");

  await devices.first().getByRole("button", { name: "로그아웃" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("status")).toHaveText(/이 기기에서 로그아웃했습니다\./);
  await expect(page.getByTestId("viewer-name")).toHaveCount(0);

  await signInHere();
  await page.getByRole("button", { name: "모든 기기에서 로그아웃" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("status")).toHaveText(/모든 기기에서 로그아웃했습니다\./);
  await expect(page.getByTestId("viewer-name")).toHaveCount(0);
});

test("deleting the account needs the e-mail typed out, then everything is gone", async ({ page }) => {
  const account = await signInAsNewUser(page, { nickname: "탈퇴팬" });
  await page.goto("/profile");
  const form = page.locator("form", { has: page.getByRole("button", { name: "계정 영구 삭제" }) });
  await form.getByLabel(/확인을 위해 이메일 주소/).fill("someone-else@example.com");
  await form.getByRole("button", { name: "계정 영구 삭제" }).click();
  await expect(page.getByText("이메일 주소가 일치하지 않습니다.")).toBeVisible();

  await form.getByLabel(/확인을 위해 이메일 주소/).fill(account.email);
  await form.getByRole("button", { name: "계정 영구 삭제" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("status")).toHaveText(/계정과 모든 데이터를 삭제했습니다\./);
  await expect(page.getByTestId("viewer-name")).toHaveCount(0);

  await page.getByLabel("이메일").fill(account.email);
  await page.getByLabel("비밀번호").fill(account.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page.getByText("이메일 또는 비밀번호가 올바르지 않습니다.")).toBeVisible();
});
