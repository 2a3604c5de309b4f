// Fair use (issue 26, decision 127): a fan over a write limit gets the page
// again with a 429 and Retry-After, the reason in the page's language beside
// the form, and nothing typed lost — without JavaScript and with it.
import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJavaScript } from "./axe";
import { expect, routeOutsideHosts, test } from "./fixtures";
import { e2eDatabase, reviewShot, signInAsNewUser, uniqueEmail, waitForHydration } from "./utils";

const db = e2eDatabase();

test.afterAll(async () => {
  await db.$disconnect();
});

/** A public playlist of another fan, with one song of the demo catalogue. */
async function someonesPlaylist(name: string): Promise<number> {
  const owner = await db.user.create({ data: { email: uniqueEmail("owner"), username: uniqueEmail("o").split("@")[0]!, nickname: "목록주인" } });
  const song = await db.song.findFirstOrThrow({ select: { id: true } });
  const playlist = await db.communityPlaylist.create({
    data: { ownerId: owner.id, name, isPublic: true, songCount: 1, songs: { create: [{ songId: song.id, position: 0 }] } },
    select: { id: true },
  });
  return playlist.id;
}

/** The account has spent its allowance of `kind` for this minute (as 30 comments or 60 presses would). */
async function spendAllowance(email: string, kind: "comment" | "reaction", hits: number) {
  const { id } = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  const key = `write:${kind}:60000:${id}`;
  const resetAt = new Date(Date.now() + 60_000);
  await db.rateLimitCounter.upsert({ where: { key }, create: { key, hits, resetAt }, update: { hits, resetAt } });
}

async function fanPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  await routeOutsideHosts(context);
  const page = await context.newPage();
  const account = await signInAsNewUser(page, { nickname: "댓글팬" });
  return { context, page, account };
}

async function postComment(page: Page, text: string, lng: "ko" | "en") {
  await page.getByRole("textbox", { name: lng === "ko" ? "댓글" : "Comment", exact: true }).fill(text);
  const [response] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/playlists/")),
    page.getByRole("button", { name: lng === "ko" ? "댓글 등록" : "Post comment", exact: true }).click(),
  ]);
  return response;
}

test.describe("a comment over the limit", () => {
  test("without JavaScript, in Korean: 429 with Retry-After, the reason beside the comment, the comment as typed", async ({ browser }) => {
    const { context, page, account } = await fanPage(browser, false);
    const id = await someonesPlaylist("한도 시험 목록");
    await page.goto(`/playlists/${id}?lng=ko`);
    // The first comment goes through.
    const first = await postComment(page, "첫 댓글이에요", "ko");
    expect(first.status()).toBe(303);
    await expect(page.getByText("첫 댓글이에요")).toBeVisible();

    await spendAllowance(account.email, "comment", 30);
    const typed = "하니 파트 떼창 같이 해요! 응원법 최고";
    const refused = await postComment(page, typed, "ko");
    expect(refused.status()).toBe(429);
    expect(Number(await refused.headerValue("Retry-After"))).toBeGreaterThan(0);
    expect(Number(await refused.headerValue("Retry-After"))).toBeLessThanOrEqual(60);
    const box = page.getByRole("textbox", { name: "댓글" });
    await expect(box).toHaveValue(typed);
    await expect(box).toHaveAccessibleDescription(/댓글을 너무 빠르게 남기고 있어요\. 잠시 후에 다시 남겨 주세요\./);
    await expect(page.getByRole("alert")).toHaveText("댓글을 너무 빠르게 남기고 있어요. 잠시 후에 다시 남겨 주세요.");
    await expect(page.getByRole("heading", { name: "댓글 (1)" })).toBeVisible();
    await reviewShot(page, "write-limit-comment-ko-nojs");
    await expectNoAxeViolationsWithoutJavaScript(page);
    await context.close();
  });

  test("with JavaScript, in English: the same 429 and the comment kept", async ({ browser }) => {
    const { context, page, account } = await fanPage(browser, true);
    const id = await someonesPlaylist("Limit test list");
    await page.goto(`/playlists/${id}?lng=en`);
    await waitForHydration(page);
    await spendAllowance(account.email, "comment", 30);
    const typed = "Minji's part, all together! Best chant ever";
    const refused = await postComment(page, typed, "en");
    expect(refused.status()).toBe(429);
    expect(await refused.headerValue("Retry-After")).not.toBeNull();
    const box = page.getByRole("textbox", { name: "Comment" });
    await expect(box).toHaveValue(typed);
    await expect(page.getByRole("alert")).toHaveText("You're commenting too fast. Please wait a moment and post again.");
    await expect(page.getByRole("heading", { name: "Comments (0)" })).toBeVisible();
    await reviewShot(page, "write-limit-comment-en-js");
    await expectNoAxeViolations(page);
    await context.close();
  });
});

test.describe("a like over the limit", () => {
  test("without JavaScript, in English: 429, the reason on top of the page, the like not counted", async ({ browser }) => {
    const { context, page, account } = await fanPage(browser, false);
    const id = await someonesPlaylist("Likes limit list");
    await page.goto(`/playlists/${id}?lng=en`);
    await spendAllowance(account.email, "reaction", 60);
    const [response] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: /^Like/ }).click(),
    ]);
    expect(response.status()).toBe(429);
    await expect(page.getByRole("alert")).toHaveText("You've pressed like and bookmark very often. Please wait a moment and try again.");
    const like = page.getByRole("button", { name: /^Like\b/ });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like).toContainText("0");
    await expectNoAxeViolationsWithoutJavaScript(page);
    await context.close();
  });

  test("with JavaScript, in Korean: the button stays as it was and says why, in place", async ({ browser }) => {
    const { context, page, account } = await fanPage(browser, true);
    const id = await someonesPlaylist("좋아요 한도 목록");
    await page.goto(`/playlists/${id}?lng=ko`);
    await waitForHydration(page);
    await spendAllowance(account.email, "reaction", 60);
    const like = page.getByRole("button", { name: /^좋아요/ });
    await like.click();
    await expect(page.getByRole("alert")).toHaveText("좋아요와 북마크를 너무 자주 눌렀어요. 잠시 후에 다시 눌러 주세요.");
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like).toContainText("0");
    await reviewShot(page, "write-limit-like-ko-js");
    await expectNoAxeViolations(page);
    await context.close();
  });
});

test.describe("a new playlist over the limit", () => {
  test("without JavaScript, in Korean: 429, the title as typed with the reason beside it", async ({ browser }) => {
    const { context, page, account } = await fanPage(browser, false);
    const { id } = await db.user.findUniqueOrThrow({ where: { email: account.email }, select: { id: true } });
    const key = `write:playlist:60000:${id}`;
    await db.rateLimitCounter.create({ data: { key, hits: 10, resetAt: new Date(Date.now() + 60_000) } });
    await page.goto("/playlists?lng=ko");
    const title = page.getByRole("textbox", { name: "제목" });
    await title.fill("콘서트 떼창 예습");
    const [response] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "플레이리스트 만들기" }).click(),
    ]);
    expect(response.status()).toBe(429);
    expect(Number(await response.headerValue("Retry-After"))).toBeGreaterThan(0);
    await expect(title).toHaveValue("콘서트 떼창 예습");
    await expect(title).toHaveAccessibleDescription(/짧은 시간에 플레이리스트를 너무 많이 만들었어요\. 잠시 후에 다시 만들어 주세요\./);
    expect(await db.communityPlaylist.count({ where: { ownerId: id } })).toBe(0);
    await expectNoAxeViolationsWithoutJavaScript(page);
    await context.close();
  });
});
