// Saved sections (issue 5, spec §2 "Modals", §5, §6, §8): the two modals'
// rules, editing and deleting, guests' sections in the browser, and an
// account's sections on the server, also when the server fails.
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectFakePlayer, VIDEOS } from "./player-utils";
import {
  addSongAsKoreanGuest,
  endHandle,
  openPausedSong,
  saveSection,
  sectionButton,
  sectionMessage,
  sectionStatus,
  selectRange,
  startSignedInSectionMode,
  storedSections,
} from "./section-utils";
import { waitForHydration } from "./utils";

test("the save-section modal: default name, name required, pronunciation only with lyrics, trimmed or null", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await openPausedSong(page);
  await sectionButton(page, "Section mode").click();
  await expect(sectionButton(page, "Save section")).toBeDisabled(); // nothing selected yet
  await selectRange(page, 10, 13);
  await sectionButton(page, "Save section").click();
  const dialog = page.getByRole("dialog", { name: "Save section" });
  const name = dialog.getByRole("textbox", { name: "Name" });
  const lyrics = dialog.getByRole("textbox", { name: "Lyrics" });
  const pronunciation = dialog.getByRole("textbox", { name: "Pronunciation" });
  const save = dialog.getByRole("button", { name: "Save", exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("section repeat (0:10~0:13)");
  await expect(dialog).toContainText("Range 0:10~0:13");
  await expect(save).toBeEnabled();
  await name.fill("");
  await expect(save).toBeDisabled();
  await name.fill("   ");
  await expect(save).toBeDisabled();
  await expect(pronunciation).toHaveCount(0);
  await lyrics.fill("   ");
  await expect(pronunciation).toHaveCount(0);
  await lyrics.fill("  하나 둘 셋 가자  ");
  await expect(pronunciation).toBeVisible();
  await pronunciation.fill(" hana dul set gaja ");
  await name.fill("  첫 구간  ");
  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(sectionMessage(page)).toHaveText(
    'Section "첫 구간" saved in this browser. Sign in to sync it to your account.',
  );
  // The new section is the selected one.
  await expect(page.getByRole("button", { name: "첫 구간", exact: true })).toHaveAttribute("aria-current", "true");
  await expect(sectionButton(page, "Delete section")).toBeEnabled();

  // Escape cancels and keeps nothing.
  await selectRange(page, 20, 25);
  await sectionButton(page, "Save section").click();
  await dialog.getByRole("textbox", { name: "Name" }).press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(sectionButton(page, "Save section")).toBeFocused();

  // A pronunciation typed before the lyrics were cleared is not kept.
  await sectionButton(page, "Save section").click();
  await lyrics.fill("응원");
  await pronunciation.fill("eungwon");
  await lyrics.fill(" ");
  await save.click();
  await expect(dialog).toHaveCount(0);

  expect(await storedSections(page)).toMatchObject([
    {
      name: "첫 구간",
      start: 10,
      end: 13,
      songId: VIDEOS.dynamite.id,
      lyrics: "하나 둘 셋 가자",
      pronunciation: "hana dul set gaja",
      type: 1,
    },
    { name: "section repeat (0:20~0:25)", start: 20, end: 25, lyrics: null, pronunciation: null, type: 1 },
  ]);
  // No script error and no CSP violation (the bar's positions are styles set after hydration).
  expect(problems).toEqual([]);
});

test("editing: a name with the old range gets the new one; delete asks first", async ({ page }) => {
  await openPausedSong(page);
  await sectionButton(page, "Section mode").click();
  await selectRange(page, 10, 13);
  await sectionButton(page, "Save section").click();
  await page.getByRole("dialog").getByRole("button", { name: "Save", exact: true }).click();
  const marker = page.getByRole("button", { name: "section repeat (0:10~0:13)", exact: true });
  await expect(marker).toHaveAttribute("aria-current", "true");
  await expect(sectionButton(page, "Edit section")).toBeEnabled();

  // The selected section's end moves by 1 s, and the edit keeps the name in step.
  await endHandle(page).press("ArrowRight");
  await sectionButton(page, "Edit section").click();
  const dialog = page.getByRole("dialog", { name: "Edit section" });
  await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveValue("section repeat (0:10~0:14)");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(sectionMessage(page)).toHaveText(
    'Section "section repeat (0:10~0:14)" updated in this browser. Sign in to sync it to your account.',
  );
  const renamed = page.getByRole("button", { name: "section repeat (0:10~0:14)", exact: true });
  await expect(renamed).toBeVisible();
  expect(await storedSections(page)).toMatchObject([{ name: "section repeat (0:10~0:14)", start: 10, end: 14 }]);

  // Delete: the spec's question; Cancel keeps it, Confirm deletes it.
  await sectionButton(page, "Delete section").click();
  const confirm = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirm).toContainText('Delete section "section repeat (0:10~0:14)"? This cannot be undone.');
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(renamed).toBeVisible();
  await sectionButton(page, "Delete section").click();
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(sectionMessage(page)).toHaveText('Section "section repeat (0:10~0:14)" deleted.');
  await expect(renamed).toHaveCount(0);
  await expect(sectionButton(page, "Delete section")).toBeDisabled();
  await expect(sectionStatus(page)).toHaveText(/Press and hold the seek bar/);
  expect(await storedSections(page)).toEqual([]);
});

test("the lyrics-section modal: name and lyrics required, line number from 1, not shared, romanised on demand", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await openPausedSong(page);
  await sectionButton(page, "Section mode").click();
  await selectRange(page, 10, 13);
  await sectionButton(page, "Save lyrics section").click();
  const dialog = page.getByRole("dialog", { name: "Save lyrics section" });
  const name = dialog.getByRole("textbox", { name: "Name" });
  const lyrics = dialog.getByRole("textbox", { name: "Lyrics" });
  const pronunciation = dialog.getByRole("textbox", { name: "Pronunciation" });
  const lineNumber = dialog.getByRole("spinbutton", { name: "Line number" });
  const share = dialog.getByRole("checkbox", { name: "Share with others" });
  const save = dialog.getByRole("button", { name: "Save", exact: true });
  const romanize = dialog.getByRole("button", { name: "Fill in romanisation from Hangul" });
  await expect(name).toHaveValue("");
  await expect(lineNumber).toHaveValue("1");
  await expect(share).not.toBeChecked();
  await expect(romanize).toBeDisabled();

  const alert = dialog.getByRole("alert");
  await save.click();
  await expect(alert).toHaveText("Please enter lyrics section name and lyrics.");
  await name.fill("후렴 첫 줄");
  await save.click();
  await expect(alert).toHaveText("Please enter lyrics section name and lyrics.");
  await expect(lyrics).toHaveAttribute("aria-invalid", "true");
  await expect(lyrics).toBeFocused();

  await lyrics.fill("하나 둘 셋 가자\n응원봉을 높이 들어");
  await lineNumber.fill("0");
  await save.click();
  await expect(dialog).toContainText("The line number must be a whole number from 1 to 999.");
  await lineNumber.fill("2");

  // es-hangul is fetched only now.
  expect(scripts.filter((url) => /romanize/i.test(url))).toEqual([]);
  await romanize.click();
  await expect(pronunciation).toHaveValue("hana dul set gaja\neungwonbongeul nopi deureo");
  await expect(pronunciation).toBeFocused();
  expect(scripts.filter((url) => /romanize/i.test(url))).toHaveLength(1);
  await pronunciation.fill("hana dul set gaja!\neungwonbong-eul nopi deureo");
  await share.check();
  await save.click();
  await expect(dialog).toHaveCount(0);
  expect(await storedSections(page)).toMatchObject([
    {
      name: "후렴 첫 줄",
      lyrics: "하나 둘 셋 가자\n응원봉을 높이 들어",
      pronunciation: "hana dul set gaja!\neungwonbong-eul nopi deureo",
      type: 2,
      lineNumber: 2,
      isPublic: true,
    },
  ]);

  // Editing a lyrics section opens the lyrics modal with its values.
  await sectionButton(page, "Edit section").click();
  const edit = page.getByRole("dialog", { name: "Edit lyrics section" });
  await expect(edit.getByRole("spinbutton", { name: "Line number" })).toHaveValue("2");
  await expect(edit.getByRole("checkbox", { name: "Share with others" })).toBeChecked();
  await edit.getByRole("button", { name: "Cancel" }).click();
});

test("the default name in Korean", async ({ page }) => {
  await page.clock.install();
  await addSongAsKoreanGuest(page);
  await expectFakePlayer(page, { state: "playing" });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByRole("button", { name: "구간 설정" }).click();
  const bar = page.getByRole("slider", { name: "재생 위치" });
  // Scrolled into view first: the still lyrics box (issue 25) can push it below a 720 px screen.
  await bar.scrollIntoViewIfNeeded();
  const box = (await bar.boundingBox())!;
  for (const fraction of [0.1, 0.3]) {
    await page.mouse.move(box.x + box.width * fraction, box.y + box.height / 2);
    await page.mouse.down();
    await page.clock.runFor(1000);
    await page.mouse.up();
  }
  await page.getByRole("button", { name: "구간 저장", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "구간 저장" });
  await expect(dialog.getByRole("textbox", { name: "이름" })).toHaveValue(/^구간 반복 \(0:[12]\d~[01]:\d\d\)$/);
  await dialog.getByRole("button", { name: "저장", exact: true }).click();
  await expect(sectionMessage(page)).toHaveText(
    /^"구간 반복 \(0:[12]\d~[01]:\d\d\)" 구간을 이 브라우저에 저장했습니다\. 로그인하면 계정에 동기화할 수 있어요\.$/,
  );
});

test("a guest's sections stay in this browser across a reload, and go at sign-out", async ({ page }) => {
  const writes: string[] = [];
  page.on("request", (request) => {
    // The fans' public chants are read for every song (issue 25); nothing of the guest's is sent.
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/section") && !pathname.startsWith("/api/section/public/")) writes.push(request.url());
  });
  await openPausedSong(page);
  await sectionButton(page, "Section mode").click();
  await expect(
    page.getByText("Sections are kept in this browser only. Sign in to sync them to your account."),
  ).toBeVisible();
  await selectRange(page, 10, 13);
  await saveSection(page, "게스트 구간");
  await page.clock.resume();
  await page.reload();
  await waitForHydration(page);
  const marker = page.getByRole("button", { name: "게스트 구간", exact: true });
  await expect(marker).toBeVisible();
  await marker.click();
  await expect(sectionStatus(page)).toHaveText("Selected 0:10~0:13");
  expect(writes).toEqual([]);

  await page.getByRole("button", { name: "Sign out" }).click();
  // A guest is asked first (issue 25).
  await page.getByRole("button", { name: "Delete and leave" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("fanchant.sections"))).toBeNull();
});

const sectionRoutes = /\/api\/section(\/|$|\?)/;
/** Requests the "down" server answered. */
let downAnswers = 0;
const serverDown = (route: Route) => {
  downAnswers += 1;
  return route.fulfill({
    status: 503,
    contentType: "application/json",
    body: JSON.stringify({ error: { code: "UNAVAILABLE", message: "Down for maintenance" } }),
  });
};

/**
 * The save of a section while the server is down: the browser asks a 503 again once after
 * 1 s (no Retry-After, utils/api-client.ts), on the page's paused clock; then it keeps it here.
 */
async function saveSectionWhileDown(page: Page, name: string) {
  const before = downAnswers;
  await sectionButton(page, "Save section").click();
  const dialog = page.getByRole("dialog", { name: "Save section" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await untilRetried(page, before);
  await expect(dialog).toHaveCount(0);
  // The save and its one retry.
  expect(downAnswers - before).toBe(2);
}

/**
 * Waits for a call's one retry after a 503 (1 s later on the page's paused clock). The retry's
 * timer is set only once the browser has read the first answer, which may come after the route
 * counted it: the clock moves on in steps of 250 ms until the retry has been asked.
 */
async function untilRetried(page: Page, before: number) {
  await expect.poll(() => downAnswers - before).toBeGreaterThanOrEqual(1);
  await expect
    .poll(async () => {
      if (downAnswers - before < 2) await page.clock.runFor(250);
      return downAnswers - before;
    })
    .toBeGreaterThanOrEqual(2);
}

async function serverSections(page: Page): Promise<Array<{ id: number; name: string; songYouTubeId: string }>> {
  const response = await page.request.get("/api/section/user");
  expect(response.status()).toBe(200);
  return response.json();
}

test("signed in: a save while the server is down stays here and syncs once the server answers", async ({ page }) => {
  await startSignedInSectionMode(page);
  await expect(page.getByText("Sections are kept in this browser only.")).toHaveCount(0);

  // The server answers: saved there too.
  await selectRange(page, 10, 13);
  await saveSection(page, "서버 구간");
  await expect(sectionMessage(page)).toHaveText('Section "서버 구간" saved (server sync done).');
  await expect.poll(async () => (await serverSections(page)).map((section) => section.name)).toEqual(["서버 구간"]);

  // The server is down: kept here, with the spec's message.
  await page.route(sectionRoutes, serverDown);
  // Far enough from the first that each has its own marker (closer ones share one: sections-markers.spec.ts).
  await selectRange(page, 60, 65);
  await saveSectionWhileDown(page, "오프라인 구간");
  await expect(sectionMessage(page)).toHaveText("saved locally! (server save failed: will sync later)");
  await expect(page.getByRole("button", { name: "오프라인 구간", exact: true })).toBeVisible();
  expect(await storedSections(page)).toMatchObject([
    { name: "서버 구간", pendingSync: false },
    { name: "오프라인 구간", serverId: null, pendingSync: true },
  ]);
  // A delete while it is down still deletes here.
  await page.getByRole("button", { name: "서버 구간", exact: true }).click();
  await sectionButton(page, "Delete section").click();
  const beforeDelete = downAnswers;
  await page.getByRole("dialog", { name: "Please confirm" }).getByRole("button", { name: "Confirm" }).click();
  await untilRetried(page, beforeDelete); // the delete and its one retry
  await expect(sectionMessage(page)).toHaveText(
    'Section "서버 구간" deleted on this device. (server delete failed: will retry later)',
  );
  await expect(page.getByRole("button", { name: "서버 구간", exact: true })).toHaveCount(0);
  expect((await serverSections(page)).map((section) => section.name)).toEqual(["서버 구간"]);

  // Back up: the browser's next contact (here: coming back online) uploads with the real song and deletes.
  await page.unroute(sectionRoutes);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect
    .poll(async () => (await serverSections(page)).map(({ name, songYouTubeId }) => ({ name, songYouTubeId })))
    .toEqual([{ name: "오프라인 구간", songYouTubeId: VIDEOS.dynamite.id }]);
  await expect.poll(() => storedSections(page)).toMatchObject([{ name: "오프라인 구간", pendingSync: false }]);
  expect((await storedSections(page))[0]!.serverId).toBe((await serverSections(page))[0]!.id);

  // Another browser of the same account loads it from the server.
  await page.evaluate(() => localStorage.removeItem("fanchant.sections"));
  await page.clock.resume();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "오프라인 구간", exact: true })).toBeVisible();
  expect(await storedSections(page)).toMatchObject([{ id: `server_${(await serverSections(page))[0]!.id}` }]);
});

test("signed in: a section saved while the server is down syncs at the next visit", async ({ page }) => {
  await startSignedInSectionMode(page);
  await page.route(sectionRoutes, serverDown);
  await selectRange(page, 30, 34);
  await saveSectionWhileDown(page, "나중에 올릴 구간");
  await expect(sectionMessage(page)).toHaveText("saved locally! (server save failed: will sync later)");
  await page.unroute(sectionRoutes);
  expect(await serverSections(page)).toEqual([]);
  await page.clock.resume();
  await page.reload();
  await waitForHydration(page);
  await expect
    .poll(async () => (await serverSections(page)).map((section) => section.name))
    .toEqual(["나중에 올릴 구간"]);
  await expect.poll(() => storedSections(page)).toMatchObject([{ name: "나중에 올릴 구간", pendingSync: false }]);
});

test("when the browser refuses to store sections: the spec's failure messages, and nothing typed is lost", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === "fanchant.sections" && (window as any).__refuseSections) {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      }
      return setItem.call(this, key, value);
    };
  });
  await openPausedSong(page);
  await sectionButton(page, "Section mode").click();
  await selectRange(page, 10, 13);
  await saveSection(page, "지울 수 없는 구간");
  await page.evaluate(() => ((window as any).__refuseSections = true));

  await sectionButton(page, "Delete section").click();
  await page.getByRole("dialog", { name: "Please confirm" }).getByRole("button", { name: "Confirm" }).click();
  await expect(sectionMessage(page)).toHaveText("Failed to delete the section. Please try again.");
  await expect(page.getByRole("button", { name: "지울 수 없는 구간", exact: true })).toBeVisible();

  await selectRange(page, 20, 25);
  await sectionButton(page, "Save section").click();
  const dialog = page.getByRole("dialog", { name: "Save section" });
  await dialog.getByRole("textbox", { name: "Name" }).fill("저장 안 되는 구간");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(sectionMessage(page)).toHaveText("Failed to save the section. Please try again.");
  await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveValue("저장 안 되는 구간");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await sectionButton(page, "Save lyrics section").click();
  const lyricsDialog = page.getByRole("dialog", { name: "Save lyrics section" });
  await lyricsDialog.getByRole("textbox", { name: "Name" }).fill("가사 줄");
  await lyricsDialog.getByRole("textbox", { name: "Lyrics" }).fill("하나 둘 셋 가자");
  await lyricsDialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(sectionMessage(page)).toHaveText("Failed to save lyrics section. Please try again.");
  await expect(lyricsDialog.getByRole("textbox", { name: "Lyrics" })).toHaveValue("하나 둘 셋 가자");
});
