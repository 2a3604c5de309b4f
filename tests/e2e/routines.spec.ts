// Routines (issue 28) in a browser: an account turns a concert's setlist into
// a routine in one tap and runs it end to end on Playwright's clock (which
// drives the page's timers and the fake YouTube player alike): item 1 climbs
// its ladder, "next" opens item 2, which starts by itself, and the last one
// ends with "routine finished". The routine page reorders and deletes without
// JavaScript; a guest's routine is made and kept in the browser; axe finds
// nothing on the routine pages in Korean and English.
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJavaScript } from "./axe";
import { expect, test } from "./fixtures";
import { e2eDatabase, signInAsGuest, signInAsNewUser, waitForHydration } from "./utils";

/** A concert of two new catalogue songs (invented), so no other test's lines are in its routine. */
async function makeConcert(): Promise<{ id: number; tour: string; songs: Array<{ id: number; title: string }> }> {
  const db = e2eDatabase();
  const tag = Math.random().toString(36).slice(2, 8);
  try {
    const songs = [];
    for (const [index, title] of [`연습곡 ${tag} 하나`, `연습곡 ${tag} 둘`].entries()) {
      const youtubeId = `rt${tag}${index}`.padEnd(11, "0").slice(0, 11);
      songs.push(await db.song.create({ data: { youtubeId, title, artist: "가상밴드", duration: 200 }, select: { id: true, title: true } }));
    }
    const tour = `루틴 투어 ${tag}`;
    const concert = await db.concert.create({
      data: {
        artist: "가상밴드",
        tourName: tour,
        venue: "가상 홀",
        city: "서울",
        country: "대한민국",
        region: "domestic",
        startDate: "2026-12-19",
        endDate: "2026-12-20",
        setlist: { create: songs.map((song, position) => ({ songId: song.id, position })) },
      },
    });
    return { id: concert.id, tour, songs };
  } finally {
    await db.$disconnect();
  }
}

/** A 2-second lyrics line of the account's on each song (invented words). */
async function addLines(page: Page, songs: Array<{ id: number }>) {
  for (const song of songs) {
    const created = await page.request.post("/api/section", {
      data: { songId: song.id, type: 2, name: "루틴 콜", startTime: 10, endTime: 12, lyrics: "가상 응원 하나 둘", isPublic: false },
    });
    expect(created.status()).toBe(201);
  }
}

/** Moves the paused clock on in 100 ms steps until `target` shows (the runner renders between steps). */
async function runUntilVisible(page: Page, target: Locator, maxMs = 60_000) {
  for (let done = 0; done < maxMs && !(await target.isVisible()); done += 100) await page.clock.runFor(100);
  await expect(target).toBeVisible();
}

const summary = (page: Page) => page.getByRole("heading", { name: "연습 결과" });

test.beforeEach(() => test.slow());

test("an account makes a routine of a concert's setlist in one tap and runs it end to end", async ({ page }) => {
  await signInAsNewUser(page);
  const concert = await makeConcert();
  await addLines(page, concert.songs);
  const [first, second] = concert.songs;
  await page.clock.install({ time: new Date("2026-11-24T00:00:00Z") });
  await page.goto(`/concerts/${concert.id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "세트리스트로 루틴 만들기" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `가상밴드 ${concert.tour}` })).toBeVisible();
  await expect(page.getByText("세트리스트로 루틴을 만들었어요.")).toBeVisible();
  await expect(page.getByTestId("routine-item")).toHaveText([new RegExp(first!.title), new RegExp(second!.title)]);
  await expectNoAxeViolations(page);

  // A second tap opens the same routine.
  await page.goto(`/concerts/${concert.id}`);
  await expect(page.getByText("이 공연의 루틴이 이미 있어요.")).toBeVisible();
  await page.getByRole("button", { name: "세트리스트 루틴 열기" }).click();
  await expect(page.getByText("이 공연의 루틴이 이미 있어서 그 루틴을 열었어요.")).toBeVisible();
  const routineUrl = page.url();

  // One loop at each speed keeps the run short.
  await page.getByLabel("시작 속도").selectOption("0.75");
  await page.getByLabel("속도마다 반복 횟수").fill("1");
  await page.getByRole("button", { name: "속도 설정 저장" }).click();
  await expect(page.getByText("속도 설정을 저장했어요.")).toBeVisible();
  await expect(page.getByTestId("routine-summary")).toHaveText("2개 항목 · 0.75배 → 1배, 속도마다 1번");

  await page.getByRole("link", { name: "처음부터 연습 시작" }).click();
  const bar = page.getByTestId("routine-bar");
  await expect(bar).toContainText(`루틴: 가상밴드 ${concert.tour} · 2개 중 1번째`);
  await expect(bar).toContainText(`다음: ${second!.title}`);
  await expect(page.getByRole("heading", { level: 1, name: first!.title })).toBeVisible();
  const start = page.getByRole("button", { name: "연습 시작" });
  await expect(start).toBeVisible();
  await expect(page.getByLabel("속도 올리기 (단계별 연습)")).toBeChecked();
  await expect(page.getByLabel("속도마다 반복 횟수")).toHaveValue("1");
  await expectNoAxeViolations(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

  // Item 1: the fan presses play; its ladder climbs, one loop at each speed.
  await start.click();
  const status = page.getByTestId("ladder-status");
  await runUntilVisible(page, status);
  // The routine's ladder from its address: 0.75× then 1×.
  await expect(status).toContainText("2단계 중 1단계: 0.75배");
  await runUntilVisible(page, summary(page));
  await expect(page.getByTestId("practice-total")).toContainText("모두 2회");

  // Item 2 starts by itself: the fan already pressed play.
  await page.getByRole("link", { name: `다음: ${second!.title}` }).click();
  await expect(bar).toContainText("2개 중 2번째");
  await expect(bar).toContainText("마지막 항목이에요");
  await expect(page.getByRole("heading", { level: 1, name: second!.title })).toBeVisible();
  await runUntilVisible(page, status);
  await runUntilVisible(page, summary(page));
  const finished = page.getByRole("link", { name: "루틴 완료! 루틴으로 돌아가기" });
  await expect(finished).toBeVisible();
  await page.clock.resume();
  await expectNoAxeViolations(page);
  await finished.click();
  await expect(page).toHaveURL(routineUrl);
  await expect(page.getByRole("heading", { level: 1, name: `가상밴드 ${concert.tour}` })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reorder, remove, a refused name, delete after its confirmation", async ({ page }) => {
    await signInAsNewUser(page);
    const concert = await makeConcert();
    const [first, second] = concert.songs;
    await page.goto(`/concerts/${concert.id}`);
    await page.getByRole("button", { name: "세트리스트로 루틴 만들기" }).click();
    const items = page.getByTestId("routine-item");
    await expect(items).toHaveText([new RegExp(first!.title), new RegExp(second!.title)]);
    // No lines yet: both are marked.
    await expect(page.getByText("가사 구간 없음", { exact: true })).toHaveCount(2);

    await page.getByRole("button", { name: `1번 ${first!.title} 아래로 옮기기` }).click();
    await expect(page.getByText("순서를 바꿨어요.")).toBeVisible();
    await expect(items).toHaveText([new RegExp(second!.title), new RegExp(first!.title)]);
    await expect(page.getByRole("button", { name: `1번 ${second!.title} 위로 옮기기` })).toBeDisabled();

    await page.getByLabel("루틴 이름").fill(" ");
    await page.getByRole("button", { name: "이름 바꾸기" }).click();
    await expect(page.getByText("루틴 이름을 입력해 주세요.")).toBeVisible();
    await expectNoAxeViolationsWithoutJavaScript(page);

    await page.getByRole("button", { name: `2번 ${first!.title} 빼기` }).click();
    await expect(page.getByText("항목을 뺐어요.")).toBeVisible();
    await expect(items).toHaveText([new RegExp(second!.title)]);

    await page.getByRole("link", { name: "이 루틴 삭제…" }).click();
    await expect(page.getByText(`‘가상밴드 ${concert.tour}’ 루틴을 삭제할까요?`)).toBeVisible();
    await expectNoAxeViolationsWithoutJavaScript(page);
    await page.getByRole("button", { name: "삭제", exact: true }).click();
    await expect(page).toHaveURL(/\/practice\/routines$/);
    await expect(page.getByText("루틴을 삭제했어요.")).toBeVisible();
    await expect(page.getByText("아직 루틴이 없어요.")).toBeVisible();
    await expectNoAxeViolationsWithoutJavaScript(page);
  });
});

test("a guest's routine from the setlist is kept in this browser, reordered there and run", async ({ page }) => {
  await signInAsGuest(page);
  const concert = await makeConcert();
  const [first, second] = concert.songs;
  await page.goto(`/concerts/${concert.id}`);
  await waitForHydration(page);
  await expect(page.getByText("게스트의 루틴은 이 기기에만 저장돼요.")).toBeVisible();
  await page.getByRole("button", { name: "세트리스트로 루틴 만들기" }).click();
  await expect(page).toHaveURL(/\/practice\/routines$/);
  await expect(page.getByText("세트리스트로 루틴을 만들었어요.")).toBeVisible();
  await expect(page.getByText("게스트의 루틴은 이 기기(이 브라우저)에만 저장돼요.")).toBeVisible();
  const routine = page.getByTestId("local-routine");
  await expect(routine.getByRole("heading", { name: `가상밴드 ${concert.tour}` })).toBeVisible();
  await expect(routine.locator(".routine-item__title")).toHaveText([first!.title, second!.title]);
  await expectNoAxeViolations(page);

  await routine.getByRole("button", { name: `2번 ${second!.title} 위로 옮기기` }).click();
  await expect(page.getByRole("status").filter({ hasText: "순서를 바꿨어요." })).toBeVisible();
  await page.reload();
  await expect(routine.locator(".routine-item__title")).toHaveText([second!.title, first!.title]);

  // A second tap finds it.
  await page.goto(`/concerts/${concert.id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "세트리스트로 루틴 만들기" }).click();
  await expect(page.getByText("이 공연의 루틴이 이미 있어서 그 루틴을 열었어요.")).toBeVisible();
  await expect(page.getByTestId("local-routine")).toHaveCount(1);

  await routine.getByRole("link", { name: "연습 시작" }).click();
  await expect(page).toHaveURL(/routine=local%3A/);
  const bar = page.getByTestId("routine-bar");
  await expect(bar).toContainText(`루틴: 가상밴드 ${concert.tour} · 2개 중 1번째`);
  await expect(bar).toContainText(`다음: ${first!.title}`);
  await expectNoAxeViolations(page);
});

test("the routine pages in English: create, add a song, a refused ladder; axe finds nothing", async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto("/practice/routines?lng=en");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Practice routines" })).toBeVisible();
  await expect(page.getByText("No routines yet.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Routine name").fill("Saturday");
  await page.getByRole("button", { name: "Create routine" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Saturday" })).toBeVisible();
  await expect(page.getByText("Routine created. Now add songs or lines to it.")).toBeVisible();
  await expect(page.getByText("Add a song or a line to start.")).toBeVisible();
  // A shared song from the archive, then one of its lines.
  await page.getByLabel("Song", { exact: true }).selectOption({ index: 0 });
  await page.getByRole("button", { name: "Choose this song" }).click();
  await page.getByRole("button", { name: "Add the whole song" }).click();
  await expect(page.getByText("Added to the routine.")).toBeVisible();
  await expect(page.getByTestId("routine-item")).toHaveCount(1);
  await page.getByLabel("Target speed").selectOption("0.5");
  await page.getByLabel("Starting speed").selectOption("1");
  await page.getByRole("button", { name: "Save speed settings" }).click();
  await expect(page.getByText("The target speed cannot be slower than the starting speed.")).toBeVisible();
  await expect(page.getByLabel("Starting speed")).toHaveValue("1");
  await expectNoAxeViolations(page);
  await page.goto("/practice/routines?lng=en");
  await expect(page.getByRole("link", { name: "Saturday" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a guest's empty routines page in English: where they are kept, the next step; axe finds nothing", async ({ page }) => {
  await signInAsGuest(page);
  await page.goto("/practice/routines?lng=en");
  await waitForHydration(page);
  await expect(page.getByText("As a guest, your routines stay on this device")).toBeVisible();
  await expect(page.getByText("No routines in this browser yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Make one from a concert setlist" })).toBeVisible();
  await expectNoAxeViolations(page);
});
