// Progress that shows readiness (issue 28, decision 137) as a fan sees it on a
// phone: an account's loops and drills (posted as the practice runner posts
// them) on the profile and the concert page, in Korean and English; a guest's
// progress from the browser on the concert page, moved into the account on
// sign-up; the profile's list without JavaScript. axe finds nothing.
import type { APIRequestContext, Page } from "@playwright/test";
import { koreaDay } from "../../app/shared/korea-time";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJavaScript } from "./axe";
import { expect, test } from "./fixtures";
import { e2eDatabase, signInAsGuest, signInAsNewUser, uniqueEmail, waitForElementHydration, waitForHydration } from "./utils";

test.use({ viewport: { width: 360, height: 740 } });

const DAY_MS = 24 * 60 * 60_000;

interface SharedLine {
  id: number;
  songId: number;
  title: string;
}

/** Two seeded songs with a shared chant line each, and a concert 12 days from now with both in its setlist. */
async function concertWithSharedLines(): Promise<{ concertId: number; lines: [SharedLine, SharedLine] }> {
  const db = e2eDatabase();
  try {
    const sections = await db.section.findMany({
      where: { isPublic: true, type: 2, hiddenAt: null },
      orderBy: { id: "asc" },
      select: { id: true, songId: true, song: { select: { title: true } } },
    });
    const lines: SharedLine[] = [];
    for (const section of sections) {
      if (lines.some((line) => line.songId === section.songId)) continue;
      lines.push({ id: section.id, songId: section.songId, title: section.song.title });
      if (lines.length === 2) break;
    }
    if (lines.length < 2) throw new Error("the seed has fewer than two songs with shared lines");
    const concert = await db.concert.create({
      data: {
        artist: "가상 가수",
        tourName: `준비도 투어 ${Date.now().toString(36)}`,
        venue: "가상 홀",
        city: "서울",
        country: "대한민국",
        region: "domestic",
        startDate: koreaDay(new Date(Date.now() + 12 * DAY_MS)),
        endDate: koreaDay(new Date(Date.now() + 13 * DAY_MS)),
        setlist: { create: lines.map((line, position) => ({ position, songId: line.songId })) },
      },
    });
    return { concertId: concert.id, lines: lines as [SharedLine, SharedLine] };
  } finally {
    await db.$disconnect();
  }
}

async function loop(request: APIRequestContext, sectionId: number, drill?: { score: number; rate: number; clean: boolean }) {
  const response = await request.post(`/api/section/${sectionId}/practice`, { data: drill ? { drill } : {} });
  expect(response.status()).toBe(200);
  return response.json();
}

const progressSection = (page: Page) => page.getByTestId("practice-progress");

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test("an account's loops and drills: readiness on the profile and the concert page, Korean and English", async ({ page }) => {
  const { concertId, lines } = await concertWithSharedLines();
  await signInAsNewUser(page);
  await page.goto("/profile");
  await expect(progressSection(page).getByTestId("practice-progress-empty")).toContainText("아직 연습한 곡이 없어요.");
  await expect(progressSection(page).getByRole("link", { name: "연습하러 가기" })).toHaveAttribute("href", "/practice");

  // The first song: a drill at 0.75x (almost), then a clean pass at full speed (ready); the second only looped.
  expect((await loop(page.request, lines[0].id, { score: 70, rate: 0.75, clean: true })).progress.readiness).toBe("almost");
  expect((await loop(page.request, lines[0].id, { score: 88, rate: 1, clean: true })).progress).toEqual({
    loops: 2,
    bestScore: 88,
    lastScore: 88,
    cleanAtFullSpeed: true,
    readiness: "ready",
  });
  await loop(page.request, lines[1].id);

  await page.goto("/profile");
  const songs = progressSection(page).getByTestId("progress-song");
  await expect(songs).toHaveCount(2);
  // Latest practice first.
  await expect(songs.nth(0)).toContainText(lines[1].title);
  await expect(songs.nth(0).getByTestId("readiness")).toHaveText("익히는 중");
  await expect(songs.nth(0)).toContainText("1번 반복 · 드릴 기록 없음");
  await expect(songs.nth(1).getByTestId("readiness")).toHaveText("준비 완료");
  await expect(songs.nth(1)).toContainText("2번 반복 · 최고 88점 · 최근 88점");
  await expect(songs.nth(1).getByRole("link", { name: `연습하기 (${lines[0].title})` })).toHaveAttribute(
    "href",
    `/practice?song=${lines[0].songId}`,
  );
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto(`/concerts/${concertId}`);
  const readiness = page.getByTestId("concert-readiness");
  await expect(readiness.getByRole("heading", { name: "공연 준비도" })).toBeVisible();
  await expect(readiness).toContainText("D-12");
  await expect(readiness).toContainText("2곡 중 1곡 준비 완료");
  await expect(readiness.getByTestId("readiness")).toHaveText(["준비 완료", "익히는 중"]);
  await waitForHydration(page);
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto(`/concerts/${concertId}?lng=en`);
  await expect(readiness.getByRole("heading", { name: "Concert readiness" })).toBeVisible();
  await expect(readiness).toContainText("12 days to go");
  await expect(readiness).toContainText("1 of 2 songs ready");
  await expect(readiness.getByTestId("readiness")).toHaveText(["Ready", "Learning"]);
  await page.goto("/profile?lng=en");
  await expect(progressSection(page).getByRole("heading", { name: "Practice progress" })).toBeVisible();
  await expect(progressSection(page).getByTestId("progress-song").nth(1)).toContainText("2 loops · Best 88 · Last 88");
});

test("a guest's progress from the browser shows on the concert page, and moves into the account at sign-up", async ({ page }) => {
  const { concertId, lines } = await concertWithSharedLines();
  const practisedAt = new Date().toISOString();
  const earlier = new Date(Date.now() - 60_000).toISOString();
  // What the practice runner keeps for a guest: the first song's line passed clean at 1x, then the second looped.
  await page.addInitScript(
    ([ready, looped, before, at]) => {
      if (localStorage.getItem("fanchant.practice.progress")) return;
      localStorage.setItem(
        "fanchant.practice.progress",
        JSON.stringify({
          version: 1,
          records: {
            [`s${ready}`]: { loops: 4, bestScore: 91, lastScore: 91, cleanAtFullSpeed: true, practisedAt: before },
            [`s${looped}`]: { loops: 2, bestScore: null, lastScore: null, cleanAtFullSpeed: false, practisedAt: at },
          },
        }),
      );
    },
    [lines[0].id, lines[1].id, earlier, practisedAt] as const,
  );
  await signInAsGuest(page);
  await page.goto(`/concerts/${concertId}`);
  const readiness = page.getByTestId("concert-readiness");
  await expect(readiness).toContainText("D-12");
  await expect(readiness).toContainText("이 브라우저에 저장된 연습 기록으로 계산했어요.");
  await expect(readiness).toContainText("2곡 중 1곡 준비 완료");
  await expect(readiness.getByTestId("readiness")).toHaveText(["준비 완료", "익히는 중"]);
  await expectNoAxeViolations(page);

  await page.goto("/profile");
  await expect(progressSection(page)).toContainText("로그인하면 계정으로 옮겨져요.");
  await expect(progressSection(page).getByTestId("progress-song")).toHaveCount(2);
  // Latest practice first.
  await expect(progressSection(page).getByTestId("readiness")).toHaveText(["익히는 중", "준비 완료"]);
  await expectNoAxeViolations(page);

  await page.goto("/auth/register");
  await waitForElementHydration(page, "form[action='/auth/register'] button");
  await page.getByLabel("이메일").fill(uniqueEmail("progress"));
  await page.getByLabel("닉네임").fill("연습한팬");
  await page.getByLabel("비밀번호").fill("fanchant-e2e");
  await page.getByLabel("이용약관과 개인정보처리방침에 동의합니다.").check();
  await page.getByRole("button", { name: "가입하기" }).click();
  await expect(page.getByRole("heading", { name: "연습한팬님, 반가워요!" })).toBeVisible();
  // The move posts the records, then lets them go from the browser.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("fanchant.practice.progress")), { timeout: 15_000 }).toBeNull();

  await page.goto("/profile");
  const songs = progressSection(page).getByTestId("progress-song");
  await expect(songs).toHaveCount(2);
  await expect(progressSection(page)).not.toContainText("로그인하면 계정으로 옮겨져요.");
  await expect(songs.getByTestId("readiness")).toHaveText(["익히는 중", "준비 완료"]);
  await expect(progressSection(page)).toContainText("4번 반복 · 최고 91점 · 최근 91점");
  // A reload moves nothing twice.
  await page.reload();
  await expect(progressSection(page)).toContainText("4번 반복 · 최고 91점 · 최근 91점");
  await page.goto(`/concerts/${concertId}`);
  await expect(page.getByTestId("concert-readiness")).toContainText("2곡 중 1곡 준비 완료");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the profile's practice list is in the page, paged by links", async ({ page }) => {
    const { lines } = await concertWithSharedLines();
    await signInAsNewUser(page);
    await loop(page.request, lines[0].id, { score: 64, rate: 1, clean: false });
    await page.goto("/profile");
    const songs = progressSection(page).getByTestId("progress-song");
    await expect(songs).toHaveCount(1);
    await expect(songs.getByTestId("readiness")).toHaveText("거의 완성");
    await expect(songs).toContainText("1번 반복 · 최고 64점 · 최근 64점");
    // One page only: no pager.
    await expect(progressSection(page).getByRole("navigation")).toHaveCount(0);
    await page.goto("/profile?progressPage=0");
    await expect(progressSection(page)).toContainText("페이지 번호가 올바르지 않아 첫 페이지를 보여 드려요.");
    await expect(progressSection(page).getByTestId("progress-song")).toHaveCount(1);
    await expectNoAxeViolationsWithoutJavaScript(page);
  });
});
