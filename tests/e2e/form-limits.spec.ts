// Issue 26 item 5: a playlist description at its documented maximum (1,000
// characters) in Korean, 9 KB once form-urlencoded, goes through the page
// forms with JavaScript and without; a post over the route's limit is still
// the 413 page, in the page's language.
import { expect, routeOutsideHosts, test } from "./fixtures";
import { e2eDatabase, reviewShot, signInAsNewUser, waitForHydration } from "./utils";

const db = e2eDatabase();

test.afterAll(async () => {
  await db.$disconnect();
});

/** Invented Korean text (no lyrics), `length` characters. */
function hangul(length: number, start = 0): string {
  const syllables = "가나다라마바사아자차카타파하팬응원";
  return Array.from({ length }, (_, i) => syllables[(start + i) % syllables.length]).join("");
}

const tags = Array.from({ length: 10 }, (_, i) => hangul(30, i)).join(", ");

for (const javaScriptEnabled of [false, true]) {
  test(`a 1,000-character Korean description is created and saved ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled });
    await routeOutsideHosts(context);
    const page = await context.newPage();
    const account = await signInAsNewUser(page, { nickname: javaScriptEnabled ? "설명팬JS" : "설명팬" });
    await page.goto("/playlists?lng=en");
    if (javaScriptEnabled) await waitForHydration(page);

    const first = hangul(1000);
    // 9 bytes a character once encoded: more than the 8 KiB that refused it before.
    expect(new URLSearchParams({ description: first }).toString().length).toBe("description=".length + 9000);
    await page.getByLabel("Title").first().fill(hangul(100, 3));
    await page.getByLabel("Description").first().fill(first);
    await page.getByLabel("Tags").first().fill(tags);
    await page.getByRole("button", { name: "Create playlist" }).click();
    await expect(page).toHaveURL(/\/playlists\/\d+\/edit$/);
    await expect(page.getByText("Playlist created.")).toBeVisible();
    const owner = await db.user.findUniqueOrThrow({ where: { email: account.email } });
    const created = await db.communityPlaylist.findFirstOrThrow({ where: { ownerId: owner.id } });
    expect(created.description).toBe(first);
    expect(created.name).toBe(hangul(100, 3));

    // The edit page's details form, again at the maximum.
    const second = hangul(1000, 5);
    await expect(page.getByLabel("Description").first()).toHaveValue(first);
    await page.getByLabel("Description").first().fill(second);
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Playlist saved.")).toBeVisible();
    await expect(page.getByLabel("Description").first()).toHaveValue(second);
    expect((await db.communityPlaylist.findUniqueOrThrow({ where: { id: created.id } })).description).toBe(second);
    await reviewShot(page, `form-limits-edit-${javaScriptEnabled ? "js" : "nojs"}`);
    await context.close();
  });
}

test("a post over the route's limit is the 413 page, in the page's language", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await routeOutsideHosts(context);
  const page = await context.newPage();
  await signInAsNewUser(page, { nickname: "긴글팬" });
  // Far over any playlist form: 3,000 Korean characters are 27 KB.
  const form = { intent: "create", name: "너무 긴 설명", description: hangul(3000) };
  const korean = await page.request.post("/playlists", { form, maxRedirects: 0 });
  expect(korean.status()).toBe(413);
  expect(await korean.text()).toContain("요청이 너무 큽니다");
  const english = await page.request.post("/playlists?lng=en", { form, maxRedirects: 0 });
  expect(english.status()).toBe(413);
  expect(await english.text()).toContain("The request is too large");
  // A sign-in form stays small: 8 KiB of Korean is refused there.
  const signIn = await page.request.post("/auth/login", { form: { email: "a@example.com", password: hangul(1000) }, maxRedirects: 0 });
  expect(signIn.status()).toBe(413);
  await context.close();
});
