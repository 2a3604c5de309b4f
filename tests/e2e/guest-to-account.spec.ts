// Issue 25, item 1: a guest gets to an account without losing their work.
// Sign-in and registration one tap away from guest screens; on success the
// guest's queue and sections move into the account (decision 120) and the
// person is told what moved; a guest who signs out is asked first.
import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJavaScript } from "./axe";
import { expect, routeOutsideHosts, test } from "./fixtures";
import { addVideos, expectFakePlayer, openPlayerAsGuest, VIDEOS } from "./player-utils";
import { saveSection, sectionButton, selectRange } from "./section-utils";
import { signInAsGuest, uniqueEmail, waitForElementHydration, waitForHydration } from "./utils";

const PASSWORD = "fanchant-e2e";

interface ServerSection {
  name: string;
  startTime: number;
  endTime: number;
  lyrics: string | null;
  songYouTubeId: string;
  part: string;
  rate: number | null;
  type: number;
}

async function viewerId(page: Page): Promise<string> {
  await waitForHydration(page);
  return page.evaluate(
    () => (window as any).__remixRouter.state.loaderData.root.viewer.id as string,
  );
}

async function accountQueue(page: Page): Promise<string[]> {
  const response = await page.request.get(`/api/userplaylist/${await viewerId(page)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ youtubeId: string }>).map((song) => song.youtubeId);
}

async function accountSections(page: Page): Promise<ServerSection[]> {
  const response = await page.request.get("/api/section/user");
  expect(response.status()).toBe(200);
  return response.json();
}

function localKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key !== "fanchant.locale").sort());
}

/** What a guest kept in this browser, written before the page's scripts run (once). */
async function seedGuestWork(page: Page, videos: string[], sections: number) {
  await page.addInitScript(
    ([ids, count]) => {
      if (localStorage.getItem("fanchant.player.playlist")) return;
      const now = new Date().toISOString();
      localStorage.setItem(
        "fanchant.player.playlist",
        JSON.stringify({
          version: 1,
          userId: "guest",
          savedAt: Date.now(),
          synced: false,
          playlist: ids.map((youtubeId) => ({
            id: null,
            youtubeId,
            title: `Demo video ${youtubeId}`,
            artist: "Demo channel",
            thumbnailUrl: null,
            duration: 200,
          })),
        }),
      );
      localStorage.setItem(
        "fanchant.sections",
        JSON.stringify({
          version: 1,
          ownerId: null,
          pendingDeletes: [],
          sections: Array.from({ length: count }, (_, index) => ({
            id: String(1763712000000 + index),
            name: `멤버 콜 ${index + 1}`,
            start: 10 + index * 10,
            end: 18.5 + index * 10,
            songId: ids[0],
            youtubeId: ids[0],
            dbId: null,
            songTitle: `Demo video ${ids[0]}`,
            songArtist: "Demo channel",
            lyrics: `하나 둘 셋 ${index + 1}`,
            pronunciation: null,
            type: 2,
            lineNumber: index + 1,
            isPublic: false,
            part: "fans",
            rate: 0.75,
            createdAt: now,
            updatedAt: now,
            serverId: null,
            isServerSection: false,
            pendingSync: true,
          })),
        }),
      );
    },
    [videos, sections] as const,
  );
}

/** An account nobody is signed in to, whose queue already holds these videos. */
async function accountWithQueue(browser: Browser, videos: string[]) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  await routeOutsideHosts(context);
  const email = uniqueEmail("move");
  const other = await context.newPage();
  const registered = await other.request.post("/auth/register", {
    form: { email, password: PASSWORD, nickname: "이사팬", agreeTerms: "on" },
    maxRedirects: 0,
  });
  expect(registered.status()).toBe(302);
  await other.goto("/");
  const userId = await viewerId(other);
  const saved = await other.request.post("/api/userplaylist", {
    data: {
      userId,
      playlist: videos.map((youtubeId) => ({ youtubeId, title: `Demo video ${youtubeId}`, artist: "Demo channel", duration: 200 })),
    },
  });
  expect(saved.status()).toBe(200);
  expect((await other.request.post("/auth/logout", { maxRedirects: 0 })).status()).toBe(302);
  await context.close();
  return { email, password: PASSWORD };
}

const toast = (page: Page) => page.getByTestId("guest-move-toast").locator("p");

test("a guest registers from the guest home: the queue and the section (name, range, lyrics) are in the account, and the toast says so", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await openPlayerAsGuest(page);
  await addVideos(page, VIDEOS.dynamite, VIDEOS.tt);
  await expectFakePlayer(page, { videoId: VIDEOS.dynamite.id, state: "playing" });
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  await expectFakePlayer(page, { state: "paused" });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await sectionButton(page, "Section mode").click();
  await selectRange(page, 10, 13);
  await saveSection(page, "첫 구간 멤버 콜", "하나 둘 셋 사랑해");
  await page.clock.resume();

  // The guest home's banner: registration one tap away, the form on its own page.
  await page.goto("/?lng=ko");
  await waitForHydration(page);
  await page.locator(".guest-banner").getByRole("link", { name: "회원가입" }).click();
  await expect(page).toHaveURL("/auth/register");
  await expect(page.getByRole("heading", { name: "회원가입" })).toBeVisible();
  await expect(page.getByTestId("guest-moves-note")).toHaveText(
    "게스트로 담은 재생 목록과 저장한 구간은 로그인하거나 가입하면 그대로 계정으로 옮겨져요.",
  );
  // Already a guest: guest mode is not offered again.
  await expect(page.getByRole("button", { name: "게스트로 계속하기" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await waitForElementHydration(page, "form[action='/auth/register'] button");
  await page.getByLabel("이메일").fill(uniqueEmail("guestmove"));
  await page.getByLabel("닉네임").fill("이사온팬");
  await page.getByLabel("비밀번호").fill(PASSWORD);
  await page.getByLabel("이용약관과 개인정보처리방침에 동의합니다.").check();
  await page.getByRole("button", { name: "가입하기" }).click();

  await expect(page.getByRole("heading", { name: "이사온팬님, 반가워요!" })).toBeVisible();
  await expect(toast(page)).toHaveText("재생 목록 2곡과 구간 1개를 계정으로 옮겼어요.");
  await expectNoAxeViolations(page);
  expect(await accountQueue(page)).toEqual([VIDEOS.dynamite.id, VIDEOS.tt.id]);
  const sections = await accountSections(page);
  expect(sections.map(({ name, startTime, endTime, lyrics, songYouTubeId }) => ({ name, startTime, endTime, lyrics, songYouTubeId }))).toEqual([
    { name: "첫 구간 멤버 콜", startTime: 10, endTime: 13, lyrics: "하나 둘 셋 사랑해", songYouTubeId: VIDEOS.dynamite.id },
  ]);
  // The guest's copies are gone; the marker too; what is left is the account's.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("fanchant.guest-move"))).toBeNull();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("fanchant.player.playlist")!).userId)).not.toBe("guest");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("fanchant.sections")!).ownerId)).not.toBeNull();

  // A reload moves nothing again and says nothing again.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "플레이어 닫기" }).or(page.getByRole("button", { name: "플레이어 열기" })).first()).toBeVisible();
  await expect(toast(page)).toHaveCount(0);
  expect(await accountQueue(page)).toEqual([VIDEOS.dynamite.id, VIDEOS.tt.id]);
  expect(await accountSections(page)).toHaveLength(1);
});

test("signing in to an account whose queue already holds a song: not doubled; sections keep their lyrics, part and speed", async ({
  page,
  browser,
}) => {
  const account = await accountWithQueue(browser, [VIDEOS.dynamite.id]);
  await seedGuestWork(page, [VIDEOS.dynamite.id, VIDEOS.hypeBoy.id], 2);
  await signInAsGuest(page);

  // A guest page's "sign in or register" (the profile) opens the form, not the guest home.
  await page.goto("/profile?lng=ko");
  await page.getByRole("link", { name: "로그인 또는 회원가입" }).click();
  await expect(page).toHaveURL("/auth/login?redirectTo=%2Fprofile");
  await expect(page.getByRole("heading", { name: "로그인" })).toBeVisible();
  await waitForElementHydration(page, "form[action='/auth/login'] button");
  await page.getByLabel("이메일").fill(account.email);
  await page.getByLabel("비밀번호").fill(account.password);
  await page.getByRole("main").getByRole("button", { name: "로그인" }).click();

  await expect(page).toHaveURL("/profile");
  await expect(toast(page)).toHaveText(
    "재생 목록 1곡과 구간 2개를 계정으로 옮겼어요. 이미 재생 목록에 있던 1곡은 한 번만 두었어요.",
  );
  expect(await accountQueue(page)).toEqual([VIDEOS.dynamite.id, VIDEOS.hypeBoy.id]);
  const sections = await accountSections(page);
  expect(
    sections
      .map(({ name, startTime, endTime, lyrics, part, rate, type }) => ({ name, startTime, endTime, lyrics, part, rate, type }))
      .sort((a, b) => a.startTime - b.startTime),
  ).toEqual([
    { name: "멤버 콜 1", startTime: 10, endTime: 18.5, lyrics: "하나 둘 셋 1", part: "fans", rate: 0.75, type: 2 },
    { name: "멤버 콜 2", startTime: 20, endTime: 28.5, lyrics: "하나 둘 셋 2", part: "fans", rate: 0.75, type: 2 },
  ]);
});

test("a move cut short by a reload carries on from its marker without doubling anything", async ({ page, browser }) => {
  const account = await accountWithQueue(browser, [VIDEOS.dynamite.id, VIDEOS.tt.id]);
  const response = await page.request.post("/auth/login", { form: account, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  await page.goto("/?lng=ko");
  const id = await viewerId(page);
  // The state after a reload cut the move short: the queue already saved (the account has
  // both songs), the guest's copy gone, the counts in the marker.
  await page.evaluate((accountId) => {
    localStorage.setItem(
      "fanchant.guest-move",
      JSON.stringify({ version: 1, accountId, guestPlaylist: null, sections: 0, queue: { added: 1, alreadyThere: 0, leftOut: 0 } }),
    );
  }, id);
  await page.reload();
  await expect(toast(page)).toHaveText("재생 목록 1곡을 계정으로 옮겼어요.");
  expect(await accountQueue(page)).toEqual([VIDEOS.dynamite.id, VIDEOS.tt.id]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("fanchant.guest-move"))).toBeNull();
});

test("a social provider (Kakao) from the header's sign-in on any page: the work moves too", async ({ page }) => {
  await seedGuestWork(page, [VIDEOS.tt.id], 1);
  await signInAsGuest(page);
  await page.goto("/fanchant-archive?lng=ko");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "로그인" }).click();
  await expect(page).toHaveURL("/auth/login?redirectTo=%2Ffanchant-archive%3Flng%3Dko");
  await waitForElementHydration(page, 'a[href^="/auth/kakao"]');
  await page.getByRole("link", { name: "카카오로 계속하기" }).click();
  await expect(page.getByRole("heading", { name: "Mock kakao sign-in" })).toBeVisible();
  await page.getByLabel("Account id").fill(`${Date.now()}${Math.floor(Math.random() * 1e6)}`);
  await page.getByRole("textbox", { name: /^E-mail/ }).fill(uniqueEmail("kakaomove"));
  await page.getByLabel("Name").fill("카카오이사팬");
  await page.getByRole("checkbox", { name: /^E-mail verified/ }).setChecked(true);
  await page.getByRole("button", { name: "Allow", exact: true }).click();

  await expect(page).toHaveURL("/fanchant-archive?lng=ko");
  await expect(toast(page)).toHaveText("재생 목록 1곡과 구간 1개를 계정으로 옮겼어요.");
  expect(await accountQueue(page)).toEqual([VIDEOS.tt.id]);
  expect((await accountSections(page)).map((section) => section.name)).toEqual(["멤버 콜 1"]);
});

test("a guest who signs out is asked first, with the songs and sections named; staying keeps them", async ({ page }) => {
  await seedGuestWork(page, [VIDEOS.dynamite.id, VIDEOS.tt.id, VIDEOS.hypeBoy.id], 2);
  await signInAsGuest(page);
  await page.goto("/search?lng=ko");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "로그아웃" }).click();
  await expect(page).toHaveURL("/auth/logout?redirectTo=%2Fsearch%3Flng%3Dko");
  await expect(page.getByRole("heading", { name: "게스트 모드를 끝낼까요?" })).toBeVisible();
  await expect(page.getByTestId("leave-guest-counts")).toHaveText(
    "나가면 이 브라우저에 저장된 재생 목록 3곡과 구간 2개가 삭제되고 되돌릴 수 없어요.",
  );
  await expectNoAxeViolations(page);

  // Staying: back where the guest was, nothing lost.
  await page.getByRole("link", { name: "게스트로 계속 있기" }).click();
  await expect(page).toHaveURL("/search?lng=ko");
  await expect(page.getByTestId("viewer-name")).toHaveText("게스트");
  expect(await localKeys(page)).toEqual(expect.arrayContaining(["fanchant.player.playlist", "fanchant.sections"]));

  // Leaving: deleted, signed out.
  await page.getByRole("banner").getByRole("button", { name: "로그아웃" }).click();
  await page.getByRole("button", { name: "삭제하고 나가기" }).click();
  await expect(page.getByRole("button", { name: "게스트로 계속하기" })).toBeVisible();
  await expect(page.getByTestId("viewer-name")).toHaveCount(0);
  await expect.poll(() => localKeys(page)).toEqual([]);
});

test("a guest's sign-out post without the confirmation goes to the question", async ({ page }) => {
  await signInAsGuest(page);
  const response = await page.request.post("/auth/logout", { form: { redirectTo: "/concerts" }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe("/auth/logout?redirectTo=%2Fconcerts");
  // Still a guest.
  await page.goto("/?lng=ko");
  await expect(page.getByTestId("viewer-name")).toHaveText("게스트");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guest is asked before signing out, and can sign in from guest mode", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const account = await accountWithQueue(browser, []);
    await page.goto("/?lng=ko");
    await page.getByRole("button", { name: "게스트로 계속하기" }).click();
    await expect(page.getByTestId("viewer-name")).toHaveText("게스트");

    await page.getByRole("banner").getByRole("button", { name: "로그아웃" }).click();
    // A GET form without fields: "/auth/logout?".
    await expect(page).toHaveURL(/\/auth\/logout\??$/);
    await expect(page.getByRole("heading", { name: "게스트 모드를 끝낼까요?" })).toBeVisible();
    await expect(page.getByTestId("leave-guest-counts")).toHaveText(
      "나가면 이 브라우저에 저장된 재생 목록과 구간, 재생 위치가 모두 삭제되고 되돌릴 수 없어요.",
    );
    await expectNoAxeViolationsWithoutJavaScript(page);

    // "Sign in and keep them": the form, as a guest.
    await page.getByRole("link", { name: "로그인하고 옮기기" }).click();
    await expect(page).toHaveURL("/auth/login");
    await expect(page.getByTestId("guest-moves-note")).toBeVisible();
    await expectNoAxeViolationsWithoutJavaScript(page);
    await page.getByLabel("이메일").fill(account.email);
    await page.getByLabel("비밀번호").fill(account.password);
    await page.getByRole("main").getByRole("button", { name: "로그인" }).click();
    await expect(page.getByRole("heading", { name: "이사팬님, 반가워요!" })).toBeVisible();

    // An account's sign-out stays as it was: at once.
    await page.getByRole("banner").getByRole("button", { name: "로그아웃" }).click();
    await expect(page.getByRole("button", { name: "게스트로 계속하기" })).toBeVisible();

    // A guest who confirms is signed out.
    await page.getByRole("button", { name: "게스트로 계속하기" }).click();
    await page.getByRole("banner").getByRole("button", { name: "로그아웃" }).click();
    await page.getByRole("button", { name: "삭제하고 나가기" }).click();
    await expect(page.getByRole("button", { name: "게스트로 계속하기" })).toBeVisible();
    await expect(page.getByTestId("viewer-name")).toHaveCount(0);
  });
});
