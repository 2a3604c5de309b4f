// The fan-chant archive and concerts (issue 12) as a fan uses them: the seeded
// chants grouped by song, search, privacy, copying; concerts with their
// statuses, filters and "rehearse the setlist" (with and without JavaScript).
// Axe on every state. Practice mode: practice.spec.ts.
import type { Page } from "@playwright/test";
import { SEED_CONCERTS } from "../../prisma/seed-concerts";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signInAsGuest, signInAsNewUser, waitForHydration } from "./utils";


/** The seeded concerts on the page: other tests (the admin's) may add concerts of their own. */
const seededConcerts = (page: Page) =>
  page.getByTestId("concert").filter({ hasText: new RegExp(SEED_CONCERTS.map((concert) => concert.tourName).join("|")) });

async function songIdOf(page: Page, youtubeId: string): Promise<number> {
  // The catalogue's first page holds every seeded song.
  const { songs } = (await (await page.request.get("/api/song?page=1&pageSize=100")).json()) as {
    songs: Array<{ id: number; youtubeId: string }>;
  };
  return songs.find((song) => song.youtubeId === youtubeId)!.id;
}

const DYNAMITE = "gdZLi9oWNZg";
/** A song no other test here shares lines of (tests of this file may run in parallel). */
const GEE = "U7mPqycQ0tQ";

// Each test visits several pages and runs axe on most: slow on a shared machine.
test.beforeEach(() => test.slow());

test.describe("the fan-chant archive", () => {
  test("seeded chants grouped by song with counts; search; a song's lines with their part; axe", async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto("/");
    await page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "응원법" }).click();
    await expect(page.getByRole("heading", { name: "응원법 아카이브", level: 1 })).toBeVisible();
    const dynamite = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Dynamite" }) });
    await expect(dynamite.getByTestId("line-count")).toHaveText("응원 1줄");
    await expect(dynamite.getByTestId("contributor-count")).toHaveText("1명 참여");
    await expectNoAxeViolations(page);

    await page.getByLabel("곡, 가수, 응원 문구로 찾기").fill("트와이스");
    await page.getByRole("button", { name: "찾기", exact: true }).click();
    await expect(page.getByRole("heading", { name: "“트와이스” 검색 결과" })).toBeVisible();
    await expect(page.locator(".archive-song")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "TT" })).toBeVisible();

    await page.getByLabel("곡, 가수, 응원 문구로 찾기").fill("없는응원문구");
    await page.getByRole("button", { name: "찾기", exact: true }).click();
    await expect(page.getByText("“없는응원문구”와 맞는 응원법이 없어요.")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "전체 보기" }).click();
    await page.getByRole("link", { name: "Dynamite" }).click();
    await expect(page.getByRole("heading", { name: "Dynamite", level: 1 })).toBeVisible();
    const lineItem = page.getByTestId("chant-line").first();
    await expect(lineItem).toContainText("하나 둘 셋, 방탄!");
    await expect(lineItem).toContainText("hana dul set");
    await expect(lineItem).toContainText("팬 파트");
    await expect(lineItem).toContainText("응원법 연습실 님이 공유");
    await expectNoAxeViolations(page);
  });

  test("a private section never shows; a shared one shows, then copy and stop sharing", async ({ page }) => {
    await signInAsNewUser(page, { nickname: "공유팬" });
    const songId = await songIdOf(page, GEE);
    const privateLine = await page.request.post("/api/section", {
      data: { songId, type: 2, name: "비밀", startTime: 100, endTime: 104, lyrics: "아무도 모르는 구호", isPublic: false },
    });
    expect(privateLine.status()).toBe(201);
    await page.goto(`/fanchant-archive?q=${encodeURIComponent("아무도 모르는")}`);
    await expect(page.getByText("“아무도 모르는”와 맞는 응원법이 없어요.")).toBeVisible();
    await page.goto(`/fanchant-archive/${songId}`);
    await expect(page.getByText("아무도 모르는 구호")).toHaveCount(0);
    const api = await page.request.get(`/api/fanchant-archive/${songId}`);
    expect(await api.text()).not.toContain("아무도 모르는 구호");

    const shared = await page.request.post("/api/section", {
      data: { songId, type: 2, name: "공유 구호", startTime: 120, endTime: 124, lyrics: "모두 함께 점프", isPublic: true, part: "fans" },
    });
    const { id } = await shared.json();
    await page.reload();
    const mine = page.getByTestId("chant-line").filter({ hasText: "모두 함께 점프" });
    await expect(mine).toContainText("내가 공유한 구간");
    await mine.getByRole("button", { name: "“공유 구호” 공유 중지" }).click();
    await expect(page.getByText("공유를 중지했어요.")).toBeVisible();
    // It was the song's only shared line: back on the archive, which no longer lists the song.
    await expect(page).toHaveURL("/fanchant-archive");
    await expect(page.getByRole("link", { name: "Gee" })).toHaveCount(0);
    expect((await (await page.request.get(`/api/section/${id}`)).json()).isPublic).toBe(false);
  });

  test("an account copies a line to its sections", async ({ page }) => {
    await signInAsNewUser(page);
    const songId = await songIdOf(page, DYNAMITE);
    await page.goto(`/fanchant-archive/${songId}`);
    await page.getByRole("button", { name: "“인트로 떼창 콜”을 내 구간에 복사" }).click();
    await expect(page.getByText("내 구간에 복사했어요.")).toBeVisible();
    const mine = await (await page.request.get(`/api/section/user/song/${songId}/lyrics`)).json();
    expect(mine).toEqual([expect.objectContaining({ lyrics: "하나 둘 셋, 방탄! 다 같이 소리 질러!", isPublic: false, part: "fans" })]);
  });

  test("a guest copies a line to this browser", async ({ page: guest }) => {
    await signInAsGuest(guest);
    const songId = await songIdOf(guest, DYNAMITE);
    await guest.goto(`/fanchant-archive/${songId}`);
    await waitForHydration(guest);
    await expect(guest.getByText("게스트는 응원 구간을 이 브라우저에만 복사할 수 있어요.")).toBeVisible();
    await guest.getByRole("button", { name: "이 브라우저에 복사" }).click();
    await expect(guest.getByText("이 브라우저에 복사했어요.")).toBeVisible();
    const stored = await guest.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).toContain("하나 둘 셋, 방탄!");
    await expectNoAxeViolations(guest);
  });
});

test.describe("concerts", () => {
  test("statuses, filters by status and region, the detail with its setlist, rehearse the setlist; axe", async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto("/concerts");
    await expect(page.getByRole("heading", { name: "공연", level: 1 })).toBeVisible();
    await expect(seededConcerts(page)).toHaveCount(SEED_CONCERTS.length);
    // Coming concerts first, soonest first; the ended one last.
    await expect(page.getByTestId("concert").first()).toContainText("Light Up Together Tour");
    await expect(page.getByTestId("concert").last()).toContainText("종료");
    await expectNoAxeViolations(page);

    await page.getByLabel("상태").selectOption("sold_out");
    await page.getByRole("button", { name: "적용" }).click();
    await expect(page).toHaveURL(/status=sold_out/);
    await expect(page.getByTestId("concert")).toHaveCount(1);
    await expect(page.getByTestId("concert")).toContainText("SEVENTEEN");
    await page.getByLabel("상태").selectOption("");
    await page.getByLabel("지역").selectOption("global");
    await page.getByRole("button", { name: "적용" }).click();
    await expect(seededConcerts(page)).toHaveCount(2);
    await page.getByLabel("상태").selectOption("upcoming");
    await page.getByRole("button", { name: "적용" }).click();
    await expect(page.getByText("조건에 맞는 공연이 없어요.")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/concerts");
    await page.getByRole("link", { name: /Light Up Together Tour/ }).click();
    await expect(page.getByRole("heading", { name: "Light Up Together Tour", level: 1 })).toBeVisible();
    await expect(page.getByTestId("concert-status")).toHaveText("예매 중");
    await expect(page.getByTestId("setlist-song")).toHaveText([/Dynamite/, /Boy With Luv/, /Hype Boy/]);
    await expectNoAxeViolations(page);
    await waitForHydration(page);
    await page.getByRole("button", { name: "세트리스트로 미리 연습하기" }).click();
    await expect(page.getByText("3곡을 플레이어에 담았어요.")).toBeVisible();
    await page.getByRole("link", { name: "응원법 1줄 (Dynamite)" }).click();
    await expect(page).toHaveURL(/\/fanchant-archive\/\d+$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("archive search, copy, concert filters and rehearse the setlist are plain forms", async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto("/fanchant-archive?lng=en");
    await page.getByLabel("Search by song, artist or chant text").fill("new jeans");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.locator(".archive-song")).toHaveCount(1);
    await page.getByRole("link", { name: "Hype Boy" }).click();
    await page.getByRole("button", { name: "Copy to my sections: “응원 구호”" }).click();
    await expect(page.getByText("Copied to your sections")).toBeVisible();

    await page.goto("/concerts?lng=en");
    await page.getByLabel("Region").selectOption("domestic");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(seededConcerts(page)).toHaveCount(3);
    await page.getByRole("link", { name: /Light Up Together Tour/ }).click();
    await page.getByRole("button", { name: "Rehearse the setlist" }).click();
    await expect(page.getByText("Your queue now holds 3 songs.")).toBeVisible();

    // The setlist kept as a private playlist of the account, in order.
    await page.goto(page.url().replace(/\?.*$/, ""));
    await page.getByRole("button", { name: "Make a playlist of it" }).click();
    await expect(page).toHaveURL(/\/playlists\/\d+$/);
    await expect(page.getByText("Playlist made from the setlist (private).", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("BTS · Light Up Together Tour setlist");
    await expect(page.locator("main")).toContainText(/Dynamite[\s\S]*Boy With Luv[\s\S]*Hype Boy/);
  });

  test("a guest is invited to sign in to keep the setlist as a playlist", async ({ page }) => {
    await signInAsGuest(page);
    await page.goto("/concerts?lng=en");
    await page.getByRole("link", { name: /Light Up Together Tour/ }).click();
    await expect(page.getByText("Sign in to keep it as a playlist.")).toBeVisible();
    await page.getByRole("button", { name: "Make a playlist of it" }).click();
    await expect(page.getByText("Sign in to do that: guests can browse, but only accounts keep playlists.")).toBeVisible();
    await expect(page).toHaveURL(/\/concerts\/\d+/);
  });
});
