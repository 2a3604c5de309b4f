// Routines (issue 28) in a browser: an account turns a concert's setlist into
// a routine in one tap and runs it end to end on Playwright's clock (which
// drives the page's timers and the fake YouTube player alike): item 1 climbs
// its ladder, "next" opens item 2, which starts by itself, and the last one
// ends with "routine finished". The routine page reorders and deletes without
// JavaScript; a guest's routine is made and kept in the browser, from a
// setlist or by its name (then a song and a shared line added, renamed, its
// ladder set, run to the end); axe finds nothing on the routine pages in
// Korean and English.
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

test("a guest makes a routine by name, adds a song and a line, renames it, sets its ladder, and runs it", async ({ page }) => {
  // A new catalogue song with one shared line (an account's, in the archive), so the guest has a line to add.
  await signInAsNewUser(page);
  const db = e2eDatabase();
  const tag = Math.random().toString(36).slice(2, 8);
  const title = `게스트곡 ${tag}`;
  let song: { id: number };
  try {
    const youtubeId = `gr${tag}`.padEnd(11, "0").slice(0, 11);
    song = await db.song.create({ data: { youtubeId, title, artist: "가상밴드", duration: 200 }, select: { id: true } });
  } finally {
    await db.$disconnect();
  }
  const shared = await page.request.post("/api/section", {
    data: { songId: song.id, type: 2, name: `공유 콜 ${tag}`, startTime: 10, endTime: 12, lyrics: "가상 응원 하나 둘", isPublic: true },
  });
  expect(shared.status()).toBe(201);
  expect((await page.request.post("/auth/logout", { maxRedirects: 0 })).status()).toBe(302);
  await signInAsGuest(page);

  await page.clock.install({ time: new Date("2026-11-24T00:00:00Z") });
  await page.goto("/practice/routines");
  await waitForHydration(page);
  const name = page.getByLabel("루틴 이름");
  const create = page.getByRole("button", { name: "루틴 만들기" });
  // A blank name and an 81-character one are refused, and what was typed stays.
  await name.fill(" ");
  await create.click();
  await expect(page.getByText("루틴 이름을 입력해 주세요.")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await name.fill("가".repeat(81));
  await create.click();
  await expect(page.getByText("루틴 이름이 너무 길어요.")).toBeVisible();
  await expect(name).toHaveValue("가".repeat(81));
  await expectNoAxeViolations(page);
  await name.fill("주말 공연 대비");
  await create.click();

  const editor = page.getByTestId("local-routine-editor");
  await expect(editor.getByRole("heading", { level: 2, name: "주말 공연 대비" })).toBeVisible();
  await expect(page).toHaveURL(/\/practice\/routines\?edit=/);
  await expect(page.getByRole("status").filter({ hasText: "루틴을 만들었어요. 이제 곡이나 구간을 더해 보세요." })).toBeVisible();
  await expect(editor.getByText("곡이나 구간을 하나 이상 더하면 시작할 수 있어요.")).toBeVisible();
  await expectNoAxeViolations(page);

  // The whole song, then its shared line.
  await editor.getByLabel("곡", { exact: true }).selectOption({ label: `${title} – 가상밴드` });
  await editor.getByRole("button", { name: "이 곡 고르기" }).click();
  await expect(editor.getByText(`고른 곡: ${title} – 가상밴드`)).toBeVisible();
  await editor.getByRole("button", { name: "곡 전체 더하기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "루틴에 더했어요." })).toBeVisible();
  await editor.getByLabel("공유된 구간").selectOption({ label: `0:10 공유 콜 ${tag}` });
  await editor.getByRole("button", { name: "이 구간 더하기" }).click();
  const items = editor.getByTestId("local-routine-item");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("곡 전체");
  await expect(items.nth(1)).toContainText(`구간 · 공유 콜 ${tag}`);
  await expectNoAxeViolations(page);

  // A new name (a blank one refused first).
  const rename = editor.getByLabel("루틴 이름");
  await rename.fill("");
  await editor.getByRole("button", { name: "이름 바꾸기" }).click();
  await expect(editor.getByText("루틴 이름을 입력해 주세요.")).toBeVisible();
  await rename.fill("토요일 루틴");
  await editor.getByRole("button", { name: "이름 바꾸기" }).click();
  await expect(editor.getByRole("heading", { level: 2, name: "토요일 루틴" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "이름을 바꿨어요." })).toBeVisible();

  // A ladder climbing down is refused and keeps what was chosen; then 0.75× → 1×, one loop at each.
  await editor.getByLabel("시작 속도").selectOption("1");
  await editor.getByLabel("목표 속도").selectOption("0.5");
  await editor.getByRole("button", { name: "속도 설정 저장" }).click();
  await expect(editor.getByText("목표 속도는 시작 속도보다 느릴 수 없어요.")).toBeVisible();
  await expect(editor.getByLabel("시작 속도")).toHaveValue("1");
  await expectNoAxeViolations(page);
  await editor.getByLabel("시작 속도").selectOption("0.75");
  await editor.getByLabel("목표 속도").selectOption("1");
  await editor.getByLabel("속도마다 반복 횟수").fill("1");
  await editor.getByRole("button", { name: "속도 설정 저장" }).click();
  await expect(page.getByRole("status").filter({ hasText: "속도 설정을 저장했어요." })).toBeVisible();
  await expect(editor.getByTestId("routine-summary")).toHaveText("2개 항목 · 0.75배 → 1배, 속도마다 1번");

  // Kept in this browser.
  await page.reload();
  await expect(editor.getByRole("heading", { level: 2, name: "토요일 루틴" })).toBeVisible();
  await expect(editor.getByTestId("routine-summary")).toHaveText("2개 항목 · 0.75배 → 1배, 속도마다 1번");

  await editor.getByRole("link", { name: "처음부터 연습 시작" }).click();
  await expect(page).toHaveURL(/routine=local%3A/);
  const bar = page.getByTestId("routine-bar");
  await expect(bar).toContainText("루틴: 토요일 루틴 · 2개 중 1번째");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const start = page.getByRole("button", { name: "연습 시작" });
  await expect(start).toBeVisible();
  await expect(page.getByLabel("속도마다 반복 횟수")).toHaveValue("1");
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

  // Item 1, the whole song: its ladder from the routine, 0.75× then 1×.
  await start.click();
  const status = page.getByTestId("ladder-status");
  await runUntilVisible(page, status);
  await expect(status).toContainText("2단계 중 1단계: 0.75배");
  await runUntilVisible(page, summary(page));
  // Item 2, the line, starts by itself; it is the last.
  await page.getByRole("link", { name: `다음: ${title}` }).click();
  await expect(bar).toContainText("2개 중 2번째");
  await expect(bar).toContainText("마지막 항목이에요");
  await runUntilVisible(page, status);
  await runUntilVisible(page, summary(page));
  const finished = page.getByRole("link", { name: "루틴 완료! 루틴으로 돌아가기" });
  await expect(finished).toBeVisible();
  await page.clock.resume();
  await finished.click();
  await expect(page).toHaveURL(/\/practice\/routines$/);
  await expect(page.getByTestId("local-routine").getByRole("heading", { name: "토요일 루틴" })).toBeVisible();
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
