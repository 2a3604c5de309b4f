// The sheet pages as a new fan finds them (issue 27, "Sheet view and editor"):
// /sheets/{songId} edited with plain forms and no JavaScript on a phone in
// Korean (add, a refused time, edit, nudge, split, merge, delete, share), the
// same through Remix navigation with JavaScript on a desktop in English, a
// fan's shared sheet for a visitor (signed out, no JavaScript, its meta tags;
// a private sheet is not found), and a guest's sheet with and without
// JavaScript. axe on every state. Invented lines only (member-name calls).

import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJavaScript } from "./axe";
import { expect, test } from "./fixtures";
import { reviewShot, signInAsGuest, signInAsNewUser, songIdOf, uniqueEmail, waitForHydration } from "./utils";

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

// A song per test, so that one test's shared lines are not another's (the archive lists everyone's).
const BOY_WITH_LUV = "XsX3ATc3FbA";
const DDU_DU = "IHNzOHi8sJs";
const HOW_YOU_LIKE_THAT = "ioNng23DkIM";
const TT = "ePpPVE-GGJw";
const HYPE_BOY = "11cta61wi0g";

type LineBody = {
  start: number;
  end: number;
  text: string;
  part: string;
  romanization: string | null;
  spans: null;
};


/** Replaces the signed-in fan's sheet of the song through the API; answers the author's id. */
async function putSheet(request: APIRequestContext, songId: number, lines: LineBody[], isPublic: boolean): Promise<string> {
  const response = await request.put(`/api/sheet/song/${songId}`, {
    data: { lines, isPublic },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    author: { id: string };
    lines: unknown[];
  };
  expect(body.lines).toHaveLength(lines.length);
  return body.author.id;
}

/** Registers a new account in an API context of its own (its cookies are not the page's). */
async function registerIn(request: APIRequestContext, nickname: string) {
  const response = await request.post("/auth/register", {
    form: {
      email: uniqueEmail(),
      password: "fanchant-e2e",
      nickname,
      agreeTerms: "on",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

const lines = (page: Page) => page.getByTestId("sheet-line");
const toast = (page: Page) => page.locator(".toast > p");

/** Each line as "time | part | lyrics" (what a fan reads first). */
async function readLines(page: Page): Promise<string[]> {
  return lines(page).evaluateAll((items) =>
    items.map((item) =>
      [".sheet-line__time", ".part-badge", ".sheet-line__text"]
        .map((selector) => item.querySelector(selector)?.textContent ?? "")
        .join(" | ")
    )
  );
}

/** The POST a click sends, and the page's answer to it. */
async function submit(page: Page, button: Locator) {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST" && new URL(answer.url()).pathname.startsWith("/sheets/")),
    button.click(),
  ]);
  await page.waitForLoadState("load");
  return response;
}

test.describe("the sheet page without JavaScript, on a phone in Korean", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE, locale: "ko-KR" });

  test("a line is added, refused with a bad time, edited, nudged, split, merged, deleted and the sheet shared", async ({
    page,
    browser,
  }) => {
    test.slow();
    const account = await signInAsNewUser(page, { nickname: "폰팬" });
    const songId = await songIdOf(page.request, BOY_WITH_LUV);
    await page.goto(`/sheets/${songId}?lng=ko`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boy With Luv (작은 것들을 위한 시)");
    await expect(page.getByText("아직 줄이 없어요.", { exact: false })).toBeVisible();
    await expect(lines(page)).toHaveCount(0);
    // Without JavaScript there is no tap-along button, and no share button for an empty sheet.
    await expect(page.getByRole("button", { name: "탭으로 시간 맞추기" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "아카이브에 공유" })).toHaveCount(0);
    await expectNoAxeViolationsWithoutJavaScript(page);
    await reviewShot(page, "sheet-empty-phone-ko", { fullPage: true });

    // Add a line.
    const add = page.getByRole("region", { name: "줄 추가" });
    await add.getByLabel("시작").fill("0:12.50");
    await add.getByLabel("끝").fill("0:15.00");
    await add.getByLabel("파트").selectOption({ label: "팬 구호" });
    await add.getByLabel("가사").fill("김남준!");
    let response = await submit(page, add.getByRole("button", { name: "줄 추가하기" }));
    expect(response.status()).toBe(303);
    await expect(toast(page)).toHaveText("줄을 추가했어요.");
    expect(await readLines(page)).toEqual(["0:12.50–0:15.00 | 팬 파트 | 김남준!"]);
    await expect(lines(page).first().locator(".sheet-line__roman")).toHaveText("로마자: gimnamjun! · 자동");
    await expect(page.getByText("1줄 · 나만 보기")).toBeVisible();
    await expectNoAxeViolationsWithoutJavaScript(page);

    // A bad time: 400, the error beside the field in Korean, what was typed kept.
    await add.getByLabel("시작").fill("1:75");
    await add.getByLabel("끝").fill("1:80");
    await add.getByLabel("파트").selectOption({ label: "다 같이" });
    await add.getByLabel("가사").fill("박지민!");
    response = await submit(page, add.getByRole("button", { name: "줄 추가하기" }));
    expect(response.status()).toBe(400);
    await expect(add.getByLabel("시작")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#new-line-start-error")).toHaveText("1:15.50 (분:초) 처럼 시간을 입력해 주세요.");
    await expect(page.locator("#new-line-end-error")).toHaveText("1:15.50 (분:초) 처럼 시간을 입력해 주세요.");
    await expect(add.getByLabel("시작")).toHaveValue("1:75");
    await expect(add.getByLabel("끝")).toHaveValue("1:80");
    await expect(add.getByLabel("파트")).toHaveValue("everyone");
    await expect(add.getByLabel("가사")).toHaveValue("박지민!");
    expect(await readLines(page)).toEqual(["0:12.50–0:15.00 | 팬 파트 | 김남준!"]);
    await expectNoAxeViolationsWithoutJavaScript(page);
    await reviewShot(page, "sheet-refused-phone-ko", { fullPage: true });

    // Edit the line's text and part.
    await page.getByRole("link", { name: "“김남준!” 줄 수정" }).click();
    await expect(page).toHaveURL(/\?edit=\d+#line-\d+$/);
    const editor = page.getByRole("form", { name: "“김남준!” 줄 수정" });
    await expect(editor.getByLabel("시작")).toHaveValue("0:12.50");
    await expect(editor.getByLabel("끝")).toHaveValue("0:15.00");
    await expect(editor.getByLabel("파트")).toHaveValue("fans");
    await expect(editor.getByLabel("가사")).toHaveValue("김남준!");
    await expect(editor.getByLabel("로마자 (선택)")).toHaveValue("");
    await expectNoAxeViolationsWithoutJavaScript(page);
    await reviewShot(page, "sheet-editing-phone-ko", { fullPage: true });
    await editor.getByLabel("가사").fill("김석진!");
    await editor.getByLabel("파트").selectOption({ label: "다 같이" });
    await editor.getByLabel("로마자 (선택)").fill("Kim Seokjin!");
    response = await submit(page, editor.getByRole("button", { name: "줄 저장" }));
    expect(response.status()).toBe(303);
    await expect(toast(page)).toHaveText("줄을 저장했어요.");
    expect(await readLines(page)).toEqual(["0:12.50–0:15.00 | 다 같이 | 김석진!"]);
    // The hand correction replaces the automatic draft.
    await expect(lines(page).first().locator(".sheet-line__roman")).toHaveText("로마자: Kim Seokjin!");
    await expect(page.getByRole("form", { name: "“김석진!” 줄 수정" })).toHaveCount(0);

    // Nudge the start 0.1 s later, twice: the line stays open between nudges.
    await page.getByRole("link", { name: "“김석진!” 줄 수정" }).click();
    for (const expected of ["0:12.60", "0:12.70"]) {
      response = await submit(page, page.getByRole("button", { name: "“김석진!” 시작 +0.1초 (늦추기)" }));
      expect(response.status()).toBe(303);
      await expect(toast(page)).toHaveText("시간을 옮겼어요.");
      await expect(page.getByRole("form", { name: "“김석진!” 줄 수정" }).getByLabel("시작")).toHaveValue(expected);
    }
    expect(await readLines(page)).toEqual(["0:12.70–0:15.00 | 다 같이 | 김석진!"]);
    // The hand correction is kept through the nudges.
    await expect(lines(page).first().locator(".sheet-line__roman")).toHaveText("로마자: Kim Seokjin!");
    await expectNoAxeViolationsWithoutJavaScript(page);

    // A second line of two words and 4 s, split in two, then merged back.
    await add.getByLabel("시작").fill("0:20");
    await add.getByLabel("끝").fill("0:24.00");
    await add.getByLabel("파트").selectOption({ label: "팬 구호" });
    await add.getByLabel("가사").fill("박지민! 김태형!");
    await submit(page, add.getByRole("button", { name: "줄 추가하기" }));
    await expect(toast(page)).toHaveText("줄을 추가했어요.");
    expect(await readLines(page)).toEqual(["0:12.70–0:15.00 | 다 같이 | 김석진!", "0:20.00–0:24.00 | 팬 파트 | 박지민! 김태형!"]);
    await page.getByRole("link", { name: "“박지민! 김태형!” 줄 수정" }).click();
    response = await submit(page, page.getByRole("button", { name: "“박지민! 김태형!” 줄을 둘로 나누기" }));
    expect(response.status()).toBe(303);
    await expect(toast(page)).toHaveText("줄을 둘로 나눴어요.");
    // Cut at the space, the time in proportion to the text (5 of 9 characters → 2.22 s).
    expect(await readLines(page)).toEqual([
      "0:12.70–0:15.00 | 다 같이 | 김석진!",
      "0:20.00–0:22.22 | 팬 파트 | 박지민!",
      "0:22.22–0:24.00 | 팬 파트 | 김태형!",
    ]);
    await expectNoAxeViolationsWithoutJavaScript(page);
    await page.getByRole("link", { name: "“박지민!” 줄 수정" }).click();
    response = await submit(page, page.getByRole("button", { name: "“박지민!” 줄을 다음 줄과 합치기" }));
    expect(response.status()).toBe(303);
    await expect(toast(page)).toHaveText("줄을 합쳤어요.");
    expect(await readLines(page)).toEqual(["0:12.70–0:15.00 | 다 같이 | 김석진!", "0:20.00–0:24.00 | 팬 파트 | 박지민! 김태형!"]);
    // The last line has nothing to merge with: no such button.
    await page.getByRole("link", { name: "“박지민! 김태형!” 줄 수정" }).click();
    await expect(page.getByRole("button", { name: /다음 줄과 합치기/ })).toHaveCount(0);

    // Delete it.
    response = await submit(page, page.getByRole("button", { name: "“박지민! 김태형!” 줄 삭제" }));
    expect(response.status()).toBe(303);
    await expect(toast(page)).toHaveText("줄을 삭제했어요.");
    expect(await readLines(page)).toEqual(["0:12.70–0:15.00 | 다 같이 | 김석진!"]);

    // Share: the line is in the song's archive and on the shared page.
    response = await submit(page, page.getByRole("button", { name: "아카이브에 공유" }));
    expect(response.status()).toBe(303);
    await expect(toast(page)).toHaveText("시트를 아카이브에 공유했어요.");
    await expect(page.getByText("1줄 · 아카이브에 공유 중")).toBeVisible();
    await expectNoAxeViolationsWithoutJavaScript(page);
    await reviewShot(page, "sheet-shared-phone-ko", { fullPage: true });
    // The fan's own link to the page they can pass on.
    await page.getByRole("link", { name: "공유된 시트 보기" }).click();
    await expect(page).toHaveURL(new RegExp(`/sheets/${songId}/by/[^/?#]+$`));
    const authorId = new URL(page.url()).pathname.split("/").pop()!;
    expect(await readLines(page)).toEqual(["0:12.70–0:15.00 | 다 같이 | 김석진!"]);
    await expect(page.getByRole("link", { name: "내 시트 수정" })).toHaveAttribute("href", `/sheets/${songId}`);
    await expectNoAxeViolationsWithoutJavaScript(page);
    await page.goto(`/fanchant-archive/${songId}`);
    await expect(page.getByText("김석진!", { exact: true })).toBeVisible();
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    try {
      const shared = await visitor.request.get(`/sheets/${songId}/by/${authorId}`);
      expect(shared.status()).toBe(200);
      expect(await shared.text()).toContain("김석진!");
      expect(await shared.text()).toContain(`${account.nickname} 님이 작성`);

      // Stop sharing: the shared page is gone for others.
      await page.goto(`/sheets/${songId}`);
      response = await submit(page, page.getByRole("button", { name: "공유 그만하기" }));
      expect(response.status()).toBe(303);
      await expect(toast(page)).toHaveText("시트 공유를 그만했어요.");
      await expect(page.getByText("1줄 · 나만 보기")).toBeVisible();
      await expect(page.getByRole("button", { name: "아카이브에 공유" })).toBeVisible();
      await expect(page.getByRole("link", { name: "공유된 시트 보기" })).toHaveCount(0);
      expect((await visitor.request.get(`/sheets/${songId}/by/${authorId}`)).status()).toBe(404);
    } finally {
      await visitor.close();
    }
  });
});

test.describe("a shared sheet for a visitor without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the lines, parts and romanisation with a description and Open Graph tags; a private sheet is not found", async ({
    page,
    request,
  }) => {
    await registerIn(request, "공유팬");
    const songId = await songIdOf(request, DDU_DU);
    const authorId = await putSheet(
      request,
      songId,
      [
        {
          start: 30,
          end: 33.5,
          text: "지수! 제니!",
          part: "fans",
          romanization: null,
          spans: null,
        },
        {
          start: 10.25,
          end: 12,
          text: "랄라 라라",
          part: "singalong",
          romanization: "lalla lala",
          spans: null,
        },
        {
          start: 40,
          end: 44,
          text: "로제! 리사!",
          part: "everyone",
          romanization: null,
          spans: null,
        },
      ],
      true
    );

    for (const [lng, expected] of [
      [
        "ko",
        {
          lines: [
            "0:10.25–0:12.00 | 떼창 | 랄라 라라",
            "0:30.00–0:33.50 | 팬 파트 | 지수! 제니!",
            "0:40.00–0:44.00 | 다 같이 | 로제! 리사!",
          ],
          romans: ["로마자: lalla lala", "로마자: jisu! jeni! · 자동", "로마자: roje! risa! · 자동"],
          title: "DDU-DU DDU-DU (뚜두뚜두) 응원법 시트 (공유팬)",
          description: "BLACKPINK의 DDU-DU DDU-DU (뚜두뚜두) 응원법을 파트와 로마자와 함께 한 줄씩: 3줄, 공유팬 님 작성.",
          byline: "BLACKPINK · 공유팬 님이 작성 · 3줄",
        },
      ],
      [
        "en",
        {
          lines: [
            "0:10.25–0:12.00 | Sing-along | 랄라 라라",
            "0:30.00–0:33.50 | Fans' part | 지수! 제니!",
            "0:40.00–0:44.00 | Everyone | 로제! 리사!",
          ],
          romans: ["Romanisation: lalla lala", "Romanisation: jisu! jeni! · automatic", "Romanisation: roje! risa! · automatic"],
          title: "공유팬's chant sheet of DDU-DU DDU-DU (뚜두뚜두)",
          description:
            "The fan chant of DDU-DU DDU-DU (뚜두뚜두) (BLACKPINK) line by line, with parts and romanisation: 3 lines, by 공유팬.",
          byline: "BLACKPINK · by 공유팬 · 3 lines",
        },
      ],
    ] as const) {
      const response = await page.goto(`/sheets/${songId}/by/${authorId}?lng=${lng}`);
      expect(response!.status()).toBe(200);
      expect(await readLines(page)).toEqual(expected.lines);
      await expect(lines(page).locator(".sheet-line__roman")).toHaveText([...expected.romans]);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", expected.description);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", expected.title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", expected.description);
      await expect(page.getByText(expected.byline)).toBeVisible();
      // No editing for a visitor.
      await expect(page.getByRole("link", { name: /수정|Edit/ })).toHaveCount(0);
      await expectNoAxeViolationsWithoutJavaScript(page);
      await reviewShot(page, `sheet-shared-visitor-phone-${lng}`, {
        fullPage: true,
      });
      await page.setViewportSize(DESKTOP);
      await reviewShot(page, `sheet-shared-visitor-desktop-${lng}`, {
        fullPage: true,
      });
      await page.setViewportSize(PHONE);
    }

    // Made private: not found, in either language (fresh URLs: the public page may be cached a minute).
    await putSheet(
      request,
      songId,
      [
        {
          start: 30,
          end: 33.5,
          text: "지수! 제니!",
          part: "fans",
          romanization: null,
          spans: null,
        },
      ],
      false
    );
    for (const lng of ["ko", "en"]) {
      const response = await page.goto(`/sheets/${songId}/by/${authorId}?lng=${lng}&private=1`);
      expect(response!.status()).toBe(404);
    }
    // Nobody's sheet, and a song that does not exist.
    expect((await page.goto(`/sheets/${songId}/by/nobody`))!.status()).toBe(404);
    expect((await page.goto(`/sheets/99999999/by/${authorId}`))!.status()).toBe(404);
  });
});

test.describe("the sheet page with JavaScript, on a desktop in English", () => {
  test.use({ viewport: DESKTOP, locale: "en-US" });

  test("edits go through Remix navigation without a reload; axe on the open editor and an empty sheet", async ({ page }) => {
    test.slow();
    await signInAsNewUser(page, { nickname: "DeskFan" });
    const songId = await songIdOf(page.request, HOW_YOU_LIKE_THAT);
    await putSheet(
      page.request,
      songId,
      [
        {
          start: 5,
          end: 8,
          text: "지수! 제니!",
          part: "fans",
          romanization: null,
          spans: null,
        },
        {
          start: 20,
          end: 24,
          text: "로제! 리사!",
          part: "singalong",
          romanization: null,
          spans: null,
        },
      ],
      false
    );
    await page.goto(`/sheets/${songId}?lng=en`);
    await waitForHydration(page);
    // A full reload would lose this.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const samePage = () => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);
    await expect(page.getByText("2 lines · only you see it")).toBeVisible();
    await expect(page.getByRole("button", { name: "Tap along" })).toBeVisible();
    await expectNoAxeViolations(page);
    await reviewShot(page, "sheet-desktop-en", { fullPage: true });

    await page.getByRole("link", { name: "Edit the line “지수! 제니!”" }).click();
    await expect(page).toHaveURL(/\?edit=\d+#line-\d+$/);
    const editor = page.getByRole("form", {
      name: "Edit the line “지수! 제니!”",
    });
    await expect(editor.getByLabel("Start")).toHaveValue("0:05.00");
    await expectNoAxeViolations(page);
    await reviewShot(page, "sheet-editing-desktop-en", { fullPage: true });

    // A bad time: the error beside the field, the typed text kept, nothing saved.
    await editor.getByLabel("End").fill("0:05.50");
    await editor.getByLabel("Lyrics").fill("지수! 제니! 로제!");
    await editor.getByRole("button", { name: "Save the line" }).click();
    await expect(page.locator(`#${await editor.getByLabel("End").getAttribute("id")}-error`)).toHaveText(/./);
    await expect(editor.getByLabel("End")).toHaveAttribute("aria-invalid", "true");
    await expect(editor.getByLabel("Lyrics")).toHaveValue("지수! 제니! 로제!");
    // The add form is not blamed for the editor's mistake.
    await expect(page.getByRole("region", { name: "Add a line" }).locator("[aria-invalid=true]")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await editor.getByLabel("End").fill("0:09.00");
    await editor.getByLabel("Part").selectOption({ label: "Everyone" });
    await editor.getByRole("button", { name: "Save the line" }).click();
    await expect(toast(page)).toHaveText("Line saved.");
    expect(await readLines(page)).toEqual(["0:05.00–0:09.00 | Everyone | 지수! 제니! 로제!", "0:20.00–0:24.00 | Sing-along | 로제! 리사!"]);

    await page.getByRole("link", { name: "Edit the line “로제! 리사!”" }).click();
    await page.getByRole("button", { name: "End +0.1 s: “로제! 리사!” ends later" }).click();
    await expect(toast(page)).toHaveText("Time moved.");
    await expect(lines(page).nth(1).locator(".sheet-line__time")).toHaveText("0:20.00–0:24.10");
    await page.getByRole("button", { name: "Split “로제! 리사!” in two" }).click();
    await expect(toast(page)).toHaveText("Line split in two.");
    await expect(lines(page)).toHaveCount(3);
    await page.getByRole("link", { name: "Edit the line “지수! 제니! 로제!”" }).click();
    await page
      .getByRole("button", {
        name: "Merge with next: “지수! 제니! 로제!” and the line after it",
      })
      .click();
    await expect(toast(page)).toHaveText("Lines merged.");
    expect(await readLines(page)).toEqual(["0:05.00–0:22.34 | Everyone | 지수! 제니! 로제! 로제!", "0:22.34–0:24.10 | Sing-along | 리사!"]);
    await page.getByRole("link", { name: "Edit the line “리사!”" }).click();
    await page.getByRole("button", { name: "Delete the line “리사!”" }).click();
    await expect(toast(page)).toHaveText("Line deleted.");
    await expect(lines(page)).toHaveCount(1);
    expect(await samePage()).toBe(true);

    // The empty sheet of a new account.
    await signInAsNewUser(page, { nickname: "NewFan" });
    await page.goto(`/sheets/${songId}?lng=en`);
    await waitForHydration(page);
    await expect(page.getByText("No lines yet.", { exact: false })).toBeVisible();
    await expect(lines(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await reviewShot(page, "sheet-empty-desktop-en", { fullPage: true });
  });
});

test.describe("a guest's sheet", () => {
  test.use({ viewport: PHONE, locale: "en-US" });

  test("with JavaScript: kept in this browser, with the tap-along button", async ({ page }) => {
    await signInAsGuest(page);
    const songId = await songIdOf(page.request, TT);
    await page.goto(`/sheets/${songId}?lng=en`);
    await waitForHydration(page);
    await expect(page.getByText("Your sheet is kept in this browser only. Sign in and it moves into your account.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Tap along" })).toBeVisible();
    await expect(page.getByText("No lines yet. Tap along to time the whole chant as the song plays.")).toBeVisible();
    await expectNoAxeViolations(page);
    await reviewShot(page, "sheet-guest-phone-en", { fullPage: true });
  });
});

test.describe("a guest's sheet without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("says it needs JavaScript and offers to sign in", async ({ page }) => {
    await signInAsGuest(page);
    const songId = await songIdOf(page.request, HYPE_BOY);
    for (const [lng, note, signIn] of [
      ["ko", "게스트의 시트는 이 브라우저에 저장되고 JavaScript가 필요해요. 로그인하면 계정에 보관할 수 있어요. 로그인", "로그인"],
      ["en", "A guest's sheet is kept in this browser and needs JavaScript. Sign in to keep it in an account. Sign in", "Sign in"],
    ] as const) {
      const response = await page.goto(`/sheets/${songId}?lng=${lng}`);
      expect(response!.status()).toBe(200);
      await expect(page.locator("main .notice")).toHaveText(note);
      await expect(page.locator("main .notice").getByRole("link", { name: signIn })).toHaveAttribute("href", /\/auth\/login/);
      await expect(page.getByRole("button", { name: /탭으로 시간 맞추기|Tap along/ })).toHaveCount(0);
      await expectNoAxeViolationsWithoutJavaScript(page);
      await reviewShot(page, `sheet-guest-nojs-phone-${lng}`, {
        fullPage: true,
      });
    }
  });
});

test.describe("the sheet page on a phone and a desktop, in Korean and English", () => {
  test("nothing cut off, every button a thumb's size (44 px), axe with a line open", async ({ page }) => {
    test.slow();
    await signInAsNewUser(page, { nickname: "화면팬" });
    const songId = await songIdOf(page.request, BOY_WITH_LUV);
    await putSheet(
      page.request,
      songId,
      [
        {
          start: 3,
          end: 6.5,
          text: "김남준! 김석진!",
          part: "fans",
          romanization: null,
          spans: null,
        },
        {
          start: 8,
          end: 12,
          text: "우리 함께 노래해 밤하늘 아래 별빛처럼 빛나는 우리의 이야기",
          part: "singalong",
          romanization: null,
          spans: null,
        },
        {
          start: 14,
          end: 16,
          text: "민윤기! 정호석!",
          part: "everyone",
          romanization: "Min Yoongi! Jung Hoseok!",
          spans: null,
        },
        {
          start: 18,
          end: 22,
          text: "달빛 아래 춤을 춰",
          part: "artist",
          romanization: null,
          spans: null,
        },
      ],
      true
    );

    /** Buttons and fields of the page narrower or shorter than 44 px, and whether the page scrolls sideways. */
    const layoutFaults = () =>
      page.evaluate(() => {
        const shown = [
          ...document.querySelectorAll<HTMLElement>(".sheet-page .button, .sheet-page input, .sheet-page select, .sheet-page textarea"),
        ].filter((element) => element.offsetParent !== null);
        const small = shown
          .map((element) => ({
            name: element.textContent?.trim() || element.id,
            box: element.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)}`);
        const sideways = document.documentElement.scrollWidth > document.documentElement.clientWidth;
        return { small, sideways, measured: shown.length > 10 };
      });

    for (const [size, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const lng of ["ko", "en"] as const) {
        await page.goto(`/sheets/${songId}?lng=${lng}`);
        await waitForHydration(page);
        expect(await readLines(page)).toHaveLength(4);
        expect(await layoutFaults()).toEqual({
          small: [],
          sideways: false,
          measured: true,
        });
        await expectNoAxeViolations(page);
        await reviewShot(page, `sheet-${size}-${lng}`);

        await page
          .getByRole("link", {
            name: lng === "ko" ? "“민윤기! 정호석!” 줄 수정" : "Edit the line “민윤기! 정호석!”",
          })
          .click();
        const editor = page.getByRole("form", {
          name: lng === "ko" ? "“민윤기! 정호석!” 줄 수정" : "Edit the line “민윤기! 정호석!”",
        });
        await expect(
          editor.getByRole("textbox", {
            name: lng === "ko" ? "로마자 (선택)" : "Romanisation (optional)",
          })
        ).toHaveValue("Min Yoongi! Jung Hoseok!");
        // The opened line's head is below the fixed site header, not under it.
        const header = await page.locator(".site-header").boundingBox();
        const head = await page.locator(".sheet-line:has(.sheet-editor) .sheet-line__head").boundingBox();
        expect(head!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
        expect(await layoutFaults()).toEqual({
          small: [],
          sideways: false,
          measured: true,
        });
        await expectNoAxeViolations(page);
        await reviewShot(page, `sheet-editing-${size}-${lng}`);
      }
    }
  });
});
